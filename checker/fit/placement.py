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
    ggml_cuda_runtime_bytes,
    host_compute_buffer_bytes,
    kv_bytes_per_layer,
    kv_cells,
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


def _offload_copy_bytes(model: Model, layout: WeightsLayout, spec: CacheSpec, n_cpu_layers: int, output_on_gpu: bool) -> float:
    """The main GPU's compute buffer where weights stay in system RAM: CUDA (ROCm is its HIP port) and Vulkan run the
    matrix products of a prompt batch (32 tokens or more) on the GPU anyway, copying each weight tensor into the compute
    buffer first (ggml-cuda.cu ggml_backend_cuda_device_offload_op, 0c1e57098; ggml-vulkan's offload_op likewise). The buffer then holds the largest
    such tensor and what its product makes: with -ngl 0 the output matrix and the batch's logits (Qwen3 14B Q8_0 at
    -ngl 0 on ROCm: 1095 MiB, benchmarks/data/load_logs), with an MoE model's layers on the CPU the largest expert
    tensor and its product's input and output (Mixtral 8x7B Q4_K_M with a quarter of its layers on an H100: 483 MiB,
    a Q6_K down projection of 367 MiB; gpt-oss-120b at half: 631 against 404 with every layer;
    benchmarks/data/device/h100-2026-11-26-memory*.txt). A dense layer's matrices stay under the buffer it has anyway."""
    hidden = spec.ubatch * model.hidden_size * 4
    largest = 0.0
    if not output_on_gpu:
        largest = layout.output_bytes + spec.ubatch * model.vocab_size * 4 + hidden
    if n_cpu_layers and model.moe:
        # the largest expert tensor, and the product's input and output for the batch's tokens, each in its k experts
        product = spec.ubatch * model.moe.experts_per_token * (model.moe.expert_intermediate + model.hidden_size) * 4
        largest = max(largest, layout.largest_expert_bytes + product + hidden)
    return largest


# ggml's scheduler keeps this many copies of each split's inputs with pipeline parallelism (ggml-backend.cpp
# GGML_SCHED_MAX_COPIES, 0c1e57098).
PIPELINE_COPIES = 4


def _pipeline_copies_bytes(model: Model, spec: CacheSpec) -> float:
    """What pipeline parallelism adds to each GPU's compute buffer. llama.cpp turns it on with several GPUs, every layer
    offloaded, the layer split, the KV cache on the GPUs and no tensor overrides (src/llama-context.cpp, 0c1e57098),
    and then keeps PIPELINE_COPIES copies of each GPU's inputs from the other devices: the hidden state coming in and
    the attention mask (one per cache kind). Checked on public logs of two GPUs (benchmarks/data/load_logs): Llama 3
    70B at 8k, 1216 MiB on each where one batch needs 1120; Phi-4 at 4k on two Radeons, 437 where one needs 380."""
    mask_bytes = 2 if spec.flash_attn else 4
    masks = kv_cells(model, spec, sliding=False) * spec.ubatch * mask_bytes * (2 if model.swa else 1)
    return (PIPELINE_COPIES - 1) * (spec.ubatch * model.hidden_size * 4 + masks)


# Weights a prompt batch multiplies through cuBLAS, not llama.cpp's quantized kernels.
FLOAT_TYPES = ("F16", "BF16", "F32")


def offload_split(n_gpu_layers: int, n_layers: int) -> tuple[int, bool]:
    """(repeating layers on the GPUs, whether the output layer is) for -ngl N, as llama.cpp places them.

    llama.cpp counts the output layer as one of the N + 1 and offloads it first: i_gpu_start =
    max(n_layer + 1 - N, 0), and layer il is on a GPU from i_gpu_start on, the output (il = n_layer) too
    (src/llama-model.cpp load_tensors, 0c1e57098). So -ngl 16 on a 32-layer model puts the last 15 repeating
    layers and the output on the GPU ("offloaded 16/33 layers"); the device run measured it
    (benchmarks/data/device/h100-2026-11-26-memory.txt, the "-half" cells)."""
    shown = max(0, min(n_gpu_layers, n_layers + 1))
    return max(shown - 1, 0), shown >= 1


def plan(inp: FitInput, settings: Settings, layout: WeightsLayout, catalog: Catalog, context: int,
         n_gpu_layers: int, n_cpu_moe: int) -> Plan:
    model = inp.model
    n = model.n_layers
    spec = cache_spec(inp, settings, context, catalog)
    kv = kv_bytes_per_layer(model, spec, cached_layer_kinds(model, catalog))
    on_gpu, output_on_gpu = offload_split(n_gpu_layers, n) if inp.gpus else (0, False)
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
        if index == 0 and not gpu.unified:
            # layers on the CPU, and the experts --n-cpu-moe keeps there: the first ones either way
            cpu_weight_layers = max(n - on_gpu, min(n_cpu_moe, n))
            compute = max(compute, _offload_copy_bytes(model, layout, spec, cpu_weight_layers, output_on_gpu))
        overhead = gpu.context_overhead_mib
        if gpu.runs_ggml_cuda and compute:
            overhead += ggml_cuda_runtime_bytes(model, spec, inp.mix.base_type.upper() in FLOAT_TYPES,
                                                not gpu.f32_batched_output) / MIB
        devices.append(DeviceMemory(
            f"GPU {index}: {gpu.name}", weights / MIB, sum(kv[i] for i in layers) / MIB, compute / MIB,
            overhead, available_mib(inp, index), layers=len(layers),
        ))
    if len(devices) > 1 and on_gpu == n and output_on_gpu and not n_cpu_moe:
        for device in devices:
            device.compute_buffer_mib += _pipeline_copies_bytes(model, spec) / MIB
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
