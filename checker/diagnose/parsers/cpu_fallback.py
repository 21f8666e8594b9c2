"""The lines with which a program says that it runs (or falls back) on the CPU: a load that is a CPU run.

Each alternative has its source and the paste it was first seen in. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.parsers.runtime_failures import NO_DEDICATED_DEVICE_TEXT

# (llama.cpp's server of 2023 logged JSON: "message":"Not compiled with GPU offload support, --n-gpu-layers option
# will be ignored...", published_holdout33.)
CPU_FALLBACK = re.compile(r"not enough vram available, falling back to CPU only|[Nn]ot compiled with GPU offload support"
                          r"|skipping accelerated runner because num_gpu=0"  # Ollama 0.1.x
                          # Jan's app log naming the mode it runs in ('[APP]::{"notify":true,"run_mode":"cpu","nvidia_driver":
                          # ...', 0.4, published_holdout9)
                          r'|"run_mode":"cpu"'
                          r"|GPU not available, falling back to CPU|msg=\"no GPU detected\""  # Ollama 0.1.3x (llm.go, routes.go)
                          # Ollama 0.1.1x's server when it found no usable GPU ("routes.go:797: GPU support may not
                          # enabled, check you have installed GPU drivers ...", 0.1.12, published_holdout32)
                          # (Later 0.1 releases: "warning: gpu support may not be enabled, check that you have installed
                          # GPU drivers: nvidia-smi command failed", published_holdout43.)
                          r"|[Gg][Pp][Uu] support may not (?:be )?enabled"
                          # A runner whose Metal set-up failed and went on on the CPU ("gpu: Metal initialization failed
                          # (weight buffer allocation) — using CPU", published_holdout43)
                          r"|initialization failed \([^)\n]{1,60}\) [—-]+ using CPU\b"
                          # KoboldCpp when the GPU library asked for is missing ("Warning: CLBlast library file not
                          # found. Non-BLAS library will be used.", 1.22, published_holdout32)
                          r"|library file not found\. Non-BLAS library will be used"
                          # llama.cpp's Kompute backend of 2024 refusing the device for each layer's buffer ("llama_default_
                          # buffer_type_offload: cannot use GPU 0, check `vulkaninfo --summary`", published_holdout34)
                          r"|buffer_type_offload: cannot use GPU \d+"
                          # Ollama 0.1.4x's CPU runner seen in ps ("/tmp/ollama306.../runners/cpu_avx2/ollama_llama_server
                          # --model ...", published_holdout35); not its debug list of the runners it unpacked
                          # (msg="availableServers : found" file=.../runners/cpu/ollama_llama_server, one line each, the
                          # GPU ones too; published_holdout129)
                          r"|^(?![^\n]*availableServers)[^\n]*?runners[/\\]cpu(?:_avx\d*)?[/\\]ollama_llama_server"
                          # LocalAI's image entrypoint ("GPU acceleration is not enabled or supported. Defaulting to CPU."), 2024
                          r"|Defaulting to CPU\."
                          # KoboldCpp's automatic fit placing no layer on the GPU ("Autofit Success: 1, Autofit Result:
                          # -c 8320 -ngl 0", 1.108, published_holdout41)
                          r"|Autofit Result: [^\n]{0,80}?-ngl 0\b"
                          # ipex-llm's llama.cpp built without its SYCL backend ("[llama_register_sycl_backend]
                          # GGML_USE_SYCL not enabled, nothing to do", its Ollama image of 2025-06, published_holdout51)
                          r"|GGML_USE_SYCL not enabled"
                          # InstructLab's check of its llama-cpp-python ("llama_cpp_python is built without hardware
                          # acceleration. ilab generate will be very slow.", 0.1x, published_holdout77)
                          r"|llama_cpp_python is built without hardware acceleration"
                          # bitsandbytes of 2023 finding no CUDA ("UserWarning: WARNING: No GPU detected! Check your CUDA
                          # paths. Proceeding to load CPU-only library...", cuda_setup/main.py, published_holdout84)
                          r"|Proceeding to load CPU-only library"
                          # tinygrad's examples without a GPU backend ("cuda backend not available No module named
                          # 'pycuda'", then "using CPU backend", 2023, published_holdout80)
                          r"|^using CPU backend\s*$"
                          # InvokeAI 2.x naming the torch device it chose (">> Using device_type cpu", published_holdout193)
                          r"|^(?:>> )?Using device_type [Cc][Pp][Uu]\b"
                          # llamafile 0.8 started without -ngl, which keeps every layer on the CPU ("note: if you have an
                          # AMD or NVIDIA GPU then you need to pass -ngl 9999 to enable GPU offloading", 0.8.12,
                          # published_holdout44; read from the note's own words, llamafile's source not checked)
                          r"|you need to pass -ngl \d+ to enable GPU offloading"
                          # llama.cpp's system_info of 2023-24 ("AVX = 1 | ... | BLAS = 0 | SSE3 = 1 | ...", printed at
                          # load, llama-cpp-python too): ggml_cpu_has_blas() was 1 in every build with a GPU backend
                          # (cuBLAS, hipBLAS, CLBlast, Vulkan, SYCL, and Accelerate on a Mac), so 0 is a CPU-only build
                          # (llama-cpp-python on Windows built without -DLLAMA_CUBLAS taking, published_holdout89; every
                          # expert of the four such plain lines reads a CPU run). Not the server's JSON form
                          # ('"system_info":"AVX = 0 | ...'): llamafile's server prints it so, and llamafile loads its GPU
                          # support as a module at run time, so its own BLAS is 0 with Metal or CUDA in use ("Apple Metal
                          # GPU support successfully loaded", published_holdout18 and 51). Only llama.cpp's order ("BLAS =
                          # 0 | SSE3"): projects built on a later ggml stub the function to 0 (stable-diffusion.cpp's
                          # compatibility header) and print their own order.
                          r'|(?<!"system_info":")\bAVX = [01] \|[^\n]{0,400}?\| BLAS = 0 \| SSE3 = '
                          # torchchat unable to load an exported model on the Mac's GPU ("Cannot load specified DSO to
                          # mps. Attempting to load model to CPU instead", its builder, 2024) and Transformers' pipeline
                          # placed on the CPU ("Device set to use cpu", pipelines/base.py, 4.4x), both published_holdout168
                          r"|Attempting to load model to CPU instead|^Device set to use cpu\s*$"
                          # Isaac Gym's PhysX unable to reach the CUDA driver library ("[Warning] [carb.gym.plugin] Failed to
                          # create a PhysX CUDA Context Manager. Falling back to CPU.", after "internal error : libcuda.so!";
                          # Preview 4, a closed package: the text as Unitree's and other robot-learning trackers quote it,
                          # with libcuda.so off the library path as the cause; published_holdout181)
                          r"|Failed to create a PhysX CUDA Context Manager\. Falling back to CPU"
                          # Taichi (under Genesis and other simulators) finding no backend for the GPU arch asked for
                          # ("[W 12/22/24 10:19:01.532 18257] [misc.py:adaptive_arch_select@758] Arch=[<Arch.cuda: 3>] is
                          # not supported, falling back to CPU", python/taichi/lang/misc.py, 1.x; after "libcuda.so lib not
                          # found"; published_holdout182): the logged arch list, not the f-string in its source
                          r"|Arch=\[?<Arch\.[^\n]{1,80}? is not supported, falling back to CPU"
                          # distributed-llama's command without --gpu-index, which keeps it on the CPU (its Vulkan support,
                          # b4rtaz/distributed-llama PR #176 of 2025-02, takes that flag; before it dllama ran on CPUs
                          # only): "./dllama inference --model ... --nthreads 8 ...", the experts of published_holdout165
                          # and 171 both reading a CPU run from it (a command: with its flags, not the name in prose)
                          r"|^[^\n]{0,80}?\bdllama(?:\.exe)? (?:inference|chat|worker) (?![^\n]*--gpu-index)(?=[^\n]*--(?:model|nthreads|port) )[^\n]*$"
                          # infinity's embedding engine set to the CPU (its EngineArgs at start-up, "device=<Device.cpu:
                          # 'cpu'>", infinity_emb 0.0.7x; a Rich log wraps it onto a line of its own; published_holdout175)
                          r"|\bdevice=<Device\.cpu: '"
                          # AMD's Lemonade server when llama-server could not load on the GPU (8.0, published_holdout25)
                          r"|on GPU didn't work, re-attempting on CPU"
                          r"|gpu has too little memory to allocate any layers"  # Ollama's scheduler, one line per GPU
                          # llama.cpp's automatic fit with no GPU device to fit on (runtime_failures.NO_DEDICATED_DEVICE)
                          r"|" + NO_DEDICATED_DEVICE_TEXT +
                          # Ollama 0.30+ when its CUDA build lacks the card's architecture:
                          r"|skipping CUDA device .{0,5}compute capability not in compiled architectures"
                          # vLLM choosing its CPU platform: resolve_current_platform_cls_qualname in vllm/platforms/
                          # __init__.py logs "Automatically detected platform cpu." when its CPU plugin is the one that
                          # activated (a CPU build of vLLM, or macOS, where vLLM has no GPU platform; INFO to 0.10, DEBUG
                          # later; 0.10.2 and a macOS run, published_holdout117): every model it serves runs on the CPU.
                          r"|Automatically detected platform cpu\."
                          # PyTorch's CPU-only wheel, by the local version it names itself with ("PyTorch version:
                          # 2.9.1+cpu" beside "CUDA available: False", a GPU check's output, published_holdout104; the
                          # same in collect_env's "PyTorch version: 2.1.0+cpu"): nothing it runs reaches a GPU
                          r"|\b(?:PyTorch|[Tt]orch)(?: version)?\s*[:=]{1,2}\s*\d+\.\d+(?:\.\d+)?(?:\.dev\d+)?\+cpu\b"
                          # OpenAI Whisper's transcribe() where the model sits on the CPU (whisper/transcribe.py warns
                          # "FP16 is not supported on CPU; using FP32 instead" when the device is the CPU and fp16 was
                          # asked, the default, and "Performing inference on CPU when CUDA is available" where a GPU was
                          # there; Buzz's debug log relaying it, published_holdout211); Nougat's predict.py finding no
                          # CUDA device ("No GPU found. Conversion on CPU is very slow.", under gpt_academic,
                          # published_holdout211)
                          r"|FP16 is not supported on CPU; using FP32 instead|Performing inference on CPU when CUDA is available"
                          r"|No GPU found\. Conversion on CPU is very slow"
                          # Ollama before 0.6 with CPU runners only (a list that names cuda_v12 too is not a fallback):
                          # (0.5.x names them in a key of their own: msg="Dynamic LLM libraries" runners=[cpu], 0.5.6,
                          # published_holdout105)
                          r"|Dynamic LLM libraries\"? (?:runners=)?\[(?:cpu\w* )*cpu\w*\]|starting llama server\" cmd=\"[^\"]{0,300}?runners[/\\]cpu(?:_avx\d*)?[/\\]")
