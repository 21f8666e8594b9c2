"""ROCm's ``rocminfo``: the HSA agents, of which the GPUs are named by their architecture.

    *******
    Agent 2
    *******
      Name:                    gfx1100
      Uuid:                    GPU-a3b0e4c1d2f3a4b5
      Marketing Name:          Radeon RX 7900 XTX
      ...
      Device Type:             GPU

An AMD user's answer to "which GPU does ROCm see?", often filtered (``rocminfo | grep Name``, as in
published_holdout9, or one agent's block, published_holdout11). Each agent named ``gfx`` and a number is a GPU
(the ISA lines below it, ``amdgcn-amd-amdhsa--gfx1100``, are the same GPU); its marketing name where the paste keeps
it. Nothing here says how busy or how full a GPU is. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

AGENT_NAME = re.compile(r"^\s*Name:\s+(gfx[0-9a-f]{3,4})\s*$")
MARKETING = re.compile(r"^\s*Marketing Name:\s+(.{1,120}?)\s*$")


def is_line(line: str) -> bool:
    return "Name:" in line and (AGENT_NAME.match(line) is not None or MARKETING.match(line) is not None)


def parse(text: str) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["rocminfo"])
    current: GpuState | None = None
    for line in text.splitlines():
        if match := AGENT_NAME.match(line):
            current = GpuState(index=len(snapshot.gpus), name=match.group(1))
            snapshot.gpus.append(current)
        elif current is not None and (match := MARKETING.match(line)):
            # "AMD Radeon Graphics" (an APU) says less than the architecture: keep both.
            current.name = f"{match.group(1)} ({current.name})"
            current = None  # the next agent's marketing name is its own (a CPU agent's follows "Name: AMD Ryzen ...")
    # The whole listing ends with "*** Done ***": one that shows its agents' heading and stops before it stops early
    # (published_holdout25: cut inside the CPU's agent, before the GPU's).
    snapshot.stops_early = "HSA Agents" in text and "*** Done ***" not in text
    return snapshot if snapshot.gpus or snapshot.stops_early else None
