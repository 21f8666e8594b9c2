"""The lines that mark a paste as a runtime's log: llama.cpp's, Ollama's, LM Studio's, vLLM's, SGLang's, KoboldCpp's,
mistral.rs's, MLC LLM's, TensorRT-LLM's and llamafile's, and those that mark it even where it holds nothing to judge.

Split from runtime_log, which reads the facts in those lines. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.parsers import mistralrs_map, tf_devices
from checker.diagnose.parsers.quiet_lines import NOTHING_TO_JUDGE

# (llama.cpp's loader lines are LOADER_LINES, below.)
MARKERS = ("GPU KV cache size:", "Available KV cache memory:", "llama_context:", "llama_new_context_with_model:",
           "llama_kv_cache", "ggml_cuda_init:", "msg=\"offload", "msg=offload", "source=server.go", "source=gpu.go", "# GPU blocks:",
           "llama_params_fit", "llama_model_load_from_file", "VRAM available, loading up to", "runner.vram=", "offloading output layer to GPU", "Maximum concurrency for", "tokens that can be stored in KV cache",
           'inference compute" ')  # msg=" may be left out where a user quotes the line from its message on
# LM Studio's developer log (its own "[LM Studio]" lines, 0.3.3x) says how it will place the model, not yet what the GPUs
# hold; LlamaV4::load is its llama.cpp engine; the last is its load-failure dialog ("(Exit code: 18446744072635812000).
# Unknown error. Try a different model and/or config.", which the article lm-studio-model-fails-to-load explains).
LM_STUDIO_MARKERS = ("[LM Studio] GPU Configuration:", "[LM Studio] Live GPU memory info", "[LM Studio] Model load size estimate",
                     "[LM Studio] Resolved GPU config options", "LlamaV4::load",
                     # its app's own log ("[error] [LMSInternal][Client=LM Studio][Endpoint=loadModel] Error in channel
                     # handler: Error: Received load-error", 0.3.13, published_holdout97)
                     "[LMSInternal][",
                     # its server's own lines of 0.3 ("[LM STUDIO SERVER] Client disconnected. Stopping generation..",
                     # published_holdout136)
                     "[LM STUDIO SERVER] ",
                     "). Unknown error. Try a different model and/or config.",
                     # its prompt-processing progress in the developer log: "2025-05-05 09:40:20 [DEBUG] PromptProcessing:
                     # 2.64928" (Windows, May 2025, published_holdout200; the cleaning stage takes the time off) and, by
                     # 0.3.31, the model's tag and a percentage on the line below the time ("2025-11-09 12:35:14  [INFO]" /
                     # " [qwen/qwen2.5-coder-14b] Prompt processing progress: 0.0%", lmstudio-bug-tracker #1143): how far
                     # a prompt has got, nothing to judge
                     "[DEBUG] PromptProcessing: ", "] Prompt processing progress: ")
# llama.cpp's loader of mid-2023 (GGML v3 files, as KoboldCpp and text-generation-webui printed it) starts a load too.
# (Its loader of March 2023, before any GPU support, printed "llama_model_load: ggml ctx size = 4529.34 MB" and
# "llama_model_load: loading model part 1/1 from ..."; published_holdout46, on a Raspberry Pi.)
LEGACY_LOADER = ("llama_model_load_internal:", "llama.cpp: loading model from", "llama_model_load: ggml ctx size =",
                 "llama_model_load: loading model part ")
# Ollama's runner crashing at load: the CLI's "Error: llama runner process has terminated: exit status 0xc0000409 ...",
# the server's msg="llama runner terminated" error="exit status 2" (server.go); the crash itself has no finding, the
# articles on exit statuses explain them.
RUNNER_TERMINATED = ("llama runner process has terminated", 'msg="llama runner terminated"',
                     "llama runner process no longer running")  # (0.1 to 0.3: "Error: llama runner process no longer running: -1")
# llamafile's GPU set-up ("import_cuda_impl: initializing gpu module...", "link_cuda_dso: GPU support loaded").
LLAMAFILE = ("import_cuda_impl:", "link_cuda_dso:")
# Timings and engine memory notes with nothing to judge in themselves: llama.cpp's "llama_print_timings:" (2023-24) and
# "common_perf_print:", TensorRT-LLM's "[MemUsageChange] Allocated 2265.58 MiB for execution context memory.";
# llama-server's per-request timings ("slot print_timing: id  0 | task 2484 |" before "eval time = ...", and its
# model load ("srv    load_model: loading model '...'", "common_init_result: fitting params to device memory ...",
# tools/server and common/, 0c1e57098; published_holdout119).
TIMINGS = ("llama_print_timings:", "common_perf_print:", "[MemUsageChange]", "slot print_timing:", "load_model: loading model '",
           "fitting params to device memory ...")
# Other runtimes' own start-up and progress lines, read as their logs: SGLang's scheduler ("Prefill batch, #new-seq: 1,
# ...", "Decode batch. #running-req: 1, ..." in 2025, "," in 2026), KoboldCpp's banner and backend ("Welcome to KoboldCpp
# - Version 1.94.1", "Initializing dynamic library: koboldcpp_vulkan.so"), all in published_holdout16; MLC LLM's engine
# planning its memory ("Estimated total single GPU memory usage: 14361.14 MB (Parameters: ... KVCache: ...)", 2024,
# published_holdout20: an estimate, with no device total beside it); SGLang's model runner at start-up ("Load weight end.
# elapsed=19.09 s, type=Qwen3MoeForCausalLM, avail mem=230.20 GB, mem usage=56.98 GB.", "KV Cache is allocated. ...",
# "Memory pool end. avail mem=74.01 GB", 2025-2026, published_holdout12 and 23: what is left free, with no device total).
ENGINE_LINES = ("Prefill batch, #new-seq:", "Prefill batch. #new-seq:", "Decode batch, #running-req:", "Decode batch. #running-req:",
                "Welcome to KoboldCpp", "Initializing dynamic library: koboldcpp", "Estimated total single GPU memory usage:",
                "Load weight end.", "Memory pool end. avail mem=",
                # (and its end when a child process failed, "SIGQUIT received. signum=None, frame=None. It usually means one
                # child failed.", after which it kills its process tree: the "Killed" below it is its own, published_holdout127)
                "SIGQUIT received. signum=",
                # Accelerate's launcher taking its defaults ("The following values were not passed to `accelerate launch`
                # and had defaults used instead:", published_holdout127; stated_gpus reads its process count)
                "had defaults used instead:",
                # (its first lines too: "Init torch distributed begin.", "Load weight begin. avail mem=15.08 GB", a run
                # on one GPU without a rank prefix, 2026-09, published_holdout105)
                "Load weight begin. avail mem=", "Init torch distributed begin.", "Init torch distributed ends.",
                # MLC LLM's compile-time estimate ("model_metadata.py:94: Total memory usage without KV cache:
                # 2254.16 MB (Parameters: ...)", 2025; an estimate, no device beside it) and its device probe alone
                # ("auto_device.py:88: Not found device: cuda:0"), both in published_holdout30
                "Total memory usage without KV cache:", "auto_device.py:",
                # mistral.rs's start-up ("INFO mistralrs_server: Model kind is: gguf quantized from gguf (no adapters)",
                # "INFO mistralrs_core::pipeline::gguf: Prompt chunk size is 1024.", 2025, published_holdout27)
                "INFO mistralrs_server:", "INFO mistralrs_core::pipeline",
                # (and its engine's throughput lines, "INFO mistralrs_core::engine::logger: Throughput (T/s) 320.60, Prefix
                # cache hitrate 0.00%, 0 running, 0 waiting", 2025-06, published_holdout131)
                "INFO mistralrs_core::engine::logger:",
                # text-generation-inference's launcher ("INFO shard-manager: text_generation_launcher: Waiting for shard
                # to be ready... rank=1"), llama.cpp's OpenCL backend naming its device ("ggml_opencl: device: 'QUALCOMM
                # Adreno(TM) 830 (OpenCL 3.0 Adreno(TM) 830)'"; "max mem alloc size" is one allocation's limit, not the
                # memory), both in published_holdout28.
                "text_generation_launcher:", "ggml_opencl: device:", "ggml_opencl: default device:",
                # LoRAX's launcher, and text-generation-inference's with --json-output (both in published_holdout122)
                "lorax_launcher:", '"target":"text_generation_launcher"',
                # text-generation-inference's warm-up without the launcher's prefix ("Setting max batch total tokens to
                # 30816", published_holdout33)
                "Setting max batch total tokens to",
                # vLLM's serving benchmark (benchmarks/benchmark_serving.py, `vllm bench serve`) printing its result
                # ("============ Serving Benchmark Result ============", then throughput and latency lines;
                # published_holdout66): a run's speed, nothing the rules judge
                "Serving Benchmark Result ====",
                # and its 2023 form, plain lines ("Throughput: 3.20 requests/s", "Average latency: 125.45 s", "Average
                # latency per output token: 2.10 s"; published_holdout71)
                "Average latency per output token:",
                # SGLang's scheduler out of request slots ("RuntimeError: alloc_req_slots runs out of memory. Please set a
                # smaller number for `--max-running-requests`.", published_holdout71): its pool of request slots is full,
                # not the GPU's memory, so no finding
                "alloc_req_slots runs out of memory",
                # DeepSpeed's own log lines ("[INFO] [logging.py:96:log_dist] [Rank 0] DeepSpeed info: version=0.13.0",
                # "[real_accelerator.py:161:get_accelerator] Setting ds_accelerator to cuda (auto detect)"), which the
                # trainers of LLMs print (OpenRLHF over Ray, published_holdout71): its log, nothing the rules judge
                "DeepSpeed info: version=", "Setting ds_accelerator to ",
                # and its memory reports: see_memory_usage ("[utils.py:832:see_memory_usage] MA 0.0 GB  Max_MA 55.83 GB  CA
                # 55.83 GB  Max_CA 56 GB", what PyTorch's allocator holds, not the card) and the ZeRO-3 estimator's table
                # ("Estimated memory needed for params, optim states and gradients for a:"), a plan; axolotl's training
                # log ("[INFO] [axolotl.load_model:329] [PID:741158] GPU memory after model load: 4837 MB.", the same
                # allocator's figure); bitsandbytes' CUDA set-up of 0.37-0.41 ("CUDA SETUP: Detected CUDA version 117");
                # all in published_holdout70
                ":see_memory_usage] ", "Estimated memory needed for params, optim states and gradients", "[axolotl.",
                "CUDA SETUP: Detected CUDA version", "CUDA SETUP: Highest compute capability among GPUs detected",
                # vLLM V1's worker processes of 0.8 to 0.10 ("(VllmWorker rank=1 pid=2728139) ..."; log_ranks counts
                # the GPUs from their ranks), whatever program's line follows the prefix (published_holdout72)
                "(VllmWorker rank=",
                # llama-cpp-python's generation log ("Llama.generate: prefix-match hit", 0.1.x to 0.3) and the 2023 ggml's
                # scratch buffer running short ("ggml_new_tensor_impl: not enough space in the scratch memory pool (needed
                # 337076992, available 268435456)": a fixed buffer of the host code, not the GPU's memory), both in
                # localGPT's log, published_holdout73; its context's pool likewise ("ggml_new_tensor_impl: not enough
                # space in the context's memory pool (needed 13340448, available 10485760)", llama-cpp-python of 2023,
                # published_holdout107: ggml_init's fixed mem_size on the host)
                "Llama.generate: prefix-match hit", "not enough space in the scratch memory pool",
                "not enough space in the context's memory pool",
                # PyTorch's distributed workers' traceback ("[rank0]:   File \".../module.py\", line 1736, ..."; torch 2.2+,
                # as TORCH_RANK_PREFIX reads them, published_holdout73): the run's own output, whatever it goes on to say
                "[rank0]:   File ",
                # Any Python program's traceback ("Traceback (most recent call last):" then its '  File "...", line N'
                # frames): the program's output even where it is cut before its error (DeepSpeed's inference example,
                # published_holdout83; 21 released pastes whose experts counted such a traceback as a log); what its
                # error says is read where the error line is there.
                "Traceback (most recent call last):",
                # PyTorch's CPU allocator out of system memory ("RuntimeError: [enforce fail at alloc_cpu.cpp:83] err == 0.
                # DefaultCPUAllocator: can't allocate memory", ChatGLM3's fine-tuning on a CPU host, published_holdout74):
                # the host's RAM, not a GPU's, so no finding; and bitsandbytes' banner as its 2023 releases printed it
                # on import ("Welcome to bitsandbytes. For bug reports, please submit your error trace to: ...",
                # MiniGPT-4's log, published_holdout74), the GPU stack's own output
                # (its Windows wording likewise, "DefaultCPUAllocator: not enough memory: you tried to allocate 268435456
                # bytes", c10/core/impl/alloc_cpu.cpp, RWKV-Runner of 2023, published_holdout133)
                "DefaultCPUAllocator: can't allocate memory", "DefaultCPUAllocator: not enough memory",
                "Welcome to bitsandbytes. For bug reports",
                # Windows' STATUS_ILLEGAL_INSTRUCTION raised by a runtime's native library ("OSError: [WinError
                # -1073741795] Windows Error 0xc000001d", ctransformers on a CPU without the instructions its build
                # uses, published_holdout75): the CPU's, not the GPU's; and NVIDIA's Triton container banner ("==
                # Triton Inference Server ==", FauxPilot's log, published_holdout75), whose own GPU check at start-up
                # ("No supported GPU(s) detected") is of its image's release, not of the machine
                "Windows Error 0xc000001d", "== Triton Inference Server ==",
                # (and the plain CUDA image's, "==========" / "== CUDA ==" / "CUDA Version 12.8.0", RamaLama's container
                # under podman, published_holdout97; NVIDIA's vLLM and PyTorch images' likewise, "== vLLM ==" / "NVIDIA
                # Release 26.01 (build 257596323)" / "vLLM Version 0.13.0+faa43dbf", a DGX Spark's, published_holdout113)
                "== CUDA ==", "== vLLM ==", "== PyTorch ==",
                # Meta's llama reference code starting its model parallelism ("> initializing model parallel with size 2";
                # fairscale; log_ranks counts the GPUs from it), torchrun's warning that it starts several processes
                # ("Setting OMP_NUM_THREADS environment variable for each process to be 1 in default", printed where
                # --nproc_per_node is over 1), CUDA's "invalid device ordinal" (a process asked for a GPU the machine does
                # not have) and TVM's error banner under MLC LLM ("An error occurred during the execution of TVM."), all
                # in published_holdout76
                "initializing model parallel with size ", "Setting OMP_NUM_THREADS environment variable for each process",
                # (and torchrun's agent reporting a worker's end, "torch.distributed.elastic.multiprocessing.api: [ERROR]
                # failed (exitcode: -9) local_rank: 0", the same set)
                "torch.distributed.elastic.multiprocessing.api",
                # FlexGen's plan and its peak ("model size: 2.443 GB, cache size: 0.100 GB, hidden size (prefill): 0.002
                # GB", "peak gpu mem: 6.0679 GB", 2023, published_holdout77): sizes, not the card's memory
                "hidden size (prefill):", "peak gpu mem: ",
                # TensorFlow's CUDA plug-ins registering twice, as every TensorFlow-beside-PyTorch program prints them
                # ("E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:485] Unable to register cuFFT factory: ...",
                # "TF-TRT Warning: Could not find TensorRT"; GOT-OCR on Colab, published_holdout79; localGPT,
                # published_holdout67); DeepSpeed's host-memory line without its prefix ("CPU Virtual Memory:  used =
                # 216.39 GB, percent = 10.7%"); Transformers loading a model of another type ("You are using a model of
                # type mistral to instantiate a model of type llama."), both published_holdout79: the GPU stack's or the
                # run's own output, nothing to judge
                "Unable to register cuFFT factory", "Unable to register cuDNN factory", "Unable to register cuBLAS factory",
                "TF-TRT Warning: Could not find TensorRT", "CPU Virtual Memory:  used = ", "to instantiate a model of type ",
                # ms-swift's logger ("[INFO:swift] InternVLChatModel: 25514.1861M Params ..."), TabbyAPI's start without
                # its banner ("INFO:     Starting OAI API") and PyTorch's compiler autotuning on a kernel the GPU's shared
                # memory cannot hold ("Runtime error during autotuning: ... OutOfResources: out of resource: shared
                # memory, Required: 131072, Hardware limit: 101376": a kernel's choice skipped, not the GPU's memory),
                # all in published_holdout80
                "[INFO:swift]", "Starting OAI API", "Runtime error during autotuning:",
                "CUDA error: invalid device ordinal", "An error occurred during the execution of TVM.",
                # (and CUDA's cudaErrorTooManyPeers, "RuntimeError: CUDA error: peer mapping resources exhausted": a
                # process mapped more peer GPUs than CUDA allows, eight, under Accelerate over ten GPUs, published_holdout123)
                "CUDA error: peer mapping resources exhausted",
                # PyTorch's NCCL process group reporting a hang or a failed collective ("[rank1]:[E
                # ProcessGroupNCCL.cpp:1316] [PG 2 Rank 1] Heartbeat monitor timed out!", torch 2.2+, the workers of
                # vLLM and SGLang; published_holdout67): its ranks count the GPUs (log_ranks)
                "ProcessGroupNCCL.cpp:",
                # LLamaSharp choosing its native library ("[llama Info]: NativeLibraryConfig Description:", 0.2x,
                # published_holdout34)
                "NativeLibraryConfig Description:",
                # TabbyAPI over ExLlamaV2/V3 ("Starting TabbyAPI on http://0.0.0.0:9999...", "INFO:     exllamav3
                # version: 1.4.5", "INFO:     Disabling GPU split because one GPU is in use.", 2026, published_holdout38)
                "Starting TabbyAPI on", "exllamav3 version:", "exllamav2 version:", "Disabling GPU split because",
                # GPUStack's server and scheduler ("2025-03-05T16:08:18+08:00 - gpustack.scheduler.scheduler - DEBUG -
                # Scheduling model instance ...") and vLLM.rs ("INFO vllm_rs::core::scheduler: GPU Kvcache: 21976 blocks
                # (1406464 tokens) free, used 55.3% (19.90GB/36.00GB)", 2026), both in published_holdout39
                "gpustack.scheduler.scheduler - ", "gpustack.policies.", "vllm_rs::core::", "vllm_rs::server::",
                # (its gateway's start-up too, "2025-11-24 15:48:29.233113+08:00 - gpustack.gateway.utils - INFO - Updated
                # WasmPlugin ...", 2.0, published_holdout133)
                "gpustack.gateway.utils - ",
                # llama-box (GPUStack's llama.cpp server) loading ("[2025-06-14 23:20:30.830582] I loaded  85% model
                # tensors into buffer", published_holdout41)
                "% model tensors into buffer",
                # TensorRT-LLM's own lines ("[TensorRT-LLM][INFO] Loaded engine size: 3404 MiB", Triton's backend 24.02;
                # "[TRT-LLM] [RANK 1] [E] ...", trtllm-serve 1.0), published_holdout42
                "[TensorRT-LLM][", "[TRT-LLM] [",
                # Ollama's Linux install script (scripts/install.sh: ">>> Installing ollama to /usr/local", and where
                # neither lspci nor lshw is there to look, "WARNING: Unable to detect NVIDIA/AMD GPU. Install lspci or
                # lshw to automatically detect and install GPU dependencies." - it did not look, so no device is
                # missing; 0.17.6 in a container, published_holdout44)
                ">>> Installing ollama to", "Unable to detect NVIDIA/AMD GPU. Install lspci or lshw",
                # llama-sweep-bench (llama.cpp's and ik_llama.cpp's) opening its run ("main: n_kv_max = 32768, n_batch =
                # 2048, n_ubatch = 1024, flash_attn = 1, n_gpu_layers = 99, ...") and its table's head ("|    PP |     TG
                # |   N_KV |   T_PP s | S_PP t/s |"): speed, not a state (published_holdout46)
                "main: n_kv_max = ", "| S_PP t/s |",
                # Unsloth Studio's JSON log starting llama.cpp ('"event": "Starting llama-server: /home/.../llama-server -m
                # ... --fit on ..."', and its own fit check '"GGUF size: 14.0 GB, ..., GPUs free: [(0, 13837)], selected:
                # None, fit: True"'; 2026, published_holdout46): a plan, not what the GPU holds
                '"event": "Starting llama-server: ', '"event": "GGUF size: ',
                # LMDeploy's own logger ("2024-07-26 12:13:24,537 - lmdeploy - INFO - input backend=turbomind, ..."), and
                # ds4-server's start-up ("ds4: CUDA backend initialized on Quadro RTX 5000 (sm_75) dev=0", "ds4: GLM memory
                # guard refused ctx=32768 ..." - its own budget, with a reserve for the host), both in published_holdout54
                # (cleaning takes the program's "ds4: " off as a log prefix, and the time before LMDeploy's name)
                "- lmdeploy - INFO - ", "- lmdeploy - WARNING - ", "- lmdeploy - ERROR - ", "CUDA backend initialized on ",
                "cuda backend set oom_score_adj", "GLM memory guard refused",
                # (its ROCm build likewise: "ds4: ROCm backend initialized on AMD Radeon 8060S Graphics (sm_115)", "ds4: Linux
                # rocm backend set oom_score_adj=1000", published_holdout130)
                "ROCm backend initialized on ", "rocm backend set oom_score_adj",
                # llama-server's request and slot lines ("srv  log_server_r: request: GET /health 127.0.0.1 200", "slot
                # update_slots: id  0 | task 839 | new prompt, ...", tools/server; behind Jan's "[llamacpp] " prefix in
                # published_holdout60): its log, with nothing to judge in them; LocalAI's GPU listing ("6:27AM DBG GPU
                # count: 2", v2.24, published_holdout60; log_ranks counts the GPUs); ExLlama's benchmark
                # ("** VRAM, Model: [cuda:0] 6,682.23 MB", test_benchmark_inference.py of 2023: runtime_log reads the whole
                # model on the GPUs from it, log_ranks.EXLLAMA_DEVICE its devices)
                "log_server_r: request:", "update_slots: id ", "launch_slot_: id ", "DBG GPU count: ", "** VRAM, Model: [cuda:",
                # TorchServe's metrics and its model workers' output ("pool-3-thread-1 TS_METRICS - GPUUtilization.Percent:
                # 0.0|#Level:Host,DeviceId:0|...", "W-9000-gpt_fast_handler_1.0-stdout MODEL_LOG - ..."; log_devices reads
                # the GPU metrics), published_holdout63
                " TS_METRICS - ", "-stdout MODEL_LOG - ")
# mistral.rs's device map (mistralrs_map reads it).
MARKERS += mistralrs_map.MARKERS
# TensorFlow's devices created on GPUs (tf_devices reads them).
MARKERS += tf_devices.MARKERS
# Lemonade (AMD's local server over llama.cpp): "GPU acceleration active: 1 Vulkan device(s) detected by llama-server"
# (8.0, published_holdout25); MLC LLM's device probe ("auto_device.py:79: Found device: cuda:0").
# Its own log (9.x to 10.x, published_holdout81): the server's start ("Starting Lemonade Server..."), its router ("[Router]
# Multi-model limits: ...", "(Router) Loading model: ..."), its llama.cpp backend ("(LlamaCpp) Using LlamaCpp Backend:
# rocm-stable").
# (And its wait for the backend to start, "Still waiting for llama-server...", 9.1, published_holdout89.)
# (And its debug log of 10.x, "2026-06-27 16:29:56.967 [Info] (Server) Ensuring model loaded: GLM-4.5-Air-UD-Q4K-XL-GGUF
# ctx_size=4096, llamacpp_backend=rocm", "[Info] (ModelManager) Saving options for model", published_holdout134.)
LEMONADE = ("device(s) detected by llama-server", "Starting Lemonade Server...", "[Router] Multi-model limits:",
            "(Router) Loading model:", "(LlamaCpp) Using LlamaCpp Backend:", "Still waiting for llama-server",
            "(Server) Ensuring model loaded:", "(ModelManager) Saving options for model")
MARKERS += (*LEMONADE, "re-attempting on CPU", "auto_device.py")
# (The lines that mark a log and hold nothing to judge are checker.diagnose.parsers.quiet_lines'.)
MARKERS += NOTHING_TO_JUDGE
# darknet's start-up and its CUDA warning (AlexeyAB/darknet src/dark_cuda.c; driver_versions.runtime_newer_than_driver reads them).
DARKNET = ("CUDA-version: ", "Warning: CUDA-version is higher than")
MARKERS += LM_STUDIO_MARKERS + LEGACY_LOADER + RUNNER_TERMINATED + TIMINGS + ENGINE_LINES + LLAMAFILE + DARKNET


# Lines that say the paste is a runtime's log even when it holds no load facts (Ollama's GPU discovery,
# vLLM V0's block count).
# (LM Studio's lines too: read as a runtime's log with nothing to judge.)
# vLLM's weights loaded ("Model loading took 0.2533 GiB and 0.91 seconds", V1's gpu_model_runner.py in a 2025-05 log;
# "Loading model weights took 14.99 GB", V0) too, and its API server's first line ("vLLM API server version 0.11.2").
# Its start-up lines of 2025-26 too ("non-default args: {...}", "Resolved architecture: Qwen3ForCausalLM", "Using max
# model len 16384", 0.18, published_holdout28).
# (And its platform detection that took none of its own, "No platform detected, vLLM is running on
# UnspecifiedPlatform": runtime_failures.VLLM_NO_CUDA_GPU says why it is no finding alone.)
# Its engine's configuration line copied without the logger's prefix ("Initializing an LLM engine (v0.6.3.post1) with
# config: model='Llama-3.2-3B-Instruct', ...", V0's llm_engine.py; "Initializing a V1 LLM engine (v0.8.5.post1) with config:"
# since 0.8, published_holdout108) is its log too.
VLLM_LOADED = ("Model loading took", "Loading model weights took", "vLLM API server version", "non-default args: {",
               "Resolved architecture: ", "Using max model len ", "No platform detected, vLLM is running on UnspecifiedPlatform",
               "Initializing an LLM engine (v", "Initializing a V1 LLM engine (v",
               # (its CUDA graphs captured, "Graph capturing finished in 15 secs, took 0.24 GiB", under Dynamo: published_holdout155)
               "Graph capturing finished in ")
# vLLM's periodic stats ("Running: 4 reqs, Waiting: 0 reqs, GPU KV cache usage: 22.0%", V0 and V1 loggers).
VLLM_STATS = "GPU KV cache usage:"
MARKERS += (*VLLM_LOADED, VLLM_STATS)
# Ollama's --verbose timings ("prompt eval rate:     1.42 tokens/s", "eval rate:            0.22 tokens/s") and
# text-generation-webui's own log lines ("16:36:40-789264 INFO     Loading "Meta-Llama-3.1-70B..."", its logger of
# 2024, logger_lines.LOGGER_LINE): a runtime's output with nothing to judge in itself. (Its "eval rate:" lines alone, as a
# benchmark script greps them out of ollama run --verbose: geerlingguy/ai-benchmarks' obench.sh, published_holdout221.)
OLLAMA_VERBOSE = "eval rate:"
# Any line of Ollama's server log ("time=2024-09-20T14:43:49.849+08:00 level=WARN source=sched.go:646 msg=...").
# (Its author may cut the time and the level: "    source=sched.go:450 msg="gpu memory" id=GPU-... library=CUDA",
# published_holdout34.)
OLLAMA_LINE = re.compile(r"(?:^|\s)(?:time=\S+ level=(?:INFO|WARN|ERROR|DEBUG) )?source=[\w./-]+\.go:\d+ msg=", re.MULTILINE)
# vLLM's logger ("ERROR 11-26 14:34:34 [core.py:387]   File ...", "(APIServer pid=1) INFO 08-06 10:08:41 [model.py:533]
# ..."; "[core.py:387]" is the file and line, since 0.7): its log, whatever the message (published_holdout29: an
# engine-core traceback cut before its error).
# (Before 0.7 without the opening bracket, "INFO 10-07 22:54:54 llm_engine.py:226] Initializing an LLM engine"; behind
# another program's prefix, TorchServe's "[INFO ] W-9000-model_1.0-stdout MODEL_LOG - " or Docker's timestamp,
# published_holdout47.)
# (NVIDIA's NIM containers log the same way with the year: "INFO 2024-11-26 10:19:04.812 pre_download.py:87] Fetching
# contents for profile ...", published_holdout88.)
VLLM_LINE = re.compile(r"(?:^|\s)(?:\((?:APIServer|EngineCore\w*|Worker\w*|VllmWorker\w*) pid=\d+\) )?(?:INFO|WARNING|ERROR|DEBUG) "
                       r"(?:\d{4}-)?\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \[?[\w.]+\.py:\d+\] ", re.MULTILINE)
# llama-bench's Markdown table ("| model | size | params | backend | ngl | ... | test | t/s |"): speed, not a state.
# (Its author may capitalise the headings, "| Model | Size | Params | Backend | ngl | Threads | Test | t/s |",
# published_holdout83; its rows alone, "| deepseek2 671B Q8_0 | 307.20 GiB | 672.05 B | CUDA | 63 | ...", ik_llama.cpp, 166.)
LLAMA_BENCH = re.compile(r"^\|\s*model\s*\|\s*size\s*\|\s*params\s*\|\s*backend\s*\||^\|[^|\n]{1,60}\|\s*[\d.]+ [GM]iB \|\s*[\d.]+ [BM] \|"
                         r"\s*(?:CUDA|Metal|Vulkan|ROCm|SYCL|CPU|BLAS|RPC|MUSA|CANN|OpenCL)", re.MULTILINE | re.IGNORECASE)
# llama.cpp's loader and model summary ("llama_model_loader: loaded meta data ...", "llm_load_print_meta: model size = ...",
# "print_info: ...", "llm_load_tensors: offloading 60 repeating layers to GPU") cut before any buffer or offload count:
# a runtime's log, read, with nothing to judge yet (published_holdout22's RPC load).
# (LLaVA's image encoder loading beside them: "clip_model_load: model name:   openai/clip-vit-large-patch14-336" in
# llama.cpp's llava/clip.cpp of 2024, llamafile's copy of it, published_holdout105; "clip_model_loader: model name:" in
# tools/mtmd/clip.cpp since 2025. Its "CLIP using CPU backend" names where the encoder runs, which --no-mmproj-offload
# puts in system memory whatever holds the model: nothing judged from it.)
LOADER_LINES = ("llama_model_loader:", "llm_load_print_meta:", "print_info:", "load_tensors:", "clip_model_load: ",
                "clip_model_loader: ")
# llama.cpp's --list-devices heading (common/arg.cpp): its device lines are log_devices.DEVICE_LIST.
LIST_DEVICES = "Available devices:"
MARKERS += (LIST_DEVICES,)
MARKERS += LOADER_LINES
# llama.cpp's tensor overrides to the CPU (ik_llama.cpp spells it "overriden"), read below as a log with nothing to judge.
CPU_OVERRIDES = ("buffer type overridden to CPU", "buffer type overriden to CPU")
MARKERS += (*CPU_OVERRIDES, "llm_load_sparse_model_tensors:")
# (llama.cpp's KV cache lines say where each layer's cache is, "llama_kv_cache_unified: layer  36: dev = CPU"; with
# --no-kv-offload every layer's is in system memory whatever holds the weights: read, nothing judged from them alone,
# published_holdout49.)
# (Its tensor overrides to the CPU, "tensor blk.86.ffn_up_exps.weight (330 MiB q3_K) buffer type overridden to CPU",
# are --override-tensor / --n-cpu-moe at work: the experts kept in system memory on purpose, without the layer count or
# buffers that say how much; read, nothing judged from them alone, published_holdout50.)
# (llama.cpp's CUDA start too, "ggml_cuda_init: GGML_CUDA_FORCE_MMQ:    no", where a copy stops after it,
# published_holdout97.)
RECOGNIZED_ONLY = ("llama_kv_cache", "ggml_cuda_init:", *NOTHING_TO_JUDGE, *CPU_OVERRIDES, *LEGACY_LOADER, *LOADER_LINES, LIST_DEVICES, *LEMONADE, *RUNNER_TERMINATED, *TIMINGS, *ENGINE_LINES, *LLAMAFILE, OLLAMA_VERBOSE, "source=gpu.go", "# GPU blocks:", "Maximum concurrency for", "llama_params_fit", *VLLM_LOADED, VLLM_STATS,
                   *LM_STUDIO_MARKERS, *DARKNET)


# KoboldAI's layer split as it loads a model ("DEVICE ID | LAYERS | DEVICE NAME", then a row per device: "0 | 22 |
# NVIDIA GeForce RTX 3060", "N/A | 11 | (Disk cache)", "N/A | 11 | (CPU)"; KoboldAI-Client's breakmodel, published_holdout70).
# Asked to place the layers by hand it prints the table again after each answer, "->" before the device it asks about:
# the last table is the split it loads with.
KOBOLD_SPLIT_HEADER = re.compile(r"^\s*DEVICE ID\s+\|\s+LAYERS\s+\|\s+DEVICE NAME\s*$")
KOBOLD_SPLIT_ROW = re.compile(r"^\s*(?:->)?\s*(?P<device>\d{1,2}|N/A)\s+\|\s+(?P<layers>\d{1,3})\s+\|\s+(?P<name>\S.{0,80}?)\s*$")


def kobold_split(lines: list[str]) -> tuple[int, int] | None:
    """(layers on the GPUs, layers in all) of the last split table: the rows right under its heading."""
    split = None
    for start, line in enumerate(lines):
        if "DEVICE ID" not in line or not KOBOLD_SPLIT_HEADER.match(line):
            continue
        rows = []
        for row_line in lines[start + 1:]:
            if not (row := KOBOLD_SPLIT_ROW.match(row_line)):
                break
            rows.append((row.group("device"), int(row.group("layers"))))
        if rows:
            split = sum(layers for device, layers in rows if device != "N/A"), sum(layers for _, layers in rows)
    return split
