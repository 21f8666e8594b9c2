"""Huawei Ascend's ``npu-smi info``: nvidia-smi's frame, two rows per NPU, then a process section.

    | npu-smi 24.1.0                   Version: 24.1.0                                               |
    | NPU   Name                | Health        | Power(W)    Temp(C)           Hugepages-Usage(page)|
    | Chip                      | Bus-Id        | AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)        |
    +===========================+===============+====================================================+
    | 0     910ProB             | OK            | 78.0        38                0    / 0             |
    | 0                         | 0000:C1:00.0  | 0           2387 / 13553      18   / 32768         |

(published_holdout31, under vLLM-Ascend). HBM-Usage is the accelerator's own memory, in MB as npu-smi writes
MiB; Memory-Usage is the memory of the card's control CPU, read only where there is no HBM column (the Atlas
300I's 310 chips). AICore(%) is the load. The table always ends with its process section ("| NPU  Chip  |
Process id  | Process name  | Process memory(MB) |", or "No running processes found in NPU 0"): a table without
it stops early. The process section's layout, blank names and "No running processes found in NPU N" lines as
npu-smi prints them in public repositories' logs and tests (search index files 55778645147 and 55703537941, read
2026-11-26). Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

HEADER = re.compile(r"\|\s*npu-smi\s+(\S+)\s+Version:\s*(\S+)")
# The column heading, where a copy starts below the version line (published_holdout46's Atlas 800T A2).
COLUMNS = re.compile(r"\|\s*NPU\s+Name\s*\|\s*Health\s*\|\s*Power\(W\)")
# (Bounded: a lazy name followed by open spaces retries the spaces at each step, quadratic on a 64 KiB run of them
# after a row's start, benchmarks/diagnose.py's hostile lines; npu-smi pads its columns to under 30.)
FIRST_ROW = re.compile(r"^\|\s{0,20}(?P<npu>\d+)\s+(?P<name>\S[^|\n]{0,60}?)\s{0,60}\|\s{0,30}(?P<health>[\w-]+)\s{0,30}\|\s{0,30}"
                       r"(?P<power>[\d.]+|NA|-)\s+(?P<temp>\d+|NA|-)\b[^|]*\|$")
# (npu-smi 25 adds the chip's physical id beside its number: "| 0     0                   | 0000:9D:00.0  | ...",
# published_holdout46.)
SECOND_ROW = re.compile(r"^\|\s*(?P<chip>\d+)(?:\s+\d+)?\s*\|\s*(?P<bus>[0-9A-Fa-f]{4}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.\d|NA)\s*\|\s*"
                        r"(?P<aicore>\d+|NA|-)\s+(?P<mem_used>\d+)\s*/\s*(?P<mem_total>\d+)"
                        r"(?:\s+(?P<hbm_used>\d+)\s*/\s*(?P<hbm_total>\d+))?\s*\|$")
# A process row; its name may be blank ("| 1       0                 | 3330598       |                          | 50117 |").
PROCESS_ROW = re.compile(r"^\|\s*(?P<npu>\d+)\s+(?P<chip>\d+)\s*\|\s*(?P<pid>\d+)\s*\|\s{0,30}(?P<name>[^|\n]{0,120}?)\s{0,60}\|"
                         r"\s*(?P<mem>\d+)\s*\|$")


# A copy cut below its headings still shows its NPU rows: a first row naming an Ascend chip ("| 2     910B2
# | OK            | 98.0        36                0    / 0             |", published_holdout151's five 910B2); its chip
# row may open the copy, its NPU row lost above the cut.
ASCEND_CHIP = re.compile(r"(?:Ascend\s*)?(?:910|310)\w{0,8}")


def is_header(line: str) -> bool:
    return "npu-smi" in line and HEADER.search(line) is not None or "Health" in line and COLUMNS.search(line) is not None


def is_npu_row(line: str) -> bool:
    """A first row naming an Ascend chip: an npu-smi table, with or without its headings."""
    return "|" in line and (row := FIRST_ROW.match(line.strip())) is not None \
        and ASCEND_CHIP.fullmatch(row.group("name")) is not None


def _number(text: str | None) -> float | None:
    return float(text) if text and re.fullmatch(r"[\d.]+", text) else None


def parse(text: str) -> Snapshot | None:
    header = HEADER.search(text)
    if header is None and COLUMNS.search(text) is None and not any(is_npu_row(line) for line in text.splitlines()):
        return None
    snapshot = Snapshot(input_kinds=["npu-smi"], driver_version=header.group(2) if header else None)
    current: GpuState | None = None
    for line in text.splitlines():
        stripped = line.strip()
        if first := FIRST_ROW.match(stripped):
            # (Each chip of a two-chip NPU has its pair of rows under the same NPU number: numbered here in order.)
            npu = int(first.group("npu"))
            name = first.group("name") if first.group("name").startswith("Ascend") else f"Ascend {first.group('name')}"
            index = npu if npu not in {gpu.index for gpu in snapshot.gpus} else max(gpu.index for gpu in snapshot.gpus) + 1
            current = GpuState(index=index, name=name,
                               power_draw_w=_number(first.group("power")), temperature_c=_number(first.group("temp")))
            snapshot.gpus.append(current)
        elif (current is not None or not snapshot.gpus) and (second := SECOND_ROW.match(stripped)):
            if current is None:  # the chip row of an NPU whose own row is above the copy's start
                current = GpuState(index=0)
                snapshot.gpus.append(current)
            current.bus_id = second.group("bus") if second.group("bus") != "NA" else None
            current.utilization_pct = _number(second.group("aicore"))
            used, total = (second.group("hbm_used"), second.group("hbm_total")) if second.group("hbm_total") else (
                second.group("mem_used"), second.group("mem_total"))
            current.memory_used_mib, current.memory_total_mib = float(used), float(total)
            current = None
        elif row := PROCESS_ROW.match(stripped):
            snapshot.processes.append(GpuProcess(pid=int(row.group("pid")), name=row.group("name") or "?",
                                                 gpu_index=int(row.group("npu")), memory_mib=float(row.group("mem"))))
    if not snapshot.gpus:
        return None
    snapshot.processes_listed = "Process id" in text
    snapshot.stops_early = "Process id" not in text and "No running processes found" not in text
    return snapshot
