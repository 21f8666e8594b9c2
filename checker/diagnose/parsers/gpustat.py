"""``gpustat`` (plain, ``-c``, ``-p``, ``-u``, ``-P``, ``--show-fan``): one line per GPU.

    debianace            Tue May 24 09:21:01 2022  390.144
    [0] GeForce GTX Titan X | 77'C,  96 % | 11848 / 12287 MB | python/52046(11821M)

The first line names the host, the time and the driver. Each GPU line holds the temperature, the
fan speed (``--show-fan``), the utilization, the power draw and limit (``-P``), the memory used and
total (gpustat writes "MB" for what NVML gives in MiB), then the processes: ``user(11821M)`` by
default, ``python/52046(11821M)`` with ``-p``, ``user:python/52046(11821M)`` with ``-up``.
Processes are kept only where their command is shown: a user name says nothing of the program.
``??`` is a field the GPU does not report. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

# Its first README (2016) printed "[2] GeForce GTX TITAN X | 86'C,  93 % | Mem: 11134 MiB / 12287 MiB" and no process
# column; a 2025 fork prints GB ("|    0 /  24 GB |"), rounded, so not read as a figure (published_holdout27).
ROW = re.compile(
    r"^\[(?P<index>\d+)\]\s+(?P<name>[^|]*[^|\s])\s*\|\s*(?P<temp>\d+|\?\?)\s*(?:'|°)C,(?P<middle>[^|]*)\|"
    r"\s*(?:Mem:\s*)?(?P<used>\d+|\?\?)\s*(?:MiB|MB|GB)?\s*/\s*(?P<total>\d+|\?\?)\s*(?P<unit>MiB|MB|GB)\s*(?:\|(?P<processes>.*))?$"
)
HEADER = re.compile(r"^\S+\s+\w{3} \w{3}\s+\d+ \d\d:\d\d:\d\d \d{4}\s+(?P<driver>\d+\.\d+(?:\.\d+)?)\s*$")
PERCENT = re.compile(r"(\d+|\?\?)\s*%")
POWER = re.compile(r"(\d+|\?\?)\s*/\s*(\d+|\?\?)\s*W")
# Starts only after a space, a bar or a comma: a try from every character of a long word was quadratic.
PROCESS = re.compile(r"(?<![^\s|,])(?:(?P<user>[\w.-]+):)?(?P<command>[^\s/():|,]+)/(?P<pid>\d+)\((?P<memory>\d+|\?)M\)")


def _number(text: str | None) -> float | None:
    return None if text is None or not text.isdecimal() else float(text)


def is_row(line: str) -> bool:
    return line.startswith("[") and ROW.match(line.strip()) is not None


def parse(text: str) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["gpustat"])
    latest: dict[int, GpuState] = {}
    for line in text.splitlines():
        stripped = line.strip()
        header = HEADER.match(stripped)
        if header and snapshot.driver_version is None:
            snapshot.driver_version = header.group("driver")
            continue
        match = ROW.match(stripped)
        if not match:
            continue
        index = int(match.group("index"))
        percents = PERCENT.findall(match.group("middle").split("W")[0] if "W" in match.group("middle") else match.group("middle"))
        power = POWER.search(match.group("middle"))
        latest[index] = GpuState(
            index=index, name=match.group("name").strip(), temperature_c=_number(match.group("temp")),
            utilization_pct=_number(percents[-1]) if percents else None,
            power_draw_w=_number(power.group(1)) if power else None, power_limit_w=_number(power.group(2)) if power else None,
            memory_used_mib=_number(match.group("used")) if match.group("unit") != "GB" else None,
            memory_total_mib=_number(match.group("total")) if match.group("unit") != "GB" else None,
        )
        # Several runs pasted one after another: each GPU's last line is its latest state.
        snapshot.processes = [p for p in snapshot.processes if p.gpu_index != index]
        for process in PROCESS.finditer(match.group("processes") or ""):
            snapshot.processes.append(GpuProcess(pid=int(process.group("pid")), name=process.group("command"), gpu_index=index,
                                                 memory_mib=_number(process.group("memory"))))
    snapshot.gpus = [latest[index] for index in sorted(latest)]
    return snapshot if snapshot.gpus else None
