"""A block of a cleaned paste: the lines one parser reads together (shared by the segmenters). Plain Python."""

from __future__ import annotations

import json
from dataclasses import dataclass


@dataclass(frozen=True)
class Block:
    """Lines of the paste (0-based numbers) that one parser should read together."""

    parser: str
    lines: tuple[int, ...]

    def text(self, lines: list[str]) -> str:
        return "\n".join(lines[i] for i in self.lines)


def blank(line: str) -> bool:
    return not line.strip()


def headed_runs(lines: list[str], parser: str, starts, continues, min_rows: int = 0) -> list[Block]:
    """Each block that starts at a line ``starts`` accepts and goes on over the lines ``continues`` accepts (a header
    and its rows), where it has at least ``min_rows`` of them."""
    return runs(lines, parser, lambda lines, index: starts(lines[index]), continues, min_rows)


def runs(lines: list[str], parser: str, starts_at, continues, min_rows: int = 0) -> list[Block]:
    """headed_runs where the first line is known by the lines under it too: ``starts_at(lines, index)``."""
    found, index = [], 0
    while index < len(lines):
        if not starts_at(lines, index):
            index += 1
            continue
        end = index + 1
        while end < len(lines) and continues(lines[end]):
            end += 1
        if end - index - 1 >= min_rows:
            found.append(span(parser, index, end, lines))
        index = end
    return found


def line_blocks(lines: list[str], parser: str, is_line) -> list[Block]:
    """One block of every line ``is_line`` accepts, wherever it stands (formats read line by line)."""
    read = tuple(index for index, line in enumerate(lines) if is_line(line))
    return [Block(parser, read)] if read else []


def span(parser: str, start: int, end: int, lines: list[str]) -> Block:
    """The non-blank lines of [start, end), blank ones between them kept where the format uses them."""
    while end > start and blank(lines[end - 1]):
        end -= 1
    return Block(parser, tuple(range(start, end)))


def json_blocks(lines: list[str], parser: str, accepts) -> list[Block]:
    """Pretty-printed or one-line JSON objects that start a line."""
    text = "\n".join(lines)
    starts, offset = [], 0
    for line in lines:
        starts.append(offset)
        offset += len(line) + 1
    decoder = json.JSONDecoder()
    found, index = [], 0
    while index < len(lines):
        stripped = lines[index].lstrip()
        if not stripped.startswith("{"):
            index += 1
            continue
        begin = starts[index] + len(lines[index]) - len(stripped)
        try:
            data, end = decoder.raw_decode(text, begin)
        except (ValueError, RecursionError):
            index += 1
            continue
        consumed = text.count("\n", begin, end) + 1
        if isinstance(data, dict) and accepts(data):
            found.append(span(parser, index, index + consumed, lines))
        index += consumed
    return found
