"""How close the estimator is to real measurements, beside the field's rule of thumb on the same cases.

Memory: every real load log in benchmarks/data (and tests/data/logs) that names a catalog model;
the estimator runs with the log's own settings (context, micro-batch, flash attention, cache type,
layers offloaded) and its GPU memory (weights + KV cache + compute buffer) is compared with the
buffers llama.cpp printed. The rule of thumb is params x nominal bytes per weight x 1.25. Then the memory grid
llama.cpp counted on the device's H100 (benchmarks/device_memory.py; the estimates written down before the run beside
today's), and the public load logs of benchmarks/data/load_logs with the model read from each log's own print_info
lines, as the custom page reads a pasted log: a fifth of them (by a hash of the file name) is held out of every change
to the estimator and reported apart; the logs whose setup the estimator has no input for are listed with the reason.

Decode speed: every measured tokens/s in benchmarks/data with a catalog model and GPU; the rule is
a constant share of memory bandwidth over the file size, with the share fitted to these very
cases (its best possible constant).

Prints the median and 90th-percentile absolute error of each. Run:
    .venv/bin/python benchmarks/accuracy.py
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from checker.fit.catalog import load_catalog  # noqa: E402
from checker.fit.estimate import estimate  # noqa: E402
from checker.fit.inputs import (  # noqa: E402
    FitInput,
    Hardware,
    int32_tops,
)
from checker.fit.memory import layer_kinds  # noqa: E402
from checker.fit.query import quant_id  # noqa: E402
from checker.fit.speed import (  # noqa: E402
    DECODE_EFFICIENCY,
    DECODE_SECONDS_PER_LAYER,
    DECODE_SECONDS_PER_MOE_LAYER,
    FLOAT_TYPES,
    HBM_LINEAR_ATTENTION_LAYER_SECONDS,
    HBM_LINEAR_KINDS,
    INTEL_SYCL_MOE_LAYER_SECONDS,
    METAL_KINDS,
    LINEAR_ATTENTION_LAYER_SECONDS,
    METAL_LINEAR_ATTENTION_LAYER_SECONDS,
    METAL_MOE_KINDS,
    METAL_MOE_LAYER_SECONDS,
    MOE_PADDED_TOKENS,
    MOE_PADDED_TOKENS_INTEL,
    MOE_PREFILL_EFFICIENCY_NVIDIA,
    PREFILL_EFFICIENCY,
    PREFILL_EFFICIENCY_BY_KIND,
    decode_efficiency,
    layer_seconds,
    linear_layer_seconds,
    prefill_efficiency,
    prefill_row,
)
from checker.fit.weights import DEQUANT_OPS_PER_BYTE, embedding_types, typed_tensors, weights_layout  # noqa: E402

DATA = ROOT / "benchmarks" / "data"
BUFFER = re.compile(r"(\w+?)(?:_Mapped)?\s+(model |KV |compute )?buffer size =\s+([\d.]+) MiB")
GPU_BACKENDS = re.compile(r"^(CUDA\d|ROCm\d|Metal|Vulkan\d|MTL\d|SYCL\d)")
NOMINAL_BITS = {"q2": 2, "q3": 3, "q4": 4, "iq4": 4, "q5": 5, "q6": 6, "q8": 8, "iq2": 2, "iq3": 3, "iq1": 1, "f16": 16, "bf16": 16,
                "f32": 32, "mxfp4": 4}
FILE_TYPE_TO_MIX = {
    "q4_k - medium": "q4_k_m", "q4_k_m": "q4_k_m", "q4_k - small": "q4_k_s", "q4_k_s": "q4_k_s", "q5_k - medium": "q5_k_m",
    "q5_k_m": "q5_k_m", "q5_k - small": "q5_k_s", "q6_k": "q6_k", "q8_0": "q8_0", "q4_0": "q4_0", "q3_k - medium": "q3_k_m",
    "q3_k_m": "q3_k_m", "q2_k": "q2_k", "iq4_xs": "iq4_xs", "iq4_xs - 4.25 bpw": "iq4_xs", "f16": "f16", "bf16": "bf16",
    "mxfp4": "mxfp4_moe", "mxfp4 moe": "mxfp4_moe",
}
BIG_GPU = Hardware("benchmark GPU", 10**7, 1000.0, 100.0, 50.0)


def buffers_from_log(path: Path) -> dict[str, float]:
    found: dict[str, float] = {}
    for line in path.read_text().splitlines():
        if line.startswith("#"):
            continue
        match = BUFFER.search(line)
        if match:
            backend, kind, mib = match.groups()
            key = f"{backend} {(kind or 'model ').strip()}"
            found[key] = found.get(key, 0.0) + float(mib)
    return found


def mix_id(case: dict) -> str | None:
    if case.get("quant"):
        return case["quant"]
    text = str(case.get("file_type") or "").strip().lower()
    return FILE_TYPE_TO_MIX.get(text)


def memory_cases() -> list[dict]:
    cases = []
    for path in sorted(DATA.glob("*.json")):
        data = json.loads(path.read_text())
        for case in data.get("cases", []):
            if "log" in case:
                case = {**case, "buffers_mib": buffers_from_log(ROOT / case["log"])}
            if case.get("buffers_mib"):
                cases.append({**case, "file": path.name})
    return cases


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def spread(errors: list[float], gap: str = "   ", width: str = "5.1%") -> str:
    """'median X   p90 Y' of relative errors, the two figures every section prints."""
    return f"median {statistics.median(errors):{width}}{gap}p90 {percentile(errors, 0.9):{width}}"


def nominal_bits(mix: str) -> int:
    for prefix in sorted(NOMINAL_BITS, key=len, reverse=True):
        if mix.startswith(prefix):
            return NOMINAL_BITS[prefix]
    return 16


def run_memory(catalog) -> tuple[list[float], list[float], list[str]]:
    ours, rule, rows = [], [], []
    for case in memory_cases():
        model = catalog.models.get(case.get("model_hint") or "")
        mix = catalog.mixes.get(mix_id(case) or "")
        if not model or not mix or not case.get("n_ctx"):
            continue
        gpu_measured = sum(v for k, v in case["buffers_mib"].items() if GPU_BACKENDS.match(k) and not k.endswith("output"))
        all_measured = sum(v for k, v in case["buffers_mib"].items() if not k.endswith("output"))
        if gpu_measured <= 0:
            continue
        kv_type = case.get("type_k") or "f16"
        ngl = case.get("n_gpu_layers_offloaded")
        result = estimate(FitInput(
            model, mix, (BIG_GPU,), context=int(case["n_ctx"]), ubatch=case.get("n_ubatch") or 512,
            flash_attn=bool(case.get("flash_attn")), kv_cache=kv_type if kv_type in catalog.kv_cache_types else "f16",
            n_gpu_layers=ngl if ngl is not None else None, parallel=int(case.get("n_seq_max") or 1),
        ), catalog)
        predicted = sum(d.weights_mib + d.kv_cache_mib + d.compute_buffer_mib for d in result.plan.gpus)
        error = abs(predicted - gpu_measured) / gpu_measured
        thumb = model.params_b * 1e9 * nominal_bits(mix.id) / 8 * 1.25 / 2**20
        rule_error = abs(thumb - all_measured) / all_measured
        ours.append(error)
        rule.append(rule_error)
        rows.append(f"  {case['id'][:38]:38} measured {gpu_measured:9.0f} MiB  estimate {predicted:9.0f} ({error:6.1%})  rule {rule_error:6.1%}")
    return ours, rule, rows


def speed_cases() -> list[dict]:
    cases = []
    for path in sorted(DATA.glob("*.json")):
        for case in json.loads(path.read_text()).get("cases", []):
            if case.get("tokens_per_s"):
                cases.append(case)
    return cases


def find_gpu(catalog, printed: str):
    text = re.sub(r"^(nvidia|amd|apple)\s+", "", printed.strip().lower())
    best = None
    for gpu in catalog.gpus.values():
        name = gpu.name.lower()
        if name == text or name.replace("geforce ", "") == text.replace("geforce ", ""):
            return gpu
        if best is None and text and text in name:
            best = gpu
    return best


def run_speed(catalog) -> tuple[list[float], list[float], list[str]]:
    measured, predicted, file_bytes, bandwidth, labels = [], [], [], [], []
    for case in speed_cases():
        model = catalog.models.get(case.get("model_hint") or "")
        mix = catalog.mixes.get(mix_id(case) or "")
        gpu = catalog.gpus.get(case.get("gpu_id") or "") or find_gpu(catalog, case.get("gpu") or "")
        if not model or not mix or not gpu or gpu.is_cpu:
            continue
        cards = tuple(Hardware.from_gpu(gpu) for _ in range(int(case.get("gpu_count") or 1)))
        # llmfit's llama.cpp runs are one sequence (llama-bench style), not llama-server's four slots.
        result = estimate(FitInput(model, mix, cards, context=4096, parallel=1), catalog)
        if result.verdict != "fits":
            continue  # partial offload depends on the host's RAM, which the cases do not give
        measured.append(float(case["tokens_per_s"]))
        # Short benchmark generations: the cache holds the prompt and a few hundred tokens.
        predicted.append(result.speed.decode_tps)
        n_moe = model.moe.n_moe_layers if model.moe else 0
        FEATURES.append((gpu.id, 1 / result.speed.decode_tps, model.n_layers, n_moe, float(case["tokens_per_s"])))
        file_bytes.append(result.layout.file_bytes)
        bandwidth.append(gpu.bandwidth_gbps * 1e9)
        labels.append(f"{case.get('model_hint', '?')[:24]:24} {mix.id:9} {gpu.name[:26]:26}")
    if not measured:
        return [], [], []
    # The rule's best constant: the median share of bandwidth these cases reach.
    share = statistics.median(m * f / b for m, f, b in zip(measured, file_bytes, bandwidth, strict=True))
    ours = [abs(p - m) / m for p, m in zip(predicted, measured, strict=True)]
    rule = [abs(share * b / f - m) / m for m, f, b in zip(measured, file_bytes, bandwidth, strict=True)]
    rows = [f"  {label} measured {m:7.1f} t/s  estimate {p:7.1f} ({e:6.1%})  rule {r:6.1%}"
            for label, m, p, e, r in zip(labels, measured, predicted, ours, rule, strict=True)]
    rows.append(f"  (rule: tokens/s = {share:.2f} x bandwidth / file size, its best constant on these cases)")
    return ours, rule, rows


FEATURES: list[tuple[str, float, int, int, float]] = []  # (gpu, estimated s/token, layers, MoE layers, measured t/s)


def cross_validate() -> str:
    """Refit the three decode constants leaving one GPU out at a time; the error on the left-out GPU."""
    import numpy as np  # numpy comes with the gguf package

    gpus, seconds, layers, moe, measured = zip(*FEATURES, strict=True)
    overhead = np.array(layers) * DECODE_SECONDS_PER_LAYER + np.array(moe) * DECODE_SECONDS_PER_MOE_LAYER
    at_full_bandwidth = (np.array(seconds) - overhead) * DECODE_EFFICIENCY["nvidia-gddr"]
    x = np.column_stack([at_full_bandwidth, np.array(layers) * 1e-6, np.array(moe) * 1e-6])
    y = 1 / np.array(measured)

    def fit(rows):
        weights = 1 / y[rows]
        solution, *_ = np.linalg.lstsq(x[rows] * weights[:, None], y[rows] * weights, rcond=None)
        return solution

    full = fit(np.arange(len(y)))
    errors = []
    for gpu in sorted(set(gpus)):
        train = np.array([i for i, g in enumerate(gpus) if g != gpu])
        test = np.array([i for i, g in enumerate(gpus) if g == gpu])
        errors += list(np.abs(x[test] @ fit(train) - y[test]) / y[test])
    return (f"  refit on all cases: efficiency {1 / full[0]:.3f}, {full[1]:.1f} us per layer, {full[2]:.1f} us per MoE layer\n"
            f"  leave-one-GPU-out ({len(set(gpus))} GPUs): median {np.median(errors):6.1%}   p90 {np.percentile(errors, 90):6.1%}")


# llama-bench rows (benchmarks/data/speed_llamabench.json) to catalog entries. Model strings are llama.cpp's
# "<arch> <size>" names; a row whose device or model the catalog lacks, or names ambiguously (an M3 Max
# without its GPU core count), is left out.
BENCH_MODELS = ((r"^llama 7b", "llama-2-7b"), (r"^llama 13b", "llama-2-13b"), (r"^llama 8b", "llama-3.1-8b"),
                (r"^llama 1b", "llama-3.2-1b"), (r"^llama 3b", "llama-3.2-3b"), (r"^gpt-oss 20b", "gpt-oss-20b"),
                (r"^gpt-oss 120b", "gpt-oss-120b"), (r"^qwen3moe 30b\.a3b", "qwen3-30b-a3b"), (r"^qwen2 7b", "qwen2.5-7b"), (r"^qwen2 14b", "qwen2.5-14b"),
                (r"^gemma3 4b", "gemma-3-4b"), (r"^qwen3 4b", "qwen3-4b"), (r"^qwen35 27b", "qwen3.5-27b"),
                (r"^qwen35 9b", "qwen3.5-9b"), (r"^qwen3\.5-35b-a3b", "qwen3.5-35b-a3b"), (r"^qwen3 8b", "qwen3-8b"), (r"^qwen3 0\.6b", "qwen3-0.6b"),
                (r"^qwen3 32b", "qwen3-32b"), (r"^llama 70b", "llama-3.1-70b"), (r"^qwen2 72b", "qwen2.5-72b"),
                (r"^qwen3moe 30b\.a3b", "qwen3-30b-a3b"), (r"^llama 8x7b", "mixtral-8x7b"),
                (r"^qwen3moe 235b\.a22b", "qwen3-235b-a22b"), (r"^qwen35 4b", "qwen3.5-4b"), (r"^llama 3\.1 8b", "llama-3.1-8b"))
BENCH_DEVICES = {
    "nvidia geforce rtx 4090": "geforce-rtx-4090", "nvidia geforce rtx 3090": "geforce-rtx-3090",
    "nvidia geforce rtx 3090 ti": "geforce-rtx-3090-ti", "nvidia geforce rtx 2070": "geforce-rtx-2070",
    "nvidia gb10": "dgx-spark-gb10", "apple m2 max": "apple-m2-max-32gb", "apple m2 ultra": "apple-m2-ultra-64gb",
    "apple m2": "apple-m2-16gb", "amd radeon rx 7900 xtx": "radeon-rx-7900-xtx", "amd radeon rx 6700 xt": "radeon-rx-6700-xt",
    "amd radeon rx 6800 xt": "radeon-rx-6800-xt", "amd radeon 8060s": "amd-ryzen-ai-max-plus-395-128gb",
    "intel arc a770": "arc-a770-16gb", "intel arc b580": "arc-b580", "nvidia a100 80gb pcie": "a100-pcie-80gb", "nvidia a100-sxm4-80gb": "a100-sxm4-80gb",
    "nvidia h100 80gb hbm3": "h100-sxm5-80gb", "nvidia h100 pcie": "h100-pcie-80gb", "nvidia h100 nvl": "h100-pcie-80gb",
    "nvidia h200": "h200-sxm-141gb", "nvidia l40s": "l40s", "nvidia l4": "l4", "nvidia a10": "a10",
    "nvidia rtx a6000": "rtx-a6000", "nvidia rtx 6000 ada generation": "rtx-6000-ada", "apple m1 max": "apple-m1-max-32gb",
    "apple m1 ultra": "apple-m1-ultra-64gb", "apple m3 ultra": "apple-m3-ultra-96gb", "apple m4 max": "apple-m4-max-40-core-gpu-48gb",
    "apple m4 pro": "apple-m4-pro-24gb", "apple m1 pro": "apple-m1-pro-16gb", "apple m2 pro": "apple-m2-pro-16gb",
    "nvidia tesla v100-sxm2-32gb": "tesla-v100-sxm2-32gb",
    "nvidia rtx pro 6000 blackwell workstation edition": "rtx-pro-6000-blackwell",
    # speed_holdout_rows.json's devices (its Strix Halo is the 128 GB machine its source describes)
    "nvidia geforce rtx 5090": "geforce-rtx-5090", "amd radeon graphics, gfx1151": "amd-ryzen-ai-max-plus-395-128gb",
    "apple m4": "apple-m4-16gb",
    "apple m3": "apple-m3-16gb",  # speed_holdout3_rows.json's (every M3 of the catalog has the same GPU figures)
}


def _mix(catalog, case):
    """A row's quantization in the catalog (llama.cpp's type name as the row writes it), None where it lacks it."""
    return catalog.mixes.get(quant_id(case.get("quant") or ""))


def _printed_model(catalog, case, extra: tuple = ()):
    """A row's catalog model by the name llama-bench prints ("llama 8B", "qwen3moe 30B.A3B"): BENCH_MODELS, after a
    file's own ``extra`` (pattern, model id) pairs."""
    lowered = case["model"].lower()
    return catalog.models.get(next((mid for pattern, mid in (*extra, *BENCH_MODELS) if re.match(pattern, lowered)), ""))


def _by_printed_names(catalog, case) -> tuple:
    """A llama-bench row's catalog card, model and quantization, by the names llama-bench prints (BENCH_DEVICES with
    the device's parenthesised details dropped, BENCH_MODELS); None where the catalog lacks one. A row that names its
    catalog model (Headroom's own runs: Mistral Nemo 12B prints as "llama 13B") is that model."""
    device = re.sub(r"\s*\(.*?\)\s*", " ", case["device"]).strip().lower()
    model = catalog.models.get(case.get("catalog_model") or "") or _printed_model(catalog, case)
    return catalog.gpus.get(BENCH_DEVICES.get(device, "")), model, _mix(catalog, case)


def _file_is(catalog, case, model, mix) -> bool:
    """Whether a row's printed file size is that of the catalog's ``mix`` of ``model`` (within 10 %)."""
    return bool(case.get("model_size_gib")) and \
        abs(case["model_size_gib"] * 2**30 / weights_layout(model, mix, catalog).file_bytes - 1) <= 0.1


def _decode_row(catalog, gpu, model, mix, context: int, source: str, measured: float, note: str) -> dict | None:
    hardware = Hardware.from_gpu(gpu)
    result = estimate(FitInput(model, mix, (hardware,), context=context, parallel=1, ram_gib=512), catalog)
    if result.verdict != "fits":
        return None
    per_layer, per_moe_layer = layer_seconds(hardware.kind)
    linear = layer_kinds(model).count("linear") * linear_layer_seconds(hardware.kind)
    return {"kind": hardware.kind, "source": source, "gpu": gpu.name, "model": model.id, "quant": mix.id, "measured": measured,
            "predicted": result.speed.decode_tps, "efficiency": decode_efficiency(hardware.kind),
            "overhead_s": model.n_layers * per_layer + (model.moe.n_moe_layers * per_moe_layer if model.moe else 0) + linear,
            "note": note, "gpu_id": gpu.id, "model_id": model.id}


# benchmarks/data/speed_amd_intel_rows.json names each row's catalog card and model where its collector could
# (catalog_gpu, catalog_model); the Arc Pro cards came into the catalog after it was collected and are named by the
# device string llama.cpp prints (or the source's table does).
ARC_PRO = ((r"arc(?:\(tm\))? pro b70", "arc-pro-b70"), (r"arc(?:\(tm\))? pro b60", "arc-pro-b60"))


# speed_amd_rows_2.json (2026-11-26, Radeon rows of sources none of the others used) in the same schema. Left out: rows
# its sources call unrepresentative (a bug report's own "pathological slowdown", which its collector marked ANOMALY, and
# a card behind a chipset x4 link, "not representative") and rows with no address to cite (a README the index gave
# without its repository or path: a constant must name its source).
AMD_INTEL_FILES = ("speed_amd_intel_rows.json", "speed_amd_rows_2.json")


@functools.cache
def _cases(name: str) -> tuple[dict, ...]:
    """The cases of one of benchmarks/data's files, read once per run (the sections below read them several times)."""
    return tuple(json.loads((DATA / name).read_text())["cases"])


def _usable(case) -> bool:
    note = case.get("note") or ""
    return not note.startswith("ANOMALY") and "not representative" not in note.lower() \
        and (case.get("source_url") or "http").startswith("http")


def _amd_intel_cases(catalog):
    cases = [case for name in AMD_INTEL_FILES for case in _cases(name) if _usable(case)]
    for case in cases:
        gpu_id = case.get("catalog_gpu") or next((gid for pattern, gid in ARC_PRO if re.search(pattern, case["device"].lower())), "")
        yield case, catalog.gpus.get(gpu_id), catalog.models.get(case.get("catalog_model") or "")

# Sources of a held-out file whose rows name no device (the collectors' brief asks for one named in the source): measured
# with their file while it was held out, not fitted on. speed_holdout12_rows.json's eliranwong/AMD_iGPU_AI_Setup prints
# gfx1151, the ID of three Ryzen AI Max chips, and runs 2.4x (decode) to 9x (prompts) slower than every other Strix
# Halo run, likely not on that GPU as set up; its hellas-ai/nix-strix-halo prints no device line at all.
DEVICE_NOT_NAMED = ("https://github.com/eliranwong/AMD_iGPU_AI_Setup", "https://github.com/hellas-ai/nix-strix-halo")
# Jeff Geerling's own posts (speed_holdout18_rows.json's RTX A4000 on a Raspberry Pi): measured with their file while it
# is held out, never fitted on, since their author's geerlingguy/ai-benchmarks is held out for independent checking
# (issue #13) and his posts may repeat its runs.
GEERLING = "https://www.jeffgeerling.com/"


def bench_cases(catalog, test: str, depth: bool):
    """The single-device llama-bench rows of benchmarks/data/speed_llamabench.json, speed_holdout_rows.json (held out
    until its one measurement at estimator 2026.11.14, benchmarks/README.md; rows run with -ngl 0 are the CPU's),
    speed_holdout2_rows.json, speed_holdout3_rows.json, speed_holdout4_rows.json, speed_holdout5_rows.json,
    speed_holdout6_rows.json, speed_holdout7_rows.json, speed_holdout8_rows.json, speed_holdout9_rows.json and
    speed_holdout10_rows.json to speed_holdout20_rows.json (held out until their one measurement at 2026.11.15,
    2026.11.16, 2026.11.17, 2026.11.19, 2026.11.20, 2026.11.21, 2026.11.22, 2026.11.22, 2026.11.23, 2026.11.24, 2026.11.25,
    2026.11.26, 2026.11.27, 2026.11.28, 2026.11.29, 2026.11.30, 2026.11.30, 2026.11.31 and 2026.11.32; rows of a source naming no device left out,
    DEVICE_NOT_NAMED, and Jeff Geerling's posts, GEERLING) and
    speed_amd_intel_rows.json whose test matches ``test`` (a regex), after a prompt (depth) or not, with their
    catalog card, model and quantization."""
    def matched(case) -> bool:
        return bool(re.fullmatch(test, case["test"])) and bool(case.get("depth")) == depth and int(case.get("device_count") or 1) == 1

    for case in _cases("speed_llamabench.json") + _cases("speed_holdout_rows.json"):
        if not matched(case) or case.get("ngl") == 0:
            continue
        gpu, model, mix = _by_printed_names(catalog, case)
        if gpu and model and mix:
            yield case, gpu, model, mix
    for case, gpu, model in _amd_intel_cases(catalog):
        mix = _mix(catalog, case)
        if matched(case) and gpu and model and mix:
            yield case, gpu, model, mix
    # (the held-out files in the fit are those HELD_OUT_SPEED_SETS, below, gives an estimator they are fitted since)
    released = [cases for _, cases, _, fitted_since in HELD_OUT_SPEED_SETS if fitted_since]
    for case, gpu, model, mix in (row for cases in released for row in cases(catalog)):
        if matched(case) and not (case.get("source_url") or "").startswith((*DEVICE_NOT_NAMED, GEERLING)):
            yield case, gpu, model, mix


def bench_decode_rows(catalog) -> list[dict]:
    """Single-device decode measurements at an empty or short context, each with the estimate at the current
    constants: llmfit's community runs (one source per GPU folder) and llama-bench tg rows."""
    rows = []
    for case in speed_cases():
        model, mix = catalog.models.get(case.get("model_hint") or ""), catalog.mixes.get(mix_id(case) or "")
        gpu = catalog.gpus.get(case.get("gpu_id") or "")
        if model and mix and gpu and not gpu.is_cpu and int(case.get("gpu_count") or 1) == 1:
            row = _decode_row(catalog, gpu, model, mix, 4096, f"llmfit:{gpu.id}", float(case["tokens_per_s"]), "llmfit")
            rows += [row] if row else []
    for case, gpu, model, mix in bench_cases(catalog, r"tg\d+", depth=False):
        row = _decode_row(catalog, gpu, model, mix, 512, case["source_url"] or case["source"], float(case["tokens_per_s"]),
                          case.get("note") or "")
        rows += [row] if row else []
    return rows


CPU_MODELS = ((r"^phi-4 14b", "phi-4"), (r"^llama 2 7b", "llama-2-7b"), (r"^qwen2 32b", "qwen2.5-32b"), (r"^mixtral", "mixtral-8x7b"))


def cpu_decode_rows(catalog) -> list[dict]:
    """llama-bench tg rows on the CPU alone (benchmarks/data/speed_cpu_rows.json), each with the RAM's peak bandwidth
    (transfer rate x 8 bytes x channels, from the memory the source names) and the estimate at the current share."""
    path = DATA / "speed_cpu_rows.json"
    if not path.exists():
        return []
    rows = []
    for case in json.loads(path.read_text())["cases"]:
        memory = case.get("memory") or {}
        width = memory.get("bus_bits") or 64 * (memory.get("channels") or 0)
        if not re.fullmatch(r"tg\d+", case["test"]) or case.get("depth") or not memory.get("mts") or not width:
            continue
        model, mix = _printed_model(catalog, case, CPU_MODELS), _mix(catalog, case)
        if not model or not mix:
            continue
        bandwidth = memory["mts"] * width / 8 / 1000
        result = estimate(FitInput(model, mix, (), context=512, parallel=1, ram_gib=2048, ram_bandwidth_gbps=bandwidth), catalog)
        rows.append({"kind": "cpu", "source": case["source_url"] or case["source"], "gpu": case.get("cpu") or case["device"],
                     "model": model.id, "quant": mix.id, "measured": float(case["tokens_per_s"]),
                     "predicted": result.speed.decode_tps, "efficiency": decode_efficiency("cpu"), "overhead_s": 0.0,
                     "note": f"{bandwidth:.0f} GB/s, {case.get('threads')} threads; {case.get('note') or ''}", "gpu_id": None,
                     "model_id": model.id})
    return rows


def cpu_report(catalog, verbose: bool) -> None:
    """CPU decode: the share of the RAM's peak each source's runs imply. Collected, not fitted (the shipped share stays an
    assumption): the sources are few and disagree, and the largest is a dual-NUMA-node server on a fork's build."""
    rows = cpu_decode_rows(catalog)
    if not rows:
        return
    print(f"CPU decode (benchmarks/data/speed_cpu_rows.json, not fitted on; shipped share {decode_efficiency('cpu')}): "
          f"{len(rows)} runs of {len({r['source'] for r in rows})} sources")
    for source in sorted({r["source"] for r in rows}):
        mine = [r for r in rows if r["source"] == source]
        errors = [abs(r["predicted"] - r["measured"]) / r["measured"] for r in mine]
        print(f"  {mine[0]['gpu'][:30]:30} {len(mine):3} runs  implied share median {statistics.median(map(implied_efficiency, mine)):.2f}"
              f"  error as shipped median {statistics.median(errors):6.1%}  ({source[:60]})")
        if verbose:
            for r in mine:
                print(f"      {r['model']:16} {r['quant']:8} measured {r['measured']:7.2f}  estimate {r['predicted']:7.2f}  {r['note'][:60]}")


def implied_efficiency(row: dict) -> float:
    """The bandwidth share that would make this row's estimate exact, with the per-layer costs held."""
    read_s = (1 / row["predicted"] - row["overhead_s"]) * row["efficiency"]  # bytes per token / peak bandwidth
    return read_s / max(1 / row["measured"] - row["overhead_s"], 1e-9)


def predicted_at(row: dict, efficiency: float) -> float:
    read_s = (1 / row["predicted"] - row["overhead_s"]) * row["efficiency"]
    return 1 / (read_s / efficiency + row["overhead_s"])


# The HBM fit (checker.fit.speed "nvidia-hbm", checker.fit.weights.DEQUANT_OPS_PER_BYTE): Headroom's own llama-bench
# runs on the device machine's H200. A token takes the larger of its bytes over the bandwidth and its unpacking work
# over the card's INT32 throughput, plus a fixed cost per layer. The unpacking work is counted per weight of each
# type (a Q2_K weight costs about what a Q4_K weight does, in half the bytes). The fit below takes the cost per
# layer and the bandwidth share from a grid and solves the work per weight of every type the runs hold by least
# squares on the runs whose time outlasts their reads; it is repeated leaving each run out in turn.
DEVICE_SOURCE = "benchmarks/data/device/"
# Headroom's H200 runs of Qwen3.5 of 2026-11-28 (plans 'linear2' and 'linear3'): measured once, never fitted on, the
# held-out check of the HBM linear-attention cost (checker.fit.speed.HBM_LINEAR_ATTENTION_LAYER_SECONDS).
H200_LINEAR = (DEVICE_SOURCE + "h200-2026-11-28-linear2.md", DEVICE_SOURCE + "h200-2026-11-28-linear3.md")
# The tables of Headroom's H100 runs of 2026-11-27 after the first (iquants2, archs) and of 2026-11-28 (depth): held
# out, each under its own name.
H100_SERIES = (DEVICE_SOURCE + "h100-2026-11-27-", DEVICE_SOURCE + "h100-2026-11-28-")


def _weights_by_type(catalog, model, mix) -> tuple[dict[str, float], dict[str, float]]:
    """The weights one token reads, by ggml type: elements and bytes (the layers, routed experts at their share,
    and the output matrix)."""
    share = model.moe.experts_per_token / model.moe.n_experts if model.moe else 1.0
    elements: dict[str, float] = {}
    for t, chosen in typed_tensors(model, mix):
        elements[chosen] = elements.get(chosen, 0.0) + t.n_elements * (share if t.is_expert else 1.0)
    chosen = embedding_types(model, mix)[1]
    elements[chosen] = elements.get(chosen, 0.0) + model.vocab_size * model.hidden_size
    return elements, {t: n * catalog.bytes_per_element(t) for t, n in elements.items()}


def _hbm_seconds(per_layer: float, share: float, ops: dict[str, float], case: dict) -> float:
    """Seconds per token, with ``ops`` the integer operations per weight of each type."""
    work = sum(n * ops.get(t, 0.0) for t, n in case["elements"].items())
    return max(case["bytes"] / (case["bandwidth"] * share), work / case["int_ops"]) + case["layers"] * per_layer


def _hbm_fit(cases: list[dict]) -> tuple[float, float, dict[str, float]]:
    import numpy as np

    types = sorted({t for c in cases for t in c["elements"]} - set(FLOAT_TYPES))
    best = None
    for per_layer in np.arange(40, 80) * 1e-6:
        for share in (0.86, 0.90, 0.95, 1.0):
            ops = dict.fromkeys(types, 0.0)
            for _ in range(4):  # which runs are bound by their work depends on the solution: settle it
                bound = [c for c in cases if 1 / c["measured"] - c["layers"] * per_layer > c["bytes"] / (c["bandwidth"] * share)]
                if not bound:
                    break
                a = np.array([[c["elements"].get(t, 0.0) / c["int_ops"] * c["measured"] for t in types] for c in bound])
                b = np.array([1 - c["layers"] * per_layer * c["measured"] for c in bound])
                solution = np.linalg.lstsq(a, b, rcond=None)[0]
                ops = {t: max(float(v), 0.0) for t, v in zip(types, solution, strict=True)}
            cost = sum((_hbm_seconds(per_layer, share, ops, c) * c["measured"] - 1) ** 2 for c in cases)
            if best is None or cost < best[0]:
                best = (cost, float(per_layer), share, ops)
    return best[1], best[2], best[3]


# A type no run holds as its main type is fitted as another's: IQ2_S is a tenth of the weights of an iq3_xxs file and
# the IQ2_S ftype's default is IQ2_XS (llama-quant.cpp), so its own figure would only trade off against IQ3_XXS's.
FIT_AS = {"IQ2_S": "IQ2_XS"}


def hbm_fit(catalog, rows: list[dict]) -> None:
    cases = []
    for r in rows:
        if r["kind"] != "nvidia-hbm" or "-fa 0" in r["note"] or "-ub" in r["note"]:
            continue
        gpu, model = catalog.gpus[r["gpu_id"]], catalog.models[r["model_id"]]
        elements, by_type = _weights_by_type(catalog, model, catalog.mixes[r["quant"]])
        for tied, fitted in FIT_AS.items():
            if tied in elements:
                elements[fitted] = elements.get(fitted, 0.0) + elements.pop(tied)
        cases.append({"row": r, "source": r["source"], "measured": r["measured"], "layers": model.n_layers,
                      "elements": elements, "bytes": sum(by_type.values()), "bandwidth": gpu.bandwidth_gbps * 1e9,
                      "int_ops": int32_tops(gpu.fp32_tflops, gpu.cuda_compute_capability) * 1e12})
    own = [c for c in cases if c["source"] == DEVICE_SOURCE]
    if len(own) < 5:
        return
    per_layer, share, ops = _hbm_fit(own)
    loo = []
    for c in own:
        fitted = _hbm_fit([o for o in own if o is not c])
        loo.append(abs(1 / _hbm_seconds(*fitted, c) - c["measured"]) / c["measured"])
    shipped = {t: round(DEQUANT_OPS_PER_BYTE.get(t, 0.0) * catalog.bytes_per_element(t), 2) for t in ops}
    print(f"HBM decode fit on Headroom's own runs (the H200's, and the H100's first i-quant run; {len(own)} runs at default "
          f"settings): {per_layer * 1e6:.0f} us per layer, "
          f"bandwidth share {share:.2f}; integer ops per weight: "
          + ", ".join(f"{t} {v:.2f}" for t, v in ops.items()) + "\n  shipped (checker.fit.weights.DEQUANT_OPS_PER_BYTE "
          "times the bytes per weight): " + ", ".join(f"{t} {v}" for t, v in shipped.items()))
    print(f"  leave-one-run-out: {spread(loo)}")
    held = [c["row"] for c in cases if c["source"] != DEVICE_SOURCE]  # other sources and cards: never fitted on
    if held:
        errors = [abs(r["predicted"] - r["measured"]) / r["measured"] for r in held]
        print(f"  held out ({len(held)} runs of {len({r['source'] for r in held})} sources, never fitted on here; the H100's "
              f"Qwen3.5 runs are the HBM linear-attention cost's, below): {spread(errors)}")
        for source in sorted({r["source"] for r in held}):
            mine = [r for r in held if r["source"] == source]
            print(f"    {source[:60]}: {len(mine)} runs, {spread([abs(r['predicted'] / r['measured'] - 1) for r in mine])}"
                  + _before_the_run(mine, source))
    for r in held:
        print(f"    {r['gpu']} {r['model']} {r['quant']}: measured {r['measured']:.1f}, estimate {r['predicted']:.1f} "
              f"({(r['predicted'] - r['measured']) / r['measured']:+.1%}; {r['source'][:60]})")


def _before_the_run(rows: list[dict], source: str) -> str:
    """For a device run whose estimates were written down before it ran (benchmarks/device_speed.py prepare), the
    error of those estimates over the same rows."""
    from benchmarks.device_speed import read_estimates

    path = ROOT / source.removesuffix(".md")
    path = path.with_name(path.name + "-predictions.txt")
    if not source.startswith(DEVICE_SOURCE) or not path.exists():
        return ""
    written = read_estimates(path)
    errors = [abs(written[(r["model"], r["quant"])] / r["measured"] - 1) for r in rows if (r["model"], r["quant"]) in written]
    return f"; as estimated before the run: {spread(errors)}" if len(errors) == len(rows) else ""


# NVIDIA prefill of quantized weights before llama.cpp PR #8075 (merged 2024-06-24: its MMQ kernels on the int8 tensor
# cores by default, instead of dequantizing to FP16 for cuBLAS) was 1.4-1.7x slower (PR #7676's RTX 3090 tables): those
# rows describe a llama.cpp nobody runs now, so the share is not fitted on them. The ones in the files: PR #4766 (its
# log prints "GGML_CUDA_FORCE_MMQ: no", "CUDA_USE_TENSOR_CORES: yes": cuBLAS, January 2024) and PR #4812 (build 1786).
PRE_MMQ_SOURCES = ("https://github.com/ggml-org/llama.cpp/pull/4766", "https://github.com/ggml-org/llama.cpp/pull/4812")


def pre_mmq(case, gpu, mix) -> bool:
    """A quantized NVIDIA prefill row of a llama.cpp build before its int8 tensor-core MMQ kernels were the default."""
    return gpu.vendor == "NVIDIA" and mix.base_type not in FLOAT_TYPES and (case.get("source_url") or "") in PRE_MMQ_SOURCES


def prefill_rows(catalog) -> list[dict]:
    """llama-bench pp512 rows on one device with a catalog model and card, each with the estimate at the current
    constants. Rows marked NOT representative (MoE prefill on zero weights), NVIDIA quantized rows of builds before
    MMQ on the tensor cores (PRE_MMQ_SOURCES) and rows whose prompt ran in pieces smaller than llama-bench's default
    micro-batch (a logical batch under 512: "-b 120") are left out."""
    rows = []
    for case, gpu, model, mix in bench_cases(catalog, "pp512", depth=False):
        ubatch = row_ubatch(case)
        if "NOT representative" in (case.get("note") or "") or pre_mmq(case, gpu, mix) or (ubatch or 512) < 512:
            continue
        hardware = Hardware.from_gpu(gpu)
        result = estimate(FitInput(model, mix, (hardware,), context=512, parallel=1, ram_gib=512, ubatch=ubatch), catalog)
        if result.verdict != "fits" or not result.speed.prefill_tps:
            continue
        weights = "float" if mix.base_type in FLOAT_TYPES else "quantized"
        row_kind, _ = prefill_row(hardware.kind, weights == "float", model.moe is not None)
        rows.append({"kind": row_kind, "weights": weights, "source": case["source_url"] or case["source"], "gpu": gpu.name,
                     "model": model.id, "moe": model.moe is not None, "quant": mix.id, "measured": case["tokens_per_s"],
                     "predicted": result.speed.prefill_tps,
                     "share": prefill_efficiency(hardware.kind, weights == "float", model.moe is not None)})
    return rows


def prefill_by_kind(catalog, verbose: bool) -> None:
    """Prefill (pp512) per kind of hardware and kind of weights: the share of peak FP16 tensor throughput each
    reaches (median of its rows; the time is the work over the throughput, so the implied share is the shipped
    share times measured / estimate), the error as shipped, and leave-one-source-out."""
    rows = prefill_rows(catalog)
    errors = [abs(r["predicted"] - r["measured"]) / r["measured"] for r in rows]
    print(f"Prefill tokens/s (pp512) by kind of hardware and weights: {len(rows)} single-device runs; all: "
          f"{spread(errors)}")
    print(f"  {'kind':15} {'weights':9} {'rows':>4} {'srcs':>4} {'fitted share':>12} {'shipped':>8}  {'error as shipped':>18}  "
          f"{'leave-one-source-out':>22}")
    all_loso = []
    for kind, weights in sorted({(r["kind"], r["weights"]) for r in rows}):
        mine = [r for r in rows if r["kind"] == kind and r["weights"] == weights]
        implied = [r["share"] * r["measured"] / r["predicted"] for r in mine]
        sources = sorted({r["source"] for r in mine})
        shipped = [abs(r["predicted"] - r["measured"]) / r["measured"] for r in mine]
        loso = []
        for source in sources:
            others = [i for i, r in zip(implied, mine, strict=True) if r["source"] != source]
            share = statistics.median(others) if others else PREFILL_EFFICIENCY
            loso += [abs(r["predicted"] * share / r["share"] - r["measured"]) / r["measured"] for r in mine if r["source"] == source]
        # A pair that keeps the single share was not fitted on its rows: its error as shipped is already held out.
        kept = (kind, weights == "float") in PREFILL_EFFICIENCY_BY_KIND
        ordered = [r for source in sources for r in mine if r["source"] == source] if kept else mine
        all_loso += list(zip(ordered, loso if kept else shipped, strict=True))
        print(f"  {kind:15} {weights:9} {len(mine):4} {len(sources):4} {statistics.median(implied):12.3f} {mine[0]['share']:8.2f}  "
              f"{spread(shipped, gap=' ')}  "
              f"{spread(loso, gap=' ')}")
        if verbose:
            for r, i in zip(mine, implied, strict=True):
                print(f"      {r['gpu'][:24]:24} {r['model']:16} {r['quant']:8} measured {r['measured']:8.0f}  "
                      f"estimate {r['predicted']:8.0f}  implied share {i:.3f}")
    errors = [e for _, e in all_loso]
    print(f"  all, each shipped pair left out source by source: {spread(errors)}")
    # The MoE batch cost (checker.fit.speed.MOE_PADDED_TOKENS) was fitted on Headroom's own H200 MoE runs: without them
    # every row's error is held out.
    held = [e for r, e in all_loso if not (r["source"] == DEVICE_SOURCE and r["moe"])]
    print(f"  the same without the {len(errors) - len(held)} H200 MoE runs the MoE batch cost was fitted on: "
          f"{spread(held)}")
    # Headroom's H100 runs of 2026-11-27 and -28 (the first i-quant run fitted on, under DEVICE_SOURCE; the second,
    # -iquants2.md, -archs.md and 2026-11-28's -depth.md held out) are many rows of one card and one well-measured pair: without them, the other runs' figure,
    # which PREFILL_ERROR_BAND takes (checker.fit.verdicts).
    others = [e for r, e in all_loso if not ("H100" in r["gpu"] and (r["source"] == DEVICE_SOURCE
                                                                      or r["source"].startswith(H100_SERIES)))]
    print(f"  the same without the {len(errors) - len(others)} runs of Headroom's H100 of 2026-11-27 and -28: {spread(others)}")


def _moe_prefill_rows(catalog) -> list[dict]:
    """llama-bench prompt rows of MoE models through CUDA at an empty context, with the micro-batch they ran at."""
    rows = []
    for case, gpu, model, mix in bench_cases(catalog, r"pp\d+", depth=False):
        note = case.get("note") or ""
        if not model.moe or case["backend"] != "CUDA" or "NOT representative" in note:
            continue
        # A file whose tensors are not the catalog's mix (gpt-oss "Q8_0" files keep their experts in MXFP4) is skipped.
        if not _file_is(catalog, case, model, mix):
            continue
        rows.append({"case": case, "gpu": gpu, "model": model, "mix": mix, "ubatch": row_ubatch(case) or 512,
                     "prompt": int(case["test"][2:]), "measured": case["tokens_per_s"],
                     "source": case["source_url"] or case["source"]})
    return rows


def _prefill_with(catalog, inp: FitInput, constant: str, padded: float) -> float:
    """The prefill estimate with one of checker.fit.speed's MoE batch costs set to ``padded`` for the call."""
    import checker.fit.speed as speed_module

    shipped = getattr(speed_module, constant)
    setattr(speed_module, constant, padded)
    try:
        return estimate(inp, catalog).speed.prefill_tps
    finally:
        setattr(speed_module, constant, shipped)


def _moe_estimate(catalog, row: dict, padded: float) -> float:
    inp = FitInput(row["model"], row["mix"], (Hardware.from_gpu(row["gpu"]),), context=max(row["prompt"], 512), parallel=1,
                   ram_gib=512, ubatch=row["ubatch"])
    return _prefill_with(catalog, inp, "MOE_PADDED_TOKENS", padded)


def _moe_fit(catalog, rows: list[dict]) -> float:
    return min(range(0, 301, 2), key=lambda w: sum((r["measured"] / _moe_estimate(catalog, r, w) - 1) ** 2 for r in rows))


def moe_prefill(catalog, verbose: bool) -> None:
    """The cost of an MoE prompt batch (checker.fit.speed.MOE_PADDED_TOKENS): fitted on Headroom's own H200 runs
    whose routers spread the tokens, leaving each model out in turn; the H100's runs and other sources' rows are
    never fitted on."""
    rows = _moe_prefill_rows(catalog)
    own = [r for r in rows if r["source"] == DEVICE_SOURCE]
    if len(own) < 4:
        return
    fitted = _moe_fit(catalog, own)
    loo = []
    for name in sorted({r["model"].id for r in own}):
        padded = _moe_fit(catalog, [r for r in own if r["model"].id != name])
        loo += [abs(_moe_estimate(catalog, r, padded) - r["measured"]) / r["measured"] for r in own if r["model"].id == name]
    fit_errors = [abs(_moe_estimate(catalog, r, fitted) - r["measured"]) / r["measured"] for r in own]
    print(f"MoE prefill through CUDA (checker.fit.speed.MOE_PADDED_TOKENS, shipped {MOE_PADDED_TOKENS}): fitted {fitted} tokens "
          f"per expert a batch touches, on {len(own)} H200 runs of {len({r['model'].id for r in own})} models at micro-batches "
          f"{sorted({r['ubatch'] for r in own})}: {spread(fit_errors)}")
    print(f"  leave-one-model-out: {spread(loo)}")
    # Other sources' rows: never fitted on for the padding. Those on NVIDIA cards other than HBM ones (RTX PRO 6000, DGX
    # Spark) are what MOE_PREFILL_EFFICIENCY_NVIDIA is fitted on since estimator 2026.11.16, so they are printed apart.
    others = [r for r in rows if r["source"] != DEVICE_SOURCE]
    hbm = [r for r in others if Hardware.from_gpu(r["gpu"]).kind == "nvidia-hbm"]
    mine = [r for r in others if r not in hbm]
    for title, held in (("held out", hbm), ("the MoE share's rows (MOE_PREFILL_EFFICIENCY_NVIDIA is fitted on them)", mine)):
        errors = [abs(_moe_estimate(catalog, r, MOE_PADDED_TOKENS) - r["measured"]) / r["measured"] for r in held]
        without = [abs(_moe_estimate(catalog, r, 0) - r["measured"]) / r["measured"] for r in held]
        if held:
            print(f"  {title} ({len(held)} runs of {len({r['source'] for r in held})} sources, not fitted on for the padding): "
                  f"{spread(errors)}   (without the padding: median {statistics.median(without):5.1%})")
    # The MoE share, each source predicted from the others' median implied share (the time is the work over the throughput,
    # so a row implies the shipped share times measured / estimate).
    implied = {id(r): MOE_PREFILL_EFFICIENCY_NVIDIA * r["measured"] / _moe_estimate(catalog, r, MOE_PADDED_TOKENS) for r in mine}
    loso = []
    for source in sorted({r["source"] for r in mine}):
        rest = [implied[id(r)] for r in mine if r["source"] != source]
        loso += [abs(statistics.median(rest) / implied[id(r)] - 1) for r in mine if r["source"] == source and rest]
    if loso:
        print(f"  MOE_PREFILL_EFFICIENCY_NVIDIA (shipped {MOE_PREFILL_EFFICIENCY_NVIDIA}): the median implied share "
              f"{statistics.median(implied.values()):.3f}; leave-one-source-out {spread(loso)}; the single share "
              f"{PREFILL_EFFICIENCY} would be off by a median {statistics.median(abs(PREFILL_EFFICIENCY / i - 1) for i in implied.values()):5.1%}")
    if verbose:
        for r in own + others:
            print(f"      {r['gpu'].name[:24]:24} {r['model'].id:16} {r['mix'].id:10} -ub {r['ubatch']:4}  measured {r['measured']:8.0f}  "
                  f"estimate {_moe_estimate(catalog, r, MOE_PADDED_TOKENS):8.0f}  {'fitted' if r in own else 'held out' if r in hbm else 'MoE share'}")


def _intel_moe_estimate(catalog, gpus, model, mix, padded: float) -> float:
    inp = FitInput(model, mix, tuple(Hardware.from_gpu(g) for g in gpus), context=512, parallel=1, ram_gib=512)
    return _prefill_with(catalog, inp, "MOE_PADDED_TOKENS_INTEL", padded)


def intel_moe_prefill(catalog, verbose: bool) -> None:
    """The cost of an MoE prompt batch on Intel Arc (checker.fit.speed.MOE_PADDED_TOKENS_INTEL): fitted on the single-card
    pp512 MoE rows of speed_amd_intel_rows.json, each row also predicted from the others' fit; the two-A770 Vulkan rows
    (issue #20893; two cards, another backend and card generation) are never fitted on."""
    single = [(case, (gpu,), model, mix) for case, gpu, model, mix in bench_cases(catalog, "pp512", depth=False)
              if gpu.vendor == "Intel" and model.moe]
    pair = [(case, (gpu, gpu), model, _mix(catalog, case)) for case, gpu, model in _amd_intel_cases(catalog)
            if case["test"] == "pp512" and int(case.get("device_count") or 1) == 2 and gpu and model and model.moe]
    if len(single) < 2:
        return

    def fit(rows) -> int:
        return min(range(0, 2001, 10), key=lambda w: sum((c["tokens_per_s"] / _intel_moe_estimate(catalog, g, m, x, w) - 1) ** 2
                                                          for c, g, m, x in rows))

    def errors(rows, padded) -> list[float]:
        return [abs(_intel_moe_estimate(catalog, g, m, x, padded) - c["tokens_per_s"]) / c["tokens_per_s"] for c, g, m, x in rows]

    loo = [e for row in single for e in errors([row], fit([r for r in single if r is not row]))]
    print(f"MoE prefill on Intel Arc (checker.fit.speed.MOE_PADDED_TOKENS_INTEL, shipped {MOE_PADDED_TOKENS_INTEL}): fitted "
          f"{fit(single)} on {len(single)} single-card runs of {len({c['source_url'] for c, *_ in single})} sources: median "
          f"{statistics.median(errors(single, MOE_PADDED_TOKENS_INTEL)):5.1%}; each from the other's fit: median "
          f"{statistics.median(loo):5.1%} (without the padding: median {statistics.median(errors(single, 0)):5.1%})")
    if pair:
        print(f"  held out ({len(pair)} runs on two A770s under Vulkan, never fitted on): median "
              f"{statistics.median(errors(pair, MOE_PADDED_TOKENS_INTEL)):5.1%} (without the padding: median "
              f"{statistics.median(errors(pair, 0)):5.1%})")
    if verbose:
        for c, g, m, x in single + pair:
            print(f"      {len(g)}x {g[0].name[:20]:20} {m.id:16} {x.id:8} measured {c['tokens_per_s']:7.0f}  "
                  f"estimate {_intel_moe_estimate(catalog, g, m, x, MOE_PADDED_TOKENS_INTEL):7.0f}")


def metal_linear(catalog, verbose: bool, decode_rows: list[dict]) -> None:
    """The extra decode cost of a linear-attention (Gated DeltaNet) layer through Metal
    (checker.fit.speed.METAL_LINEAR_ATTENTION_LAYER_SECONDS) on the kinds that take it (METAL_KINDS)."""
    linear = {r["model_id"]: layer_kinds(catalog.models[r["model_id"]]).count("linear") for r in decode_rows}
    _metal_layer_cost("Linear-attention layers through Metal (checker.fit.speed.METAL_LINEAR_ATTENTION_LAYER_SECONDS",
                      "linear layer", METAL_LINEAR_ATTENTION_LAYER_SECONDS, METAL_KINDS, decode_rows,
                      lambda row: linear[row["model_id"]], verbose)
    _metal_layer_cost("Linear-attention layers on NVIDIA's HBM cards (checker.fit.speed.HBM_LINEAR_ATTENTION_LAYER_SECONDS",
                      "linear layer", HBM_LINEAR_ATTENTION_LAYER_SECONDS, HBM_LINEAR_KINDS, decode_rows,
                      lambda row: linear[row["model_id"]], verbose, runs="HBM runs", held_out=H200_LINEAR,
                      before=LINEAR_ATTENTION_LAYER_SECONDS)
    elsewhere = tuple(sorted({r["kind"] for r in decode_rows} - set(METAL_KINDS) - set(HBM_LINEAR_KINDS) - {"cpu"}))
    _metal_layer_cost("Linear-attention layers elsewhere (checker.fit.speed.LINEAR_ATTENTION_LAYER_SECONDS",
                      "linear layer", LINEAR_ATTENTION_LAYER_SECONDS, elsewhere, decode_rows,
                      lambda row: linear[row["model_id"]], verbose, runs="runs off the Metal base chips and HBM cards")


def metal_moe(catalog, verbose: bool, decode_rows: list[dict]) -> None:
    """The extra decode cost of an MoE layer through Metal (checker.fit.speed.METAL_MOE_LAYER_SECONDS) on every Apple
    kind (METAL_MOE_KINDS)."""
    def moe_layers(row) -> int:
        model = catalog.models[row["model_id"]]
        return model.moe.n_moe_layers if model.moe else 0

    _metal_layer_cost("MoE decode through Metal (checker.fit.speed.METAL_MOE_LAYER_SECONDS", "MoE layer",
                      METAL_MOE_LAYER_SECONDS, METAL_MOE_KINDS, decode_rows, moe_layers, verbose)


def _metal_layer_cost(title: str, unit: str, shipped: float, kinds: tuple[str, ...], decode_rows: list[dict], layers,
                      verbose: bool, runs: str = "Apple runs", held_out: tuple[str, ...] = (),
                      before: float | None = None) -> None:
    """A fixed decode cost per layer of one sort (``layers(row)`` of them in a row's model) on some kinds (through
    Metal, first): the cost each tg row of such a model on those kinds implies, their median, and each source predicted
    from the other sources' median; the rows of the ``held_out`` sources apart, never fitted on, at the shipped cost
    and at ``before``; beside them, the same models on other kinds of hardware, which carry no such cost."""
    rows = [r for r in decode_rows if layers(r)]
    metal = [r for r in rows if r["kind"] in kinds and r["source"] not in held_out]
    held = [r for r in rows if r["kind"] in kinds and r["source"] in held_out]
    if len(metal) < 2:
        return

    def implied(row) -> float:  # the cost per layer that makes this row's estimate exact
        return shipped + (1 / row["measured"] - 1 / row["predicted"]) / layers(row)

    def error(row, cost: float) -> float:
        at = 1 / (1 / row["predicted"] + (cost - shipped) * layers(row))
        return abs(at - row["measured"]) / row["measured"]

    sources = sorted({r["source"] for r in metal})
    loso = [error(r, statistics.median(implied(o) for o in metal if o["source"] != source))
            for source in sources for r in metal if r["source"] == source] if len(sources) > 1 else []
    print(f"{title}, shipped {shipped * 1e6:.0f} us): {len(metal)} {runs} of {len(sources)} sources imply "
          f"{statistics.median(implied(r) for r in metal) * 1e6:.0f} us per {unit} (median; "
          f"{min(implied(r) for r in metal) * 1e6:.0f}-{max(implied(r) for r in metal) * 1e6:.0f}): "
          f"{spread([error(r, shipped) for r in metal])}; leave-one-source-out "
          f"{spread(loso) if loso else '(one source)'}; without the cost {spread([error(r, 0.0) for r in metal])}")
    if held:
        print(f"  held out ({len(held)} runs of {len({r['source'] for r in held})} sources, never fitted on): "
              f"{spread([error(r, shipped) for r in held])}"
              + (f"; at {before * 1e6:.0f} us, the cost before: {spread([error(r, before) for r in held])}" if before else ""))
    others = [abs(r["predicted"] - r["measured"]) / r["measured"] for r in rows if r["kind"] not in kinds]
    if others:
        print(f"  the same models elsewhere (not this cost): {len(others)} runs of "
              f"{len({r['source'] for r in rows if r['kind'] not in kinds})} sources, {spread(others)}")
    if verbose:
        for r in rows:
            print(f"      {r['gpu'][:24]:24} {r['model']:16} {r['quant']:8} measured {r['measured']:7.1f}  "
                  f"estimate {r['predicted']:7.1f}" + (f"  implies {implied(r) * 1e6:.0f} us" if r in metal + held else "")
                  + ("  (held out)" if r in held else ""))


def intel_moe_decode(catalog, verbose: bool) -> None:
    """The extra decode cost of an MoE layer on Intel Arc through SYCL (checker.fit.speed.INTEL_SYCL_MOE_LAYER_SECONDS):
    the cost each single-card SYCL tg row implies, their mean, and each row predicted from the other rows' fit; the
    Vulkan rows (issue #24005; UD-Q4_K_XL, estimated as Q4_K_M, whose size it nearly has) are never fitted on and are
    printed without the cost, as Ollama and LM Studio are estimated."""
    rows = []
    for case, gpu, model in _amd_intel_cases(catalog):
        if not (gpu and model and model.moe and gpu.vendor == "Intel" and re.fullmatch(r"tg\d+", case["test"])
                and not case.get("depth") and int(case.get("device_count") or 1) == 1):
            continue
        mix = _mix(catalog, case) or catalog.mixes.get("q4_k_m")
        result = estimate(FitInput(model, mix, (Hardware.from_gpu(gpu),), context=512, parallel=1, ram_gib=512), catalog)
        if result.verdict == "fits" and result.speed.decode_tps:
            rows.append((case, gpu, model, mix, result.speed.decode_tps))
    sycl = [r for r in rows if "SYCL" in r[0]["backend"]]
    if len(sycl) < 2:
        return

    def implied(row) -> float:  # the cost per MoE layer that makes this row's estimate exact
        case, _, model, _, predicted = row
        return INTEL_SYCL_MOE_LAYER_SECONDS + (1 / case["tokens_per_s"] - 1 / predicted) / model.moe.n_moe_layers

    def at(row, cost: float) -> float:
        case, _, model, _, predicted = row
        return 1 / (1 / predicted + (cost - INTEL_SYCL_MOE_LAYER_SECONDS) * model.moe.n_moe_layers)

    def error(row, cost: float) -> float:
        return abs(at(row, cost) - row[0]["tokens_per_s"]) / row[0]["tokens_per_s"]

    loo = [error(row, statistics.mean(implied(r) for r in sycl if r is not row)) for row in sycl]
    print(f"MoE decode on Intel Arc through SYCL (checker.fit.speed.INTEL_SYCL_MOE_LAYER_SECONDS, shipped "
          f"{INTEL_SYCL_MOE_LAYER_SECONDS * 1e6:.0f} us): fitted {statistics.mean(implied(r) for r in sycl) * 1e6:.0f} us per MoE "
          f"layer on {len(sycl)} single-card runs of {len({r[0]['source_url'] for r in sycl})} sources: median "
          f"{statistics.median(error(r, INTEL_SYCL_MOE_LAYER_SECONDS) for r in sycl):5.1%}; each from the other's fit: median "
          f"{statistics.median(loo):5.1%} (without the cost: median {statistics.median(error(r, 0.0) for r in sycl):5.1%})")
    for row in rows:
        if row not in sycl:
            print(f"  held out, Vulkan ({row[1].name}, {row[2].id}, never fitted on): without the cost {error(row, 0.0):5.1%} "
                  f"off, with it {error(row, INTEL_SYCL_MOE_LAYER_SECONDS):5.1%}")
    if verbose:
        for row in sycl:
            print(f"      {row[1].name[:20]:20} {row[2].id:16} measured {row[0]['tokens_per_s']:6.1f}  estimate {row[4]:6.1f}  "
                  f"implied {implied(row) * 1e6:4.0f} us")


def prompt_tps(catalog, inp: FitInput, prompt: int, depth: int) -> float | None:
    """Tokens/s of a llama-bench prompt test ("pp16384", "pp2048 @ d4096"): the prompt runs as micro-batches (the
    input's -ub, 512 where it gives none), each starting where the last ended, so its rate is the prompt over the sum of
    the batches' times, each batch's from the estimate of a batch starting that far in (the estimate's empty-context
    prompt rate at the start, its full-context one at a context of that many tokens). None where a batch's context does
    not fit."""
    ubatch = inp.ubatch or 512
    seconds = 0.0
    for start in range(depth, depth + prompt, ubatch):
        tokens = min(ubatch, depth + prompt - start)
        result = estimate(dataclasses.replace(inp, context=start or 512), catalog)
        if result.verdict != "fits" or result.context < start:
            return None
        rate = result.speed.prefill_tps_full if start else result.speed.prefill_tps
        if not rate:
            return None
        seconds += tokens / rate
    return prompt / seconds


def at_depth(catalog, verbose: bool, test: str, title: str) -> None:
    """llama-bench rows measured after a prompt of d tokens ("tg128 @ d16384", "pp512 @ d4096"): the estimate at that
    context (decode, or a prompt batch when the context already holds d tokens) against the measurement. Nothing is
    fitted on these rows; MoE prefill on zero weights is left out."""
    errors = []
    for case, gpu, model, mix in bench_cases(catalog, test, depth=True):
        if "NOT representative" in (case.get("note") or ""):
            continue
        context = case["depth"] + int(case["test"][2:])
        inp = FitInput(model, mix, (Hardware.from_gpu(gpu),), context=context, parallel=1, ram_gib=512,
                       flash_attn=case.get("flash_attn") != 0)
        result = estimate(inp, catalog)
        if result.verdict != "fits" or result.context < context:
            continue
        estimated = result.speed.decode_tps_full if test.startswith("tg") else \
            prompt_tps(catalog, inp, int(case["test"][2:]), case["depth"])
        if not estimated:
            continue
        error = (estimated - case["tokens_per_s"]) / case["tokens_per_s"]
        errors.append(abs(error))
        if verbose:
            print(f"      {gpu.name[:24]:24} {model.id:16} {mix.id:8} depth {case['depth']:6}  measured {case['tokens_per_s']:8.1f}  "
                  f"estimate {estimated:8.1f}  {error:+.1%}")
    if errors:
        print(f"{title} (llama-bench rows after a prompt, never fitted on): {len(errors)} runs, "
              f"{spread(errors)}")


def speed_by_kind(catalog, verbose: bool, rows: list[dict]) -> None:
    """Decode per kind of hardware: the share each kind reaches (median of its rows), the error of the
    estimator as shipped, and leave-one-source-out: each source predicted from the kind's other sources
    (from the GDDR share when no other source has that kind), so an overfit shows. ``rows``: bench_decode_rows'."""
    hbm_fit(catalog, rows)
    print(f"Decode tokens/s by kind of hardware: {len(rows)} single-device runs (llmfit's community runs and llama-bench tg rows)")
    print(f"  {'kind':15} {'rows':>4} {'srcs':>4} {'fitted share':>12} {'shipped':>8}  {'error as shipped':>18}  {'leave-one-source-out':>22}")
    for kind in sorted({r["kind"] for r in rows}):
        mine = [r for r in rows if r["kind"] == kind]
        sources = sorted({r["source"] for r in mine})
        fitted = statistics.median(implied_efficiency(r) for r in mine)
        shipped = [abs(r["predicted"] - r["measured"]) / r["measured"] for r in mine]
        loso = []
        for source in sources:
            others = [implied_efficiency(r) for r in mine if r["source"] != source]
            share = statistics.median(others) if others else DECODE_EFFICIENCY["nvidia-gddr"]
            loso += [abs(predicted_at(r, share) - r["measured"]) / r["measured"] for r in mine if r["source"] == source]
        # The HBM constants are not a bandwidth share alone (the fit above): its hold-outs are printed there.
        held_out = "       (the HBM fit above)" if kind == "nvidia-hbm" else \
            f"{spread(loso, gap=' ')}"
        print(f"  {kind:15} {len(mine):4} {len(sources):4} {fitted:12.3f} {decode_efficiency(kind):8.2f}  "
              f"{spread(shipped, gap=' ')}  {held_out}")
        if verbose:
            for r in mine:
                print(f"      {r['gpu'][:24]:24} {r['model']:16} {r['quant']:8} measured {r['measured']:7.1f}  "
                      f"estimate {r['predicted']:7.1f}  implied share {implied_efficiency(r):.3f}  {r['note'][:50]}")


def hbm_holdout(catalog) -> None:
    """HBM cards other than the H100 and H200 the HBM constants were fitted on: benchmarks/data/speed_hbm_rows.json's
    single-device runs at an empty context, never fitted on, each beside the estimate (a hold-out, printed whole)."""
    print("Held out, never fitted on: HBM cards other than H100/H200 (speed_hbm_rows.json, single device, empty context)")
    for case in _cases("speed_hbm_rows.json"):
        gpu, model = catalog.gpus.get(case.get("catalog_gpu") or ""), catalog.models.get(case.get("catalog_model") or "")
        mix = _mix(catalog, case)
        if not (gpu and model and mix) or int(case.get("device_count") or 1) != 1 or case.get("depth"):
            continue
        result = estimate(FitInput(model, mix, (Hardware.from_gpu(gpu),), context=512, parallel=1, ram_gib=512), catalog)
        decode = case["test"].startswith("tg")
        predicted = result.speed.decode_tps if decode else result.speed.prefill_tps
        if not predicted:
            continue  # (a model that does not fit the card has no speed to compare)
        print(f"  {gpu.name[:22]:22} {model.id:20} {mix.id:7} {case['test']:6} measured {case['tokens_per_s']:8.1f}  "
              f"estimate {predicted:8.1f}  estimate / measured {predicted / case['tokens_per_s']:.2f}")


def report(title: str, ours: list[float], rule: list[float], rows: list[str], verbose: bool) -> None:
    print(f"{title}: {len(ours)} cases")
    if verbose:
        print("\n".join(rows))
    if ours:
        print(f"  estimator   {spread(ours, width='6.1%')}")
        print(f"  rule        {spread(rule, width='6.1%')}")
        if statistics.median(ours) > 0.001:
            print(f"  ratio (rule median / estimator median): {statistics.median(rule) / statistics.median(ours):.1f}x")


LOAD_LOGS = DATA / "load_logs"
LOG_GPU = re.compile(r"^(CUDA\d+|ROCm\d+|SYCL\d+|Vulkan\d+|Metal|MTL\d+)(?:_Mapped|_Split)? (model|KV|compute)\b")
# What the estimator has no input for, by the notes of benchmarks/data/load_logs/index.json (read off each log).
LOG_LEFT_OUT = {"split mode row": "-sm row (weights split by rows over the GPUs)", "--no-kv-offload": "--no-kv-offload",
                "--override-tensor": "tensors moved by -ot patterns", "-ot putting": "tensors moved by -ot patterns",
                "-ot keeping": "tensors moved by -ot patterns", "-ot moving": "tensors moved by -ot patterns"}


KV_SPLIT = re.compile(r"K \(\w+\):\s*([\d.]+) MiB, V \(\w+\):\s*([\d.]+) MiB")
LOG_ARCH_LEFT_OUT = {"jamba": "a hybrid of Mamba and attention layers (its recurrent state is not described by the model fields)",
                     "gemma3n": "Gemma 3n (layers that share their KV cache, per-layer embeddings) is not described by the model fields",
                     "deci": "a model whose layers differ in heads and FFN width (Nemotron's deci) is not described by the model fields"}


def _log_settings(entry: dict) -> dict:
    done, total = (int(x) for x in entry["layers_offloaded"].split("/"))
    flash = str(entry.get("flash_attn") or "0").strip().lower() in ("1", "true", "enabled", "on")
    return {"ctx": [str(entry["n_ctx"])], "ubatch": [str(entry.get("n_ubatch") or 512)], "flash_attn": ["on" if flash else "off"],
            "kv_cache": [entry.get("type_k") or "f16"], "parallel": [str(entry.get("n_seq_max") or 1)],
            "n_gpu_layers": [str(done)], "runtime": ["llama.cpp"]}, done, total


def _mib(value: float | list[float]) -> float:
    """A buffer as the index holds it: one figure, or a list where a split file printed one per part."""
    return sum(value) if isinstance(value, list) else value


def public_log_rows(catalog) -> list[dict]:
    """Every public load log of benchmarks/data/load_logs, its model taken from the log's own print_info lines (the
    custom page's "paste a load log"), against the GPU buffers it printed."""
    from dataclasses import replace

    from checker.fit.errors import QueryError
    from checker.fit.query import load_log_query, to_fit_input
    from diagnose_accuracy import held_out  # the same fixed fifth, by a hash of the name

    rows = []
    for entry in json.loads((LOAD_LOGS / "index.json").read_text()):
        row = {"file": entry["file"], "held_out": held_out(entry["file"])}
        gpu_buffers = {key: _mib(value) for key, value in entry["buffers_mib"].items() if LOG_GPU.match(key)}
        gpus = {LOG_GPU.match(key).group(1) for key in gpu_buffers}
        measured = sum(gpu_buffers.values())
        params, done, total = _log_settings(entry)
        note = entry.get("notes") or ""
        reason = next((why for mark, why in LOG_LEFT_OUT.items() if mark in note), None)
        text = (LOAD_LOGS / entry["file"]).read_text()
        arch = entry.get("arch") or ""
        if not reason and any("_Split" in key for key in entry["buffers_mib"]):
            reason = "-sm row (weights split by rows over the GPUs)"
        if not reason and done == total and any(key.startswith(("CPU KV", "CUDA_Host KV")) for key in entry["buffers_mib"]):
            reason = "the KV cache in system RAM with every layer on the GPU (--no-kv-offload)"
        if not reason and arch in LOG_ARCH_LEFT_OUT:
            reason = LOG_ARCH_LEFT_OUT[arch]
        # A DeepSeek (MLA) model in a build before llama.cpp's compressed MLA cache (2025) cached each head's full K (192
        # wide) and V (128): K and V in the ratio 3:2, where the compressed cache keeps the latent alone.
        kv_line = KV_SPLIT.search(text)
        if not reason and arch == "deepseek2" and kv_line and 1.45 < float(kv_line.group(1)) / max(float(kv_line.group(2)), 1e-9) < 1.55:
            reason = "an MLA model loaded by a build before llama.cpp's compressed MLA cache: it cached full K and V per head"
        if not reason and 0 < done < total:
            reason = "a partial offload placed by llama.cpp's rule before PR #18148 (December 2025: the output layer last)"
        if not reason and not measured:
            reason = "no GPU buffer printed"
        if reason:
            rows.append({**row, "left_out": reason})
            continue
        if "exps" in note and "CPU" in note:  # -ot ".ffn_.*_exps.=CPU": every layer's routed experts in system RAM
            params["n_cpu_moe"] = [str(total - 1)]
        try:
            query = load_log_query(text, params, catalog)
            inp = to_fit_input(query, catalog)
        except QueryError as error:
            rows.append({**row, "left_out": f"the estimator refused it: {error.message}"})
            continue
        inp = replace(inp, gpus=(BIG_GPU,) * len(gpus))
        plan = estimate(inp, catalog).plan
        predicted = sum(d.weights_mib + d.kv_cache_mib + d.compute_buffer_mib for d in plan.gpus)
        parts = {"measured_parts": {kind: sum(v for k, v in gpu_buffers.items() if LOG_GPU.match(k).group(2) == kind)
                                    for kind in ("model", "KV", "compute")},
                 "estimated_parts": {"model": sum(d.weights_mib for d in plan.gpus), "KV": sum(d.kv_cache_mib for d in plan.gpus),
                               "compute": sum(d.compute_buffer_mib for d in plan.gpus)}}
        rows.append({**row, "measured": measured, "estimated": predicted, "error": (predicted - measured) / measured,
                     "weights": inp.weights_label, "gpus": len(gpus), "backend": entry["backend"], **parts})
    return rows


def public_log_memory(catalog, verbose: bool) -> None:
    rows = public_log_rows(catalog)
    used = [r for r in rows if "error" in r]
    print(f"GPU memory on public load logs (benchmarks/data/load_logs, {len(rows)} logs of 2024-2025 builds; the model from the "
          f"log's own print_info lines and file size, as the custom page reads a pasted log): {len(used)} estimated")
    for split, pick in (("held out (a fifth, by file name; never looked at while changing the estimator)", True), ("the rest", False)):
        errors = [abs(r["error"]) for r in used if r["held_out"] is pick]
        if errors:
            print(f"  {split}: {len(errors)} logs, {spread(errors)}")
    for r in rows:
        if "left_out" in r:
            if verbose:
                print(f"  left out {r['file']}: {r['left_out']}")
        elif verbose and not r["held_out"]:
            m, e = r["measured"], r["estimated"]
            print(f"  {r['file'][:60]:60} {r['backend']:6} {r['gpus']} GPU  measured {m:8.0f}  estimate {e:8.0f} ({r['error']:+6.1%})  "
                  + "  ".join(f"{k} {r['measured_parts'][k]:.0f}/{r['estimated_parts'][k]:.0f}" for k in ("model", "KV", "compute")))
    print(f"  left out: {sum(1 for r in rows if 'left_out' in r)} (-v lists them and why)")


def device_memory(catalog, verbose: bool) -> None:
    """The memory grids llama.cpp counted on the device's H100 (benchmarks/device_memory.py): the estimator now, and as
    it was written down before each run (the second grid ran after the first one's fixes: its figure before the run is
    a held-out one)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import device_memory as grid

    for name, title in (("memory", "all layers, half of them"), ("memory2", "-ngl 0, -ngl 1, a quarter of the layers")):
        rows = grid.compare_rows(catalog, grid.read_results(DATA / "device" / f"h100-2026-11-26-{name}.txt"))
        before = grid.read_predictions(DATA / "device" / f"h100-2026-11-26-{name}-predictions.txt")
        now = [abs(sum(r["estimated"]) - sum(r["measured"])) / sum(r["measured"]) for r in rows]
        then = [abs(sum(before[r["id"]]) - sum(r["measured"])) / sum(r["measured"]) for r in rows]
        print(f"GPU memory as llama.cpp 0c1e5709 counts it on an H100 ({title}; benchmarks/data/device/h100-2026-11-26-{name}.txt, "
              f"{len(rows)} cells of 16 models): {spread(now, width='.1%')}; as written "
              f"down before the run: {spread(then, width='.1%')}")
        if verbose:
            for r, e in zip(rows, now, strict=True):
                if e > 0.02:
                    print(f"  {r['id']:44} measured {sum(r['measured']):8.0f}  estimate {sum(r['estimated']):8.0f} ({e:.1%})")


def device_overhead(catalog, verbose: bool) -> None:
    """All a run holds on the H100 (benchmarks/device_overhead.py: memory.used's peak during llama-bench, buffers, CUDA
    context, cuBLAS, the pool) against the estimate's total: the first grid (the overhead terms were fitted to it) and the
    second (written down before it ran: held out)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import device_overhead as grid

    for name, title in (("overhead", "the overhead terms were fitted to these"), ("overhead2", "held out: estimates written down before the run")):
        rows = grid.compare_rows(catalog, DATA / "device" / f"h100-2026-11-26-{name}")
        before = grid.read_predictions(DATA / "device" / f"h100-2026-11-26-{name}-predictions.txt")
        total = [r["estimated"]["buffers"] + r["estimated"]["overhead"] for r in rows]
        now = [abs(e - r["gpu"]) / r["gpu"] for r, e in zip(rows, total, strict=True)]
        then = [abs(before[r["id"]] - r["gpu"]) / r["gpu"] for r in rows]
        rest = [abs(r["estimated"]["overhead"] - (r["gpu"] - r["buffers"])) for r in rows]
        print(f"All a llama-bench run holds on an H100 (memory.used's peak; {title}; benchmarks/data/device/h100-2026-11-26-{name}, "
              f"{len(rows)} cells): {spread(now, width='.1%')}; as written down before "
              f"the run: {spread(then, width='.1%')}; beyond the buffers, off by a "
              f"median {statistics.median(rest):.0f} MiB, at most {max(rest):.0f}")
        if verbose:
            for r, e in zip(rows, total, strict=True):
                print(f"  {r['id']:44} measured {r['gpu']:6d} (beyond the buffers {r['gpu'] - r['buffers']:5.0f})  estimate {e:6.0f} "
                      f"(beyond {r['estimated']['overhead']:5.0f})")


DEVICE_BENCH_MODELS = {"llama 8B Q4_K - Medium": ("llama-3.1-8b", "q4_k_m"), "llama 8B F16": ("llama-3.1-8b", "f16"),
                       "gemma3 12B Q4_K - Medium": ("gemma-3-12b", "q4_k_m"), "qwen3moe 30B.A3B Q4_K - Medium": ("qwen3-30b-a3b", "q4_k_m"),
                       "gpt-oss 20B MXFP4 MoE": ("gpt-oss-20b", "mxfp4_moe"), "qwen3 8B Q8_0": ("qwen3-8b", "q8_0"),
                       "phi3 14B Q4_K - Medium": ("phi-4", "q4_k_m"), "llama 3B BF16": ("llama-3.2-3b", "bf16"),
                       "llama 13B Q5_K - Medium": ("mistral-nemo-12b", "q5_k_m"), "gemma2 9B Q4_K - Medium": ("gemma-2-9b", "q4_k_m")}


def device_depth_rows(catalog, name: str) -> list[dict]:
    """The llama-bench rows of a device overhead run that start after a prompt ("pp512 @ d16384"): one repetition each,
    the first grid's with and without flash attention and with a q8_0 cache, the second's without flash attention and
    with a q4_0 cache. (Its rows at depth 0 ran within a second of the card leaving idle and are not used.)"""
    rows = []
    for line in (DATA / "device" / f"h100-2026-11-26-{name}" / "bench.md").read_text().splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        match = re.fullmatch(r"pp(\d+) @ d(\d+)", cells[-2]) if len(cells) > 2 else None
        if not match or cells[0] not in DEVICE_BENCH_MODELS:
            continue
        model_id, mix_id = DEVICE_BENCH_MODELS[cells[0]]
        kv = next((t for t in ("q8_0", "q4_0") if t in cells), "f16")
        prompt, depth = int(match.group(1)), int(match.group(2))
        model = catalog.models[model_id]
        inp = FitInput(model, catalog.mixes[mix_id], (Hardware.from_gpu(catalog.gpus["h100-sxm5-80gb"]),), runtime="llama.cpp",
                       context=prompt + depth, parallel=1, flash_attn=cells[-3] == "1", kv_cache=kv, ubatch=512,
                       n_gpu_layers=model.n_layers + 1)
        rows.append({"label": f"{model_id} {mix_id} {cells[-2]} fa{cells[-3]} {kv}", "measured": float(cells[-1].split()[0]),
                     "estimated": prompt_tps(catalog, inp, prompt, depth)})
    return rows


def device_prefill_at_depth(catalog, verbose: bool) -> None:
    for name, title in (("overhead", "the no-flash-attention traffic and the HBM attention share were fitted on these"),
                        ("overhead2", "held out")):
        rows = device_depth_rows(catalog, name)
        errors = [abs(r["estimated"] - r["measured"]) / r["measured"] for r in rows]
        print(f"Prefill after a prompt on the device's H100 ({title}; benchmarks/data/device/h100-2026-11-26-{name}/bench.md, "
              f"{len(rows)} rows of one repetition): {spread(errors)}")
        if verbose:
            for r in rows:
                print(f"      {r['label']:52} measured {r['measured']:8.0f}  estimate {r['estimated']:8.0f}  "
                      f"{(r['estimated'] - r['measured']) / r['measured']:+.1%}")


# benchmarks/data/speed_holdout2_rows.json (collected 2026-11-26 by a helper who read no estimator code, after
# estimator 2026.11.15's constants were set): its devices and models as the catalog names them. The rows print llama.cpp's
# architecture names, so each row's model is taken from its note (a Mistral 7B v0.3 prints "llama 7B", a Qwen2.5-Coder
# 32B "qwen2 32B"); the M2 Ultra is ggerganov's Mac Studio of llama.cpp PR #3648 (every M2 Ultra of the catalog has the
# same GPU figures).
HOLDOUT2_DEVICES = (("nvidia geforce rtx 3090", "geforce-rtx-3090"), ("nvidia geforce rtx 4090", "geforce-rtx-4090"),
                    ("amd radeon rx 7900 xtx", "radeon-rx-7900-xtx"), ("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"),
                    ("nvidia rtx pro 6000 blackwell", "rtx-pro-6000-blackwell"), ("apple m2 ultra", "apple-m2-ultra-192gb"))
HOLDOUT2_MODELS = (("Qwen2.5-Coder-32B", "qwen2.5-coder-32b"), ("Mistral-7B-Instruct-v0.3", "mistral-7b-v0.3"),
                   ("Qwen3-8B", "qwen3-8b"), ("Qwen3-Next-80B-A3B", "qwen3-next-80b-a3b"), ("gpt-oss-120b", "gpt-oss-120b"),
                   ("LLaMA(-2) 7B", "llama-2-7b"))


def _single_device_cases(catalog, name: str, card, model, mix=None):
    """A held-out file's single-device rows whose card (``card(case)``), model (``model(case)``) and quantization
    (``mix(case, model)``, else the row's type as printed) the catalog holds."""
    for case in _cases(name):
        gpu, found = card(case), model(case)
        quantization = mix(case, found) if mix and found else _mix(catalog, case)
        if gpu and found and quantization and int(case.get("device_count") or 1) == 1:
            yield case, gpu, found, quantization


def _card_by_prefix(catalog, case, devices):
    """The catalog card whose device string's start the file's device names (``devices``: (prefix, card id) pairs)."""
    device = case["device"].lower()
    return catalog.gpus.get(next((gid for prefix, gid in devices if device.startswith(prefix)), ""))


def holdout2_cases(catalog):
    """speed_holdout2_rows.json's single-device rows with their catalog card, model and quantization."""
    return _single_device_cases(catalog, "speed_holdout2_rows.json", lambda case: _card_by_prefix(catalog, case, HOLDOUT2_DEVICES),
                                lambda case: catalog.models.get(next((mid for name, mid in HOLDOUT2_MODELS if name in case["note"]), "")))


# benchmarks/data/speed_holdout3_rows.json (collected 2026-11-27 by a helper who read no estimator code, after
# estimator 2026.11.16's constants were set): its devices and models by llama-bench's printed names (BENCH_DEVICES,
# BENCH_MODELS, with "apple m3" and "qwen3 0.6b" added for it). Rows of a fork's own quantization types (PrismML's Q1_0,
# Q2_0, PQ2_0, PTQ1_0) and of devices the catalog lacks (A800, M5 Max) have no estimate.
def holdout3_cases(catalog):
    """speed_holdout3_rows.json's single-device rows with their catalog card, model and quantization."""
    return _single_device_cases(catalog, "speed_holdout3_rows.json", lambda case: _by_printed_names(catalog, case)[0],
                                lambda case: _printed_model(catalog, case))


# benchmarks/data/speed_holdout4_rows.json (collected 2026-11-27 by a helper who read no estimator code, after
# estimator 2026.11.17's constants were set; asked for Apple's base and Pro chips): its devices by the names its
# collector wrote (the chip, then its memory where the source says it), its models by llama-bench's printed names with
# Qwen3 1.7B added. Left out: the M3 Max rows (neither its GPU core count nor its memory is printed, and the two M3 Max
# GPUs differ) and a fork's row that prints no model size ("qwen3moe ?B").
HOLDOUT4_DEVICES = (("apple m4 pro 24 gb", "apple-m4-pro-24gb"), ("apple m1 ultra 128 gb", "apple-m1-ultra-128gb"),
                    ("apple m4 (", "apple-m4-16gb"))  # (every M4 of the catalog has the same GPU figures)
HOLDOUT4_MODELS = ((r"^qwen3 1\.7b", "qwen3-1.7b"),)


def holdout4_cases(catalog):
    """speed_holdout4_rows.json's single-device rows with their catalog card, model and quantization."""
    return _single_device_cases(catalog, "speed_holdout4_rows.json", lambda case: _card_by_prefix(catalog, case, HOLDOUT4_DEVICES),
                                lambda case: _printed_model(catalog, case, HOLDOUT4_MODELS))


# benchmarks/data/speed_holdout5_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog, after
# estimator 2026.11.19's constants were set; asked for the M3 and M4 generations' prompt rows): its devices by the names
# its collector wrote (the chip, then its memory where the source says or implies it; an M3 Ultra of unstated memory is
# the 96 GB one, every M3 Ultra of the catalog having the same GPU figures; the Strix Halo of unstated memory the 128 GB
# one), its models by llama-bench's printed names with Qwen3.5 0.8B and 35B-A3B ("qwen35moe"), Gemma 3 27B and
# Qwen2.5 1.5B added, and the M1 Pro's "qwen2 14B" by its row's id (a DeepSeek-R1 distill of Qwen2.5 14B).
HOLDOUT5_DEVICES = (("apple m4 max (40-core gpu) 128 gb", "apple-m4-max-40-core-gpu-128gb"),
                    ("apple m3 ultra 512 gb", "apple-m3-ultra-512gb"), ("apple m3 ultra (", "apple-m3-ultra-96gb"),
                    ("apple m4 pro 48 gb", "apple-m4-pro-48gb"), ("apple m1 max 32 gb", "apple-m1-max-32gb"),
                    ("apple m1 pro 32 gb", "apple-m1-pro-32gb"), ("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"))
HOLDOUT5_MODELS = ((r"^qwen35 0\.8b", "qwen3.5-0.8b"), (r"^qwen35moe 35b\.a3b", "qwen3.5-35b-a3b"), (r"^gemma3 27b", "gemma-3-27b"),
                   (r"^qwen2\.5-1\.5b", "qwen2.5-1.5b"))


def holdout5_cases(catalog):
    """speed_holdout5_rows.json's single-device rows with their catalog card, model and quantization."""
    def model(case):
        if "deepseek-r1-distill-qwen-14b" in case["id"]:
            return catalog.models.get("deepseek-r1-distill-qwen-14b")
        return _printed_model(catalog, case, HOLDOUT5_MODELS)

    return _single_device_cases(catalog, "speed_holdout5_rows.json", lambda case: _card_by_prefix(catalog, case, HOLDOUT5_DEVICES),
                                model)


# benchmarks/data/speed_holdout6_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog, after
# estimator 2026.11.20's constants were set; asked for MoE models on Apple Silicon and Strix Halo, and for the big Apple
# chips): its devices by the names its collector wrote (the M2 Ultra of llama.cpp PR #15616 is its author's 192 GB
# machine, inferred by the collector; a Strix Halo of unstated memory is the 128 GB one, every Strix Halo of the catalog
# having the same GPU figures), its models by the catalog family each row's note names ("Catalog family qwen3-30b-a3b").
HOLDOUT6_DEVICES = (("apple m2 ultra 192 gb", "apple-m2-ultra-192gb"), ("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"))


def holdout6_cases(catalog):
    """speed_holdout6_rows.json's single-device rows with their catalog card, model and quantization."""
    return _single_device_cases(catalog, "speed_holdout6_rows.json", lambda case: _card_by_prefix(catalog, case, HOLDOUT6_DEVICES),
                                lambda case: _family(catalog, case))


# benchmarks/data/speed_holdout7_rows.json (collected 2026-11-27 by two helpers who read no estimator code or catalog,
# after estimator 2026.11.21's constants were set; asked for Apple chips' prompt and decode rows of one run, then for any
# device when Apple's sources ran out): its devices by the names its collectors wrote (the M1 Max of unstated memory is
# the 32 GB one, its recommendedMaxWorkingSetSize of 22,906 MB being three quarters of 32 GB, and both M1 Max entries of
# the catalog having the same GPU figures; the RTX 5090 in an external enclosure is the card; the RTX PRO 6000 Blackwell
# Server Edition is the catalog's RTX PRO 6000 Blackwell, the same chip and memory), its models by the catalog family
# each row's note names. A gpt-oss file printed "F16" whose size is that of the MXFP4 file (its experts stay MXFP4 in
# every gpt-oss GGUF; 60.87 GiB) is the catalog's mxfp4_moe mix.
HOLDOUT7_DEVICES = (("apple m1 max", "apple-m1-max-32gb"), ("radeon rx 9070 xt", "radeon-rx-9070-xt"),
                    ("geforce rtx 5090", "geforce-rtx-5090"), ("radeon rx 7900 xtx", "radeon-rx-7900-xtx"),
                    ("rtx pro 6000 blackwell", "rtx-pro-6000-blackwell"), ("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"))


def _family(catalog, case):
    """The catalog model a row's note names ("Catalog family qwen3-30b-a3b"; the name may end its sentence)."""
    family = re.match(r"Catalog family ([\w.-]+)", case["note"])
    return catalog.models.get(family.group(1).rstrip(".") if family else "")


def _gpt_oss_mix(catalog, case, model):
    """A row's quantization, a gpt-oss file whose size is the MXFP4 file's being the catalog's mxfp4_moe mix whatever
    type it prints; None for a gpt-oss file of neither (a self-converted "BF16" of 12.83 GiB: no catalog mix is it)."""
    mxfp4 = catalog.mixes.get("mxfp4_moe")
    if model.id.startswith("gpt-oss") and mxfp4 and _file_is(catalog, case, model, mxfp4):
        return mxfp4
    mix = _mix(catalog, case)
    if model.id.startswith("gpt-oss") and mix and case.get("model_size_gib") and not _file_is(catalog, case, model, mix):
        return None
    return mix


def _noted_cases(number: int, devices: tuple):
    """The reader of a held-out file whose collector named each row's catalog family in its note (speed_holdoutN_rows.json,
    its devices by ``devices``' prefixes, a gpt-oss file by its size): its single-device rows with their card, model and
    quantization."""
    def cases(catalog):
        return _single_device_cases(catalog, f"speed_holdout{number}_rows.json", lambda case: _card_by_prefix(catalog, case, devices),
                                    lambda case: _family(catalog, case), lambda case, model: _gpt_oss_mix(catalog, case, model))
    return cases


# benchmarks/data/speed_holdout8_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog, after
# estimator 2026.11.22's constants were set; asked for single consumer and workstation cards' prompt and decode rows of
# one run): its devices by the names its collector wrote (the M4 Max of 36 GB is the 32-core-GPU chip, the only M4 Max
# sold with 36 GB, as its collector notes from general knowledge; a Strix Halo of 128 GB per its file's header), its
# models by the catalog family each row's note names.
HOLDOUT8_DEVICES = (("apple m3 ultra 512 gb", "apple-m3-ultra-512gb"), ("apple m2 ultra 192 gb", "apple-m2-ultra-192gb"),
                    ("apple m4 max 36 gb", "apple-m4-max-32-core-gpu"), ("apple m1 max 64 gb", "apple-m1-max-64gb"),
                    ("apple m1 pro 32 gb", "apple-m1-pro-32gb"), ("rtx pro 6000 blackwell", "rtx-pro-6000-blackwell"),
                    ("geforce rtx 3090", "geforce-rtx-3090"), ("geforce rtx 4090", "geforce-rtx-4090"),
                    ("geforce rtx 4080 super", "geforce-rtx-4080-super"), ("geforce rtx 5060 ti 16gb", "geforce-rtx-5060-ti-16gb"),
                    ("geforce rtx 5070 ti", "geforce-rtx-5070-ti"), ("geforce rtx 5080", "geforce-rtx-5080"),
                    ("geforce rtx 5090", "geforce-rtx-5090"), ("tesla v100 pcie 16gb", "tesla-v100-pcie-16gb"),
                    ("radeon rx 7900 xt (", "radeon-rx-7900-xt"), ("radeon rx 6900 xt", "radeon-rx-6900-xt"),
                    ("rtx 6000 ada", "rtx-6000-ada"), ("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"))

# benchmarks/data/speed_holdout9_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog, after
# estimator 2026.11.22's constants were set; asked for the kinds with fewest checks: Apple, AMD, Intel Arc, datacenter
# cards): its devices by the names its collector wrote, its models by the catalog family each row's note names.
HOLDOUT9_DEVICES = (("radeon rx 7900 xtx", "radeon-rx-7900-xtx"), ("radeon rx 7900 xt", "radeon-rx-7900-xt"),
                    ("instinct mi300x", "instinct-mi300x"))
# benchmarks/data/speed_holdout10_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog, after
# estimator 2026.11.23's constants were set; asked for any single device's prompt and decode rows, the scarce kinds most
# welcome): its devices by the names its collector wrote (a Strix Halo of unstated memory is the 128 GB one, every Strix
# Halo of the catalog having the same GPU figures; the Arc A770 16GB as its collector infers from the model's size), its
# models by the catalog family each row's note names. Rows of an author's summary table printing no type have no estimate.
HOLDOUT10_DEVICES = (("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"), ("geforce rtx 5090", "geforce-rtx-5090"),
                     ("geforce rtx 3090", "geforce-rtx-3090"), ("radeon rx 9070 xt", "radeon-rx-9070-xt"),
                     ("arc a770 16gb", "arc-a770-16gb"))
# benchmarks/data/speed_holdout11_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog, after
# estimator 2026.11.24's constants were set; asked for any single device's prompt and decode rows): its devices by the
# names its collector wrote (a Strix Halo of 128 GB as printed), its models by the catalog family each row's note names.
# Its rows of PrismML's Bonsai models run on PrismML's fork with its own types (Q1_0, PQ2_0, PTQ1_0, a Q2_0 of its own),
# which llama.cpp does not ship, have no estimate (as in speed_holdout3_rows.json).
HOLDOUT11_DEVICES = (("geforce rtx 3090", "geforce-rtx-3090"), ("geforce rtx 4090", "geforce-rtx-4090"),
                     ("geforce rtx 5080", "geforce-rtx-5080"), ("geforce rtx 5090", "geforce-rtx-5090"),
                     ("rtx a5000", "rtx-a5000"), ("l40s", "l40s"), ("dgx spark", "dgx-spark-gb10"),
                     ("apple m3 max (30-core gpu) 36 gb", "apple-m3-max-30-core-gpu-36gb"),
                     ("radeon rx 9070 xt", "radeon-rx-9070-xt"), ("arc b580", "arc-b580"),
                     ("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"))
# benchmarks/data/speed_holdout12_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog, after
# estimator 2026.11.25's constants were set; asked for any single device's prompt and decode rows): its devices by the
# names its collector wrote (a Strix Halo of 64 GB before the 128 GB one; the M2 Max of 32 GB as the file it cites
# names it), its models by the catalog family each row's note names.
HOLDOUT12_DEVICES = (("amd ryzen ai max+ 395 (radeon 8060s, strix halo) 64 gb", "amd-ryzen-ai-max-plus-395-64gb"),
                     ("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"), ("apple m1 16 gb", "apple-m1-16gb"),
                     ("apple m2 max 32 gb", "apple-m2-max-32gb"))
# benchmarks/data/speed_holdout13_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog, after
# estimator 2026.11.26's constants were set; asked for any single device's prompt and decode rows, the Strix Halo
# avoided): its devices by the names its collector wrote, its models by the catalog family each row's note names.
HOLDOUT13_DEVICES = (("geforce rtx 4080", "geforce-rtx-4080"), ("geforce rtx 3080 10gb", "geforce-rtx-3080-10gb"),
                     ("arc a770 16gb", "arc-a770-16gb"), ("arc b580", "arc-b580"), ("geforce rtx 5070 ti", "geforce-rtx-5070-ti"),
                     ("geforce rtx 5060 ti 16gb", "geforce-rtx-5060-ti-16gb"), ("geforce rtx 5090", "geforce-rtx-5090"),
                     ("l4", "l4"), ("tesla t4", "tesla-t4"), ("apple m2 24 gb", "apple-m2-24gb"),
                     ("radeon rx 7800 xt", "radeon-rx-7800-xt"))
# benchmarks/data/speed_holdout14_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog, after
# estimator 2026.11.27's constants were set): its devices by the names its collector wrote, its models by the catalog
# family each row's note names (an H100's and an L40S's "mimo-qwen" file, of Qwen3.5 9B's shape but no named release,
# names none: no estimate).
HOLDOUT14_DEVICES = (("arc pro b70", "arc-pro-b70"), ("h100 sxm5 80gb", "h100-sxm5-80gb"), ("l40s", "l40s"))
# benchmarks/data/speed_holdout15_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog, after
# estimator 2026.11.28's constants were set; one source only, found with 48 look-ups, 3 over its limit): its device by
# the name its collector wrote, its models by the catalog family each row's note names.
HOLDOUT15_DEVICES = (("radeon rx 9070", "radeon-rx-9070"),)
# benchmarks/data/speed_holdout16_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog,
# after estimator 2026.11.29's constants were set; two llama.cpp pull requests' runs, seen through search excerpts, 44
# look-ups): its devices by the names its collector wrote, its models by the catalog family each row's note names.
HOLDOUT16_DEVICES = (("geforce rtx 5090", "geforce-rtx-5090"), ("geforce rtx 3070", "geforce-rtx-3070"))
# benchmarks/data/speed_holdout17_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog,
# after estimator 2026.11.30's constants were set; two sources, 45 look-ups: a Japanese blog's later post on the GMKtec
# EVO-X2 whose earlier post speed_holdout12_rows.json holds, and an RX 7900 GRE's terminal log whose load-log stretch
# benchmarks/data/load_logs holds, its llama-bench rows never fitted on): its devices by the names its collector wrote
# (the Strix Halo of 128 GB as its collector infers from a 94 GiB model run whole on it), its models by the catalog
# family each row's note names (two "Q8_0" files 11-13 % larger than plain Q8_0, likely a mix that llama-bench labels
# so, are taken as printed).
HOLDOUT17_DEVICES = (("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"), ("radeon rx 7900 gre", "radeon-rx-7900-gre"))
# benchmarks/data/speed_holdout18_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog,
# after estimator 2026.11.30's constants were set; two sources, 45 look-ups: a Tesla T4's raw llama-bench file whose
# repository the index did not reveal, and Jeff Geerling's blog post of an RTX A4000 in an eGPU dock on a Raspberry Pi):
# its devices by the names its collector wrote, its models by the catalog family each row's note names (the T4's "qwen35
# ?B Q8_0" of 8.95 B parameters as Qwen3.5-9B, by its printed size). The blog's rows are never fitted on (GEERLING,
# above).
HOLDOUT18_DEVICES = (("tesla t4", "tesla-t4"), ("rtx a4000", "rtx-a4000"))
# benchmarks/data/speed_holdout19_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog,
# after estimator 2026.11.31's constants were set; three notes files whose repositories the index did not reveal, 45
# look-ups): its devices by the names its collector wrote (an M4 of 16 GB as its collector infers from a 12.7 GiB
# working set), its models by the catalog family each row's note names.
HOLDOUT19_DEVICES = (("apple m4 16 gb", "apple-m4-16gb"), ("apple m3 pro 36 gb", "apple-m3-pro-36gb"), ("apple m1 16 gb", "apple-m1-16gb"))
# benchmarks/data/speed_holdout20_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog,
# after estimator 2026.11.32's constants were set; two notes files whose repositories the index did not reveal, 45
# look-ups): its devices by the names its collector wrote, its models by the catalog family each row's note names (three
# unsloth "UD" mixes taken as the type llama-bench prints, Q4_K_M or Q3_K_M).
HOLDOUT20_DEVICES = (("geforce rtx 4090", "geforce-rtx-4090"), ("radeon rx 9060 xt 16gb", "radeon-rx-9060-xt-16gb"))
# benchmarks/data/speed_holdout21_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog,
# after estimator 2026.11.33's constants were set; one file of willettAMT/perf-analysis-modeling-project, whose four-GPU
# run of the same node an earlier collection used, 45 look-ups): its device by the name its collector wrote, its model
# by the catalog family its note names.
HOLDOUT21_DEVICES = (("l40s", "l40s"),)
# benchmarks/data/speed_holdout22_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog,
# after estimator 2026.11.34's constants were set, the second attempt at that set: a Japanese review of a Minisforum
# MS-S1 MAX, ricka-org/ms-s1_max_review, 45 look-ups): its device by the name its collector wrote (the 128 GB Strix
# Halo the same repository's overview names), its models by the catalog family each row's note names (unsloth's gpt-oss
# files by their size, _gpt_oss_mix).
HOLDOUT22_DEVICES = (("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"),)
# benchmarks/data/speed_holdout23_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog,
# after estimator 2026.11.37's constants were set; a Chinese blog post of an RX 7900 XTX under ROCm 6.1.3 in WSL2, whose
# repository the index did not reveal, 45 look-ups): its device by the name its collector wrote, its model by the
# family its note names (Qwen2-7B, which the catalog lacks, as its architecture twin Qwen2.5-7B: the same layers, widths
# and vocabulary, 7.62 B parameters printed).
HOLDOUT23_DEVICES = (("radeon rx 7900 xtx", "radeon-rx-7900-xtx"),)
# benchmarks/data/speed_holdout24_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog,
# after estimator 2026.11.38's constants were set; one markdown file of a Strix Halo's ROCm runs whose repository the
# index did not reveal, likely the repository of an earlier collection's Framework Desktop report (another file, later
# models), 40 look-ups): its device by the name its collector wrote (a Strix Halo of unstated memory is the 128 GB one,
# as for speed_holdout10), its models by the catalog family each row's note names (Qwen3-4B-Instruct-2507 as Qwen3 4B,
# the same architecture and printed parameters).
HOLDOUT24_DEVICES = (("amd ryzen ai max+ 395", "amd-ryzen-ai-max-plus-395-128gb"),)
# benchmarks/data/speed_holdout25_rows.json (collected 2026-11-27 by a helper who read no estimator code or catalog,
# after estimator 2026.11.39's constants were set; two sources whose repositories the index did not reveal, LocalMode
# Bench's summary of llama-bench's JSON on an M1 Pro and two raw llama-bench files of one RTX 3090 at a time from a
# machine with two, 40 look-ups): its devices by the names its collector wrote, its models by the catalog family each
# row's note names (the 3090 files' "qwen35 9B Q4_K - Medium" as Qwen3.5-9B, by its printed size and parameters).
HOLDOUT25_DEVICES = (("apple m1 pro 32 gb", "apple-m1-pro-32gb"), ("geforce rtx 3090", "geforce-rtx-3090"))
# benchmarks/data/speed_holdout26_rows.json (collected 2026-11-28 by a helper who read no estimator code or catalog,
# after estimator 2026.11.40's constants were set; one repository's raw llama-bench files of an RX 7900 XTX under Vulkan
# on one day, 1337hero/rx7900xtx-llama-bench-vulcan, 40 look-ups): its device by the name llama.cpp's Vulkan backend
# prints (RADV NAVI31), its model by the catalog family each row's note names (the file llama-2-7b.Q4_0.gguf).
HOLDOUT26_DEVICES = (("amd radeon rx 7900 xtx", "radeon-rx-7900-xtx"),)
# benchmarks/data/speed_holdout27_rows.json (collected 2026-11-28 by a helper who read no estimator code or catalog,
# after estimator 2026.11.41's constants were set; two files of Wesley-Jakob-Gilbert/Intel-Arc-GPU-Benchmarks, an
# older build of the Arc Pro B70 whose later runs an earlier collection took, 40 look-ups): its device by the name its
# collector wrote, its model by the catalog family each row's note names.
HOLDOUT27_DEVICES = (("intel arc pro b70", "arc-pro-b70"),)
# benchmarks/data/speed_holdout28_rows.json (collected 2026-11-28 by a helper who read no estimator code or catalog,
# after estimator 2026.11.42's constants were set; one harness's llama-bench results on two Macs,
# enescingoz/mac-llm-bench, 40 look-ups): the M2 Max's rows by the name its collector wrote (the 30-core GPU, which
# the catalog's M2 Max of 32 GB is), its models by the catalog family each row's note names. Not the M1's: its author
# withdrew them in a later commit without a reason, and they are a fanless MacBook Air's 7-core GPU, which the catalog
# does not hold (decided before the set was measured).
HOLDOUT28_DEVICES = (("apple m2 max (macbook pro)", "apple-m2-max-32gb"),)
# benchmarks/data/speed_holdout29_rows.json (collected 2026-11-28 by a second helper who read no estimator code or
# catalog, after estimator 2026.11.45's constants were set; the first found nothing with its 40 look-ups; four pages of
# llama-bench tables on Macs found by the backend cell recent builds print, "BLAS,MTL", 40 look-ups): its devices by the
# names its collector wrote (an M1 Max of 64 GB, a Mac Studio's M3 Ultra of 512 GB, two M4s of 16 GB, one a Mac mini),
# its models by the catalog family each row's note names. Every row taken, as decided before it was measured.
HOLDOUT29_DEVICES = (("apple m1 max, 64 gb", "apple-m1-max-64gb"), ("macstudio m3ultra 512gb", "apple-m3-ultra-512gb"),
                     ("apple m4, 16 gb", "apple-m4-16gb"), ("mac mini m4 (mac16,10), 16 gb", "apple-m4-16gb"))
# benchmarks/data/speed_holdout30_rows.json (collected 2026-11-28 by a second helper who read no estimator code or
# catalog, after estimator 2026.11.46's constants were set; the first found nothing with its 40 look-ups; two notes files
# of llama-bench tables found by model cells, 39 look-ups): its devices by the names its collector wrote (an M4 Pro of
# 24 GB; an Instinct MI300X, named not by llama-bench but by the same notes file, one card of a node selected with
# CUDA_VISIBLE_DEVICES), its models by the catalog family each row's note names. Every row taken, as decided before it
# was measured.
HOLDOUT30_DEVICES = (("macbook pro, apple m4 pro 24gb", "apple-m4-pro-24gb"), ("amd instinct mi300x", "instinct-mi300x"))
# benchmarks/data/speed_holdout31_rows.json (collected 2026-11-28 by a second helper who read no estimator code or
# catalog, after estimator 2026.11.47's constants were set; the first found nothing with its 40 look-ups; a research
# repository's raw llama-bench CSVs found through its project page, AtomGradient/apple-silicon-llm-inference, and a blog
# post's table, 39 look-ups): its devices by the names its collector wrote (an M2 Ultra of 192 GB; a Mac mini's M4 of
# 16 GB), its models by the catalog family each row's note names. Every row taken, as decided before it was measured:
# the M2 Ultra's noisy decode rows (10-20 t/s spreads over 3 runs) and the blog's rounded, author-condensed table too.
HOLDOUT31_DEVICES = (("apple m2 ultra (llama-bench gpu_info", "apple-m2-ultra-192gb"),
                     ("mac mini m4, 16 gb unified", "apple-m4-16gb"))
# benchmarks/data/speed_holdout32_rows.json (collected 2026-11-28 by a helper who read no estimator code or catalog,
# after estimator 2026.11.48's constants were set; a Hugging Face post of an RTX 5090 Founders Edition's llama-bench run
# of Llama 3.1 8B Q8_0, 40 look-ups, the rest used up): its device by the name its collector wrote, its model by the
# catalog family its note names. Both rows taken, as decided before they were measured.
HOLDOUT32_DEVICES = (("5090fe (nvidia geforce rtx 5090", "geforce-rtx-5090"),)
# benchmarks/data/speed_holdout33_rows.json (collected 2026-11-28 by a helper who read no estimator code or catalog,
# after estimator 2026.11.49's constants were set; an issue post of an Arc A770 16 GB's llama-bench run of a Llama 7B
# Q4_0 under Vulkan on Windows, flash attention off and on, 40 look-ups, the rest used up): its device by the name its
# collector wrote, its model by the catalog family its note names. All four rows taken, as decided before they were
# measured (the backend printed "RPC,Vulkan": a build with the RPC backend too, no RPC server in the run).
HOLDOUT33_DEVICES = (("a770 (16gb) (intel arc a770 16", "arc-a770-16gb"),)

# The files whose collector named each row's catalog family (_noted_cases), by number: their devices, the estimator
# each was measured at while held out and the one since which it is fitted on (None: held out now).
NOTED_SPEED_SETS = {
    7: (HOLDOUT7_DEVICES, "2026.11.21", "2026.11.23"),
    8: (HOLDOUT8_DEVICES, "2026.11.22", "2026.11.23"),
    9: (HOLDOUT9_DEVICES, "2026.11.22", "2026.11.24"),
    10: (HOLDOUT10_DEVICES, "2026.11.23", "2026.11.25"),
    11: (HOLDOUT11_DEVICES, "2026.11.24", "2026.11.26"),
    12: (HOLDOUT12_DEVICES, "2026.11.25", "2026.11.27"),
    13: (HOLDOUT13_DEVICES, "2026.11.26", "2026.11.28"),
    14: (HOLDOUT14_DEVICES, "2026.11.27", "2026.11.29"),
    15: (HOLDOUT15_DEVICES, "2026.11.28", "2026.11.30"),
    16: (HOLDOUT16_DEVICES, "2026.11.29", "2026.11.30"),
    17: (HOLDOUT17_DEVICES, "2026.11.30", "2026.11.31"),
    18: (HOLDOUT18_DEVICES, "2026.11.30", "2026.11.32"),
    19: (HOLDOUT19_DEVICES, "2026.11.31", "2026.11.33"),
    20: (HOLDOUT20_DEVICES, "2026.11.32", "2026.11.34"),
    21: (HOLDOUT21_DEVICES, "2026.11.33", "2026.11.35"),
    22: (HOLDOUT22_DEVICES, "2026.11.34", "2026.11.38"),
    23: (HOLDOUT23_DEVICES, "2026.11.37", "2026.11.39"),
    24: (HOLDOUT24_DEVICES, "2026.11.38", "2026.11.40"),
    25: (HOLDOUT25_DEVICES, "2026.11.39", "2026.11.41"),
    26: (HOLDOUT26_DEVICES, "2026.11.40", "2026.11.42"),
    27: (HOLDOUT27_DEVICES, "2026.11.41", "2026.11.43"),
    28: (HOLDOUT28_DEVICES, "2026.11.42", "2026.11.46"),
    29: (HOLDOUT29_DEVICES, "2026.11.45", "2026.11.47"),
    30: (HOLDOUT30_DEVICES, "2026.11.46", "2026.11.48"),
    31: (HOLDOUT31_DEVICES, "2026.11.47", "2026.11.49"),
    32: (HOLDOUT32_DEVICES, "2026.11.48", "2026.11.50"),
    33: (HOLDOUT33_DEVICES, "2026.11.49", None),
}
# The held-out speed sets after the first: each file's number, its rows, the estimator it was measured at while held out
# and the one since which it is fitted on (None: held out now).
HELD_OUT_SPEED_SETS = ((2, holdout2_cases, "2026.11.15", "2026.11.16"), (3, holdout3_cases, "2026.11.16", "2026.11.17"),
                       (4, holdout4_cases, "2026.11.17", "2026.11.18"), (5, holdout5_cases, "2026.11.19", "2026.11.20"),
                       (6, holdout6_cases, "2026.11.20", "2026.11.21"))
HELD_OUT_SPEED_SETS += tuple((number, _noted_cases(number, devices), measured, fitted_since)
                             for number, (devices, measured, fitted_since) in NOTED_SPEED_SETS.items())


def row_ubatch(case) -> int | None:
    """The micro-batch a llama-bench row ran at: its n_ubatch column where the collector kept it, else "-ub N" (or
    "n_ubatch N") in its note; None where neither says (llama-bench's default, 512). A logical batch (n_batch) below it
    caps it: llama.cpp runs min(n_batch, n_ubatch) tokens at a time (src/llama-context.cpp, 0c1e57098;
    speed_holdout12_rows.json's "-b 1280,640,320,160,120" sweep)."""
    columns = case.get("other_columns")
    value = columns.get("n_ubatch") if isinstance(columns, dict) else None
    if value is None:
        found = re.search(r"(?:-ub|n_ubatch) (\d+)", case.get("note") or "")
        value = found.group(1) if found else None
    ubatch = int(value) if value is not None and str(value).isdecimal() else None
    batch = columns.get("n_batch") if isinstance(columns, dict) else None
    if batch is not None and str(batch).isdecimal() and 0 < int(batch) < (ubatch or 512):
        return int(batch)
    return ubatch


def speed_holdout(catalog, verbose: bool, cases, title: str) -> None:
    """A held-out speed set: each row's estimate at its test, depth and micro-batch (decode at the context the test
    reaches; prefill of an empty context, or a batch after the depth's tokens) and the error per kind of hardware, decode
    and prefill apart, at the current constants."""
    rows = []
    for case, gpu, model, mix in cases:
        test = re.fullmatch(r"(pp|tg)(\d+)", case["test"])
        if not test:
            continue
        depth, decode = int(case.get("depth") or 0), test.group(1) == "tg"
        context = depth + int(test.group(2)) if depth or decode else 512
        inp = FitInput(model, mix, (Hardware.from_gpu(gpu),), context=max(context, 512), parallel=1, ram_gib=512,
                       flash_attn=case.get("flash_attn") != 0, ubatch=row_ubatch(case))
        result = estimate(inp, catalog)
        if result.verdict != "fits":
            continue
        if decode:
            predicted = result.speed.decode_tps_full if depth else result.speed.decode_tps
        else:
            predicted = prompt_tps(catalog, inp, int(test.group(2)), depth)
        if predicted:
            rows.append({"kind": Hardware.from_gpu(gpu).kind, "decode": decode, "depth": depth, "gpu": gpu.name, "model": model.id,
                         "mix": mix.id, "test": case["test"], "measured": case["tokens_per_s"], "predicted": predicted,
                         "source": case["source_url"] or case["source"]})  # (a file the index gave without its address: its words)
    print(f"{title}; {len(rows)} rows of {len({r['source'] for r in rows})} sources the catalog can estimate)")
    for decode, name in ((True, "decode"), (False, "prefill")):
        for at_depth_too in (False, True):
            mine = [r for r in rows if r["decode"] is decode and bool(r["depth"]) is at_depth_too]
            for kind in sorted({r["kind"] for r in mine}):
                errors = [abs(r["predicted"] - r["measured"]) / r["measured"] for r in mine if r["kind"] == kind]
                print(f"  {name:7} {'after a prompt' if at_depth_too else 'empty context':14} {kind:15} {len(errors):3} rows  "
                      f"{spread(errors)}")
    if verbose:
        for r in rows:
            print(f"      {r['gpu'][:24]:24} {r['model']:18} {r['mix']:9} {r['test']:6} @ d{r['depth']:<6} measured "
                  f"{r['measured']:8.1f}  estimate {r['predicted']:8.1f}  {(r['predicted'] - r['measured']) / r['measured']:+.1%}")


def main() -> int:
    catalog = load_catalog(ROOT / "content" / "catalog")
    verbose = "-v" in sys.argv
    report("GPU memory (weights + KV cache + compute buffer)", *run_memory(catalog), verbose)
    device_memory(catalog, verbose)
    device_overhead(catalog, verbose)
    public_log_memory(catalog, verbose)
    ours, rule, rows = run_speed(catalog)
    report("Decode tokens/s (the constants were fitted on these cases; see the cross-validation)", ours, rule, rows, verbose)
    if FEATURES:
        print(cross_validate())
    decode_rows = bench_decode_rows(catalog)  # (read by two sections: estimated once)
    speed_by_kind(catalog, verbose, decode_rows)
    cpu_report(catalog, verbose)
    at_depth(catalog, verbose, r"tg\d+", "Decode as the context fills")
    prefill_by_kind(catalog, verbose)
    moe_prefill(catalog, verbose)
    intel_moe_prefill(catalog, verbose)
    intel_moe_decode(catalog, verbose)
    metal_linear(catalog, verbose, decode_rows)
    metal_moe(catalog, verbose, decode_rows)
    hbm_holdout(catalog)
    for number, cases, measured_at, fitted_since in HELD_OUT_SPEED_SETS:
        speed_holdout(catalog, verbose, cases(catalog), f"speed_holdout{number}_rows.json (held out until its one measurement "
                      f"at estimator {measured_at}, in the fit since {fitted_since}" if fitted_since else
                      f"speed_holdout{number}_rows.json (held out, measured once at estimator {measured_at}, never fitted on")
    at_depth(catalog, verbose, r"pp\d+", "Prefill as the context fills")
    device_prefill_at_depth(catalog, verbose)
    return 0


if __name__ == "__main__":
    sys.exit(main())
