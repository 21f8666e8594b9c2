"""GPU memory as llama.cpp itself counts it on a CUDA device, for a grid of models and settings.

`llama-fit-params --fit-print on` (tools/fit-params in llama.cpp 0c1e5709) loads a model's header without
its weights, builds the context as a run would (KV cache, compute graph reserved at the micro-batch) and
prints, per device, the MiB of model weights, context (KV cache) and compute buffer that llama.cpp would
allocate: the same numbers its load log prints as `CUDA0 model buffer size`, `CUDA0 KV buffer size` and
`CUDA0 compute buffer size`. The device run (benchmarks/device_memory.sh) runs it on the GGUF files
benchmarks/zero_gguf.py writes, for every cell of GRID below, and a few real loads (llama-completion) to
check that what fit-params prints is what a load allocates.

    python benchmarks/device_memory.py prepare PREDICTIONS.txt [second]   here, before the run: .dev/memplan.json,
                                                                 .dev/memgrid.txt, and the estimator's
                                                                 figures for every cell, written down first
    python benchmarks/device_memory.py compare RESULTS.txt       here, after: measured against estimated

The grid varies what the estimator must get right: dense, sliding-window and MoE models; 4k to 128k
contexts; flash attention on and off; a 2048-token micro-batch; a q8_0 cache; four server slots sharing a
unified cache (HEADROOM_KV_UNIFIED=1, a two-line patch to fit-params, which has no -kvu flag); half the
layers offloaded.
"""

from __future__ import annotations

import datetime
import json
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from checker.fit.catalog import load_catalog  # noqa: E402
from checker.fit.estimate import estimate  # noqa: E402
from checker.fit.inputs import FitInput, Hardware  # noqa: E402

MODELS = [
    ("llama-3.2-3b", "q4_k_m"), ("llama-3.1-8b", "q4_k_m"), ("llama-3.1-8b", "q8_0"), ("llama-3.1-70b", "q4_k_m"),
    ("qwen2.5-7b", "q4_k_m"), ("qwen3-8b", "q4_k_m"), ("qwen3-32b", "q4_k_m"), ("mistral-nemo-12b", "q4_k_m"),
    ("phi-4", "q4_k_m"), ("gemma-2-9b", "q4_k_m"), ("gemma-3-12b", "q4_k_m"), ("gemma-3-27b", "q4_k_m"),
    ("qwen3-30b-a3b", "q4_k_m"), ("mixtral-8x7b", "q4_k_m"), ("gpt-oss-20b", "mxfp4_moe"), ("gpt-oss-120b", "mxfp4_moe"),
]
# name: (context, flash attention, micro-batch, cache type, slots, layers on the GPU: None all, "half")
CONFIGS = {
    "c4k-fa0": (4096, False, 512, "f16", 1, None),
    "c4k-fa1": (4096, True, 512, "f16", 1, None),
    "c32k-fa0": (32768, False, 512, "f16", 1, None),
    "c32k-fa1": (32768, True, 512, "f16", 1, None),
    "c128k-fa1": (131072, True, 512, "f16", 1, None),
    "c8k-fa1-ub2048": (8192, True, 2048, "f16", 1, None),
    "c16k-fa1-q8": (16384, True, 512, "q8_0", 1, None),
    "c16k-fa1-np4": (16384, True, 512, "f16", 4, None),
    "c8k-fa1-half": (8192, True, 512, "f16", 1, "half"),
}
# The second run's grid (2026-11-26, after the first run's fixes, estimates written down before it): layers left on the
# CPU, where a prompt batch copies their weights to the GPU.
CONFIGS_SECOND = {
    "c8k-fa1-ngl0": (8192, True, 512, "f16", 1, 0),
    "c8k-fa1-ngl1": (8192, True, 512, "f16", 1, 1),
    "c8k-fa1-quarter": (8192, True, 512, "f16", 1, "quarter"),
    "c16k-fa0-quarter": (16384, False, 512, "f16", 1, "quarter"),
    "c8k-fa1-ub2048-quarter": (8192, True, 2048, "f16", 1, "quarter"),
}
GRIDS = {"first": CONFIGS, "second": CONFIGS_SECOND}
GPU_ID = "h100-sxm5-80gb"
RESULT = re.compile(r"^(?P<device>CUDA\d|Host) (?P<model>\d+) (?P<context>\d+) (?P<compute>\d+)\s*$")


def cells(catalog, grid: str = "first") -> list[dict]:
    out = []
    for model_id, mix_id in MODELS:
        model = catalog.models[model_id]
        for name, (ctx, fa, ub, kv, slots, layers) in GRIDS[grid].items():
            if ctx > model.max_context:
                continue
            ngl = {"half": model.n_layers // 2, "quarter": model.n_layers // 4, None: model.n_layers + 1}.get(layers, layers)
            out.append({"id": f"{model_id}-{mix_id}-{name}", "model": model_id, "mix": mix_id, "context": ctx, "flash_attn": fa,
                        "ubatch": ub, "kv": kv, "parallel": slots, "ngl": ngl})
    return out


def args(cell: dict) -> str:
    a = f"-c {cell['context']} -fa {'on' if cell['flash_attn'] else 'off'} -ub {cell['ubatch']} -ngl {cell['ngl']}"
    if cell["ubatch"] > 2048:
        a += f" -b {cell['ubatch']}"
    if cell["kv"] != "f16":
        a += f" -ctk {cell['kv']} -ctv {cell['kv']}"
    if cell["parallel"] > 1:
        a += f" -np {cell['parallel']}"
    return a


def estimated(catalog, cell: dict) -> dict:
    model, mix = catalog.models[cell["model"]], catalog.mixes[cell["mix"]]
    result = estimate(FitInput(
        model, mix, (Hardware.from_gpu(catalog.gpus[GPU_ID]),), runtime="llama.cpp", context=cell["context"], kv_cache=cell["kv"],
        flash_attn=cell["flash_attn"], ubatch=cell["ubatch"], n_gpu_layers=cell["ngl"], parallel=cell["parallel"],
    ), catalog)
    gpu, cpu = result.plan.devices[0], result.plan.devices[-1]
    return {"gpu": (gpu.weights_mib, gpu.kv_cache_mib, gpu.compute_buffer_mib),
            "host": (cpu.weights_mib, cpu.kv_cache_mib, cpu.compute_buffer_mib)}


def plan_zero_models(grid: list[dict], plan: Path) -> None:
    """The zero-weight files a device run writes for a grid's models (benchmarks/zero_gguf.py plan)."""
    subprocess.run([sys.executable, str(ROOT / "benchmarks" / "zero_gguf.py"), "plan", str(plan),
                    *sorted({f"{c['model']}:{c['mix']}" for c in grid})], check=True)


def predictions_stamp() -> str:
    """The first words of a predictions file: when it was written and by the estimator of which commit."""
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    return f"predictions made {datetime.datetime.now(datetime.UTC).isoformat()} estimator at commit {commit}"


def prepare(predictions: Path, which: str = "first") -> int:
    catalog = load_catalog(ROOT / "content" / "catalog")
    grid = cells(catalog, which)
    dev = ROOT / ".dev"
    plan_zero_models(grid, dev / "memplan.json")
    lines = [f"{c['id']} {c['model']}-{c['mix']}.gguf {1 if c['parallel'] > 1 else 0} {args(c)}" for c in grid]
    (dev / "memgrid.txt").write_text("\n".join(lines) + "\n")
    out = [f"{predictions_stamp()}; MiB on the GPU (weights KV compute) and on the host (weights KV compute)"]
    for c in grid:
        e = estimated(catalog, c)
        out.append(f"{c['id']} gpu {' '.join(f'{v:.0f}' for v in e['gpu'])} host {' '.join(f'{v:.0f}' for v in e['host'])}")
    predictions.write_text("\n".join(out) + "\n")
    print(f"{len(grid)} cells; {predictions}")
    return 0


def read_results(path: Path) -> dict[str, dict]:
    """`### ID` headers, each followed by fit-params' `CUDA0 model context compute` and `Host ...` lines."""
    out: dict[str, dict] = {}
    current = None
    for line in path.read_text().splitlines():
        if line.startswith("### "):
            current = line[4:].split()[0]
            out[current] = {}
        elif current and (m := RESULT.match(line)):
            key = "host" if m["device"] == "Host" else "gpu"
            out[current][key] = tuple(float(m[k]) for k in ("model", "context", "compute"))
    return {k: v for k, v in out.items() if "gpu" in v}


def read_predictions(path: Path) -> dict[str, tuple[float, float, float]]:
    """What prepare() wrote down before a run: each cell's MiB of weights, KV cache and compute buffer on the GPU."""
    out = {}
    for line in path.read_text().splitlines()[1:]:
        cell, _, weights, kv, compute, *_ = line.split()
        out[cell] = (float(weights), float(kv), float(compute))
    return out


def compare_rows(catalog, results: dict[str, dict]) -> list[dict]:
    rows = []
    for cell in [c for grid in GRIDS for c in cells(catalog, grid)]:
        measured = results.get(cell["id"])
        if not measured:
            continue
        e = estimated(catalog, cell)
        rows.append({**cell, "measured": measured["gpu"], "estimated": e["gpu"], "measured_host": measured.get("host"),
                     "estimated_host": e["host"]})
    return rows


def compare(path: Path) -> int:
    catalog = load_catalog(ROOT / "content" / "catalog")
    rows = compare_rows(catalog, read_results(path))
    errors = []
    for r in rows:
        m, e = sum(r["measured"]), sum(r["estimated"])
        errors.append(abs(e - m) / m)
        parts = "  ".join(f"{name} {mv:.0f}/{ev:.0f}" for name, mv, ev in zip(("w", "kv", "cb"), r["measured"], r["estimated"], strict=True))
        print(f"{r['id'][:44]:44} {m:8.0f} {e:8.0f} {(e - m) / m:+7.1%}  {parts}")
    if errors:
        ordered = sorted(errors)
        print(f"{len(rows)} cells: median {statistics.median(errors):.1%}  p90 {ordered[int(round(0.9 * (len(ordered) - 1)))]:.1%}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) in (3, 4) and sys.argv[1] == "prepare":
        sys.exit(prepare(Path(sys.argv[2]), *sys.argv[3:]))
    if len(sys.argv) == 3 and sys.argv[1] == "compare":
        sys.exit(compare(Path(sys.argv[2])))
    print(__doc__)
    sys.exit(2)
