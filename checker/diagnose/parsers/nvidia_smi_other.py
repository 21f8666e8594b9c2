"""The short forms of nvidia-smi: ``-L`` (list), ``dmon`` (device samples), ``pmon`` (process samples), ``topo -m`` and
the MIG tables of ``mig -lgip`` and its kin, ``--version``, and the table's memory column cut out by grep.

``-L`` names the GPUs (and their MIG devices); ``dmon`` gives power, temperature and
SM utilization per sample, of which the last sample of each GPU is kept; ``pmon``
lists processes without their memory. ``-`` is an unknown value. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

LIST_GPU = re.compile(r"^GPU (\d+): (.+?) \(UUID: [^)]*\)\s*$")
LIST_MIG = re.compile(r"^\s+MIG \d+g\.\d+gb\s+Device\s+\d+:")
# topo -m's column heads ("        GPU0    GPU1    NIC0    CPU Affinity    NUMA Affinity") and its rows.
TOPO_HEADER = re.compile(r"^\s+GPU0(?:\s+(?:GPU|NIC|mlx5_)\d+)*\s+CPU Affinity\b", re.MULTILINE)
TOPO_ROW = re.compile(r"^GPU(\d{1,2})\s+(?:X|NV\d+|PIX|PXB|PHB|NODE|SYS|SOC)\s", re.MULTILINE)
# Its NIC rows alone (a copy that starts below the GPU rows): the GPUs are the columns before the NICs', and a NIC's "X"
# sits in column GPUs + its index ("NIC12 SYS ... X ..." with X in the 21st column: 8 GPUs; published_holdout66).
NIC_ROW = re.compile(r"^NIC(\d{1,2})((?:\s+(?:X|NV\d+|PIX|PXB|PHB|NODE|SYS|SOC))+)\s*$")
# nvidia-smi mig -lgip / -lgi / -lcip / -lci: the MIG profile and instance tables ("| GPU instance profiles:  |", then rows
# "|   0  MIG 1g.12gb       19     7/7        10.75      No     16 ...": the GPU, the profile; published_holdout9).
MIG_TABLE_HEAD = re.compile(r"^\|\s*(?:GPU|Compute) instance(?: profile)?s:\s*\|\s*$")
MIG_TABLE_ROW = re.compile(r"^\|\s+(\d{1,2})\s+(?:MIG\s+\d+g\.\d+gb|\d+\s+MIG\s+\d+c\.)")
# nvidia-smi --version: "NVIDIA-SMI version  : 555.42.02", "NVML version : 555.42", "DRIVER version : 555.42.02",
# "CUDA Version : 12.5" (published_holdout64): the driver, and no GPU.
VERSION_LINE = re.compile(r"^(NVIDIA-SMI|NVML|DRIVER|CUDA) [Vv]ersion\s*:\s*([\d.]+)\s*$")
# nvidia-smi vgpu on a host without NVIDIA's vGPU manager: "No supported devices in vGPU mode" ("Not supported devices
# in vGPU mode" in older drivers; published_holdout65). The normal answer on a machine whose GPUs are not shared out as
# vGPUs: it says nothing of whether the GPUs are there or usable.
VGPU_NONE = re.compile(r"^Not? supported devices in vGPU mode\s*$")
# The table's Memory-Usage cells alone, one GPU per line in the table's order, as `nvidia-smi | grep -Eo
# '[0-9]+MiB.*[0-9]+MiB'` prints them ("23490MiB /  24576MiB", thirteen cards under ik_llama.cpp, published_holdout85):
# two lines or more, so that one quoted cell is not taken for a GPU's output.
MEMORY_CELL = re.compile(r"^\s*\|?\s*(\d{1,7})MiB\s*/\s*(\d{1,7})MiB\s*\|?\s*$")
# (A Markdown source escapes the hash: "\# gpu   pwr ...".) With ``-o D``, ``-o T`` or ``-o DT`` each sample starts with its
# date and time, and the heading with their names ("#Date       Time        gpu   pwr ...", rows " 20191221   21:36:47
# 0   64 ..."; published_holdout197's capture, and the ``-o TD`` example in published_holdout176).
HEADER = re.compile(r"^\\?#\s*((?:(?:Date|Time)\s+)*)gpu\s+(.+)$")


def _value(text: str) -> float | None:
    return None if text in ("-", "N/A") else float(text) if re.fullmatch(r"[\d.]+", text) else None


def is_topo_row(line: str) -> bool:
    """A row of the matrix, with the "X" where it meets itself."""
    return TOPO_ROW.match(line) is not None and " X " in f" {line} "


def gpus_before_nics(lines: list[str]) -> int | None:
    """The GPU count two or more NIC rows of topo -m agree on (the X's column less the NIC's index), else None."""
    counts = set()
    for line in lines:
        if line.startswith("NIC") and (match := NIC_ROW.match(line.strip())):
            cells = match.group(2).split()
            if cells.count("X") == 1:
                counts.add(cells.index("X") - int(match.group(1)))
    rows = sum(1 for line in lines if line.startswith("NIC") and NIC_ROW.match(line.strip()))
    return counts.pop() if rows >= 2 and len(counts) == 1 and next(iter(counts)) > 0 else None


def parse(text: str) -> Snapshot | None:
    rows_alone = [line for line in text.splitlines() if line.startswith("GPU") and is_topo_row(line)]
    if not rows_alone and not TOPO_ROW.search(text) and (count := gpus_before_nics(text.splitlines())):
        return Snapshot(input_kinds=["nvidia-smi topo -m"], gpus=[GpuState(index=index) for index in range(count)])
    if "CPU Affinity" in text and ("Legend:" in text and "= Self" in text or TOPO_HEADER.search(text)) or len(rows_alone) >= 2:
        # (Its rows alone, the heading above the copy's start, count the GPUs up to the highest they name: "GPU2 NV18
        # NV18 X ..." to "GPU7 ...", vLLM's collect_env in published_holdout51.)
        # nvidia-smi topo -m: how the GPUs connect, nothing else the rules judge; its matrix has a row per GPU ("GPU3
        # NV8 NV8 NV8  X ..."), so it tells how many there are (vLLM's collect_env quotes it cut at its legend,
        # published_holdout29).
        rows = dict.fromkeys(int(match.group(1)) for match in TOPO_ROW.finditer(text))
        if rows and not TOPO_HEADER.search(text) and "Legend:" not in text:
            rows = dict.fromkeys(range(max(rows) + 1))
        # Its heading names every GPU too ("        GPU0    GPU1 ... GPU7    CPU Affinity"): a matrix cut after its first
        # row still counts them (vLLM's collect_env, published_holdout48).
        if heading := TOPO_HEADER.search(text):
            rows.update(dict.fromkeys(int(number) for number in re.findall(r"\bGPU(\d+)\b", heading.group(0))))
        return Snapshot(input_kinds=["nvidia-smi topo -m"], gpus=[GpuState(index=index) for index in sorted(rows)])
    lines = text.splitlines()
    versions = {m.group(1): m.group(2) for line in lines if (m := VERSION_LINE.match(line.strip()))}
    if "NVIDIA-SMI" in versions and "DRIVER" in versions:
        return Snapshot(input_kinds=["nvidia-smi --version"], driver_version=versions["DRIVER"], cuda_version=versions.get("CUDA"))
    if any(VGPU_NONE.match(line.strip()) for line in lines):
        return Snapshot(input_kinds=["nvidia-smi vgpu"])
    if any(MIG_TABLE_HEAD.match(line.strip()) for line in lines):
        # MIG is on where its instance tables answer; the rows name the GPUs they are on.
        indexes = sorted({int(m.group(1)) for line in lines if (m := MIG_TABLE_ROW.match(line.strip()))})
        return Snapshot(input_kinds=["nvidia-smi mig"], gpus=[GpuState(index=i, mig_enabled=True) for i in indexes], mig=True)
    cells = [m for line in lines if (m := MEMORY_CELL.match(line))]
    if len(cells) >= 2 and len(cells) == sum(1 for line in lines if line.strip()):
        return Snapshot(input_kinds=["nvidia-smi memory column"], gpus=[
            GpuState(index=i, memory_used_mib=float(m.group(1)), memory_total_mib=float(m.group(2))) for i, m in enumerate(cells)])
    listed = [LIST_GPU.match(line) for line in lines]
    if any(listed):
        snapshot = Snapshot(input_kinds=["nvidia-smi -L"])
        snapshot.gpus = [GpuState(index=int(m.group(1)), name=m.group(2)) for m in listed if m]
        snapshot.mig = any(LIST_MIG.match(line) for line in lines)
        return snapshot
    header_index = next((i for i, line in enumerate(lines) if HEADER.match(line.strip())), None)
    if header_index is None:
        return None
    heading = HEADER.match(lines[header_index].strip())
    stamps = len(heading.group(1).split())
    columns = ["gpu", *heading.group(2).split()]
    # (The date and time columns are dropped from each row: the rest is read by the column names as without them.)
    rows = [line.split()[stamps:] for line in lines[header_index + 1:] if line.strip() and not line.lstrip().startswith(("#", "\\#"))]
    if "pid" in columns:
        snapshot = Snapshot(input_kinds=["nvidia-smi pmon"])
        # (Each GPU has a row, a "-" in every column where nothing runs on it: the rows count the GPUs,
        # published_holdout78's four.)
        indices = sorted({int(row[0]) for row in rows if len(row) >= len(columns) and row[0].isdecimal() and int(row[0]) < 64})
        snapshot.gpus = [GpuState(index=index) for index in indices]
        for row in rows:
            if len(row) < len(columns) or not row[0].isdecimal() or not row[1].isdecimal():
                continue
            record = dict(zip(columns, row, strict=False))
            name = " ".join(row[len(columns) - 1:]) if "command" in columns else "?"
            snapshot.processes.append(GpuProcess(pid=int(record["pid"]), name=name, type=record.get("type"), gpu_index=int(row[0])))
        return snapshot if snapshot.processes or snapshot.gpus else None
    if "sm" not in columns:
        return None
    snapshot = Snapshot(input_kinds=["nvidia-smi dmon"])
    latest: dict[int, GpuState] = {}
    peak: dict[int, float] = {}
    for row in rows:
        if len(row) < len(columns) or not row[0].isdecimal():
            continue
        record = dict(zip(columns, row, strict=False))
        index = int(row[0])
        # "gtemp" since the drivers of 2017-18, "temp" before; "fb" (-s m) is the memory in use, in MB (MiB).
        latest[index] = GpuState(index=index, power_draw_w=_value(record.get("pwr", "-")),
                                 temperature_c=_value(record.get("gtemp", record.get("temp", "-"))),
                                 utilization_pct=_value(record.get("sm", "-")), memory_used_mib=_value(record.get("fb", "-")))
        if (sm := latest[index].utilization_pct) is not None:
            peak[index] = max(peak.get(index, 0.0), sm)
    for index, gpu in latest.items():
        # The busiest sample too: a card at work earlier in the capture is not idle because its last sample reads 0
        # (as a logged --query-gpu is read; published_holdout188's capture file, GPU 0 at 67-79 % between idle samples).
        gpu.peak_utilization_pct = peak.get(index)
    snapshot.gpus = [latest[i] for i in sorted(latest)]
    # dmon under MIG reports no sm/mem utilization for the whole GPU.
    snapshot.mig = bool(rows) and all(record == "-" for row in rows for record in row[columns.index("sm"):columns.index("sm") + 2])
    return snapshot if snapshot.gpus else None
