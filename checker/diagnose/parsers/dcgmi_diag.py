"""NVIDIA DCGM's ``dcgmi diag`` result table (``dcgmi diag -r 1`` to ``-r 4``), as cluster operators paste it: a
Metadata section naming the DCGM version, the driver and the PCI device id of each GPU it tested, then one section per
group of tests, each test ``Pass``, ``Skip``, ``Warn`` or ``Fail``, and a closing border:

    | Diagnostic                | Result                                         |
    +===========================+================================================+
    |-----  Metadata  ----------+------------------------------------------------|
    | DCGM Version              | 3.3.5                                          |
    | Driver Version Detected   | 550.54.15                                      |
    | GPU Device IDs Detected   | 20b5,20b5,20b5,20b5                            |
    |-----  Deployment  --------+------------------------------------------------|
    | Denylist                  | Pass                                           |

(DCGM 3.3.5; DCGM 4.2.3 separates the ids with ", ", names its tests in lower case and adds a ``GPU0: Pass`` line per
GPU; both published_holdout193). Read: as many GPUs as device ids, each known by its id only (the table prints no name
and no figure), and the driver. A table that stops before its closing border is cut where the paste ends with it. The
tests' results are not judged: a failing test's own text, in its row, says more than one finding could. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

HEADER = re.compile(r"^\|\s*Diagnostic\s+\|\s*Result\s+\|\s*$")
DEVICE_IDS = re.compile(r"^\|\s*GPU Device IDs Detected\s*\|\s*(?P<ids>[0-9a-fA-F]{4}(?:,\s?[0-9a-fA-F]{4}){0,15})\s*\|\s*$")
DRIVER = re.compile(r"^\|\s*Driver Version Detected\s*\|\s*(?P<driver>\d{3}\.\d{2,3}(?:\.\d{2})?)\s*\|\s*$")
CLOSING = re.compile(r"^\+-+\+-+\+\s*$")


def is_header(line: str) -> bool:
    return "Diagnostic" in line and HEADER.match(line.strip()) is not None


def is_row(line: str) -> bool:
    return line.lstrip().startswith(("|", "+"))


def parse(text: str) -> Snapshot | None:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines or not is_header(lines[0]):
        return None
    snapshot = Snapshot(input_kinds=["dcgmi diag"])
    for line in lines:
        if ids := DEVICE_IDS.match(line):
            snapshot.gpus = [GpuState(index=index, name=f"GPU device ID {device.strip().lower()}")
                             for index, device in enumerate(ids.group("ids").split(","))]
        elif driver := DRIVER.match(line):
            snapshot.driver_version = driver.group("driver")
    snapshot.stops_early = not CLOSING.match(lines[-1])
    return snapshot if snapshot.gpus or snapshot.stops_early else None
