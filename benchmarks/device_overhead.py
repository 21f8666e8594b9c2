"""What a real run holds on the GPU beyond llama.cpp's own buffers: the CUDA context, cuBLAS, the memory pool.

benchmarks/device_memory.py checks the weights, KV cache and compute buffer llama.cpp allocates against the estimator,
cell by cell, to the MiB. A verdict also needs the rest of what a run holds on the card: the CUDA context (its size
grows with the GPU's streaming multiprocessors), cuBLAS's handle and workspace, the kernels loaded as they are first
used, and ggml's memory pool for temporaries (a pool that keeps what it has mapped). llama.cpp prints none of these;
its memory breakdown calls them "unaccounted". The device run (benchmarks/device_overhead.sh) measures them:

- for every cell of GRID below, `llama-bench` (0c1e5709, built for the device's GPU) runs a prompt of P tokens after
  D tokens of depth on the zero-weight file of benchmarks/zero_gguf.py, while nvidia-smi samples the GPU's memory.used
  and the process's used_memory every 50 ms; the peak less the idle reading is what the run held on the card;
- `llama-fit-params --fit-print on` prints the same cell's weights, KV cache and compute buffer (llama-bench's context:
  n_ctx = P + D, its micro-batch and batch), so the difference is the overhead, measured;
- a process that only creates a CUDA context (the driver API through ctypes), then a cuBLAS handle and one GEMM,
  gives the context's own size.

    python benchmarks/device_overhead.py prepare PREDICTIONS.txt [second]   here, before the run: .dev/ohplan.json,
                                                                   .dev/ohgrid.txt, and the estimator's figures for
                                                                   every cell
    python benchmarks/device_overhead.py compare RESULTS_DIR        here, after: measured against estimated
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from device_memory import GPU_ID, plan_zero_models, predictions_stamp, read_results  # noqa: E402

from checker.fit.catalog import load_catalog  # noqa: E402
from checker.fit.estimate import estimate  # noqa: E402
from checker.fit.inputs import FitInput, Hardware  # noqa: E402

MODELS = [("llama-3.1-8b", "q4_k_m"), ("llama-3.1-8b", "f16"), ("gemma-3-12b", "q4_k_m"), ("qwen3-30b-a3b", "q4_k_m"),
          ("gpt-oss-20b", "mxfp4_moe")]
# name: (prompt tokens, depth, flash attention, micro-batch, batch, cache type), in the order the run takes them (the
# device run stops at its deadline; the first settings matter most).
SETTINGS = {
    "p512-fa1": (512, 0, True, 512, 2048, "f16"),
    "p512-d16k-fa0": (512, 16384, False, 512, 2048, "f16"),
    "p512-d16k-fa1-q8": (512, 16384, True, 512, 2048, "q8_0"),
    "p512-fa0": (512, 0, False, 512, 2048, "f16"),
    "p512-d16k-fa1": (512, 16384, True, 512, 2048, "f16"),
    "p2048-ub2048-fa1": (2048, 0, True, 2048, 2048, "f16"),
}

# The second run's grid (2026-11-26, after the overhead model was fitted to the first; its estimates were written down
# before it ran, so it is held out): other models and quantizations, a BF16 model, a q4_0 cache, -ub 1024, 8k and 32k.
MODELS_SECOND = [("qwen3-8b", "q8_0"), ("phi-4", "q4_k_m"), ("gemma-2-9b", "q4_k_m"), ("llama-3.2-3b", "bf16"),
                 ("mistral-nemo-12b", "q5_k_m")]
SETTINGS_SECOND = {
    "p512-d8k-fa0": (512, 8192, False, 512, 2048, "f16"),
    "p512-d32k-fa1-q4": (512, 32768, True, 512, 2048, "q4_0"),
    "p1024-ub1024-fa1": (1024, 0, True, 1024, 1024, "f16"),
    "p256-d4k-fa0-ub256": (256, 4096, False, 256, 2048, "f16"),
}
GRIDS = {"first": (MODELS, SETTINGS), "second": (MODELS_SECOND, SETTINGS_SECOND)}


def cells(catalog, grid: str = "first") -> list[dict]:
    """The grid's cells, without those past a model's trained context (Gemma 2's 8k, Phi-4's 16k)."""
    models, settings = GRIDS[grid]
    limits = {m.id: m.max_context for m in catalog.models.values()}
    return [{"id": f"{model}-{mix}-{name}", "model": model, "mix": mix, "prompt": p, "depth": d, "flash_attn": fa,
             "ubatch": ub, "batch": b, "kv": kv}
            for name, (p, d, fa, ub, b, kv) in settings.items() for model, mix in models if p + d <= limits[model]]


def bench_args(cell: dict) -> str:
    a = (f"-p {cell['prompt']} -n 0 -d {cell['depth']} -fa {int(cell['flash_attn'])} -ub {cell['ubatch']} "
         f"-b {cell['batch']} -ngl 99 -r 1")
    return a + (f" -ctk {cell['kv']} -ctv {cell['kv']}" if cell["kv"] != "f16" else "")


def fit_args(cell: dict) -> str:
    """llama-fit-params' flags for the context llama-bench makes: n_ctx = prompt + depth (+ 0 generated)."""
    a = (f"-c {cell['prompt'] + cell['depth']} -fa {'on' if cell['flash_attn'] else 'off'} -ub {cell['ubatch']} "
         f"-b {cell['batch']} -ngl 99")
    return a + (f" -ctk {cell['kv']} -ctv {cell['kv']}" if cell["kv"] != "f16" else "")


def estimated(catalog, cell: dict) -> dict:
    model, mix = catalog.models[cell["model"]], catalog.mixes[cell["mix"]]
    result = estimate(FitInput(
        model, mix, (Hardware.from_gpu(catalog.gpus[GPU_ID]),), runtime="llama.cpp", context=cell["prompt"] + cell["depth"],
        kv_cache=cell["kv"], flash_attn=cell["flash_attn"], ubatch=cell["ubatch"], n_gpu_layers=model.n_layers + 1, parallel=1,
    ), catalog)
    gpu = result.plan.devices[0]
    return {"buffers": gpu.weights_mib + gpu.kv_cache_mib + gpu.compute_buffer_mib, "overhead": gpu.overhead_mib}


def prepare(predictions: Path, which: str = "first") -> int:
    catalog = load_catalog(ROOT / "content" / "catalog")
    grid = cells(catalog, which)
    dev = ROOT / ".dev"
    plan_zero_models(grid, dev / "ohplan.json")
    (dev / "ohgrid.txt").write_text("".join(f"{c['id']}|{c['model']}-{c['mix']}.gguf|{bench_args(c)}|{fit_args(c)}\n" for c in grid))
    out = [f"{predictions_stamp()}; MiB on the GPU: buffers (weights + KV + compute), overhead (CUDA context and the "
           f"rest), total"]
    for c in grid:
        e = estimated(catalog, c)
        out.append(f"{c['id']} {e['buffers']:.0f} {e['overhead']:.0f} {e['buffers'] + e['overhead']:.0f}")
    predictions.write_text("\n".join(out) + "\n")
    print(f"{len(grid)} cells; {predictions}")
    return 0


def read_predictions(path: Path) -> dict[str, float]:
    """What prepare() wrote down before a run: each cell's estimated total on the GPU (MiB)."""
    return {line.split()[0]: float(line.split()[3]) for line in path.read_text().splitlines()[1:]}


def read_peaks(path: Path) -> dict[str, dict]:
    """overhead.txt: `ID idle_gpu_mib peak_gpu_mib peak_process_mib rc`, one line per cell the run reached."""
    out = {}
    for line in path.read_text().splitlines():
        parts = line.split()
        if len(parts) == 5 and parts[4] == "0" and all(p.isdigit() for p in parts[1:4]):
            out[parts[0]] = {"idle": int(parts[1]), "gpu": int(parts[2]) - int(parts[1]), "process": int(parts[3])}
    return out


def compare_rows(catalog, results_dir: Path) -> list[dict]:
    peaks, buffers = read_peaks(results_dir / "overhead.txt"), read_results(results_dir / "fitprint.txt")
    rows = []
    for cell in [c for grid in GRIDS for c in cells(catalog, grid)]:
        if cell["id"] not in peaks or cell["id"] not in buffers:
            continue
        measured_buffers = sum(buffers[cell["id"]]["gpu"])
        e = estimated(catalog, cell)
        rows.append({**cell, **peaks[cell["id"]], "buffers": measured_buffers, "estimated": e})
    return rows


def compare(results_dir: Path) -> int:
    rows = compare_rows(load_catalog(ROOT / "content" / "catalog"), results_dir)
    errors = []
    for r in rows:
        e = r["estimated"]
        total = e["buffers"] + e["overhead"]
        errors.append(abs(total - r["gpu"]) / r["gpu"])
        print(f"{r['id'][:40]:40} measured {r['gpu']:6d} (process {r['process']:6d}; buffers {r['buffers']:6.0f}, rest "
              f"{r['gpu'] - r['buffers']:5.0f})  estimated {total:6.0f} (rest {e['overhead']:4.0f})  {(total - r['gpu']) / r['gpu']:+6.1%}")
    if errors:
        ordered = sorted(errors)
        print(f"{len(rows)} cells: total on the GPU median {statistics.median(errors):.1%}  p90 "
              f"{ordered[int(round(0.9 * (len(ordered) - 1)))]:.1%}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) in (3, 4) and sys.argv[1] == "prepare":
        sys.exit(prepare(Path(sys.argv[2]), *sys.argv[3:]))
    if len(sys.argv) == 3 and sys.argv[1] == "compare":
        sys.exit(compare(Path(sys.argv[2])))
    print(__doc__)
    sys.exit(2)
