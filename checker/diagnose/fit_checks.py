"""Where a paste names a model (ollama ps) and its GPUs (nvidia-smi), ask Will it run? about that pair.

The memory other programs hold is what the GPU shows in use less what model runtimes hold in the
process list, or, where no runtime is listed, less the model's own share (ollama ps SIZE x its GPU
percentage). Plain Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.diagnose.gpu_match import hardware_from_snapshot
from checker.diagnose.snapshot import LoadedModel, Snapshot
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
    disagreement: str | None = None  # where the paste shows otherwise, what it shows and the likely reasons


def disagreement(model: LoadedModel, result: Estimate) -> str | None:
    """The paste is the evidence: where it contradicts the estimate, say so, with the likely reasons."""
    if model.gpu_pct is None:
        return None
    shown_size = f" of its {model.size_bytes / 1e9:.1f} GB" if model.size_bytes else ""
    if model.gpu_pct < 100 and result.verdict == "fits":
        return (f"ollama ps shows {model.cpu_pct:.0f} %{shown_size} on the CPU, where the estimate has every layer on the GPU at "
                f"{result.context:,} tokens. Likely reasons: a longer context than that (num_ctx, OLLAMA_CONTEXT_LENGTH, or "
                "Ollama's default, which grows with the VRAM), parallel requests (OLLAMA_NUM_PARALLEL) each holding a KV cache, "
                "other programs holding GPU memory when the model loaded, or a larger quantization than the tag's default.")
    if model.gpu_pct >= 100 and result.verdict != "fits":
        return (f"ollama ps shows it entirely on the GPU, where the estimate does not fit it at {result.context:,} tokens: "
                "the model loaded with a shorter context, or the other programs' memory counted here was free when it loaded.")
    return None


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
            result = estimate(to_fit_input(query, catalog), catalog)
            checks.append(FitCheck(model.name, query, result, disagreement(model, result)))
        except QueryError:
            continue
    return checks
