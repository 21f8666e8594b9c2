"""``rocm-smi`` (AMD): the concise table it prints with no arguments.

Per device: temperature, power and its cap, VRAM and GPU use in percent, and the
name on the line below. Memory in MiB is not in this table, so only the share is
known. Plain Python.
"""

from __future__ import annotations

import re

from checker.snapshot import GpuState, Snapshot

ROW = re.compile(
    r"^(?P<index>\d+)\s+(?:\[[^\]]*\]\s+)?(?P<temp>[\d.]+)°?C\s+(?P<power>[\d.]+)W\s+.*?\s(?P<cap>[\d.]+)W\s+(?P<vram>\d+)%\s+(?P<gpu>\d+)%\s*$"
)


def parse(text: str) -> Snapshot | None:
    if "ROCm System Management Interface" not in text and "ROCm SMI" not in text:
        return None
    snapshot = Snapshot(input_kinds=["rocm-smi"])
    lines = text.splitlines()
    for number, line in enumerate(lines):
        match = ROW.match(line.strip())
        if not match:
            continue
        name = lines[number + 1].strip() if number + 1 < len(lines) and not lines[number + 1].startswith("=") else None
        snapshot.gpus.append(GpuState(
            index=int(match.group("index")), name=name or None, temperature_c=float(match.group("temp")),
            power_draw_w=float(match.group("power")), power_limit_w=float(match.group("cap")),
            utilization_pct=float(match.group("gpu")), memory_used_pct=float(match.group("vram")),
        ))
    snapshot.truncated = "End of ROCm SMI Log" not in text
    return snapshot if snapshot.gpus else None
