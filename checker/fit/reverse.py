"""The reverse questions: what runs on this GPU, and which GPU for this model.

Each row is a full estimate (llama.cpp defaults, the given context), so the
tables agree with the verdict pages they link to. Results are memoized per
catalog. Plain Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.fit.catalog import Catalog, Gpu, Model, QuantMix
from checker.fit.estimate import Estimate, estimate
from checker.fit.inputs import FitInput, Hardware

# Quantizations tried for "what runs on this GPU", most bits first.
QUANT_LADDER = ("q8_0", "q6_k", "q5_k_m", "q4_k_m", "iq4_xs", "q3_k_m", "iq3_xxs", "iq2_m")


@dataclass(frozen=True)
class Row:
    model: Model
    mix: QuantMix
    gpu: Gpu
    result: Estimate


def _one(model: Model, mix: QuantMix, gpu: Gpu, catalog: Catalog, context: int) -> Estimate:
    gpus = () if gpu.is_cpu else (Hardware.from_gpu(gpu),)
    ram = {"ram_gib": gpu.memory_gb, "ram_bandwidth_gbps": gpu.bandwidth_gbps} if gpu.is_cpu else {}
    return estimate(FitInput(model, mix, gpus, context=min(context, model.max_context), **ram), catalog)


def models_for_gpu(gpu: Gpu, catalog: Catalog, context: int) -> list[Row]:
    """Each model at the best quantization that fits entirely; else its Q4_K_M verdict."""
    key = ("models_for_gpu", gpu.id, context)
    if key in catalog.memo:
        return catalog.memo[key]
    rows = []
    for model in catalog.models.values():
        ladder = [catalog.mixes[q] for q in QUANT_LADDER]
        if model.family == "gpt-oss":
            ladder = [catalog.mixes["mxfp4_moe"]]
        chosen = None
        for mix in ladder:
            result = _one(model, mix, gpu, catalog, context)
            if result.verdict == "fits":
                chosen = Row(model, mix, gpu, result)
                break
        if chosen is None:
            mix = ladder[0] if model.family == "gpt-oss" else catalog.mixes["q4_k_m"]
            chosen = Row(model, mix, gpu, _one(model, mix, gpu, catalog, context))
        rows.append(chosen)
    order = {"fits": 0, "partial_offload": 1, "wont_fit": 2}
    rows.sort(key=lambda r: (order[r.result.verdict], -r.model.params_b))
    catalog.memo[key] = rows
    return rows


def gpus_for_model(model: Model, mix: QuantMix, catalog: Catalog, context: int) -> list[Row]:
    """Every single card (and CPU-only system) with its verdict for this model, quantization and context."""
    key = ("gpus_for_model", model.id, mix.id, context)
    if key in catalog.memo:
        return catalog.memo[key]
    rows = [Row(model, mix, gpu, _one(model, mix, gpu, catalog, context)) for gpu in catalog.gpus.values()]
    order = {"fits": 0, "partial_offload": 1, "wont_fit": 2}
    rows.sort(key=lambda r: (order[r.result.verdict], r.gpu.memory_gb, -r.result.speed.decode_tps))
    catalog.memo[key] = rows
    return rows
