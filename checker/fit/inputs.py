"""What the estimator is given: the hardware as it sees it, and one question (model, quantization,
hardware, runtime settings). Plain Python, no Django import.
"""

from __future__ import annotations

import re

from dataclasses import dataclass
from typing import Literal

from checker.fit.catalog import Gpu, Model, QuantMix
from checker.fit.runtimes import Runtime
from checker.fit.weights import WeightsLayout

# The CUDA primary context reserves memory for every thread an SM can hold (their stacks and local memory), so it
# grows with SMs x resident threads per SM: 107 MiB on an RTX 4060 Ti (34 SMs x 1536) and 555 MiB on an RTX PRO 6000
# (188 x 1536) (measured in llama.cpp PR #23604), 527 MiB of memory.used on the device's H100 SXM5 (132 x 2048; a
# process holding only a context, benchmarks/data/device/h100-2026-11-26-overhead/context.txt). A line through the
# three: 8 MiB + 1.95 KiB per resident thread (107, 558 and 523 MiB). Where the SM count is not known (a card typed in,
# AMD), the older rule: 4.6 MiB per FP32 TFLOPS (Ada and Blackwell run about 1.5 SMs per TFLOPS), at least 100 MiB.
CONTEXT_MIB_BASE = 8.0
CONTEXT_KIB_PER_THREAD = 1.95
CONTEXT_MIB_PER_FP32_TFLOPS = 4.6
CONTEXT_MIB_MIN = 100
# Resident threads per SM by compute capability (CUDA C++ Programming Guide, "Technical Specifications per Compute
# Capability"): Turing 1024, GA10x, Ada and consumer Blackwell 1536, the rest 2048.
THREADS_PER_SM = {"6.0": 2048, "6.1": 2048, "6.2": 2048, "7.0": 2048, "7.2": 2048, "7.5": 1024, "8.0": 2048, "8.6": 1536,
                  "8.7": 2048, "8.9": 1536, "9.0": 2048, "10.0": 2048, "12.0": 1536, "12.1": 1536}
# Apple Silicon: Metal lets the GPU wire at most recommendedMaxWorkingSetSize.
# llama.cpp prints it at start-up: 11453.25 MB on 16 GB machines (exactly 2/3),
# 26800.60 MB on a 32 GB M4 and 30150.67 MB on 36 GB (0.78), 3/4 on 64 GB and
# more. `sudo sysctl iogpu.wired_limit_mb=...` raises it.
APPLE_GPU_SHARE_SMALL = 2 / 3  # 16 GB and less
APPLE_GPU_SHARE = 0.75
# Windows (WDDM) keeps part of every GPU's memory from CUDA programs even when
# nothing runs: Ollama issue #8723 reports 22.7 of 23.8 GB available on an idle
# RTX 3090 under Windows (4.6 %); Windows 10 can hold back far more (Ollama logs
# "detected OS VRAM overhead" of 3.2 GiB on a 22 GB card, issue #9167). 5 % is used.
WINDOWS_VRAM_RESERVE = 0.05
# System RAM the OS and desktop keep when nothing else is said.
DEFAULT_RAM_USED_MIB = 4096


def hardware_kind(vendor: str, memory_type: str, unified: bool, name: str = "") -> str:
    """The kind of hardware whose speed constants apply (checker.fit.speed): the memory and the vendor's
    llama.cpp backend set how much of the peak bandwidth a token reaches."""
    if vendor == "Apple":
        # The Max and Ultra chips' wide memory buses reach a smaller share of their peak than the base and Pro chips.
        return "apple-max" if any(tier in name.lower() for tier in (" max", " ultra")) else "apple"
    if vendor == "Intel":
        # Alchemist (Arc A-series, Xe-HPG) reaches half the share of its bandwidth that Battlemage (Arc B and Pro B,
        # Xe2) does under llama.cpp (0.33 against 0.72, checker.fit.speed.DECODE_EFFICIENCY): a kind of its own.
        return "intel-alchemist" if re.search(r"\bArc (?:Pro )?A\d", name) else "intel"
    if vendor == "AMD":
        # Instinct cards (CDNA, HBM) run llama.cpp's ROCm kernels on matrix cores the Radeon cards lack (MFMA; mmq.cuh
        # takes them for every quantized batch on CDNA 3, 0c1e57098): a kind of their own, with shares of their own since
        # two sources of MI300X runs measured them (estimator 2026.11.48, checker.fit.speed).
        return "amd-unified" if unified else "amd-hbm" if "HBM" in memory_type.upper() else "amd-discrete"
    if vendor == "CPU":
        return "cpu"
    if unified:
        return "nvidia-unified"  # GB10 (DGX Spark), Jetson: LPDDR shared with the CPU
    return "nvidia-hbm" if "HBM" in memory_type.upper() else "nvidia-gddr"


def int32_tops(fp32_tflops: float | None, compute_capability: str | None) -> float | None:
    """Tera integer operations a second on NVIDIA's CUDA cores, from the FP32 figure (two operations per lane and
    clock) and the INT32 lanes each SM has beside its FP32 lanes (NVIDIA's architecture whitepapers): GA10x, Ada
    and Hopper (compute capability 8.6, 8.7, 8.9, 9.0) have 64 INT32 lanes to 128 FP32; Pascal (shared lanes),
    Volta, Turing and GA100 (8.0) one to one, and Blackwell (10.x, 12.x) runs INT32 on all its lanes."""
    if not fp32_tflops or not compute_capability:
        return None
    half_as_many = compute_capability in ("8.6", "8.7", "8.9", "9.0")
    return fp32_tflops / 2 * (0.5 if half_as_many else 1.0)


@dataclass(frozen=True)
class Hardware:
    """One accelerator as the estimator sees it (a catalog entry or a custom card)."""

    name: str
    memory_mib: float
    bandwidth_gbps: float
    compute_tflops: float | None = None
    fp32_tflops: float | None = None
    vendor: str = "NVIDIA"
    unified: bool = False
    catalog_id: str | None = None
    kind: str = "nvidia-gddr"  # hardware_kind(): which speed constants apply
    int32_tops: float | None = None  # NVIDIA cards of the catalog: what bounds decode where memory outruns it
    resident_threads: int | None = None  # NVIDIA cards of the catalog: SMs x resident threads per SM (the context's size)
    # Whether llama.cpp's batched cuBLAS/hipBLAS products write F32 directly instead of an F16 copy in the pool: Volta,
    # CDNA and RDNA4 (prefer_f32_output in ggml_cuda_mul_mat_cublas_impl, ggml-cuda.cu @0c1e57098).
    f32_batched_output: bool = False

    @classmethod
    def from_gpu(cls, gpu: Gpu) -> Hardware:
        threads = THREADS_PER_SM.get(gpu.cuda_compute_capability or "")
        return cls(gpu.name, gpu.memory_mib, gpu.bandwidth_gbps, gpu.compute_tflops, gpu.fp32_tflops, gpu.vendor,
                   gpu.unified_memory, gpu.id, hardware_kind(gpu.vendor, gpu.memory_type, gpu.unified_memory, gpu.name),
                   int32_tops(gpu.fp32_tflops, gpu.cuda_compute_capability) if gpu.vendor == "NVIDIA" else None,
                   gpu.sm_count * threads if gpu.vendor == "NVIDIA" and gpu.sm_count and threads else None,
                   gpu.cuda_compute_capability == "7.0" or gpu.vendor == "AMD" and gpu.architecture.startswith(("CDNA", "RDNA 4")))

    @property
    def usable_mib(self) -> float:
        """What a runtime may allocate on an idle device."""
        if self.vendor == "Apple":
            share = APPLE_GPU_SHARE_SMALL if self.memory_mib <= 16 * 1024 else APPLE_GPU_SHARE
            return self.memory_mib * share
        return self.memory_mib

    @property
    def context_overhead_mib(self) -> float:
        """The CUDA (or HIP) context a process creates on the card before it allocates anything."""
        if self.runs_ggml_cuda:
            if self.resident_threads:
                return CONTEXT_MIB_BASE + CONTEXT_KIB_PER_THREAD * self.resident_threads / 1024
            return max(CONTEXT_MIB_MIN, CONTEXT_MIB_PER_FP32_TFLOPS * (self.fp32_tflops or 0))
        return 0.0

    @property
    def runs_ggml_cuda(self) -> bool:
        """Whether llama.cpp drives the card through its CUDA backend (HIP on AMD), whose runtime costs are measured."""
        return self.vendor in ("NVIDIA", "AMD") and not self.unified


@dataclass(frozen=True)
class FitInput:
    model: Model
    mix: QuantMix
    gpus: tuple[Hardware, ...]  # empty: CPU only
    runtime: Runtime = "llama.cpp"
    context: int | None = None
    kv_cache: str | None = None
    flash_attn: bool | None = None
    ubatch: int | None = None
    n_gpu_layers: int | None = None  # None: choose as the runtime would
    n_cpu_moe: int | None = None
    used_mib: tuple[float, ...] = ()  # memory other programs hold, per GPU
    ram_gib: float = 32.0
    ram_used_mib: float = DEFAULT_RAM_USED_MIB
    ram_bandwidth_gbps: float = 89.6  # DDR5-5600, two channels
    parallel: int | None = None
    layout: WeightsLayout | None = None  # exact tensor sizes from a GGUF header
    weights_label: str = "catalog"
    os: Literal["linux", "windows"] = "linux"  # macOS is implied by Apple hardware
