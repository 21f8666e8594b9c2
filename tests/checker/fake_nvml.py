"""A fake of the pynvml module: the NVML boundary, for tests of the probe on machines without a GPU.

It implements the functions checker.machine.nvml_probe calls with pynvml's signatures and
units (bytes, milliwatts, MHz, bitmasks), and raises NVMLError with NVML's error
values where a test asks it to, so every error path can be exercised.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

NVML_ERROR_UNINITIALIZED = 1
NVML_ERROR_NOT_SUPPORTED = 3
NVML_ERROR_NO_PERMISSION = 4
NVML_ERROR_DRIVER_NOT_LOADED = 9
NVML_ERROR_LIBRARY_NOT_FOUND = 12
NVML_ERROR_FUNCTION_NOT_FOUND = 13
NVML_ERROR_GPU_IS_LOST = 15
NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18
NVML_ERROR_UNKNOWN = 999
NVML_TEMPERATURE_GPU = 0
NVML_TEMPERATURE_THRESHOLD_SLOWDOWN = 1
NVML_CLOCK_GRAPHICS = 0
NVML_CLOCK_MEM = 2
nvmlMemory_v2 = 0x02000028
MESSAGES = {1: "Uninitialized", 3: "Not Supported", 4: "Insufficient Permissions", 9: "Driver Not Loaded",
            12: "NVML Shared Library Not Found", 13: "Function Not Found", 15: "GPU is lost",
            18: "RM has detected an NVML/RM version mismatch.", 999: "Unknown Error"}


class NVMLError(Exception):
    def __init__(self, value: int):
        super().__init__(value)
        self.value = value

    def __str__(self) -> str:
        return MESSAGES.get(self.value, f"Error {self.value}")


@dataclass
class FakeGpu:
    name: str = "NVIDIA GeForce RTX 4090"
    bus_id: str = "00000000:01:00.0"
    total_bytes: int = 24564 * 2**20
    used_bytes: int = 1234 * 2**20
    utilization: int = 3
    temperature: int = 41
    slowdown: int = 87
    power_mw: int = 31_000
    limit_mw: int = 450_000
    pstate: int = 8
    clocks: dict = field(default_factory=lambda: {0: 210, 2: 405})
    max_clocks: dict = field(default_factory=lambda: {0: 3105, 2: 10501})
    reasons: int = 0x1
    pcie: tuple = (1, 4, 16, 16)  # current gen, max gen, current width, max width
    mig: tuple | None = (0, 0)
    compute: list = field(default_factory=list)  # (pid, bytes or None)
    graphics: list = field(default_factory=list)
    refuse: dict = field(default_factory=dict)  # function name -> NVML error value


class FakeNvml:
    """Stands in for the pynvml module."""

    NVMLError = NVMLError

    def __init__(self, gpus: list[FakeGpu] | None = None, init_error: int | None = None, driver: str = "580.95.05",
                 cuda: int = 13000, names: dict[int, str] | None = None, lost: set[int] | None = None):
        self.gpus = gpus if gpus is not None else [FakeGpu()]
        self.init_error, self.driver, self.cuda = init_error, driver, cuda
        self.names = names or {}
        self.lost = lost or set()
        self.initialized = False
        self.shutdowns = 0
        for name, value in globals().items():
            if name.startswith("NVML_") or name == "nvmlMemory_v2":
                setattr(self, name, value)

    def _check(self, function: str, gpu: FakeGpu | None = None):
        if not self.initialized:
            raise NVMLError(NVML_ERROR_UNINITIALIZED)
        if gpu is not None and function in gpu.refuse:
            raise NVMLError(gpu.refuse[function])

    def nvmlInit(self):
        if self.init_error is not None:
            raise NVMLError(self.init_error)
        self.initialized = True

    def nvmlShutdown(self):
        self._check("nvmlShutdown")
        self.initialized = False
        self.shutdowns += 1

    def nvmlSystemGetDriverVersion(self):
        self._check("driver")
        return self.driver

    def nvmlSystemGetCudaDriverVersion(self):
        self._check("cuda")
        return self.cuda

    def nvmlDeviceGetCount(self):
        self._check("count")
        return len(self.gpus)

    def nvmlDeviceGetHandleByIndex(self, index):
        self._check("handle")
        if index in self.lost:
            raise NVMLError(NVML_ERROR_GPU_IS_LOST)
        return self.gpus[index]

    def nvmlSystemGetProcessName(self, pid):
        self._check("process name")
        if pid not in self.names:
            raise NVMLError(NVML_ERROR_NO_PERMISSION)
        return self.names[pid]

    # Per-device calls: each may be refused by the test through FakeGpu.refuse.
    def nvmlDeviceGetPciInfo(self, gpu):
        self._check("nvmlDeviceGetPciInfo", gpu)
        return SimpleNamespace(busId=gpu.bus_id)

    def nvmlDeviceGetMemoryInfo(self, gpu, version=None):
        self._check("nvmlDeviceGetMemoryInfo", gpu)
        if version is not None and "memory_v2" in gpu.refuse:
            raise NVMLError(gpu.refuse["memory_v2"])
        return SimpleNamespace(total=gpu.total_bytes, used=gpu.used_bytes, free=gpu.total_bytes - gpu.used_bytes)

    def nvmlDeviceGetUtilizationRates(self, gpu):
        self._check("nvmlDeviceGetUtilizationRates", gpu)
        return SimpleNamespace(gpu=gpu.utilization, memory=0)

    def nvmlDeviceGetTemperature(self, gpu, sensor):
        self._check("nvmlDeviceGetTemperature", gpu)
        assert sensor == NVML_TEMPERATURE_GPU
        return gpu.temperature

    def nvmlDeviceGetTemperatureThreshold(self, gpu, threshold):
        self._check("nvmlDeviceGetTemperatureThreshold", gpu)
        assert threshold == NVML_TEMPERATURE_THRESHOLD_SLOWDOWN
        return gpu.slowdown

    def nvmlDeviceGetClockInfo(self, gpu, kind):
        self._check("nvmlDeviceGetClockInfo", gpu)
        return gpu.clocks[kind]

    def nvmlDeviceGetMaxClockInfo(self, gpu, kind):
        self._check("nvmlDeviceGetMaxClockInfo", gpu)
        return gpu.max_clocks[kind]

    def nvmlDeviceGetMigMode(self, gpu):
        self._check("nvmlDeviceGetMigMode", gpu)
        if gpu.mig is None:
            raise NVMLError(NVML_ERROR_NOT_SUPPORTED)
        return list(gpu.mig)

    def nvmlDeviceGetDriverModel(self, gpu):
        raise NVMLError(NVML_ERROR_NOT_SUPPORTED)  # Linux

    def nvmlDeviceGetComputeRunningProcesses(self, gpu):
        self._check("nvmlDeviceGetComputeRunningProcesses", gpu)
        return [SimpleNamespace(pid=pid, usedGpuMemory=used) for pid, used in gpu.compute]

    def nvmlDeviceGetGraphicsRunningProcesses(self, gpu):
        self._check("nvmlDeviceGetGraphicsRunningProcesses", gpu)
        return [SimpleNamespace(pid=pid, usedGpuMemory=used) for pid, used in gpu.graphics]


def _getter(name: str, read):
    """A device call that only returns one field (in pynvml's unit), unless the test refuses it."""
    def call(self, gpu):
        self._check(name, gpu)
        return read(gpu)
    call.__name__ = name
    return call


# The one-field device calls, each with what it returns.
for _name, _read in {
    "nvmlDeviceGetName": lambda gpu: gpu.name,
    "nvmlDeviceGetPowerUsage": lambda gpu: gpu.power_mw,  # milliwatts
    "nvmlDeviceGetEnforcedPowerLimit": lambda gpu: gpu.limit_mw,
    "nvmlDeviceGetPerformanceState": lambda gpu: gpu.pstate,
    "nvmlDeviceGetCurrentClocksEventReasons": lambda gpu: gpu.reasons,  # a bitmask
    "nvmlDeviceGetCurrentClocksThrottleReasons": lambda gpu: gpu.reasons,
    "nvmlDeviceGetCurrPcieLinkGeneration": lambda gpu: gpu.pcie[0],
    "nvmlDeviceGetMaxPcieLinkGeneration": lambda gpu: gpu.pcie[1],
    "nvmlDeviceGetCurrPcieLinkWidth": lambda gpu: gpu.pcie[2],
    "nvmlDeviceGetMaxPcieLinkWidth": lambda gpu: gpu.pcie[3],
}.items():
    setattr(FakeNvml, _name, _getter(_name, _read))
