"""Which lines of the paste a finding rests on, so the page can point at them as the user pasted them.

A finding that quotes a line (an error, a log line) rests on that line; one computed from figures
(memory, temperature, placement) rests on the block those figures were read from: the GPU rows of
a table, the process box, the ``ollama ps`` rows, the log lines. Line numbers are the paste's own
(0-based here; the page and the API count from 1). Plain Python, no Django import.
"""

from __future__ import annotations

from checker.diagnose.reading import Part, Reading
from checker.diagnose.rules import Finding

GPU_CODES = {"vram_nearly_full", "vram_headroom_ok", "gpu_idle", "high_temperature", "power_capped", "clocks_throttled",
             "pcie_link_degraded", "multi_gpu", "mig", "wsl"}
PROCESS_CODES = {"other_gpu_consumers", "llm_process_on_gpu", "no_llm_process_on_gpu"}
PLACEMENT_CODES = {"partial_offload", "cpu_only", "full_gpu", "multiple_models_loaded"}
MAX_QUOTED_LINES = 5


def lines_for(finding: Finding, reading: Reading | None) -> list[int]:
    if reading is None or finding.code == "unrecognized_input":
        return []
    lines = reading.cleaned.lines
    quoted = finding.evidence.strip()
    if len(quoted) >= 12:
        # The finding quotes a line of the paste (cut to 200 characters): find it.
        head = quoted[:60]
        exact = [i for i, line in enumerate(lines) if head in line.strip()]
        if exact:
            return exact[:MAX_QUOTED_LINES]
    if finding.code == "truncated":
        return [part.lines[-1] for part in reading.parts if part.snapshot.truncated and part.lines][:1]
    return sorted({i for part in reading.parts if _supports(finding.code, part) for i in part.lines})


def _supports(code: str, part: Part) -> bool:
    snapshot = part.snapshot
    if code in GPU_CODES:
        return bool(snapshot.gpus) or (code == "wsl" and snapshot.wsl) or (code == "mig" and snapshot.mig)
    if code in PROCESS_CODES:
        return bool(snapshot.processes) or snapshot.processes_listed or part.parser == "nvidia_smi_table"
    if code in PLACEMENT_CODES:
        return bool(snapshot.models) or snapshot.load is not None
    return bool(snapshot.messages)


def ranges(numbers: list[int]) -> list[tuple[int, int]]:
    """Consecutive line numbers as (first, last) pairs, counted from 1: [3, 4, 5, 9] -> [(4, 6), (10, 10)]."""
    found: list[tuple[int, int]] = []
    for number in sorted(numbers):
        if found and number + 1 == found[-1][1] + 1:
            found[-1] = (found[-1][0], number + 1)
        else:
            found.append((number + 1, number + 1))
    return found
