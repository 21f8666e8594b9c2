"""Intel's ``xpu-smi stats -d N``: one device's statistics as a two-column box.

    +-----------------------------+--------------------------------------------------------------------+
    | Device ID                   | 0                                                                  |
    +-----------------------------+--------------------------------------------------------------------+
    | GPU Utilization (%)         | 0                                                                  |
    | GPU Power (W)               | 36                                                                 |
    | GPU Core Temperature (C)    | 41                                                                 |
    | GPU Memory Used (MiB)       | 24                                                                 |
    | GPU Memory Util (%)         | 0                                                                  |
    +-----------------------------+--------------------------------------------------------------------+

(intel/xpumanager doc/smi_user_guide.md; older releases wrote "(Celsius Degree)" for the temperature).
A value xpu-smi cannot read is empty or N/A; a card with two tiles gives one value per tile, which is
not read. The device's name and size are not in this output. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

DEVICE_ROW = re.compile(r"^\|\s*Device ID\s*\|\s*(\d+)\s*\|$")
ROW = re.compile(r"^\|\s*(?P<key>[A-Za-z][^|]{0,60}?)\s*\|\s*(?P<value>[^|]{0,200}?)\s*\|$")
NUMBER = re.compile(r"^\d+(?:\.\d+)?$")
FIELDS = (("GPU Utilization", "utilization_pct"), ("GPU Power", "power_draw_w"), ("GPU Core Temperature", "temperature_c"),
          ("GPU Memory Used", "memory_used_mib"), ("GPU Memory Util", "memory_used_pct"))


def is_start(line: str) -> bool:
    return DEVICE_ROW.match(line.strip()) is not None


def parse(text: str) -> Snapshot | None:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    snapshot = Snapshot(input_kinds=["xpu-smi stats"])
    gpu = None
    for line in lines:
        if match := DEVICE_ROW.match(line):
            gpu = GpuState(index=int(match.group(1)))
            snapshot.gpus.append(gpu)
            continue
        if gpu is None or not (row := ROW.match(line)):
            continue
        value = row.group("value")
        attribute = next((name for label, name in FIELDS if row.group("key").startswith(label)), None)
        if attribute and NUMBER.match(value):
            setattr(gpu, attribute, float(value))
    if not snapshot.gpus:
        return None
    # The box ends with a border; a paste that stops on a row was cut.
    snapshot.truncated = not lines[-1].startswith("+")
    return snapshot
