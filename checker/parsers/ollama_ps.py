"""``ollama ps``: with or without the CONTEXT column, every PROCESSOR form, several models; and a
pasted answer of Ollama's ``/api/ps``, which holds the same facts.

Plain Python.
"""

from __future__ import annotations

import json
import re

from checker.ollama_api import models_from_ps
from checker.snapshot import LoadedModel, Snapshot

HEADER = re.compile(r"^NAME\s+ID\s+SIZE\s+PROCESSOR(\s+CONTEXT)?\s+UNTIL\s*$")
SIZE = re.compile(r"^(?P<number>[\d.]+)\s*(?P<unit>B|KB|MB|GB|TB)$")
UNITS = {"B": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12}  # Ollama prints decimal units
PROCESSOR = re.compile(r"(?P<single>100% (?P<where>GPU|CPU))|(?P<cpu>\d+)%/(?P<gpu>\d+)% CPU/GPU")


def looks_like(text: str) -> bool:
    return any(HEADER.match(line.strip()) for line in text.splitlines())


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


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if HEADER.match(line.strip())), None)
    if start is None:
        return _parse_api_json(text)
    with_context = bool(HEADER.match(lines[start].strip()).group(1))
    snapshot = Snapshot(input_kinds=["ollama ps"])
    for line in lines[start + 1:]:
        row = line.strip()
        if not row:
            continue
        model = _row(row, with_context)
        if model is None:
            break  # the table ended; what follows is something else
        snapshot.models.append(model)
    return snapshot


def _row(row: str, with_context: bool) -> LoadedModel | None:
    processor = PROCESSOR.search(row)
    parts = row.split()
    if processor is None or len(parts) < 5:
        return None
    before = row[: processor.start()].split()
    after = row[processor.end():].split()
    if len(before) < 4:
        return None
    name = before[0]
    size = SIZE.match(before[-2] + before[-1])  # "49 GB": number and unit are separate columns
    if processor.group("single"):
        gpu_pct = 100.0 if processor.group("where") == "GPU" else 0.0
    else:
        gpu_pct = float(processor.group("gpu"))
    context = None
    if with_context and after and after[0].isdigit():
        context = int(after[0])
        after = after[1:]
    return LoadedModel(
        name=name, size_bytes=float(size.group("number")) * UNITS[size.group("unit")] if size else None,
        cpu_pct=100.0 - gpu_pct, gpu_pct=gpu_pct, context=context, until=" ".join(after) or None,
    )
