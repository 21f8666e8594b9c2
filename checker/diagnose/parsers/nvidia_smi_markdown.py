"""nvidia-smi's table as an author rewrote it into a Markdown table: its banner's three fields as cells, then one
header row of the table's column names and a row per GPU (a Refact issue, published_holdout144):

    | NVIDIA-SMI 535.103 | Driver Version: 537.13 | CUDA Version: 12.2 |
    |--------------------|------------------------|--------------------|

    | GPU | Name | Persistence-M | ... | Temp | Perf | Pwr:Usage/Cap | Memory-Usage | GPU-Uti | Compute M | MIG M. |
    |-----|------|---------------|-----|------|------|---------------|--------------|---------|-----------|--------|
    | 0   | NVIDIA RTX A2000 Laptop GPU | On | ... | 49C | P0 | 11W / 40W | 3886MiB / 4096MiB | 2% | Default | N/A |

Each cell is read by its column's name (cut or reordered columns do not matter); the banner's versions are read as the
table's are, WSL included. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.parsers.nvidia_smi_table import windows_driver_under_linux_tools
from checker.diagnose.snapshot import GpuState, Snapshot

VERSION = r"(\d{2,4}(?:\.\d{1,4}){1,2})"
BANNER = re.compile(r"^\|\s*NVIDIA-SMI " + VERSION + r"\s*\|\s*Driver Version:\s*" + VERSION
                    + r"\s*\|(?:\s*CUDA Version:\s*(\d{1,2}\.\d{1,2})\s*\|)?\s*$")
SEPARATOR = re.compile(r"^\|(?:\s*:?-{3,}:?\s*\|)+\s*$")
MEMORY = re.compile(r"^(\d{1,7})MiB\s*/\s*(\d{1,7})MiB$")
POWER = re.compile(r"^(\d{1,4}(?:\.\d+)?)W\s*/\s*(\d{1,4}(?:\.\d+)?)W$")
NUMBER = re.compile(r"^(\d{1,3})\s?(?:%|C)$")


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def is_header(line: str) -> bool:
    """The banner, or the row of column names: the GPU's memory column among Markdown cells."""
    stripped = line.strip()
    if not stripped.startswith("|"):
        return False
    return "NVIDIA-SMI" in stripped and BANNER.match(stripped) is not None \
        or "Memory-Usage" in stripped and {"Memory-Usage", "Name"} <= set(_cells(stripped))


def is_row(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith("|") and stripped.endswith("|")


def parse(text: str) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["nvidia-smi"])
    columns: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if banner := BANNER.match(stripped):
            snapshot.driver_version, snapshot.cuda_version = banner.group(2), banner.group(3)
            snapshot.wsl = windows_driver_under_linux_tools(banner.group(1), banner.group(2))
        elif is_header(stripped):
            columns = _cells(stripped)
        elif columns and is_row(stripped) and not SEPARATOR.match(stripped):
            row = dict(zip(columns, _cells(stripped), strict=False))
            memory = MEMORY.match(row.get("Memory-Usage", ""))
            if memory is None:
                continue
            gpu = GpuState(index=int(row["GPU"]) if row.get("GPU", "").isdecimal() else len(snapshot.gpus),
                           name=row.get("Name") or None, memory_used_mib=float(memory.group(1)),
                           memory_total_mib=float(memory.group(2)), pstate=row.get("Perf") or None)
            utilization = next((value for name, value in row.items() if name.startswith("GPU-Uti")), "")
            if number := NUMBER.match(utilization):
                gpu.utilization_pct = float(number.group(1))
            if number := NUMBER.match(row.get("Temp", "")):
                gpu.temperature_c = float(number.group(1))
            if power := POWER.match(row.get("Pwr:Usage/Cap", "")):
                gpu.power_draw_w, gpu.power_limit_w = float(power.group(1)), float(power.group(2))
            snapshot.gpus.append(gpu)
    return snapshot if snapshot.gpus else None
