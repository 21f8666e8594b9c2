"""inxi's system report (``inxi -F`` and its kin, which bug templates of Linux programs ask for), its Graphics section:

    Graphics:
      Device-1: NVIDIA GA106 [GeForce RTX 3060 Lite Hash Rate] vendor: ASUSTeK driver: nvidia
        v: 525.125.06 pcie: speed: 5 GT/s lanes: 16 ports: active: none off: DP-3,HDMI-A-1

(published_holdout76, Open Interpreter's tracker). Each NVIDIA or AMD device is a card the machine has (its name in the
last brackets before "vendor:" or "driver:", as lspci's; Intel's integrated graphics are left out, as there), and the
version after ``driver: nvidia`` is the driver's. inxi wraps its lines, so the version may be on the next one. Nothing
of use or memory. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

HEADING = re.compile(r"^Graphics:\s*$")
DEVICE = re.compile(r"^\s+Device-\d{1,2}: (?:NVIDIA|AMD|Advanced Micro Devices(?:, Inc\.)? \[AMD/ATI\]) (?P<model>.+?)"
                    r"(?= vendor: | driver: |\s*$)")
NVIDIA_DRIVER = re.compile(r"\bdriver: nvidia\s+v: (\d{3}\.\d+(?:\.\d+)?)\b")
BRACKETS = re.compile(r"\[([^\[\]]{2,60})\]\s*$")


def section(lines: list[str]) -> range | None:
    """The lines of the Graphics section: its heading and the indented lines under it."""
    start = next((index for index, line in enumerate(lines) if HEADING.match(line)), None)
    if start is None:
        return None
    end = start + 1
    while end < len(lines) and lines[end][:1] in (" ", "\t") and lines[end].strip():
        end += 1
    return range(start, end)


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    span = section(lines)
    if span is None:
        return None
    body = lines[span.start:span.stop]
    gpus = []
    for line in body:
        if match := DEVICE.match(line):
            named = BRACKETS.search(match.group("model"))
            gpus.append(GpuState(index=len(gpus), name=named.group(1) if named else match.group("model").strip()))
    if not gpus:
        return None
    driver = NVIDIA_DRIVER.search(" ".join(line.strip() for line in body))
    return Snapshot(input_kinds=["inxi"], gpus=gpus, driver_version=driver.group(1) if driver else None)
