"""``cuda-smi`` (al42and/cuda-smi, a small CUDA tool for macOS and Linux of 2015-2017): one line per device, its free
memory of its total in MB as the CUDA runtime reports it (MiB in effect).

    Device 0 [PCIe 0:193:0.0]: GeForce GTX TITAN X (CC 5.2): 12145 of 12288 MB (i.e. 98.8%) Free

(published_holdout37, a Mac with an eGPU). A paste that runs it twice ("Before", "After") ends on the second reading:
the last line of each device is its state.

Also the CUDA samples' ``deviceQuery``: each device's name and its total memory, in MBytes (totalGlobalMem over 2**20,
so MiB), and the driver's CUDA version; nothing of the device's present state (published_holdout176, as Markdown):

    Detected 1 CUDA Capable device(s)
    Device 0: "NVIDIA A30"
      CUDA Driver Version / Runtime Version          12.5 / 12.1
      Total amount of global memory:                 24169 MBytes (25343295488 bytes)

Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

LINE = re.compile(r"^\s*Device (\d{1,2}) \[PCIe [\w:.]+\]: (.{1,120}?) \(CC \d+\.\d+\): ([\d.]+) of ([\d.]+) MB"
                  r" \(i\.e\. [\d.]+%\) Free\s*$")


def is_line(line: str) -> bool:
    return "(CC " in line and " Free" in line and LINE.match(line) is not None


def parse(text: str) -> Snapshot | None:
    last: dict[int, re.Match] = {}
    for line in text.splitlines():
        if is_line(line):
            match = LINE.match(line)
            last[int(match.group(1))] = match
    if not last:
        return None
    gpus = []
    for index, match in sorted(last.items()):
        free, total = float(match.group(3)), float(match.group(4))
        gpus.append(GpuState(index=index, name=match.group(2).strip(), memory_total_mib=total,
                             memory_used_mib=round(total - free, 1) if free <= total else None))
    return Snapshot(input_kinds=["cuda-smi"], gpus=gpus)


QUERY_DEVICE = re.compile(r'^\s*(?:#{1,4}\s*)?Device (\d{1,2}): "([^"\n]{1,120})"\s*$')
QUERY_MEMORY = re.compile(r"^\s*Total amount of global memory:\s+(\d+) MBytes")
QUERY_DRIVER = re.compile(r"^\s*CUDA Driver Version / Runtime Version\s+(\d+\.\d+) / \d+\.\d+")
QUERY_OTHER = re.compile(r"^\s*(?:#{1,4}\s*)?(?:Detected \d+ CUDA Capable device|CUDA Device Query \(Runtime API\)|"
                         r"deviceQuery, CUDA Driver = CUDART)")


# Every other line of a device's block: a label indented by two spaces, its value starting in the 50th column
# (deviceQuery.cpp pads its labels so; "  GPU Max Clock rate:                            1291 MHz (1.29 GHz)"), read as part
# of the listing so that a listing cut inside a device's block is seen to end there (published_holdout191).
QUERY_LABEL = re.compile(r"  [A-Z(][\w /().,:<>=-]{1,46}")
QUERY_VALUE_COLUMN = 49  # 0-based: the 50th column
# The closing line, after the last device ("deviceQuery, CUDA Driver = CUDART, CUDA Driver Version = 4.2, ..., NumDevs =
# 4, ..."; since CUDA 5 it ends "Result = PASS").
QUERY_END = "deviceQuery, CUDA Driver = CUDART"


def _body(line: str) -> bool:
    column = QUERY_VALUE_COLUMN
    return len(line) > column and line[column - 1] == " " and not line[column].isspace() \
        and QUERY_LABEL.fullmatch(line[:column].rstrip()) is not None


def is_device_query_line(line: str) -> bool:
    return any(pattern.match(line) for pattern in (QUERY_DEVICE, QUERY_MEMORY, QUERY_DRIVER, QUERY_OTHER)) or _body(line)


def parse_device_query(text: str) -> Snapshot | None:
    """deviceQuery's devices: a "Device N:" heading and the memory line under it; a device heading alone is not enough
    (the memory line or the count of devices must be there too). A listing without its closing line stops early."""
    lines = text.splitlines()
    if not any(QUERY_MEMORY.match(line) or QUERY_OTHER.match(line) for line in lines):
        return None
    snapshot, gpu = Snapshot(input_kinds=["deviceQuery"]), None
    for line in lines:
        if device := QUERY_DEVICE.match(line):
            gpu = GpuState(index=int(device.group(1)), name=device.group(2).strip())
            snapshot.gpus.append(gpu)
        elif (memory := QUERY_MEMORY.match(line)) and gpu is not None:
            gpu.memory_total_mib = float(memory.group(1))
        elif driver := QUERY_DRIVER.match(line):
            snapshot.cuda_version = snapshot.cuda_version or driver.group(1)
    # A listing that stops inside its devices, before its closing line, is cut where the paste ends with it.
    snapshot.stops_early = bool(snapshot.gpus) and not any(QUERY_END in line for line in lines)
    return snapshot if snapshot.gpus else None
