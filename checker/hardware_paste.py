"""Hardware for Will it run?, read from a pasted nvidia-smi: which catalog cards, and what is already in use.

Plain Python, no Django import.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from checker.catalog import Catalog
from checker.gpu_match import hardware_from_snapshot
from checker.parsers import nvidia_smi_table

MAX_PASTE_BYTES = 512 * 1024


@dataclass
class HardwareReading:
    gpu_ids: list[str] = field(default_factory=list)
    used_mib: list[float] = field(default_factory=list)
    problem: str | None = None


def read_hardware(text: str, catalog: Catalog) -> HardwareReading:
    if not text.strip():
        return HardwareReading(problem="Paste the output of nvidia-smi (the whole table).")
    snapshot = nvidia_smi_table.parse(text)
    if snapshot is None:
        return HardwareReading(problem="That is not an nvidia-smi table: run nvidia-smi with no arguments and paste everything it prints.")
    hardware = hardware_from_snapshot(snapshot, catalog)
    if hardware.unmatched:
        return HardwareReading(problem=f"{hardware.unmatched[0]} is not in Headroom's catalog; choose the closest card in the form.")
    return HardwareReading(hardware.gpu_ids, hardware.used_mib)
