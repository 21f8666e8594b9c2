"""How long one estimate and one verdict page's computation take.

A fixed piece of pure-Python work (sorting 20,000 numbers) is timed in the same run as the
baseline, so the ratios compare across noisy machines; the absolute times are printed too.
Targets: one estimate under 1 ms. Run:
    .venv/bin/python benchmarks/estimate.py
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from timing import baseline as measure_baseline, timed  # noqa: E402  (benchmarks/timing.py, beside this script)

from checker.fit.catalog import load_catalog  # noqa: E402
from checker.fit.estimate import estimate  # noqa: E402
from checker.fit.inputs import FitInput, Hardware
from checker.fit.verdicts import build  # noqa: E402

CASES = [
    ("llama-3.1-8b", "q4_k_m", ("geforce-rtx-3060-12gb",), {"context": 8192}),
    ("llama-3.3-70b", "q4_k_m", ("geforce-rtx-4090",), {"context": 8192}),
    ("llama-3.3-70b", "q4_k_m", ("geforce-rtx-3090", "geforce-rtx-3090"), {}),
    ("qwen3-30b-a3b", "q4_k_m", ("geforce-rtx-4060-laptop",), {"context": 32768}),
    ("deepseek-v3", "q4_k_m", ("instinct-mi300x",) * 4, {"context": 16384}),
    ("gemma-3-27b", "q4_k_m", ("apple-m4-max-40-core-gpu-64gb",), {}),
]


def main() -> int:
    catalog = load_catalog(ROOT / "content" / "catalog")
    inputs = [FitInput(catalog.models[m], catalog.mixes[q], tuple(Hardware.from_gpu(catalog.gpus[g]) for g in gpus), **options)
              for m, q, gpus, options in CASES]
    for inp in inputs:
        estimate(inp, catalog)  # warm the per-model weight layouts, as a running server has
    baseline = measure_baseline()
    one = statistics.median(timed(lambda inp=inp: estimate(inp, catalog), 30) for inp in inputs)
    page = statistics.median(timed(lambda inp=inp: build(inp, catalog, "model.gguf"), 3) for inp in inputs)
    print(f"baseline (sort 20,000 floats): {baseline * 1e3:.2f} ms")
    print(f"one estimate, median of {len(inputs)} cases: {one * 1e3:.3f} ms = {one / baseline:.2f}x baseline")
    print(f"a verdict page's computation (estimate, recommendations, curve, charts): {page * 1e3:.1f} ms = {page / baseline:.1f}x baseline")
    print("target: one estimate under 1 ms:", "met" if one < 0.001 else "MISSED")
    return 0 if one < 0.001 else 1


if __name__ == "__main__":
    sys.exit(main())
