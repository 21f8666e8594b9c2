"""``ollama ps``: with or without the CONTEXT column, every PROCESSOR form, several models; and a
pasted answer of Ollama's ``/api/ps``, which holds the same facts.

``ollama ps`` derives its PROCESSOR column from that JSON: the share of ``size`` not in
``size_vram`` is on the CPU (``100% GPU`` when ``size_vram`` equals ``size``, ``100% CPU`` when it
is 0), which is what ``models_from_ps`` computes; ``context_length`` is its CONTEXT column (Ollama
0.10 and later). This Machine reads the local Ollama's answer with the same function.

Plain Python.
"""

from __future__ import annotations

import json
import re

from checker.diagnose.snapshot import LoadedModel, Snapshot

SIZE = re.compile(r"^(?P<number>[\d.]+)\s*(?P<unit>B|KB|MB|GB|TB)$")
UNITS = {"B": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12}  # Ollama prints decimal units
# The look-behinds start a try only where a number starts (a long run of digits was re-scanned from each one).
PROCESSOR = re.compile(r"(?<!\d)(?P<single>100% (?P<where>GPU|CPU))|(?<!\d)(?P<cpu>\d{1,3})%/(?P<gpu>\d{1,3})% CPU/GPU")


def models_from_ps(data: object) -> list[LoadedModel] | None:
    """The models of a /api/ps answer, or None when ``data`` is not one."""
    if not isinstance(data, dict) or not isinstance(data.get("models"), list):
        return None
    models = []
    for entry in data["models"]:
        if not isinstance(entry, dict) or not isinstance(entry.get("name") or entry.get("model"), str):
            return None
        size, vram = entry.get("size"), entry.get("size_vram")
        gpu_pct = None
        if isinstance(size, (int, float)) and isinstance(vram, (int, float)) and size > 0:
            gpu_pct = float(round(100 * min(vram, size) / size))
        context = entry.get("context_length")
        models.append(LoadedModel(
            name=entry.get("name") or entry["model"], size_bytes=float(size) if isinstance(size, (int, float)) else None,
            gpu_pct=gpu_pct, cpu_pct=100.0 - gpu_pct if gpu_pct is not None else None,
            context=context if isinstance(context, int) and context > 0 else None,
            until=entry.get("expires_at") if isinstance(entry.get("expires_at"), str) else None,
        ))
    return models



def _parse_api_json(text: str) -> Snapshot | None:
    """A pasted answer of Ollama's GET /api/ps (curl localhost:11434/api/ps)."""
    start = text.find("{")
    if start < 0 or '"size_vram"' not in text:
        return None
    try:
        data, _ = json.JSONDecoder().raw_decode(text[start:])
    except (ValueError, RecursionError):
        return None
    models = models_from_ps(data)
    if not models:
        return None
    return Snapshot(input_kinds=["ollama api/ps"], models=models)


# "`ollama ps` shows 6%CPU/94%GPU": the PROCESSOR column retold in a sentence.
PROSE_PROCESSOR = re.compile(r"(?P<cpu>\d+)\s*%\s*(?:CPU\s*/\s*(?P<gpu>\d+)\s*%\s*GPU|/\s*(?P<gpu2>\d+)\s*%\s*CPU\s*/\s*GPU)"
                             r"|(?P<single>100\s*%\s*(?P<where>GPU|CPU))", re.IGNORECASE)
TAG = re.compile(r"\b([A-Za-z][\w.-]*:[\w.-]*\d[\w.-]*)\b")


def in_prose(line: str) -> bool:
    """A sentence that retells what ``ollama ps`` showed."""
    return "ollama ps" in line.lower() and PROSE_PROCESSOR.search(line) is not None


def _parse_prose(text: str) -> Snapshot | None:
    models = []
    for line in text.splitlines():
        if not in_prose(line):
            continue
        match = PROSE_PROCESSOR.search(line)
        gpu = 100.0 if match.group("where") and match.group("where").upper() == "GPU" else 0.0 if match.group("single") else \
            float(match.group("gpu") or match.group("gpu2"))
        tag = TAG.search(line)
        models.append(LoadedModel(name=tag.group(1) if tag else "the model", cpu_pct=100.0 - gpu, gpu_pct=gpu))
    return Snapshot(input_kinds=["ollama ps"], models=models) if models else None


# The command's name written before its header on the same line, as a label ("ollama ps:NAME ID SIZE PROCESSOR UNTIL",
# a documentation page whose layout joined them; published_holdout110).
LABEL = re.compile(r"^\s*ollama\s+ps\s*:\s*(?=\S)", re.IGNORECASE)


def header_columns(line: str) -> list[str] | None:
    """The column names of an ``ollama ps`` header (any order, ID or CONTEXT left out, NAME called MODEL, the command's
    name before it as a label), or None."""
    columns = LABEL.sub("", line).strip().upper().split()
    if "PROCESSOR" not in columns or not ({"NAME", "MODEL"} & set(columns)) or not ({"SIZE", "UNTIL", "ID"} & set(columns)):
        return None
    return columns


def is_comment(row: str) -> bool:
    """A line an author put between the rows: a comment, an arrow, a note."""
    return row.startswith(("#", "//", "<-", "<--", "--", "^")) or row.startswith("(")


# A row copied without its header ("gemma3:27b-it-qat    29eb0b9aeda3    27 GB    10%/90% CPU/GPU    59 minutes from now",
# Ollama 0.6.5, published_holdout57): the model's 12-hex-digit ID after its name, then its size and where it runs, say
# what it is. (Its columns are read as those of a header without CONTEXT: a number before UNTIL stays in the UNTIL text.)
HEADERLESS_ROW = re.compile(r"^\S+\s{2,}[0-9a-f]{12}\s{2,}\d+(?:\.\d+)?\s*(?:KB|MB|GB|TB)\s{2,}"
                            r"(?:100% (?:GPU|CPU)|\d{1,3}%/\d{1,3}% CPU/GPU)(?:\s|$)")
HEADERLESS_COLUMNS = ["NAME", "ID", "SIZE", "PROCESSOR", "UNTIL"]


def headerless_row(line: str) -> bool:
    return "%" in line and HEADERLESS_ROW.match(line.strip()) is not None


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if header_columns(line)), None)
    if start is None:
        # (read_row reads every such row: each holds a PROCESSOR value after its name)
        rows = [read_row(line.strip(), HEADERLESS_COLUMNS) for line in lines if headerless_row(line)]
        if rows:
            return Snapshot(input_kinds=["ollama ps"], models=rows)
        return _parse_api_json(text) or _parse_prose(text)
    columns = header_columns(lines[start])
    snapshot = Snapshot(input_kinds=["ollama ps"])
    for line in lines[start + 1:]:
        row = line.strip()
        if not row or is_comment(row):
            continue
        model = read_row(row, columns)
        if model is None:
            break  # the table ended; what follows is something else
        snapshot.models.append(model)
    return snapshot


SIZE_ANYWHERE = re.compile(r"(?<![\w.])(?P<number>\d+(?:\.\d+)?)\s*(?P<unit>KB|MB|GB|TB)\b")
NOTE = re.compile(r"(?:<-+|#|//|\(<).*$")  # no leading \s*: on a long run of spaces that is quadratic


def read_row(row: str, columns: list[str]) -> LoadedModel | None:
    """One row of the table, or None when the line is not one. Read by what each value looks like, so a
    column left out, moved or renamed, and a note after the row ("<- this one"), do not matter."""
    processor = PROCESSOR.search(row)
    if processor is None:
        return None
    name = row.split()[0]
    if name.upper() in ("NAME", "MODEL") or processor.start() == 0:
        return None
    size = SIZE_ANYWHERE.search(row[: processor.start()]) or SIZE_ANYWHERE.search(row[processor.end():])
    if processor.group("single"):
        gpu_pct = 100.0 if processor.group("where") == "GPU" else 0.0
    else:
        gpu_pct = float(processor.group("gpu"))
    after = SIZE_ANYWHERE.sub("", NOTE.sub("", row[processor.end():]), count=1).split()
    context = None
    if "CONTEXT" in columns and after and after[0].isdecimal():
        context = int(after[0])
        after = after[1:]
    return LoadedModel(
        name=name, size_bytes=float(size.group("number")) * UNITS[size.group("unit")] if size else None,
        cpu_pct=100.0 - gpu_pct, gpu_pct=gpu_pct, context=context, until=" ".join(after) or None,
    )
