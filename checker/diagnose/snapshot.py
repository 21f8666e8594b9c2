"""What a paste (or the NVML probe) says about a machine: one pydantic snapshot for every input kind.

A value the input does not show is ``None``, never a guess. Plain Python, no Django import.
"""

from __future__ import annotations

from pydantic import BaseModel, Field


class GpuState(BaseModel):
    index: int | None = None
    name: str | None = None
    bus_id: str | None = None
    memory_used_mib: float | None = None
    memory_total_mib: float | None = None
    memory_used_pct: float | None = None  # rocm-smi's concise table gives only the share
    utilization_pct: float | None = None
    temperature_c: float | None = None
    power_draw_w: float | None = None
    power_limit_w: float | None = None
    pstate: str | None = None
    clocks_event_reasons: list[str] = Field(default_factory=list)
    pcie_gen: int | None = None
    pcie_width: int | None = None
    pcie_gen_max: int | None = None
    pcie_width_max: int | None = None
    driver_model: str | None = None  # WDDM / TCC on Windows
    temperature_slowdown_c: float | None = None  # where the driver starts lowering clocks (NVML, -q)
    clock_graphics_mhz: float | None = None
    clock_graphics_max_mhz: float | None = None
    clock_memory_mhz: float | None = None
    clock_memory_max_mhz: float | None = None
    mig_enabled: bool | None = None
    # The memory figures were read before any model loaded (Ollama's discovery: its total and what was "available"):
    # they show what other programs held, not whether the model left room. (Likewise a used figure summed from buffers
    # a paste may cut before the last, llama.cpp's Metal log of 2023: it can show the card full, never with room.)
    memory_before_load: bool = False
    # The figures are a board's RAM, which the CPU and the GPU share (Jetson's tegrastats): the operating system's and
    # the CPU programs' use is in them, so they say when the pool runs out, not how much room a model has.
    memory_shared: bool = False
    # A query logged over time keeps each GPU's last sample; the busiest utilization of its earlier samples says whether
    # the card worked within the paste's window (a GTX 1650 at 86 % one second, 0 % at the last, published_holdout165).
    peak_utilization_pct: float | None = Field(default=None, exclude=True)
    # The driver's own clocks event reason "Idle : Active" (nvidia-smi -q; <clocks_event_reason_gpu_idle> in its XML):
    # nothing runs on the card, which a -q piece without its Utilization section still says (published_holdout167).
    driver_says_idle: bool = Field(default=False, exclude=True)

    @property
    def memory_share_pct(self) -> float | None:
        """Percent of the memory in use: from MiB where printed, else the share the tool printed (rocm-smi)."""
        if self.memory_used_mib is not None and self.memory_total_mib:
            return 100 * self.memory_used_mib / self.memory_total_mib
        return self.memory_used_pct

    @property
    def memory_free_mib(self) -> float | None:
        if self.memory_used_mib is None or self.memory_total_mib is None:
            return None
        return self.memory_total_mib - self.memory_used_mib


class GpuProcess(BaseModel):
    pid: int | None = None
    name: str
    type: str | None = None  # C, G, C+G
    gpu_index: int | None = None
    memory_mib: float | None = None


class LoadedModel(BaseModel):
    """One row of ``ollama ps``."""

    name: str
    size_bytes: float | None = None
    cpu_pct: float | None = None
    gpu_pct: float | None = None
    context: int | None = None
    until: str | None = None

    @property
    def size_gb(self) -> float | None:
        """Decimal gigabytes, as ollama ps prints them."""
        return self.size_bytes / 1e9 if self.size_bytes is not None else None


class LoadFacts(BaseModel):
    """What a runtime's load log says about placement."""

    layers_offloaded: int | None = None
    layers_total: int | None = None
    buffers_mib: dict[str, dict[str, float]] = Field(default_factory=dict)  # backend -> {model, kv, compute}
    # GPU backends whose pinned host buffers ("CUDA_Host model buffer") the log shows: counted as system memory above,
    # they prove the build has that backend.
    host_buffer_backends: list[str] = Field(default_factory=list)
    kv_cache_tokens: int | None = None  # vLLM: "GPU KV cache size: N tokens"
    kv_cache_gib: float | None = None  # vLLM: "Available KV cache memory: X GiB"
    max_model_len_estimate: int | None = None  # vLLM: "estimated maximum model length is N"
    # Ollama's planner (msg="offload to cuda" and the like, Ollama 0.1.3x to 0.11): what it decided
    # before llama.cpp loaded anything.
    planned_layers_offload: int | None = None  # layers.offload
    planned_layers_model: int | None = None  # layers.model
    planned_required_full_mib: float | None = None  # memory.required.full: the whole model on the GPU
    planned_available_mib: list[float] = Field(default_factory=list)  # memory.available, one per GPU
    planned_backend: str | None = None  # cuda, rocm, metal, cpu
    # llama.cpp: "using device CUDA0 (NVIDIA GeForce RTX 3090) - 23590 MiB free", per device
    device_free_mib: dict[str, float] = Field(default_factory=dict)
    # llama.cpp's automatic fit: "projected to use X MiB of device memory vs. Y MiB of free device memory"
    fit_projected_mib: float | None = None
    fit_free_mib: float | None = None
    # Ollama's GPU discovery: the library of each msg="inference compute" line (cuda, rocm, metal, cpu)
    compute_libraries: list[str] = Field(default_factory=list)
    compute_line: str | None = None  # the first such line, quoted as evidence
    # Ollama's warning that the user set the devices it may use (CUDA_VISIBLE_DEVICES and the like).
    visible_devices_override_line: str | None = Field(default=None, exclude=True)
    # A line saying the runtime runs on the CPU whatever the GPU: Ollama's "not enough vram available,
    # falling back to CPU only", llama.cpp's "not compiled with GPU offload support", CPU-only runners.
    cpu_fallback_line: str | None = None
    # Ollama's discovery naming a card its build does not support ("amdgpu is not supported"): the CPU's turn only
    # where no other card was taken up.
    unsupported_gpu_line: str | None = None
    # Where no "offloaded N/M layers" line is in the paste, a line that still says where the whole model went:
    # the share of it on the GPUs (1.0 all, 0.0 none) and the line quoted.
    placement_share: float | None = None
    placement_line: str | None = None
    # llama.cpp's automatic fit keeping part of an MoE model's weights (its experts) in system memory: the line saying so.
    experts_in_system_memory_line: str | None = None
    # Accelerate's warning that its device map sent part of the model to system memory or disk (runtime_log.ACCELERATE_OFFLOAD).
    offloaded_line: str | None = None
    # The paste ends on a weights line: the lines of the other devices' weights may be what was cut (Ollama prints its
    # CPU part first; published_holdout44).
    ends_on_weights: bool = Field(default=False, exclude=True)
    # The placement comes from Ollama's own engine lines (msg="model weights" device=...), which name the CPU where it
    # holds weights: none there, and the cache or graph listed after them, is the whole model on the GPUs.
    engine_placed: bool = Field(default=False, exclude=True)
    # The layer count is Ollama's engine's, which counts only layers placed on a GPU device (ggml.go's "offloaded 29/37
    # layers to GPU"): its GPU buffer lines, where the paste lacks them, were left out of it, not missing from the run.
    # (So does llama.cpp of 2023 that names the GPU backend it was built with, "using CUDA for GPU acceleration".)
    offload_counted_on_devices: bool = Field(default=False, exclude=True)


class Snapshot(BaseModel):
    input_kinds: list[str] = Field(default_factory=list)
    driver_version: str | None = None
    cuda_version: str | None = None
    gpus: list[GpuState] = Field(default_factory=list)
    processes: list[GpuProcess] = Field(default_factory=list)
    models: list[LoadedModel] = Field(default_factory=list)
    load: LoadFacts | None = None
    messages: list[str] = Field(default_factory=list)  # error lines quoted from the paste
    truncated: bool = False
    # The output stops before a part it always prints (an nvidia-smi table's Processes box, a -q GPU block's readings,
    # an amd-smi monitor's rows): cut where the paste ends there, shortened by its author where more follows.
    stops_early: bool = Field(default=False, exclude=True)
    # The most models one ``ollama ps`` showed at once; a paste with two runs of it lists more models in all.
    models_loaded_together: int | None = None
    # The log line that said so where no ollama ps did (Ollama's msg="loaded runners" count=2), quoted as the evidence.
    models_loaded_line: str | None = Field(default=None, exclude=True)
    processes_listed: bool = False  # the source lists every GPU process (NVML), so an empty list means none
    # The GPU indices any process list of the paste named, the earlier printings' too (the processes are the latest
    # printing's): a box naming GPUs 0 and 1 before one naming only GPU 1 still shows two GPUs (published_holdout199).
    process_gpu_indices: list[int] = Field(default_factory=list, exclude=True)
    # The process list the paste shows was cut (it starts or stops inside the list): what it lacks may be the runtime.
    processes_cut: bool = Field(default=False, exclude=True)
    wsl: bool = False
    mig: bool = False
