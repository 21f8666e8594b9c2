"""``nvidia-smi --query-gpu=... --format=csv`` and ``--query-compute-apps=...``.

The columns are named by the header line, or, for ``--format=csv,noheader``, by the
command line pasted above the rows (``$ nvidia-smi --query-gpu=index,memory.used
--format=csv,noheader,nounits``). Bare headerless rows without their command are read only
where they name the GPU or where their units say which figure is which (_by_units); bare
numbers are not claimed (guessing which number is memory would be a guess).
Units in the header (``memory.used [MiB]``) or in the values (``1234 MiB``) are
both read; ``[N/A]`` and ``[Not Supported]`` are unknown values. Plain Python.
"""

from __future__ import annotations

import csv
import io
import re

from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

UNKNOWN = re.compile(r"^\[?(N/A|Not Supported|Unknown Error|Insufficient Permissions|Requested functionality.*)\]?$", re.IGNORECASE)
GPU_FIELDS = {
    "index": ("index", int), "name": ("name", str), "pci.bus_id": ("bus_id", str),
    "memory.used": ("memory_used_mib", float), "memory.total": ("memory_total_mib", float),
    "utilization.gpu": ("utilization_pct", float), "temperature.gpu": ("temperature_c", float),
    "power.draw": ("power_draw_w", float), "power.draw.instant": ("power_draw_w", float),
    "power.limit": ("power_limit_w", float), "enforced.power.limit": ("power_limit_w", float),
    "pstate": ("pstate", str), "pcie.link.gen.current": ("pcie_gen", int), "pcie.link.width.current": ("pcie_width", int),
    "driver_model.current": ("driver_model", str),
}
# clocks_event_reasons.* (drivers 535+) and clocks_throttle_reasons.* (older) say "Active" / "Not Active".
REASONS = {
    "sw_power_cap": "SW Power Cap", "hw_slowdown": "HW Slowdown", "hw_thermal_slowdown": "HW Thermal Slowdown",
    "sw_thermal_slowdown": "SW Thermal Slowdown", "hw_power_brake_slowdown": "HW Power Brake Slowdown",
}


def _header(line: str) -> list[str]:
    """Column names without their units: "memory.used [MiB]" is "memory.used"; a script's own name for a query field
    ("memory_used_mib", "Memory_Used(MiB)", "GPU_Util(%)") is the field's name (_canonical)."""
    return [_canonical(_without_unit(column.strip())) for column in line.split(",")]


# Scripts that log nvidia-smi's or NVML's readings to CSV name the columns themselves, with the unit as a suffix or in
# parentheses: "utilization_gpu_pct,memory_used_mib,memory_total_mib,temperature_gpu_c,power_draw_w" (an RTX 4090 and
# 4080 logged every 30 s) and "Timestamp,GPU_Util(%),Memory_Used(MiB),Memory_Total(MiB),Power(W),Temp(C)" (a 6 GiB
# card's monitor), both published_holdout107. A name is lower-cased, its unit dropped and its separators made dots;
# the names below are then the query's fields. Megabytes are read as MiB: such scripts divide NVML's bytes by 2**20
# (or print nvidia-smi's MiB) and call it MB; a column in GB or GiB keeps its own name and is not read.
COLUMN_ALIASES = {
    **dict.fromkeys(("utilization.gpu", "gpu.util", "gpu.utilization", "utilization", "util", "gpu.usage", "gpu.load"),
                    "utilization.gpu"),
    **dict.fromkeys(("memory.used", "mem.used", "used.memory", "vram.used", "gpu.memory.used", "memory.usage"), "memory.used"),
    **dict.fromkeys(("memory.total", "mem.total", "total.memory", "vram.total", "gpu.memory.total"), "memory.total"),
    **dict.fromkeys(("memory.free", "mem.free", "free.memory", "vram.free", "gpu.memory.free"), "memory.free"),
    **dict.fromkeys(("power.draw", "power", "power.usage", "gpu.power"), "power.draw"),
    **dict.fromkeys(("power.limit", "power.cap"), "power.limit"),
    **dict.fromkeys(("temperature.gpu", "temperature", "temp", "gpu.temp", "gpu.temperature"), "temperature.gpu"),
    **dict.fromkeys(("gpu.id", "gpu.index", "gpu.idx", "device.id", "index"), "index"),
    "timestamp": "timestamp", "time": "timestamp", "name": "name",
}
UNIT_SUFFIX = re.compile(r"(?:[ _]?\((?:MiB|MB|%|W|C|°C|percent)\)|_(?:mib|mb|pct|percent|c|w|watts))$", re.IGNORECASE)


def _canonical(column: str) -> str:
    if column in GPU_FIELDS:
        return column
    key = re.sub(r"[\s_\-.]+", ".", UNIT_SUFFIX.sub("", column).lower()).strip(".")
    return COLUMN_ALIASES.get(key, column)


def _without_unit(column: str) -> str:
    # By hand: the regular expression this replaces was quadratic on a run of "[".
    return column[:column.index("[")].rstrip() if column.endswith("]") and "[" in column else column


def header_columns(line: str) -> list[str]:
    """The column names of a header line ("index, name, memory.used [MiB]")."""
    return _header(line)


def field_count(line: str) -> int:
    """How many fields a CSV row has (0 for a blank line)."""
    if not line.strip():
        return 0
    return len(next(csv.reader([line], skipinitialspace=True), []))


def _value(text: str, kind):
    text = text.strip()
    if not text or UNKNOWN.match(text):
        return None
    text = re.sub(r"\s*(MiB|W|%|MHz|C)$", "", text)
    try:
        return kind(float(text)) if kind is int else kind(text)
    except ValueError:
        return None


COMMAND = re.compile(r"--query-(?:gpu|compute-apps)[= ]([\w.,]+).*?--format[= ]([\w,]+)")
# The query names whose header column is spelled differently.
QUERY_ALIASES = {"used_memory": "used_gpu_memory"}


# A query of one field keeps its header ("memory.used [MiB]", then "1290 MiB" per row; a script's nohup log,
# published_holdout109): the header is one of the query's dotted fields, with or without nvidia-smi's unit in brackets.
ONE_FIELD_HEADER = re.compile(r"^\s*(?P<field>(?:memory|utilization|temperature|power|clocks|pcie)\.[\w.]+)(?:\s*\[[^\]\n]{1,12}\])?\s*$")


def one_field_header(line: str) -> str | None:
    """The query field a one-column header names ("memory.used [MiB]" -> "memory.used"), else None."""
    match = ONE_FIELD_HEADER.match(line) if "." in line else None
    field = match.group("field") if match else None
    return field if field in GPU_FIELDS or field == "memory.free" else None


def looks_like(text: str) -> bool:
    first = text.lstrip().splitlines()[0] if text.strip() else ""
    if one_field_header(first):
        return True
    columns = _header(first)
    return len(columns) >= 2 and (bool(set(columns) & set(GPU_FIELDS)) or "pid" in columns) and "," in first


def _columns_and_rows(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """Where the table starts: a header line, or a command line with noheader."""
    for number, line in enumerate(lines):
        command = COMMAND.search(line) if "--query-" in line else None
        if command and "noheader" in command.group(2):
            columns = [QUERY_ALIASES.get(name, name) for name in command.group(1).strip(",").split(",")]
            start = number + 1
        elif "--query-" not in line and looks_like(line):
            columns, start = _header(line), number + 1
        else:
            continue
        rows = []
        # (A script that calls nvidia-smi once a sample repeats the header before each row: a header is no row.)
        body = [later for later in lines[start:] if later.strip() != line.strip()]
        for row in csv.reader(io.StringIO("\n".join(body)), skipinitialspace=True):
            if len(row) != len(columns):
                break  # the table ended (a prompt, another tool's output)
            rows.append(row)
        return columns, rows
    return None


# --query-gpu rows pasted without their header or command: only what no value can be mistaken for is read,
# the index (the first field), the name (a field naming a GPU) and the driver version; which number is
# used, total or free memory would be a guess.
GPU_NAME = re.compile(r"\b(NVIDIA|GeForce|Tesla|Quadro|TITAN|RTX|GTX)\b")
DRIVER = re.compile(r"^\d{3}\.\d{2,3}(?:\.\d{2})?$")


UNIT_VALUE = re.compile(r"^(\d+(?:\.\d+)?) ?(%|MiB|W)$")


BUS_ID = re.compile(r"^[0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.\d$")
# The timestamp column nvidia-smi writes first where a logged query asked for it ("2024/08/08 16:16:58.159, 4 MiB,
# 81920 MiB" from --query-gpu=timestamp,memory.used,memory.total --format=csv,noheader -l, a training run's log file,
# published_holdout158): a sample's rows share it, one row a GPU in index order.
STAMP = re.compile(r"^\d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?$")
PSTATE = re.compile(r"^P\d{1,2}$")


def headerless_row(line: str) -> list[str] | None:
    fields = [field.strip() for field in line.split(",")]
    if len(fields) < 2:
        return None
    if GPU_NAME.search(fields[0]) and len(fields) >= 3 and any(BUS_ID.match(f) or UNIT_VALUE.match(f) for f in fields[1:]):
        return fields  # a row that starts with the GPU's name ("NVIDIA RTX A6000, 00000000:01:00.0, 550.54.15, P8, ...")
    if STAMP.match(fields[0]):
        return fields if len(fields) >= 3 and _by_units(fields) else None
    if UNIT_VALUE.match(fields[0]):
        # A query without the index, its first figure with its unit ("0 %, 7042 MiB, 46068 MiB, 32, 82.53 W", a
        # training job's nvidia_smi_log.txt, published_holdout173): one row a GPU, in index order.
        return fields if len(fields) >= 3 and _by_units(fields, 0) else None
    if not fields[0].isdecimal():
        return None
    return fields if GPU_NAME.search(fields[1]) or _by_units(fields) else None


def _by_units(fields: list[str], start: int = 1) -> dict | None:
    """A row without its header whose units name its figures ("0, 100 %, 21846 MiB, 24576 MiB, 337.28 W, 67", a bench
    script's --query-gpu in published_holdout11): one percentage is the utilization, two MiB figures are used then
    total (the order nearly every query lists them in; the first must not exceed the second), one or two watt figures
    the draw then the limit. Anything else about the row (three MiB figures, two percentages) is left unread; so is a
    bare number (temperature.gpu has no unit, nor have a PCIe link's width and generation). ``start``: the first field
    with a figure (after the index)."""
    units: dict[str, list[float]] = {}
    for field in fields[start:]:
        if match := UNIT_VALUE.match(field):
            units.setdefault(match.group(2), []).append(float(match.group(1)))
    memory, share, power = units.get("MiB", []), units.get("%", []), units.get("W", [])
    if len(memory) != 2 or memory[0] > memory[1] or len(share) > 1 or len(power) > 2:
        return None
    figures = {"memory_used_mib": memory[0], "memory_total_mib": memory[1]}
    if share:
        figures["utilization_pct"] = share[0]
    if power:
        figures["power_draw_w"] = power[0]
        figures["power_limit_w"] = power[1] if len(power) == 2 else None
    return figures


def _parse_headerless(lines: list[str]) -> Snapshot | None:
    rows = [fields for line in lines if (fields := headerless_row(line))]
    if not rows:
        return None
    snapshot = Snapshot(input_kinds=["nvidia-smi csv"])
    by_bus: dict[str, GpuState] = {}
    sampled: dict[str, int] = {}  # each timestamp's rows so far
    stamped: list[GpuState] = []  # those rows, keyed by their place in their sample (ordinals)
    ordinals: list[str] = []
    for fields in rows:
        if GPU_NAME.search(fields[0]):
            snapshot.gpus.append(_named_first(fields, by_bus))
            snapshot.driver_version = snapshot.driver_version or next((f for f in fields[1:] if DRIVER.match(f)), None)
        elif GPU_NAME.search(fields[1]):
            snapshot.gpus.append(GpuState(index=int(fields[0]), name=fields[1]))
            snapshot.driver_version = snapshot.driver_version or next((f for f in fields[2:] if DRIVER.match(f)), None)
        elif STAMP.match(fields[0]):
            # (a sample's rows are its GPUs in index order; a later sample's row replaces the same GPU's earlier one)
            ordinal = sampled[fields[0]] = sampled.get(fields[0], -1) + 1
            stamped.append(GpuState(**_by_units(fields)))
            ordinals.append(str(ordinal))
        elif UNIT_VALUE.match(fields[0]):
            snapshot.gpus.append(GpuState(**_by_units(fields, 0)))
        else:
            snapshot.gpus.append(GpuState(index=int(fields[0]), **_by_units(fields)))
    snapshot.gpus += _latest_samples(stamped, ordinals) if stamped else []
    # Rows of one bus id are samples of one GPU over time: the last counts.
    snapshot.gpus = [gpu for gpu in snapshot.gpus if gpu.bus_id is None or by_bus.get(gpu.bus_id) is gpu]
    for index, gpu in enumerate(snapshot.gpus):
        gpu.index = index if gpu.index is None else gpu.index
    return snapshot


def _named_first(fields: list[str], by_bus: dict[str, GpuState]) -> GpuState:
    """A row that starts with the GPU's name, read where a field says what it is: the bus id, the P-state, and one or
    two watt figures (the draw, then the limit). Its MiB and percentage figures stay unread: without the query's
    field list, used and free memory, or the GPU's and the memory's utilization, cannot be told apart."""
    gpu = GpuState(name=fields[0])
    watts = [float(m.group(1)) for f in fields[1:] if (m := UNIT_VALUE.match(f)) and m.group(2) == "W"]
    for field in fields[1:]:
        if BUS_ID.match(field):
            gpu.bus_id = field
        elif PSTATE.match(field):
            gpu.pstate = field
    if 1 <= len(watts) <= 2:
        gpu.power_draw_w = watts[0]
        gpu.power_limit_w = watts[1] if len(watts) == 2 else None
    if gpu.bus_id:
        by_bus[gpu.bus_id] = gpu
    return gpu


# A query logged over time (nvidia-smi --query-gpu=... -l 1, or --loop-ms) prints each GPU once a sample, often with
# the timestamp column: a GPU is known by its index, UUID or bus id, and where the query asked for none of them but for
# the timestamp, by its name (one H100 NVL sampled each second for 104 rows, published_holdout97).
SAMPLE_KEYS = ("index", "uuid", "pci.bus_id", "name")
# The loop asked for on the command line (nvidia-smi's -l/--loop in seconds, -lms/--loop-ms in milliseconds), where the
# query names no column that tells the GPUs apart: its rows are samples, read as one GPU's (a status-bar script's
# "--loop=1 --query-gpu=temperature.gpu,utilization.gpu,utilization.memory", nine rows of one card, published_holdout204;
# a machine of several cards would print them in turn, which nothing in such rows can show).
LOOP = re.compile(r"(?:--loop(?:-ms)?[= ]|\s-l(?:ms)?\s+)\d+")


def _ordinals_where_keys_repeat(stamps: list[str], keys: list[str]) -> list[str]:
    """The keys, or, where one sample (rows of one timestamp) holds a key twice, each row's place in its sample: the
    query printed each GPU once a sample, so the key was not the GPU's (a script's own header named the index column
    "gpu" and put a constant under "index": eight cards at one instant, published_holdout106)."""
    places: list[str] = []
    seen: set[str] = set()
    repeats, first = False, 0
    for position, (stamp, key) in enumerate(zip(stamps, keys, strict=True)):
        if position == 0 or stamp != stamps[position - 1]:
            seen, first = set(), position  # a new sample begins
        repeats = repeats or key in seen
        seen.add(key)
        places.append(str(position - first))
    return places if repeats else keys


def _rows_per_call(lines: list[str]) -> int | None:
    """How many rows follow each of a repeated header, where the header stands two times or more and every call printed
    as many rows; else None."""
    header = next((line.strip() for line in lines if looks_like(line)), None)
    starts = [number for number, line in enumerate(lines) if line.strip() == header]
    counts = {end - start - 1 for start, end in zip(starts, [*starts[1:], len(lines)], strict=True)}
    return counts.pop() if len(starts) >= 2 and len(counts) == 1 else None


def _latest_samples(gpus: list[GpuState], keys: list[str]) -> list[GpuState]:
    """Each GPU's last sample, in the order the GPUs first appear, numbered from 0 as the query's rows are."""
    latest: dict[str, GpuState] = {}
    peak: dict[str, float] = {}
    for gpu, key in zip(gpus, keys, strict=True):
        latest[key] = gpu  # a later sample replaces an earlier one; the dict keeps the first appearance's place
        if gpu.utilization_pct is not None:
            peak[key] = max(peak.get(key, 0.0), gpu.utilization_pct)
    for key, gpu in latest.items():
        gpu.peak_utilization_pct = peak.get(key)
    result = list(latest.values())
    for position, gpu in enumerate(result):
        gpu.index = position
    return result


def parse(text: str) -> Snapshot | None:
    if "," not in text and "--query-" not in text and not any(map(one_field_header, text.splitlines()[:3])):
        return None
    # Blank lines and the author's comments between the command and its rows ("# Output") are not rows.
    lines = [line for line in text.strip().splitlines() if line.strip() and not line.lstrip().startswith("#")]
    found = _columns_and_rows(lines)
    if found is None:
        return _parse_headerless(lines)
    columns, rows = found
    snapshot = Snapshot(input_kinds=["nvidia-smi csv"])
    if "pid" in columns:
        buses: dict[str, int] = {}
        for row in rows:
            record = dict(zip(columns, row, strict=False))
            bus = (record.get("gpu_bus_id") or "").strip()
            if bus and bus not in buses:
                buses[bus] = len(buses)
                snapshot.gpus.append(GpuState(index=buses[bus], bus_id=bus, name=_value(record.get("gpu_name", ""), str)))
            pid = _value(record.get("pid", ""), int)  # None where the author redacted it ("<pid>")
            name = (record.get("process_name") or record.get("name") or "").strip()
            if not name:
                continue
            snapshot.processes.append(GpuProcess(pid=pid, name=name, type="C", gpu_index=buses.get(bus),
                                                 memory_mib=_value(record.get("used_gpu_memory", ""), float)))
        # A query that prints only its header found no compute process: that is an answer too.
        snapshot.processes_listed = not rows
        return snapshot if snapshot.processes or not rows else None
    if not rows:  # a header with no row under it: the call stops early (cut where the paste ends with it)
        return Snapshot(input_kinds=["nvidia-smi csv"], stops_early=True)
    keys: list[str] = []
    stamps: list[str] = []  # each row's timestamp, where the query printed one
    for position, row in enumerate(rows):
        record = dict(zip(columns, row, strict=False))
        gpu = GpuState(index=position)
        for column, (attribute, kind) in GPU_FIELDS.items():
            if column in record and getattr(gpu, attribute) is None:  # the plain field wins over .instant/.average
                value = _value(record[column], kind)
                if value is not None:
                    setattr(gpu, attribute, value)
        free = _value(record.get("memory.free", ""), float)
        if gpu.memory_total_mib is None and gpu.memory_used_mib is not None and free is not None:
            # A query of used and free memory without the total (a Jetson Orin's log, published_holdout107): their sum
            # is the total less what the driver reserves (memory.reserved, a few hundred MiB on drivers 5xx), near
            # enough to say how full the card is.
            gpu.memory_total_mib = gpu.memory_used_mib + free
        for column, value in record.items():
            for prefix in ("clocks_event_reasons.", "clocks_throttle_reasons."):
                if column.startswith(prefix) and column[len(prefix):] in REASONS and value.strip() == "Active":
                    gpu.clocks_event_reasons.append(REASONS[column[len(prefix):]])
        if all(getattr(gpu, attribute) is None for attribute, _ in GPU_FIELDS.values()) and not gpu.clocks_event_reasons:
            continue  # a row with nothing read (a prompt, prose) is no GPU
        snapshot.gpus.append(gpu)
        keys.append(next((record[c].strip() for c in SAMPLE_KEYS if c in record), ""))
        stamps.append(record.get("timestamp", "").strip())
    if not snapshot.gpus:
        return None
    if len(columns) == 1 and len(snapshot.gpus) > 1 and not any("--query-" in line for line in lines):
        # One field under its header, row after row: one call's GPUs or one GPU's samples (nvidia-smi -l prints the
        # header once), which one column cannot say. Read as the query it is, no GPU claimed; except where a script
        # called nvidia-smi once a sample, its header before each call's rows, as many each time: a call's rows are
        # the GPUs (eight cards' utilization.gpu [%] three times, published_holdout174; one row a call, one card
        # sampled 40 times, published_holdout180), each at its last sample.
        calls = _rows_per_call(lines)
        if calls and len(snapshot.gpus) % calls == 0:
            snapshot.gpus = _latest_samples(snapshot.gpus, [str(n % calls) for n in range(len(snapshot.gpus))])
            return snapshot
        return Snapshot(input_kinds=["nvidia-smi csv"])
    looped = "timestamp" not in columns and not any(column in columns for column in SAMPLE_KEYS) \
        and any("--query-gpu" in line and LOOP.search(line) for line in lines)
    if "timestamp" in columns:
        keys = _ordinals_where_keys_repeat(stamps, keys)
    elif looped:
        keys = ["0"] * len(keys)
    if len(set(keys)) < len(keys) and (any(c in columns for c in SAMPLE_KEYS[:3]) or "timestamp" in columns or looped):
        snapshot.gpus = _latest_samples(snapshot.gpus, keys)
    if snapshot.gpus and "driver_version" in columns:
        snapshot.driver_version = _value(dict(zip(columns, rows[0], strict=False)).get("driver_version", ""), str)
    return snapshot
