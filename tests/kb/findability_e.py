"""Batch e: phrasings and real error texts for the articles added in branch kb-new-e."""

PHRASINGS = {
    "vllm-out-of-memory-at-startup": "vllm cuda out of memory on startup before the server is ready",
    "vllm-tensor-parallel-nccl": "vllm stuck at nccl with tensor parallel 2 gpus",
    "vllm-quantized-model-support": "vllm awq model not supported on my gpu",
    "lm-studio-model-fails-to-load": "lm studio failed to load the model exit code",
    "lm-studio-server-api": "can't connect to lm studio server from another computer",
}

ERROR_TEXTS = {
    # vllm-project/vllm #14452 (V1 engine, 8 GPUs): the sampler warm-up after the KV cache was sized.
    "vllm-out-of-memory-at-startup": (
        "(VllmWorker rank=7 pid=10948) ERROR 03-16 06:12:38 [multiproc_executor.py:375] RuntimeError: CUDA out of "
        "memory occurred when warming up sampler with 1024 dummy requests. Please try lowering `max_num_seqs` or "
        "`gpu_memory_utilization` when initializing the engine."
    ),
    # MiniMax-AI/MiniMax-01 #42 (vLLM 0.8.3 in Docker, default /dev/shm).
    "vllm-tensor-parallel-nccl": (
        "(VllmWorkerProcess pid=221) ERROR 04-06 20:46:48 [multiproc_worker_utils.py:238] "
        "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, "
        "unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5"
    ),
    # vllm-project/vllm #4202 (AWQ checkpoint on a Tesla V100).
    "vllm-quantized-model-support": (
        "ValueError: The quantization method awq is not supported for the current GPU. Minimum capability: 75. "
        "Current capability: 70."
    ),
    # lmstudio-ai/lmstudio-bug-tracker #1950 (LM Studio 0.4.13, Windows 11, ROCm engine).
    "lm-studio-model-fails-to-load": (
        "\U0001f972 Failed to load the model\n\nError loading model.\n\n(Exit code: 18446744072635812000). Unknown error. "
        "Try a different model and/or config."
    ),
    # cline/cline #3664 (LM Studio 0.3.15 server log, a coding agent's prompt).
    "lm-studio-server-api": (
        "2025-05-20 15:33:59 [ERROR] Trying to keep the first 10136 tokens when context the overflows. However, the "
        "model is loaded with context length of only 7866 tokens, which is not enough. Try to load the model with a "
        "larger context length, or provide a shorter input. Error Data: n/a, Additional Data: n/a"
    ),
}

CURRENT_ERROR_TEXTS = [
    # vLLM 0.33.0: the weights do not fit (gpu_model_runner.py load_model).
    (
        "vllm-out-of-memory-at-startup",
        "ERROR 11-24 05:10:02 [gpu_model_runner.py:5086] Failed to load model - not enough GPU memory. Try lowering "
        "--gpu-memory-utilization to free memory for weights, increasing --tensor-parallel-size, or using "
        "--quantization. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more tips. "
        "(original error: CUDA out of memory. Tried to allocate 1.96 GiB. GPU 0 has a total capacity of 23.64 GiB "
        "of which 1.07 GiB is free.)",
    ),
    # vLLM 0.33.0: a TP size that does not divide the heads (config/model.py).
    (
        "vllm-tensor-parallel-nccl",
        "ValueError: Total number of attention heads (40) must be divisible by tensor parallel size (3).",
    ),
    # vLLM 0.33.0: more GPUs asked for than the node has (config/parallel.py).
    (
        "vllm-tensor-parallel-nccl",
        "ValueError: World size (4) is larger than the number of available GPUs (2) in this node. If this is "
        "intentional and you are using:\n- ray, set '--distributed-executor-backend ray'.\n- multiprocessing, set "
        "'--nnodes' appropriately.",
    ),
    # vLLM 0.33.0: a compressed-tensors scheme on a card below its minimum.
    (
        "vllm-quantized-model-support",
        "RuntimeError: Quantization scheme is not supported for the current GPU. Min capability: 80. "
        "Current capability: 75.",
    ),
    # vLLM 0.33.0: a 4-bit checkpoint split too finely by tensor parallelism (marlin_utils.py).
    (
        "vllm-quantized-model-support",
        "ValueError: Weight input_size_per_partition = 7392 is not divisible by min_thread_k = 128. Consider "
        "reducing tensor_parallel_size or running with --quantization gptq.",
    ),
    # lmstudio-ai/lms #499: the CLI refuses a load under the guardrails.
    (
        "lm-studio-model-fails-to-load",
        "Error: Model loading was stopped due to insufficient system resources. Under the current settings, this model "
        "requires approximately 22.92 GB of memory, and continuing to load it would likely overload your system and "
        "cause it to freeze. If you think this is incorrect, you can adjust the model loading guardrails in settings.",
    ),
    # lmstudio-ai/lms #107: a request for a model that is not loaded, JIT not in effect.
    (
        "lm-studio-server-api",
        "(404): No models loaded. Please load a model in the developer page or use the `lms load` command",
    ),
]
