"""The default ``nvidia-smi`` table, in the layouts drivers have printed.

Handles the narrow table of older drivers, the wide layout of drivers 5xx and
later (``Persistence-M`` or, on Windows, ``Driver-Model`` WDDM/TCC), the 610
header that says ``KMD Version``, several GPUs, ``N/A`` fields, names the tool
cut with ``...``, the MIG section, and the processes section with or without
the GI/CI columns. nvitop's one-shot table (``nvitop -1``) has the same frame, says ``NVITOP`` and
prints memory with units (``3.50MiB / 79.65GiB``); it is read here too. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

# Drivers before 410 print no CUDA Version; a header without it still names the driver.
WSL_FIRST_DRIVER = 450
# (Jetson's nvidia-smi of JetPack 6 prints "Driver Version: N/A", published_holdout21.)
HEADER = re.compile(r"(?:NVIDIA-SMI|NVITOP)\s+(\S+)\s+(?:Driver|KMD) Version:\s*([\d.]+|N/A)(?:\s+CUDA(?: UMD| Driver)? Version:\s*(\S+))?")
# | 0  NVIDIA GeForce RTX 3090   On  |   00000000:41:00.0 Off |   N/A |
GPU_ROW = re.compile(
    r"^\|\s*(?P<index>\d+)\s+(?P<name>\S+(?:\s+\S+)*?)\s+(?P<mode>On|Off|WDDM|TCC|MCDM|N/A)\s*\|"
    # Jetson's integrated GPU has no PCI address: "|   0  Orin (nvgpu)   N/A  | N/A   N/A |   N/A |".
    r"\s*(?P<bus>[0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.\d|N/A)\s+(?:On|Off|N/A)\s*\|(?P<rest>.*)\|\s*$"
)
# | 30%   30C    P8     30W /  350W |   2MiB /  24576MiB |   0%   Default |
STATE_FIELDS = (
    # Intel's xpu-smi v2 prints the same table without the performance state: "| N/A  N/A  45W / 190W | ...".
    r"(?P<fan>\d+%|N/A|ERR!)\s+(?P<temp>\d+C|N/A|ERR!)\s+(?:(?P<perf>P\d+|N/A|ERR!)\s+)?"
    r"(?P<draw>[\d.]+W|N/A|ERR!)\s*/\s*(?P<cap>[\d.]+W|N/A|ERR!)\s*\|"
    # Memory "Not Supported" on unified-memory GPUs (DGX Spark's GB10, driver 580).
    # (Drivers of 2013-14 print "MB" for the same MiB: "|       14MB /  6143MB |" of a 6 GiB GTX TITAN on 325.15,
    # published_holdout189.)
    r"\s*(?:(?P<used>[\d.]+)(?P<used_unit>[KMGT]iB|MB)\s*/\s*(?P<total>[\d.]+)(?P<total_unit>[KMGT]iB|MB)|Not Supported|N/A)\s*\|"
    # The compute mode: Default, Prohibited, E. Process (exclusive-process mode, abbreviated in the table; published_holdout20).
    # (A copy cut inside the compute mode's cell ends the line there: "|     78%      Defa", published_holdout42.)
    # (Habana's hl-smi, laid out like it, prints N/A there: "|     0%           N/A |", published_holdout122; hl-smi 1.20
    # a second percentage under "Compute M.": "|     0%            0% |", Gaudi2 under TGI, published_holdout215.)
    r"\s*(?P<util>\d+%|N/A|ERR!)(?:\s+(?P<compute>[\w.]+(?: Process| Thread)?|\d+%|N/A))?\s*(?:\||$)"
)
STATE_ROW = re.compile(r"^\|\s*" + STATE_FIELDS)
# nvitop's compact table (a narrow terminal) puts the index in front of the state, one line per GPU:
# | 0 30%  35C  P8   14W / 300W |  22.69MiB / 47.99GiB |      0%      Default | MEM: ▏ 0.0% |
COMPACT_ROW = re.compile(r"^\|\s*(?P<index>\d+)\s+" + STATE_FIELDS)
MIG_ROW = re.compile(r"^\|\s*(?:N/A|Disabled|Enabled)\s*\|\s*$|^\|.*\|\s*(?P<mig>Enabled|Disabled|N/A)\s*\|\s*$")
# A row of the "MIG devices:" box: GPU, GPU instance, compute instance, MIG device, then its memory.
# |  1    3   0   0  |  14366MiB / 19968MiB | 28      0 |  2   0    1    0    0 |
MIG_DEVICE_ROW = re.compile(r"^\|\s*(?P<gpu>\d+)\s+(?P<gi>\d+)\s+(?P<ci>\d+)\s+(?P<mig>\d+)\s*\|\s*(?P<used>[\d.]+)MiB\s*/\s*(?P<total>[\d.]+)MiB\s*\|")
# (A row whose author trimmed its padding may lose its closing border too: "|    1   N/A  N/A     18101      C   python
# 189MiB " as the last row of a box quoted in an issue, published_holdout181; its figures are whole.)
# (Its name may be empty: nvidia-smi in a container whose PID namespace hides the host's process prints the row with a
# blank name, "|    0   N/A  N/A    204194      G                                      14MiB |", an X server on eight
# GPUs under a Selkies desktop container, published_holdout201.)
PROCESS_ROW = re.compile(
    r"^\|\s*(?P<gpu>\d+)\s+(?:(?:N/A|\d+)\s+(?:N/A|\d+)\s+)?(?P<pid>\d+)\s+(?P<type>C\+G|M\+C|C|G|M)\s+"
    r"(?:(?P<name>\S+(?:\s+\S+)*?)\s+)?(?P<memory>\d+MiB|N/A)\s*(?:\|\s*)?$"
)


def _number(text: str | None, suffix: str = "") -> float | None:
    if text is None:
        return None
    text = text.strip()
    if text in ("N/A", "ERR!", "[N/A]") or not text:
        return None
    return float(text.removesuffix(suffix))


UNIT_MIB = {"KiB": 1 / 1024, "MiB": 1.0, "GiB": 1024.0, "TiB": 1024.0 * 1024, "MB": 1.0}  # (old drivers' MB are MiB)


def looks_like(text: str) -> bool:
    return ("NVIDIA-SMI" in text or "NVITOP" in text) and ("Memory-Usage" in text or "MiB /" in text)


# The Processes box's heading row: "| Processes:                                                  GPU Memory |".
PROCESSES_HEADING = re.compile(r"^\|\s+Processes:\s+.*\|\s*$", re.MULTILINE)


def _sections_only(text: str) -> bool:
    """The lower part of the table alone (its MIG devices and Processes boxes), pasted without the GPU rows."""
    return "| MIG devices:" in text or bool(PROCESSES_HEADING.search(text))


def _rows_only(text: str) -> bool:
    """The GPU rows, or the Processes box's rows, pasted without the header above them (the part someone chose to
    quote: "|    2   N/A  N/A   1371103      C   ...template/venv/bin/python3     7843MiB |", published_holdout28)."""
    return any(GPU_ROW.match(line.strip()) or COMPACT_ROW.match(line.strip()) or STATE_ROW.match(line.strip())
               or PROCESS_ROW.match(line.strip()) for line in text.splitlines())


def _cut_after_header(text: str) -> bool:
    """The version line with the table's frame under it or around it ("| NVIDIA-SMI 470.182.03   Driver Version: ...
    |"), and nothing more: a table cut after its header."""
    return HEADER.search(text) is not None and any(line.lstrip().startswith("+---") or "Bus-Id" in line
                                                   or line.strip().startswith("|") and "NVIDIA-SMI" in line for line in text.splitlines())


# The version line alone, quoted without the table's frame ("NVIDIA-SMI 595.58.03   Driver Version: 595.58.03   CUDA
# Version: 13.2", published_holdout33): the driver it names, and no table to be cut. (As a Markdown list item in an
# issue template's environment list: "*  NVIDIA-SMI 535.183.01   Driver Version: ...", published_holdout66.)
HEADER_ALONE = re.compile(r"^\s*(?:[*+-]\s+)?NVIDIA-SMI\s+\S+\s+(?:Driver|KMD) Version:\s*[\d.]+(?:\s+CUDA(?: UMD| Driver)? Version:\s*\S+)?\s*$")


HL_HEADER = re.compile(r"\bHL-SMI Version:\s*(\S+)")
HL_DRIVER = re.compile(r"^\|?\s*Driver Version:\s*(\S+)", re.MULTILINE)


def header_alone(text: str) -> bool:
    return any(HEADER_ALONE.match(line) for line in text.splitlines())


def windows_driver_under_linux_tools(tools: str, driver: str) -> bool:
    """WSL as nvidia-smi's banner shows it: the Linux tools' version beside a Windows driver's two-part number, never
    older than the tools nor than WSL_FIRST_DRIVER (the reasons are parse's)."""
    tools_major, driver_major = tools.split(".")[0], driver.split(".")[0]
    return tools != driver and driver.count(".") == 1 and tools_major.isdecimal() and driver_major.isdecimal() \
        and int(driver_major) >= max(int(tools_major), WSL_FIRST_DRIVER)


def parse(text: str) -> Snapshot | None:
    if not looks_like(text) and not _sections_only(text) and not _rows_only(text) and not _cut_after_header(text) \
            and not header_alone(text):
        return None
    # Habana's hl-smi (Intel Gaudi) prints nvidia-smi's frame with "AIP" for GPU and its versions on two lines:
    # "| HL-SMI Version:   hl-1.13.0-rc-fw-47.0.0.0 |", "| Driver Version:   1.13.0-ee32e42 |" (published_holdout122).
    habana = HL_HEADER.search(text)
    snapshot = Snapshot(input_kinds=["xpu-smi" if "XPU-SMI" in text else "hl-smi" if habana else "nvidia-smi"])
    if habana:
        driver = HL_DRIVER.search(text)
        snapshot.driver_version = driver.group(1) if driver else None
    header = HEADER.search(text)
    if header:
        snapshot.driver_version = header.group(2) if header.group(2) != "N/A" else None
        snapshot.cuda_version = header.group(3) if header.group(3) != "N/A" else None
        # Under WSL the Linux nvidia-smi (545.29.06) reports the Windows driver, numbered in two parts (546.12).
        # (nvitop's header names its own version there: 1.3.2 beside driver 570.144 is not WSL.)
        # An old nvidia-smi against an older kernel driver (375.39 beside 367.48) is a mismatch, not WSL: the Windows
        # driver is never older than the Linux tools WSL ships with it.
        # CUDA under WSL 2 needs a WDDM 2.9 driver (NVIDIA's CUDA on WSL User Guide), which came in 2020: none numbered
        # below 450, so 375.39 beside 387.26 (a container's own old nvidia-smi, published_holdout18) is no WSL either.
        tools, driver = header.group(1), header.group(2)
        snapshot.wsl = header.group(0).startswith("NVIDIA-SMI") and windows_driver_under_linux_tools(tools, driver)
    lines = text.splitlines()
    current: GpuState | None = None
    state_read: GpuState | None = None  # the GPU whose state row was read last
    # Process rows quoted alone, without the box's heading or any GPU row, are read as the box's rows.
    in_processes = any(PROCESS_ROW.match(line.strip()) for line in lines) and not any(
        GPU_ROW.match(line.strip()) or COMPACT_ROW.match(line.strip()) or STATE_ROW.match(line.strip())
        or "Processes:" in line or "MIG devices" in line for line in lines)
    # Only the state rows quoted ("| 35%  55C  P8  20W / 300W |  9764MiB / 49140MiB | 8%  Default |"), without
    # the name rows above them: one GPU per row, in order, nameless.
    states_only = not any(GPU_ROW.match(line.strip()) or COMPACT_ROW.match(line.strip()) for line in lines)
    # Only the "MIG devices:" box: each MIG device is what the user's programs see as a GPU.
    mig_only = states_only and not any(STATE_ROW.match(line.strip()) for line in lines)
    # A state row above the first name row: the copy opens inside a GPU's box, its name row cut off above
    # (published_holdout27: a continuation chunk of four L20s opening at GPU 3's state row). A GPU, cut.
    orphan: GpuState | None = None
    for line in lines:
        stripped = line.strip()  # a table indented inside a log (a launcher printing nvidia-smi) reads the same
        if "Processes:" in stripped:
            in_processes = True
            continue
        if in_processes:
            match = PROCESS_ROW.match(stripped)
            if match:
                snapshot.processes.append(GpuProcess(
                    pid=int(match.group("pid")), name=(match.group("name") or "").strip(), type=match.group("type"),
                    gpu_index=int(match.group("gpu")), memory_mib=_number(match.group("memory"), "MiB"),
                ))
            continue
        if mig_only and (match := MIG_DEVICE_ROW.match(stripped)):
            snapshot.gpus.append(GpuState(
                index=len(snapshot.gpus), name=f"GPU {match.group('gpu')} MIG device {match.group('mig')}",
                memory_used_mib=float(match.group("used")), memory_total_mib=float(match.group("total")),
                mig_enabled=True,
            ))
            continue
        match = GPU_ROW.match(stripped)
        if match:
            current = GpuState(
                index=int(match.group("index")), name=match.group("name").strip(), bus_id=match.group("bus"),
                driver_model=match.group("mode") if match.group("mode") in ("WDDM", "TCC", "MCDM") else None,
            )
            snapshot.gpus.append(current)
            continue
        match = COMPACT_ROW.match(stripped)
        if match:
            current = GpuState(index=int(match.group("index")))
            snapshot.gpus.append(current)
        else:
            match = STATE_ROW.match(stripped)
            if match and states_only:
                current = GpuState(index=len(snapshot.gpus))
                snapshot.gpus.append(current)
            elif match and current is None and not snapshot.gpus:
                current = orphan = GpuState(index=0)
                snapshot.gpus.append(current)
        if match and current is not None and current.memory_total_mib is None:
            state_read = current
            current.temperature_c = _number(match.group("temp"), "C")
            current.pstate = None if match.group("perf") in (None, "N/A", "ERR!") else match.group("perf")
            current.power_draw_w = _number(match.group("draw"), "W")
            current.power_limit_w = _number(match.group("cap"), "W")
            if match.group("used") is not None:
                current.memory_used_mib = round(float(match.group("used")) * UNIT_MIB[match.group("used_unit")], 2)
                current.memory_total_mib = round(float(match.group("total")) * UNIT_MIB[match.group("total_unit")], 2)
            current.utilization_pct = _number(match.group("util"), "%")
            continue
        # The third line of a GPU's block: its MIG mode (after the state row, read even where memory shows N/A).
        if current is not None and current.mig_enabled is None and state_read is current:
            mig = re.match(r"^\|\s+\|\s+\|\s*(Enabled|Disabled|N/A)\s*\|\s*$", stripped)
            if mig:
                current.mig_enabled = {"Enabled": True, "Disabled": False}.get(mig.group(1))
    # A table that starts with its header and does not end with its closing border was cut off; rows
    # quoted without the header were chosen, not cut, but a Processes box whose rows stop without its border was cut
    # in it (a quoted table from its column headings to a process row, published_holdout23; a box that stops at
    # its "|===|" rule, with no row, reads as an empty box, published_holdout10).
    last = next((line.strip() for line in reversed(lines) if line.strip()), "")
    # (So was one that stops at its column headings, above the rule nvidia-smi always prints under them: "|  GPU   GI
    # CI   PID   Type   Process name   GPU Memory |", or its second line "|        ID   ID   Usage |"; published_holdout48.)
    cut_in_box = bool(PROCESSES_HEADING.search(text)) and (bool(PROCESS_ROW.match(last)) or last.startswith("|") and (
        "Process name" in last or re.fullmatch(r"\|\s+ID\s+ID\s+Usage\s+\|", last) is not None))
    # (A body copied without its header, with the borders between the GPUs' boxes, that stops on a GPU's name or state
    # row was cut inside that GPU's box: "... | 75368MiB / 81559MiB | 0% Default |" with no border after it,
    # published_holdout126. Rows quoted alone, without the borders, were chosen.)
    cut_in_body = header is None and habana is None and any(line.strip().startswith("+--") for line in lines) \
        and (GPU_ROW.match(last) is not None or STATE_ROW.match(last) is not None)
    snapshot.truncated = (header is not None or habana is not None) and not last.startswith("+") or cut_in_box \
        or cut_in_body or orphan is not None
    if orphan is not None and len(snapshot.gpus) > 1:
        orphan.index = max(0, snapshot.gpus[1].index - 1)  # the GPU before the first one named
    snapshot.processes_cut = cut_in_box
    # nvidia-smi always prints its Processes box: a whole table without it stops early.
    snapshot.stops_early = header is not None and bool(snapshot.gpus) and snapshot.input_kinds == ["nvidia-smi"] \
        and "NVIDIA-SMI" in header.group(0) and not any("Processes" in line for line in lines)
    if not snapshot.gpus and not snapshot.processes and not _sections_only(text) and not _cut_after_header(text):
        if header is not None and header_alone(text):
            snapshot.truncated = snapshot.stops_early = False
            return snapshot
        return None
    return snapshot
