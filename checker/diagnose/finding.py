"""A finding, the unit every rule returns, and the figures its sentences print. Plain Python."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from checker.diagnose.snapshot import GpuState

Severity = Literal["critical", "warning", "info", "ok"]


@dataclass(frozen=True)
class Finding:
    code: str
    severity: Severity
    title: str
    detail: str  # what to do
    evidence: str  # quoted from the paste



QUOTE_CHARS = 200  # the most a finding quotes of one line
QUOTE_HEAD = 60  # a long line's start kept before the words that matter (evidence.lines_for finds the line by it)


def quote(line: str, *patterns: re.Pattern[str]) -> str:
    """A line as a finding quotes it: the line, up to QUOTE_CHARS characters. Where the words that matter (the first of
    ``patterns`` found in it) begin too far along to be shown (a log prefix, a chained traceback, Docker's error around
    the container hook's words, an author's sentence before the error), the line's start, " … ", then those words."""
    if len(line) <= QUOTE_CHARS:
        return line
    match = next((found for pattern in patterns if (found := pattern.search(line))), None)
    if match is None or min(match.end(), match.start() + QUOTE_HEAD) <= QUOTE_CHARS:
        return line[:QUOTE_CHARS]
    low = max(QUOTE_HEAD, match.start() - 30)  # a few words before them, from a word's start
    space = line.find(" ", low, match.start())
    start = space + 1 if space >= 0 else low
    return line[:QUOTE_HEAD] + " … " + line[start:start + QUOTE_CHARS - QUOTE_HEAD - 3]


def mib(value: float) -> str:
    return f"{value:,.0f}"


def gpu_label(gpu: GpuState) -> str:
    return f"GPU {gpu.index}" + (f" ({gpu.name})" if gpu.name else "")
