"""Moore Threads' ``mthreads-gmi``: nvidia-smi's look for the MTT cards (vLLM-MUSA and llama.cpp's MUSA backend).

    Tue Mar 31 13:39:52 2026
    ---------------------------------------------------------------------
        mthreads-gmi:2.3.2           Driver Version:3.3.5-server
    ---------------------------------------------------------------------
    ID   Name                 |PCIe                |%GPU  Mem
         Device Type   Perf   |Pcie Lane Width     |Temp  MPC Capable
                                                   |      ECC Mode
    +-------------------------------------------------------------------+
    0    MTT S5000            |00000000:2a:00.0    |0%    66641MiB(81920MiB)
         Physical      P0     |16x(16x)            |52C   YES
                                                   |      On-die, EDC

(mthreads-gmi 2.3.2 on three MTT S5000s, published_holdout4.) Three lines a card, the first with its load and its
memory as used(total) in MiB, the second with its performance state and temperature; its rows have no frame at their
start, so nvidia-smi's table reader does not take them. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

HEADER = re.compile(r"mthreads-gmi:\s*(?P<version>[\w.-]+)\s+Driver Version:\s*(?P<driver>[\w.-]+)")
FIRST = re.compile(r"^\s*(?P<id>\d{1,2})\s+(?P<name>\S.*?)\s*\|\s*(?P<bus>[0-9a-fA-F]{4,8}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.\d)\s*"
                   r"\|\s*(?P<util>\d{1,3})%\s+(?P<used>\d+)MiB\((?P<total>\d+)MiB\)")
SECOND = re.compile(r"^\s+\S+(?:\s\S+)*\s+(?P<pstate>P\d{1,2})\s*\|[^|]*\|\s*(?P<temp>\d{1,3})C\b")


def is_table_line(line: str) -> bool:
    """A line of the table below its heading: a card's line, its continuation (its rows hold "|"), or a border."""
    return "|" in line or line.strip().startswith("+-")


def is_line(line: str) -> bool:
    return ("mthreads-gmi:" in line and HEADER.search(line) is not None) or ("MiB(" in line and FIRST.match(line) is not None)


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    header = next((m for line in lines if "mthreads-gmi:" in line and (m := HEADER.search(line))), None)
    gpus: list[GpuState] = []
    for index, line in enumerate(lines):
        first = FIRST.match(line) if "MiB(" in line else None
        if not first:
            continue
        gpu = GpuState(index=int(first["id"]), name=first["name"], bus_id=first["bus"], utilization_pct=float(first["util"]),
                       memory_used_mib=float(first["used"]), memory_total_mib=float(first["total"]))
        if index + 1 < len(lines) and (second := SECOND.match(lines[index + 1])):
            gpu.pstate, gpu.temperature_c = second["pstate"], float(second["temp"])
        gpus.append(gpu)
    if not gpus and not header:
        return None
    snapshot = Snapshot(input_kinds=["mthreads-gmi"], gpus=gpus)
    # The table closes each card with a border: a copy whose last line is a card's is cut.
    last = next((line.strip() for line in reversed(lines) if line.strip()), "")
    snapshot.truncated = bool(gpus) and not last.startswith("+-")
    if header:
        snapshot.driver_version = header["driver"]
    return snapshot
