"""Finders for the tools of other vendors and monitors (AMD's rocm-smi, amd-smi and rocminfo, Intel's xpu-smi and
intel_gpu_top, macOS's system_profiler, nvtop, gpustat, radeontop, Jetson's tegrastats, LM Studio's and ComfyUI's system
information): where each block starts and ends in a cleaned paste. checker.diagnose.segment runs them beside its own. Plain Python, no
Django import.
"""

from __future__ import annotations

import functools
import re

from checker.diagnose.block import Block, headed_runs, line_blocks, runs
from checker.diagnose.block import blank as _blank
from checker.diagnose.block import json_blocks as _json_blocks
from checker.diagnose.block import span as _block
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
    intel_gpu_top,
    inxi,
    llm_benchmark,
    lmstudio_json,
    lspci,
    mthreads_gmi,
    nvgpu,
    nvidia_smi_markdown,
    nvtop_screen,
    nvtop_snapshot,
    program_devices,
    radeontop,
    rig_report,
    rocm_smi,
    rocminfo,
    rwkv_strategy,
    sycl_ls,
    system_profiler,
    tegrastats,
    xpu_smi_stats,
)


def rocminfo_blocks(lines: list[str]) -> list[Block]:
    """rocminfo's GPU agents, whole or filtered to their Name lines: the lines that name them and the last agent's lines
    after them; or, where no GPU agent is shown, a listing from its "HSA Agents" heading on (cut before its GPUs: the
    reading says so)."""
    read = [index for index, line in enumerate(lines) if rocminfo.is_line(line)]
    if any(rocminfo.AGENT_NAME.match(lines[index]) or rocminfo.ISA_NAME.match(lines[index]) for index in read):
        # with the rest of the last agent's block, so that the reading sees where it stops
        end = read[-1] + 1
        while end < len(lines) and rocminfo.FIELD.match(lines[end]):
            end += 1
        return [Block("rocminfo", tuple(read) + tuple(range(read[-1] + 1, end)))]
    start = next((index for index, line in enumerate(lines) if line.strip() == "HSA Agents"), None)
    if start is None:
        # a fragment from inside a GPU agent's block, its name above the copy: the run of its fields
        fields = [index for index, line in enumerate(lines) if rocminfo.GPU_FIELD.match(line)]
        if len(fields) < 3:
            return []
        first, end = fields[0], fields[0] + 1
        while first > 0 and rocminfo.FIELD.match(lines[first - 1]):
            first -= 1
        while end < len(lines) and rocminfo.FIELD.match(lines[end]):
            end += 1
        return [Block("rocminfo", tuple(range(first, end)))]
    end = start + 1
    while end < len(lines) and (_blank(lines[end]) or ":" in lines[end] or set(lines[end].strip()) <= set("*=") or
                                lines[end].strip().startswith("Agent ")):
        end += 1
    return [Block("rocminfo", tuple(range(start, end)))]


def system_profiler_blocks(lines: list[str]) -> list[Block]:
    """macOS's "Graphics/Displays:" report: its header (or its first chipset line) and the "Key: value" lines under it,
    up to the next command."""
    return headed_runs(lines, "system_profiler", lambda line: line.strip() == system_profiler.HEADER or system_profiler.is_chipset(line),
                       lambda line: not line.strip() or ":" in line and not line.strip().endswith("DataType"))


def xpu_dump_blocks(lines: list[str]) -> list[Block]:
    """xpu-smi discovery (a heading, then each device's indented fields or boxed rows), ps and dump (a header, then rows),
    topology -m (rows read one by one)."""
    discovery = headed_runs(lines, "xpu_smi_discovery", xpu_smi_stats.is_discovery_start, xpu_smi_stats.is_discovery_row)
    ps = headed_runs(lines, "xpu_smi_ps", lambda line: "DeviceID" in line and xpu_smi_stats.is_ps_header(line),
                     lambda line: xpu_smi_stats.PS_ROW.match(line) is not None)
    dump = headed_runs(lines, "xpu_smi_dump", lambda line: "DeviceId" in line and xpu_smi_stats.is_dump_header(line),
                       xpu_smi_stats.is_dump_row, min_rows=1)
    topology = line_blocks(lines, "xpu_smi_topology", lambda line: "GPU " in line and xpu_smi_stats.is_topology_row(line))
    return discovery + ps + dump + topology


def nvtop_blocks(lines: list[str]) -> list[Block]:
    """From the bracket or brace above the first ``"device_name"`` to the last field line of the array."""
    found, index = [], 0
    while index < len(lines):
        if not nvtop_snapshot.is_start(lines[index]):
            index += 1
            continue
        start = index
        while start > 0 and index - start < 3 and lines[start - 1].strip() in ("[", "{", "[{", "},{", "}, {"):
            start -= 1
        end = index + 1
        while end < len(lines) and (nvtop_snapshot.FIELD.match(lines[end]) or lines[end].strip() in ("{", "}", "},", "]", "},{", "}, {")):
            end += 1
        found.append(_block("nvtop_snapshot", start, end, lines))
        index = end
    return found


def nvtop_screen_blocks(lines: list[str]) -> list[Block]:
    """nvtop's screen: from a device header line through the gauge lines under it, and its process list."""
    gauges = (nvtop_screen.TEMPERATURE, nvtop_screen.UTILIZATION, nvtop_screen.MEMORY)
    def starts(line: str) -> bool:
        return nvtop_screen.is_header(line) or nvtop_screen.is_process_line(line)
    return headed_runs(lines, "nvtop_screen", starts,
                       lambda line: starts(line) or any(pattern.search(line) for pattern in gauges))


def lmstudio_blocks(lines: list[str]) -> list[Block]:
    return [_block("lmstudio_json", i, lmstudio_json.block_end(lines, i), lines) for i, line in enumerate(lines)
            if '"gpu_names"' in line and lmstudio_json.is_start(line)] + [
        _block("lmstudio_json", i - 1, i + 1, lines)
        for i, line in enumerate(lines) if '"type"' in line and lmstudio_json.backend_type(lines, i)]


def radeontop_blocks(lines: list[str]) -> list[Block]:
    """radeontop's dump lines and banner; its screen from the graphics pipe's line through the rows under it."""
    read = {index for index, line in enumerate(lines) if radeontop.is_line(line)}
    pipe = next((index for index in sorted(read) if radeontop.PIPE.search(lines[index])), None)
    if pipe is not None:
        end = pipe + 1
        while end < len(lines) and (end in read or radeontop.SCREEN_ROW.search(lines[end])):
            end += 1
        read |= set(range(pipe, end))
    return [Block("radeontop", tuple(sorted(read)))] if read else []


def llm_benchmark_blocks(lines: list[str]) -> list[Block]:
    """llm_benchmark's system report: its GPU dicts and report lines, where it names its Ollama version or a GPU."""
    read = line_blocks(lines, "llm_benchmark", llm_benchmark.is_line)
    text = "\n".join(lines[i] for block in read for i in block.lines)
    return read if "ollama_version: " in text or "{'id': '" in text else []


def inxi_blocks(lines: list[str]) -> list[Block]:
    """inxi's Graphics section, where it names an NVIDIA or AMD device."""
    span = inxi.section(lines)
    if span is None or not any(inxi.DEVICE.match(lines[index]) for index in span):
        return []
    return [Block("inxi", tuple(span))]


def gpustack_detect_blocks(lines: list[str]) -> list[Block]:
    """gpustack-runtime detect's JSON: from the line above its first device's maker (the opening bracket or brace) to its
    last JSON line."""
    found = []
    index = 0
    while index < len(lines):
        if not gpustack_detect.is_start(lines[index]):
            index += 1
            continue
        start = index - 1 if index and lines[index - 1].strip() in ("[", "{", "[{") else index
        start = start - 1 if start and lines[start - 1].strip() == "[" else start
        end = index + 1
        while end < len(lines) and gpustack_detect.JSON_LINE.match(lines[end]):
            end += 1
        found.append(_block("gpustack_detect", start, end, lines))
        index = end
    return found


def mthreads_blocks(lines: list[str]) -> list[Block]:
    """Moore Threads' mthreads-gmi: its version line, and its table from the first card to the table's last line."""
    read = {index for index, line in enumerate(lines) if mthreads_gmi.is_line(line)}
    if cards := [index for index in sorted(read) if "MiB(" in lines[index]]:
        end = cards[0]
        while end + 1 < len(lines) and lines[end + 1].strip() and mthreads_gmi.is_table_line(lines[end + 1]):
            end += 1
        read |= set(range(cards[0], end + 1))
    return [Block("mthreads_gmi", tuple(sorted(read)))] if read else []


def gpustat_blocks(lines: list[str]) -> list[Block]:
    rows = [i for i, line in enumerate(lines) if gpustat.is_row(line)]
    headers = [i - 1 for i in rows if i > 0 and gpustat.HEADER.match(lines[i - 1].strip())]
    return [Block("gpustat", tuple(sorted(set(rows + headers))))] if rows else []


def rocm_blocks(lines: list[str]) -> list[Block]:
    found, index = [], 0
    while index < len(lines):
        line = lines[index]
        if "ROCm System Management Interface" in line or ("ROCm SMI" in line and "End of" not in line) \
                or ("System Management Interface" in line and rocm_smi.HYGON_BANNER.match(line)) \
                or (("VRAM%" in line or "AvgPwr" in line) and rocm_smi.CONCISE_HEADER.match(line)):
            end = index + 1
            while end < len(lines) and "End of ROCm SMI Log" not in lines[end] and not rocm_smi.CLOSING_RULE.match(lines[end]):
                if _blank(lines[end]) and (end + 1 >= len(lines) or _blank(lines[end + 1])):
                    break
                end += 1
            found.append(_block("rocm_smi", index, min(end + 1, len(lines)), lines))
            index = end + 1
            continue
        if line.startswith("device,") and ("VRAM Total" in line or "GPU use (%)" in line):
            end = index + 1
            while end < len(lines) and lines[end].startswith("card"):
                end += 1
            found.append(_block("rocm_smi", index, end, lines))
            index = end
            continue
        if re.match(r"^GPU: \d+\s*$", line) and index + 1 < len(lines) and "BDF:" in lines[index + 1]:
            end = index + 1
            while end < len(lines) and (lines[end][:1] in (" ", "\t") or re.match(r"^GPU: \d+\s*$", lines[end]) or _blank(lines[end])):
                end += 1
            found.append(_block("rocm_smi", index, end, lines))
            index = end
            continue
        if ("between" in line and rocm_smi.TOPO_BANNER.match(line)) or rocm_smi.TOPO_HEADER.match(line) \
                or (rocm_smi.TOPO_ROW.match(line) and any(rocm_smi.TOPO_BANNER.match(other) for other in lines[index:index + 40])):
            end = index + 1
            while end < len(lines) and (rocm_smi.TOPO_BANNER.match(lines[end]) or rocm_smi.TOPO_HEADER.match(lines[end])
                                        or rocm_smi.TOPO_ROW.match(lines[end]) or _blank(lines[end])
                                        or "End of ROCm SMI Log" in lines[end]):
                end += 1
            found.append(_block("rocm_smi", index, end, lines))
            index = end
            continue
        if rocm_smi.KEY_LINE.match(line.strip()):
            end = index
            while end < len(lines) and (rocm_smi.KEY_LINE.match(lines[end].strip()) or _blank(lines[end]) or lines[end].startswith("=")):
                end += 1
            found.append(_block("rocm_smi", index, end, lines))
            index = end
            continue
        index += 1
    whole = _json_blocks(lines, "rocm_smi", lambda data: any(str(key).startswith("card") for key in data))
    return found + whole + _cut_json_blocks(lines, {number for block in whole for number in block.lines})


# rocm-smi --json that stops before its closing braces (an index's or a chat's cut; pretty-printed, or on the one line the
# tool prints, gpustack issue #2032, published_holdout194): from its opening brace, with its first card's key on that line
# or the next, to its last line of JSON.
CUT_JSON_CARD = re.compile(r'^\s*\{?\s*"card\d+"\s*:\s*\{')


def _cut_json_blocks(lines: list[str], taken: set[int]) -> list[Block]:
    def starts(lines: list[str], index: int) -> bool:
        return index not in taken and lines[index].lstrip().startswith("{") and any(
            CUT_JSON_CARD.match(line) for line in lines[index:index + 2])

    def continues(line: str) -> bool:
        return JSON_PIECE.match(line) is not None and bool(line.strip())
    return runs(lines, "rocm_smi", starts, continues)


JSON_LINE = re.compile(r'^\s*(?:[\[\]{}],?|"[\w ]+":.*|"[^"]*",?|-?[\d.]+,?|null,?)\s*$')


def amd_monitor_blocks(lines: list[str]) -> list[Block]:
    found = [Block("amd_smi", tuple(counters))] if (counters := amd_smi.sysfs_lines(lines)) else []
    index = 0
    while index < len(lines):
        # amd-smi's JSON: from the line opening the list or object to the last line that is JSON.
        if lines[index].strip() in ("[", "{") and index + 1 < len(lines) and JSON_LINE.match(lines[index + 1]):
            end = index + 1
            while end < len(lines) and (JSON_LINE.match(lines[end]) or _blank(lines[end])):
                end += 1
            if amd_smi.is_json("\n".join(lines[index:end])):
                found.append(_block("amd_smi", index, end, lines))
                index = end
                continue
        if amd_smi.TOP_DEVICE.match(lines[index].strip()):
            end = index + 1
            while end < len(lines) and (_blank(lines[end]) or ":" in lines[end] or amd_smi.TOP_DEVICE.match(lines[end].strip())):
                end += 1
            found.append(_block("amd_smi", index, end, lines))
            index = end
            continue
        if amd_smi.is_metric_start(lines, index):
            end = index + 1
            while end < len(lines) and (lines[end][:1] in (" ", "\t") or amd_smi.METRIC_GPU.match(lines[end])
                                        or (_blank(lines[end]) and end + 1 < len(lines) and amd_smi.METRIC_GPU.match(lines[end + 1]))):
                end += 1
            found.append(_block("amd_smi", index, end, lines))
            index = end
            continue
        if amd_smi.is_csv_header(lines[index]):
            end = index + 1
            while end < len(lines) and re.match(r"^\s*\d", lines[end]):
                end += 1
            found.append(_block("amd_smi", index, end, lines))
            index = end
            continue
        if not amd_smi.is_monitor_header(lines[index]):
            index += 1
            continue
        end = index + 1
        # The rows may sit in a fence of their own below the header (a blank line once the fences are off).
        while end < len(lines) and (re.match(r"^\s*\d", lines[end]) or (not lines[end].strip() and end + 1 < len(lines)
                                                                        and re.match(r"^\s*\d", lines[end + 1]))):
            end += 1
        found.append(_block("amd_smi", index, end, lines))
        index = end
    return found


# A line of pretty-printed JSON whatever its key holds: a key, a brace, a bracket, a comma, or blank. (Its own name:
# amd-smi's finder keeps JSON_LINE, above.)
JSON_PIECE = re.compile(r'^\s*(?:["{}\[\],]|$)')


def _intel_sample_end(lines: list[str], index: int) -> int | None:
    """Where intel_gpu_top's JSON samples that start at ``index`` end (its "[" or "{" line, or its "period" key), or None."""
    line = lines[index].strip()
    if not (line in ("{", "[", "[{") or line.startswith('"period"')):
        return None
    window = "\n".join(lines[index:index + 40])
    if '"period"' not in window[:200] or not ('"engines"' in window or '"rc6"' in window):
        return None
    end = index + 1
    while end < len(lines) and (JSON_PIECE.match(lines[end]) and lines[end].strip()
                                or _blank(lines[end]) and end + 1 < len(lines) and JSON_PIECE.match(lines[end + 1])
                                and lines[end + 1].strip()):
        end += 1
    return end


def intel_gpu_top_blocks(lines: list[str]) -> list[Block]:
    """intel_gpu_top's device list (-L) and its JSON samples (-J); a sample printed a few lines under the list is one
    block with it (the list names the card the sample is of)."""
    found, index = [], 0
    while index < len(lines):
        following = lines[index + 1] if index + 1 < len(lines) else ""
        start, end = index, None
        if intel_gpu_top.is_list_row(lines[index], following):
            end = index + 1
            while end < len(lines) and (intel_gpu_top.is_list_row(lines[end], lines[end + 1] if end + 1 < len(lines) else "")
                                        or intel_gpu_top.RENDER_NODE.match(lines[end]) or intel_gpu_top.PCI_LINE.match(lines[end])
                                        or _blank(lines[end])):
                end += 1
            sample = next((found_end for later in range(end, min(end + 4, len(lines)))
                           if (found_end := _intel_sample_end(lines, later))), None)
            end = sample or end
        else:
            end = _intel_sample_end(lines, index)
        if end is None:
            index += 1
            continue
        found.append(_block("intel_gpu_top", start, end, lines))
        index = end
    return found


# DXVK's adapters: from each adapter's name line (its driver line under it) over its heap and type lines.
dxvk_blocks = functools.partial(runs, parser="dxvk_adapters", starts_at=dxvk_adapters.starts_adapter,
                                continues=dxvk_adapters.is_detail)
# A home-made print of a CUDA device's properties: from each device's name line over its "label : value" lines.
device_properties_blocks = functools.partial(runs, parser="program_devices", starts_at=program_devices.starts_properties,
                                             continues=program_devices.is_properties_line)


def _by_line(parser: str, is_line):
    """The finder of a format read line by line: one block of every line ``is_line`` accepts (block.line_blocks)."""
    return functools.partial(line_blocks, parser=parser, is_line=is_line)


# Formats read line by line, wherever their lines stand.
lspci_blocks = _by_line("lspci", lspci.is_line)  # lspci's NVIDIA and AMD display controllers
sycl_ls_blocks = _by_line("sycl_ls", sycl_ls.is_line)  # sycl-ls: a device line per SYCL backend
rwkv_strategy_blocks = _by_line("rwkv_strategy", rwkv_strategy.is_line)  # the RWKV runtime's total and device lines
colibri_plan_blocks = _by_line("colibri_plan", colibri_plan.is_line)  # colibrì's model and VRAM lines
dcgm_exporter_blocks = _by_line("dcgm_exporter", dcgm_exporter.is_line)  # dcgm-exporter's samples, HELP and TYPE lines
dcgmi_stats_blocks = _by_line("dcgmi_stats", dcgm_exporter.is_dcgmi_line)  # dcgmi's process statistics: GPU ID and rows
# dcgmi diag's result table: from its "| Diagnostic | Result |" header through its rows and borders.
dcgmi_diag_blocks = functools.partial(headed_runs, parser="dcgmi_diag", starts=dcgmi_diag.is_header, continues=dcgmi_diag.is_row)
rig_report_blocks = _by_line("rig_report", rig_report.is_line)  # club-3090's rig report: GPU, power and PCIe lines
comfyui_blocks = _by_line("comfyui", comfyui.is_line)  # ComfyUI's and Fooocus' start-up and System Info lines
env_report_blocks = _by_line("env_report", env_report.is_line)  # collect_env, check_env and the like: GPU and driver lines
program_devices_blocks = _by_line("program_devices", program_devices.is_line)  # Caffe, AliceVision, faceswap, DeepFaceLab
cuda_smi_blocks = _by_line("cuda_smi", cuda_smi.is_line)  # cuda-smi's device lines
device_query_blocks = _by_line("device_query", cuda_smi.is_device_query_line)  # CUDA's deviceQuery: devices, memory
nvgpu_blocks = _by_line("nvgpu", nvgpu.is_line)  # nvgpu's list of dicts, its key lines
# nvidia-smi's table rewritten as a Markdown table: from its banner or its column names through its rows (a blank line
# may stand between the banner and the table).
nvidia_smi_markdown_blocks = functools.partial(
    headed_runs, parser="nvidia_smi_markdown", starts=nvidia_smi_markdown.is_header,
    continues=lambda line: nvidia_smi_markdown.is_row(line) or _blank(line))
gpu_status_blocks = _by_line("gpu_status_lines", gpu_status_lines.is_line)  # a script's own line per GPU with its memory
tegrastats_blocks = _by_line("tegrastats", tegrastats.is_line)  # Jetson's tegrastats samples, one line each
