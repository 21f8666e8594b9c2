"""The plan of a llama-bench run on the device machine (benchmarks/device_speed.sh), with the estimates written first.

    python benchmarks/device_speed.py prepare NAME PREDICTIONS.txt   here, before the run: .dev/plan.json (the
                                                                     zero-weight files), .dev/runs.txt (one llama-bench
                                                                     run a line) and the estimator's tg128 and pp512
                                                                     figures for every run, written down first
                                                                     (read_estimates reads them back for accuracy.py)

RUNS names each run's models and quantizations. "iquants" (2026-11-27) measures the types whose unpacking work
(checker.fit.weights.DEQUANT_OPS_PER_BYTE) no run had measured, each borrowing another type's figure: Q5_1, IQ4_NL and
the i-quants of 1 to 3 bits, on Llama 3.1 8B and Qwen2.5 14B in turn (so that whatever the time leaves out is left out
of both); "iquants2", run on the same machine once the first had ended, the same types on Mistral Nemo 12B and three of
them on Llama 3.1 70B. The first run's rows are fitted on (two runs of each type, so that leaving one out still leaves
a figure), the second's are held out (benchmarks/accuracy.py). "archs" (2026-11-27, a later session) measures, held
out, models whose architecture or size no speed run on an HBM card had held (Gemma 2 and 3 with their sliding
windows, Phi-4, Llama 3.2 3B, Mistral Nemo and Small, Qwen3 14B, Qwen2.5 32B, Qwen3-Coder's MoE, Llama 3.3 70B), in
the K-quants people download, smallest first (what the time leaves out is the largest). "depth" (DEPTHS, below) runs
only 512-token prompts, at an empty context and after 16,384 to 65,536 tokens, and writes the estimate of each down
first ("pp512@d16384"), for Qwen3.5's hybrid layers, Gemma 3 and Llama 3.1 beside them. "linear" (2026-11-28, after
"depth" found Qwen3.5 9B's decode 14 % faster than estimated on the H100 and the 27B's within 4 %) runs the Qwen3.5
models from 0.8B to 9B in two types each side of Q4_K_M, so that a fixed cost per linear-attention layer and the bytes
read can be told apart on an HBM card. "linear2" (2026-11-28, a later session, on the H200 the tool lent then) runs them
again beside Llama 3.1 8B, with the 0.8B in two types and the 27B: whether the H100's Qwen3.5 models,
decoded 0.4-0.7 ms a token faster than estimated, are so on a second HBM card; "linear3", run on the same machine
right after it, the same models in the other types (the 0.8B in Q6_K, the 4B in Q8_0 and Q6_K, the 9B in Q4_K_M, the
27B in Q6_K and Q8_0). Both are held out of the HBM linear-attention cost, which is fitted on the H100's runs.

A fourth argument names the catalog GPU the estimates are for (the device tool may lend an H200 instead of an
H100): ``prepare archs .dev/h200-predictions.txt h200-sxm-141gb``.
"""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.accuracy import prompt_tps  # noqa: E402
from benchmarks.device_memory import predictions_stamp  # noqa: E402
from checker.fit.catalog import load_catalog  # noqa: E402
from checker.fit.estimate import estimate  # noqa: E402
from checker.fit.inputs import FitInput, Hardware  # noqa: E402

IQUANT_MIXES = ("iq2_xxs", "iq3_xxs", "q5_1", "iq4_nl", "iq1_s", "iq2_xs", "iq3_s", "iq1_m", "iq2_s")
RUNS = {"iquants": [(model, mix) for mix in IQUANT_MIXES for model in ("llama-3.1-8b", "qwen2.5-14b")],
        "iquants2": [*[("llama-3.1-70b", mix) for mix in ("iq2_xxs", "iq1_m", "iq3_xxs")],
                     *[("mistral-nemo-12b", mix) for mix in IQUANT_MIXES]],
        "archs": [("llama-3.2-3b", "q4_k_m"), ("gemma-2-9b", "q4_k_m"), ("gemma-3-12b", "q4_k_m"),
                  ("mistral-nemo-12b", "q4_k_m"), ("phi-4", "q4_k_m"), ("qwen3-14b", "q6_k"),
                  ("mistral-small-24b-2501", "q4_k_m"), ("gemma-3-27b", "q4_k_m"), ("qwen3-coder-30b-a3b", "q6_k"),
                  ("qwen2.5-32b", "q5_k_m"), ("llama-3.3-70b", "q5_k_m")],
        "depth": [("llama-3.1-8b", "q4_k_m"), ("qwen3.5-9b", "q4_k_m"), ("gemma-3-12b", "q4_k_m"),
                  ("qwen3.5-27b", "q4_k_m")],
        "linear": [("qwen3.5-0.8b", "q8_0"), ("qwen3.5-4b", "q4_k_m"), ("qwen3.5-9b", "q8_0"), ("qwen3.5-9b", "q6_k")],
        "linear2": [("llama-3.1-8b", "q4_k_m"), ("qwen3.5-0.8b", "q8_0"), ("qwen3.5-0.8b", "q4_k_m"), ("qwen3.5-4b", "q4_k_m"),
                    ("qwen3.5-9b", "q8_0"), ("qwen3.5-27b", "q4_k_m"), ("qwen3.5-9b", "q6_k")],
        "linear3": [("qwen3.5-0.8b", "q6_k"), ("qwen3.5-4b", "q8_0"), ("qwen3.5-4b", "q6_k"), ("qwen3.5-9b", "q4_k_m"),
                    ("qwen3.5-27b", "q6_k"), ("qwen3.5-27b", "q8_0")]}
# A run's prompt tests after a prompt already in the context (llama-bench's -d), where it has them: "depth" (2026-11-27,
# a fourth session) measures whether a 512-token batch slows with the context as the estimate says for attention heads
# of 256 dimensions (Qwen3.5's full-attention layers, Gemma 3's) as for Llama's 128: a collection's RTX 4090 ran the
# dense Qwen3.5 models' prompts at depth at 0.40-0.58 of the estimate (benchmarks/README.md, the twenty-third
# collection).
DEPTHS = {"depth": {"llama-3.1-8b": (0, 16384, 65536), "qwen3.5-9b": (0, 16384, 65536),
                    "gemma-3-12b": (0, 16384, 65536), "qwen3.5-27b": (0, 32768)}}
GPU = "h100-sxm5-80gb"  # the card the device tool lends first


def _depth_args(depths: tuple[int, ...]) -> str:
    """llama-bench's arguments for 512-token prompts after each depth, flash attention on, two repetitions."""
    return f" -p 512 -n 0 -fa 1 -r 2 -d {','.join(map(str, depths))}"


def prepare(name: str, predictions: Path, gpu: str = GPU) -> int:
    catalog = load_catalog(ROOT / "content" / "catalog")
    runs = RUNS[name]
    dev = ROOT / ".dev"
    dev.mkdir(exist_ok=True)
    subprocess.run([sys.executable, str(ROOT / "benchmarks" / "zero_gguf.py"), "plan", str(dev / "plan.json"),
                    *[f"{model}:{mix}" for model, mix in runs]], check=True)
    depths = DEPTHS.get(name, {})
    (dev / "runs.txt").write_text("".join(f"{model}-{mix}.gguf{_depth_args(depths[model]) if model in depths else ''}\n"
                                          for model, mix in runs))
    hardware = Hardware.from_gpu(catalog.gpus[gpu])
    out = [predictions_stamp()]
    for model, mix in runs:
        inp = FitInput(catalog.models[model], catalog.mixes[mix], (hardware,), context=512, parallel=1, ram_gib=512)
        result = estimate(inp, catalog)
        out.append(f"{gpu} {model} {mix} tg128 estimate {result.speed.decode_tps:.1f} "
                   f"pp512 estimate {result.speed.prefill_tps:.1f} {result.verdict}")
        for depth in depths.get(model, ())[1:]:
            at = dataclasses.replace(inp, context=depth + 512, runtime="llama.cpp", flash_attn=True, ubatch=512,
                                     n_gpu_layers=inp.model.n_layers + 1)
            out.append(f"{gpu} {model} {mix} pp512@d{depth} estimate {prompt_tps(catalog, at, 512, depth):.1f}")
    predictions.write_text("\n".join(out) + "\n")
    print(f"{len(runs)} runs; {predictions}")
    return 0


def read_estimates(path: Path) -> dict[tuple[str, str], float]:
    """The tg128 estimates a predictions file of prepare() wrote down, by (model, mix)."""
    written = {}
    for line in path.read_text().splitlines()[1:]:
        words = line.split()
        if len(words) >= 6 and words[3] == "tg128":
            written[(words[1], words[2])] = float(words[5])
    return written


if __name__ == "__main__":
    if len(sys.argv) in (4, 5) and sys.argv[1] == "prepare" and sys.argv[2] in RUNS:
        sys.exit(prepare(sys.argv[2], Path(sys.argv[3]), *sys.argv[4:]))
    print(__doc__)
    sys.exit(2)
