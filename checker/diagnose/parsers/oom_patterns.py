"""What runtimes print when memory runs out: the out-of-memory texts of every runtime Diagnose reads, and the
literal keys that let a paste skip the case-insensitive alternation where none occurs. Plain Python.

Kept apart from runtime_log (which reads these lines in load logs) so that the list can grow with each runtime's
wording; rules, placement and articles read them here too.
"""

from __future__ import annotations

import re

from checker.diagnose.parsers import log_devices

# vLLM with too little memory left after the weights for the KV cache of one request of --max-model-len. V0: "The
# model's max seq len (N) is larger than the maximum number of tokens that can be stored in KV cache (M)"; V1
# (vllm/v1/core/kv_cache_utils.py, vLLM 0.33.0): "To serve at least one request with the model's max seq len (N), (X GiB KV
# cache is needed, which is larger than the available KV cache memory (Y GiB)", raised by
# _check_enough_kv_cache_memory, whose traceback frame says it where the message was cut. The experts of two held-out
# sets (tests/data/published_holdout5 and 6, four pastes) called these out of memory; one earlier reading did not.
VLLM_KV_SHORT_TEXT = (r"larger than the maximum number of tokens that can be stored in KV cache"
                      r"|KV cache is needed, which is larger than the available KV cache memory|in _check_enough_kv_cache_memory\b"
                      # (the same shortened as people retell it: "ValueError: 1.75 GiB KV cache is needed, available 0.13
                      # GiB", vLLM 0.9.1 under olmOCR, published_holdout203)
                      r"|\d GiB KV cache is needed\b"
                      # ("models's" in vLLM's own source for most of its life, "model's" in some builds' logs)
                      r"|To serve at least one request with the models?'?s max seq len|No available memory for the cache blocks"
                      # V0 before it says so: no block left for the cache ("# cuda blocks: 0, # CPU blocks: 4681", "the rest
                      # of the memory reserved for KV Cache is -1.05GiB", published_holdout14), and the check's own frame
                      # in a traceback cut before its message ("raise_if_cache_size_invalid(num_gpu_blocks,", vLLM 0.4).
                      r"|# (?:cuda|GPU) blocks: 0,|reserved for KV Cache is -\d|raise_if_cache_size_invalid\("
                      # V1's worker printing the same before its engine fails ("Available KV cache memory: -0.53 GiB",
                      # gpu_worker.py; published_holdout110): the weights and activations took more than the budget.
                      r"|Available KV cache memory: -\d")
VLLM_KV_SHORT = re.compile(VLLM_KV_SHORT_TEXT, re.IGNORECASE)
# SGLang's memory pool with no room for the KV cache: "Not enough memory. Please try to increase --mem-fraction-static."
# (model_runner.py, later pool_configurator.py), and newer builds' "Loaded weights leave no GPU memory for the KV cache
# under --mem-fraction-static=0.88" (a 2026 report in published_holdout12).
SGLANG_KV_SHORT_TEXT = r"Not enough memory\. Please try to increase --mem-fraction-static|leave no GPU memory for the KV cache"
SGLANG_KV_SHORT = re.compile(SGLANG_KV_SHORT_TEXT, re.IGNORECASE)
OOM = re.compile(
    # (PyTorch on ROCm says HIP where CUDA says CUDA: "HIP out of memory. Tried to allocate 576.00 MiB (GPU 3; 15.98 GiB
    # total capacity; ...)", 1.13-2.x, published_holdout142; Ascend's torch_npu NPU, from its NPUCachingAllocator: "NPU
    # out of memory. Tried to allocate 3.47 GiB (NPU 0; 60.97 GiB total capacity; ...", vllm-ascend, published_holdout217.)
    r"(cudaMalloc (?:retry )?failed: out of memory|CUDA error: ?out of memory|(?:CUDA|HIP|NPU) out of memory|cudaErrorMemoryAllocation|failed to allocate \w+ buffer of size"
    r"|unable to allocate \w+ buffer|OutOfMemoryError|hipErrorOutOfMemory|kIOGPUCommandBufferCallbackErrorOutOfMemory|Command buffer execution failed: Insufficient Memory|Out of memory error on GPU \d+\. Cannot allocate"
    r"|ErrorOutOfDeviceMemory|VK_ERROR_OUT_OF_DEVICE_MEMORY|graph_reserve: failed to allocate compute buffers|failed to allocate buffer for kv cache|CUDA error \d+ at [^:\n]{1,300}:\d+: out of memory"
    # NCCL's words ("Last error: Cuda failure 'out of memory'"; its warnings add the error's number, "NCCL WARN Cuda
    # failure 2 'out of memory'", NCCL 2.21, published_holdout154), llama.cpp's context that cannot get its compute
    # buffers (LM Studio prints "failed to allocate compute pp buffers"). ONNX Runtime's CUDA provider words it "CUDA
    # failure 2: out of memory ; GPU=0 ; hostname=... ; expr=cudaMalloc(...)" (core/providers/cuda/cuda_call.cc; VOICEVOX's
    # engine, published_holdout212).
    r"|Cuda failure (?:\d+ )?'?out of memory|CUDA failure \d+: out of memory|failed to allocate compute(?: \w+)? buffers"
    # cuBLAS unable to get memory for its handle or workspace ("RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when
    # calling `cublasCreate(handle)`", PyTorch under Megatron-LM beside NCCL's out-of-memory warnings, published_holdout154;
    # cublas_api.h: "resource allocation failed inside the cuBLAS library").
    r"|CUBLAS_STATUS_ALLOC_FAILED"
    # PyTorch's message from its second sentence on, where a page or a logger kept only that ("GPU 0 has a total
    # capacity of 23.64 GiB of which 1.61 GiB is free. Process 1624541 has 22.02 GiB memory in use.", a Chinese page,
    # published_holdout134): c10's CUDACachingAllocator prints it only inside its OutOfMemoryError.
    r"|has a total capaci?ty of [\d.]+ ?(?:GiB|MiB) of which [\d.]+ ?(?:GiB|MiB|KiB|bytes) is free"
    # (Its earlier wording likewise, from its second sentence: "Tried to allocate 34.00 MiB (GPU 3; 19.71 GiB total
    # capacity; 18.06 GiB already allocated; 27.50 MiB free; ...)", PyTorch before 2.1, quoted alone in Qwen #764,
    # published_holdout213.)
    r"|Tried to allocate [\d.]+ ?[GMK]iB \(GPU \d+; [\d.]+ ?[GM]iB total capacity"
    # ONNX Runtime's arena allocator (its CUDA provider's memory under Foundry Local: "BFCArena::AllocateRawInternal
    # Failed to allocate memory for requested buffer of size 197001216", published_holdout135).
    r"|AllocateRawInternal Failed to allocate memory for requested buffer"
    # ncnn's Vulkan allocator with the VkResult as a number ("vkAllocateMemory failed -2", src/allocator.cpp; -2 is
    # VK_ERROR_OUT_OF_DEVICE_MEMORY in the Vulkan registry, -1 the host's memory; REAL-Video-Enhancer, published_holdout206).
    r"|vkAllocateMemory failed -[12]\b"
    # OpenCL's clCreateBuffer failing for want of device memory (CL_MEM_OBJECT_ALLOCATION_FAILURE, -4, "a failure to
    # allocate memory for buffer object" in the OpenCL specification's error list; XMRig's OpenCL backend naming it,
    # "ocl  error CL_MEM_OBJECT_ALLOCATION_FAILURE when calling clCreateBuffer with buffer size 2181038080", on a 2 GB
    # card, published_holdout210). Not CL_OUT_OF_RESOURCES, which NVIDIA's OpenCL also returns for a kernel that failed.
    r"|CL_MEM_OBJECT_ALLOCATION_FAILURE"
    # Intel Gaudi's PyTorch bridge out of device memory ("RuntimeError: [Rank:7] FATAL ERROR :: MODULE:PT_DEVMEM
    # Allocation failed for size::469762048 (448)MB", optimum-habana, published_holdout152).
    r"|MODULE:PT_DEVMEM Allocation failed for size"
    # Triton's kernels launched on a full card ("RuntimeError('Triton Error [CUDA]: out of memory')", LightLLM's
    # router, published_holdout153).
    r"|Triton Error \[CUDA\]: out of memory"
    # Metal before ggml-metal's rewrite: "ggml_metal_add_buffer: error: failed to allocate 'data            ' buffer".
    r"|failed to allocate '[^'\n]{1,40}' buffer"
    # MLX (mlx-lm, LM Studio's MLX engine): "[metal::malloc] Attempting to allocate 48736917632 bytes which is greater
    # than the maximum allowed buffer size of 30150672384 bytes" (without the prefix in 2024, published_holdout83);
    # exllamav3: "Insufficient VRAM in split for model and cache"; exllamav2's autosplit: "... VRAM for model and cache".
    # (MLX of 2023-24, its Metal allocator giving up once unified memory is used up, whatever the request:
    # "[malloc_or_wait]
    # Unable to allocate 12 bytes.", mlx-examples' LoRA, published_holdout140.)
    r"|\[metal::malloc\] Attempting to allocate \d+ bytes|Attempting to allocate \d+ bytes which is greater than the maximum allowed buffer size"
    r"|\[malloc_or_wait\] Unable to allocate \d+ bytes"
    # XLA's allocator under JAX or TensorFlow: "Allocator (GPU_0_bfc) ran out of memory trying to allocate 510.68MiB",
    # then "RESOURCE_EXHAUSTED: Out of memory while trying to allocate 535486464 bytes." (openpi on an RTX A6000,
    # published_holdout141).
    r"|Allocator \(GPU_\d+_bfc\) ran out of memory trying to allocate"
    # PyTorch's allocator report counting the out-of-memory errors it raised ("|            CUDA OOMs: 58           |
    # cudaMalloc retries: 66 |", torch.cuda.memory_summary's num_ooms, torch/cuda/memory.py).
    r"|\bCUDA OOMs: [1-9]"
    r"|RESOURCE_EXHAUSTED: Out of memory while trying to allocate"
    # The same from Elixir's EXLA, its status as the exception's message ("** (RuntimeError) Out of memory while trying
    # to allocate 117964800 bytes."), and the dump XLA appends to its out-of-memory status, printed on nothing else
    # ("BufferAssignment OOM Debugging.", BufferAssignment::ToVerboseString in xla/service/buffer_assignment.cc), both
    # published_holdout178.
    r"|\(RuntimeError\) Out of memory while trying to allocate \d+ bytes|BufferAssignment OOM Debugging"
    # TensorFlow's CUDA launch check with the driver's words ("Non-OK-status: GpuLaunchKernel(...) status: Internal: out of
    # memory", 2.1, under a Kubeflow TFJob) and PaddlePaddle's Fluid checking a request against the card's free memory
    # ("paddle.fluid.core.EnforceNotMet: enforce allocating <= available failed, 10513462067 > 1369702144 at
    # [.../paddle/fluid/platform/gpu_info.cc:89]", 2018), both published_holdout179.
    r"|status: Internal: out of memory|enforce allocating <= available failed"
    # CuPy's memory pool before v7 ("out of memory to allocate 205520896 bytes (total 16068929536 bytes)", under Chainer's
    # trainer, which prints the message without the exception's name; later "Out of memory allocating 1,073,741,824 bytes
    # (allocated so far: ...)"), Kaldi's CUDA allocator ("AllocateNewRegion():cu-allocator.cc:519) Failed to allocate a
    # memory region of 8088715264 bytes.") and Caffe's synced memory ("syncedmem.cpp:58] Check failed: error ==
    # cudaSuccess (2 vs. 0)  out of memory", 2 being cudaErrorMemoryAllocation), all published_holdout180.
    r"|out of memory to allocate \d+ bytes \(total \d+ bytes\)|Out of memory allocating [\d,]+ bytes \(allocated so far"
    r"|cu-allocator\.cc:\d+\) Failed to allocate a memory region of \d+ bytes"
    r"|Check failed: error == cudaSuccess \(2 vs\. 0\)\s{0,4}out of memory"
    # (On a TPU, XLA's runtime unable to place a compiled program in the chip's memory: "RESOURCE_EXHAUSTED: Error loading
    # program: Attempting to reserve 1.04G at the bottom of memory. That was not possible. There are 905.37M free", vLLM
    # serving Gemma 3 on a TPU, published_holdout164.)
    r"|RESOURCE_EXHAUSTED: Error loading program: Attempting to reserve"
    # Lua Torch's cutorch (2015-18: "THCudaCheck FAIL file=.../THCStorage.cu line=41 error=2 : out of memory", then
    # "cuda runtime error (2) : out of memory at ...") and Ascend's NPU driver under CANN ("halMemAlloc failed:size=
    # 306184192(bytes), ... desc=[driver error:out of memory]", vLLM on Ascend, 2026), both published_holdout176
    r"|THCudaCheck FAIL [^\n]{0,300}? error=2 : out of memory|cuda runtime error \(2\) : out of memory"
    r"|halMemAlloc failed:[^\n]{0,300}?\[driver error:out of memory\]"
    # tinygrad's allocator of 2023 ("AssertionError: out of memory - requested:  0.12 GB, available:  0.01 GB",
    # tinygrad/runtime/lib.py, on an M1's GPU, published_holdout166)
    r"|out of memory - requested: {0,3}[\d.]+ GB, available:"
    r"|Insufficient VRAM (?:in split )?for model and cache"
    # tinygrad's CUDA runtime (under exo) naming the driver's error number: "CUDA Error 2, out of memory" (2 is
    # CUDA_ERROR_OUT_OF_MEMORY in cuda.h); an allocator's own words with the span it could not place ("ds4: ROCm model
    # arena alloc failed for tensor-span:105 (1792.00 MiB chunk): out of memory"), both in published_holdout92.
    r"|CUDA Error 2, out of memory|alloc failed for [^\n]{1,120}: out of memory"
    # MLC LLM refusing to load ("Insufficient GPU memory error: The available single GPU memory is 20584.716 MB, which is
    # less than the sum of model weight size (5977.188 MB) and temporary buffer size (15013.765 MB).") and vLLM.rs
    # refusing a prompt its KV cache cannot hold ("Remaining 1406272 kvcache tokens, but your prompt requires 1717120
    # new tokens"), published_holdout39.
    r"|Insufficient GPU memory error|kvcache tokens, but your prompt requires \d+ new tokens"
    # HAMi's vGPU limiter refusing an allocation past a pod's share ("[HAMI-core ERROR (pid:30 ... allocator.c:53)]: Device 0
    # OOM 3171158016 / 3145728000"), and llama.cpp's Metal backend of 2023 given a weights buffer larger than one Metal
    # buffer may be ("ggml_metal_add_buffer: buffer 'data' size 18300780544 is larger than buffer maximum of
    # 17179869184"), both in published_holdout40.
    r"|\]: Device \d+ OOM \d+ / \d+|is larger than buffer maximum of \d+"
    # TensorRT-LLM's executor ("Executor creation failed due to insufficient GPU memory.", 1.0, published_holdout42) and
    # mistral.rs's device mapper ("This model does not fit on the devices [...], and exceeds total capacity by 5706MB",
    # 0.8, published_holdout43)
    r"|failed due to insufficient GPU memory|does not fit on the devices|is below required GPU memory utilization"
    r"|Cuda Runtime \(out of memory\)"  # TensorRT's allocator
    # TensorRT building an engine ("[TRT] [E] 2: [virtualMemoryBuffer.cpp::resizePhysical::140] Error Code 2: OutOfMemory
    # (no further information)", "[TRT] [W] Requested amount of GPU memory (24793579520 bytes) could not be allocated.",
    # under TensorRT-LLM's build.py of 2023, published_holdout58)
    r"|Error Code 2: OutOfMemory|Requested amount of GPU memory \(\d+ bytes\) could not be allocated"
    r"|NvMapMemAlloc\w*: \d+ error 12\b"  # a Jetson's memory manager out of memory (error 12 is ENOMEM)
    # C++ engines' words: LMDeploy's TurboMind ("[TM][ERROR] CUDA runtime error: out of memory .../allocator.cc:49"),
    # CTranslate2 under Tabby ("what():  CUDA failed with error out of memory"); Xinference's model worker ("Model actor
    # is out of memory."), all in published_holdout12.
    r"|CUDA runtime error: out of memory|CUDA failed with error out of memory|Model actor is out of memory"
    # TensorRT-LLM's runtime naming the call ("[TensorRT-LLM][ERROR] CUDA runtime error in ::cudaMallocAsync(ptr, n,
    # mCudaStream->get()): out of memory (.../tllmBuffers.h:112)", 0.7 under Triton, published_holdout96)
    r"|CUDA runtime error in ::\w+\([^\n]{0,200}?\): out of memory"
    # TVM's CUDA check under MLC LLM's pooled allocator ("Check failed: (e == cudaSuccess || e == cudaErrorCudartUnloading)
    # is false: CUDA: out of memory", 2023, published_holdout97)
    r"|is false: CUDA: out of memory"
    # Ollama 0.29 and older refusing a load up front for system memory ('msg="Load failed" ... error="model requires more
    # system memory (5.5 GiB) than is available (3.4 GiB)"', 0.12.6, published_holdout47; gone in 0.30, PR #16031)
    r"|model requires more system memory"
    # CUDA's driver API by its name (candle's "DriverError(CUDA_ERROR_OUT_OF_MEMORY, \"out of memory\")", Rust's cudarc,
    # published_holdout35)
    r"|CUDA_ERROR_OUT_OF_MEMORY"
    # SYCL's runtime by its result codes ("Native API failed. Native API returns: -6 (PI_ERROR_OUT_OF_HOST_MEMORY)", the
    # plugin interface of oneAPI 2024, under llama.cpp's SYCL backend in Ollama for Intel GPUs, published_holdout131; the
    # unified runtime's UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY since oneAPI 2025)
    r"|\b(?:PI|UR_RESULT)_ERROR_OUT_OF_(?:HOST|DEVICE)_MEMORY\b"
    # PyTorch's words for the same from its checks of driver-API calls ("RuntimeError: CUDA driver error: out of memory",
    # under Qwen2.5-Omni) and its caching allocator on an Intel GPU ("XPU out of memory", torch.xpu; GPTQModel), both
    # quoted in published_holdout56
    r"|CUDA driver error: out of memory|XPU out of memory"
    # PyTorch's caching allocator failing to list the card's processes for its out-of-memory report (the NVML call sits
    # in the out-of-memory path: "RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at
    # \"../c10/cuda/CUDACachingAllocator.cpp\":995", common in containers and on Jetsons; pytorch/pytorch#185240 "fires
    # instead of clean OOMError when cudaMalloc fails", fal-ai/fal#478; vLLM 0.6.4 in published_holdout110). Not the
    # nvmlInit_v2 or handle forms, which fail before any allocation.
    r"|NVML_SUCCESS == r INTERNAL ASSERT FAILED at \"?[^\"\n]{0,200}CUDACachingAllocator\.cpp"
    # text-generation-inference's warmup ("RuntimeError: Not enough memory to handle 4096 prefill tokens. You need to
    # decrease `--max-batch-prefill-tokens`", 2023, published_holdout15).
    r"|Not enough memory to handle \d+ prefill tokens"
    # Tabby's supervisor when its llama-server failed to allocate ("CUDA memory allocation error detected:", 2025).
    r"|CUDA memory allocation error detected"
    "|" + SGLANG_KV_SHORT_TEXT +
    # vLLM's start-up check that the card has the free memory --gpu-memory-utilization asks for (a terminal may wrap
    # what follows "is less").
    "|" + log_devices.VLLM_FREE_ON_DEVICE_TEXT + " is less|"
    + VLLM_KV_SHORT_TEXT + ")",
    re.IGNORECASE,
)
# The shell's report of a process ended by SIGKILL, alone on its line after a load ("-- loading .../params/" then
# "Killed", MLC LLM on a 32 GB Jetson, published_holdout46; vLLM on a 16 GB one, published_holdout17): Linux's OOM
# killer, system memory (unified on a Jetson) used up. Both experts read it so.
KILLED = re.compile(r"^\s*Killed\s*$")
# Literal pieces of OOM's alternatives: a case-insensitive alternation over a large paste is slow,
# so the regex runs only where one of these occurs.
OOM_KEYS = ("out of memory", "outofmemory", "cuda_error_out_of_memory", "failed to allocate", "unable to allocate", "erroroutofdevicememory", "out_of_device_memory",
            "no available memory", "nvmapmemalloc", "free memory on device", "available kv cache memory",
            "_check_enough_kv_cache_memory", "to serve at least one request", "stored in kv cache", "gib kv cache is needed", "cuda ooms: ",
            "metal::malloc", "maximum allowed buffer size", "insufficient memory", "below required gpu memory", "insufficient vram", "not enough memory", "leave no gpu memory", "blocks: 0,",
            "reserved for kv cache is -", "raise_if_cache_size_invalid", "memory allocation error",
            "insufficient gpu memory", "kvcache tokens, but", " oom ", "larger than buffer maximum", "does not fit on the devices",
            "requires more system memory", "cudaerrormemoryallocation", "requested amount of gpu memory", "nvml_success == r ",
            "_error_out_of_", "has a total capac", "pt_devmem allocation failed", "cublas_status_alloc_failed",
            "error loading program: attempting to reserve", "bufferassignment oom",
            "enforce allocating <= available", "failed to allocate a memory region", "vkallocatememory failed -",
            "cl_mem_object_allocation_failure", "total capacity;")
