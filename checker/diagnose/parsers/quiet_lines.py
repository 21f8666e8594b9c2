"""Lines that mark a paste as a program's log and hold nothing to judge in themselves: other engines' start-up and
progress, GPU-stack banners, loaders that gave up on a file, training and package set-up, benchmarks' speed lines.

Split from runtime_markers, which adds them to the lines that mark a log (MARKERS) and to those read as a log with no
finding (RECOGNIZED_ONLY). Plain Python.
"""

from __future__ import annotations

# ggml-cuda's warning when page-locked host memory runs out ("WARNING: failed to allocate 1024.00 MB of pinned memory:
# out of memory", ggml_cuda_host_malloc): it goes on with ordinary system memory, so no GPU out-of-memory
# (published_holdout82, quoted alone in an issue). DJL Serving's model server ("[INFO ] ModelInfo - Available GPU memory:
# 15008 MB, required: 0 MB, reserved: 500 MB", "[INFO ] WorkerPool - loading model bge_m3 (PENDING) on gpu(0) ...", 0.2x,
# published_holdout82): what is free, no device total.
PINNED_HOST = "MB of pinned memory:"
DJL = ("ModelInfo - Available GPU memory:", "WorkerPool - loading model", "ModelInfo - Loading model")
# Transformers loading a sharded checkpoint ("Loading checkpoint shards: 100%|████| 3/3 [00:24<00:00,  8.10s/it]", FastChat's
# CLI, published_holdout84): the model being loaded, with nothing to judge in itself; vLLM's and SGLang's weight loader
# says "Loading safetensors checkpoint shards:  25% Completed | 1/4 [...]" (SGLang in a course's log, published_holdout161).
CHECKPOINT_SHARDS = ("Loading checkpoint shards:", "Loading safetensors checkpoint shards:")
# text-generation-webui's GPTQ loader of 2023 ("Found the following quantized model: models\gpt4-x-alpaca-13b-native-4bit-
# 128g-cuda\4bit-128g.safetensors", modules/GPTQ_loader.py, published_holdout85): the model it is loading.
GPTQ_FOUND = "Found the following quantized model:"
# NCCL's own log ("node-0:2874:7128 [3] NCCL INFO + PCI[12.0] - GPU/100000 (0)", its topology under DeepSpeed,
# published_holdout86) and LlamaEdge's chat app on WasmEdge ("[INFO] Model alias: default", "[INFO] Prompt context size:
# 512", published_holdout86): the GPU stack's and the runtime's output, with nothing to judge in themselves.
NCCL_INFO = " NCCL INFO "
LLAMAEDGE = ("[INFO] Model alias:", "[INFO] Prompt context size:")
# Ollama's server listing its routes at start ("[GIN-debug] POST   /api/pull --> github.com/ollama/ollama/server.(*Server)
# .PullModelHandler-fm (5 handlers)", 0.1.x, a Jetson's container, published_holdout87): its log, nothing to judge.
GIN_DEBUG = "[GIN-debug] "
# LocalAI's hardware probe (the ghw library) in a container without /sys/class/drm ("/sys/class/drm does not exist on this
# system (likely the host system is a virtual machine or container with no graphics). Therefore, GPUInfo.GraphicsCards will
# be an empty array.", 2.26, published_holdout87): it lists no display device; CUDA may still see the GPU, so no finding.
GHW_NO_DRM = "GPUInfo.GraphicsCards will be an empty array"
# TensorRT-LLM's runtime placing its buffers ("Allocated 2.66 GB GPU memory for runtime buffers.", "TensorRT-managed
# allocation in IExecutionContext creation: CPU +0, GPU +0, now: CPU 0, GPU 869 (MiB)", 2024), Langchain-Chatchat's
# start-up dump ("==============================Langchain-Chatchat Configuration=============================="), LocalAI 4's
# probe ("DEBUG Total available VRAM vram=0"), all in published_holdout88: their output, nothing judged from it.
# (And mlx-lm's LoRA training, "Iter 10: Train loss 0.986, ..., Trained Tokens 4568, Peak mem 28.349 GB",
# published_holdout90: the process's peak, with no device total.)
# (So are fastllm's loading its library, "Load libfastllm_tools.so", ftllm 0.1 of 2025, and FasterTransformer's logger,
# "[FT][DEBUG] void fastertransformer::ftNcclInitialize(...) start", "[FT][INFO] ...", 2023, both published_holdout112;
# and mmengine's collect_env as OpenCompass prints it, "{'CUDA available': True, ... 'GPU 0,1,2,3,4,5,6,7': 'NVIDIA
# A100-SXM4-80GB', ...}", published_holdout114, whose GPU list stated_gpus counts.)
OTHER_ENGINES = ("GB GPU memory for runtime buffers", "TensorRT-managed allocation in IExecutionContext",
                 "Langchain-Chatchat Configuration=", "Total available VRAM vram=", "GPU vendor gpuVendor=", ", Peak mem ",
                 "Load libfastllm_tools.so", "[FT][DEBUG] ", "[FT][INFO] ", "[FT][WARNING] ", "[FT][ERROR] ",
                 "'CUDA available': ")
# llama.cpp's loader giving up on the file before it places anything ("llama_model_load: error loading model: unknown
# model architecture: 'qwen4exp'", then "llama_model_load_from_file_impl: failed to load model"; src/llama.cpp, under
# Lemonade's logger in published_holdout93): a file or a build too old for it, no finding (the article
# unknown-model-architecture explains it).
# (So is ggml's GGUF reader unable to open the file at all, "gguf_init_from_file: failed to open '': 'Invalid argument'",
# under cortex.cpp's llama.cpp engine, published_holdout133: a path, not a GPU.)
LOAD_FAILED = ("llama_model_load: error loading model:", "llama_model_load_from_file_impl: failed to load model",
               "gguf_init_from_file: failed to open ")
# bitsandbytes unable to use the GPU at import, a quantization package's own set-up ("CUDA Setup failed despite GPU being
# available. Please run the following command to get more information", 0.41-0.42; "The installed version of bitsandbytes
# was compiled without GPU support.", 0.43 on), and nanoGPT's training iterations ("iter 10: loss 3.2202, time 893.76ms, mfu
# 16.68%", train.py), all in published_holdout95: their output, nothing judged from it (no model ran in either).
# (And Unsloth's trainer banner, "==((====))==  Unsloth - 2x faster free finetuning | Num GPUs = 1", published_holdout90,
# 94 and 96: its count of GPUs is read as a stated one.)
# (And Transformers refusing to place an 8-bit model it cannot hold on the GPU, "ValueError: ... Some modules are dispatched
# on the CPU or the disk. Make sure you have enough GPU RAM to fit the quantized model.", 4.2x, published_holdout127:
# nothing loaded, and its expert read no finding.)
TRAINING_AND_PACKAGES = ("CUDA Setup failed despite GPU being available", "bitsandbytes was compiled without GPU support",
                         "ms, mfu ", "Unsloth - 2x faster free finetuning | Num GPUs",
                         "Some modules are dispatched on the CPU or the disk")
# Benchmarks and engines on Apple and other GPUs whose lines say how fast, not what the GPU holds (published_holdout132):
# ds4-bench on Metal ("ds4: requesting Metal residency (may take tens of seconds)... done", "ds4: Metal model views
# created in 2.374 ms, ...": what it maps is the model file, not a memory reading), mlx-lm's generate summary
# ("Generation: 1000 tokens, 23.146 tokens-per-sec", then "Peak memory: 13.523 GB", the process's peak with no device
# total; mlx_lm/generate.py), MLC LLM's chat CLI of 2023 ("llm_chat.cc:700: [i: 512] decoding-time=73.2919ms tok/s:
# 15.8149.") and TVM's static storage region overflowing ("storage allocation failure, attempted to allocate 4202496 at
# offset 0 in region that is 4194304bytes", relax_vm/memory_manager.cc: a buffer planned too small, not the device's
# memory running out, as the experts of published_holdout52 and 132 read it), llama.cpp's OpenVINO backend ("OpenVINO:
# using device GPU", b8369) and OpenVINO's GPU plugin refusing one object over the device's largest allocation ("[GPU]
# Exceeded max size of memory object allocation: requested 4831838208 bytes, but max alloc size supported by device is
# 1073741824 bytes": a per-object limit, not exhaustion).
# (And llama-box, GPUStack's llama.cpp server, printing its chat template at load: "0.01.216.210 I srv
# load_model: chat template, built_in: true, alias: chatml, tool call: supported, example:", published_holdout133.)
# (And ggml loading a backend library a dynamic build ships apart, "load_backend: loaded CANN backend from
# .../libggml-cann.so", llama-box under GPUStack, published_holdout136: which backends exist, not which one runs.)
# (And candle's examples, which print the CPU features they were built with before they load a model: "avx: true, neon:
# false, simd128: false, f16c: true", candle-examples 0.2-0.9, published_holdout138: a build, nothing of the GPU.)
# (And JAX probing its backends, "INFO:jax._src.xla_bridge:Unable to initialize backend 'rocm': ...", openpi's
# inference on an RTX 4090, published_holdout141: the platforms it did not find, nothing of the one it uses.)
# (And DeepSpeed's flops profiler, "-------------------------- DeepSpeed Flops Profiler --------------------------" over
# its summary, published_holdout143: how fast, and its world size, which stated_gpus counts.)
# (And ONNX Runtime's DirectML provider failing a fused node, "Non-zero status code returned while running
# DmlFusedNode_0_0 node. ... DmlExecutionProvider\src\DmlGraphFusionHelper.cpp(1060)", 887A0001
# (DXGI_ERROR_INVALID_CALL): a call the graph made, not a device lost; onnxruntime-genai, published_holdout144.)
# (And OpenVINO's exceptions as its core chains them, "Exception from src/plugins/intel_gpu/src/plugin/program_builder.cpp:246:
# Operation: PagedAttentionExtension_39914 of type PagedAttentionExtension(extension) is not supported", 2024, under
# vLLM's OpenVINO backend, published_holdout146: an operation its GPU plugin lacks.)
# (And Intel's AI Playground, whose app console logs each backend service it starts, "[openvino-backend] detected
# devices: [", "[openvino-backend] openvino-backend server startup complete after 0.7777084 seconds", 2025-09,
# published_holdout157: the devices it found and its start, nothing judged.)
BENCHMARKS_AND_ENGINES = ("[openvino-backend] ", "Exception from src/plugins/intel_gpu/", "DmlExecutionProvider", "- DeepSpeed Flops Profiler -", "jax._src.xla_bridge:", ", simd128: ", "load_backend: loaded ", "load_model: chat template, built_in:", "requesting Metal residency", "Metal model views created in",
                          " tokens-per-sec", "] decoding-time=", "storage allocation failure, attempted to allocate",
                          "OpenVINO: using device ", "Exceeded max size of memory object allocation",
                          # (TensorFlow finding a GPU, "I tensorflow/core/common_runtime/gpu/gpu_device.cc:1720] Found
                          # device 0 with properties: ", 2.4, published_holdout178: the card it will use, no state of it.)
                          "] Found device ")
# Ollama's CLI finding no server to talk to ("Error: could not connect to ollama server, run 'ollama serve' to start
# it", cmd/start_default.go, v0.33.0-rc2; an agent project's run log, published_holdout162): the server is not running,
# which the article ollama-connection-refused-remote-docker explains; nothing of a GPU.
OLLAMA_CLI = ("could not connect to ollama server, run 'ollama serve'",)
# A shell's trace of a GPU job's launch script (bash -x prints each command run with "+ ": "+ export NCCL_DEBUG=WARN",
# "+ export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True", "+ ray start --head --port=6379 --num-gpus=8", PRIME's verl
# launch, published_holdout163): the settings it starts with, nothing judged (stated_gpus reads a count of GPUs given to
# Ray). And CMake's configure run of a ggml project ("-- x86 detected", then "-- Build files have been written to:
# E:/projects/chatglmcpp/chatglm.cpp/build", chatglm.cpp 0.2 on Windows, published_holdout163, whose "-- " the cleaning
# stage takes off as a comment's): a build being set up.
LAUNCH_AND_BUILD = ("+ export NCCL_", "+ export PYTORCH_CUDA_ALLOC_CONF=", "+ export VLLM_", "+ export CUDA_VISIBLE_DEVICES=",
                    "+ ray start ", "Build files have been written to: ")
# vMLX's engine on a Mac ("INFO:vmlx_engine.server:System memory before load: 49.9GB available / 64.0GB total (22.0% used)",
# 1.13, published_holdout164): unified memory before a load, no GPU figure. And Tenstorrent's tt-smi snapshot (`tt-smi
# -s`, JSON whose boards carry "smbus_telem" registers in hex: "AICLK": "0x3e803e8", dstack's Galaxy, published_holdout164):
# firmware and clock registers, no memory or load figure.
MAC_AND_ACCELERATOR_TOOLS = ("INFO:vmlx_engine.", '"smbus_telem": {')
# torchchat's distributed generate ("10-24 12:48:32.449 - dist_run:304 - Worker started: rank=0, world_size=2", its
# dist_run.py, 2024) and distributed-llama's header ("💡 nSlices: 2", then a line a token, "🔶 G   77 ms I   34 ms ...",
# dllama of 2024), both published_holdout165: their output, with nothing judged (dllama's CPU run is told by its command
# without --gpu-index, cpu_fallback.CPU_FALLBACK, or by the Vulkan lines it lacks, "🌋 Device: ...", which it prints
# since its Vulkan support, b4rtaz/distributed-llama PR #176 of 2025-02).
DISTRIBUTED_RUNS = (" - dist_run:", "💡 nSlices: ", "🌋 Device: ")
# exo choosing its engine ("Inference engine name after selection: tinygrad", 2025) and BentoML's access log under
# OpenLLM ("2023-08-19T15:49:17+0200 [INFO] [api_server:llm-llama-service:1] 192.168.1.1:60436 (scheme=http,method=POST,
# path=/v1/embeddings,...) (status=200,...)"), both published_holdout168: their output, nothing judged.
# (And OpenLLM's own start of 0.6, `openllm hello`: "Detected Platform: linux", "Detected Accelerators:", " - NVIDIA
# A100-SXM4-80GB 80GB", published_holdout171: the card it found, no state of it.)
# (And llama-stack's request lines, "15:37:47.775 [END] /v1/inference/chat-completion [StatusCode.OK] (848.73ms)", 0.1,
# and Faster-Whisper-XXL's banner, "Standalone Faster-Whisper-XXL r245.2 running on: CUDA", both published_holdout175.)
# (And Hugging Face's text-embeddings-inference starting: "INFO text_embeddings_router: router/src/main.rs:203: Args {
# model_id: ...", "INFO download_artifacts: text_embeddings_core::download: core/src/download.rs:42: Starting download",
# 1.8, its tracing targets, published_holdout184: an embedding server's start, nothing judged.)
SERVERS = ("Inference engine name after selection: ", "] [api_server:", "Detected Accelerators:", " [StatusCode.",
           "Standalone Faster-Whisper-XXL ", " text_embeddings_router: ", " text_embeddings_core::",
           # Triton Inference Server's start-up, after its model table ("I0316 14:16:51.173524 93 metrics.cc:864]
           # Collecting metrics for GPU 0: Tesla T4", "Collecting CPU metrics"; metrics.cc, quoted in 2024 builds;
           # published_holdout188): which GPU it watches, nothing held or failing.
           "Collecting metrics for GPU ", "Collecting CPU metrics")
# Benchmarks' summary lines: mlx-lm's ("Averages: prompt_tps=500.388, generation_tps=83.726, peak_memory=23.501",
# mlx_lm.benchmark, the process's peak with no device total) and TensorRT-LLM's benchmark.py of 2024 ("[BENCHMARK]
# model_name llama_13b world_size 2 ... tokens_per_sec 43.09 ...", whose world size stated_gpus reads), both
# published_holdout170: how fast, nothing judged.
BENCHMARK_SUMMARIES = ("Averages: prompt_tps=", "[BENCHMARK] model_name ")
# Isaac Gym's start-up (Preview 4, as legged_gym and the robot-learning projects built on it print it: "Physics Engine:
# PhysX", "Physics Device: cuda:0", "GPU Pipeline: enabled", published_holdout181): where the simulation runs, which the
# user chose (--sim_device); its fall-back to the CPU is cpu_fallback.CPU_FALLBACK.
SIMULATORS = ("Physics Engine: PhysX", "Physics Device: ")
# llama.rn's log on Android (PocketPal and other React Native apps built on it), as logcat prints its tags: "D
# RNLlamaContext: Loading librnllama_v8_4_fp16_dotprod.so", "I RNLLAMA_ANDROID_JNI: [RNLlama] is_model_loaded false"
# (the JNI's TAG, android/src/main/jni.cpp; published_holdout183): which CPU build it loads, nothing to judge.
MOBILE_RUNTIMES = (" RNLlamaContext: ", " RNLLAMA_ANDROID_JNI: ")
# clinfo's listing of OpenCL devices ("  Device OpenCL C Version                         OpenCL C 2.0", "  Device Board Name
# (AMD)   Navi 23 [Radeon RX 6600/6600 XT/6600M]", published_holdout186, one pasted in an LLM app's ROCm issue): which
# devices OpenCL sees, no memory in use or load.
CLINFO = ("Number of platforms   ", "  Device OpenCL C Version  ", "  Device Board Name (AMD)  ")
# PyTorch Lightning's trainer naming the accelerators it found and uses ("GPU available: True (cuda), used: True", "TPU
# available: False, using: 0 TPU cores", "HPU available: False, using: 0 HPUs"; before 1.6 without "(cuda)"; boltz
# predict, published_holdout192): a GPU found and used, nothing held or failing. (A GPU found and not used is not among
# them.) And the video-decode stack of NVIDIA cards: libva's loader ("libva info: VA-API version 1.17.0") and the NVIDIA
# VA-API driver's NVD_LOG trace ("687.732183280 [51653-51653] ../src/direct/direct-export-buf.c:  94 direct_initExporter
# Found NVIDIA GPU 0 at /dev/dri/renderD128", elFarto/nvidia-vaapi-driver's src/vabackend.c and src/direct/, both
# published_holdout192): the driver decoding, nothing of memory or load.
TRAINERS_AND_VIDEO = ("GPU available: True (cuda), used: True", "GPU available: True (mps), used: True",
                      "GPU available: True, used: True", "TPU available: False, using: 0 TPU cores",
                      "HPU available: False, using: 0 HPUs", "libva info: ", "../src/vabackend.c:", "../src/direct/direct-export-buf.c:",
                      "../src/direct/nv-driver.c:")
# PyTorch's allocator report (torch.cuda.memory_summary(), torch/cuda/memory.py: "|                  PyTorch CUDA memory
# summary, device ID 0                 |", then "CUDA OOMs: 0 | cudaMalloc retries: 0" and the metric rows, "Allocated
# memory | 972 MiB | 2160 MiB | ..."; Tortoise TTS on a GTX 1080 Ti, published_holdout204): what the process's tensors
# hold, not the card's use; its count of out-of-memory errors, where not 0, is oom_patterns'.
TORCH_MEMORY_SUMMARY = ("PyTorch CUDA memory summary, device ID ",)
# ggml's own backtrace where it aborts: on Linux glibc's backtrace_symbols_fd prints each frame,
# "libggml-base.so.0(ggml_print_backtrace+0x21c)[0x75c53e55825c]" (ggml/src/ggml.c, ggml_print_backtrace_symbols;
# llama.cpp's OpenVINO build b9161, published_holdout205): a llama.cpp program crashed, the cause in the lines before.
GGML_BACKTRACE = ("(ggml_print_backtrace+", "(ggml_abort+")
# PyTorch's device plugins for other accelerators announcing, on import, that they took over the CUDA calls: Ascend's
# torch_npu ("The torch.Tensor.cuda and torch.nn.Module.cuda are replaced with torch.Tensor.npu and torch.nn.Module.npu
# now..", torch_npu/contrib/transfer_to_npu.py, an ImportWarning; LMDeploy on an Atlas 300I Duo, published_holdout217),
# Enflame's (torch.gcu) and Biren's (torch.supa) with the same words: the program runs on that accelerator, nothing more.
CUDA_REPLACED = ("torch.nn.Module.cuda are replaced with torch.",)
# torchtitan's logger prefix (torchtitan/tools/logging.py; its memory lines are trainer_memory's): a training run's log.
TORCHTITAN = ("[titan] ",)
# The lines above each mark a log and hold nothing to judge: runtime_markers' MARKERS and RECOGNIZED_ONLY take them
# from here.
NOTHING_TO_JUDGE = (PINNED_HOST, *CHECKPOINT_SHARDS, GPTQ_FOUND, NCCL_INFO, GIN_DEBUG, GHW_NO_DRM, *OTHER_ENGINES, *LLAMAEDGE,
                    *DJL, *LOAD_FAILED, *TRAINING_AND_PACKAGES, *BENCHMARKS_AND_ENGINES, *OLLAMA_CLI,
                    *LAUNCH_AND_BUILD, *MAC_AND_ACCELERATOR_TOOLS, *DISTRIBUTED_RUNS, *SERVERS,
                    *BENCHMARK_SUMMARIES, *SIMULATORS, *MOBILE_RUNTIMES, *CLINFO, *TRAINERS_AND_VIDEO,
                    *TORCH_MEMORY_SUMMARY, *GGML_BACKTRACE, *CUDA_REPLACED, *TORCHTITAN)
