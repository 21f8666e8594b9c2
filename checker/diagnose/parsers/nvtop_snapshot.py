"""``nvtop -s`` (nvtop 3.1 and later): a snapshot of every GPU as a JSON array, one object per GPU.

    [
      {
       "device_name": "NVIDIA GeForce RTX 5060 Ti",
       "temp": "36C",
       "power_draw": "7W",
       "gpu_util": "0%",
       "mem_total": "21197180928",
       "mem_used": "7585398784",
       ...
      }
    ]

Memory is in bytes; a field nvtop cannot read is ``null``. nvtop 3.3.0 printed the memory fields
without the commas between them (Syllo/nvtop issue #438), so the objects are read field by field rather
than as JSON. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.parsers import leading_number
from checker.diagnose.snapshot import GpuState, Snapshot

FIELD = re.compile(r'^\s*"(?P<key>[a-z_]+)"\s*:\s*(?:"(?P<text>[^"\n]{0,200})"|(?P<bare>null|[\d.]+))\s*,?\s*$')
FIELDS = {"temp": "temperature_c", "power_draw": "power_draw_w", "gpu_util": "utilization_pct"}


def is_start(line: str) -> bool:
    """The line that names a GPU in a snapshot: ``"device_name": "..."``."""
    match = FIELD.match(line)
    return match is not None and match.group("key") == "device_name"


def parse(text: str) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["nvtop snapshot"])
    gpu: GpuState | None = None
    for line in text.splitlines():
        match = FIELD.match(line)
        if not match:
            continue
        key, value = match.group("key"), match.group("text") if match.group("text") is not None else match.group("bare")
        if key == "device_name":
            gpu = GpuState(index=len(snapshot.gpus), name=value if value != "null" else None)
            snapshot.gpus.append(gpu)
            continue
        if gpu is None or value in (None, "null"):
            continue
        number = leading_number(value)
        if key in FIELDS:
            setattr(gpu, FIELDS[key], number)
        elif key in ("mem_used", "mem_total") and number is not None:
            setattr(gpu, "memory_used_mib" if key == "mem_used" else "memory_total_mib", round(number / 2**20, 2))
    return snapshot if snapshot.gpus else None
