"""Where a paste names a model (ollama ps) and its GPUs (nvidia-smi), ask Will it run? about that pair.

The memory other programs hold is what the GPU shows in use less what model runtimes hold in the
process list, or, where no runtime is listed, less the model's own share (ollama ps SIZE x its GPU
percentage). Plain Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.diagnose.gpu_match import hardware_from_snapshot
from checker.diagnose.snapshot import Snapshot
from checker.fit.catalog import Catalog
from checker.fit.errors import QueryError
from checker.fit.estimate import Estimate, estimate
from checker.fit.ollama_names import catalog_model_for
from checker.fit.query import FitQuery, parse_params, to_fit_input

MIB = 2**20


@dataclass(frozen=True)
class FitCheck:
    model_tag: str
    query: FitQuery
    result: Estimate


def fit_checks(snapshot: Snapshot, catalog: Catalog) -> list[FitCheck]:
    if not snapshot.models or not snapshot.gpus:
        return []
    hardware = hardware_from_snapshot(snapshot, catalog)
    if hardware.unmatched:
        return []
    share = hardware.used_mib
    if not any(hardware.runtime_mib):
        # No runtime in the process list (none printed, or hidden): take the models' own share off instead.
        used = [u + r for u, r in zip(hardware.used_mib, hardware.runtime_mib, strict=True)]
        own = sum((m.size_bytes or 0) * (m.gpu_pct or 0) / 100 for m in snapshot.models) / MIB
        others = max(sum(used) - own, 0.0)
        share = [others * u / sum(used) if sum(used) else 0.0 for u in used]
    gpu_ids = hardware.gpu_ids
    checks = []
    for model in snapshot.models[:3]:
        found = catalog_model_for(model.name, catalog)
        if found is None:
            continue
        params = {"model": [found[0]], "quant": [found[1]], "gpu": gpu_ids, "runtime": ["ollama"],
                  "used_mib": [f"{value:.0f}" for value in share]}
        if model.context:
            params["ctx"] = [str(model.context)]
        try:
            query = parse_params(params)
            checks.append(FitCheck(model.name, query, estimate(to_fit_input(query, catalog), catalog)))
        except QueryError:
            continue
    return checks
