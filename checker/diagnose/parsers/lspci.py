"""``lspci``'s lines for display controllers, which people paste to show what cards a machine has (``lspci | grep -i
vga``; a cheat sheet in published_holdout72, a K80's line above its nvidia-smi table in published_holdout36):

    01:00.0 VGA compatible controller: NVIDIA Corporation GA102 [GeForce RTX 3090] (rev a1)
    3b:00.0 3D controller: NVIDIA Corporation GA100 [A100 PCIe 80GB] (rev a1)
    0000:c3:00.0 Display controller: Advanced Micro Devices, Inc. [AMD/ATI] Navi 31 [Radeon RX 7900 XTX] (rev c8)

Each NVIDIA or AMD controller is a card the machine has (its marketing name in the last brackets, where pci.ids knows
it); Intel's are left out (a desktop's integrated graphics beside the card, not a device for a model). They say
nothing of use or memory. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

CONTROLLER = re.compile(r"^(?P<bus>(?:[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.\d) (?:VGA compatible|3D|Display) "
                        r"controller(?: \[[0-9a-f]{4}\])?: (?P<vendor>NVIDIA Corporation|Advanced Micro Devices, Inc\. "
                        r"\[AMD/ATI\]) (?P<model>.{1,120}?)(?: \(rev [0-9a-fA-F]{2}\))?\s*$")
BRACKETS = re.compile(r"\[([^\[\]]{2,60})\](?:\s*\[[0-9a-f]{4}:[0-9a-f]{4}\])?\s*$")


def is_line(line: str) -> bool:
    return " controller" in line and CONTROLLER.match(line.strip()) is not None


def parse(text: str) -> Snapshot | None:
    gpus = []
    for line in text.splitlines():
        if " controller" in line and (match := CONTROLLER.match(line.strip())):
            named = BRACKETS.search(match.group("model"))
            gpus.append(GpuState(index=len(gpus), name=named.group(1) if named else match.group("model"),
                                 bus_id=match.group("bus")))
    return Snapshot(input_kinds=["lspci"], gpus=gpus) if gpus else None
