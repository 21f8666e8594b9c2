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

from checker.diagnose.gpu_match import SnapshotHardware, hardware_from_snapshot
from checker.fit.catalog import Catalog
from checker.fit.errors import QueryError
from checker.fit.estimate import Estimate, estimate
from checker.fit.gguf_header import GgufError
from checker.fit.ollama_names import catalog_model_for
from checker.fit.query import FitQuery, header_fit_input, parse_params
from checker.machine.local_models import LocalModel, Scan, find_models, read_models
from checker.machine.nvml_probe import ProbeResult, probe


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


def judge(model: LocalModel, hardware: SnapshotHardware, catalog: Catalog) -> LocalVerdict:
    verdict = LocalVerdict(model, problem=model.problem)
    if model.header is None:
        verdict.problem = verdict.problem or "the header was not read"
        return verdict
    try:
        inp, _ = header_fit_input(model.header, hardware.params(), catalog, name=model.name)
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
    hardware: SnapshotHardware
    scan: Scan
    verdicts: list[LocalVerdict]


def what_runs_here(folders: list[Path], catalog: Catalog, progress: Callable[[int, int, LocalModel], None] | None = None,
                   key: str | None = None) -> WhatRunsHere:
    """Every model in ``folders`` (or only the one whose ``key`` is given) judged against this
    machine's GPUs (read through NVML) and RAM."""
    result = probe()
    hardware = hardware_from_snapshot(result.snapshot, catalog, system_ram_gib())
    scan = find_models(folders)
    models = [m for m in scan.models if key is None or m.key == key]
    verdicts = [judge(model, hardware, catalog) for model in read_models(models, progress)]
    return WhatRunsHere(result, hardware, scan, verdicts)
