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
ISA_NAME = re.compile(r"^\s*Name:\s+amdgcn-amd-amdhsa--(gfx[0-9a-f]{3,4})\b")
# Any line of an agent's block: "  Uuid:   GPU-XX", "    Pool 4", "      x                        1024(0x400)", the
# asterisk rules around "Agent 2".
FIELD = re.compile(r"^\s*(?:[A-Z][\w .()/-]*:|\*{3,}\s*$|(?:Agent|Pool|ISA) \d+\s*$|[xyz]\s+\d)")
# Keys only a GPU agent's block has: a fragment from inside one that holds neither its Name nor its ISA ("  SIMDs per
# CU:            2", "  Wavefront Size:          32(0x20)", published_holdout29) is a GPU, unnamed, and was cut above.
GPU_FIELD = re.compile(r"^\s*(?:SIMDs per CU|Shader Engines|Shader Arrs\. per Eng\.|Wavefront Size|Max Waves Per CU"
                       r"|Max Work-item Per CU|Coherent Host Access|Fast F16 Operation):\s*\S")
# A GPU agent printed whole ends with its ISA's "FBarrier Max Size:", the whole listing with "*** Done ***".
BLOCK_END = re.compile(r"^\s*(?:FBarrier Max Size:|\*\*\* Done \*\*\*)")


def is_line(line: str) -> bool:
    return "Name:" in line and (AGENT_NAME.match(line) is not None or MARKETING.match(line) is not None
                                or ISA_NAME.match(line) is not None)


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
    if not snapshot.gpus:
        # A fragment from inside a GPU agent's block, its Name lines above the copy: its ISA names the GPU
        # ("Name: amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-", published_holdout26), and it was cut above.
        for line in text.splitlines():
            if (match := ISA_NAME.match(line)) and match.group(1) not in {g.name for g in snapshot.gpus}:
                snapshot.gpus.append(GpuState(index=len(snapshot.gpus), name=match.group(1)))
        if not snapshot.gpus and len({m.group(0).split(":")[0].strip() for line in text.splitlines() if (m := GPU_FIELD.match(line))}) >= 3:
            snapshot.gpus.append(GpuState(index=0, name="AMD GPU agent (its name is above the copy)"))
        snapshot.truncated = bool(snapshot.gpus)
    # The whole listing ends with "*** Done ***": one that shows its agents' heading and stops before it stops early
    # (published_holdout25: cut inside the CPU's agent, before the GPU's); so does an agent's block copied whole
    # (its "Device Type:" and "Queue Max Size:" shown, which a "grep -E 'Name|Type'" would not keep) that stops
    # before its ISA's last line (published_holdout26: cut at its clocks).
    last = next((line for line in reversed(text.splitlines()) if line.strip()), "")
    snapshot.stops_early = "HSA Agents" in text and "*** Done ***" not in text or (
        "Device Type:" in text and "Queue Max Size:" in text and BLOCK_END.match(last) is None)
    return snapshot if snapshot.gpus or snapshot.stops_early else None
