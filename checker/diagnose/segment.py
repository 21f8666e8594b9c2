"""Find every block of tool output in a cleaned paste, wherever it sits among prose and other outputs.

A paste from an issue or a chat holds sentences, several command outputs and log lines. Each
finder below (and in checker.diagnose.segment_vendors, for other vendors' tools) knows the shape of one format (where its block starts, what its lines look like,
where it ends) and returns the lines of each block it finds; checker.diagnose.reading hands each
block to its parser. Line-oriented formats (load logs, nvidia-smi's failure messages) are read
line by line: their "block" is the set of lines that carry them. Plain Python, no Django import.
"""

from __future__ import annotations

import re

from checker.diagnose import segment_vendors
from checker.diagnose.block import Block, headed_runs
from checker.diagnose.block import blank as _blank
from checker.diagnose.block import json_blocks as _json_blocks
from checker.diagnose.block import span as _block
from checker.diagnose.parsers import (
    npu_smi,
    nvidia_smi_csv,
    nvidia_smi_failure,
    nvidia_smi_other,
    nvidia_smi_query,
    nvidia_smi_table,
    ollama_ps,
    runtime_log,
    runtime_markers,
    server_port,
    wrapped_lines,
    xpu_smi_stats,
)

# ---------------------------------------------------------------- nvidia-smi table

DATE_LINE = re.compile(r"^\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}\s*$")  # the line nvidia-smi prints above its table


def _table_line(line: str) -> bool:
    stripped = line.strip()
    return len(stripped) > 1 and stripped[0] in "|+"


def _table_holds_output(block: list[str]) -> bool:
    return any("NVIDIA-SMI" in line or "NVITOP" in line or "Processes:" in line or "MIG devices" in line or nvidia_smi_table.GPU_ROW.match(line.strip())
               or nvidia_smi_table.STATE_ROW.match(line.strip()) or nvidia_smi_table.PROCESS_ROW.match(line.strip()) for line in block)


def _starts_table(lines: list[str], index: int) -> bool:
    return any("NVIDIA-SMI" in line or "NVITOP" in line for line in lines[index:index + 2])


def table_blocks(lines: list[str]) -> list[Block]:
    found = [_block("nvidia_smi_table", index, index + 1, lines) for index, line in enumerate(lines)
             if "NVIDIA-SMI" in line and nvidia_smi_table.HEADER_ALONE.match(line)]
    index = 0
    while index < len(lines):
        if not _table_line(lines[index]):
            index += 1
            continue
        # The version line copied from its middle (" NVIDIA-SMI 515.48.07    Driver Version: ...  |", its first "|"
        # left behind) belongs to the table below it.
        if index > 0 and "NVIDIA-SMI" in lines[index - 1] and lines[index - 1].rstrip().endswith("|") and not _table_line(lines[index - 1]):
            index -= 1
        end = index + 1
        while end < len(lines):
            if _table_line(lines[end]):
                end += 1
                continue
            # nvidia-smi prints a blank line between the GPU box and the Processes box: one table, unless
            # what follows starts a table of its own (a second nvidia-smi run).
            following = next((i for i in range(end, min(end + 3, len(lines))) if lines[i].strip()), None)
            if following is None or not _table_line(lines[following]) or _starts_table(lines, following):
                break
            end = following
        if any(npu_smi.is_header(line) or npu_smi.is_npu_row(line) for line in lines[index:end]):
            found.append(_block("npu_smi", index, end, lines))  # Huawei Ascend's npu-smi: nvidia-smi's frame
        elif any(xpu_smi_stats.is_start(line) for line in lines[index:end]):
            found.append(_block("xpu_smi_stats", index, end, lines))  # xpu-smi stats: a two-column box
        elif any("AMD-SMI" in line for line in lines[index:end]):
            found.append(_block("amd_smi", index, end, lines))  # amd-smi's default table has nvidia-smi's frame
        elif _table_holds_output(lines[index:end]):
            start = index - 1 if index > 0 and DATE_LINE.match(lines[index - 1].strip()) else index
            found.append(_block("nvidia_smi_table", start, end, lines))
        index = end
    return found


# ---------------------------------------------------------------- nvidia-smi -q and -q -x

Q_SECTION = re.compile(r"^[A-Z][\w()./-]*(?: [\w()./-]+){0,7}$")
Q_TOP_KEY = re.compile(r"^[A-Z][\w ()./-]*?\s{2,}:")  # "Driver Version                            : 550.54"


def query_blocks(lines: list[str]) -> list[Block]:
    found, index, last_end = [], 0, 0
    while index < len(lines):
        line = lines[index].rstrip()
        starts = "NVSMI LOG" in line or (
            (nvidia_smi_query.GPU_HEADER.match(line) is not None or line.strip() in nvidia_smi_query.SECTIONS)
            and _indented_key_follows(lines, index)) or (
            # the report copied from its GPU count: "Attached GPUs : 4", then the first GPU's block
            line.startswith("Attached GPUs") and Q_TOP_KEY.match(line) is not None
            and nvidia_smi_query.GPU_HEADER.match(next((n.rstrip() for n in lines[index + 1:index + 3] if n.strip()), "")) is not None) or (
            # a block's identity lines alone, from "Product Name" on (or from "GPU UUID", the name above the copy's start)
            ("Product Name" in line or "GPU UUID" in line) and nvidia_smi_query.IDENTITY.match(line) is not None
            and nvidia_smi_query.fragment_kind("\n".join(lines[index:index + 12])) == "identity") or (
            # a Processes section's entries without their heading, from a "GPU instance ID" or "Process ID" line on
            line.strip().startswith(("GPU instance ID", "Process ID"))
            and nvidia_smi_query.fragment_kind("\n".join(lines[index:index + 12])) == "processes")
        if not starts:
            index += 1
            continue
        start, end = index, index + 1
        if line.strip() in nvidia_smi_query.SECTIONS:
            # the keys of the block the copy opened inside, whose heading is not in it ("        Used : 31087 MiB"
            # above "    BAR1 Memory Usage"): deeper than the section, and part of the listing
            # (the sections above it at its depth too, headed or not: "    Sparse Operation Mode : N/A", "    Clocks
            # Event Reasons Counters" and its keys, published_holdout11)
            depth = len(line) - len(line.lstrip())
            while start > last_end and _inside_block(lines, start - 1, depth):
                start -= 1
        while end < len(lines):
            current = lines[end].rstrip()
            if (not current or current[:1] in (" ", "\t") or Q_TOP_KEY.match(current) or nvidia_smi_query.GPU_HEADER.match(current)
                    or current.strip() in nvidia_smi_query.SECTIONS
                    # a section this list does not name ("Conf Compute Protected Memory Usage", drivers 535+)
                    or Q_SECTION.match(current) and _indented_key_follows(lines, end)):
                end += 1
                continue
            break
        found.append(_block("nvidia_smi_query", start, end, lines))
        index = last_end = end
    return found


def _inside_block(lines: list[str], index: int, depth: int) -> bool:
    """A "Key   : value" line, or a section heading over deeper keys or a deeper heading, at ``depth`` or deeper
    (the walk up from a block's first heading meets "        Aggregate" over "            Single Bit" over its keys,
    an ECC block cut above: published_holdout198)."""
    line = lines[index].rstrip()
    indent = len(line) - len(line.lstrip())
    if indent < depth:
        return False
    if Q_TOP_KEY.match(line.lstrip()):
        return True
    following = lines[index + 1] if index + 1 < len(lines) else ""
    return Q_SECTION.match(line.strip()) is not None and len(following) - len(following.lstrip()) > indent \
        and (":" in following or Q_SECTION.match(following.strip()) is not None)


def _indented_key_follows(lines: list[str], index: int) -> bool:
    following = next((line for line in lines[index + 1:index + 3] if line.strip()), "")
    return following[:1] in (" ", "\t") and ":" in following


def xml_blocks(lines: list[str]) -> list[Block]:
    found, index = [], 0
    while index < len(lines):
        if "<nvidia_smi_log" not in lines[index] and not ("<?xml" in lines[index] and _xml_log_follows(lines, index)):
            index += 1
            continue
        end = index
        while end < len(lines) and "</nvidia_smi_log>" not in lines[end]:
            end += 1
        found.append(_block("nvidia_smi_xml", index, min(end + 1, len(lines)), lines))
        index = end + 1
    return found


XML_LINE = re.compile(r"^\s*<(?:/?[A-Za-z_][\w.-]*(?:\s[^<>]*)?/?>)(?:[^<>]*</[A-Za-z_][\w.-]*>)?\s*$")


def xml_fragment_blocks(lines: list[str]) -> list[Block]:
    """Middle pieces of nvidia-smi -q -x: runs of element lines without the document's root around them."""
    if not any("</" in line for line in lines):
        return []
    runs = headed_runs(lines, "nvidia_smi_xml_fragment", XML_LINE.match, lambda line: XML_LINE.match(line) or _blank(line))
    return [run for run in runs if nvidia_smi_query.looks_like_xml_fragment(run.text(lines))]


def _xml_log_follows(lines: list[str], index: int) -> bool:
    return any("<nvidia_smi_log" in line for line in lines[index:index + 4])


# ---------------------------------------------------------------- nvidia-smi --query-* CSV

# One query field per row ("--query-gpu=utilization.gpu"): only a line that is one value can be a row.
ONE_VALUE = re.compile(r"^\s*(?:[\d.]+\s*(?:%|MiB|W|MHz|C|GiB)?|\[?N/A\]?|\[Not Supported\])\s*$")


def csv_blocks(lines: list[str]) -> list[Block]:
    found, index = [], 0
    while index < len(lines):
        line = lines[index]
        command = nvidia_smi_csv.COMMAND.search(line) if "--query-" in line else None
        if command and "noheader" in command.group(2):
            width = len(command.group(1).strip(",").split(","))
        elif "--query-" not in line and ("," in line or "." in line) and nvidia_smi_csv.looks_like(line):
            width = len(nvidia_smi_csv.header_columns(line))
        else:
            index += 1
            continue
        end = index + 1
        # (the same header again is the next call's: a script that runs nvidia-smi once a sample)
        while end < len(lines) and (_blank(lines[end]) or lines[end].lstrip().startswith("#") or lines[end].strip() == line.strip()
                                    or nvidia_smi_csv.field_count(lines[end]) == width and (width > 1 or ONE_VALUE.match(lines[end]))):
            end += 1
        while end > index + 1 and (_blank(lines[end - 1]) or lines[end - 1].lstrip().startswith("#")):
            end -= 1  # a comment or blank after the rows is not part of them
        block = _block("nvidia_smi_csv", index, end, lines)
        # (a header the paste ends on is a call cut before its rows: the parser says it stops early)
        if len(block.lines) > 1 or "--query-compute-apps" in line or "pid" in nvidia_smi_csv.header_columns(line) \
                or all(_blank(rest) for rest in lines[end:]):
            found.append(block)
        index = end
    claimed = {i for block in found for i in block.lines}
    headerless = [i for i, line in enumerate(lines) if i not in claimed and nvidia_smi_csv.headerless_row(line)]
    # Rows apart from each other, text between them, are separate calls: each run a newer reading of the same GPUs (a
    # script logging "gpu NVIDIA GeForce RTX 4050 Laptop GPU, 6141 MiB, 560.94" once a record, five records of one
    # card, published_holdout178); the rows of one run are one call's GPUs. Timestamped rows say their sample
    # themselves and stay one block wherever they stand, so that the parser sees every sample (a GPU's peak among them).
    stamped = [i for i in headerless if nvidia_smi_csv.STAMP.match(lines[i].split(",", 1)[0].strip())]
    runs: list[list[int]] = []
    for i in (i for i in headerless if i not in stamped):
        if runs and all(_blank(lines[j]) or lines[j].lstrip().startswith("#") for j in range(runs[-1][-1] + 1, i)):
            runs[-1].append(i)
        else:
            runs.append([i])
    found += [Block("nvidia_smi_csv", tuple(run)) for run in ([stamped] if stamped else []) + runs]
    return found


# ---------------------------------------------------------------- nvidia-smi -L, dmon, pmon, topo -m

LEGEND_ENTRY = re.compile(r"^\s*(X|SYS|NODE|PHB|PXB|PIX|NV#|NV\d+|PXN|SOC|CPU|\S+)\s+= ")


def other_blocks(lines: list[str]) -> list[Block]:
    found = []
    versions = [i for i, line in enumerate(lines) if "ersion" in line and nvidia_smi_other.VERSION_LINE.match(line.strip())]
    if len(versions) >= 2:
        found.append(Block("nvidia_smi_other", tuple(versions)))
    found += [Block("nvidia_smi_other", (i,)) for i, line in enumerate(lines) if "vGPU mode" in line
              and nvidia_smi_other.VGPU_NONE.match(line.strip())]
    listed = [i for i, line in enumerate(lines) if nvidia_smi_other.LIST_GPU.match(line.strip()) or nvidia_smi_other.LIST_MIG.match(line)]
    if listed:
        found.append(Block("nvidia_smi_other", tuple(listed)))
    cells = [i for i, line in enumerate(lines) if "MiB" in line and nvidia_smi_other.MEMORY_CELL.match(line)]
    if len(cells) >= 2:
        found.append(Block("nvidia_smi_other", tuple(cells)))
    index = 0
    while index < len(lines):
        stripped = lines[index].strip()
        if "instance" in stripped and nvidia_smi_other.MIG_TABLE_HEAD.match(stripped):
            start = index - 1 if index and lines[index - 1].strip().startswith("+-") else index
            end = index + 1
            while end < len(lines) and lines[end].strip()[:1] in ("|", "+"):
                end += 1
            found.append(_block("nvidia_smi_other", start, end, lines))
            index = end
            continue
        if nvidia_smi_other.HEADER.match(stripped):
            end = index + 1
            while end < len(lines) and (lines[end].strip().startswith(("#", "\\#")) or lines[end].strip()[:1].isdecimal()):
                end += 1
            found.append(_block("nvidia_smi_other", index, end, lines))
            index = end
            continue
        if stripped.startswith("GPU") and nvidia_smi_other.is_topo_row(stripped) and index + 1 < len(lines) \
                and nvidia_smi_other.is_topo_row(lines[index + 1].strip()):
            # the matrix's rows copied without its heading: from the first to the last row (NIC rows included)
            end = index + 1
            while end < len(lines) and (nvidia_smi_other.is_topo_row(lines[end].strip()) or lines[end].strip().startswith("NIC")):
                end += 1
            found.append(_block("nvidia_smi_other", index, end, lines))
            index = end
            continue
        if stripped.startswith("NIC") and nvidia_smi_other.NIC_ROW.match(stripped) and index + 1 < len(lines) \
                and nvidia_smi_other.NIC_ROW.match(lines[index + 1].strip()):
            # the matrix's NIC rows alone
            end = index + 1
            while end < len(lines) and nvidia_smi_other.NIC_ROW.match(lines[end].strip()):
                end += 1
            if nvidia_smi_other.gpus_before_nics([line.strip() for line in lines[index:end]]):
                found.append(_block("nvidia_smi_other", index, end, lines))
            index = end
            continue
        if "GPU0" in stripped and ("CPU Affinity" in stripped or "NUMA Affinity" in stripped):
            end = index + 1
            while end < len(lines) and lines[end].strip():  # the matrix
                end += 1
            while end < len(lines) and (not lines[end].strip() or "Legend:" in lines[end] or LEGEND_ENTRY.match(lines[end])):
                end += 1
            found.append(_block("nvidia_smi_other", index, end, lines))
            index = end
            continue
        index += 1
    return found


# ---------------------------------------------------------------- ollama ps and /api/ps

def ollama_blocks(lines: list[str]) -> list[Block]:
    found = []
    for index, line in enumerate(lines):
        columns = ollama_ps.header_columns(line)
        if not columns:
            continue
        rows, end = [index], index + 1
        while end < len(lines):
            row = lines[end].strip()
            if not row or ollama_ps.is_comment(row):
                end += 1
                continue
            if ollama_ps.read_row(row, columns) is None:
                break
            rows.append(end)
            end += 1
        found.append(Block("ollama_ps", tuple(rows)))
    headerless = [i for i, line in enumerate(lines) if ollama_ps.headerless_row(line)]
    if headerless and not found:
        found.append(Block("ollama_ps", tuple(headerless)))
    prose = [i for i, line in enumerate(lines) if ollama_ps.in_prose(line)]
    if prose and not found:
        found.append(Block("ollama_ps", tuple(prose)))
    return found + _json_blocks(lines, "ollama_ps", lambda data: isinstance(data.get("models"), list))


# ---------------------------------------------------------------- load logs and failure messages

# The lines of a runtime's log that carry no fact Headroom reads still belong to the log: llama.cpp's
# "<function>: " prefixes, Ollama's key=value records, vLLM's "INFO 08-19 14:58:40 [file.py:N]", the
# CUDA device list and the loader's progress dots.
LOG_LINE = re.compile(
    r"^(?:(?:llama|llm|ggml|gguf|print_info|load_tensors|load|clip|common|main|srv|slot|system_info|build|sched|graph|"
    r"init|get_rows|alloc|ggml_\w+|llama_\w+|llm_\w+)\w*:"
    r"|time=\S+ level=|\[GIN\]|(?:\(\w+ pid=\d+\) )?(?:INFO|WARNING|ERROR|DEBUG) \d\d-\d\d \d\d:"
    r"|\s*Device \d+: .*compute capability|\.{20,}\s*$|ggml_|llama_model_loader)")


def log_blocks(lines: list[str]) -> list[Block]:
    markers = runtime_log.markers_in("\n".join(lines))
    read = [i for i, line in enumerate(lines) if runtime_log.carries_facts(line, markers)]
    if read:
        read += [i for i, line in enumerate(lines) if LOG_LINE.match(line)]
    if any(server_port.is_port_taken(lines[i]) for i in read):
        # a server's start after its port was refused (it got the port after all: server_port.unresolved)
        read += [i for i, line in enumerate(lines) if server_port.listens(line)]
    # An Ollama key=value record that a terminal wrapped goes on in indented lines holding "=", or, wrapped inside a
    # quoted value, on the next line, which closes the quote ('before.total="79.3 Gi' then 'B" before.free=...').
    for i in list(read):
        follow = i + 1
        while follow < len(lines) and "msg=" in lines[i] and lines[follow][:1] in (" ", "\t") and "=" in lines[follow]:
            read.append(follow)
            follow += 1
        if follow == i + 1 < len(lines) and "msg=" in lines[i] and lines[i].count('"') % 2 and lines[follow].count('"') % 2:
            read.append(follow)
        # llama.cpp's --list-devices heading: the next line that is not blank says whether any device follows.
        if lines[i].strip() == runtime_markers.LIST_DEVICES:
            read += next(([n] for n in range(i + 1, len(lines)) if lines[n].strip()), [])
        # KoboldAI's layer split: the rows under its heading.
        if "DEVICE ID" in lines[i] and runtime_markers.KOBOLD_SPLIT_HEADER.match(lines[i]):
            row = i + 1
            while row < len(lines) and runtime_markers.KOBOLD_SPLIT_ROW.match(lines[row]):
                read.append(row)
                row += 1
        # PyTorch's out-of-memory message wrapped by a logger after "of which": its free memory is on the next line; a C++
        # runtime's error wrapped inside the call it names: the call's rest and the error are.
        if follow == i + 1 < len(lines) and ("has a total capac" in lines[i] and "is free" not in lines[i]
                                             or wrapped_lines.continues_call(lines[i], lines[follow])):
            read.append(follow)
    return [Block("runtime_log", tuple(sorted(set(read))))] if read else []


def failure_blocks(lines: list[str]) -> list[Block]:
    read = [i for i, line in enumerate(lines) if any(key in line for key in nvidia_smi_failure.FAILURES)]
    said = bool(read)  # nvidia-smi's own message: a program's report of its exit status beside it is not what is read
    # A version mismatch names the library's version on the next line.
    read += [i + 1 for i in read if i + 1 < len(lines) and lines[i + 1].startswith("NVML library version")]
    if any("nvidia-smi" in line for line in lines):
        read += [i for pair in nvidia_smi_failure.crash_reports(lines) for i in pair]
        read += [] if said else [i for i, line in enumerate(lines) if nvidia_smi_failure.exit_status(line) is not None]
    read += nvidia_smi_failure.kernel_frames(lines)  # a task's kernel stack inside the NVIDIA modules
    read = sorted(set(read))
    return [Block("nvidia_smi_failure", tuple(read))] if read else []


FINDERS = (
    table_blocks,
    query_blocks,
    xml_blocks,
    xml_fragment_blocks,
    segment_vendors.xpu_dump_blocks,
    segment_vendors.system_profiler_blocks,
    segment_vendors.rocminfo_blocks,
    csv_blocks,
    other_blocks,
    segment_vendors.gpustat_blocks,
    segment_vendors.tegrastats_blocks,
    segment_vendors.cuda_smi_blocks,
    segment_vendors.device_query_blocks,
    segment_vendors.nvgpu_blocks,
    segment_vendors.gpu_status_blocks,
    segment_vendors.nvidia_smi_markdown_blocks,
    segment_vendors.radeontop_blocks,
    segment_vendors.intel_gpu_top_blocks,
    segment_vendors.mthreads_blocks,
    segment_vendors.gpustack_detect_blocks,
    segment_vendors.lspci_blocks,
    segment_vendors.sycl_ls_blocks,
    segment_vendors.rwkv_strategy_blocks,
    segment_vendors.colibri_plan_blocks,
    segment_vendors.dcgm_exporter_blocks,
    segment_vendors.dcgmi_stats_blocks,
    segment_vendors.dcgmi_diag_blocks,
    segment_vendors.inxi_blocks,
    segment_vendors.llm_benchmark_blocks,
    segment_vendors.comfyui_blocks,
    segment_vendors.rig_report_blocks,
    segment_vendors.env_report_blocks,
    segment_vendors.program_devices_blocks,
    segment_vendors.dxvk_blocks,
    segment_vendors.device_properties_blocks,
    segment_vendors.nvtop_blocks,
    segment_vendors.nvtop_screen_blocks,
    segment_vendors.lmstudio_blocks,
    segment_vendors.rocm_blocks,
    segment_vendors.amd_monitor_blocks,
    ollama_blocks,
    log_blocks,
    failure_blocks,
)


def blocks(lines: list[str]) -> list[Block]:
    """Every block of every known format, in the order of the paste."""
    found = [block for finder in FINDERS for block in finder(lines)]
    return sorted(found, key=lambda block: block.lines[0])
