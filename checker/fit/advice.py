"""What to change: recommendations, ready-to-paste settings, and the context curve.

Each recommendation is computed by running the estimator again with one
setting changed, so the advice and the verdict can never disagree.
Plain Python.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from checker.fit.catalog import Catalog
from checker.fit.estimate import Estimate, estimate
from checker.fit.inputs import FitInput
from checker.fit.runtimes import VLLM_GPU_MEMORY_UTILIZATION
from checker.fit.speed import INTEL_SYCL_MOE_LAYER_SECONDS, all_of

CURVE_CONTEXTS = (2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144, 524288, 1048576)


@dataclass(frozen=True)
class Recommendation:
    kind: str  # quant, context, kv_cache, flash_attn, n_cpu_moe, backend, fits_already
    text: str
    change: dict  # the query parameters that apply it
    cost: int = 0  # what it costs in quality: 0 none (speed at most), 1 small, 2 a quantization, 3 a 3-bit one, 4 below


# Quantizations at or below 3 bits, whose quality loss a user should weigh before taking one (issue #16).
LOW_BIT_PREFIXES = ("q2", "q3", "iq1", "iq2", "iq3", "tq")
Q2_K_DELTA_PPL = 3.5199  # llama.cpp quantize.cpp QUANT_OPTIONS @c392e50: Q2_K, +3.5199 ppl on Llama-3-8B (content/catalog/quants.json)


def quality_warning(mix, catalog: Catalog) -> str | None:
    """For a quantization at or below 3 bits: what it costs in quality, with its source; None above."""
    if not mix.id.startswith(LOW_BIT_PREFIXES):
        return None
    delta = getattr(mix, "delta_ppl_llama_3_8b", None)
    reference = catalog.mixes.get("q4_k_m")
    q4 = getattr(reference, "delta_ppl_llama_3_8b", None) if reference else None
    source = "llama.cpp's quantize table, perplexity over F16 on Llama 3 8B"
    if delta is not None:
        return (f"Quality warning: {mix.name} raises perplexity by {delta:.2f} (Q4_K_M: {q4:.2f}; {source}); answers get "
                "noticeably worse, most on code, maths and long contexts.")
    return (f"Quality warning: {mix.name} keeps under 3 bits per weight. llama.cpp publishes no perplexity for it; Q2_K, "
            f"the lowest it measures, already adds {Q2_K_DELTA_PPL:.2f} ({source}): expect a loss at least that large "
            "unless the file was made with an importance matrix.")


def _quant_cost(mix) -> int:
    if mix.id.startswith(("iq1", "iq2", "q2", "tq")):
        return 4
    return 3 if mix.id.startswith(LOW_BIT_PREFIXES) else 2


@dataclass(frozen=True)
class CurvePoint:
    context: int
    gpu_mib: float
    cpu_mib: float
    vram_mib: float
    decode_tps: float
    n_gpu_layers: int
    verdict: str
    prefill_tps: float | None = None


def _fits(inp: FitInput, catalog: Catalog) -> Estimate:
    return estimate(inp, catalog)


def recommendations(result: Estimate, catalog: Catalog) -> list[Recommendation]:
    inp = result.inputs
    advice: list[Recommendation] = []
    fixed_context = result.context
    if inp.gpus:
        advice += _quant_advice(result, catalog, fixed_context)
        advice += _context_advice(result, catalog)
    if inp.runtime != "vllm":
        advice += _kv_advice(result, catalog, fixed_context)
        if inp.gpus and not result.settings.flash_attn:
            on = estimate(replace(inp, context=fixed_context, flash_attn=True), catalog)
            saved = _gpu_total(result) - _gpu_total(on) if on.plan.n_gpu_layers == result.plan.n_gpu_layers else None
            if on.plan.n_gpu_layers > result.plan.n_gpu_layers or (saved and saved > 64):
                text = "Turn on flash attention"
                text += f": it puts {on.plan.n_gpu_layers} layers on the GPU instead of {result.plan.n_gpu_layers}" \
                    if on.plan.n_gpu_layers > result.plan.n_gpu_layers else f": it saves {saved:,.0f} MiB of compute buffer"
                advice.append(Recommendation("flash_attn", text + ".", {"flash_attn": "on"}))
        if inp.model.moe and inp.gpus and result.verdict == "partial_offload" and not inp.n_cpu_moe:
            advice += _moe_advice(result, catalog, fixed_context)
    advice += _intel_backend_advice(result)
    # Cheapest in quality first: experts or flash attention (speed only), a shorter context or a q8_0 cache,
    # then a smaller quantization, the 3-bit and 2-bit ones last with their warning.
    return sorted(advice, key=lambda r: r.cost)


def _intel_backend_advice(result: Estimate) -> list[Recommendation]:
    """llama.cpp on Intel Arc is estimated through SYCL, which decodes an MoE model about half as fast as Vulkan
    (checker.fit.speed.INTEL_SYCL_MOE_LAYER_SECONDS): say what the Vulkan build gives. No link: no setting of the
    verdict's address changes the backend a user built."""
    inp, decode = result.inputs, result.speed.decode_tps
    if not (inp.runtime == "llama.cpp" and inp.model.moe and all_of(inp, "intel")
            and result.verdict == "fits" and decode):
        return []
    vulkan = 1 / (1 / decode - inp.model.moe.n_moe_layers * INTEL_SYCL_MOE_LAYER_SECONDS)
    return [Recommendation(
        "backend",
        f"Run llama.cpp's Vulkan build (-DGGML_VULKAN=ON) rather than SYCL: on Intel Arc it decodes MoE models much "
        f"faster (an Arc Pro B70 on Qwen3.5-35B-A3B: 97.8 tokens/s under Vulkan, llama.cpp issue #24005; 54.5 under "
        f"SYCL), about {vulkan:.0f} tokens/s here instead of {decode:.0f}.", {})]


def _gpu_total(result: Estimate) -> float:
    return sum(d.total_mib for d in result.plan.gpus)


def _quant_advice(result: Estimate, catalog: Catalog, context: int) -> list[Recommendation]:
    inp = result.inputs
    same_format = [m for m in catalog.mixes.values() if m.format == inp.mix.format and m.id != inp.mix.id]
    best = None
    for mix in sorted(same_format, key=lambda m: catalog.tensor_types[m.base_type].bits_per_weight, reverse=True):
        if mix.id == "mxfp4_moe" and not inp.model.moe:
            continue
        trial = estimate(replace(inp, mix=mix, context=context, layout=None, n_gpu_layers=None), catalog)
        if trial.verdict == "fits":
            best = (mix, trial)
            break
    if not best:
        return [] if result.verdict == "fits" else [
            Recommendation("quant", "No quantization of this model fits entirely "
                           + (f"at {context:,} tokens" if context else "with any context") + " on this hardware.", {})
        ]
    mix, trial = best
    own_bits = catalog.tensor_types[inp.mix.base_type].bits_per_weight
    if result.verdict == "fits" and catalog.tensor_types[mix.base_type].bits_per_weight <= own_bits:
        return []
    verb = "fits entirely" if result.verdict != "fits" else "also fits entirely, with more bits"
    warning = quality_warning(mix, catalog)
    return [Recommendation("quant", f"{mix.name} {verb} at {trial.context:,} tokens ({trial.speed.decode_tps:.0f} tokens/s)."
                           + (f" {warning}" if warning else ""), {"quant": mix.id}, cost=_quant_cost(mix))]


def _context_advice(result: Estimate, catalog: Catalog) -> list[Recommendation]:
    inp = result.inputs
    if inp.runtime == "vllm":
        return []
    low, high = 256, inp.model.max_context // 256 * 256
    full = replace(inp, n_gpu_layers=None)

    def fits(context: int) -> bool:
        return estimate(replace(full, context=context), catalog).verdict == "fits"

    if not fits(low):
        return []
    while high - low > 256:
        middle = (low + high) // 2 // 256 * 256
        if fits(middle):
            low = middle
        else:
            high = middle
    longest = high if fits(high) else low
    if longest == result.context:
        return []
    return [Recommendation("context", f"The longest context that keeps every layer on the GPU is {longest:,} tokens.",
                           {"ctx": longest}, cost=1)]


def _kv_advice(result: Estimate, catalog: Catalog, context: int) -> list[Recommendation]:
    inp = result.inputs
    current = result.settings.kv_cache
    if current not in ("f16", "bf16", "f32"):
        return []
    trial = estimate(replace(inp, context=context, kv_cache="q8_0", flash_attn=True if inp.flash_attn is None else inp.flash_attn), catalog)
    saved = sum(d.kv_cache_mib for d in result.plan.devices) - sum(d.kv_cache_mib for d in trial.plan.devices)
    if saved < 128:
        return []
    gain = ""
    if trial.plan.n_gpu_layers > result.plan.n_gpu_layers:
        gain = f", and {trial.plan.n_gpu_layers} layers fit on the GPU instead of {result.plan.n_gpu_layers}"
    return [Recommendation("kv_cache", f"A q8_0 KV cache (needs flash attention) saves {saved:,.0f} MiB{gain}.",
                           {"kv_cache": "q8_0", "flash_attn": "on"}, cost=1)]


def _moe_advice(result: Estimate, catalog: Catalog, context: int) -> list[Recommendation]:
    inp = result.inputs
    n = inp.model.n_layers
    for keep in range(1, n + 1):
        trial = estimate(replace(inp, context=context, n_cpu_moe=keep, n_gpu_layers=n + 1), catalog)
        if trial.verdict == "fits":
            return [Recommendation(
                "n_cpu_moe",
                f"Keep the experts of the first {keep} layers in system memory (--n-cpu-moe {keep}) and every other "
                f"tensor on the GPU: {trial.speed.decode_tps:.0f} tokens/s instead of {result.speed.decode_tps:.0f}.",
                {"n_cpu_moe": keep, "n_gpu_layers": n + 1},
            )]
    return []


def curve(result: Estimate, catalog: Catalog) -> list[CurvePoint]:
    """Memory and decode speed at each context up to the model's maximum, as the runtime would place layers."""
    inp = result.inputs
    points = []
    vram = sum(d.available_mib for d in result.plan.gpus)
    # vLLM with no room for any cache answers context 0 ("none fits"): no point to draw there.
    contexts = sorted({c for c in CURVE_CONTEXTS if c <= inp.model.max_context} | ({result.context} - {0}))
    for context in contexts:
        trial = result if context == result.context else estimate(replace(inp, context=context), catalog)
        points.append(CurvePoint(
            context, sum(d.total_mib for d in trial.plan.gpus), trial.plan.cpu.total_mib, vram,
            trial.speed.decode_tps_full, trial.plan.n_gpu_layers, trial.verdict, trial.speed.prefill_tps_full,
        ))
    return points


def _override_note(n_cpu_moe: int) -> str:
    """Builds without --n-cpu-moe take the same placement as a tensor override (-ot)."""
    if not n_cpu_moe:
        return ""
    layers = "|".join(str(i) for i in range(n_cpu_moe))
    return f"\n# builds without --n-cpu-moe: use -ot 'blk\\.({layers})\\.ffn_.*_exps\\.=CPU' instead"


def settings_snippets(result: Estimate, model_file: str) -> dict[str, str]:
    """Ready-to-paste settings for each runtime that reproduce this verdict."""
    inp = result.inputs
    s = result.settings
    ngl = result.plan.n_gpu_layers
    ctx = result.context
    llama = [f"llama-server -m {model_file}", f"-c {ctx * s.parallel}", f"-ngl {ngl}", f"-fa {'on' if s.flash_attn else 'off'}"]
    if s.parallel > 1:
        llama.append(f"-np {s.parallel}")
    if s.kv_cache != "f16":
        llama.append(f"-ctk {s.kv_cache} -ctv {s.kv_cache}")
    if result.plan.n_cpu_moe:
        llama.append(f"--n-cpu-moe {result.plan.n_cpu_moe}")
    if s.ubatch != 512:
        llama.append(f"-ub {s.ubatch}")
    ollama = [f"FROM {model_file}", f"PARAMETER num_ctx {ctx}", f"PARAMETER num_gpu {ngl}"]
    env = [f"OLLAMA_NUM_PARALLEL={s.parallel}"] if s.parallel > 1 else []
    if s.flash_attn:
        env.append("OLLAMA_FLASH_ATTENTION=1")
    if s.kv_cache in ("q8_0", "q4_0"):
        env.append(f"OLLAMA_KV_CACHE_TYPE={s.kv_cache}")
    ollama_text = "\n".join(ollama) + ("\n\n# environment of `ollama serve`:\n" + "\n".join(env) if env else "")
    tp = max(len(inp.gpus), 1)
    vllm = ["vllm serve <hf-repo>", f"--max-model-len {ctx}", f"--gpu-memory-utilization {VLLM_GPU_MEMORY_UTILIZATION}"]
    if tp > 1:
        vllm.append(f"--tensor-parallel-size {tp}")
    if s.kv_cache in ("fp8", "q8_0", "q4_0"):
        vllm.append("--kv-cache-dtype fp8")
    vllm_text = " \\\n  ".join(vllm)
    if result.verdict != "fits" and inp.runtime != "vllm":
        # vLLM places no layer on the CPU: a model that does not fit is refused, or streamed with --cpu-offload-gb.
        spill_gib = -(-result.plan.cpu.weights_mib // 1024)
        vllm_text = ("# vLLM keeps no layer on the CPU: as this verdict stands it refuses to start. It can stream\n"
                     f"# {spill_gib:.0f} GiB of weights from system memory for every token instead (far slower than the split above):\n"
                     + vllm_text + f" \\\n  --cpu-offload-gb {spill_gib:.0f}")
    if inp.mix.format == "gguf":
        vllm_text = "# vLLM 0.33 serves the safetensors model (or its AWQ, GPTQ or FP8 version), not this GGUF file.\n" + vllm_text
    lmstudio = f"GPU Offload: {min(ngl, inp.model.n_layers)} of {inp.model.n_layers} layers\nContext Length: {ctx}\n" \
               f"Flash Attention: {'on' if s.flash_attn else 'off'}"
    if ngl > inp.model.n_layers:
        lmstudio += (f"\n(LM Studio counts the {inp.model.n_layers} transformer layers; the verdict's {ngl} of "
                     f"{inp.model.n_layers + 1} also counts the output layer, which LM Studio places with the last one.)")
    if s.kv_cache != "f16":
        lmstudio += f"\nK and V cache quantization: {s.kv_cache}"
    return {
        "llama.cpp": " \\\n  ".join(llama) + _override_note(result.plan.n_cpu_moe),
        "Ollama": ollama_text,
        "vLLM": vllm_text,
        "LM Studio": lmstudio,
    }
