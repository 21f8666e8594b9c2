"""LM Studio's system information, as its error dialog and its "copy system info" print it (0.2.x):

    "gpu": {
      "gpu_names": [
        "NVIDIA GeForce RTX 2080 Ti",
        "NVIDIA GeForce GTX 1080"
      ],
      "vram_recommended_capacity": "19.00 GB",
      "vram_unused": "16.89 GB"
    },

It names the GPUs; its VRAM figures are for all of them together, so they are not given to any one
card. Read line by line (the JSON is often cut or glued to a fence). Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

START = re.compile(r'^\s*"gpu_names"\s*:\s*\[')
NAME = re.compile(r'^\s*"([^"\n]{1,120})"\s*,?\s*$')


def is_start(line: str) -> bool:
    return START.match(line) is not None


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if is_start(line)), None)
    if start is None:
        return None
    names = re.findall(r'"([^"\n]{1,120})"', lines[start].split("[", 1)[1])  # the list on one line
    for line in lines[start + 1:]:
        if line.strip().startswith("]") or not (match := NAME.match(line)):
            break
        names.append(match.group(1))
    if not names:
        return None
    return Snapshot(input_kinds=["LM Studio system info"], gpus=[GpuState(index=i, name=name) for i, name in enumerate(names)])


def block_end(lines: list[str], start: int) -> int:
    """The line after the list's closing bracket (or after its last name, where the paste was cut)."""
    end = start + 1
    while end < len(lines) and NAME.match(lines[end]):
        end += 1
    return end + 1 if end < len(lines) and lines[end].strip().startswith("]") else end
