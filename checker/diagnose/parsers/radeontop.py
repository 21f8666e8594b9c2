"""``radeontop`` (AMD): its dump lines (``-d -``), its screen copied from a terminal, and its banner.

The dump, one line a sample (dump.c, clbr/radeontop 0f1d2ea)::

    1502903295.84311: bus 01, gpu 0.00%, ee 0.00%, vgt 0.00%, ..., cb 0.00%, vram 30.01% 153.66mb, gtt 0.53% 10.91mb

``gpu`` is the graphics pipe's load; ``vram`` the share of the card's memory in use and its MiB (bytes / 1024²):
the size itself is not printed, so the share is kept as printed. The screen (ui.c) prints the same right-aligned,
in the user's locale (``Graphics pipe 100,00%``), and ``902M / 8186M VRAM  11.02%`` where the driver reports
memory; its last lines are the clocks, so a screen that stops before them is cut. The banner names the chip
("radeontop v1.0-4-gba7beb7, running on POLARIS10, 120 samples/sec"). Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

DUMP = re.compile(r"^\s*\d+\.\d+: (?:bus [0-9a-f]{2}, )?gpu (?P<gpu>\d+(?:\.\d+)?)%, ee \d")
DUMP_VRAM = re.compile(r", vram (?P<pct>\d+(?:\.\d+)?)% (?P<mib>\d+(?:\.\d+)?)mb\b")
PIPE = re.compile(r"\bGraphics pipe\s+(?P<gpu>\d+[.,]\d+)%")
SCREEN_VRAM = re.compile(r"\b(?P<used>\d+)M / (?P<total>\d+)M VRAM\s+\d+[.,]\d+%")
BANNER = re.compile(r"\bradeontop (?:v?[\w.-]+), running on (?P<chip>[A-Z0-9_]+)(?: bus [0-9a-f]{2})?, \d+ samples/sec")
CLOCK = re.compile(r"\bShader Clock\s+\d+[.,]\d+%")
# A row of the screen: a block's load ("Event Engine   0,00% │"), or the bar's frame alone ("│", "───┼───"; the
# cleaning stage writes box-drawing as "|", "-" and "+").
SCREEN_ROW = re.compile(r"\d+[.,]\d+%\s*[│|]|^\s*[│─┼|+-]+[\s│─┼|+-]*$")


def is_line(line: str) -> bool:
    return ("gpu " in line and DUMP.match(line) is not None) or ("Graphics pipe" in line and PIPE.search(line) is not None) \
        or ("VRAM" in line and SCREEN_VRAM.search(line) is not None) or ("radeontop" in line and BANNER.search(line) is not None)


def _percent(text: str) -> float:
    return float(text.replace(",", "."))


def parse(text: str) -> Snapshot | None:
    gpu = GpuState(index=0)
    read = False
    for line in text.splitlines():
        if banner := BANNER.search(line):
            gpu.name, read = banner.group("chip"), True
        elif dump := DUMP.match(line):  # the last sample is the state the paste ends on
            gpu.utilization_pct, read = _percent(dump.group("gpu")), True
            if vram := DUMP_VRAM.search(line):
                gpu.memory_used_mib, gpu.memory_used_pct = float(vram.group("mib")), float(vram.group("pct"))
        elif pipe := PIPE.search(line):
            gpu.utilization_pct, read = _percent(pipe.group("gpu")), True
        elif vram := SCREEN_VRAM.search(line):
            gpu.memory_used_mib, gpu.memory_total_mib = float(vram.group("used")), float(vram.group("total"))
    if not read:
        return None
    snapshot = Snapshot(input_kinds=["radeontop"], gpus=[gpu])
    # The screen ends with its clock lines: one that stops before them stops early (where the paste ends, cut).
    snapshot.stops_early = PIPE.search(text) is not None and CLOCK.search(text) is None
    return snapshot
