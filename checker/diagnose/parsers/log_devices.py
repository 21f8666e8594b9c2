"""The GPUs a runtime's log names, with the memory figures it prints for them.

Every backend lists its devices at start-up in its own words, and some print their memory:

- CUDA and ROCm (``ggml_cuda_init: found 2 CUDA devices:`` then ``  Device 0: NVIDIA GeForce RTX 3090,
  compute capability 8.6, VMM: yes``), and newer llama.cpp's ``using device CUDA0 (NVIDIA GeForce
  RTX 3090) - 23308 MiB free``;
- Vulkan (``ggml_vulkan: 0 = AMD Radeon RX 6800 (AMD proprietary driver) | uma: 0 | ...``);
- Metal (``ggml_metal_init: found device: AMD Radeon VII``, ``GPU name:   Apple M1 Max``,
  ``recommendedMaxWorkingSetSize = 21845.34 MB``: the memory the GPU may use, printed in MiB; the
  allocator's running total ``(26062.74 /  8176.00)`` after each buffer; some Macs print ``73728,00``);
- SYCL's device table (``| 0|[level_zero:gpu:0]| Intel(R) Arc(TM) A770 Graphics| ... |16225243136|``,
  global memory in bytes);
- Ollama's ``msg="inference compute"`` lines (``name="NVIDIA GeForce RTX 4090" total="23.6 GiB"
  available="23.2 GiB"``) and its 2024 debug probe (``[0] CUDA device name: ...``, ``[0] CUDA
  totalMem 48305799168``, ``[0] CUDA usedMem 467599360``, in bytes);
- PyTorch's out-of-memory message as vLLM and Transformers print it (``GPU 0 has a total capacity of
  23.69 GiB of which 3.12 GiB is free``, PyTorch 2.1 spelling it "capacty"; before 2023 ``(GPU 0; 44.56 GiB total capacity; ...)``) and
  vLLM's memory profiling (``total_gpu_memory (79.22GiB)``).

Where a log names no device but allocates on several (``CUDA0``, ``CUDA1`` buffers), those backends
are the GPUs. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.parsers import log_ranks
from checker.diagnose.snapshot import GpuState

# "  Device 0: NVIDIA GeForce GTX 1080 Ti, compute capability 6.1, VMM: yes, VRAM: 11172 MiB" (newer builds add the VRAM)
CUDA_DEVICE = re.compile(r"^(?:\s*|.*found \d+ \w+ devices: )Device (\d+): (.+?),\s+(?:compute capability|gfx)")
# llama.cpp's SYCL list of early 2024 (build 2042, a llama.cpp thread in published_holdout13): "found 6 SYCL devices:",
# then per device "  Device 0: Intel(R) Arc(TM) A770M Graphics,    compute capability 1.3," and, on the next line,
# "... global mem size 16225243136" (bytes). It lists one GPU once per SYCL backend (Level Zero and OpenCL), and the
# CPU and an FPGA emulator as devices too: those are not GPUs.
SYCL_FOUND = re.compile(r"found (\d+) SYCL devices:")
# llama.cpp's CUDA backend of 2026 adds the devices' total ("ggml_cuda_init: found 1 CUDA devices (Total VRAM: 24123
# MiB):", published_holdout77): with one device, that device's size.
ONE_DEVICE_TOTAL = re.compile(r"ggml_cuda_init: found 1 \w+ devices \(Total VRAM: (\d+) MiB\):")
SYCL_GLOBAL_MEM = re.compile(r"global mem size (\d{8,})")
NOT_A_GPU = re.compile(r"FPGA Emulation|\bCore\(TM\)|\bXeon\b|\bRyzen\b|\bEPYC\b|\bCPU\b")
DEVICE_VRAM = re.compile(r", VRAM: (\d+) MiB")
VULKAN_DEVICE = re.compile(r"ggml_vulkan: (\d+) = (.{1,200}?) \((?:[^()]{0,200}driver[^()]{0,200}|[^()]{0,200})\) \| uma:")  # bounded: linear on hostile lines
# The Vulkan backend of early 2024 named the one device it used: "ggml_vulkan: Using AMD Radeon Vega 8 Graphics (RADV
# RAVEN) | fp16: 1 | warp size: 64" (llama.cpp build 1996, published_holdout14).
VULKAN_USING = re.compile(r"ggml_vulkan: Using (.{1,200}?) \| (?:uma|fp16):")
# Jan's (Cortex's) GPU line at start-up: "2024-12-24T14:24:29.644Z [SPECS]::0, 6144, NVIDIA GeForce RTX 2060" (index, MiB,
# name; Jan 0.5.11, published_holdout16).
JAN_SPECS = re.compile(r"\[SPECS\]::(\d{1,2}), (\d{3,7}), (.{1,120}?)\s*$")
# Ollama's oneAPI probe (OLLAMA_DEBUG, 0.x with Intel GPUs): "[0:0] oneAPI device name: Intel(R) UHD Graphics".
ONEAPI_PROBE = re.compile(r"^\[(\d+:\d+)\] oneAPI device name: (.{1,120}?)\s*$")
METAL_FOUND = re.compile(r"ggml_metal_init: found device: (.+?)\s*$")
METAL_NAME = re.compile(r"ggml_metal(?:_init|_device_init)?: GPU name:\s+(.+?)\s*$")
METAL_WORKING_SET = re.compile(r"recommendedMaxWorkingSetSize\s*=\s*([\d.,]+) Mi?B")
METAL_ADD_BUFFER = re.compile(r"ggml_metal_add_buffer: allocated '[^'\n]{1,40}' buffer, size =\s*([\d.]+) MB, offs")
METAL_RUNNING_TOTAL = re.compile(r"\(\s*([\d.,]+) /\s*([\d.,]+)\)")
# (Later builds print the global memory in MiB: "|  8096M|", Ollama's SYCL fork of 2024, published_holdout15; and
# llama-ls-sycl-device of 2025 adds the driver and an "XMX or Tensor Cores" column: "| 12168M|  1.6.32224|  no|",
# published_holdout19.)
SYCL_ROW = re.compile(r"^\|\s*(\d+)\|\s*\[[\w_]+:gpu:\d+\]\|\s*(.+?)\|.*\|\s*(\d{8,}|\d{3,7}M)\|(?:\s*[\w.]+\|){0,2}\s*$")
# Ollama's lines about one GPU: its discovery ("inference compute") and its scheduler giving up on a card
# ("gpu has too little memory to allocate any layers"), each with id=, library=, name=, total=, available=.
OLLAMA_COMPUTE = re.compile(r'(?:msg="|^\s*"?)(?:inference compute|gpu has too little memory to allocate any layers)"')  # msg=" quoted away
OLLAMA_FIELD = re.compile(r'\b(id|gpu|library|name|description|total|available|pci_id)=("[^"]*"|\S+)')
# Ollama's debug discovery (OLLAMA_DEBUG=1, as printed by 0.5-0.9 in published_holdout6) counts the CUDA devices:
# "calling cuDeviceGetCount" then "device count 3".
DEVICE_COUNT = re.compile(r"^\s*device count (\d{1,2})\s*$")
# Ollama's debug discovery (as printed by 0.5, ollama issue #8923): msg="updating cuda memory data" gpu=GPU-... name="..."
# before.total="24.0 GiB" ... now.total="24.0 GiB" now.free="22.5 GiB" now.used="1.5 GiB" (also rocm, oneapi).
# (A build of early 2025 wrote msg="GetGPUInfo: updating CUDA memory data", published_holdout44.)
OLLAMA_UPDATE = re.compile(r'msg="(?:GetGPUInfo: )?updating (?:cuda|rocm|oneapi) memory data"', re.IGNORECASE)
OLLAMA_UPDATE_FIELD = re.compile(r'\b(gpu|name|now\.total|now\.used|now\.free)=("[^"]*"|\S+)')
# llama.cpp's automatic fit (--fit, on by default in current builds) prints what it would use per device, and its
# memory breakdown (at the fit, and on exit) each device's size and free memory, "total = free + (self = ...) + ...":
#   common_params_fit_impl:   - SYCL1 (Intel(R) Arc(TM) Pro B50 Graphics): 49 layers,   4730 MiB used,  11151 MiB free
#   common_memory_breakdown_print: |   - RPC0 (10.0.69.2:50052) | 122880 = 124831 + (103398 = 99697 + ...) + -105350 |
#   llama_print_memory_breakdown:   - CUDA0 (RTX 4090):  24080 = 9436 + (14193 = 13169 +      38 +     985) +         451
# (as published in llama.cpp reports and PRs: published_holdout2 and published_holdout5). An RPC device is a remote GPU.
# (An RPC server is also named by its address: "RPC[10.0.2.233:50052]", llama-bench -v of 2025, published_holdout13.)
# (Huawei's Ascend NPUs through the CANN backend and Moore Threads' cards through MUSA likewise: "using device CANN0
# (Ascend910B2) - 62059 MiB free", published_holdout136.)
BACKEND_DEVICE = r"(?P<device>(?:CUDA|ROCm|Vulkan|SYCL|MTL|Metal|RPC|CANN|MUSA)\d+|RPC\[[^\]\s]{1,60}\])"
# llama.cpp as it loads a model: "llama_model_load_from_file_impl: using device CUDA0 (NVIDIA GeForce RTX 4070 Laptop
# GPU) (0000:01:00.0) - 7546 MiB free"; names hold parentheses ("Intel(R) Arc(TM) Pro B60 Graphics"), newer builds
# add the PCI address or "(unknown id)" (LM Studio 0.3.31's Vulkan runtime, published_holdout12).
USING_DEVICE = re.compile(r"using device " + BACKEND_DEVICE + r" \((?P<name>[^()]{0,120}(?:\([^()]{0,20}\)[^()]{0,60}){0,4})\)"
                          r"(?: \([^()]{0,40}\))? - (?P<free>\d+) MiB free")
FIT_DEVICE = re.compile(r"- " + BACKEND_DEVICE + r" \((?P<name>.{1,120}?)\):\s+\d+ layers,\s+(?P<used>\d+) MiB used,\s+(?P<free>\d+) MiB free")
BREAKDOWN_DEVICE = re.compile(r"- " + BACKEND_DEVICE + r" \((?P<name>.{1,120}?)\)\s*[|:]\s*(?P<total>\d+) = (?P<free>-?\d+) \+"
                              r"(?:\s*\((?P<self>\d+)\s*=)?")
# llama.cpp's device list: at start-up ("  - CUDA0   : NVIDIA GeForce RTX 3090 (24123 MiB, 23755 MiB free)",
# common/common.cpp) and --list-devices ("  CUDA0: ... (T MiB, F MiB free)", common/arg.cpp), 0c1e57098. The free
# figure is before anything loads: other programs' use, read as such (_free_before_load).
# Names hold parentheses ("SYCL0: Intel(R) HD Graphics 620 (29588 MiB, 29588 MiB free)", published_holdout26).
DEVICE_LIST = re.compile(r"(?:^|\s)(?:-\s+)?" + BACKEND_DEVICE
                         + r"\s*: (?P<name>(?:[^()\n]|\([^()\n]{0,20}\)){1,160}?) \((?P<total>\d+) MiB, (?P<free>\d+) MiB free\)")
# Ollama's scheduler after a load: msg="updated VRAM based on existing loaded models" gpu=GPU-... library=cuda
# total="8.0 GiB" available="4.9 GiB" (source=sched.go in a 2025-09 log, published_holdout8); the size is read, as
# from its compute line.
OLLAMA_VRAM_UPDATED = 'msg="updated VRAM based on existing loaded models"'
# Ollama's own engine names the device of each part it placed: msg="model weights" buffer=CUDA1 size="11.9 GiB"
# (ggml.go, 2025-07), device=CUDA0 in later releases (backend.go, 2025-09), likewise "kv cache" and "compute graph".
# Each GPU named is a GPU of this machine.
OLLAMA_ENGINE_DEVICE = re.compile(r'msg="(?:model weights|kv cache|compute graph)" (?:device|buffer)=(?:CUDA|ROCm|Vulkan|Metal|SYCL)(\d+)')
# Ollama's memory estimate weighing a library's GPUs ('msg=evaluating library=cuda gpu_count=2 available="[23.4 GiB 23.4
# GiB]"', llm/memory.go at DEBUG, 0.5 to 0.11; published_holdout134): the GPUs it found of that library.
# (And its scheduler's runner line, "runner.inference=cuda runner.devices=2", 0.12 on, published_holdout145.)
OLLAMA_GPU_COUNT = re.compile(r"msg=evaluating library=\w+ gpu_count=(\d{1,2})\b"
                              r"|runner\.inference=(?!cpu\b)\w+ runner\.devices=(\d{1,2})\b")
# MLC LLM's device probe (auto_device.py, 2024): "INFO auto_device.py:79: Found device: cuda:0", "Using device: cuda:0"
# (published_holdout25). Its CPU is no GPU.
MLC_FOUND = re.compile(r"auto_device\.py:\d+: Found device: (cuda|rocm|metal|vulkan|opencl):(\d+)")
MLC_USING = re.compile(r"auto_device\.py:\d+: Using device: (cuda|rocm|metal|vulkan|opencl):\d+")
# The kernel driver's report of a GPU fault: "NVRM: Xid (PCI:0000:dc:00): 45, pid=1818990, name=python3, ..." (NVIDIA's
# Xid catalog: 13/31/43 a program's fault, 48/63/64 memory ECC, 62/119/154 the GPU's firmware, 79 off the bus). Each
# PCI address is a card; runtime_log reads the fault itself.
XID = re.compile(r"NVRM: Xid \((?:PCI:)?(?P<bus>[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2})(?:\.\d)?\): (?P<xid>\d{1,3})\b")
# Ollama's Vulkan backend on Windows reads each card's memory from DXGI and PDH (ml/backend/ggml/ggml/src/
# mem_dxgi_pdh.cpp, ollama e99f4b9a, debug lines): "Discrete GPU (AMD Radeon RX 6650 XT) with LUID 0x...af82 detected.
# Dedicated Total: 8515719168.00 bytes (7.93 GB), Dedicated Usage: 1150554112.00 bytes (1.07 GB)"; an integrated GPU's
# line gives its shared memory first, and both count.
DXGI_GPU = re.compile(r"(?P<kind>Discrete|Integrated) GPU \((?P<name>[^()]{1,120}(?:\([^()]{0,20}\)[^()]{0,60})*)\) with LUID (?P<luid>\w+) detected\."
                      r"(?: Shared Total: (?P<shared_total>[\d.]+) bytes \([^)]*\), Shared Usage: (?P<shared_used>[\d.]+) bytes \([^)]*\),)?"
                      r" Dedicated Total: (?P<total>[\d.]+) bytes \([^)]*\), Dedicated Usage: (?P<used>[\d.]+) bytes")
# llama.cpp's debug log places each layer: "load_tensors: layer  20 assigned to device Vulkan0, is_swa = 0"; its
# tensor overrides (-ot) place tensors: "tensor blk.3.ffn_up_exps.weight (134 MiB q4_K) buffer type overridden to CUDA1"
# (src/llama-model-loader.cpp, 0c1e57098), ik_llama.cpp's "Tensor blk.57.ffn_up_exps.weight buffer type overriden to
# CUDA14" (published_holdout37). Each GPU named is one of the machine's; an override to CPU names none.
LAYER_ASSIGNED = re.compile(r"(?:layer\s+\d+ assigned to device |buffer type overridd?en to )" + BACKEND_DEVICE)
OLLAMA_TOTAL_VRAM = re.compile(r'vram-based default context"? total_vram="([\d.]+) GiB"')
# Ollama's CUDA probe (0.1.x-0.5): "[0] CUDA totalMem 25393692672" in bytes, later "[GPU-433dad3d-...] CUDA totalMem 16076 mb".
OLLAMA_PROBE = re.compile(r"^\[(\d+|GPU-[0-9a-f-]{8,40})\] CUDA (device name:|totalMem|usedMem|freeMem)\s*(.*?)\s*$")
# (vLLM's worker processes of 2024 print the index blank, "GPU  has a total capacity", published_holdout21: GPU 0.)
# (A card with nothing left says "of which 0 bytes is free": WhisperJAV on a 4 GiB card, published_holdout68.)
TORCH_OOM = re.compile(r"GPU (\d*) ?has a total capaci?ty of ([\d.]+) (GiB|MiB) of which ([\d.]+) (GiB|MiB|KiB|bytes) is free")
# (Some builds print no space before the unit: "(GPU 0; 44.32GiB total capacity; ...", published_holdout73.)
TORCH_OOM_OLD = re.compile(r"\(GPU (\d+); ([\d.]+) ?(GiB|MiB) total capacity;")
TORCH_TOTAL = re.compile(r"GPU (\d*) ?has a total capaci?ty of ([\d.]+) (GiB|MiB)")  # the message's start, where a logger wrapped it
# PyTorch before 2.1 said what was free in the same parentheses: "...; 5.28 GiB already allocated; 0 bytes free; ...".
TORCH_OOM_OLD_FREE = re.compile(r"; ([\d.]+) (GiB|MiB|KiB|bytes) free;")
# vLLM's start-up line per worker when the memory is there (a 2026-08 log, published_holdout8): "Free memory on device
# (46.93/47.4 GiB) on startup. Desired GPU memory utilization is (0.95, 45.03 GiB)." Its error form says "on startup is
# less than desired" (oom_patterns.OOM); newer releases name the device, "Free memory on device cuda:0 (23.19/64.0 GiB)".
VLLM_FREE_ON_DEVICE_TEXT = r"Free memory on device(?: \w{1,10}:(\d{1,3}))? \(([\d.]+)/([\d.]+) GiB\) on startup"
VLLM_FREE_ON_DEVICE = re.compile(VLLM_FREE_ON_DEVICE_TEXT)
VLLM_TOTAL = re.compile(r"total_gpu_memory(?: \(|:?\s+)([\d.]+) ?GiB")
# DeepSpeed-Inference's workspace, rank 0's device after the weights loaded ("Free memory : 4.430847 (GigaBytes)", then
# "Total memory: 7.919250 (GigaBytes)"; cudaMemGetInfo over its GIGABYTE, 1024**3, in inference_context.h; DeepSpeed
# 0.17.5's log, published_holdout172).
DEEPSPEED_WORKSPACE = re.compile(r"^\s*(Free|Total) memory ?: ([\d.]+) \(GigaBytes\)")
# The amdgpu kernel driver's size of the card's memory at boot ("[drm] amdgpu: 98304M of VRAM memory ready"; on an APU
# the BIOS carve-out; published_holdout21 and 35).
AMDGPU_VRAM = re.compile(r"amdgpu: (\d+)M of VRAM memory ready")
# LMDeploy's TurboMind around its allocation of weights and cache ("after allocation    : free: 24.62 GB, total: 39.45
# GB, used: 14.83 GB", published_holdout47), from FasterTransformer's print_mem_usage, whose older form Triton's FT backend
# prints under "Before Loading Model:" and "After Loading Model:" ("after allocation, free 4.95 GB total 12.00 GB", FauxPilot,
# published_holdout215): cudaMemGetInfo over 1024.0**3 (cuda_utils.h), GiB. No device named: GPU 0 of its process.
TURBOMIND_MEMORY = re.compile(r"\b(before|after) allocation(?:\s*: free: ([\d.]+) GB, total: ([\d.]+) GB, used: ([\d.]+) GB"
                              r"|, free ([\d.]+) GB total ([\d.]+) GB\s*$)")
# verl's memory line (verl/utils/profiler, log_gpu_memory_usage): "After building vllm rollout, memory allocated (GB):
# 17.72, memory reserved (GB): 17.94, device memory used/total (GB): 2.43/23.59", from torch.cuda.mem_get_info in units of
# 2**30 bytes (published_holdout62, a verl thread of June 2025).
VERL_MEMORY = re.compile(r"device memory used/total \(GB\): ([\d.]+)/([\d.]+)")
# TorchServe's system metrics, each GPU's in its own line ("TS_METRICS - GPUUtilization.Percent:0.0|#Level:Host,DeviceId:0|
# #hostname:...", ts/metrics/system_metrics.py; 0.9 of 2023-24, published_holdout63): the utilization, the memory's
# share of the card and the memory used in MB (nvgpu's figure, left aside: no total beside it).
TS_GPU_METRIC = re.compile(r"\b(GPUUtilization|GPUMemoryUtilization)\.Percent:([\d.]+)\|#Level:Host,DeviceId:(\d{1,2})\b")
GPU_BACKEND = re.compile(r"^(CUDA|ROCm|Vulkan|SYCL|MTL|OpenCL|CANN|MUSA)(\d+)$")
UNIT_MIB = {"GiB": 1024.0, "MiB": 1.0, "KiB": 1 / 1024, "GB": 1000**3 / 2**20, "MB": 1000**2 / 2**20, "B": 1 / 2**20, "bytes": 1 / 2**20}
SIZE = re.compile(r"([\d.]+)\s*(GiB|MiB|GB|MB)")


def _number(text: str) -> float:
    """A number as a log prints it, with a decimal comma where the Mac's locale asked for one."""
    return float(text.replace(",", ".")) if re.fullmatch(r"\d+,\d+", text) else float(text.replace(",", ""))


def _size(text: str) -> float | None:
    match = SIZE.search(text)
    return float(match.group(1)) * UNIT_MIB[match.group(2)] if match else None


class _Devices:
    def __init__(self) -> None:
        self.by_index: dict[int, GpuState] = {}
        self.metal_order: list[str] = []

    def get(self, index: int) -> GpuState:
        if index not in self.by_index:
            self.by_index[index] = GpuState(index=index)
        return self.by_index[index]

    def named(self, index: int, name: str) -> None:
        gpu = self.get(index)
        gpu.name = gpu.name or name.strip()


def devices(lines: list[str], buffer_backends: list[str]) -> list[GpuState]:
    """The GPUs the log names, in index order; the GPU backends of its buffers where it names none."""
    found = _Devices()
    compute = 0
    workers: dict[str, int] = {}  # vLLM worker pid -> its GPU (the driver process is GPU 0)
    updated: dict[str, int] = {}  # Ollama's GPU ids in the order its debug lines name them
    backends: dict[str, int] = {}  # llama.cpp's device names (CUDA1, RPC0) -> index
    ollama_ids: dict[str, int] = {}  # Ollama's GPU ids -> index
    probed: dict[str, int] = {}  # the CUDA probe's GPU ids -> index
    xid_buses: dict[str, int] = {}  # PCI addresses in the kernel's Xid lines -> index
    dxgi: dict[str, int] = {}  # the LUIDs of Windows' adapters -> index
    oneapi: dict[str, int] = {}  # Ollama's oneAPI probe's "[driver:device]" -> index
    sycl_list = False  # inside llama.cpp's SYCL device list of early 2024
    sycl_names: dict[str, int] = {}  # a GPU's name -> its index in that list (the list names it once per backend)
    sycl_last: int | None = None
    for number, line in enumerate(lines):
        if "total capac" in line and number + 1 < len(lines) and not TORCH_OOM.search(line) and not TORCH_OOM_OLD.search(line):
            line = line + " " + lines[number + 1].strip()  # a logger wrapped PyTorch's message ("...of which" / "190.50 MiB is free")
        if "SYCL devices:" in line and SYCL_FOUND.search(line):
            sycl_list = True
            continue
        if sycl_list and "global mem size" in line and (match := SYCL_GLOBAL_MEM.search(line)):
            if sycl_last is not None:
                gpu = found.get(sycl_last)
                gpu.memory_total_mib = gpu.memory_total_mib or round(int(match.group(1)) / 2**20, 1)
            sycl_last = None
            continue
        if sycl_list and "Device" in line and (match := CUDA_DEVICE.match(line)):
            name = match.group(2).strip()
            sycl_last = None
            if not NOT_A_GPU.search(name) and name not in sycl_names:
                sycl_names[name] = sycl_last = len(sycl_names)
                found.named(sycl_last, name)
            continue
        if "Total VRAM" in line and (total := ONE_DEVICE_TOTAL.search(line)):
            gpu = found.get(0)
            gpu.memory_total_mib = gpu.memory_total_mib or float(total.group(1))
        if "Device" in line and (match := CUDA_DEVICE.match(line)):
            found.named(int(match.group(1)), match.group(2))
            if vram := DEVICE_VRAM.search(line):
                gpu = found.get(int(match.group(1)))
                gpu.memory_total_mib = gpu.memory_total_mib or float(vram.group(1))
        elif "using device" in line and (match := USING_DEVICE.search(line)):
            index = _backend_index(match.group("device"), backends)
            found.named(index, match.group("name"))
            _free_before_load(found.get(index), float(match.group("free")))
        elif "ggml_vulkan:" in line and (match := VULKAN_DEVICE.search(line)):
            found.named(int(match.group(1)), match.group(2))
        elif "ggml_vulkan: Using" in line and (match := VULKAN_USING.search(line)):
            found.named(0, match.group(1))
        elif "[SPECS]::" in line and (match := JAN_SPECS.search(line)):
            found.named(int(match.group(1)), match.group(3))
            gpu = found.get(int(match.group(1)))
            gpu.memory_total_mib = gpu.memory_total_mib or float(match.group(2))
        elif "oneAPI device name:" in line and (match := ONEAPI_PROBE.search(line)):
            found.named(oneapi.setdefault(match.group(1), len(oneapi)), match.group(2))
        elif "metal" in line.lower():
            _metal(line, found)
        elif line.startswith("|") and (match := SYCL_ROW.match(line.strip())):
            found.named(int(match.group(1)), match.group(2))
            size = match.group(3)
            found.get(int(match.group(1))).memory_total_mib = float(size[:-1]) if size.endswith("M") else int(size) / 2**20
        elif "common_params_fit_impl" in line and (match := FIT_DEVICE.search(line)):
            gpu = found.get(_backend_index(match.group("device"), backends))
            gpu.name = gpu.name or match.group("name")
            gpu.memory_used_mib = float(match.group("used"))  # what the fit plans to use there
            gpu.memory_before_load = False  # (replacing what a device list said was in use before it)
            gpu.memory_total_mib = gpu.memory_total_mib or float(match.group("used")) + float(match.group("free"))
        elif "breakdown" in line and (match := BREAKDOWN_DEVICE.search(line)):
            gpu = found.get(_backend_index(match.group("device"), backends))
            gpu.name = gpu.name or match.group("name")
            total, free = float(match.group("total")), float(match.group("free"))
            gpu.memory_total_mib = total  # the device's size as the backend reports it
            # (a remote or unified device can say more free than total)
            if (gpu.memory_used_mib is None or gpu.memory_before_load) and 0 <= free <= total:
                # at least what llama.cpp itself holds there: a backend that cannot tell the free memory reports its
                # total as free (SYCL without ZES_ENABLE_SYSMAN, printed with a negative "unaccounted", published_holdout26)
                held = float(match.group("self") or 0)
                gpu.memory_used_mib, gpu.memory_before_load = max(total - free, min(held, total)), False
        elif "MiB free)" in line and (match := DEVICE_LIST.search(line)):
            gpu = found.get(_backend_index(match.group("device"), backends))
            gpu.name = gpu.name or match.group("name").strip()
            gpu.memory_total_mib = gpu.memory_total_mib or float(match.group("total"))
            _free_before_load(gpu, float(match.group("free")))
        elif "with LUID" in line and (match := DXGI_GPU.search(line)):
            gpu = found.get(dxgi.setdefault(match.group("luid"), len(dxgi)))
            gpu.name = gpu.name or match.group("name")
            shared = [float(match.group(k) or 0) for k in ("shared_total", "shared_used")]
            gpu.memory_total_mib = round((float(match.group("total")) + shared[0]) / 2**20, 1)
            gpu.memory_used_mib = round((float(match.group("used")) + shared[1]) / 2**20, 1)
        elif "NVRM: Xid" in line and (match := XID.search(line)):
            # Each PCI address a fault names is a card of this machine.
            bus = match.group(1).lower()
            if bus not in xid_buses:
                xid_buses[bus] = len(xid_buses)
                found.get(xid_buses[bus]).bus_id = bus
        elif ('device=' in line or 'buffer=' in line) and (match := OLLAMA_ENGINE_DEVICE.search(line)):
            found.get(int(match.group(1)))
        elif OLLAMA_VRAM_UPDATED in line:
            fields = {key: value.strip('"') for key, value in OLLAMA_FIELD.findall(line)}
            if (total := _size(fields.get("total", ""))) is not None and fields.get("library", "cpu").lower() != "cpu":
                gpu = found.get(ollama_ids.setdefault(fields.get("gpu") or "#0", len(ollama_ids)))
                gpu.memory_total_mib = gpu.memory_total_mib or round(total, 1)
        elif "memory data" in line and OLLAMA_UPDATE.search(line):
            fields = {key: value.strip('"') for key, value in OLLAMA_UPDATE_FIELD.findall(line)}
            gpu = found.get(updated.setdefault(fields.get("gpu", ""), len(updated)))
            gpu.name = gpu.name or fields.get("name")
            total, used = _size(fields.get("now.total", "")), _size(fields.get("now.used", ""))
            free = _size(fields.get("now.free", ""))
            if total is not None:
                gpu.memory_total_mib = round(total, 1)
                used = used if used is not None else (total - free if free is not None else None)
                if used is not None:
                    gpu.memory_used_mib = round(max(used, 0.0), 1)
                    gpu.memory_before_load = False  # the driver's own reading, not Ollama's estimate of what is free
        elif OLLAMA_COMPUTE.search(line):
            fields = {key: value.strip('"') for key, value in OLLAMA_FIELD.findall(line)}
            if fields.get("library", "cpu").lower() == "cpu":
                continue
            # (The same card named again, by its id or, through another library, by its PCI address: ROCm0 and Vulkan0
            # at pci_id=0000:c6:00.0, published_holdout30.)
            card = f"pci {fields['pci_id']}" if fields.get("pci_id") else None
            known = fields["id"] if fields.get("id") in ollama_ids else card if card in ollama_ids else None
            if known is not None:
                gpu = found.get(ollama_ids[known])
            else:
                gpu = found.get(compute)
                ollama_ids[fields.get("id") or f"#{compute}"] = compute
                if card:
                    ollama_ids[card] = compute
                compute += 1
            gpu.name = gpu.name or fields.get("description") or fields.get("name")
            total, available = _size(fields.get("total", "")), _size(fields.get("available", ""))
            if total is not None:  # rounded to 0.1 GiB: the probe's exact MiB, where printed, win
                gpu.memory_total_mib = gpu.memory_total_mib or round(total, 1)
                # (Where the scheduler gave up on the card, what is free is not what the model could use: no reading.)
                if available is not None and gpu.memory_used_mib is None and "too little memory" not in line:
                    gpu.memory_used_mib = round(max(total - available, 0.0), 1)
                    gpu.memory_before_load = True
        elif line.startswith("[") and (match := OLLAMA_PROBE.match(line)):
            card = match.group(1)
            index = int(card) if card.isdecimal() else probed.setdefault(card, len(probed))
            _ollama_probe(index, match.group(2), match.group(3), found)
        elif "total capac" in line:
            _torch(line, found)
        elif "total_gpu_memory" in line and (match := VLLM_TOTAL.search(line)):
            # Under tensor parallelism each worker process (one per GPU) profiles its own card and prints
            # its pid: "(VllmWorkerProcess pid=521) ... total_gpu_memory (23.58GiB)". The driver process has no prefix.
            found.get(log_ranks.rank_of(line, workers)).memory_total_mib = round(float(match.group(1)) * 1024, 1)
        elif "(GigaBytes)" in line and (match := DEEPSPEED_WORKSPACE.match(line)) and match.group(1) == "Total" and number \
                and (free := DEEPSPEED_WORKSPACE.match(lines[number - 1])) and free.group(1) == "Free":
            total = float(match.group(2))
            found.get(0).memory_total_mib, found.get(0).memory_used_mib = round(total * 1024, 1), round((total - float(free.group(2))) * 1024, 1)
        elif "Free memory on device" in line and (match := VLLM_FREE_ON_DEVICE.search(line)):
            rank = int(match.group(1)) if match.group(1) else log_ranks.rank_of(line, workers)
            gpu = found.get(rank)
            gpu.memory_total_mib = gpu.memory_total_mib or round(float(match.group(3)) * 1024, 1)
        elif line.lstrip().startswith("device count") and (match := DEVICE_COUNT.match(line)):
            for index in range(int(match.group(1))):
                found.get(index)
        elif ("gpu_count=" in line or "runner.devices=" in line) and (match := OLLAMA_GPU_COUNT.search(line)):
            for index in range(int(match.group(1) or match.group(2))):
                found.get(index)
        elif ("assigned to device" in line or "buffer type overrid" in line) and (match := LAYER_ASSIGNED.search(line)):
            found.get(_backend_index(match.group("device"), backends))
        elif named := log_ranks.named_indices(line):
            for index in named:
                found.get(index)
        for index in log_ranks.worker_indices(line, workers):
            found.get(index)
        if " allocation" in line and (memory := TURBOMIND_MEMORY.search(line)):
            gpu, free, total = found.get(0), float(memory.group(5) or memory.group(2)), float(memory.group(6) or memory.group(3))
            gpu.memory_total_mib, gpu.memory_used_mib = round(total * 1024, 1), round(float(memory.group(4) or total - free) * 1024, 1)
            gpu.memory_before_load = memory.group(1) == "before" or "Before" in next((earlier for earlier in reversed(lines[:number]) if "Loading Model:" in earlier), "")
        if ".Percent:" in line and (metric := TS_GPU_METRIC.search(line)):
            gpu = found.get(int(metric.group(3)))
            if metric.group(1) == "GPUUtilization":
                gpu.utilization_pct = float(metric.group(2))
            else:
                gpu.memory_used_pct = float(metric.group(2))
        if "used/total (GB)" in line and (memory := VERL_MEMORY.search(line)):
            gpu = found.get(0)  # (each rank prints its own device; the line names no index)
            gpu.memory_used_mib = round(float(memory.group(1)) * 1024, 1)
            gpu.memory_total_mib = round(float(memory.group(2)) * 1024, 1)
        if "of VRAM memory ready" in line and (vram := AMDGPU_VRAM.search(line)):
            gpu = found.get(0)  # (the kernel's line names no index; a machine with several cards prints one each)
            gpu.memory_total_mib = gpu.memory_total_mib or float(vram.group(1))
    # MLC LLM's device probe names each GPU once per API it answers to (cuda:0 and vulkan:0 are one card): the GPUs are
    # those of the API it then uses ("Using device: cuda:0"), or of the API that found the most.
    mlc: dict[str, set[int]] = {}
    for line in lines:
        if "Found device: " in line and (match := MLC_FOUND.search(line)):
            mlc.setdefault(match.group(1), set()).add(int(match.group(2)))
    if mlc and not found.by_index:
        using = next((m.group(1) for line in lines if "Using device: " in line and (m := MLC_USING.search(line))), None)
        for index in sorted(mlc.get(using or "", set()) or max(mlc.values(), key=len)):
            found.get(index)
    if not found.by_index and (workers_asleep := log_ranks.sleep_burst(lines)) > 1:
        for index in range(workers_asleep):
            found.get(index)
    # Ollama's default context sums every GPU it found (msg="vram-based default context" total_vram="87.7 GiB", routes.go,
    # 0.19+): more than the GPUs its lines named by over a GiB means at least one more (published_holdout38).
    if found.by_index and all(g.memory_total_mib for g in found.by_index.values()) and (
            vram := next((m for line in lines if "total_vram=" in line and (m := OLLAMA_TOTAL_VRAM.search(line))), None)):
        if float(vram.group(1)) * 1024 > sum(g.memory_total_mib for g in found.by_index.values()) + 1024:
            found.get(max(found.by_index) + 1)
    # The GPUs the buffers were placed on are GPUs of this machine too (where the lines above named fewer, or none).
    gpus = sorted({int(m.group(2)) for backend in buffer_backends if (m := GPU_BACKEND.match(backend))})
    if any(backend.endswith("_Split") for backend in buffer_backends):
        gpus = sorted({*gpus, 0, 1})  # a buffer split over the GPUs (CUDA_Split): at least two
    if len(gpus) > max(1, len(found.by_index)):
        for index in gpus:
            found.get(index)
    return [found.by_index[index] for index in sorted(found.by_index)]


def _backend_index(device: str, backends: dict[str, int]) -> int:
    """A llama.cpp device's place: its number where every device named so far is of one backend (SYCL1 is 1),
    else the order they are named in (RPC0, then ROCm0)."""
    if device not in backends:
        prefix = device.rstrip("0123456789")
        if prefix != device and all(name.rstrip("0123456789") == prefix for name in backends):
            backends[device] = int(device[len(prefix):])
        else:
            backends[device] = max(backends.values(), default=-1) + 1
    return backends[device]


def _metal(line: str, found: _Devices) -> None:
    if match := METAL_FOUND.search(line):
        found.metal_order.append(match.group(1))
        found.named(len(found.metal_order) - 1, match.group(1))
        return
    if match := METAL_NAME.search(line):
        # The GPU Metal picked is the one it allocates on: device 0 here.
        name = match.group(1)
        if found.metal_order and name in found.metal_order and found.metal_order.index(name) != 0:
            return
        found.named(0, name)
        return
    if match := METAL_WORKING_SET.search(line):
        found.get(0).memory_total_mib = _number(match.group(1))
        return
    # Metal's buffers as allocated (a running total since late 2023, each buffer alone before): the sum so far says when
    # they pass the working set, never room (a paste may stop before the last; the experts of sets 19, 106, 186 alike).
    if "allocated" in line and (match := METAL_RUNNING_TOTAL.search(line) or METAL_ADD_BUFFER.search(line)):
        gpu = found.get(0)
        if match.re is METAL_RUNNING_TOTAL:
            gpu.memory_used_mib, gpu.memory_total_mib = _number(match.group(1)), _number(match.group(2))
        else:
            gpu.memory_used_mib = (gpu.memory_used_mib or 0.0) + _number(match.group(1))
        gpu.memory_before_load = True


def _free_before_load(gpu: GpuState, free: float) -> None:
    """What a device list or llama.cpp's "using device ... MiB free" says is free, before the model loads: the memory
    other programs hold then (total less free, where the size is known). It is marked as before the load, so no
    "room" finding comes from it, and a reading after the load (the fit, the breakdown) replaces it."""
    if gpu.memory_used_mib is None and gpu.memory_total_mib and 0 <= free <= gpu.memory_total_mib:
        gpu.memory_used_mib, gpu.memory_before_load = round(gpu.memory_total_mib - free, 1), True


def _ollama_probe(index: int, key: str, value: str, found: _Devices) -> None:
    if key == "device name:":
        if value:
            found.named(index, value)
        return
    amount = re.fullmatch(r"(\d+)(?: ?(mb))?", value)  # "16076 mb", and "7838mb" in 2025 builds
    if not amount:
        return
    gpu = found.get(index)
    mib = float(amount.group(1)) if amount.group(2) else round(int(amount.group(1)) / 2**20, 1)
    if key == "totalMem":
        gpu.memory_total_mib = mib
    elif key == "usedMem":
        gpu.memory_used_mib = mib
        gpu.memory_before_load = False
    elif key == "freeMem" and gpu.memory_total_mib is not None and gpu.memory_used_mib is None:
        gpu.memory_used_mib = round(gpu.memory_total_mib - mib, 1)


def _torch(line: str, found: _Devices) -> None:
    if match := TORCH_OOM.search(line):
        for index in range(int(match.group(1) or 0)):
            found.get(index)  # PyTorch numbers the GPUs a process sees from 0: "GPU 1" is a second one
        gpu = found.get(int(match.group(1) or 0))
        total = float(match.group(2)) * UNIT_MIB[match.group(3)]
        gpu.memory_total_mib = round(total, 1)
        gpu.memory_used_mib = round(total - float(match.group(4)) * UNIT_MIB[match.group(5)], 1)
    elif match := TORCH_TOTAL.search(line):
        for index in range(int(match.group(1) or 0)):
            found.get(index)
        gpu = found.get(int(match.group(1) or 0))
        gpu.memory_total_mib = round(float(match.group(2)) * UNIT_MIB[match.group(3)], 1)
    elif match := TORCH_OOM_OLD.search(line):
        for index in range(int(match.group(1))):
            found.get(index)  # as above: "(GPU 1; ..." is a second one (published_holdout74)
        gpu = found.get(int(match.group(1)))
        gpu.memory_total_mib = round(float(match.group(2)) * UNIT_MIB[match.group(3)], 1)
        if free := TORCH_OOM_OLD_FREE.search(line, match.end()):
            gpu.memory_used_mib = round(gpu.memory_total_mib - float(free.group(1)) * UNIT_MIB[free.group(2)], 1)
