"""nvtop's screen, copied from a terminal: each device's header over its gauges, side by side where the
terminal is wide enough (nvtop 3.x, as a published_holdout5 report shows it):

     Device 0 [NVIDIA GeForce RTX 3060 Laptop GPU] PCIe GEN 1@ 8x RX: 7.812 MiB/s ...  Device 1 [AMD Radeon Graphics] Integrated GPU ...
     GPU 210MHz  MEM 405MHz  TEMP  47°C FAN N/A% POW  15 /  80 W                          GPU 400MHz  MEM 1600MHz TEMP  52°C CPU-FAN  POW  10 W
     GPU[                                       0%] MEM[||||||||    2.486Gi/6.000Gi]  GPU[                 0%] MEM[||||||||||3.721Gi/4.000Gi]

The n-th gauge of a line belongs to the n-th device of the header line above it. Under the gauges nvtop lists the
processes, each with its device, its type and its GPU memory (a published_holdout142 report copied that list alone):

    PID USER DEV     TYPE  GPU        GPU MEM    CPU  HOST MEM Command
    1880122 root   0  Compute   0%   5102MiB  33%     1%   5959MiB /opt/tritonserver/backends/python/triton_python_b...

Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

DEVICE = re.compile(r"\bDevice (\d{1,2}) \[([^\]\n]{1,80})\]")
TEMPERATURE = re.compile(r"\bTEMP\s+(\d{1,3})\s?°?C")
POWER = re.compile(r"\bPOW\s+(\d{1,4})(?:\s*/\s*(\d{1,4}))?\s*W")
UTILIZATION = re.compile(r"\bGPU\[[| ]{0,200}?(\d{1,3})%\]")
MEMORY = re.compile(r"\bMEM\[[| ]{0,200}?([\d.]+)(Gi|Mi|Ki)/([\d.]+)(Gi|Mi|Ki)\]")
UNIT_MIB = {"Gi": 1024.0, "Mi": 1.0, "Ki": 1 / 1024}
PROCESS_HEADER = re.compile(r"^\s*PID\s+USER\s+DEV\s+TYPE\s+GPU\s+GPU MEM\s+CPU\s+HOST MEM\s+Command\s*$",
                            re.IGNORECASE)
# A process row: its GPU share, its GPU memory (then that memory's share of the card), its CPU share, its host memory,
# then the command.
PROCESS_ROW = re.compile(r"^\s*(?P<pid>\d{1,8})\s+\S{1,32}\s+(?P<device>\d{1,2})\s+(?P<type>Compute|Graphics?)\s+"
                         r"(?:\d{1,3}%|N/A)\s+"
                         r"(?P<memory>\d{1,7}(?:\.\d+)?)(?P<unit>Gi|Mi|Ki)B\s+(?:\d{1,3}%\s+)?(?:\d{1,5}%|N/A)\s+"
                         r"[\d.]{1,9}(?:Gi|Mi|Ki)B\s+(?P<command>\S.{0,400}?)\s*$")


def is_header(line: str) -> bool:
    return "Device " in line and "[" in line and DEVICE.search(line) is not None and ("PCIe" in line or "Integrated GPU" in line)


def is_process_line(line: str) -> bool:
    """The process list's heading or one of its rows."""
    return "PID" in line and PROCESS_HEADER.match(line) is not None \
        or "iB" in line and PROCESS_ROW.match(line) is not None


def parse(text: str) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["nvtop"])
    row: list[GpuState] = []  # the devices of the header line above
    for line in text.splitlines():
        if process := PROCESS_ROW.match(line) if "iB" in line else None:
            snapshot.processes.append(GpuProcess(
                pid=int(process.group("pid")), name=process.group("command"),
                type="G" if process.group("type").startswith("G") else "C",
                gpu_index=int(process.group("device")),
                memory_mib=round(float(process.group("memory")) * UNIT_MIB[process.group("unit")], 1)))
            continue
        if is_header(line):
            row = []
            for match in DEVICE.finditer(line):
                gpu = GpuState(index=int(match.group(1)), name=match.group(2).strip())
                snapshot.gpus.append(gpu)
                row.append(gpu)
            continue
        for gpu, match in zip(row, TEMPERATURE.finditer(line), strict=False):
            gpu.temperature_c = float(match.group(1))
        for gpu, match in zip(row, POWER.finditer(line), strict=False):
            gpu.power_draw_w = float(match.group(1))
            gpu.power_limit_w = float(match.group(2)) if match.group(2) else None
        for gpu, match in zip(row, UTILIZATION.finditer(line), strict=False):
            gpu.utilization_pct = float(match.group(1))
        for gpu, match in zip(row, MEMORY.finditer(line), strict=False):
            gpu.memory_used_mib = round(float(match.group(1)) * UNIT_MIB[match.group(2)], 1)
            gpu.memory_total_mib = round(float(match.group(3)) * UNIT_MIB[match.group(4)], 1)
    return snapshot if snapshot.gpus or snapshot.processes else None
