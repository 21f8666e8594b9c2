"""``cuda-smi`` (al42and/cuda-smi, a small CUDA tool for macOS and Linux of 2015-2017): one line per device, its free
memory of its total in MB as the CUDA runtime reports it (MiB in effect).

    Device 0 [PCIe 0:193:0.0]: GeForce GTX TITAN X (CC 5.2): 12145 of 12288 MB (i.e. 98.8%) Free

(published_holdout37, a Mac with an eGPU). A paste that runs it twice ("Before", "After") ends on the second reading:
the last line of each device is its state. Plain Python.
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
