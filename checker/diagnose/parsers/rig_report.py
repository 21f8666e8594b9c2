"""The GPU part of the rig report club-3090's ``scripts/report.sh`` writes (a Markdown report its issue templates ask
for; published_holdout35, 39 and 44):

    ## GPU hardware

    - **GPU 0:** NVIDIA GeForce RTX 3090 | 24576 MiB | driver 595.71.05 | VBIOS 94.02.42.00.9E | persistence=Enabled
      - **Power:** limit=290.00 W (default=390.00 W, max=430.00 W) | current_draw=11.23 W ⚠ user-capped below default
      - **PCIe:** x4 lanes negotiated (GPU max x16, Gen up to 4) | bus 00000000:65:00.0

Each GPU's name, total memory (MiB), the driver, the power limit and draw and the link's negotiated and maximum width
are read from nvidia-smi's readings as the script writes them; utilization is not in the report. Memory in use is in its
"Display / desktop state" part, at rest, where the report prints it ("- **GPU 0 idle VRAM:** 20378 MiB (display +
browser + the running llama-server)", 2026-06, published_holdout155). Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

# (The bold marks may be lost where a page renders the Markdown and a reader copies the text.)
GPU = re.compile(r"^\s*[-*]\s+(?:\*\*)?GPU (?P<index>\d{1,2}):(?:\*\*)?\s+(?P<name>[^|\n]{2,80}?)\s*\|\s*(?P<total>\d{3,7}) MiB\s*"
                 r"\|\s*driver (?P<driver>\d{3}\.\d{1,3}(?:\.\d{1,3})?)\b")
# (A laptop's card under WSL2 reports no limit: "limit=[N/A] (default=95.00 W, max=175.00 W) | current_draw=9.95 W",
# published_holdout135; the draw is still read.)
POWER = re.compile(r"^\s*[-*]\s+(?:\*\*)?Power:(?:\*\*)?\s+limit=(?:(?P<limit>[\d.]+) W\b|\[N/A\])[^|\n]*\|\s*"
                   r"current_draw=(?P<draw>[\d.]+) W")
IDLE_VRAM = re.compile(r"^\s*[-*]\s+(?:\*\*)?GPU (?P<index>\d{1,2}) idle VRAM:(?:\*\*)?\s+(?P<used>\d{1,7}) MiB\b")
PCIE = re.compile(r"^\s*[-*]\s+(?:\*\*)?PCIe:(?:\*\*)?\s+x(?P<width>\d{1,2}) lanes negotiated \(GPU max x(?P<max>\d{1,2})")


def is_line(line: str) -> bool:
    return ("GPU " in line and GPU.match(line) is not None) or ("limit=" in line and POWER.match(line) is not None) \
        or ("lanes negotiated" in line and PCIE.match(line) is not None) \
        or ("idle VRAM" in line and IDLE_VRAM.match(line) is not None)


def parse(text: str) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["rig report"])
    gpu: GpuState | None = None
    for line in text.splitlines():
        if match := GPU.match(line):
            gpu = GpuState(index=int(match.group("index")), name=match.group("name"), memory_total_mib=float(match.group("total")))
            snapshot.gpus.append(gpu)
            snapshot.driver_version = snapshot.driver_version or match.group("driver")
        elif gpu is not None and (match := POWER.match(line)):
            gpu.power_limit_w = float(match.group("limit")) if match.group("limit") else None
            gpu.power_draw_w = float(match.group("draw"))
        elif gpu is not None and (match := PCIE.match(line)):
            gpu.pcie_width, gpu.pcie_width_max = int(match.group("width")), int(match.group("max"))
        elif "idle VRAM" in line and (match := IDLE_VRAM.match(line)):
            named = next((g for g in snapshot.gpus if g.index == int(match.group("index"))), None)
            if named is not None:
                named.memory_used_mib = float(match.group("used"))
    return snapshot if snapshot.gpus else None
