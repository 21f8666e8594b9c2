"""Read a paste: take its decoration off, find every block of tool output in it, parse each block with
the parser of its format, and merge what they say into one Snapshot.

What was read is kept as :class:`Part` values (the format and the paste's line numbers), so the
page and the API can say which lines were read and which were skipped, and a finding can point at
the lines it rests on. Plain Python, no Django import.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from checker.diagnose.clean import Cleaned, clean
from checker.diagnose.parsers import (
    amd_smi,
    colibri_plan,
    comfyui,
    cuda_smi,
    dcgm_exporter,
    dcgmi_diag,
    dxvk_adapters,
    env_report,
    gpustack_detect,
    gpu_status_lines,
    gpustat,
    inxi,
    intel_gpu_top,
    llm_benchmark,
    lmstudio_json,
    lspci,
    mthreads_gmi,
    npu_smi,
    nvgpu,
    nvidia_smi_csv,
    nvidia_smi_failure,
    nvidia_smi_markdown,
    nvidia_smi_other,
    nvidia_smi_query,
    nvidia_smi_table,
    nvtop_screen,
    nvtop_snapshot,
    ollama_ps,
    program_devices,
    radeontop,
    rig_report,
    rocm_smi,
    rocminfo,
    runtime_log,
    rwkv_strategy,
    sycl_ls,
    system_profiler,
    tegrastats,
    xpu_smi_stats,
)
from checker.diagnose.segment import DATE_LINE, Block, blocks
from checker.diagnose.snapshot import Snapshot

# In the order their facts take precedence when two formats describe the same GPUs.
PARSERS = {
    "nvidia_smi_table": nvidia_smi_table.parse, "nvidia_smi_query": nvidia_smi_query.parse_text,
    "nvidia_smi_xml": nvidia_smi_query.parse_xml, "nvidia_smi_xml_fragment": nvidia_smi_query.parse_xml_fragment, "nvidia_smi_csv": nvidia_smi_csv.parse, "nvidia_smi_other": nvidia_smi_other.parse,
    "gpustat": gpustat.parse, "nvtop_snapshot": nvtop_snapshot.parse, "nvtop_screen": nvtop_screen.parse, "lmstudio_json": lmstudio_json.parse, "rocm_smi": rocm_smi.parse, "amd_smi": amd_smi.parse, "ollama_ps": ollama_ps.parse, "runtime_log": runtime_log.parse,
    "nvidia_smi_failure": nvidia_smi_failure.parse, "xpu_smi_stats": xpu_smi_stats.parse, "xpu_smi_dump": xpu_smi_stats.parse_dump, "xpu_smi_ps": xpu_smi_stats.parse_ps, "xpu_smi_discovery": xpu_smi_stats.parse_discovery, "xpu_smi_topology": xpu_smi_stats.parse_topology, "system_profiler": system_profiler.parse, "rocminfo": rocminfo.parse,
    "tegrastats": tegrastats.parse, "radeontop": radeontop.parse, "intel_gpu_top": intel_gpu_top.parse, "mthreads_gmi": mthreads_gmi.parse, "llm_benchmark": llm_benchmark.parse, "gpustack_detect": gpustack_detect.parse, "lspci": lspci.parse, "sycl_ls": sycl_ls.parse, "inxi": inxi.parse, "rwkv_strategy": rwkv_strategy.parse, "colibri_plan": colibri_plan.parse, "dcgm_exporter": dcgm_exporter.parse, "dcgmi_stats": dcgm_exporter.parse_dcgmi, "dcgmi_diag": dcgmi_diag.parse, "npu_smi": npu_smi.parse,
    "comfyui": comfyui.parse, "rig_report": rig_report.parse, "env_report": env_report.parse, "cuda_smi": cuda_smi.parse, "device_query": cuda_smi.parse_device_query, "nvgpu": nvgpu.parse,
    "program_devices": program_devices.parse, "dxvk_adapters": dxvk_adapters.parse,
    "gpu_status_lines": gpu_status_lines.parse, "nvidia_smi_markdown": nvidia_smi_markdown.parse,
}
# A parser that trips on odd input must not sink the others; the test suite fuzzes them.
PARSER_ERRORS = (ValueError, IndexError, KeyError, AttributeError, TypeError, RecursionError)
WHOLE_PASTE_FALLBACK = ("nvidia_smi_query", "nvidia_smi_xml", "nvidia_smi_other", "rocm_smi")
# (vLLM says so itself: "Using 'pin_memory=False' as WSL is detected. This may slow down the performance.",
# vllm/platforms/interface.py, 0.10, published_holdout103.)
WSL_HINTS = ("microsoft-standard-WSL2", "as WSL is detected")
# A library under WSL's own folder ("/usr/lib/wsl/lib/libcuda.so.1"); not a pattern a program searches on every Linux
# machine (Ollama's debug "gpu library search" globs list "/usr/lib/wsl/lib/libcuda.so*", 2024, published_holdout122).
WSL_PATH = re.compile(r"/usr/lib/wsl/[^\s\"'\[\],]*")
# Windows' profiles folder as WSL mounts its drives ("/mnt/c/Users/HAD/Desktop/...", published_holdout31 and 123: both
# experts read WSL); another folder of a drive under /mnt ("/mnt/c/kiwi/...", "/mnt/d/WORKSPACE/...") may be any Linux
# machine's mount point (published_holdout14 and 27: neither expert read WSL).
WSL_USERS = re.compile(r"/mnt/[a-z]/Users/")
# An issue template's OS field answered "WSL2" (Ollama's "### OS" then "WSL2", or "Linux, WSL2"); WSL2 named in a
# sentence is read by WSL_SENTENCE, below.
WSL_OS_FIELD = re.compile(r"^[ \t]*(?:[\w.]+,[ \t]*)*WSL ?2?(?:[ \t]*,[ \t]*[\w.]+)*[ \t]*$", re.MULTILINE)
# The author saying where the program runs: "Currently I'm running Index-tts in my WSL" (published_holdout206), "I am
# using WSL2", "via WSL.", "on **WSL2**", "in wsl-Ubuntu", "Windows (11 + WSL2)", "windows 11 wsl2 ubuntu 22.04". Set
# 11's expert read such a sentence as the author's story; from set 24 on the experts read it as the machine's (27 of the
# 28 pastes whose only sign of WSL is such a sentence, to set 206). A program's own mention ("attempting to load dxcore
# to see if we are running under Windows Subsystem for Linux (WSL)", nvidia-container-cli), a wish ("if WSL can solve
# this"), a denial ("not on WSL") and a question ("Are you using WSL 1 or WSL 2?", microsoft/WSL's template) are not.
WSL_SENTENCE = re.compile(r"(?<![\w-])(?:in|on|under|via|inside|using|use|with)\s+(?:my\s+|a\s+)?(?:windows\s*(?:1[01]\s*)?)?"
                          r"\**WSL(?!\s?1\b)\s?2?\**(?![\w])|windows\s*\(?\s*1[01]\s*(?:\+\s*)?WSL\s?2?\b", re.IGNORECASE)
WSL_DENIED = re.compile(r"(?:\bnot|n't|\bnever|\bwithout|\binstead of|\brather than|\bor|\byou)\s+$", re.IGNORECASE)


def wsl_sentence(text: str) -> bool:
    """Whether the author says the program runs under WSL (WSL_SENTENCE), not denying it."""
    return any(not WSL_DENIED.search(text[max(0, m.start() - 16):m.start()]) for m in WSL_SENTENCE.finditer(text))


# microsoft/WSL's bug template: "### Are you using WSL 1 or WSL 2?" answered with a ticked "- [x] WSL 2"
# (published_holdout23: twice, with the host's table or NVML's refusal under it).
WSL_TEMPLATE_TICK = re.compile(r"^[ \t]*- \[[xX]\] WSL 2[ \t]*$", re.MULTILINE)
# An environment list's OS field naming WSL 2 among other words ("- OS: WSL 2 - Ubuntu 22.04", published_holdout92;
# "- OS:wsl2", 73; "OS: Ubuntu (running via WSL2 on Windows ...)", 86): each set's expert read it as the machine's.
WSL_OS_LABEL = re.compile(r"^[ \t>*-]*(?:\*\*)?(?:OS|Operating System|Platform)(?:\*\*)?[ \t]*:[ \t]*(?:\*\*)?"
                          r"[^\n:]{0,40}?(?<!not )(?<!no )\bWSL ?2\b", re.MULTILINE | re.IGNORECASE)
# A Linux shell's prompt ("jesse@Jesse:~$ nvidia-smi -q -i 0") above a GPU that the WDDM driver model drives: the
# Windows driver seen from Linux, which is WSL (published_holdout28; native Linux has no WDDM, Windows no such prompt).
# (Likewise a driver numbered as Windows numbers them, "576.88", read by a tool that names no driver model, under a
# prompt whose directory is a Windows drive as WSL mounts it: "tooyound@AI-PC:/mnt/d/index-tts-vllm$ gpustat -p",
# published_holdout41. The number alone is not enough: some Linux drivers have two parts too, "550.78".)
# GitHub's mail-address mask turns a prompt's user@host into "***@***.***" in issue mails and the pages made from
# them ("***@***.***:/mnt/d/openclaw/1Panel-dev-v2# nvidia-smi -q -x", published_holdout107): still a prompt.
WINDOWS_DRIVER = re.compile(r"^(?:4[5-9]\d|[5-9]\d\d)\.\d\d$")
USER_AT_HOST = r"(?:[\w.-]+@[\w.-]+|\*\*\*@\*\*\*\.\*\*\*)"
WSL_DRIVE_PROMPT = re.compile(r"^[ \t>]*(?:\([\w.-]+\) )?" + USER_AT_HOST + r":/mnt/[a-z](?:/[^\n$#]{0,80})?[$#](?: |$)", re.MULTILINE)
LINUX_PROMPT = re.compile(r"^[ \t>]*(?:\([\w.-]+\) )?" + USER_AT_HOST + r":(?:~|/)[^\n$#]{0,80}[$#](?: |$)", re.MULTILINE)


@dataclass
class Part:
    """One block of the paste that a parser read: its format and the paste's line numbers (0-based)."""

    parser: str
    lines: tuple[int, ...]
    snapshot: Snapshot

    @property
    def kinds(self) -> list[str]:
        return self.snapshot.input_kinds


@dataclass
class Reading:
    cleaned: Cleaned
    parts: list[Part] = field(default_factory=list)
    snapshot: Snapshot = field(default_factory=Snapshot)

    @property
    def read_lines(self) -> set[int]:
        return {line for part in self.parts for line in part.lines}

    @property
    def skipped_lines(self) -> list[int]:
        """The paste's non-blank lines that no parser read (prose, prompts, outputs Headroom does not know)."""
        read = self.read_lines
        return [i for i, line in enumerate(self.cleaned.lines) if line.strip() and i not in read]


def _parse(parser: str, text: str) -> Snapshot | None:
    try:
        return PARSERS[parser](text)
    except PARSER_ERRORS:
        return None


def read(text: str) -> Reading:
    cleaned = clean(text)
    lines = cleaned.lines
    reading = Reading(cleaned)
    found: list[Block] = blocks(lines)
    last = max((index for index, line in enumerate(lines) if line.strip()), default=-1)
    for block in found:
        part = _parse(block.parser, block.text(lines))
        if part is not None and part.stops_early:
            # A report that stops early is cut where the paste ends with it; followed by more, its author shortened it.
            part.truncated = part.truncated or max(block.lines) >= last
            if not (part.truncated or part.gpus or part.processes or part.messages):
                part = None
        if part is not None:
            reading.parts.append(Part(block.parser, block.lines, part))
    # A format whose layouts vary most may still be read from the whole paste where no block of it was
    # found; the others' finders know every layout their parsers read.
    read_by = {part.parser for part in reading.parts}
    for parser in WHOLE_PASTE_FALLBACK:
        if parser not in read_by and (part := _parse(parser, cleaned.text)) is not None:
            part.truncated = part.truncated or part.stops_early  # read to the paste's end: it stops there
            reading.parts.append(Part(parser, (), part))
    reading.snapshot = merge(reading.parts, cleaned.text)
    if cut := _cut_after_command(lines, reading.read_lines):
        reading.snapshot.truncated = True
        if not reading.snapshot.input_kinds:
            # Nothing else read: the tool's output itself is what the paste holds, cut where it began (its date line,
            # published_holdout75): read as that output, cut, not as an unknown paste.
            reading.snapshot.input_kinds = [cut]
    if not reading.snapshot.wsl and any(gpu.driver_model == "WDDM" for part in reading.parts for gpu in part.snapshot.gpus):
        reading.snapshot.wsl = LINUX_PROMPT.search("\n".join(cleaned.original)) is not None
    elif not reading.snapshot.wsl and WINDOWS_DRIVER.match(reading.snapshot.driver_version or ""):
        reading.snapshot.wsl = WSL_DRIVE_PROMPT.search("\n".join(cleaned.original)) is not None
    return reading


# A GPU tool's command at the paste's end, with nothing of its output after it but nvidia-smi's date line or its table's
# top border: the copy stops where the output began ("$ nvidia-smi", "Sat May 18 18:23:13 2024", "+----...", the
# index's cut of a maintainer's comment, published_holdout44). A command alone at the end is not enough: an author may
# stop there (published_holdout2's "root@272875ddc015:~# nvidia-smi" after an ollama ps, which its expert did not call cut).
# (The prompt may end in starship's or oh-my-zsh's arrow: "❯ nvidia-smi", published_holdout149.)
TOOL_COMMAND = re.compile(r"^(?:[^\n]{0,80}?[$#%❯➜»]\s+|PS [A-Z]:\\[^>\n]{0,80}>\s*)?(?:sudo\s+)?"
                          r"(?P<tool>nvidia-smi|rocm-smi|amd-smi|ollama\s+ps|gpustat|nvitop|nvtop|xpu-smi)\b[^\n]{0,80}$")
TABLE_BORDER = re.compile(r"^\+[-=+]{20,}\+$")  # a tool's box opening (nvidia-smi's date line is segment's DATE_LINE)
# Without the command: nvidia-smi's own opening, its date line or its table's top border (one run of dashes, which no
# other tool's box has), as the paste's last line after prose or a heading (an issue's "Full nvidia-smi output" summary,
# published_holdout216; "nvidia-smi looks ok:" then the border, published_holdout202; sets 3 and 40 likewise): its
# output begun and cut.
SMI_TOP_BORDER = re.compile(r"^\+-{60,}\+$")


def _cut_after_command(lines: list[str], read_lines: set[int]) -> str | None:
    """The tool whose output the paste ends at the start of ("nvidia-smi"), else None."""
    tail = [line.strip() for line in lines[max(read_lines, default=-1) + 1:] if line.strip()]
    opening = 0
    while opening < min(len(tail), 2) and (TABLE_BORDER.match(tail[-1 - opening]) or DATE_LINE.match(tail[-1 - opening])):
        opening += 1
    command = TOOL_COMMAND.match(tail[-1 - opening]) if len(tail) > opening else None
    if command is None and tail and (SMI_TOP_BORDER.match(tail[-1]) or DATE_LINE.match(tail[-1])) \
            and (len(tail) == 1 or tail[-2][:1] not in "|+"):
        return "nvidia-smi"
    return " ".join(command.group("tool").split()) if command is not None and opening > 0 else None


def _latest(parts: list[Part], has, machine_of: dict[int, int]) -> dict[tuple[str, int], Part]:
    """For each format and machine (_machines), its last part (in the paste's order) that holds ``has``."""
    latest: dict[tuple[str, int], Part] = {}
    for part in sorted(parts, key=lambda p: p.lines[:1] or (10**9,)):
        if has(part.snapshot):
            latest[part.parser, machine_of.get(id(part), 0)] = part
    return latest


def _machines(parts: list[Part]) -> tuple[list[Part], dict[int, int]]:
    """The parts, where one format's later block shows another machine (another driver version and none of the GPU
    names its earlier blocks gave: a capture file of nvidia-smi runs on two hosts, four V100s then an RTX 3060,
    published_holdout171), with that machine's GPUs and processes numbered after the earlier machines' so that both
    are kept; and each part's machine (by id; 0 where a format shows one machine, as nearly every paste does)."""
    machines: dict[str, list[tuple[str, set[str], int]]] = {}
    shifted, machine_of = [], {}
    for part in sorted(parts, key=lambda p: p.lines[:1] or (10**9,)):
        piece = part.snapshot
        names = {gpu.name for gpu in piece.gpus if gpu.name}
        seen = machines.setdefault(part.parser, [])
        number = 0 if seen else None
        if seen and names and piece.driver_version:
            # (another machine only where both are known apart: each block names its driver and its GPUs)
            number = next((n for n, (driver, known, _) in enumerate(seen)
                           if driver in ("", piece.driver_version) or not known or known & names), None)
        if number is None:
            offset = 1 + max((g.index for p in shifted if p.parser == part.parser for g in p.snapshot.gpus
                              if g.index is not None), default=-1) if seen else 0
            seen.append((piece.driver_version or "", names, offset))
            number = len(seen) - 1
        seen[number][1].update(names)
        offset = seen[number][2]
        if offset and all(gpu.index is not None for gpu in piece.gpus):
            piece = piece.model_copy(update={
                "gpus": [gpu.model_copy(update={"index": gpu.index + offset}) for gpu in piece.gpus],
                "processes": [process.model_copy(update={"gpu_index": process.gpu_index + offset})
                              if process.gpu_index is not None else process for process in piece.processes]})
            part = Part(part.parser, part.lines, piece)
        shifted.append(part)
        machine_of[id(part)] = number
    return shifted, machine_of


def _gpu_readings(parts: list[Part], machine_of: dict[int, int]) -> dict[str, tuple[Part, list]]:
    """For each format, the GPUs of its newest reading and the part that ends it. A later block is a newer reading of
    the same GPUs, unless it shows other GPUs than the reading so far: then it is the same moment's next devices (an
    nvtop screen copied in two halves, a table pasted in pieces; published_holdout22). A block without figures does not
    replace one with them (rocm-smi -p after rocm-smi names GPU[0] and nothing else). A newer reading replaces only its
    own machine's GPUs (_machines)."""
    readings: dict[str, tuple[Part, list]] = {}
    for part in sorted(parts, key=lambda p: p.lines[:1] or (10**9,)):
        gpus = [(machine_of.get(id(part), 0), gpu) for gpu in part.snapshot.gpus]
        if not gpus:
            continue
        if part.parser not in readings:
            readings[part.parser] = (part, gpus)
            continue
        so_far = readings[part.parser][1]
        own = [gpu for machine, gpu in so_far if machine == gpus[0][0]]
        if not {g.index for _, g in gpus} & {g.index for _, g in so_far}:
            readings[part.parser] = (part, so_far + gpus)
        elif any(_has_figures(g) for _, g in gpus) or not any(_has_figures(g) for g in own):
            readings[part.parser] = (part, [entry for entry in so_far if entry[0] != gpus[0][0]] + gpus)
    return {parser: (part, [gpu for _, gpu in sorted(gpus, key=lambda entry: entry[0])])
            for parser, (part, gpus) in readings.items()}


def _has_figures(gpu) -> bool:
    return any(value is not None for value in (gpu.memory_used_mib, gpu.memory_total_mib, gpu.memory_used_pct, gpu.utilization_pct,
                                               gpu.temperature_c, gpu.power_draw_w))


# The figures one format may add to the GPUs another format gave (never part of the memory: two readings of it at two
# moments would mix; MEMORY_WHOLE below takes it whole where a GPU has none).
COMPLEMENTED = ("name", "utilization_pct", "temperature_c", "power_draw_w", "power_limit_w")


# A GPU without any memory figure takes the other reading's memory whole (used, total, share and what they describe
# together, so nothing of two moments mixes): a runtime's log counting four shards by their ranks beside one
# nvidia-smi row of the first (text-generation-inference, published_holdout111).
MEMORY = ("memory_used_mib", "memory_total_mib", "memory_used_pct")
MEMORY_WHOLE = (*MEMORY, "memory_before_load", "memory_shared")


def _complemented(gpus: list, other: list) -> list:
    """``gpus``, each with the COMPLEMENTED figures it lacks taken from ``other``'s GPU of the same index, and its
    memory where it has none (MEMORY_WHOLE)."""
    by_index = {gpu.index: gpu for gpu in other}

    def taken(gpu, source) -> dict:
        update = {field: getattr(source, field) for field in COMPLEMENTED
                  if getattr(gpu, field) is None and getattr(source, field) is not None}
        if all(getattr(gpu, field) is None for field in MEMORY) and any(getattr(source, field) is not None for field in MEMORY):
            update.update({field: getattr(source, field) for field in MEMORY_WHOLE})
        return update

    return [gpu.model_copy(update=taken(gpu, by_index[gpu.index])) if gpu.index in by_index else gpu for gpu in gpus]


def merge(parts: list[Part], text: str) -> Snapshot:
    """One snapshot from the parts. Where one format appears twice (two nvidia-smi tables, two ollama ps),
    the later block is the newer reading: its GPUs, processes and models replace the earlier's, except that a block
    showing other GPUs than the earlier adds them (_gpu_readings)."""
    order = list(PARSERS)
    parts, machine_of = _machines(parts)
    gpu_readings = _gpu_readings(parts, machine_of)
    with_processes = _latest(parts, lambda s: s.processes, machine_of)
    merged = Snapshot()
    for part in sorted(parts, key=lambda p: (order.index(p.parser), p.lines[:1] or (10**9,))):
        piece = part.snapshot
        merged.input_kinds += [kind for kind in piece.input_kinds if kind not in merged.input_kinds]
        merged.driver_version = merged.driver_version or piece.driver_version
        merged.cuda_version = merged.cuda_version or piece.cuda_version
        merged.messages += piece.messages
        merged.truncated = merged.truncated or piece.truncated
        merged.mig = merged.mig or piece.mig
        merged.processes_listed = merged.processes_listed or piece.processes_listed
        merged.processes_cut = merged.processes_cut or piece.processes_cut
        merged.load = merged.load or piece.load
        reading = gpu_readings.get(part.parser)
        # (A reading of fewer GPUs replaces one without figures only where it brings figures: a runtime's log naming
        # GPU 0 does not hide the second GPU of a query's rows, published_holdout48.)
        if reading and reading[0] is part and (
                not merged.gpus or len(reading[1]) > len(merged.gpus) or merged.gpus[0].memory_total_mib is None and (
                    len(reading[1]) == len(merged.gpus) or reading[1][0].memory_total_mib is not None)):
            # A reading that only counts the devices (a topology matrix) keeps the names an earlier one gave them (on
            # copies: each part keeps what its own block said).
            # (What the earlier reading had of the same GPUs and this one lacks, it keeps: a monitor's utilization,
            # temperature and power beside PyTorch's memory figures, published_holdout77; a name beside a count.)
            merged.gpus = _complemented(reading[1], merged.gpus)
        elif reading and reading[0] is part and len(reading[1]) == len(merged.gpus):
            merged.gpus = _complemented(merged.gpus, reading[1])
        if with_processes.get((part.parser, machine_of[id(part)])) is part:
            seen = {(p.pid, p.gpu_index, p.name if p.pid is None else "") for p in merged.processes}
            merged.processes += [p for p in piece.processes if (p.pid, p.gpu_index, p.name if p.pid is None else "") not in seen]
        if (piece.models_loaded_together or 0) > (merged.models_loaded_together or 0):
            merged.models_loaded_together, merged.models_loaded_line = piece.models_loaded_together, piece.models_loaded_line
        if piece.models:
            # Two runs of ollama ps are two moments: each model's latest line counts, and what ran together.
            merged.models = [m for m in merged.models if m.name not in {n.name for n in piece.models}] + piece.models
            merged.models_loaded_together = max(merged.models_loaded_together or 0, len(piece.models))
    merged.process_gpu_indices = sorted({p.gpu_index for part in parts for p in part.snapshot.processes
                                         if p.gpu_index is not None})
    merged.wsl = any(part.snapshot.wsl for part in parts) or any(hint in text for hint in WSL_HINTS) \
        or any("*" not in path for path in WSL_PATH.findall(text)) or WSL_USERS.search(text) is not None \
        or "WSL" in text.upper() and (any(pattern.search(text) for pattern in (WSL_OS_FIELD, WSL_TEMPLATE_TICK, WSL_OS_LABEL))
                                      or wsl_sentence(text))
    merged.mig = merged.mig or any(g.mig_enabled for g in merged.gpus) or "MIG devices:" in text \
        or bool(re.search(r"\bMIG \dg\.\d+gb", text))
    return merged
