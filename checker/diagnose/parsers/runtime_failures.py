"""The lines that say a runtime cannot use its GPU, or runs on the CPU: which finding each is, and which stop the run.

Split from runtime_log, which reads them in a paste; rules, placement and articles read them here. Plain Python.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from checker.diagnose.parsers import log_devices


# A plain, case-sensitive literal: a pattern that is one is its own prefilter key.
LITERAL = re.compile(r"[\w ,:;/'!-]+")


@dataclass(frozen=True)
class Failure:
    """A line that says the GPU cannot be used: the finding it means (None where an earlier record's names it), whether
    the program stops there (no CPU run follows it), and the literal pieces one of which every line it matches holds."""

    pattern: re.Pattern[str]
    code: str | None
    stops: bool = False
    keys: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.code and not self.keys and (self.pattern.flags & re.IGNORECASE or not LITERAL.fullmatch(self.pattern.pattern)):
            raise ValueError(f"{self.pattern.pattern!r} is no literal: name its keys")

    @property
    def prefilter_keys(self) -> tuple[str, ...]:
        return self.keys or (self.pattern.pattern,)

# A Metal device that offers no buffer at all (an Intel Mac's AMD GPU under Ollama 0.2): "tensor output_norm.weight
# is too large to fit in a Metal buffer (tensor size: 16384, max buffer size: 0)". Not a lack of memory.
METAL_NO_BUFFERS = re.compile(r"max buffer size: 0\)")
# cudaErrorInvalidKernelImage: the build's PTX is newer than the driver can compile (a CUDA 12.x build on an older
# driver). Not "no kernel image is available", which is a GPU the build was not compiled for.
# (The same cause as CUDA words it since 11.1, cudaErrorUnsupportedPtxVersion: "CUDA error: the provided PTX was compiled
# with an unsupported toolchain.", Jan 0.6.8's llama.cpp on a Quadro P2000, published_holdout43.)
KERNEL_IMAGE_INVALID = re.compile(r"CUDA error: (?:device kernel image is invalid|the provided PTX was compiled with an unsupported toolchain)")
# Of the lines below, the ones that stop the run instead of sending it to the CPU (ggml aborts).
# The kernel's NVIDIA driver losing the card ("NVRM: GPU 0000:01:00.0: GPU has fallen off the bus.", Xid 79): nothing
# runs on it until a reboot, on the CPU or otherwise.
FALLEN_OFF_THE_BUS = re.compile(r"fallen off the bus")
# The NVIDIA X driver unable to bring the card up ("(EE) NVIDIA(GPU-0): Failed to initialize the NVIDIA GPU at PCI:1:0:0.
# Please check your system's kernel log for additional error messages", in Xorg's log or bumblebeed's journal,
# published_holdout192): the kernel module cannot drive it; nothing runs on it.
X_DRIVER_INIT_FAILED = re.compile(r"Failed to initialize the NVIDIA GPU at PCI:")
# The kernel module finding a card but failing to bring it up: "NVRM: RmInitAdapter failed! (0x26:0xffff:1127)" then
# "NVRM: rm_init_adapter failed for device bearing minor number 0" (OpenPAI on a four-GPU node, published_holdout219);
# newer drivers name the card, "NVRM: GPU 0000:0a:00.0: RmInitAdapter failed! (0x24:0x72:1568)" and "rm_init_adapter
# failed, device minor number 5" (gpu-operator #1146). That GPU is unusable until the cause dmesg prints above it is fixed.
NVRM_INIT_FAILED = re.compile(r"NVRM: (?:GPU [0-9A-Fa-f:.]+: )?RmInitAdapter failed!|rm_init_adapter failed(?:,| for) device")
# CANN (Ascend) with no compiled kernel of an operator for the chip: "EZ9999: ... Op Cast does not has any binary." then
# "Kernel Run failed" (torch_npu under LLaMA-Factory, published_holdout218; llama.cpp's CANN backend on a 310P, gpustack
# #1514): the operator kernels package for the chip (Ascend-cann-kernels-910b and its kin, installed after the toolkit
# at its version, vllm-ascend's install doc of PR #49; with set_env.sh sourced first, Ascend/docs PR #69) is missing or
# does not match. The counterpart of CUDA's "no kernel image"; the run stops.
ASCEND_NO_OP_BINARY = re.compile(r"\bOp \w+ does not ha(?:s|ve) any binary")
# HIP launching a kernel the build has no code for, on a GPU whose architecture it was not compiled for
# ("ROCm error: invalid device function", often an APU or a card behind HSA_OVERRIDE_GFX_VERSION), and CUDA's word for
# the same ("CUDA error 209 at ggml-cuda.cu:6701: no kernel image is available for execution on the device",
# cudaErrorNoKernelImageForDevice): the run stops.
# PyTorch says it before the first kernel fails, where its wheel was built without the card's capability: "NVIDIA
# GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.", "Found GPU0
# Tesla K80 which is of cuda capability 3.7. PyTorch no longer supports this GPU because it is too old.", and in 2.9+
# "Found GPU1 Tesla V100-SXM2-32GB which is of compute capability (CC) 7.0." above the list of the capabilities it
# was built for (torch/cuda/__init__.py's _warn_unsupported_code; a vLLM worker's log in published_holdout49).
NO_KERNEL_FOR_ARCH = re.compile(r"ROCm error: invalid device function|hipErrorInvalidDeviceFunction"
                                r"|no kernel image is available for execution on the device"
                                r"|with CUDA capability sm_\d+ is not compatible with the current PyTorch installation"
                                r"|PyTorch no longer supports this GPU because it is too old"
                                r"|Found GPU\d{1,2} .{1,100}? which is of (?:compute|cuda) capability")
XID = log_devices.XID  # a GPU fault the kernel driver reports
# AMD's counterparts: the amdgpu kernel driver's report of a GPU page fault ("amdgpu 0000:c6:00.0: amdgpu: [gfxhub] page
# fault (src_id:0 ring:153 vmid:8 pasid:32770)", then the process and GCVM_L2_PROTECTION_FAULT_STATUS, in dmesg) and the
# ROCm runtime's ("Memory access fault by GPU node-1 (Agent handle: 0x1b376c50) on address 0x7f762a667000. Reason: Page
# not present or supervisor privilege.", which aborts the process), both of a Strix Halo's gfx1151 under some kernels and
# ROCm releases in published_holdout116.
# (A copy may start below the fault's first line, at its status register: "amdgpu 0000:c6:00.0: amdgpu:
# VM_L2_PROTECTION_FAULT_STATUS:0x00341051", MI300X, published_holdout152.) Likewise a block of the GPU that the driver
# could not start or bring back from sleep ("resume of IP block <psp> failed -62", "amdgpu_device_ip_resume failed (-62).",
# amdgpu_device.c; an RX 7900 XTX after suspend under Ollama, ROCm issue #4226, published_holdout195): no GPU until reboot.
AMD_GPU_FAULT = re.compile(r"amdgpu: \[gfxhub\] page fault \(src_id|Memory access fault by GPU node-\d+"
                           r"|amdgpu: +(?:GC)?VM_L2_PROTECTION_FAULT_STATUS:0x[0-9a-fA-F]+"
                           r"|(?:resume|hw_init) of IP block <\w{1,20}> failed -?\d+|amdgpu_device_ip_resume failed \(-?\d+\)")
# Finding no GPU without running on the CPU: GPUStack's worker ("Failed to initialize worker: No GPU detectors available
# for cuda", v0.7.1, published_holdout19) stops and retries; LM Studio 0.3's hardware survey in its model-compatibility
# JSON ("gpuSurveyResult": {"result": {"code": "NoDevicesFound", ...}}, published_holdout20) says what it found, not
# how a model then ran.
GPUSTACK_NO_GPU = re.compile(r"No GPU detectors available for \w+")
LM_STUDIO_SURVEY_NO_GPU = re.compile(r'"code": "NoDevicesFound"')
# ROCm's runtime failing under rocminfo (a tool, not a run: nothing went on on the CPU), published_holdout30; CUDA's
# error 802 at start-up, after which SGLang and vLLM stop (published_holdout34).
HSA_OUT_OF_RESOURCES = re.compile(r"HSA_STATUS_ERROR_OUT_OF_RESOURCES")
CUDA_NOT_READY = re.compile(r"Error 802: system not yet initialized|system not yet initialized \(802\)")
# PyTorch's check of the driver against its CUDA ("The NVIDIA driver on your system is too old (found version 12040)",
# under vLLM and localGPT, published_holdout34 and 35): a driver error, as 6 of the 8 experts of such pastes read a
# driver older than the runtime's CUDA; CUDA is then unavailable to the program, which does not go on on the CPU.
DRIVER_TOO_OLD = re.compile(r"NVIDIA driver on your system is too old")
# Ollama's Linux install script finding no card with lspci or lshw: "WARNING: No NVIDIA/AMD GPU detected. Ollama will
# run in CPU-only mode." (scripts/install.sh; "No NVIDIA GPU detected." before AMD support, published_holdout37). It is
# the installer's guess, not what a runtime found: under WSL2 lspci lists no NVIDIA card, yet nvidia-smi shows it
# (published_holdout's expert reads no finding from it there), so a GPU the paste shows outweighs it.
# (whichllm's hardware box says the same of the machine it sizes models for, "│ No GPU detected — CPU-only mode  │", 0.5,
# published_holdout97; the line quoted in a sentence or beside "before" is an author's story, published_holdout30.)
INSTALLER_NO_GPU = re.compile(r"No (?:NVIDIA/AMD|NVIDIA|AMD) GPU detected\. Ollama will run in CPU-only mode"
                              r"|(?:^|[│|])[ \t]*No GPU detected [—–-]+ CPU-only mode")
# llama.cpp's --list-devices (common/arg.cpp, 0c1e57098) prints "Available devices:" and one line per device; a
# build with no GPU backend it can use (an x86_64 Homebrew build under Rosetta on an Apple M4, published_holdout38)
# prints the heading alone. runtime_log reports it so, where something other than a device follows the heading; a
# listing, not a run, so no CPU run follows.
EMPTY_DEVICE_LIST = "Available devices: (none listed)"
# The NVIDIA Container Toolkit's hook failing at a container's start ("nvidia-container-cli: initialization error: load
# library failed: libnvidia-ml.so.1: cannot open shared object file", "...: nvml error: driver not loaded"): the host's
# driver cannot be reached, and the container does not start (published_holdout51). And its later steps failing,
# libnvidia-container's "<step> error: ..." for the step that failed: "nvidia-container-cli: ldcache error: process
# /usr/sbin/ldconfig.real failed with error code: 1" (the container's library cache not rebuilt: the ldconfig path of
# /etc/nvidia-container-runtime/config.toml, "@/sbin/ldconfig.real" on Debian and Ubuntu, or ldconfig killed, "terminated
# with signal 9"; under Slurm's pyxis and enroot, published_holdout183, as in Docker), "mount error: ..." and "detection
# error: ...": the driver's files never reach the container either (not its "device error: unknown device id"). Docker
# with no NVIDIA runtime: "could not select device driver "" with capabilities: [[gpu]]" (speaches, published_holdout206).
CONTAINER_CLI = re.compile(r"nvidia-container-cli(?:\.real)?: (?P<step>initialization|ldcache|mount|detection) error"
                           r'|could not select device driver "[^"\n]{0,40}" with capabilities: \[\[gpu\]\]')
# Vulkan's device lost (VK_ERROR_DEVICE_LOST, -4 in the Vulkan registry's vk.xml): the driver reset the GPU under the
# work, and the device stays lost for the process. llama.cpp's Vulkan backend, Ollama's runner with it, prints it as
# "ggml_vulkan: device lost on Vulkan0" (2026 builds; llama.cpp issue #27076, build 10430) and, through Vulkan-Hpp,
# "vk::Queue::submit: ErrorDeviceLost", "vk::Device::waitForFences: ErrorDeviceLost" after "terminate called after
# throwing an instance of 'vk::DeviceLostError'" (issues #13248, #18203, #19955, builds 5252 to 7480); ncnn's apps
# (Upscayl) as "vkQueueSubmit failed -4" (published_holdout183). The texts as those reports print them; llama.cpp's
# ggml-vulkan.cpp was too large to fetch here to read its line.
VULKAN_DEVICE_LOST = re.compile(r"ggml_vulkan: device lost on |\bErrorDeviceLost\b|vk::DeviceLostError|vkQueueSubmit failed -4\b")
# NVIDIA's CUDA images (nvidia/cuda, NGC) checking at start-up for the driver the container toolkit mounts: "WARNING: The
# NVIDIA Driver was not detected.  GPU functionality will not be available." then "Use the NVIDIA Container Toolkit to
# start this container with GPU support" (a container started without --gpus; published_holdout93). The toolkit mounts
# the driver's libraries with the device, so their absence there is the same cause, not a broken driver; so is CUDA's
# error 35 there ("CUDA driver version is insufficient for CUDA runtime version": cudart finds no libcuda to ask; a Triton
# container run without --gpus, published_holdout215; nvidia-docker #24 and #400, fixed by mounting it, `--gpus all`).
CONTAINER_NO_DRIVER = re.compile(r"The NVIDIA Driver was not detected\.\s+GPU functionality will not be available")
# The same check finding the driver mounted but CUDA unable to start on it ("ERROR: The NVIDIA Driver is present, but CUDA
# failed to initialize.  GPU functionality will not be available." then "[[ Unable to initialize CUDA driver (error ???)
# ]]", a QAnything container, published_holdout128): the driver, not the toolkit.
CONTAINER_CUDA_FAILED = re.compile(r"The NVIDIA Driver is present, but CUDA failed to initialize")
DRIVER_LIBRARY_ABSENT = re.compile(r"lib(?:cuda|nvidia-ml)\.so[\w.]*: cannot open shared object file"
                                   r"|CUDA driver version is insufficient for CUDA runtime version")
# The same said as a program's fatal error, not as a backend's set-up that goes on without the GPU: PyTorch's and
# CTranslate2's RuntimeError ("CUDA Runtime Error: no CUDA-capable device is detected", "CUDA failed with error no
# CUDA-capable device is detected"), ggml's "CUDA error 100 at ggml-cuda.cu:484: no CUDA-capable device is detected",
# "CUDA Error: no CUDA-capable device": the run stops there (the experts of all four such pastes, published_holdout2,
# 17 and 53, read no CPU run; ggml_cuda_init's "failed to initialize CUDA: ..." goes on on the CPU, and both of its
# pastes' experts read one).
NO_DEVICE_FATAL = re.compile(r"(?:RuntimeError: CUDA|CUDA failed with error|CUDA error \d+ at [^\n]{1,200}?:|CUDA Error:|"
                             r"CUDA Runtime Error:)\s*no CUDA-capable device is detected")
# vLLM's refusal of an empty device list, cudarc's driver errors and PyTorch's missing NVML function (below) end the program
# too: vLLM raises, Rust unwraps, PyTorch asserts.
NVML_SYMBOL_MISSING = re.compile(r"libnvidia-ml\.so[\w.]*: undefined symbol")
VLLM_NO_VISIBLE_DEVICE = re.compile(r"CUDA_VISIBLE_DEVICES is set to empty string")
# vLLM's platform detection in its debug log: "CUDA platform is not available because no GPU is found." (then "No
# platform detected, vLLM is running on UnspecifiedPlatform", vllm/platforms/__init__.py; a 2025 report): no device for
# it, and it does not go on on the CPU. (The second line alone is read with nothing to judge: vllm-ascend's docs of 0.7
# call it harmless where a platform plugin takes over, and vLLM prints it too where its package metadata is missing.)
VLLM_NO_CUDA_GPU = re.compile(r"CUDA platform is not available because no GPU is found")
CUDARC_DRIVER_ERROR = re.compile(r"DriverError\(CUDA_ERROR_")
# Windows' graphics stack giving up on the device under DirectML (ONNX Runtime, Foundry Local, Windows ML):
# DXGI_ERROR_DEVICE_HUNG (0x887A0006, "The GPU will not respond to more commands, most likely because of an invalid
# command passed by the calling application.") and DXGI_ERROR_DEVICE_REMOVED (0x887A0005) (winerror.h; onnxruntime-genai
# on an Intel iGPU, published_holdout64): the run stops there.
DXGI_DEVICE_LOST = re.compile(r"The GPU will not respond to more commands|\b887A000[56]\b|DXGI_ERROR_DEVICE_(?:HUNG|REMOVED)",
                              re.IGNORECASE)
# CUDA's cudaErrorUnknown (999) raised by a running program ("RuntimeError: CUDA error: unknown error", PyTorch; "CUDA
# error 999 at ...: unknown error", ggml): the driver lost the device mid-run (often beside an Xid in dmesg, or after a
# long idle in a container; published_holdout66), and the program stops.
CUDA_UNKNOWN_ERROR = re.compile(r"CUDA error(?: \d+ at [^:\n]{1,300}:\d+)?: unknown error")
# Windows' event log recording an error of NVIDIA's kernel driver, as its XML view copies it (`<Provider Name="nvlddmkm"
# />`, then EventID 153 or 13/14: the driver reset the GPU after a hang, TDR; LM Studio's CUDA runtime crashing,
# published_holdout67): the Windows counterpart of an Xid, and the run it hit stops.
NVLDDMKM_EVENT = re.compile(r'<Provider Name="nvlddmkm"')
# The CUDA toolkit's stub libcuda loaded instead of the driver's (CUDA_ERROR_STUB_LIBRARY, 34: cudarc's "CUDA operation
# failed with error: CUDA_ERROR_STUB_LIBRARY" under mistral.rs, published_holdout68; the runtime API's "CUDA driver is a
# stub library"): a library path that points into the toolkit; nothing runs on the GPU, and the program stops.
CUDA_STUB_LIBRARY = re.compile(r"CUDA_ERROR_STUB_LIBRARY|cudaErrorStubLibrary|CUDA driver is a stub library")
NVRM_API_MISMATCH = re.compile(r"NVRM: API mismatch: the client has the version")
# CUDA's cudaErrorNotSupported (801) where ggml asks the device for its memory or starts it ("CUDA error: operation not
# supported" then "current device: 0, in function ggml_backend_cuda_get_device_memory ... cudaMemGetInfo(free, total)";
# Ollama on an A100 under a GRID vGPU driver that was not properly installed, published_holdout76): the driver cannot do
# what the runtime needs, and ggml's CUDA errors abort the run.
CUDA_NOT_SUPPORTED = re.compile(r"CUDA error(?: \d+ at [^:\n]{1,300}:\d+)?: operation not supported")
# pynvml unable to load NVIDIA's management library ("OSError: libnvidia-ml.so.1: cannot open shared object file: No such
# file or directory", exo over tinygrad on a Jetson, published_holdout78): no driver library for the program, which stops.
# (pynvml's own words for it, "NVML Shared Library Not Found" (NVMLError_LibraryNotFound), as vLLM's platform detection
# prints them in a container without the driver's libraries: "CUDA platform is not available because: NVML Shared
# Library Not Found", published_holdout142.)
NVML_LIBRARY_MISSING = re.compile(r"libnvidia-ml\.so[\w.]*: cannot open shared object file"
                                  r"|NVML Shared Library Not Found")
# Mesa's RADV Vulkan driver losing the GPU's context ("radv/amdgpu: The CS has been cancelled because the context is lost.
# This context is innocent.", Lemonade's llama.cpp on a Ryzen AI 9 HX 370, published_holdout81): the kernel driver reset
# the GPU (a hang, its own or another context's), the Vulkan counterpart of an Xid; the run stops.
RADV_CONTEXT_LOST = re.compile(r"radv/amdgpu: The CS has been cancelled because the context is lost")
# llamafile's fatal error where its GPU module loaded but found no device ("fatal error: --n-gpu-layers 35 was passed but
# no gpus were found", 0.x for Windows, published_holdout76): it stops there.
LLAMAFILE_NO_GPU = re.compile(r"was passed but no gpus were found")
# PyTorch's lazy CUDA start with no driver at all ("Found no NVIDIA driver on your system. Please check that you have an
# NVIDIA GPU and installed a driver", torch/cuda/__init__.py; a QEMU VM, published_holdout84): no device for it, and the
# assertion stops the program.
PYTORCH_NO_DRIVER = re.compile(r"Found no NVIDIA driver on your system")
# Vulkan's loader finding no driver it can use ("Vulkan Error, code=-9: VK_ERROR_INCOMPATIBLE_DRIVER", MLC LLM's TVM
# runtime creating its instance, published_holdout89): no usable Vulkan driver for the GPU, and the program stops.
VK_INCOMPATIBLE_DRIVER = re.compile(r"VK_ERROR_INCOMPATIBLE_DRIVER")
UNSLOTH_NO_DEVICE = re.compile(r"Unsloth currently only works on (?:NVIDIA|AMD|Intel)[\w ,]{0,40}GPUs")
# (WasmEdge's own wording only: Ollama's "Unable to load cudart library .../libcudart.so.12: ... cannot open shared object
# file" goes on to look for another library, or runs on the CPU.) ONNX Runtime names the provider first too ("...
# TryGetProviderInfo_CUDA] ... LoadLibrary failed with error 126", GLaDOS #117, published_holdout206: a long path cut).
CUDA_RUNTIME_MISSING = re.compile(r"load library failed:\s*libcudart\.so[\w.]*: cannot open shared object file"
                                  r"|LoadLibrary failed with error 126 [^\n]{0,300}onnxruntime_prov"
                                  r"|TryGetProviderInfo_CUDA\][^\n]{0,300}LoadLibrary failed with error 126")
# A program that aborted on its GPU error did not go on on the CPU: ggml's "GGML_ASSERT: ...ggml-cuda.cu:493:
# !"CUDA error"" after "CUDA error 35 at ...", a C++ "terminate called after throwing", a Rust or C "*** Panic",
# "Aborted (core dumped)" (published_holdout13; the experts of the earlier sets read only the driver error there too).
# So did llama-cpp-python unable to load its own library ("RuntimeError: Failed to load shared library '.../libllama.so':
# libcuda.so.1: cannot open shared object file", llama_cpp's _ctypes_extensions.py; published_holdout93): the import fails.
# (The shell's report of the other fatal signals likewise: "Floating point exception (core dumped)", SIGFPE, CogVLM's
# 4-bit load, published_holdout148; "Segmentation fault", "Illegal instruction", "Bus error".)
ABORTED = re.compile(r"GGML_ASSERT|\*\*\* Panic|terminate called after throwing"
                     r"|(?:Aborted|Segmentation fault|Floating point exception|Illegal instruction|Bus error)"
                     r" \(core dumped\)"
                     r"|RuntimeError: Failed to load shared library")
FAILURES = (
    Failure(CONTAINER_CLI, "driver_error", stops=True, keys=("nvidia-container-cli", "could not select device driver")),
    Failure(VULKAN_DEVICE_LOST, "driver_error", stops=True, keys=("device lost on ", "ErrorDeviceLost", "DeviceLostError",
                                                                   "vkQueueSubmit failed -4")),
    # NVML's error 18, NVML_ERROR_LIB_RM_VERSION_MISMATCH (nvml.h): the library and the kernel module differ, as
    # Ollama's discovery printed it before 0.30: "nvmlInit_v2 err: 18", "nvml vram init failure: 18".
    Failure(re.compile(r"nvmlInit\w* err: 18\b|nvml vram init failure: 18\b"), "driver_mismatch",
            keys=("err: 18", "failure: 18")),
    Failure(re.compile(r"no CUDA-capable device is detected|no ROCm-capable device is detected"), "no_devices",
            keys=("capable device",)),
    # The kernel module refusing a driver library of another release ("NVRM: API mismatch: the client has the version
    # 550.76, but NVRM: this kernel module has the version 550.67.", the driver's nv.c in dmesg; published_holdout13 and
    # 65): what nvidia-smi then calls "Driver/library version mismatch".
    Failure(NVRM_API_MISMATCH, "driver_mismatch", stops=True),
    # Unsloth's import where PyTorch sees no CUDA, ROCm or XPU device ("NotImplementedError: Unsloth currently only works
    # on NVIDIA GPUs and Intel GPUs.", unsloth/__init__.py's get_device_type, 2025-2026; published_holdout65, on a DGX
    # Spark whose PyTorch lacked its CUDA): no device for it, and it stops.
    Failure(UNSLOTH_NO_DEVICE, "no_devices", stops=True, keys=("Unsloth currently only works",)),
    # rocBLAS finding no GPU it supports ("rocBLAS error: Could not initialize Tensile host: No devices found"), and Jan's
    # llama.cpp extension finding none in llama-server --list-devices ("[tauri_plugin_llamacpp::device][WARN] No devices
    # found in output", Jan of 2026-02), both in published_holdout14.
    Failure(re.compile(r"Could not initialize Tensile host: No devices found|No devices found in output"), "no_devices",
            keys=("No devices found",)),
    # llamafile ("warning: no usable GPU found, --gpu-layers option will be ignored") and text-generation-webui's 2023
    # start script ("Warning: no GPU has been detected." then "Falling back to CPU mode."), published_holdout18.
    Failure(re.compile(r"no usable GPU found|no GPU has been detected"), "no_devices",
            keys=("no usable GPU", "no GPU has been")),
    # TensorFlow's CUDA diagnostics after cuInit fails ("I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:163] no
    # NVIDIA GPU device is present: /dev/nvidia0 does not exist", 1.x and 2.x): no device node, a container started
    # without --gpus or a host whose driver is not loaded; TensorFlow goes on on the CPU (published_holdout183, the
    # message quoted in a DeepLabCut report).
    Failure(re.compile(r"no NVIDIA GPU device is present: /dev/nvidia\d+ does not exist"), "no_devices",
            keys=("no NVIDIA GPU device is present",)),
    Failure(INSTALLER_NO_GPU, "no_devices", keys=("CPU-only mode",)),
    Failure(CONTAINER_NO_DRIVER, "no_devices", stops=True, keys=("NVIDIA Driver was not detected",)),
    Failure(CONTAINER_CUDA_FAILED, "driver_error", stops=True, keys=("CUDA failed to initialize",)),
    Failure(re.compile(re.escape(EMPTY_DEVICE_LIST)), "no_devices", stops=True, keys=(EMPTY_DEVICE_LIST,)),
    Failure(GPUSTACK_NO_GPU, "no_devices", stops=True, keys=("No GPU detectors",)),
    Failure(LM_STUDIO_SURVEY_NO_GPU, "no_devices", stops=True, keys=("NoDevicesFound",)),
    # NVIDIA's Triton server with a driver older than its CUDA ("W0816 ... pinned_memory_manager.cc:236] Unable to allocate
    # pinned system memory, pinned memory pool will not be available: CUDA driver version is insufficient for CUDA runtime
    # version", LMDeploy's TurboMind image of 2023, published_holdout133): a server of GPU backends, with no CPU run to
    # fall back to.
    Failure(re.compile(r"Unable to allocate pinned system memory, pinned memory pool will not be available: CUDA driver "
                       r"version is insufficient"), "driver_error", stops=True, keys=("pinned system memory",)),
    Failure(re.compile(r"CUDA driver version is insufficient for CUDA runtime version"), "driver_error"),
    # CUDA's runtime library (or the CUDA provider that needs it) missing where a GPU build loads its plugin: WasmEdge's
    # GGML plugin for LlamaEdge ("load library failed:libcudart.so.12: cannot open shared object file", 2024) and ONNX
    # Runtime's CUDA provider under Foundry Local ("LoadLibrary failed with error 126 \"\" when trying to load
    # \"...\\onnxruntime_providers_cuda.dll\"", 0.2), both in published_holdout135, whose experts read the GPU stack
    # broken: the program stops there.
    Failure(CUDA_RUNTIME_MISSING, "driver_error", stops=True, keys=("load library failed", "LoadLibrary failed with error 126")),
    Failure(re.compile(r"libcuda\.so[\w.]*: (?:cannot open shared object file|file too short|wrong ELF class|undefined symbol)"), "driver_error",
            keys=("libcuda",)),
    # The driver's NVML library lacking a function the program was built against ("Can't find
    # nvmlDeviceGetNvLinkRemoteDeviceType: /lib64/libnvidia-ml.so.1: undefined symbol: nvmlDeviceGetNvLinkRemoteDeviceType",
    # PyTorch's c10/cuda/driver_api.cpp, published_holdout54): a driver older than the program expects, as libcuda's.
    Failure(NVML_SYMBOL_MISSING, "driver_error", stops=True, keys=("libnvidia-ml",)),
    # CUDA's driver API failing by its own name in Rust's cudarc (text-embeddings-inference 0.6: "DriverError(
    # CUDA_ERROR_UNKNOWN, \"unknown error\")" at its backend's start, published_holdout54; candle, mistral.rs): the driver
    # could not start a context; with no device, none was found (its out-of-memory error is oom_patterns.OOM's).
    Failure(re.compile(r"DriverError\(CUDA_ERROR_(?:UNKNOWN|NOT_INITIALIZED|SYSTEM_DRIVER_MISMATCH|SYSTEM_NOT_READY|INVALID_IMAGE"
                       r"|NO_BINARY_FOR_GPU|UNSUPPORTED_PTX_VERSION|COMPAT_NOT_SUPPORTED_ON_DEVICE)\b"), "driver_error",
            keys=("DriverError(CUDA_ERROR_",)),
    Failure(re.compile(r"DriverError\(CUDA_ERROR_NO_DEVICE\b"), "no_devices", keys=("DriverError(CUDA_ERROR_",)),
    # vLLM refusing an empty CUDA_VISIBLE_DEVICES ("RuntimeError: CUDA_VISIBLE_DEVICES is set to empty string, which
    # means GPU support is disabled.", device_id_to_physical_device_id in vllm/platforms/cuda.py, published_holdout54;
    # later releases, and SGLang's copy, add a hint for Ray workers, vLLM issue #8402): no GPU for it, and it stops.
    Failure(VLLM_NO_VISIBLE_DEVICE, "no_devices", stops=True),
    Failure(VLLM_NO_CUDA_GPU, "no_devices", stops=True),
    Failure(re.compile(r"Unable to load (?:nvcuda|cudart)|unable to load CUDA management library", re.IGNORECASE), "driver_error",
            keys=("nvcuda", "cudart", "management library")),
    Failure(re.compile(r"rocBLAS error: Cannot read|no rocblas support|TensileLibrary\.dat", re.IGNORECASE), "driver_error",
            keys=("rocblas", "Tensile")),
    Failure(re.compile(r"failure during (?:llama-server )?GPU discovery"), "driver_error", keys=("GPU discovery",)),
    # Ollama 0.1.3x could not read a detected card's memory through the driver: "error looking up CUDA GPU memory:
    # device memory info lookup failure 0: 4" (gpu.go; NVML's error 4 is NVML_ERROR_NO_PERMISSION).
    # (0.6 of 2025 writes "nvidia": 'msg="error looking up nvidia GPU memory" error="cuda driver library failed to get
    # device context 801"' on a vGPU without CUDA, published_holdout64.)
    Failure(re.compile(r"error looking up (?:CUDA|ROCm|NVIDIA) GPU memory", re.IGNORECASE), "driver_error",
            keys=("error looking up",)),
    # The CUDA toolkit's stub NVML library loaded instead of the driver's: its own banner ("libnvidia-ml.so in GDK package
    # is a stub library that is attached only for build purposes", printed on load; Ollama 0.1.2x picking
    # /opt/cuda/.../stubs/libnvidia-ml.so first, published_holdout64).
    Failure(re.compile(r"in GDK package is a stub library"), "driver_error"),
    Failure(DXGI_DEVICE_LOST, "driver_error", stops=True,
            keys=("will not respond to more commands", "887A000", "887a000", "DXGI_ERROR_DEVICE")),
    # Ollama's discovery, having found nothing it can use (gpu.go, 0.1.3x to 0.11): no device, unless it named a card
    # it does not support (UNSUPPORTED_GPU), which is the reason then.
    Failure(re.compile(r"no compatible GPUs were discovered"), "no_devices"),
    # A Jetson whose CUDA cannot open Tegra's memory manager (the user lacks access to /dev/nvmap, or the L4T
    # driver does not match): "NvRmMemInitNvmap failed with Permission denied", "****NvRmMemInit failed****".
    Failure(re.compile(r"NvRmMemInit\w* failed"), "driver_error", keys=("NvRmMemInit",)),
    Failure(METAL_NO_BUFFERS, "driver_error", stops=True, keys=("max buffer size: 0",)),
    # ggml_cuda_init gives up and the run goes on without CUDA: "failed to initialize CUDA: unknown error".
    Failure(re.compile(r"ggml_cuda_init: failed to initialize CUDA: "), "driver_error"),
    # CUDA's own words for a driver it cannot start (cudaErrorInitializationError 3, cudaErrorUnknown 999 at init,
    # cudaErrorInsufficientDriver), as ggml prints them: "CUDA error 3 at ggml-cuda.cu:5661: initialization error".
    Failure(re.compile(r"CUDA error(?: \d+ at [^:\n]{1,300}:\d+)?: (?:initialization error|system has unsupported display driver"
                       r"|forward compatibility was attempted)"), "driver_error",
            keys=("initialization error", "unsupported display driver", "forward compatibility")),
    Failure(KERNEL_IMAGE_INVALID, "driver_error", stops=True,
            keys=("kernel image is invalid", "unsupported toolchain")),
    Failure(CUDA_UNKNOWN_ERROR, "driver_error", stops=True, keys=("unknown error",)),
    Failure(CUDA_NOT_SUPPORTED, "driver_error", stops=True, keys=("operation not supported",)),
    Failure(LLAMAFILE_NO_GPU, "no_devices", stops=True),
    Failure(NVML_LIBRARY_MISSING, "driver_error", stops=True, keys=("libnvidia-ml", "NVML Shared Library")),
    Failure(RADV_CONTEXT_LOST, "driver_error", stops=True),
    # PyTorch's warning when CUDA cannot start at all ("UserWarning: CUDA initialization: CUDA unknown error - this may
    # be due to an incorrectly set up environment, ... Setting the available devices to be zero.", "CUDA initialization:
    # Unexpected error from cudaGetDeviceCount()", torch/cuda/__init__.py; DB-GPT on an RTX 4090, published_holdout73):
    # a warning, and the program goes on without a GPU.
    Failure(re.compile(r"CUDA initialization: (?:CUDA unknown error|Unexpected error from cudaGetDeviceCount)"), "driver_error",
            keys=("CUDA initialization: ",)),
    Failure(NVLDDMKM_EVENT, "driver_error", stops=True, keys=("nvlddmkm",)),
    Failure(CUDA_STUB_LIBRARY, "driver_error", stops=True, keys=("STUB_LIBRARY", "StubLibrary", "stub library")),
    Failure(FALLEN_OFF_THE_BUS, "driver_error", stops=True),
    Failure(X_DRIVER_INIT_FAILED, "driver_error", stops=True),
    # The kernel module unable to start any card at boot ("NVRM: The NVIDIA probe routine failed for 1 device(s).", "NVRM:
    # None of the NVIDIA devices were initialized.", the driver's nv.c in dmesg; after its message that the release does
    # not support the card's PCI ID, in a training repository's nvidia_log.txt, published_holdout165): no GPU until fixed.
    Failure(re.compile(r"NVRM: (?:The NVIDIA probe routine failed for \d+ device|None of the NVIDIA devices were initialized)"),
            "driver_error", stops=True, keys=("NVRM: The NVIDIA probe routine failed", "NVRM: None of the NVIDIA devices")),
    Failure(XID, "driver_error", stops=True, keys=("NVRM: Xid",)),
    Failure(AMD_GPU_FAULT, "driver_error", stops=True, keys=("page fault (src_id", "Memory access fault by GPU",
                                                                    "PROTECTION_FAULT_STATUS", "of IP block <", "ip_resume failed")),
    Failure(ASCEND_NO_OP_BINARY, "driver_error", stops=True, keys=("any binary",)),
    Failure(NVRM_INIT_FAILED, "driver_error", stops=True, keys=("RmInitAdapter failed", "rm_init_adapter failed")),
    Failure(NO_KERNEL_FOR_ARCH, "driver_error", stops=True,
            keys=("invalid device function", "hipErrorInvalidDeviceFunction", "no kernel image", "current PyTorch installation", "no longer supports this GPU", "which is of c")),
    # ROCm's runtime unable to open the kernel driver's queues: rocminfo's "hsa api call failure at:
    # ...rocminfo.cc:1219" then "Call returned HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the
    # necessary resources" (/dev/kfd reachable but unusable, as in an unprivileged container; published_holdout30).
    Failure(HSA_OUT_OF_RESOURCES, "driver_error", stops=True),
    # Ollama 0.1.2x's discovery that found no GPU management library: 'gpu.go:237 msg="Discovered GPU libraries: []"'
    # (the closing bracket alone where a copy lost the opening one; published_holdout33, in a container without the GPU).
    Failure(re.compile(r"Discovered GPU libraries: \[?\]"), "no_devices", keys=("Discovered GPU libraries",)),
    # CUDA's cudaErrorSystemNotReady (802): an NVSwitch system whose fabric manager is not running, or a driver stack
    # the runtime cannot start ("cudaGetDeviceCount() ... Error 802: system not yet initialized", published_holdout34)
    Failure(CUDA_NOT_READY, "driver_error", stops=True, keys=("system not yet initialized",)),
    Failure(DRIVER_TOO_OLD, "driver_error", stops=True),
    # llama.cpp's CUDA build that finds no device ("ggml_cuda_init: no CUDA devices found, CUDA will be disabled",
    # b2477, published_holdout36): it goes on on the CPU
    Failure(re.compile(r"ggml_cuda_init: no CUDA devices found"), "no_devices"),
    Failure(PYTORCH_NO_DRIVER, "no_devices", stops=True),
    Failure(VK_INCOMPATIBLE_DRIVER, "driver_error", stops=True),
    # The program's own fatal errors named above (NO_DEVICE_FATAL, CUDARC_DRIVER_ERROR): their finding is an earlier
    # record's (a device missing, a driver error), and no CPU run follows them.
    Failure(NO_DEVICE_FATAL, None, stops=True),
    Failure(CUDARC_DRIVER_ERROR, None, stops=True),
)
# The findings' patterns in order (the first that matches a line names its finding), those after which no CPU run
# follows, and the literal pieces one of which every matched line holds: a case-insensitive alternation over a large
# paste is slow, so the patterns run only on lines holding one.
GPU_UNUSABLE = tuple((failure.pattern, failure.code) for failure in FAILURES if failure.code)
UNUSABLE_PATTERNS = tuple(pattern for pattern, _ in GPU_UNUSABLE)  # in the order that picks a line's code
STOPS_THE_RUN = tuple(failure.pattern for failure in FAILURES if failure.stops)
GPU_UNUSABLE_KEYS = tuple(dict.fromkeys(key for failure in FAILURES if failure.code for key in failure.prefilter_keys))
# Ollama before 0.6 started one runner per library; its CPU ones sat in runners/cpu, cpu_avx, cpu_avx2.
# Ollama's discovery naming an AMD card its ROCm build does not support: "amdgpu [0] gfx1103 is not supported by
# /tmp/ollama.../rocm [gfx1030 ...]" (0.1.3x, amd_linux.go), msg="amdgpu is not supported" gpu_type=gfx1031 (0.3 to
# 0.11, amd_windows.go; "(supported types:[])" in 0.11).
UNSUPPORTED_GPU = re.compile(r"amdgpu (?:\[\d+\] \w+ )?is not supported")
# llama.cpp's automatic fit finding no device with memory of its own (its "nd == 0" branch: "llama_params_fit_impl: no
# devices with dedicated memory found", b7585 of 2025-12, published_holdout102; since 2026 "common_params_fit_impl:
# projected to use 466 MiB of host memory vs. 3616 MiB of total host memory", an Android phone, published_holdout101):
# every layer on the CPU, unless the paste shows a GPU, which is then an integrated one the fit does not count (a Vulkan
# APU still offloads: guess_contradicted, below).
NO_DEDICATED_DEVICE_TEXT = (r"no devices with dedicated memory found"
                            r"|projected to use \d+ MiB of host memory vs\. \d+ MiB of total host memory")
NO_DEDICATED_DEVICE = re.compile(NO_DEDICATED_DEVICE_TEXT)
# (A CPU run's own words are cpu_fallback.CPU_FALLBACK.)


# Ollama 0.1's server guessing the same from nvidia-smi failing in its own environment ("warning: gpu support may not be
# enabled, check that you have installed GPU drivers: nvidia-smi command failed"): alone, a CPU run (published_holdout43's
# expert); beside an nvidia-smi table that shows the card, not (published_holdout's expert, under WSL2).
SERVER_GUESS_NO_GPU = re.compile(r"[Gg][Pp][Uu] support may not (?:be )?enabled")


def guess_contradicted(line: str, gpus_shown: bool) -> bool:
    """Whether a line is a guess that no GPU is there (Ollama's install script, its 0.1 server's nvidia-smi check, or
    llama.cpp's fit finding no dedicated device), in a paste that shows one."""
    return gpus_shown and any(pattern.search(line) is not None
                              for pattern in (INSTALLER_NO_GPU, SERVER_GUESS_NO_GPU, NO_DEDICATED_DEVICE))
