"""Batch f: phrasings and real error texts for the articles added in branch kb-new-f."""

PHRASINGS = {
    "amd-apu-igpu-memory-gtt": "strix halo ollama only sees 512mb vram, how do I use GTT memory on my ryzen apu",
    "mlx-convert-quantize-model": "mlx_lm.convert model type not supported",
    "vllm-slow-startup-compile-cudagraphs": "vllm takes 5 minutes to start, stuck on torch.compile and capturing cuda graphs",
    "lm-studio-runtime-select-update": "lm studio no lm runtime found for model format gguf",
    "speculative-decoding-vllm-lm-studio": "vllm speculative-config ngram draft model slower, acceptance rate low",
}

ERROR_TEXTS = {
    # ROCm/legacy-rocm-build #5595 (Strix Halo, kernel 6.14, amdgpu.gtt_size on the command line).
    "amd-apu-igpu-memory-gtt": (
        "[    3.646006] amdgpu 0000:c6:00.0: amdgpu: [drm] Configuring gttsize via module parameter is deprecated, "
        "please use ttm.pages_limit"
    ),
    # ml-explore/mlx-lm #994 (qwen 3.5 before mlx-lm 0.30.7): the chained traceback of _get_classes.
    "mlx-convert-quantize-model": (
        "ModuleNotFoundError: No module named 'mlx_lm.models.qwen3_5'\n\n"
        "During handling of the above exception, another exception occurred:\n\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/homebrew/bin/mlx_lm.convert", line 8, in <module>\n'
        "ValueError: Model type qwen3_5 not supported."
    ),
    # lmstudio-ai/lmstudio-bug-tracker #1221 (LM Studio 0.3.31, second Windows account without runtimes).
    "lm-studio-runtime-select-update": (
        "[2025-11-12 10:06:11.994] [error] [LMSInternal][Client=LM Studio][Endpoint=loadModel] Error in channel "
        "handler: Error: No LM Runtime found for model format 'gguf'!"
    ),
    # vLLM 0.33.0 (config/speculative.py): a Llama draft for a Qwen target.
    "speculative-decoding-vllm-lm-studio": (
        "(EngineCore_DP0 pid=5121) ERROR 11-20 09:14:02 [core.py:842] ValueError: Target and draft model should have "
        "the same vocabulary size. Target model vocab_size=151936. Draft model vocab_size=128256. Using models with "
        "different tokenizers can cause out-of-bounds errors during speculative decoding."
    ),
}

CURRENT_ERROR_TEXTS = [
    # Ollama v0.33.0-rc2 (discover/runner.go): an 890M found through ROCm and dropped as an integrated GPU.
    (
        "amd-apu-igpu-memory-gtt",
        'time=2026-11-20T09:14:02.118Z level=INFO source=runner.go:405 msg="dropping integrated GPU; to enable, '
        'set OLLAMA_IGPU_ENABLE=1" id=0 library=ROCm compute=gfx1150 name=ROCm0 '
        'description="AMD Radeon 890M Graphics" pci_id=0000:c5:00.0',
    ),
]
