"""Intel's ``xpu-smi stats -d N`` (one device's statistics as a two-column box) and ``xpu-smi dump`` (samples as CSV).

    +-----------------------------+--------------------------------------------------------------------+
    | Device ID                   | 0                                                                  |
    +-----------------------------+--------------------------------------------------------------------+
    | GPU Utilization (%)         | 0                                                                  |
    | GPU Power (W)               | 36                                                                 |
    | GPU Core Temperature (C)    | 41                                                                 |
    | GPU Memory Used (MiB)       | 24                                                                 |
    | GPU Memory Util (%)         | 0                                                                  |
    +-----------------------------+--------------------------------------------------------------------+

(intel/xpumanager doc/smi_user_guide.md; older releases wrote "(Celsius Degree)" for the temperature).
A value xpu-smi cannot read is empty or N/A; a card with two tiles gives one value per tile, which is
not read. The device's name and size are not in this output.

``xpu-smi dump -d 0,1 -m 0,1,3`` prints a CSV header naming each metric, then one row per device per sample
(xpumanager's dump documentation; an Aurora report in published_holdout11):

    Timestamp, DeviceId, GPU Utilization (%), GPU Power (W), GPU Frequency (MHz), GPU Core Temperature (Celsius Degree)
    08:08:16.817,    0,  N/A, 281.13, 1600.00, 35.50

Each device's last sample counts. "GPU Memory Utilization (%)" is the share of the memory held: four A770s' rows
(published_holdout20) print 17.52 MiB used at 0.10 % and 49.21 MiB at 0.30 %, each the used figure over the card's
16 GiB (the documentation does not say which share it is).

``xpu-smi ps`` lists the processes on the devices ("PID  Command  DeviceID  SHR  MEM", one row each); its memory
columns carry no unit in the output, so they are not read. ``xpu-smi discovery`` names each device under a
"Device ID  Device Information" heading ("Device Name: Intel(R) Arc(TM) A770 Graphics", "Memory Physical Size:
16225.52 MiB" where it prints it; published_holdout15). Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

DEVICE_ROW = re.compile(r"^\|\s*Device ID\s*\|\s*(\d+)\s*\|$")
ROW = re.compile(r"^\|\s*(?P<key>[A-Za-z][^|]{0,60}?)\s*\|\s*(?P<value>[^|]{0,200}?)\s*\|$")
NUMBER = re.compile(r"^\d+(?:\.\d+)?$")
FIELDS = (("GPU Utilization", "utilization_pct"), ("GPU Power", "power_draw_w"), ("GPU Core Temperature", "temperature_c"),
          ("GPU Memory Used", "memory_used_mib"), ("GPU Memory Util", "memory_used_pct"))


# A row of the box by its label, for a box copied from below its Device ID row (published_holdout30: from "| GPU Core
# Temperature | Tile 0: avg: N/A, ..." on, a multi-tile device's form).
FIELD_ROW = re.compile(r"^\|\s*GPU (?:Utilization|Power|Core Temperature|Memory Temperature|Memory Used|Memory Util"
                       r"|Memory Read|Memory Write|Frequency)\b[^|]{0,40}\|")


def is_start(line: str) -> bool:
    return DEVICE_ROW.match(line.strip()) is not None or FIELD_ROW.match(line.strip()) is not None


def parse(text: str) -> Snapshot | None:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    snapshot = Snapshot(input_kinds=["xpu-smi stats"])
    gpu = None
    opened_below = False
    for line in lines:
        if match := DEVICE_ROW.match(line):
            gpu = GpuState(index=int(match.group(1)))
            snapshot.gpus.append(gpu)
            continue
        if gpu is None and FIELD_ROW.match(line):
            # the box's rows without its Device ID row above them: a device, which the copy does not number, cut above
            gpu = GpuState(index=0)
            snapshot.gpus.append(gpu)
            opened_below = True
        if gpu is None or not (row := ROW.match(line)):
            continue
        value = row.group("value")
        attribute = next((name for label, name in FIELDS if row.group("key").startswith(label)), None)
        if attribute and NUMBER.match(value):
            setattr(gpu, attribute, float(value))
    if not snapshot.gpus:
        return None
    # The box ends with a border; a paste that stops on a row was cut, and so was one that opens below its Device ID.
    snapshot.truncated = not lines[-1].startswith("+") or opened_below
    return snapshot


DUMP_HEADER = re.compile(r"^\s*Timestamp,\s*DeviceId,")
DUMP_ROW = re.compile(r"^\s*\d{2}:\d{2}:\d{2}(?:\.\d+)?,\s*\d+\s*,")
DUMP_FIELDS = (("GPU Utilization (%)", "utilization_pct"), ("GPU Power (W)", "power_draw_w"),
               ("GPU Core Temperature", "temperature_c"), ("GPU Memory Used (MiB)", "memory_used_mib"),
               ("GPU Memory Utilization (%)", "memory_used_pct"))


def is_dump_header(line: str) -> bool:
    return DUMP_HEADER.match(line) is not None


def is_dump_row(line: str) -> bool:
    return DUMP_ROW.match(line) is not None


def parse_dump(text: str) -> Snapshot | None:
    lines = [line for line in text.splitlines() if line.strip()]
    start = next((i for i, line in enumerate(lines) if is_dump_header(line)), None)
    if start is None:
        return None
    columns = [column.strip() for column in lines[start].split(",")]
    attributes = [next((name for label, name in DUMP_FIELDS if column.startswith(label)), None) for column in columns]
    latest: dict[int, GpuState] = {}
    for line in lines[start + 1:]:
        if not is_dump_row(line):
            break
        values = [value.strip() for value in line.split(",")]
        gpu = GpuState(index=int(values[1]))
        for attribute, value in zip(attributes, values, strict=False):
            if attribute and NUMBER.match(value):
                setattr(gpu, attribute, float(value))
        latest[gpu.index] = gpu  # one row per device per sample: the last one counts
    if not latest:
        return None
    return Snapshot(input_kinds=["xpu-smi dump"], gpus=[latest[index] for index in sorted(latest)])


PS_HEADER = re.compile(r"^\s*PID\s+Command\s+DeviceID\s+SHR\s+MEM\s*$")
PS_ROW = re.compile(r"^\s*(?P<pid>\d+)\s+(?P<name>\S.{0,100}?)\s+(?P<device>\d+)\s+\d+\s+\d+\s*$")


def is_ps_header(line: str) -> bool:
    return PS_HEADER.match(line) is not None


def parse_ps(text: str) -> Snapshot | None:
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if is_ps_header(line)), None)
    if start is None:
        return None
    snapshot = Snapshot(input_kinds=["xpu-smi ps"])
    for line in lines[start + 1:]:
        if not (row := PS_ROW.match(line)):
            break
        snapshot.processes.append(GpuProcess(pid=int(row.group("pid")), name=row.group("name").strip(), gpu_index=int(row.group("device"))))
    # A header without rows: nothing runs on the devices.
    snapshot.processes_listed = True
    return snapshot


DISCOVERY_HEADER = re.compile(r"^\s*Device ID\s+Device Information\s*$")
DISCOVERY_DEVICE = re.compile(r"^\s*(\d+)\s+[A-Z][A-Za-z ]{2,30}:")
DISCOVERY_FIELD = re.compile(r"^\s*(?:\d+\s+)?(Device Name|Memory Physical Size):\s*(.{1,120}?)\s*$")
BORDER = re.compile(r"^\+[-=+]{10,}\+?$")


def _unboxed(line: str) -> str:
    """A row of the boxed form ("| 0         | Device Name: Intel(R) Arc(TM) Graphics    |") as the plain form writes it:
    the cells side by side. A row the copy cut before its closing bar keeps what it has."""
    stripped = line.strip()
    if not stripped.startswith("|"):
        return line
    return "  ".join(cell.strip() or " " * 10 for cell in stripped.strip("|").split("|"))


def is_discovery_header(line: str) -> bool:
    return DISCOVERY_HEADER.match(_unboxed(line)) is not None


# A device's first row of the boxed list, where a copy starts below the heading ("| 5         | Device Name: Intel(R)
# Arc(TM) A770 Graphics |", ipex-llm's eight-card host in published_holdout53).
BOXED_DEVICE = re.compile(r"^\|\s*\d{1,2}\s*\|\s*(?:Device Name|Device Type):")


def is_discovery_start(line: str) -> bool:
    return "Device Information" in line and is_discovery_header(line) or BOXED_DEVICE.match(line.strip()) is not None


def is_discovery_row(line: str) -> bool:
    """A line of discovery's device list after its header: indented fields and numbered devices in the plain form, rows
    and borders in the boxed one."""
    stripped = line.strip()
    return not stripped or line[:1].isspace() or stripped[:1].isdigit() or stripped.startswith("|") or BORDER.match(stripped) is not None


def parse_discovery(text: str) -> Snapshot | None:
    """Both forms of ``xpu-smi discovery``: the plain one (published_holdout15) and the boxed one, whose rows are
    "| 0 | Device Type: GPU |" then "|   | Device Name: ... |" and whose list ends on a border (ipex-llm #11605 on a
    Meteor Lake laptop, sglang #38873's check_env on eight Arc Pro B60s; published_holdout44). A device may open on any
    field. A boxed list that stops on a row (its header's included) was cut."""
    snapshot = Snapshot(input_kinds=["xpu-smi discovery"])
    gpu: GpuState | None = None
    boxed, last = False, ""
    for line in text.splitlines():
        if not line.strip():
            continue
        last = line.strip()
        boxed = boxed or last.startswith(("|", "+"))
        row = _unboxed(line)
        if match := DISCOVERY_DEVICE.match(row):
            gpu = GpuState(index=int(match.group(1)))
            snapshot.gpus.append(gpu)
        if gpu is not None and (match := DISCOVERY_FIELD.match(row)):
            if match.group(1) == "Device Name":
                gpu.name = match.group(2)
            elif (size := re.match(r"([\d.]+) MiB", match.group(2))) is not None:
                gpu.memory_total_mib = float(size.group(1))
    snapshot.truncated = boxed and BORDER.match(last) is None
    # A box that stops under its header, before any device, was cut too (llama.cpp #6991, published_holdout214).
    return snapshot if snapshot.gpus or snapshot.truncated else None


# xpu-smi topology -m: a row per device ("GPU 1/0  NODE     S        NODE  ...  0-127,256-383"), one column per device,
# "S" where the row meets itself (sglang #38873's check_env output, its header and first row in an earlier chunk).
TOPOLOGY_ROW = re.compile(r"^\s*GPU (\d+)/\d+((?:\s+(?:S|XL\d*|MDF|NODE|SYS|PHB|PXB|PIX|SOC))+)\s+[\d,-]+\s*$")


def is_topology_row(line: str) -> bool:
    return TOPOLOGY_ROW.match(line) is not None and " S " in f"{line} "


def parse_topology(text: str) -> Snapshot | None:
    """How many devices the matrix links (one column each), which any one of its rows tells."""
    widths = [len(match.group(2).split()) for line in text.splitlines() if (match := TOPOLOGY_ROW.match(line))]
    if not widths:
        return None
    return Snapshot(input_kinds=["xpu-smi topology"], gpus=[GpuState(index=index) for index in range(max(widths))])
