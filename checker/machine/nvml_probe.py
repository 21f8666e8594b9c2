"""Read this machine's NVIDIA GPUs through NVML into the same Snapshot a pasted nvidia-smi gives.

NVML (``pynvml``, from NVIDIA's ``nvidia-ml-py``) is the library nvidia-smi itself
uses, so the figures match what nvidia-smi prints. Every call that a GPU, a driver
or a permission may refuse is asked separately: a refused field is ``None``, never
a guess, and only a failure to start NVML at all ends the probe, with a sentence
saying what was found and what to check. The ``nvml`` argument is the test
boundary: the tests pass a fake module. Plain Python, no Django import.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

MIB = 1024 * 1024

# nvmlClocksEventReason* bits (nvml.h) as nvidia-smi -q words them.
CLOCK_EVENT_REASONS = (
    (0x0000000000000001, "Idle"),
    (0x0000000000000002, "Applications Clocks Setting"),
    (0x0000000000000004, "SW Power Cap"),
    (0x0000000000000008, "HW Slowdown"),
    (0x0000000000000010, "Sync Boost"),
    (0x0000000000000020, "SW Thermal Slowdown"),
    (0x0000000000000040, "HW Thermal Slowdown"),
    (0x0000000000000080, "HW Power Brake Slowdown"),
    (0x0000000000000100, "Display Clock Setting"),
)

# What a failure to start NVML means, and what to check (NVML_ERROR_* values from nvml.h).
INIT_FAILURES = {
    12: ("No NVIDIA driver library (libnvidia-ml.so.1 / nvml.dll) was found on this machine.",
         "Install the NVIDIA driver. In a container, start it with the GPU passed through "
         "(docker run --gpus all, with the NVIDIA Container Toolkit installed on the host)."),
    9: ("The NVIDIA driver library is here, but the kernel driver is not loaded.",
        "Check lsmod | grep nvidia and dmesg | grep -i nvidia; after a driver install, reboot; with Secure Boot on, "
        "the module must be signed (or Secure Boot turned off)."),
    18: ("The NVIDIA driver library and the loaded kernel module differ in version (driver/library mismatch).",
         "A driver update replaced the library while the old kernel module is still loaded: reboot."),
    4: ("Headroom's user may not open the GPU devices (NVML: insufficient permissions).",
        "Check the permissions of /dev/nvidia* and that the user running Headroom may use them "
        "(e.g. membership of the video or render group)."),
    13: ("This NVIDIA driver is too old for the NVML functions Headroom asks for.",
         "Update the NVIDIA driver."),
}
NO_GPU = ("NVML started, but it found no NVIDIA GPU.",
          "Check that the card is on the bus (lspci | grep -i nvidia) and, in a container or VM, that the GPU was passed in.")


@dataclass
class ProbeResult:
    snapshot: Snapshot | None
    problem: str | None = None  # why there is no snapshot, or why it is incomplete
    check: str | None = None  # what to check
    notes: list[str] = field(default_factory=list)  # fields a GPU refused, GPUs that were lost

    @property
    def ok(self) -> bool:
        return self.snapshot is not None and bool(self.snapshot.gpus)


def _load_nvml() -> ModuleType | None:
    try:
        import pynvml
    except ImportError:
        return None
    return pynvml


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


class _Reader:
    """Calls into NVML, turning a refused call into None and remembering what was refused."""

    def __init__(self, nvml: Any):
        self.nvml = nvml
        self.refused: list[str] = []

    def get(self, what: str, function: str, *args: Any, quiet: bool = False) -> Any:
        call = getattr(self.nvml, function, None)
        if call is None:
            return None  # an older nvidia-ml-py without this function
        try:
            return call(*args)
        except self.nvml.NVMLError as error:
            if not quiet and getattr(error, "value", None) != getattr(self.nvml, "NVML_ERROR_NOT_SUPPORTED", 3):
                self.refused.append(f"{what}: {_text(error)}")
            return None


def _cuda_version(value: int | None) -> str | None:
    if not value:
        return None
    return f"{value // 1000}.{value % 1000 // 10}"


def _process_name(reader: _Reader, pid: int, proc: Path) -> str:
    name = reader.get(f"process {pid} name", "nvmlSystemGetProcessName", pid)
    if name:
        return _text(name)
    # NVML may not name another user's process; /proc may (Linux), else the PID stands in.
    try:
        return (proc / str(pid) / "comm").read_text().strip() or f"PID {pid}"
    except OSError:
        return f"PID {pid}"


def _gpu(reader: _Reader, nvml: Any, index: int, handle: Any, proc: Path) -> tuple[GpuState, list[GpuProcess]]:
    label = f"GPU {index}"
    gpu = GpuState(index=index, name=_text(reader.get(f"{label} name", "nvmlDeviceGetName", handle) or "") or None)
    pci = reader.get(f"{label} PCI", "nvmlDeviceGetPciInfo", handle)
    if pci is not None:
        gpu.bus_id = _text(getattr(pci, "busId", "")) or None
    memory = None
    version = getattr(nvml, "nvmlMemory_v2", None)
    if version is not None:
        # v2 reports the driver's reservation apart from "used", as nvidia-smi's table does.
        memory = reader.get(f"{label} memory", "nvmlDeviceGetMemoryInfo", handle, version, quiet=True)
    if memory is None:
        memory = reader.get(f"{label} memory", "nvmlDeviceGetMemoryInfo", handle)
    if memory is not None:
        gpu.memory_total_mib = memory.total / MIB
        gpu.memory_used_mib = memory.used / MIB
    rates = reader.get(f"{label} utilization", "nvmlDeviceGetUtilizationRates", handle)
    if rates is not None:
        gpu.utilization_pct = float(rates.gpu)
    temperature = reader.get(f"{label} temperature", "nvmlDeviceGetTemperature", handle, nvml.NVML_TEMPERATURE_GPU)
    gpu.temperature_c = float(temperature) if temperature is not None else None
    slowdown = reader.get(f"{label} slowdown temperature", "nvmlDeviceGetTemperatureThreshold", handle,
                          nvml.NVML_TEMPERATURE_THRESHOLD_SLOWDOWN)
    gpu.temperature_slowdown_c = float(slowdown) if slowdown else None
    power = reader.get(f"{label} power draw", "nvmlDeviceGetPowerUsage", handle)  # milliwatts
    gpu.power_draw_w = power / 1000 if power is not None else None
    limit = reader.get(f"{label} power limit", "nvmlDeviceGetEnforcedPowerLimit", handle)
    gpu.power_limit_w = limit / 1000 if limit else None
    pstate = reader.get(f"{label} performance state", "nvmlDeviceGetPerformanceState", handle)
    gpu.pstate = f"P{pstate}" if pstate is not None and 0 <= pstate < 32 else None
    for attribute, function, kind in (
        ("clock_graphics_mhz", "nvmlDeviceGetClockInfo", nvml.NVML_CLOCK_GRAPHICS),
        ("clock_graphics_max_mhz", "nvmlDeviceGetMaxClockInfo", nvml.NVML_CLOCK_GRAPHICS),
        ("clock_memory_mhz", "nvmlDeviceGetClockInfo", nvml.NVML_CLOCK_MEM),
        ("clock_memory_max_mhz", "nvmlDeviceGetMaxClockInfo", nvml.NVML_CLOCK_MEM),
    ):
        value = reader.get(f"{label} {attribute}", function, handle, kind)
        setattr(gpu, attribute, float(value) if value is not None else None)
    reasons = reader.get(f"{label} clock event reasons", "nvmlDeviceGetCurrentClocksEventReasons", handle)
    if reasons is None:
        reasons = reader.get(f"{label} clock event reasons", "nvmlDeviceGetCurrentClocksThrottleReasons", handle)
    if reasons is not None:
        gpu.clocks_event_reasons = [name for bit, name in CLOCK_EVENT_REASONS if reasons & bit]
    for attribute, function in (("pcie_gen", "nvmlDeviceGetCurrPcieLinkGeneration"), ("pcie_gen_max", "nvmlDeviceGetMaxPcieLinkGeneration"),
                                ("pcie_width", "nvmlDeviceGetCurrPcieLinkWidth"), ("pcie_width_max", "nvmlDeviceGetMaxPcieLinkWidth")):
        value = reader.get(f"{label} {attribute}", function, handle)
        setattr(gpu, attribute, int(value) if value else None)
    mig = reader.get(f"{label} MIG mode", "nvmlDeviceGetMigMode", handle)
    if mig is not None:
        gpu.mig_enabled = bool(mig[0])
    model = reader.get(f"{label} driver model", "nvmlDeviceGetDriverModel", handle)  # Windows only
    if model is not None:
        gpu.driver_model = {0: "WDDM", 1: "TCC", 2: "MCDM"}.get(model[0])
    processes: dict[int, GpuProcess] = {}
    for function, kind in (("nvmlDeviceGetComputeRunningProcesses", "C"), ("nvmlDeviceGetGraphicsRunningProcesses", "G")):
        for info in reader.get(f"{label} processes", function, handle) or []:
            used = getattr(info, "usedGpuMemory", None)
            if info.pid in processes:
                known = processes[info.pid]
                known.type = "C+G"
                known.memory_mib = known.memory_mib or (used / MIB if used is not None else None)
                continue
            processes[info.pid] = GpuProcess(pid=info.pid, name=_process_name(reader, info.pid, proc), type=kind, gpu_index=index,
                                             memory_mib=used / MIB if used is not None else None)
    return gpu, list(processes.values())


def probe(nvml: Any = None, proc: Path = Path("/proc")) -> ProbeResult:
    """One reading of every GPU; never raises for anything NVML or the machine does.

    ``nvml`` and ``proc`` (where process names are read when NVML may not give them) are the
    boundaries the tests replace.
    """
    nvml = nvml or _load_nvml()
    if nvml is None:
        return ProbeResult(None, "The NVML bindings (the nvidia-ml-py package) are not installed in Headroom's environment.",
                           "Install Headroom with its dependencies (python3 tasks.py serve does).")
    try:
        nvml.nvmlInit()
    except nvml.NVMLError as error:
        problem, check = INIT_FAILURES.get(getattr(error, "value", None), (f"NVML could not start: {_text(error)}.",
                                                                            "Check the NVIDIA driver with nvidia-smi."))
        return ProbeResult(None, problem, check)
    try:
        reader = _Reader(nvml)
        snapshot = Snapshot(input_kinds=["nvml"], processes_listed=True)
        snapshot.driver_version = _text(reader.get("driver version", "nvmlSystemGetDriverVersion") or "") or None
        snapshot.cuda_version = _cuda_version(reader.get("CUDA version", "nvmlSystemGetCudaDriverVersion"))
        count = reader.get("GPU count", "nvmlDeviceGetCount") or 0
        result = ProbeResult(snapshot)
        for index in range(count):
            handle = reader.get(f"GPU {index}", "nvmlDeviceGetHandleByIndex", index)
            if handle is None:
                # A GPU that fell off the bus (NVML_ERROR_GPU_IS_LOST) still counts: say so.
                snapshot.gpus.append(GpuState(index=index))
                result.notes.append(f"GPU {index} could not be read; nvidia-smi and dmesg say why (a lost GPU needs a reboot).")
                snapshot.processes_listed = False
                continue
            gpu, processes = _gpu(reader, nvml, index, handle, proc)
            snapshot.gpus.append(gpu)
            snapshot.processes += processes
        if any(item.endswith("processes") or " processes:" in item for item in reader.refused):
            snapshot.processes_listed = False
        result.notes += reader.refused
        if not snapshot.gpus:
            result.snapshot, result.problem, result.check = None, *NO_GPU
        snapshot.mig = any(g.mig_enabled for g in snapshot.gpus)
        snapshot.wsl = _under_wsl(proc)
        return result
    finally:
        try:
            nvml.nvmlShutdown()
        except nvml.NVMLError:
            pass


def _under_wsl(proc: Path) -> bool:
    try:
        return "microsoft" in (proc / "sys" / "kernel" / "osrelease").read_text().lower()
    except OSError:
        return False
