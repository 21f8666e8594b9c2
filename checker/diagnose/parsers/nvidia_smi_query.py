"""``nvidia-smi -q`` (the full query, any ``-d`` section set) and ``nvidia-smi -q -x`` (XML).

Both carry the same facts: the text form as an indented "Key : Value" tree, the
XML form as elements (DTD versions 11 to 13 name the power fields differently).
XML is parsed only after any DOCTYPE is dropped and entity declarations are
refused, so a hostile paste cannot expand entities. Plain Python.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree

from checker.diagnose.parsers import leading_number
from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot

MAX_ATTACHED = 64  # more GPUs than a node holds is not a count
GPU_HEADER = re.compile(r"^GPU ([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.\d)\s*$")
REASON_KEYS = {"SW Power Cap", "HW Slowdown", "HW Thermal Slowdown", "SW Thermal Slowdown", "HW Power Brake Slowdown"}
# <clocks_event_reasons> children (v13: clocks_event_reason_sw_power_cap) and the older
# <clocks_throttle_reasons> ones (clocks_throttle_reason_sw_power_cap), by their suffix.
XML_REASON_PREFIX = re.compile(r"^clocks_(?:event|throttle)_reasons?_")
XML_REASONS = {"sw_power_cap": "SW Power Cap", "hw_slowdown": "HW Slowdown", "hw_thermal_slowdown": "HW Thermal Slowdown",
               "sw_thermal_slowdown": "SW Thermal Slowdown", "hw_power_brake_slowdown": "HW Power Brake Slowdown"}


def _key_value(raw: str) -> tuple[int, str, str | None] | None:
    """'    Used   : 2 MiB' as (4, "Used", "2 MiB"); a section heading ('    FB Memory Usage') has no value.

    Split by hand: the regular expression this replaces took seconds on a long run of spaces.
    """
    body = raw.lstrip(" ")
    key, colon, value = body.partition(":")
    key = key.strip()
    if not key:
        return None
    return len(raw) - len(body), key, value.strip() if colon else None


def _number(text: str | None) -> float | None:
    return leading_number(text)


def _integer(text: str | None) -> int | None:
    value = _number(text)
    return int(value) if value is not None else None


# ------------------------------------------------------------------ text form


# The sections of one GPU's block: pasted alone (a "grep -A8 'Clocks Throttle'", an example in an issue)
# they are read as the sections of one GPU whose bus id the paste does not show.
SECTIONS = {"FB Memory Usage", "BAR1 Memory Usage", "Utilization", "Temperature", "GPU Power Readings", "Power Readings",
            "Clocks", "Max Clocks", "Applications Clocks", "Default Applications Clocks", "Clocks Throttle Reasons",
            "Clocks Event Reasons", "PCI", "GPU Link Info", "Processes", "Performance State", "ECC Mode", "Compute Mode",
            "ECC Errors", "Retired Pages"}


def looks_like_text(text: str) -> bool:
    return "==============NVSMI LOG==============" in text or bool(re.search(r"^\s*Attached GPUs\s*:", text, re.M))


# The identity lines that open a GPU's block, pasted alone ("Product Name : NVIDIA GeForce RTX 4070 Laptop GPU" and
# what follows it, a documentation page's excerpt in published_holdout20): one GPU, named.
IDENTITY = re.compile(r"^[ \t]*(Product Name|Product Brand|Product Architecture|Persistence Mode|GPU UUID|VBIOS Version"
                      r"|Minor Number|MultiGPU Board|Board ID|GPU Part Number)\s+: \S", re.M)


# The entries of a GPU block's Processes section, pasted (or cut by an index) without the section's heading: on Windows
# "        Process ID : 2936" / "            Type : C+G" / "            Name : C:\\Windows\\...\\TextInputHost.exe" /
# "            Used GPU Memory : Not available in WDDM driver model" (published_holdout5 and 26).
PROCESS_KEYS = {"GPU instance ID", "Compute instance ID", "Process ID", "Type", "Name", "Process Name", "Used GPU Memory"}
PROCESS_ID = re.compile(r"^[ \t]*Process ID\s+: \d+\s*$", re.M)


def fragment_kind(text: str) -> str | None:
    """'gpu' for a lone GPU block, 'sections' for lone sections, 'identity' for a block's identity lines alone (no GPU
    header above them), 'processes' for a Processes section's entries without their heading, None for neither."""
    lines = [line for line in text.splitlines() if line.strip()]
    keyed = [parsed for line in lines if (parsed := _key_value(line)) is not None and parsed[2] is not None]
    if len(keyed) >= 4 and len(PROCESS_ID.findall(text)) >= 2 and all(key in PROCESS_KEYS for _, key, _ in keyed):
        return "processes"
    for index, line in enumerate(lines[:-1]):
        following = lines[index + 1]
        indented_key = following[:1] in (" ", "\t") and ":" in following
        if GPU_HEADER.match(line.rstrip()) and indented_key:
            return "gpu"
        if line.strip() in SECTIONS and indented_key and len(following) - len(following.lstrip()) > len(line) - len(line.lstrip()):
            return "sections"
    # (Or from below its Product Name, as an index's chunk opens: "    GPU UUID : GPU-072b19bd-..." among "Minor Number",
    # "VBIOS Version", "Board ID", DCGM #152 in published_holdout217; one GPU, unnamed.)
    if ("Product Name" in text or "GPU UUID" in text) and len({m.group(1) for m in IDENTITY.finditer(text)}) >= 4 \
            and re.search(r"^[ \t]*(?:Product Name\s+: \S|GPU UUID\s+: GPU-[0-9a-f]{8}-)", text, re.M):
        return "identity"
    return None


def parse_text(text: str) -> Snapshot | None:
    fragment = None if looks_like_text(text) else fragment_kind(text)
    if not looks_like_text(text) and fragment is None:
        return None
    snapshot = Snapshot(input_kinds=["nvidia-smi -q"])
    gpu: GpuState | None = None
    if fragment in ("sections", "identity"):
        gpu = GpuState(index=0)
        snapshot.gpus.append(gpu)
    if fragment == "processes":  # which GPU's list it is, the copy does not show
        _processes_fragment(text, snapshot)
        return snapshot
    path: list[tuple[int, str]] = []  # (indent, section) of the current line's parents
    # Sections pasted from inside the FB Memory Usage block, its heading cut off above them: only that block has
    # a Reserved line (drivers 525 and later), so keys above the first heading that include it are its.
    orphan_keys, first_heading = _keys_before_heading(text) if fragment == "sections" else (set(), None)
    # (Or, on drivers before 525 or cut below Reserved, the keys above BAR1 Memory Usage, which FB Memory Usage always
    # precedes: "        Used : 19147 MiB", "        Free : 5121 MiB", published_holdout34.)
    orphan_fb = "Reserved" in orphan_keys or bool(orphan_keys) and orphan_keys <= {"Total", "Used", "Free"} \
        and first_heading == "BAR1 Memory Usage"
    fb: dict[str, float | None] = {}
    process: dict | None = None
    attached = 0
    for raw in text.splitlines():
        if not raw.strip():
            continue
        header = GPU_HEADER.match(raw)
        if header:
            gpu = GpuState(index=len(snapshot.gpus), bus_id=header.group(1))
            snapshot.gpus.append(gpu)
            path = []
            process = None
            continue
        line = _key_value(raw)
        if line is None:
            continue
        indent, key, value = line
        while path and path[-1][0] >= indent:
            path.pop()
        sections = [name for _, name in path]
        if indent == 0:
            if key == "Driver Version" and value:
                snapshot.driver_version = value
            elif key == "CUDA Version" and value:
                snapshot.cuda_version = value
            elif key == "Attached GPUs" and value and value.isdecimal():
                attached = int(value)
        if value is None:
            path.append((indent, key))
            continue
        if gpu is None:
            continue
        if orphan_fb and not path and key in ("Total", "Reserved", "Used", "Free"):
            fb[key] = _number(value)
            sections = ["FB Memory Usage"]
        if "Processes" in sections:
            if key in ("GPU instance ID", "Process ID") and (process is None or "pid" in process):
                process = {"gpu": gpu.index}
                snapshot.processes.append(process)  # filled in below, converted at the end
            if process is not None:
                process[{"Process ID": "pid", "Type": "type", "Name": "name", "Process Name": "name",
                         "Used GPU Memory": "memory"}.get(key, key)] = value
            continue
        _apply_text(gpu, sections, key, value)
    # The report ending inside a process's entry, before its "Used GPU Memory" (every entry's last key): the list was cut
    # there, and what followed may have held a runtime (nvidia-docker #1663, published_holdout206).
    entry_cut = bool(snapshot.processes) and process is snapshot.processes[-1] and "memory" not in process
    snapshot.processes = [GpuProcess(pid=_integer(p.get("pid")), name=(p.get("name") or "?").strip(), type=p.get("type"),
                                     gpu_index=p.get("gpu"), memory_mib=_number(p.get("memory")))
                          for p in snapshot.processes if isinstance(p, dict) and p.get("pid")]
    snapshot.mig = any(g.mig_enabled for g in snapshot.gpus)
    if fb and gpu is not None and gpu.memory_total_mib is None and None not in (fb.get("Used"), fb.get("Free")):
        # the Total line nvidia-smi prints is their sum (without Reserved, which drivers before 525 count as used)
        gpu.memory_total_mib = (fb.get("Reserved") or 0) + fb["Used"] + fb["Free"]
    # A listing that opens inside a block whose heading is not in the paste was cut above; one whose last line is a
    # section's heading, with none of its lines under it, was cut there (published_holdout24: "    BAR1 Memory Usage").
    last_line = next((line for line in reversed(text.splitlines()) if line.strip()), "")
    heading_last = (parsed := _key_value(last_line)) is not None and parsed[2] is None and parsed[1] in SECTIONS
    # Lone sections that open with the keys of a section whose heading is not there ("        Tx Throughput : 0 KB/s"
    # above "    Fan Speed") were copied from inside a report: ten of the eleven such pastes of the published sets are
    # cut, by their author or an index (a "grep -A8 'Clocks Throttle'" opens at its heading, and is not; a copy from
    # "Product Name" on opens at the block's identity lines).
    snapshot.truncated = bool(orphan_keys) and "Product Name" not in orphan_keys or heading_last \
        or fragment == "sections" and _opens_deeper(text) or entry_cut
    snapshot.processes_cut = snapshot.processes_cut or entry_cut
    last = snapshot.gpus[-1] if snapshot.gpus else None
    # A GPU block that names its card but stops before any of the readings that follow the identity section was cut
    # (a -d selection prints no Product Name); the reading decides whether the cut is the paste's end. (A lone "GPU
    # 00000000:0A:00.0" block quoted without the report's header too: published_holdout190's, cut in its PCI section.)
    snapshot.stops_early = bool(last and last.name and fragment in (None, "identity", "gpu") and all(
        value is None for value in (last.memory_total_mib, last.utilization_pct, last.temperature_c, last.power_draw_w, last.pstate)))
    # "Attached GPUs : 8" above one GPU's block (-i 0, or a report cut after the first): the machine has 8.
    if snapshot.gpus and len(snapshot.gpus) < attached <= MAX_ATTACHED:
        snapshot.gpus += [GpuState(index=index) for index in range(len(snapshot.gpus), attached)]
    return snapshot if snapshot.gpus else None


def _opens_deeper(text: str) -> bool:
    """Lone sections whose first line sits deeper than a later one ("            Double Bit" above "    Retired Pages":
    the ECC Errors block's counters, published_holdout116) were copied from inside a block whose heading is not there."""
    depths = [parsed[0] for line in text.splitlines() if line.strip() and (parsed := _key_value(line)) is not None]
    return len(depths) > 1 and depths[0] > min(depths[1:])


def _keys_before_heading(text: str) -> tuple[set[str], str | None]:
    """The keys above the first section heading ("        Used : 2 MiB", the tail of a block cut above), and that
    heading."""
    keys = set()
    for raw in text.splitlines():
        line = _key_value(raw) if raw.strip() else None
        if line is None:
            continue
        if line[2] is None:
            return keys, line[1]
        keys.add(line[1])
    return keys, None


def _processes_fragment(text: str, snapshot: Snapshot) -> None:
    entries: list[dict] = []
    for raw in text.splitlines():
        line = _key_value(raw) if raw.strip() else None
        if line is None or line[2] is None:
            continue
        _, key, value = line
        if key in ("GPU instance ID", "Process ID") and (not entries or "pid" in entries[-1]):
            entries.append({})
        if entries:
            entries[-1][{"Process ID": "pid", "Type": "type", "Name": "name", "Process Name": "name",
                         "Used GPU Memory": "memory"}.get(key, key)] = value
    snapshot.processes = [GpuProcess(pid=_integer(e.get("pid")), name=(e.get("name") or "?").strip(), type=e.get("type"),
                                     gpu_index=None, memory_mib=_number(e.get("memory"))) for e in entries if e.get("pid")]
    # It opens inside the list (its heading, the GPU above it, are not there): cut, and the cut may hide the runtime.
    snapshot.truncated = snapshot.processes_cut = True


def _apply_text(gpu: GpuState, sections: list[str], key: str, value: str) -> None:
    parent = sections[-1] if sections else ""
    if key == "Product Name" and not sections[1:]:
        gpu.name = value
    elif parent == "FB Memory Usage" and key in ("Total", "Used"):
        setattr(gpu, "memory_total_mib" if key == "Total" else "memory_used_mib", _number(value))
    elif parent == "Utilization" and key.lower() == "gpu":  # "Gpu" before driver 590, "GPU" since
        gpu.utilization_pct = _number(value)
    elif key == "GPU Current Temp":
        gpu.temperature_c = _number(value)
    elif parent in ("GPU Power Readings", "Power Readings") and key in ("Power Draw", "Average Power Draw", "Instantaneous Power Draw"):
        if gpu.power_draw_w is None:
            gpu.power_draw_w = _number(value)
    # (Driver 610 moves the limits into a "GPU Ceiling Power Limit" subsection of "GPU Power Readings": "Current Power
    # Limit : 450.00 W", an RTX 4090 under Windows, published_holdout100.)
    elif parent in ("GPU Power Readings", "Power Readings", "GPU Ceiling Power Limit") \
            and key in ("Current Power Limit", "Power Limit", "Enforced Power Limit"):
        if gpu.power_limit_w is None:
            gpu.power_limit_w = _number(value)
    elif key == "Performance State":
        gpu.pstate = value
    elif key in (*REASON_KEYS, "Idle") and value == "Active" and any(s in ("Clocks Event Reasons", "Clocks Throttle Reasons") for s in sections):
        if key == "Idle":
            gpu.driver_says_idle = True
        else:
            gpu.clocks_event_reasons.append(key)
    elif parent == "PCIe Generation" and key in ("Max", "Current"):
        setattr(gpu, "pcie_gen_max" if key == "Max" else "pcie_gen", _integer(value))
    elif parent == "Link Width" and key in ("Max", "Current"):
        setattr(gpu, "pcie_width_max" if key == "Max" else "pcie_width", _integer(value))
    elif parent == "MIG Mode" and key == "Current":
        gpu.mig_enabled = {"Enabled": True, "Disabled": False}.get(value)
    elif parent == "Driver Model" and key == "Current":
        gpu.driver_model = value


# ------------------------------------------------------------------ XML form


def looks_like_xml(text: str) -> bool:
    return "<nvidia_smi_log" in text


XML_TAG = re.compile(r"<(/?)([A-Za-z_][\w.-]*)[^<>]*?(/?)>")


def _closed(body: str) -> str | None:
    """The XML up to its last whole tag, with every element still open closed; None if it is not a cut."""
    body = body.strip()
    body = body[: body.rfind(">") + 1]
    opened: list[str] = []
    for match in XML_TAG.finditer(body):
        closing, name, empty = match.groups()
        if empty or body[match.start() + 1] in "?!":
            continue
        if closing:
            if not opened or opened[-1] != name:
                return None  # not a cut but a broken document
            opened.pop()
        else:
            opened.append(name)
    if not opened or opened[0] != "nvidia_smi_log":
        return None
    return body + "".join(f"</{name}>" for name in reversed(opened))


# Elements only nvidia-smi -q -x writes, by which a middle piece of its XML (without <nvidia_smi_log>) is known.
XML_FRAGMENT_TAGS = ("<fb_memory_usage>", "<gpu_util>", "<gpu_temp>", "<clocks_event_reasons>", "<clocks_throttle_reasons>",
                     "<gpu_power_readings>", "<performance_state>")


def looks_like_xml_fragment(text: str) -> bool:
    return "<nvidia_smi_log" not in text and sum(tag in text for tag in XML_FRAGMENT_TAGS) >= 1


def _balanced(body: str) -> tuple[str, bool]:
    """A middle piece of XML made whole: closing tags whose opening came before the piece dropped, elements still
    open at its end closed; and whether any were (the piece stops inside an element)."""
    out, opened, position = [], [], 0
    for match in XML_TAG.finditer(body):
        closing, name, empty = match.groups()
        out.append(body[position:match.start()])
        position = match.end()
        if empty or body[match.start() + 1] in "?!":
            continue
        if closing:
            if name not in opened:
                continue  # its element began before the piece
            while opened and opened[-1] != name:
                out.append(f"</{opened.pop()}>")
            opened.pop()
        else:
            opened.append(name)
        out.append(match.group(0))
    out.append(body[position:body.rfind(">") + 1 if position <= body.rfind(">") else position])
    return "".join(out) + "".join(f"</{name}>" for name in reversed(opened)), bool(opened)


def parse_xml_fragment(text: str) -> Snapshot | None:
    """A middle piece of nvidia-smi -q -x (one GPU's sections, quoted without the document around them)."""
    if not looks_like_xml_fragment(text) or "<!ENTITY" in text.upper() or "<!DOCTYPE" in text.upper():
        return None
    body = text[text.index("<"):text.rindex(">") + 1]
    whole, cut = _balanced(body)
    wrapped = whole if re.search(r"<gpu[\s>]", whole) else f"<gpu>{whole}</gpu>"
    try:
        root = ElementTree.fromstring(f"<nvidia_smi_log>{wrapped}</nvidia_smi_log>".encode("utf-8"))
    except ElementTree.ParseError:
        return None
    snapshot = _from_root(root, cut=False)
    if snapshot is not None:
        snapshot.input_kinds = ["nvidia-smi -q -x"]
        snapshot.stops_early = cut
        if not any(g.memory_total_mib is not None or g.utilization_pct is not None or g.temperature_c is not None
                   or g.power_draw_w is not None or g.name for g in snapshot.gpus):
            return None
    return snapshot


def parse_xml(text: str) -> Snapshot | None:
    if not looks_like_xml(text) or "<!ENTITY" in text.upper():
        return None
    body = re.sub(r"<!DOCTYPE[^>]*>", "", text[text.index("<nvidia_smi_log"):] if "<?xml" not in text else text, flags=re.I)
    cut = False
    try:
        root = ElementTree.fromstring(body.strip().encode("utf-8"))
    except ElementTree.ParseError:
        # A paste cut inside the XML (a chat's length limit, a forum's "show more"): close what is open
        # and read what came before the cut.
        closed = _closed(body)
        if closed is None:
            return None
        try:
            root = ElementTree.fromstring(closed.encode("utf-8"))
        except ElementTree.ParseError:
            return None
        cut = True
    return _from_root(root, cut)


def _from_root(root: ElementTree.Element, cut: bool) -> Snapshot | None:
    snapshot = Snapshot(input_kinds=["nvidia-smi -q -x"], driver_version=root.findtext("driver_version"),
                        cuda_version=root.findtext("cuda_version"), truncated=cut)
    for index, element in enumerate(root.findall("gpu")):
        # The first power block that holds readings (drivers 530+ name it gpu_power_readings). An element's
        # truth value is its number of children, which Python 3.12 deprecates testing: `is not None` and len().
        power = next((p for p in (element.find("gpu_power_readings"), element.find("power_readings"))
                      if p is not None and len(p)), None)
        gpu = GpuState(
            index=index, bus_id=element.get("id"), name=element.findtext("product_name"),
            memory_total_mib=_number(element.findtext("fb_memory_usage/total")),
            memory_used_mib=_number(element.findtext("fb_memory_usage/used")),
            utilization_pct=_number(element.findtext("utilization/gpu_util")),
            temperature_c=_number(element.findtext("temperature/gpu_temp")),
            pstate=element.findtext("performance_state"),
            pcie_gen=_integer(element.findtext("pci/pci_gpu_link_info/pcie_gen/current_link_gen")),
            pcie_gen_max=_integer(element.findtext("pci/pci_gpu_link_info/pcie_gen/max_link_gen")),
            pcie_width=_integer(element.findtext("pci/pci_gpu_link_info/link_widths/current_link_width")),
            pcie_width_max=_integer(element.findtext("pci/pci_gpu_link_info/link_widths/max_link_width")),
            mig_enabled={"Enabled": True, "Disabled": False}.get(element.findtext("mig_mode/current_mig") or ""),
        )
        if power is not None:
            gpu.power_draw_w = next((v for v in (_number(power.findtext(tag)) for tag in ("power_draw", "average_power_draw", "instant_power_draw")) if v is not None), None)
            gpu.power_limit_w = next((v for v in (_number(power.findtext(tag)) for tag in ("current_power_limit", "power_limit", "enforced_power_limit")) if v is not None), None)
        for reasons in (element.find("clocks_event_reasons"), element.find("clocks_throttle_reasons")):
            if reasons is not None:
                gpu.clocks_event_reasons += [XML_REASONS[XML_REASON_PREFIX.sub("", child.tag)] for child in reasons
                                             if XML_REASON_PREFIX.sub("", child.tag) in XML_REASONS and (child.text or "").strip() == "Active"]
                gpu.driver_says_idle |= any(XML_REASON_PREFIX.sub("", child.tag) == "gpu_idle" and (child.text or "").strip() == "Active"
                                            for child in reasons)
        snapshot.gpus.append(gpu)
        for info in element.findall("processes/process_info"):
            snapshot.processes.append(GpuProcess(pid=_integer(info.findtext("pid")), name=(info.findtext("process_name") or "?").strip(),
                                                 type=info.findtext("type"), gpu_index=index, memory_mib=_number(info.findtext("used_memory"))))
    snapshot.mig = any(g.mig_enabled for g in snapshot.gpus) or root.find("gpu/mig_devices/mig_device") is not None
    return snapshot if snapshot.gpus else None


def parse(text: str) -> Snapshot | None:
    return parse_xml(text) or parse_text(text)
