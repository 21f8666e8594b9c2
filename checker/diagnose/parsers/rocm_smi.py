"""``rocm-smi`` (AMD) in the forms people paste, and ``amd-smi list``.

- The concise table it prints with no arguments: the current layout (``Device Node IDs ...
  Temp (Edge) Power (Avg) ... VRAM% GPU%`` with the name on the line below) and the older
  ones with a one-word header (``GPU Temp AvgPwr SCLK MCLK Fan Perf PwrCap VRAM% GPU%``).
  Memory in MiB is not in these tables, so only the share is known.
- ``--showmeminfo vram``, ``--showuse`` and the like: ``GPU[0] : VRAM Total Memory (B): N``.
- ``--json`` (``{"card0": {...}, "system": {"PID123": "name, gpus, vram, ..."}}``) and
  ``--csv`` (``device,<key>,...``): the same keys as the line form.

Plain Python.
"""

from __future__ import annotations

import csv
import io
import json
import re

from checker.diagnose.parsers import leading_number
from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

MIB = 1024 * 1024
# The device index, then (ROCm 6: Node and "IDs (DID, GUID)"; older: a bracketed id) up to four tokens, the
# temperature and power, and at the end the power cap ("Unsupported" on an integrated GPU), VRAM% and GPU%.
PARTITION_ROW = re.compile(r"^\d+\s+\d+\s+\S+\s+\S+\s+N/A\s+N/A\s.{0,120}?\s(?:(?P<vram>\d+)%|N/A)\s+(?:\d+%|N/A)\s*$")
ROW = re.compile(
    r"^(?P<index>\d+)\s+(?:\[[^\]]*\]\s+)?(?:[^\s°]+\s+){0,4}?(?P<temp>[\d.]+)°?[Cc]\s+(?P<power>[\d.]+)W\s+.*?\s"
    r"(?:(?P<cap>[\d.]+)W|Unsupported|N/A)\s+(?P<vram>\d+)%\s+(?P<gpu>\d+)%\s*$"
)
# (Hygon's DCUs run ROCm's tool under their own name: "DCU[0]\t\t: Average Graphics Package Power (W): 132.0", under a
# banner without "ROCm", published_holdout136.)
KEY_LINE = re.compile(r"^(?:GPU|DCU)\[(\d+)\]\s*:\s*(.+?):\s*(.*?)\s*$")
CLOSING_RULE = re.compile(r"^=+\s*End of [\w ]{0,40}Log\s*=+\s*$", re.MULTILINE)
# --showtopo's matrices ("=== Weight between two GPUs ===", then "Hops", "Link Type", "NUMA nodes"; a header row of
# GPU columns, "       GPU0         GPU1 ...", and a row per GPU, "GPU0   0            15 ..."): the GPUs of the node,
# and a listing cut inside its last matrix where that matrix has fewer rows than columns (published_holdout137, eight
# GPUs, cut at GPU2 of the hops).
TOPO_BANNER = re.compile(r"^=+\s*(?:Weight|Hops|Link Type|NUMA nodes?) between (?:two GPUs|GPUs and CPUs)\s*=+\s*$")
TOPO_HEADER = re.compile(r"^\s+GPU0(?:\s+GPU\d{1,2})+\s*$")
TOPO_ROW = re.compile(r"^GPU\d{1,2}\s+\S")
HYGON_BANNER = re.compile(r"^=+\s*System Management Interface\s*=+\s*$")
# rocm-smi's keys (line form, --json and --csv alike) and what they set.
KEYS = {
    "VRAM Total Memory (B)": ("memory_total_mib", MIB),
    "VRAM Total Used Memory (B)": ("memory_used_mib", MIB),
    "GPU use (%)": ("utilization_pct", 1),
    "Temperature (Sensor edge) (C)": ("temperature_c", 1),
    "Average Graphics Package Power (W)": ("power_draw_w", 1),
    "Current Socket Graphics Package Power (W)": ("power_draw_w", 1),
    "Max Graphics Package Power (W)": ("power_limit_w", 1),
    "GPU Memory Allocated (VRAM%)": ("memory_used_pct", 1),  # rocm-smi-lib 6.2's --json (published_holdout6)
    # Hygon's build for its DCUs (DTK) in --json: "HCU use (%)", and VRAM in MiB ("vram Total Memory (MiB)": "65520",
    # gpustack issue #2032, published_holdout194)
    "HCU use (%)": ("utilization_pct", 1),
    "VRAM Total Memory (MiB)": ("memory_total_mib", 1),
    "VRAM Total Used Memory (MiB)": ("memory_used_mib", 1),
    # --showmetrics, the driver's gpu_metrics table ("GPU[0] : average_gfx_activity (%): 3", published_holdout5)
    "temperature_edge (C)": ("temperature_c", 1),
    "average_gfx_activity (%)": ("utilization_pct", 1),
    "average_socket_power (W)": ("power_draw_w", 1),
}
NAME_KEYS = ("Card Series", "Card series", "Card SKU", "Card model", "Card Model")
# Old one-word table headers and the field each fills.
OLD_COLUMNS = {"Temp": "temperature_c", "AvgPwr": "power_draw_w", "PwrCap": "power_limit_w", "VRAM%": "memory_used_pct",
               "GPU%": "utilization_pct"}


def _number(text: str, divisor: float = 1) -> float | None:
    value = leading_number(text)
    return value / divisor if value is not None else None


def _from_keys(index: int, record: dict[str, str]) -> GpuState:
    gpu = GpuState(index=index)
    # Keys compared without case: an older rocm-smi -a prints the unit in lower case ("GPU[0] : Temperature (Sensor
    # edge) (c): 50.0", ROC-smi issue #62, published_holdout187); the current one "(C)".
    folded = {str(key).casefold(): value for key, value in record.items()}
    for key, (attribute, divisor) in KEYS.items():
        if key.casefold() in folded and getattr(gpu, attribute) is None:
            setattr(gpu, attribute, _number(str(folded[key.casefold()]), divisor))
    for key in NAME_KEYS:
        if record.get(key) and str(record[key]).strip() not in ("N/A", ""):
            gpu.name = str(record[key]).strip()
            break
    return gpu


def _card_index(name: str, fallback: int) -> int:
    digits = re.sub(r"\D", "", name)
    return int(digits) if digits else fallback


def _parse_json(text: str) -> Snapshot | None:
    start = text.find("{")
    if start < 0 or '"card' not in text:
        return None
    try:
        data = json.loads(text[start:])
    except (ValueError, RecursionError):
        return _parse_cut_json(text[start:])
    if not isinstance(data, dict):
        return None
    snapshot = Snapshot(input_kinds=["rocm-smi"])
    for number, (card, record) in enumerate(sorted((k, v) for k, v in data.items() if k.startswith("card") and isinstance(v, dict))):
        snapshot.gpus.append(_from_keys(_card_index(card, number), record))
    system = data.get("system")
    if isinstance(system, dict):
        driver = system.get("Driver version")
        snapshot.driver_version = driver if isinstance(driver, str) and driver.strip() else None
        for key, value in system.items():
            if not key.startswith("PID") or not key[3:].isdecimal() or not isinstance(value, str):
                continue
            # --showpids: "name, GPU count, VRAM used (bytes), SDMA used, CU occupancy"
            parts = [part.strip() for part in value.split(",")]
            vram = _number(parts[2], MIB) if len(parts) > 2 else None
            snapshot.processes.append(GpuProcess(pid=int(key[3:]), name=parts[0] or f"PID {key[3:]}", memory_mib=vram))
    return snapshot if snapshot.gpus else None


JSON_TOKEN = re.compile(r'"(card\d+)"\s*:\s*\{|"([^"\n]{1,80})"\s*:\s*"([^"\n]{0,200})"')


def _parse_cut_json(text: str) -> Snapshot | None:
    """rocm-smi --json cut before its closing braces (a chat's or an index's limit), pretty-printed or on one line (as
    the tool prints it, gpustack issue #2032, published_holdout194): each card's "key": "value" pairs, read up to the
    cut."""
    records: dict[str, dict[str, str]] = {}
    current = None
    for match in JSON_TOKEN.finditer(text):
        if match.group(1):
            current = records.setdefault(match.group(1), {})
        elif current is not None:
            current[match.group(2)] = match.group(3)
    if not records:
        return None
    snapshot = Snapshot(input_kinds=["rocm-smi"], stops_early=True)
    snapshot.gpus = [_from_keys(_card_index(card, number), record) for number, (card, record) in enumerate(sorted(records.items()))]
    return snapshot


def _parse_csv(text: str) -> Snapshot | None:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    starts = [number for number, line in enumerate(lines) if line.startswith("device,")]
    if not starts:
        return None
    rows = list(csv.reader(io.StringIO("\n".join(lines[starts[0]:]))))
    header, snapshot = rows[0], Snapshot(input_kinds=["rocm-smi"])
    for number, row in enumerate(rows[1:]):
        if len(row) != len(header) or not row[0].startswith("card"):
            break
        snapshot.gpus.append(_from_keys(_card_index(row[0], number), dict(zip(header, row, strict=True))))
    return snapshot if snapshot.gpus else None


def _parse_text(text: str) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["rocm-smi"])
    lines = text.splitlines()
    records: dict[int, dict[str, str]] = {}
    concise = False
    old_header: list[str] | None = None
    for number, line in enumerate(lines):
        stripped = line.strip()
        keyed = KEY_LINE.match(stripped)
        if keyed:
            records.setdefault(int(keyed.group(1)), {})[keyed.group(2)] = keyed.group(3)
            continue
        concise = concise or ("VRAM%" in stripped and CONCISE_HEADER.match(stripped) is not None)
        tokens = re.sub(r"\b(SCLK|MCLK) OD\b", r"\1_OD", stripped).split()  # two-word columns of the 2018 table
        if tokens[:2] == ["GPU", "Temp"]:
            old_header = tokens
            continue
        match = ROW.match(stripped)
        if match:
            name = lines[number + 1].strip() if number + 1 < len(lines) and not lines[number + 1].startswith("=") else None
            snapshot.gpus.append(GpuState(
                index=int(match.group("index")), name=name or None, temperature_c=float(match.group("temp")),
                power_draw_w=float(match.group("power")), power_limit_w=float(match.group("cap")) if match.group("cap") else None,
                utilization_pct=float(match.group("gpu")), memory_used_pct=float(match.group("vram")),
            ))
            continue
        if concise and PARTITION_ROW.match(stripped):
            # A compute partition that reports nothing of its own (ROCm 6 with DPX/CPX: "1  3  0x75a0,  20862  N/A
            # N/A  N/A, N/A, 1 ... 0%  N/A"): a device in the list, without figures.
            vram = PARTITION_ROW.match(stripped).group("vram")
            snapshot.gpus.append(GpuState(index=int(tokens[0]), memory_used_pct=float(vram) if vram else None))
            continue
        if old_header and len(tokens) == len(old_header) and tokens[0].isdecimal():
            gpu = GpuState(index=int(tokens[0]))
            for column, value in zip(old_header, tokens, strict=True):
                if column in OLD_COLUMNS and value != "N/A":
                    setattr(gpu, OLD_COLUMNS[column], _number(value))
            snapshot.gpus.append(gpu)
    if not snapshot.gpus and records:
        snapshot.gpus = [_from_keys(index, record) for index, record in sorted(records.items())]
    # Cut where the banner opened the log and its closing line is missing; a table quoted without the banner was chosen.
    # (Hygon's build of the tool prints the banner without "ROCm" above its DCU[N] lines, published_holdout136: whatever
    # it calls its closing line, an "End of ... Log" rule.)
    hygon = "DCU[" in text and "System Management Interface" in text
    snapshot.truncated = (("ROCm System Management Interface" in text or "ROCm SMI" in text) and "End of ROCm SMI Log" not in text
                          or hygon and not CLOSING_RULE.search(text))
    if "KFD process information:" in text:
        # --showpids: every process holding the KFD device, "PID  PROCESS NAME  GPU(s)  VRAM USED  SDMA USED  CU
        # OCCUPANCY", where GPU(s) is how many GPUs the process uses (rocm_smi.py's showPids) and VRAM USED is in bytes.
        snapshot.processes = [GpuProcess(pid=int(row.group(1)), name=row.group(2).strip(),
                                         memory_mib=round(int(row.group(3)) / MIB, 1) if row.group(3).isdecimal() else None)
                              for line in lines if (row := KFD_ROW.match(line.strip()))]
        snapshot.processes_listed = True
    if not snapshot.gpus and "KFD process information:" not in text:
        # The banner as the copy's last line ("=== ROCm System Management Interface ===" and nothing under it, a post cut
        # by the search index, published_holdout86): an output cut before its first table, as an nvidia-smi table cut
        # after its header line.
        # (Likewise cut after its table's heading and column headers, before any device row: "=== Concise Info ===",
        # "Device  Node  IDs ... VRAM%  GPU%" and its "(DID,     GUID)  (Edge) ..." line, ROCm 6-7 in a ComfyUI
        # diagnostics report, published_holdout206.)
        after = [line.strip() for line in lines[next((i for i, line in enumerate(lines) if "ROCm System Management Interface" in line),
                                                     len(lines)):] if line.strip()]
        heads_only = bool(after) and all(HEADING_RULE.match(line) or CONCISE_HEADER.match(line) or line.startswith("(")
                                         for line in after)
        return Snapshot(input_kinds=["rocm-smi"], truncated=True) if heads_only else None
    return snapshot


# rocm-smi's banner and its section headings, each a title between runs of "=" ("===== Concise Info =====").
HEADING_RULE = re.compile(r"^=+(?:\s[^=]{1,60}\s=+)?$")


KFD_ROW = re.compile(r"^(\d+)\s+(\S.{0,60}?)\s+\d+\s+(\d+|N/A)\s+(?:\d+|N/A)\s+(?:\d+|N/A)$")


AMD_SMI_LIST = re.compile(r"^GPU: (\d+)\s*$\n\s+BDF: (\S+)", re.MULTILINE)


# The concise table's own header, for a table pasted without the banner above it (ROCm 6.x: "Device  Node  IDs
# Temp  Power  Partitions ... VRAM%  GPU%"; older: "GPU  Temp  AvgPwr ... VRAM%  GPU%").
CONCISE_HEADER = re.compile(r"^\s*(?:GPU|Device)\s+\S.*\bVRAM%\s+GPU%\s*$|^\s*GPU\s+Temp\s+AvgPwr\s", re.MULTILINE)


def _parse_topology(text: str) -> Snapshot | None:
    lines = text.splitlines()
    headers = [i for i, line in enumerate(lines) if TOPO_HEADER.match(line)]
    if not headers or not any(TOPO_BANNER.match(line) for line in lines):
        return None
    count = len(lines[headers[-1]].split())
    rows = sum(1 for line in lines[headers[-1] + 1:] if TOPO_ROW.match(line))
    return Snapshot(input_kinds=["rocm-smi"], gpus=[GpuState(index=index) for index in range(count)],
                    truncated=rows < count and "End of ROCm SMI Log" not in text)


def parse(text: str) -> Snapshot | None:
    if "between " in text and (topology := _parse_topology(text)):
        return topology
    # (its "GPU[0] : Card Series: AMD Radeon Graphics" lines quoted without the banner, --showproductname's "Product
    # Info" section in a setup script's output, published_holdout30, read as the same keys)
    if "ROCm System Management Interface" in text or "ROCm SMI" in text or CONCISE_HEADER.search(text) \
            or ("GPU[" in text or "DCU[" in text) and any(KEY_LINE.match(line.strip()) for line in text.splitlines()):
        return _parse_text(text)
    if '"card' in text and any(key in text for key in ("VRAM Total", "GPU use (%)", "GPU memory use", "Temperature (Sensor")):
        return _parse_json(text)
    if "device," in text and ("VRAM Total" in text or "GPU use (%)" in text):
        return _parse_csv(text)
    listed = AMD_SMI_LIST.findall(text)
    if listed:
        # amd-smi list names the GPUs' bus addresses only.
        return Snapshot(input_kinds=["amd-smi list"], gpus=[GpuState(index=int(i), bus_id=bus) for i, bus in listed])
    return None
