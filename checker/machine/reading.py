"""One reading of this machine: its GPUs through NVML, then the models the local Ollama has loaded.

Used by /machine/, GET /api/machine and ``gpu_status``. The pages' readings also feed the
sparklines' history (``HISTORY``), kept in this server process. Plain Python, no Django import.
"""

from __future__ import annotations

from checker.diagnose.snapshot import Snapshot
from checker.machine.history import History
from checker.machine.nvml_probe import ProbeResult, probe
from checker.machine.ollama_api import running_models

HISTORY = History()  # the readings of this server process, for the sparklines of /machine/


def add_running_models(snapshot: Snapshot) -> str:
    """Put the local Ollama's loaded models into an NVML snapshot, as a pasted ``ollama ps`` would be."""
    models, said = running_models()
    if models is not None:
        snapshot.models = models
        snapshot.input_kinds.append("ollama api/ps")
    return said


def read_this_machine() -> tuple[ProbeResult, str | None]:
    """One reading of this machine for /machine/, /api/machine and gpu_status: NVML, then the local
    Ollama's loaded models (and what Ollama said; None when there was no GPU to read)."""
    result = probe()
    said = add_running_models(result.snapshot) if result.snapshot is not None else None
    return result, said


def read_and_record() -> tuple[ProbeResult, str | None]:
    """This machine's reading, recorded in the sparklines' history."""
    result, said = read_this_machine()
    if result.snapshot is not None:
        HISTORY.add(result.snapshot)
    return result, said
