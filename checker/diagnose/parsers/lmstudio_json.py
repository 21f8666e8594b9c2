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
card. Before 0.2.22 or so it named the backend, not the cards (0.2.15 and 0.2.21 on Linux with an AMD card,
published_holdout9 and 65):

    "gpu": {
      "type": "AmdOpenCL",
      "vram_recommended_capacity": 0,
      "vram_unused": 0
    },

which is one device of that backend (LM Studio counted nothing in it, so no figure is read). Read line by line
(the JSON is often cut or glued to a fence). Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

START = re.compile(r'^\s*"gpu_names"\s*:\s*\[')
NAME = re.compile(r'^\s*"([^"\n]{1,120})"\s*,?\s*$')
GPU_OBJECT = re.compile(r'^\s*"gpu"\s*:\s*\{\s*$')
BACKEND_TYPE = re.compile(r'^\s*"type"\s*:\s*"(?P<backend>[A-Z][A-Za-z]{2,30})"\s*,?\s*$')


def is_start(line: str) -> bool:
    return START.match(line) is not None


def backend_type(lines: list[str], i: int) -> str | None:
    """The backend an older report names on line i (`"type": "AmdOpenCL"` first in its `"gpu": {` object), else None."""
    match = BACKEND_TYPE.match(lines[i])
    return match.group("backend") if match and i > 0 and GPU_OBJECT.match(lines[i - 1]) else None


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if is_start(line)), None)
    if start is None:
        backend = next((name for i, line in enumerate(lines) if '"type"' in line and (name := backend_type(lines, i))), None)
        return Snapshot(input_kinds=["LM Studio system info"], gpus=[GpuState(index=0, name=backend)]) if backend else None
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
