"""Take the decoration off a paste before the parsers read it, line for line.

People paste tool output as they found it: with a terminal's colour codes, in a Markdown code block (indented, or fenced with a
language tag), quoted from mail or a forum (``> ``, ``> > ``), commented out (``# ``, ``// ``,
``; ``), with the line numbers of an editor, behind log prefixes (journalctl's
``Mar 03 12:00:00 host ollama[123]: ``, Docker Compose's ``ollama-1  | ``, timestamps), copied
from a web page (``&gt;``, non-breaking spaces, nvidia-smi's words as a browser translated them), from Windows
(CRLF), or with the box-drawing characters of nvidia-smi's table replaced by others. :func:`clean` removes each of
these where a whole block carries it, and says which it removed.

The cleaned paste has exactly as many lines as the paste (a fence line becomes an empty line), so
line ``i`` of the cleaned text is line ``i`` of the paste: whatever the parsers read can be shown
and quoted as the user pasted it. Plain Python, no Django import.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field

# Characters a web page or a terminal puts where the tools print a plain space.
SPACES = str.maketrans({"\u00a0": " ", "\u2007": " ", "\u202f": " ", "\u2009": " ", "\u3000": " ", "\u200b": None,
                        "\ufeff": None, "\u200e": None, "\u200f": None})
# Typographic quotes a web page or a word processor put in place of typed ones ("couldn‘t communicate", name=“...”).
TYPOGRAPHIC = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})
# Box drawing in place of nvidia-smi's ASCII frame (terminals, fonts and chat apps swap them in).
BOX = str.maketrans({**dict.fromkeys("│┃║╎╏┆┇┊┋", "|"), **dict.fromkeys("─━╌╍┄┅┈┉", "-"), **dict.fromkeys("═", "="),
                     **dict.fromkeys("┼╋╪╫┬┴├┤┌┐└┘╒╕╘╛╞╡╤╧╔╗╚╝╠╣╦╩╬┏┓┗┛┣┫┳┻", "+")})
# Colours and titles of a terminal's escape codes; also their escape shown as a glyph where a console that does not
# interpret them printed it (Windows' old console: "←[92mFound←[0m device: vulkan:0", published_holdout52).
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\u2190\[[0-9;]*m")
ENTITY = re.compile(r"&(?:gt|lt|amp|quot|apos|nbsp|#\d{2,5}|#x[0-9a-fA-F]{2,4});")
FENCE = re.compile(r"^\s{0,3}(?:`{3,}|~{3,})\s*[\w+#.-]*\s*$")
# A fence glued to the output's first or last line ("```=== ROCm System Management Interface ===",
# "+-----+```"): not a fence to Markdown, but the author meant one.
GLUED_FENCE = re.compile(r"^(?P<open>\s{0,3}`{3,})(?=[^`\w\s])|(?<=[^`\s])(?P<close>`{3,})\s*$")
# The same with one backtick, an inline-code mark the author opened on the output's first line or closed on its last and
# never closed or opened on it ("`<?xml version="1.0" ?>", an nvidia-smi -q -x report, published_holdout204): taken only
# where the line holds no other backtick and the mark touches a tool's markup (a tag, a table's border or rule).
GLUED_TICK = re.compile(r"^(?P<open>\s{0,3}`)(?=[<+|=])|(?<=[>+|=])(?P<close>`)\s*$")
# Markdown bold or code marks an author put around a figure ("**9764MiB** / 49140MiB", "`52C`").
EMPHASIS = re.compile(r"(\*\*|__|`)(?=[^\s*_`])([^*_`\n]{1,200}?)(?<=[^\s*_`])\1")
QUOTE = re.compile(r"^\s{0,3}(?:>[ \t]?)+")
COMMENT = re.compile(r"^\s{0,3}(#(?!#)|//|;|--(?= |$)) ?")
# A Markdown list item holding a code block puts it two to four spaces in; a tab counts as one level.
# The month as the system's language writes it: "Mar 03", Turkish "Ara 03", Catalan "de des. 03", Chinese "2月 21".
JOURNALCTL = re.compile(r"^(?:(?:[^\W\d_][\w.]{0,9} |\d{1,2}月 ){1,3}[ \d]?\d \d\d:\d\d:\d\d|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\S*) [A-Za-z0-9][\w.-]* [A-Za-z_][\w.@-]*(?:\[\d+\])?: ")
SYSLOG_TAG = re.compile(r"^[A-Za-z_][\w.-]{0,40}\[\d{1,8}\]: ")
TABLE_TAG = re.compile(r"^[ \t]*\[[A-Za-z][\w .-]{0,20}\] +(?=[|+])")
# A launcher's tag of its task's output, a name then the process: SkyPilot's "(sky-cmd, pid=13008) " (published_holdout49),
# "(worker1, rank=1, pid=2101, ip=10.0.0.2) " of its multi-node jobs. (vLLM's own "(VllmWorkerProcess pid=521) " has no
# comma and stays: it tells which worker, so which GPU, a line is from.)
TASK_TAG = re.compile(r"^\((?P<name>[\w.-]{1,40}), (?:rank=\d{1,4}, )?pid=\d{1,8}(?:, ip=[\d.:a-f]{3,45})?\) ")
COMPOSE = re.compile(r"^(?P<service>[A-Za-z0-9][\w.-]*)\s+\| ?")
# A job launcher's or parallel shell's line label: "nid005113 out: " (a Slurm/Cray job's log), pdsh's
# "node07: ", srun --label's "3: ". Only a label with a digit or an out/err stream counts, so that the
# function names llama.cpp puts before its own lines ("llama_model_loader: ") are never taken for one,
# nor a device's name ("CUDA0: ", "GPU1: "), which is the line's content.
HOST_LABEL = re.compile(r"^(?!(?i:gpu|cuda|rocm|vulkan|sycl|mtl|metal|card|dev|device)\d)(?P<label>(?=[\w.-]*\d)[A-Za-z0-9][\w.-]*(?: (?:out|err|stdout|stderr))?|[A-Za-z][\w.-]* (?:out|err|stdout|stderr)): ")
# LM Studio's runtime log as `lms log stream` prints it: "[DEBUG] llama.cpp-linux-x86_64-nvidia-cuda-avx2@2.16.0
# (llama.cpp) gemma3-270m pid=328416 " before the engine's own line.
LMS_STREAM = re.compile(r"^\[(?:DEBUG|INFO|WARN|WARNING|ERROR)\] [\w.-]+@[\w.+-]+ \([^)\n]{1,40}\) \S{1,200} pid=\d+ ")
# llama.cpp's own log with timestamps (--log-timestamps, and as Ollama's llama-server prints it):
# "0.00.006.542 E load_backend: ...", the elapsed time and the level's letter.
LLAMA_ELAPSED = re.compile(r"^\d+\.\d\d\.\d{3}\.\d{3} [IWEDT] ")
# LocalAI's backend output as it relays it, each line behind its stream: "stderr ggml_init_cublas: found 4 CUDA devices:"
# (1.30, published_holdout42).
STREAM = re.compile(r"^(?:stderr|stdout) (?=\S| {2})")
TIMESTAMP = re.compile(r"^\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?\]?[ \t](?=\s*\S)")
LINE_NUMBER = re.compile(r"^\s*(?P<number>\d{1,5})(?P<separator>[:|]\s?|\s+)")
DMON_HEADER = re.compile(r"^#\s*(?:(?:Date|Time|YYYYMMDD|HH:MM:SS)\s+)*(gpu|Idx)\b")
# A browser's translation of nvidia-smi's table into Chinese ("| NVIDIA-SMI 515.105.01 驱动程序版本：515.105.01 CUDA 版本：11.7
# |", "|不适用 29C P0 63W / 300W | 62755MiB / 81920MiB | 0% 默认 |": Chrome's, quoted in a bitsandbytes thread,
# published_holdout143): its values are the table's words translated, put back where the banner says the page was.
TRANSLATED_SMI_MARK = "驱动程序版本"
TRANSLATED_SMI = {"驱动程序版本：": "Driver Version: ", "驱动程序版本:": "Driver Version: ", "CUDA 版本：": "CUDA Version: ",
                  "CUDA 版本:": "CUDA Version: ", "不适用": " N/A ", "关闭": " Off ", "默认": " Default ", "已禁用": " Disabled ",
                  "已启用": " Enabled "}
TRANSLATED_WORD = re.compile("|".join(map(re.escape, TRANSLATED_SMI)))


@dataclass
class Cleaned:
    """The paste with its decoration removed; ``lines[i]`` is line ``i`` of the paste."""

    original: list[str]
    lines: list[str]
    decorations: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def clean(text: str) -> Cleaned:
    original = text.splitlines()
    lines = list(original)
    removed: list[str] = []

    def mark(name: str) -> None:
        if name not in removed:
            removed.append(name)

    if "\r" in text:
        mark("crlf")
    # Each table runs over the lines only where the whole paste holds one of its characters (a 2 MiB log has none).
    if text.translate(SPACES) != text:
        lines = [line.translate(SPACES) for line in lines]
        mark("odd spaces")
    if text.translate(TYPOGRAPHIC) != text:
        lines = [line.translate(TYPOGRAPHIC) for line in lines]
        mark("typographic quotes")
    if "\x1b" in text or "\u2190[" in text:
        lines = [ANSI.sub("", line) for line in lines]
        mark("terminal escape codes")
    if ENTITY.search(text):
        lines = [html.unescape(line) for line in lines]
        mark("html entities")
    if text.translate(BOX) != text:
        lines = [line.translate(BOX) for line in lines]
        mark("box drawing")
    if TRANSLATED_SMI_MARK in text and "NVIDIA-SMI" in text:
        lines = [TRANSLATED_WORD.sub(lambda word: TRANSLATED_SMI[word.group(0)], line) if "|" in line else line
                 for line in lines]
        mark("browser translation")
    lines = _strip_diff_markers(lines, mark)
    lines = _strip_fences(lines, mark)
    if any(("**" in line or "__" in line or "`" in line) and EMPHASIS.search(line) for line in lines):
        emphasised = [EMPHASIS.sub(r"\2", line) if "|" in line else line for line in lines]
        if emphasised != lines:
            mark("markdown emphasis")
        lines = emphasised
    # Outer decorations first (a quoted, indented code block is unquoted, then dedented), and again:
    # a prefix can sit inside another (a journalctl line quoted in a mail).
    for _ in range(3):
        before = list(lines)
        lines = _strip_quotes(lines, mark)
        lines = _strip_log_prefixes(lines, mark)
        lines = _strip_line_numbers(lines, mark)
        lines = _strip_frames(lines, mark)
        lines = _strip_comments(lines, mark)
        lines = _dedent_blocks(lines, mark)
        lines = _strip_diff_markers(lines, mark)
        lines = _strip_fences(lines, mark)  # a fence inside a quote shows once the quote is off
        if lines == before:
            break
    return Cleaned(original, [line.rstrip() for line in lines], removed)


def _strip_fences(lines: list[str], mark) -> list[str]:
    out = list(lines)
    for index, line in enumerate(out):
        if "```" not in line and "~~~" not in line:
            if line.count("`") == 1 and GLUED_TICK.search(line):
                out[index] = GLUED_TICK.sub("", line)
                mark("fence")
            continue
        if FENCE.match(line):
            out[index] = ""
            mark("fence")
        elif "```" in line and GLUED_FENCE.search(line):
            out[index] = GLUED_FENCE.sub("", line)
            mark("fence")
    return out


DIFF_FENCE = re.compile(r"^\s{0,3}(?:`{3,}|~{3,})\s*diff\s*$")


def _strip_diff_markers(lines: list[str], mark) -> list[str]:
    """A ```diff block (a review of a document that quotes a tool's output, published_holdout40): each line opens with
    the diff's "+", "-" or " " column, which is taken off where every line of the block has one."""
    out = list(lines)
    index = 0
    while index < len(out):
        if "diff" in out[index] and DIFF_FENCE.match(out[index]):
            end = next((i for i in range(index + 1, len(out)) if FENCE.match(out[i])), len(out))
            body = out[index + 1:end]
            if body and all(line[:1] in ("+", "-", " ") for line in body if line):
                out[index + 1:end] = [line[1:] for line in body]
                mark("diff markers")
            index = end
        index += 1
    return out


def _runs(lines: list[str], member) -> list[tuple[int, int]]:
    """Maximal runs [start, end) of non-blank lines for which ``member`` holds (blank lines end a run)."""
    runs, start = [], None
    for index, line in enumerate(lines + [""]):
        if line.strip() and member(line):
            start = index if start is None else start
        else:
            if start is not None:
                runs.append((start, index))
            start = None
    return runs


def _strip_quotes(lines: list[str], mark) -> list[str]:
    if not any(QUOTE.match(line) for line in lines):
        return lines
    out = []
    for line in lines:
        match = QUOTE.match(line)
        # ">>> " is Python's prompt, not a quote: leave it.
        if match and not line.lstrip().startswith(">>>"):
            out.append(line[match.end():])
            mark("quote")
        else:
            out.append(line)
    return out


def _unwrap_json_log(line: str) -> str | None:
    """The log line a JSON logger wrapped: Docker's json-file driver ({"log":"...","stream":"stderr","time":...}) or a
    desktop app's pino logger ({"level":50,"time":...,"msg":"time=... level=ERROR ..."}, Msty around Ollama,
    published_holdout11). None where the line is not such a record."""
    stripped = line.strip()
    if not (stripped.startswith("{") and stripped.endswith("}") and ('"msg":"' in stripped or '"log":"' in stripped)):
        return None
    try:
        record = json.loads(stripped)
    except ValueError:
        return None
    text = record.get("msg", record.get("log")) if isinstance(record, dict) else None
    if not isinstance(text, str) or not ({"level", "time", "stream"} & set(record)):
        return None
    return " ".join(text.splitlines())


def _strip_shared_tag(out: list[str], pattern: re.Pattern[str], marked) -> None:
    """Strip a bracketed tag ``pattern`` matches where two lines or more start with the same one (in place)."""
    tags: dict[str, int] = {}
    for line in out:
        if "[" in line and (match := pattern.match(line)):
            tags[match.group(0)] = tags.get(match.group(0), 0) + 1
    for tag in (tag for tag, count in tags.items() if count >= 2):
        for index, line in enumerate(out):
            if line.startswith(tag) and pattern.match(line):
                out[index] = line[len(tag):]
                marked()


def _strip_log_prefixes(lines: list[str], mark) -> list[str]:
    out = list(lines)
    for index, line in enumerate(lines):
        if line.lstrip().startswith("{") and (unwrapped := _unwrap_json_log(line)) is not None:
            line = out[index] = unwrapped
            mark("json log records")
        match = JOURNALCTL.match(line)
        if match:
            out[index] = line[match.end():]
            mark("journalctl prefix")
            continue
        match = LMS_STREAM.match(line)
        if match:
            line = out[index] = line[match.end():]
            mark("log prefix")
        match = TIMESTAMP.match(line) or LLAMA_ELAPSED.match(line)
        if match:
            line = out[index] = line[match.end():]
            mark("timestamp")
        if line.startswith("std") and (match := STREAM.match(line)):
            out[index] = line[match.end():]
            mark("log prefix")
    labels: dict[str, int] = {}
    for line in out:
        if match := HOST_LABEL.match(line):
            labels[match.group("label")] = labels.get(match.group("label"), 0) + 1
    # A bare label ("node07: ") counts from three lines on; one naming its stream ("nid005113 out: ") from one.
    for label in (label for label, count in labels.items() if count >= 3 or " " in label):
        for index, line in enumerate(out):
            if line.startswith(label + ": "):
                out[index] = line[len(label) + 2:]
                mark("host label")
    for index, line in enumerate(out):
        if line.startswith("(") and (match := TASK_TAG.match(line)):
            out[index] = line[match.end():]
            mark("log prefix")
    # A journal's line with its date and host cut off by the author, "ollama[2463]: " (the program and its process id,
    # published_holdout21): strip it where two lines or more carry the same one.
    _strip_shared_tag(out, SYSLOG_TAG, lambda: mark("journalctl prefix"))
    # A script's own tag before the nvidia-smi rows it echoes ("  [GPU] | N/A   71C    P0   84W /   85W | ...", an LM Studio
    # evaluation script's log, published_holdout196): strip it where two lines or more carry the same one before a
    # table's row or border.
    _strip_shared_tag(out, TABLE_TAG, lambda: mark("log prefix"))
    # Docker Compose writes "<service>  | " before every line: strip it where most lines share one service.
    services: dict[str, int] = {}
    for line in out:
        match = COMPOSE.match(line)
        if match and not line.startswith("|"):
            services[match.group("service")] = services.get(match.group("service"), 0) + 1
    only_line = sum(1 for line in out if line.strip()) == 1
    for service, count in services.items():
        # One line alone carries Compose's prefix only if it has Compose's numbered name ("ollama-1").
        if count < 2 and not (only_line and re.search(r"[-_]\d+$", service)):
            continue
        for index, line in enumerate(out):
            match = COMPOSE.match(line)
            if match and match.group("service") == service:
                out[index] = line[match.end():]
                mark("docker compose prefix")
    return out


def _strip_line_numbers(lines: list[str], mark) -> list[str]:
    """An editor's or a pastebin's line numbers: at least three lines numbered one after another."""
    out = list(lines)
    numbered = [LINE_NUMBER.match(line) for line in lines]
    non_blank = [i for i, line in enumerate(lines) if line.strip()]
    index = 0
    while index < len(lines):
        start = index
        while (index + 1 < len(lines) and numbered[index] and numbered[index + 1]
               and int(numbered[index + 1].group("number")) == int(numbered[index].group("number")) + 1):
            index += 1
        run = range(start, index + 1)
        whole_paste = len(run) == len(non_blank) and non_blank == list(run)
        if numbered[start] and (len(run) >= 3 or (whole_paste and int(numbered[start].group("number")) == 1)):
            separated = all(numbered[i].group("separator").strip() for i in run)
            # Without a ":" or "|" the numbers must start at 1 and what follows them must not be a row of
            # numbers (nvidia-smi dmon and CSV rows begin with a GPU index).
            text_after = [lines[i][numbered[i].end():] for i in run]
            rows_of_numbers = sum(bool(re.match(r"^[\d.,\s%-]+$", rest)) for rest in text_after) > len(run) // 2
            if separated or (int(numbered[start].group("number")) == 1 and not rows_of_numbers and len(run) >= 5):
                for i in run:
                    out[i] = lines[i][numbered[i].end():]
                mark("line numbers")
        index += 1
    return out


# A terminal program's frame around a job's output (a Slurm job viewer's "│0, NVIDIA A40, 46068 MiB, 1 MiB      │",
# published_holdout20): a left border glued to the text, no other bar in the line, the right border after padding.
FRAMED = re.compile(r"^\|(?=\S)(?P<text>[^|]*?)\s*\|?\s*$")
# nvidia-smi's own boxes hold lines of that shape (its Processes box): a run next to its borders is not a frame.
TABLE_BORDER = re.compile(r"^\s*[+|][=+-]{10,}")


def _strip_frames(lines: list[str], mark) -> list[str]:
    """Three lines or more in a program's frame (box drawing is read as "|" by then), away from any table border."""
    if not any(line[:1] == "|" for line in lines):
        return lines
    out = list(lines)
    framed = [line[:1] == "|" and FRAMED.match(line) is not None for line in lines]
    index = 0
    while index < len(lines):
        if not framed[index]:
            index += 1
            continue
        start = index
        while index < len(lines) and framed[index]:
            index += 1
        near = lines[max(start - 1, 0):index + 1]
        if index - start >= 3 and not any(TABLE_BORDER.match(line) for line in near):
            for i in range(start, index):
                out[i] = FRAMED.match(lines[i]).group("text")
            mark("frame")
    return out


def _strip_comments(lines: list[str], mark) -> list[str]:
    """A block where every line is commented out the same way (two lines or more, or the paste's only line)."""
    out = list(lines)
    only_line = sum(1 for line in lines if line.strip()) == 1
    for start, end in _runs(lines, lambda line: COMMENT.match(line) is not None):
        prefixes = {COMMENT.match(lines[i]).group(1) for i in range(start, end)}
        # nvidia-smi dmon/pmon print their two header lines after "#": those are the output itself.
        if (end - start < 2 and not only_line) or len(prefixes) != 1 or any(DMON_HEADER.match(lines[i].strip()) for i in range(start, end)):
            continue
        for i in range(start, end):
            out[i] = lines[i][COMMENT.match(lines[i]).end():]
        mark("comments")
    return out


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip(" \t"))]


def _dedent_blocks(lines: list[str], mark) -> list[str]:
    """Markdown's indented code blocks: lines indented alike, after a blank line or at the start.

    A block ends at the first line with less indentation. Indentation inside a block (nvidia-smi
    -q's tree) is kept: only what every line of the block shares is removed. Lines indented right
    after a line that is not blank belong to that line (a -q section, a traceback), not to a block.
    """
    out = list(lines)
    index = 0
    while index < len(lines):
        line = lines[index]
        previous_blank = index == 0 or not lines[index - 1].strip()
        if not (line.strip() and _indent(line) and previous_blank):
            index += 1
            continue
        end, common = index, None
        while end < len(lines):
            current = lines[end]
            if current.strip():
                indent = _indent(current)
                if not indent:
                    break
                common = indent if common is None else _shared(common, indent)
                if not common:
                    break
            end += 1
        # Lines that end directly at a less indented heading whose own lines are indented again are a tree copied from
        # inside a branch (a -q listing opening on "        Used : 31087 MiB" above "    BAR1 Memory Usage"), not a code
        # block: their extra depth is the tree's.
        inside_tree = end + 1 < len(lines) and lines[end].strip() and lines[end - 1].strip() and _indent(lines[end + 1])
        while end > index and not lines[end - 1].strip():
            end -= 1
        if common and end > index and not inside_tree:
            for i in range(index, end):
                out[i] = lines[i][len(common):] if lines[i].strip() else ""
            mark("indentation")
        index = max(end, index + 1)
    return out


def _shared(first: str, second: str) -> str:
    length = 0
    while length < min(len(first), len(second)) and first[length] == second[length]:
        length += 1
    return first[:length]
