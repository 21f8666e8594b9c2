"""Find the catalog entry for a GPU as a tool names it ("NVIDIA GeForce RTX 3090", 24576 MiB), and
turn a snapshot's (or a pasted nvidia-smi table's) GPUs into Will it run?'s hardware: which catalog
cards, and the memory other programs already hold on them.

Plain Python, no Django import.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from checker.diagnose.parsers import nvidia_smi_table
from checker.diagnose.rules import LLM_PROCESSES
from checker.diagnose.snapshot import Snapshot
from checker.fit.catalog import Catalog, Gpu

QUALIFIERS = {"ti", "super", "laptop", "max", "mobile", "xt", "xtx", "gre"}
MAX_PASTE_BYTES = 512 * 1024
NOISE = {"nvidia", "amd", "intel", "geforce", "radeon", "graphics", "with", "design", "q", "gpu"}


def _tokens(name: str) -> list[str]:
    return [token for token in re.split(r"[^a-z0-9]+", name.lower()) if token]


def _model_tokens(tokens: list[str]) -> set[str]:
    """Tokens that name the chip: digits with or without letters (4090, h100, a100, l4), not sizes."""
    return {t for t in tokens if re.search(r"\d", t) and not re.fullmatch(r"\d+(gb|g)", t) and t not in ("sxm4", "sxm5", "hbm3", "hbm3e")}


def match_gpu(name: str, memory_total_mib: float | None, catalog: Catalog) -> Gpu | None:
    cut = name.rstrip().endswith("...")
    pasted = [t for t in _tokens(name.replace("...", " ")) if t not in NOISE]
    if "max" in pasted and "q" in _tokens(name):
        pasted.remove("max")  # "Max-Q" is a laptop power design, not Apple's Max
        pasted.append("laptop")
    # HBM3 H100s are the SXM part (the PCIe card has HBM2e); the name says SXM or PCIe outright otherwise.
    form = "sxm" if any(t.startswith("sxm") or t.startswith("hbm3") for t in pasted) else ("pcie" if "pcie" in pasted else None)
    pasted_models = _model_tokens(pasted)
    if not pasted_models:
        return None
    best: tuple[float, Gpu] | None = None
    for gpu in catalog.gpus.values():
        if gpu.is_cpu:
            continue
        listed = [t for t in _tokens(gpu.name) if t not in NOISE]
        if _model_tokens(listed) - {t for t in _model_tokens(listed) if re.fullmatch(r"\d+gb", t)} != pasted_models:
            continue
        listed_qualifiers = QUALIFIERS & set(listed)
        pasted_qualifiers = QUALIFIERS & set(pasted)
        if pasted_qualifiers - listed_qualifiers:
            continue
        if listed_qualifiers - pasted_qualifiers and not cut:
            continue
        # Among the variants left (memory sizes, SXM/PCIe), the closest memory wins.
        distance = abs(gpu.memory_mib - memory_total_mib) if memory_total_mib else 0.0
        distance += 1000 * len(listed_qualifiers - pasted_qualifiers)
        if form and not any(t.startswith(form) for t in listed):
            distance += 500
        if best is None or distance < best[0]:
            best = (distance, gpu)
    return best[1] if best else None


@dataclass(frozen=True)
class SnapshotHardware:
    """A snapshot's GPUs as Will it run? takes them: catalog ids, and the memory others hold."""

    gpu_ids: list[str]  # catalog ids, in the snapshot's order
    used_mib: list[float]  # memory held by programs other than model runtimes, per GPU
    runtime_mib: list[float]  # memory held by model runtimes (ollama, llama-server...), per GPU
    unmatched: list[str]  # GPU names the catalog does not know
    ram_gib: float | None = None

    def params(self) -> dict[str, list[str]]:
        params = {"gpu": list(self.gpu_ids), "used_mib": [f"{value:.0f}" for value in self.used_mib]}
        if self.ram_gib:
            params["ram_gib"] = [f"{self.ram_gib:.1f}"]
        return params


def hardware_from_snapshot(snapshot: Snapshot | None, catalog: Catalog, ram_gib: float | None = None) -> SnapshotHardware:
    """Match each GPU to the catalog. The memory model runtimes hold (by the process list) does not
    count as used: the question is whether a model runs here, and a loaded one would make way."""
    ids, used, runtime, unmatched = [], [], [], []
    for gpu in snapshot.gpus if snapshot else []:
        entry = match_gpu(gpu.name or "", gpu.memory_total_mib, catalog)
        if entry is None:
            unmatched.append(gpu.name or f"GPU {gpu.index}")
            continue
        held = sum(p.memory_mib or 0 for p in snapshot.processes if p.gpu_index == gpu.index and LLM_PROCESSES.search(p.name))
        ids.append(entry.id)
        runtime.append(held)
        used.append(max((gpu.memory_used_mib or 0) - held, 0.0))
    return SnapshotHardware(ids, used, runtime, unmatched, ram_gib)


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
