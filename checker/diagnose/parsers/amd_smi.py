"""``amd-smi`` (ROCm 6.1 and later, the successor of rocm-smi): its default table and ``amd-smi monitor``.

The default table has nvidia-smi's frame, two lines per GPU::

    | AMD-SMI 26.1.0+5df6c765      amdgpu version: 6.16.6   ROCm version: 7.1.0    |
    | BDF                        GPU-Name | Mem-Uti   Temp   UEC       Power-Usage |
    | GPU  HIP-ID  OAM-ID  Partition-Mode | GFX-Uti    Fan               Mem-Usage |
    | 0000:c5:00.0    AMD Radeon Graphics | N/A        N/A   0             N/A/0 W |
    |   0       0     N/A             N/A | N/A        N/A              161/512 MB |

then a Processes box. ``amd-smi monitor`` prints one line per GPU under a header of column names
(``GPU  POWER  GPU_TEMP ... VRAM_USED  VRAM_TOTAL``, or with ``--watch`` ``TIMESTAMP  GPU  POWER
GPU_T ... VRAM_USAGE`` holding ``2.0/192.0 GB``); its values are right-aligned under their names, so
a column left empty stays empty. ``amd-smi metric`` prints ``GPU: 0`` and indented sections of
``KEY: value`` (``USAGE: GFX_ACTIVITY: 0 %``, ``POWER: SOCKET_POWER: 20 W``, ``MEM_USAGE: USED_VRAM``,
``TEMPERATURE: HOTSPOT``). amd-smi's "MB" and "GB" are MiB and GiB. ``amdgpu_top -d`` (a dump of each
device: ``#0 DevicePath {...}``, ``Device Name : [AMD Radeon RX 6600]``, ``VRAM : usage 1235 MiB, total
8176 MiB``, ``Edge Temp. : 54 C (Current)``, ``Power (Average) : 6 W``, ``Power Cap. : 100 W``) is read
here too, and the amdgpu driver's own counters as ``cat`` prints them (``cat
/sys/class/drm/card0/device/mem_info_vram_used`` and the number of bytes on the next line). Plain Python.
"""

from __future__ import annotations

import csv
import re

from checker.diagnose.parsers import leading_number
from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

TABLE_HEADER = re.compile(r"AMD-SMI\s+(\S+)\s+amdgpu version:\s*(\S+)\s+ROCm version:\s*(\S+)")
FIRST_ROW = re.compile(r"^\|\s*(?P<bus>[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.\d)\s+(?P<name>.+?)\s*\|"
                       r"\s*(?P<mem_util>\S+)\s+(?P<temp>\S+)\s+(?P<uec>\S+)\s+(?P<power>\S+?)(?: W)?\s*\|")
SECOND_ROW = re.compile(r"^\|\s*(?P<index>\d+)\s+\S+\s+\S+\s+\S+\s*\|\s*(?P<gfx_util>\S+)\s+(?P<fan>\S+)\s+(?P<mem>\S+?)(?: (?P<unit>[MG]B))?\s*\|")
PROCESS_ROW = re.compile(r"^\|\s*(?P<gpu>\d+)\s+(?P<pid>\d+)\s+(?P<name>.+?)\s+(?P<gtt>[\d.]+ \w+|N/A)\s+(?P<vram>[\d.]+ \w+|N/A)\s")
MONITOR_HEADER = re.compile(r"^\s*(?:TIMESTAMP\s+)?GPU\s+(?:XCP\s+)?POWER\s+")  # XCP: amd-smi 26.2.1 on ROCm 7.2.0 (published_holdout10)
UNIT_MIB = {"B": 1 / 2**20, "KB": 1 / 1024, "MB": 1.0, "GB": 1024.0, "KiB": 1 / 1024, "MiB": 1.0, "GiB": 1024.0}
MONITOR_FIELDS = {"POWER": "power_draw_w", "GPU_TEMP": "temperature_c", "GPU_T": "temperature_c", "GFX_UTIL": "utilization_pct",
                  "GFX%": "utilization_pct", "VRAM_USED": "memory_used_mib", "VRAM_TOTAL": "memory_total_mib"}


VRAM_USAGE = re.compile(r"([\d.]+)\s*/\s*([\d.]+)\s*([KMG]B)")


def _number(text: str | None) -> float | None:
    return None if not text or text.startswith("N/A") else leading_number(text)


def _memory(value: str, unit: str | None) -> float | None:
    number = _number(value)
    return None if number is None else number * UNIT_MIB.get(unit or "MB", 1.0)


METRIC_GPU = re.compile(r"^GPU: (\d+)\s*$")
METRIC_SECTIONS = ("USAGE:", "POWER:", "MEM_USAGE:", "TEMPERATURE:", "CLOCK:", "PCIE:", "ENERGY:", "FAN:", "ECC:")
# amd-smi static prints the same "GPU: 0" and sections of what the card is, not how it is used ("ASIC:" with
# "MARKET_NAME: AMD Radeon Graphics", "VRAM:" with "SIZE: 512 MB"; a Strix Halo under GPUStack, published_holdout67).
STATIC_SECTIONS = ("ASIC:", "BUS:", "VBIOS:", "IFWI:", "LIMIT:", "DRIVER:", "BOARD:", "VRAM:")
METRIC_LINE = re.compile(r"^(?P<indent>\s*)(?P<key>[A-Z][A-Z0-9_]*):\s*(?P<value>.*?)\s*$")
# (section, key) -> field; the first key found for a field wins (amd-smi renamed some across releases).
METRIC_FIELDS = {
    ("USAGE", "GFX_ACTIVITY"): "utilization_pct", ("USAGE", "GFX_USAGE"): "utilization_pct",
    ("POWER", "SOCKET_POWER"): "power_draw_w", ("POWER", "CURRENT_SOCKET_POWER"): "power_draw_w",
    ("POWER", "AVERAGE_SOCKET_POWER"): "power_draw_w", ("POWER", "POWER_LIMIT"): "power_limit_w",
    ("POWER", "SOCKET_POWER_LIMIT"): "power_limit_w",
    ("TEMPERATURE", "HOTSPOT"): "temperature_c", ("TEMPERATURE", "EDGE"): "temperature_c",  # hotspot, as amd-smi monitor
    ("MEM_USAGE", "USED_VRAM"): "memory_used_mib", ("MEM_USAGE", "TOTAL_VRAM"): "memory_total_mib",
    ("ASIC", "MARKET_NAME"): "name", ("VRAM", "SIZE"): "memory_total_mib",
}


def is_metric_start(lines: list[str], index: int) -> bool:
    """``GPU: 0`` followed by one of amd-smi metric's sections."""
    return METRIC_GPU.match(lines[index]) is not None and index + 1 < len(lines) \
        and lines[index + 1].strip().startswith(METRIC_SECTIONS + STATIC_SECTIONS)


def _parse_metric(lines: list[str]) -> Snapshot | None:
    static = len(lines) > 1 and lines[1].strip().startswith(STATIC_SECTIONS)
    snapshot = Snapshot(input_kinds=["amd-smi static" if static else "amd-smi metric"])
    gpu: GpuState | None = None
    section = ""
    for line in lines:
        if match := METRIC_GPU.match(line):
            gpu = GpuState(index=int(match.group(1)))
            snapshot.gpus.append(gpu)
            continue
        match = METRIC_LINE.match(line)
        if gpu is None or not match:
            continue
        if not match.group("value"):
            if len(match.group("indent")) <= 4:
                section = match.group("key")
            continue
        name = METRIC_FIELDS.get((section, match.group("key")))
        if name == "name" and gpu.name is None and match.group("value") != "N/A":
            gpu.name = match.group("value")
        elif name and name != "name" and getattr(gpu, name) is None:
            value = match.group("value")
            number = _memory(value.split()[0], value.split()[1] if len(value.split()) > 1 else None) \
                if name.startswith("memory") else _number(value)
            setattr(gpu, name, number)
    return snapshot if snapshot.gpus else None


TOP_DEVICE = re.compile(r"^#(\d+) DevicePath \{")
TOP_FIELDS = (
    (re.compile(r"^Device Name\s*:\s*\[(.{1,120})\]"), "name", str),
    (re.compile(r"^VRAM\s*:\s*usage\s+(\d+) MiB"), "memory_used_mib", float),
    (re.compile(r"^VRAM\s*:\s*usage\s+\d+ MiB, total\s+(\d+) MiB"), "memory_total_mib", float),
    (re.compile(r"^Edge Temp\.\s*:\s*(\d+) C"), "temperature_c", float),
    (re.compile(r"^Power \(Average\)\s*:\s*(\d+) W"), "power_draw_w", float),
    (re.compile(r"^Power Cap\.\s*:\s*(\d+) W"), "power_limit_w", float),
)


def _parse_top(lines: list[str]) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["amdgpu_top"])
    gpu: GpuState | None = None
    for line in lines:
        stripped = line.strip()
        if match := TOP_DEVICE.match(stripped):
            gpu = GpuState(index=int(match.group(1)))
            snapshot.gpus.append(gpu)
        elif gpu is not None:
            for pattern, name, kind in TOP_FIELDS:
                if getattr(gpu, name) is None and (match := pattern.match(stripped)):
                    setattr(gpu, name, kind(match.group(1)))
    return snapshot if snapshot.gpus else None


SYSFS_VRAM = re.compile(r"/sys/class/drm/card(\d+|\*)/device/mem_info_vram_(used|total)\s*$")
# The byte count cat prints, with the author's note after it ("103079215104  # 96GB in bytes", published_holdout30).
SYSFS_BYTES = re.compile(r"^\s*(\d+)\s*(?:#.*)?$")


def sysfs_lines(lines: list[str]) -> list[int]:
    """The ``cat .../mem_info_vram_used`` lines and the byte counts under them."""
    found = []
    for index, line in enumerate(lines[:-1]):
        if "mem_info_vram_" in line and SYSFS_VRAM.search(line.strip()) and SYSFS_BYTES.match(lines[index + 1]):
            found += [index, index + 1]
    return found


def _parse_sysfs(lines: list[str]) -> Snapshot | None:
    gpus: dict[int, GpuState] = {}
    for index in sysfs_lines(lines)[::2]:
        card, which = SYSFS_VRAM.search(lines[index].strip()).groups()
        number = int(card) if card.isdecimal() else 0  # "card*": the one card the glob printed
        gpu = gpus.setdefault(number, GpuState(index=number))
        setattr(gpu, "memory_used_mib" if which == "used" else "memory_total_mib",
                round(int(SYSFS_BYTES.match(lines[index + 1]).group(1)) / 2**20, 1))
    return Snapshot(input_kinds=["amdgpu sysfs"], gpus=[gpus[card] for card in sorted(gpus)]) if gpus else None


def is_monitor_header(line: str) -> bool:
    return MONITOR_HEADER.match(line) is not None and ("VRAM" in line or "GFX" in line)


# amd-smi's JSON (``amd-smi metric --json``, ROCm 6.1+): a list of {"gpu": 0, "usage": {"gfx_activity": {"value": 42,
# "unit": "%"}, ...}, "power": {"socket_power": ...}, "temperature": {"hotspot": ...}, "mem_usage": {"used_vram": ...}},
# the lower-case keys of the text form's sections. Read by its keys, since pastes cut it (published_holdout24).
JSON_GPU = re.compile(r'"gpu":\s*(\d+)')
JSON_FIELDS = (("gfx_activity", "utilization_pct"), ("socket_power", "power_draw_w"), ("power_limit", "power_limit_w"),
               ("hotspot", "temperature_c"), ("edge", "temperature_c"), ("used_vram", "memory_used_mib"),
               ("total_vram", "memory_total_mib"))


def is_json(text: str) -> bool:
    return '"gpu"' in text and any(f'"{key}"' in text for key, _ in JSON_FIELDS)


def _parse_json(text: str) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["amd-smi metric"])
    marks = list(JSON_GPU.finditer(text))
    for number, mark in enumerate(marks):
        body = text[mark.end(): marks[number + 1].start() if number + 1 < len(marks) else len(text)]
        gpu = GpuState(index=int(mark.group(1)))
        for key, name in JSON_FIELDS:
            value = re.search(rf'"{key}":\s*\{{\s*"value":\s*"?([\d.]+)"?(?:,\s*"unit":\s*"([^"]*)")?', body)
            if value and getattr(gpu, name) is None:
                setattr(gpu, name, _memory(value.group(1), value.group(2)) if name.startswith("memory") else float(value.group(1)))
        snapshot.gpus.append(gpu)
    # Brackets left open: the copy stops inside the list.
    snapshot.truncated = text.count("[") + text.count("{") > text.count("]") + text.count("}")
    return snapshot if snapshot.gpus else None


# amd-smi metric's CSV (``amd-smi metric --csv``, with ``--watch`` a first "timestamp" column): a header of the JSON
# form's keys flattened ("timestamp,gpu,gfx_activity,umc_activity,...,socket_power,...", an MI300X host's log of
# SemiAnalysis's InferenceX, published_holdout158), then a row per GPU and sample; values carry no units (amd-smi's
# own: %, W, C, MB), lists are quoted. A later sample's row of a GPU replaces its earlier one.
CSV_HEADER = re.compile(r"^\s*(?:timestamp,)?gpu,")


def is_csv_header(line: str) -> bool:
    return CSV_HEADER.match(line) is not None and any(f",{key}," in line or line.rstrip().endswith(f",{key}")
                                                      for key, _ in JSON_FIELDS)


def _parse_csv(lines: list[str]) -> Snapshot | None:
    start = next(i for i, line in enumerate(lines) if is_csv_header(line))
    rows = list(csv.reader([lines[start].strip()] + [line.strip() for line in lines[start + 1:] if re.match(r"^\s*\d", line)]))
    columns = rows[0]
    snapshot = Snapshot(input_kinds=["amd-smi metric"])
    by_index: dict[int, GpuState] = {}
    for row in rows[1:]:
        values = dict(zip(columns, row))
        if not (values.get("gpu") or "").isdecimal():
            continue
        gpu = by_index[int(values["gpu"])] = GpuState(index=int(values["gpu"]))
        for key, name in JSON_FIELDS:
            if getattr(gpu, name) is None and (value := values.get(key)) is not None:
                setattr(gpu, name, _memory(value, None) if name.startswith("memory") else _number(value))
    snapshot.gpus = [by_index[index] for index in sorted(by_index)]
    return snapshot if snapshot.gpus else None


def parse(text: str) -> Snapshot | None:
    if "AMD-SMI" in text and TABLE_HEADER.search(text):
        return _parse_table(text)
    if is_json(text) and JSON_GPU.search(text):
        return _parse_json(text)
    lines = text.splitlines()
    if any(TOP_DEVICE.match(line.strip()) for line in lines):
        return _parse_top(lines)
    if sysfs_lines(lines):
        return _parse_sysfs(lines)
    if any(is_metric_start(lines, i) for i in range(len(lines))):
        return _parse_metric(lines)
    if any(is_csv_header(line) for line in lines):
        return _parse_csv(lines)
    start = next((i for i, line in enumerate(lines) if is_monitor_header(line)), None)
    return _parse_monitor(lines, start) if start is not None else None


def _parse_table(text: str) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["amd-smi"])
    header = TABLE_HEADER.search(text)
    snapshot.driver_version = header.group(2)
    pending: dict | None = None
    in_processes = False
    for line in (line.strip() for line in text.splitlines()):
        if "Processes:" in line:
            in_processes = True
            continue
        if in_processes:
            if match := PROCESS_ROW.match(line):
                vram = match.group("vram").split()
                snapshot.processes.append(GpuProcess(pid=int(match.group("pid")), name=match.group("name").strip(),
                                                     gpu_index=int(match.group("gpu")),
                                                     memory_mib=_memory(vram[0], vram[1] if len(vram) > 1 else None)))
            continue
        if match := FIRST_ROW.match(line):
            pending = match.groupdict()
            continue
        if pending and (match := SECOND_ROW.match(line)):
            used, _, total = match.group("mem").partition("/")
            power, _, limit = pending["power"].rpartition("/") if "/" in pending["power"] else (pending["power"], "", "")
            snapshot.gpus.append(GpuState(
                index=int(match.group("index")), name=pending["name"], bus_id=pending["bus"], temperature_c=_number(pending["temp"]),
                power_draw_w=_number(power), power_limit_w=_number(limit), utilization_pct=_number(match.group("gfx_util")),
                memory_used_mib=_memory(used, match.group("unit")), memory_total_mib=_memory(total, match.group("unit")),
            ))
            pending = None
    return snapshot if snapshot.gpus else None


def _columns(header: str) -> list[tuple[str, int]]:
    """(name, end column) of each column of a monitor header: the values end where their names end."""
    return [(match.group(), match.end()) for match in re.finditer(r"\S+", header)]


def _parse_monitor(lines: list[str], start: int) -> Snapshot | None:
    columns = _columns(lines[start])
    snapshot = Snapshot(input_kinds=["amd-smi monitor"])
    latest: dict[int, GpuState] = {}
    for line in lines[start + 1:]:
        if is_monitor_header(line):
            break  # a second table (another tool's copy of it): the first is amd-smi's own
        if not line.strip():
            continue
        if not re.match(r"^\s*\d", line):
            if latest:
                break
            continue
        values, begin = {}, 0
        for name, end in columns:
            values[name] = line[begin:end].strip()
            begin = end
        if not values.get("GPU", "").isdecimal():
            continue
        gpu = GpuState(index=int(values["GPU"]))
        for name, attribute in MONITOR_FIELDS.items():
            if values.get(name) and getattr(gpu, attribute) is None:
                value = values[name].split()
                setattr(gpu, attribute, _memory(value[0], value[1] if len(value) > 1 else None) if "VRAM" in name else _number(values[name]))
        if (usage := values.get("VRAM_USAGE")) and (amounts := VRAM_USAGE.search(usage)):  # "2.0/192.0 GB", "1.9/  4.3 GB"
            used, total, unit = amounts.groups()
            gpu.memory_used_mib, gpu.memory_total_mib = _memory(used, unit), _memory(total, unit)
        latest[gpu.index] = gpu  # --watch prints a line per GPU per sample: the last one counts
    snapshot.gpus = [latest[index] for index in sorted(latest)]
    # A header and nothing after it: the output stops before its first row.
    snapshot.stops_early = not snapshot.gpus and not any(line.strip() for line in lines[start + 1:])
    return snapshot if snapshot.gpus or snapshot.stops_early else None
