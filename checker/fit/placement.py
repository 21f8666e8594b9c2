"""Where every byte goes: the memory of each GPU and of system RAM for one context and one layer
count, placed as llama.cpp places it (the last layers on the GPUs, split by free memory, the
experts of the first layers kept on the CPU with --n-cpu-moe). Plain Python, no Django import.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from checker.fit.catalog import Catalog, Model
from checker.fit.inputs import WINDOWS_VRAM_RESERVE, FitInput
from checker.fit.memory import (
    MIB,
    CacheSpec,
    bytes_per_element,
    compute_buffer_bytes,
    host_compute_buffer_bytes,
    kv_bytes_per_layer,
    layer_kinds,
)
from checker.fit.runtimes import Settings
from checker.fit.weights import WeightsLayout


@dataclass
class DeviceMemory:
    device: str
    weights_mib: float
    kv_cache_mib: float
    compute_buffer_mib: float
    overhead_mib: float
    available_mib: float
    layers: int = 0

    @property
    def total_mib(self) -> float:
        return self.weights_mib + self.kv_cache_mib + self.compute_buffer_mib + self.overhead_mib


@dataclass
class Plan:
    """Memory of every device for one context and layer count."""

    context: int
    n_gpu_layers: int
    n_cpu_moe: int
    devices: list[DeviceMemory]  # GPUs first, then "cpu"
    margin_mib: float

    @property
    def gpus(self) -> list[DeviceMemory]:
        return self.devices[:-1]

    @property
    def cpu(self) -> DeviceMemory:
        return self.devices[-1]

    @property
    def gpu_fits(self) -> bool:
        return all(d.total_mib <= d.available_mib - self.margin_mib for d in self.gpus)

    @property
    def ram_fits(self) -> bool:
        return self.cpu.total_mib <= self.cpu.available_mib

    @property
    def fits(self) -> bool:
        return self.gpu_fits and self.ram_fits


def cache_spec(inp: FitInput, settings: Settings, context: int, catalog: Catalog) -> CacheSpec:
    bpe = bytes_per_element(catalog, settings.kv_cache)
    # Without flash attention llama.cpp cannot store a quantized V cache, so it
    # refuses to start; Headroom keeps V at f16 in that case and says so.
    v_bpe = bpe if settings.flash_attn else bytes_per_element(catalog, "f16")
    return CacheSpec(context, settings.parallel, settings.ubatch, bpe, v_bpe, settings.flash_attn, settings.context_is_total)


def _split(inp: FitInput, layers: list[int]) -> list[list[int]]:
    """Assign GPU layers to devices in proportion to free memory (llama.cpp's default --tensor-split)."""
    if not inp.gpus:
        return []
    free = [max(available_mib(inp, i), 0.0) for i in range(len(inp.gpus))]
    total = sum(free) or 1.0
    count = len(layers)
    assignment: list[list[int]] = []
    start, running = 0, 0.0
    for index, value in enumerate(free):
        running += value / total
        # Layer j goes to the first device whose cumulative share exceeds j / count.
        end = count if index == len(free) - 1 else min(count, math.ceil(running * count - 1e-9))
        assignment.append(layers[start:end])
        start = max(start, end)
    return assignment


def cached_layer_kinds(model: Model, catalog: Catalog) -> tuple[str, ...]:
    if catalog.models.get(model.id) is not model:
        return layer_kinds(model)
    key = ("layer_kinds", model.id)
    if key not in catalog.memo:
        catalog.memo[key] = layer_kinds(model)
    return catalog.memo[key]


def available_mib(inp: FitInput, index: int) -> float:
    """What the runtime may allocate on one GPU: its usable memory, less the OS's reserve and other programs."""
    gpu = inp.gpus[index]
    reserve = gpu.memory_mib * WINDOWS_VRAM_RESERVE if inp.os == "windows" and not gpu.unified else 0.0
    return gpu.usable_mib - reserve - used_mib(inp, index)


def used_mib(inp: FitInput, index: int) -> float:
    return inp.used_mib[index] if index < len(inp.used_mib) else 0.0


def plan(inp: FitInput, settings: Settings, layout: WeightsLayout, catalog: Catalog, context: int,
         n_gpu_layers: int, n_cpu_moe: int) -> Plan:
    model = inp.model
    n = model.n_layers
    spec = cache_spec(inp, settings, context, catalog)
    kv = kv_bytes_per_layer(model, spec, cached_layer_kinds(model, catalog))
    on_gpu = min(n_gpu_layers, n) if inp.gpus else 0
    output_on_gpu = bool(inp.gpus) and n_gpu_layers > n
    # llama.cpp offloads the LAST n_gpu_layers layers (i_gpu_start = n_layer - n_gpu_layers).
    gpu_layers = list(range(n - on_gpu, n))
    experts_on_cpu = set(range(min(n_cpu_moe, n)))  # --n-cpu-moe N: experts of the first N layers
    devices: list[DeviceMemory] = []
    for index, (gpu, layers) in enumerate(zip(inp.gpus, _split(inp, gpu_layers), strict=True)):
        holds_output = output_on_gpu and index == len(inp.gpus) - 1
        weights = sum(layout.layer_bytes[i] - (layout.layer_expert_bytes[i] if i in experts_on_cpu else 0) for i in layers)
        if holds_output:
            weights += layout.output_bytes + layout.output_norm_bytes
        # A CUDA build keeps a compute buffer on the main GPU even with -ngl 0:
        # it runs large prompt batches there.
        compute = compute_buffer_bytes(model, spec, holds_output, len(layers) or (1 if index == 0 else 0))
        devices.append(DeviceMemory(
            f"GPU {index}: {gpu.name}", weights / MIB, sum(kv[i] for i in layers) / MIB, compute / MIB,
            gpu.context_overhead_mib, available_mib(inp, index), layers=len(layers),
        ))
    cpu_layers = [i for i in range(n) if i < n - on_gpu]
    cpu_weights = layout.token_embd_bytes + sum(layout.layer_bytes[i] for i in cpu_layers)
    cpu_weights += sum(layout.layer_expert_bytes[i] for i in experts_on_cpu if i >= n - on_gpu)
    if not output_on_gpu:
        cpu_weights += (0 if layout.output_is_tied else layout.output_bytes) + layout.output_norm_bytes
    if inp.gpus:
        cpu_compute = host_compute_buffer_bytes(model, spec)
        if not output_on_gpu:
            cpu_compute += compute_buffer_bytes(model, spec, True, len(cpu_layers))
    else:
        cpu_compute = compute_buffer_bytes(model, spec, True, len(cpu_layers))
    devices.append(DeviceMemory("cpu", cpu_weights / MIB, sum(kv[i] for i in cpu_layers) / MIB, cpu_compute / MIB, 0.0,
                                _ram_available(inp, devices), layers=len(cpu_layers)))
    return Plan(context, n_gpu_layers if inp.gpus else 0, n_cpu_moe, devices, settings.free_target_mib)


def _ram_available(inp: FitInput, gpu_devices: list[DeviceMemory]) -> float:
    unified = [g for g in inp.gpus if g.unified]
    if unified:
        # One pool: what the GPU takes is gone from the CPU's share.
        return unified[0].memory_mib - sum(d.total_mib for d in gpu_devices) - inp.ram_used_mib
    return inp.ram_gib * 1024 - inp.ram_used_mib
