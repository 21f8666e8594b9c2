"""``nvgpu``'s Python list (the nvgpu package's ``gpu_info()``, printed with pprint): one dict per GPU, its memory in
MiB as nvidia-smi reports it.

    [{'index': '0',
      'mem_total': 8119,
      'mem_used': 7881,
      'mem_used_percent': 97.06860450794433,
      'type': 'GeForce GTX 1070',
      'uuid': 'GPU-3aa99ee6-...'}]

(published_holdout38). Only these keys are nvgpu's: a dict with others ('load', 'temperature') is what a user wishes
it printed, and those are not read. A GPU printed twice is read as last printed. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

KEY_LINE = re.compile(r"^\s*\[?\{?'(?:index|mem_total|mem_used|mem_used_percent|type|uuid)': ")
RECORD = re.compile(r"\{'index': '(\d{1,2})',([^{}]{0,2000})\}")
TOTAL = re.compile(r"'mem_total': (\d+)\b")
USED = re.compile(r"'mem_used': (\d+)\b")
NAME = re.compile(r"'type': '([^'\n]{1,120})'")


def is_line(line: str) -> bool:
    return "': " in line and KEY_LINE.match(line) is not None


def parse(text: str) -> Snapshot | None:
    gpus: dict[int, GpuState] = {}
    for record in RECORD.finditer(text):
        body = record.group(2)
        total, used, name = TOTAL.search(body), USED.search(body), NAME.search(body)
        if not total:
            continue
        index = int(record.group(1))
        gpus[index] = GpuState(index=index, name=name.group(1) if name else None, memory_total_mib=float(total.group(1)),
                               memory_used_mib=float(used.group(1)) if used else None)
    return Snapshot(input_kinds=["nvgpu"], gpus=[gpus[index] for index in sorted(gpus)]) if gpus else None
