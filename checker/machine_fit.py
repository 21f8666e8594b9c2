""""What runs here": each local model against this machine's GPUs, as llama.cpp would load it.

The GPUs come from the NVML snapshot, matched to the catalog by name and memory. The memory
other programs hold counts against the model; memory held by model runtimes (a model Ollama has
loaded right now) does not, since the question is whether this model runs on this machine. The
context is llama.cpp's own choice (its automatic fit: the model's full context if everything fits,
else the largest down to 4096 that keeps every layer on the GPU), so the verdict's context is the
best context. Plain Python, no Django import.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from checker.catalog import Catalog
from checker.custom_models import fit_input_for_header
from checker.diagnose import LLM_PROCESSES
from checker.fit import Estimate, estimate
from checker.gguf_header import GgufError
from checker.gpu_match import match_gpu
from checker.local_models import LocalModel, Scan, find_models, read_models
from checker.nvml_probe import ProbeResult, probe
from checker.ollama_names import catalog_model_for
from checker.query import FitQuery, QueryError, parse_params
from checker.snapshot import Snapshot


@dataclass(frozen=True)
class MachineHardware:
    gpu_ids: list[str]  # catalog ids, in NVML order
    used_mib: list[float]  # memory held by programs other than model runtimes, per GPU
    ram_gib: float | None
    unmatched: list[str]  # GPU names the catalog does not know

    def params(self) -> dict[str, list[str]]:
        params = {"gpu": list(self.gpu_ids), "used_mib": [f"{value:.0f}" for value in self.used_mib]}
        if self.ram_gib:
            params["ram_gib"] = [f"{self.ram_gib:.1f}"]
        return params


@dataclass
class LocalVerdict:
    model: LocalModel
    result: Estimate | None = None
    catalog_query: FitQuery | None = None  # the catalog model this is (an Ollama library tag), for a shareable link
    problem: str | None = None


def system_ram_gib() -> float | None:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    except (ValueError, OSError, AttributeError):
        return None  # not on this OS: the estimator's default is used


def machine_hardware(snapshot: Snapshot | None, catalog: Catalog, ram_gib: float | None) -> MachineHardware:
    ids, used, unmatched = [], [], []
    for gpu in snapshot.gpus if snapshot else []:
        entry = match_gpu(gpu.name or "", gpu.memory_total_mib, catalog)
        if entry is None:
            unmatched.append(gpu.name or f"GPU {gpu.index}")
            continue
        runtimes = sum(p.memory_mib or 0 for p in snapshot.processes if p.gpu_index == gpu.index and LLM_PROCESSES.search(p.name))
        ids.append(entry.id)
        used.append(max((gpu.memory_used_mib or 0) - runtimes, 0.0))
    return MachineHardware(ids, used, ram_gib, unmatched)


def judge(model: LocalModel, hardware: MachineHardware, catalog: Catalog) -> LocalVerdict:
    verdict = LocalVerdict(model, problem=model.problem)
    if model.header is None:
        verdict.problem = verdict.problem or "the header was not read"
        return verdict
    try:
        inp, _ = fit_input_for_header(model.header, hardware.params(), catalog, name=model.name)
        verdict.result = estimate(inp, catalog)
    except (QueryError, GgufError) as error:
        verdict.problem = getattr(error, "message", None) or str(error)
        return verdict
    if model.source == "ollama" and hardware.gpu_ids:
        found = catalog_model_for(model.name, catalog)
        if found is not None:
            try:
                verdict.catalog_query = parse_params({**hardware.params(), "model": [found[0]], "quant": [found[1]], "runtime": ["ollama"]})
            except QueryError:
                pass
    return verdict


@dataclass
class WhatRunsHere:
    probe: ProbeResult
    hardware: MachineHardware
    scan: Scan
    verdicts: list[LocalVerdict]


def what_runs_here(folders: list[Path], catalog: Catalog, progress: Callable[[int, int, LocalModel], None] | None = None,
                   key: str | None = None) -> WhatRunsHere:
    """Every model in ``folders`` (or only the one whose ``key`` is given) judged against this
    machine's GPUs (read through NVML) and RAM."""
    result = probe()
    hardware = machine_hardware(result.snapshot, catalog, system_ram_gib())
    scan = find_models(folders)
    models = [m for m in scan.models if key is None or m.key == key]
    verdicts = [judge(model, hardware, catalog) for model in read_models(models, progress)]
    return WhatRunsHere(result, hardware, scan, verdicts)
