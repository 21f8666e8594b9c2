"""Everything a verdict page or the API shows for one query, computed once and kept.

A verdict URL is deterministic (same inputs, same catalog, same estimator
version), so its page data is memoized per canonical key, like article pages.
Plain Python, no Django import.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from checker.fit.advice import CurvePoint, Recommendation, curve, quality_warning, recommendations, settings_snippets
from checker.fit.catalog import Catalog
from checker.fit.charts import Bar, ContextChart, context_chart, memory_bars
from checker.fit.estimate import ESTIMATOR_VERSION, Estimate, estimate
from checker.fit.inputs import FitInput
from checker.fit.speed import FLOAT_TYPES, prefill_row

# Error bands of the estimate, from `python benchmarks/accuracy.py`:
# - speed: the leave-one-GPU-out 90th-percentile error of decode tokens/s (16.5 %);
# - memory: the 90th percentile of what llama.cpp allocated that the estimator had not seen: 5.1 % on the device's second
#   H100 grid (79 cells with layers on the CPU, estimated before the run) and 5.4 % on the held-out fifth of the public
#   load logs (benchmarks/data/load_logs; 2024-25 builds) when first measured (2.8 % since estimator 2026.11.12); 0.6 % on
#   the first grid after its fixes. 6 % is shown.
MEMORY_ERROR_BAND = 0.06
SPEED_ERROR_BAND = 0.17
# Prefill: benchmarks/accuracy.py's "prefill by kind" over 155 llama-bench pp512 runs (MoE runs of the device
# machines included since their routers spread the tokens; the Arc Pro B60/B70 rows since 2026.11.7; the rows of
# speed_holdout_rows.json since 2026.11.15, of speed_holdout2_rows.json since 2026.11.16, when January 2024 CUDA builds
# left the fit, of speed_holdout3_rows.json since 2026.11.17; the M3 and base and Pro M4 rows since 2026.11.19, when
# the catalog got their GPUs' throughput; of speed_holdout5_rows.json since 2026.11.20, of speed_holdout6_rows.json since
# 2026.11.21, when the Strix Halo's MoE runs became a row of their own), each shipped share left out source by source:
# p90 86 % (median 19.2 %; 94 % at 2026.11.20, 97 % at 2026.11.19, 57 % at 2026.11.17-18, 56 % at 2026.11.16,
# 54 % at 2026.11.15, 51 % before the 2025-26 Radeon rows of benchmarks/data/speed_amd_rows_2.json). That is the band
# of a kind and kind of weights with fewer than two sources. (Since 2026.11.22 the 30 pp512 rows of Headroom's H100
# i-quant runs are among the runs, 194 in all, and the same figure is 59 %: by their number alone, all of one card and
# one kind that is already measured well, so the band stays at the 164 other runs' 86 %. Since 2026.11.23, with
# speed_holdout7_rows.json's and speed_holdout8_rows.json's 14 pp512 runs, 208 in all: 59 % all, and 78 % for the 178
# without the i-quant runs, which the band takes. Since 2026.11.24, with speed_holdout9_rows.json's one pp512 run, an
# MI300X on an October 2024 build 22x slower than estimated: 86 % for the 179 without the i-quant runs. Since a later
# session of 2026-11-27, with the 11 held-out pp512 rows of the H100's archs run, 233 in all: 57 % all, and 86 % for
# the 192 without Headroom's H100 runs of that day. Since 2026.11.27, with speed_holdout12_rows.json's rows: 88 % for the
# 204 without them. Since 2026.11.28, with speed_holdout13_rows.json's rows and NVIDIA's MoE share at 0.35: 89 % for the
# 226 without them. Since 2026.11.29, with speed_holdout14_rows.json's three pp512 runs of an Arc Pro B70 at 0.4 of
# the estimate: 101 % for the 229. Since 2026.11.30, with speed_holdout15_rows.json's two pp512 runs of an RX 9070:
# 100 % for the 231. Since 2026.11.31, with speed_holdout17_rows.json's nine pp512 runs of a Strix Halo and an RX 7900
# GRE: 92 % for the 240. Since 2026.11.32, with speed_holdout18_rows.json's five pp512 runs of a Tesla T4 at 0.46 of the
# estimate: 113 % for the 245. Since 2026.11.38, with speed_holdout22_rows.json's ten pp512 runs of a Strix Halo on
# gpt-oss, 2.3-2.6x faster on the 20B than the MoE share: 116 % for the 261.)
PREFILL_ERROR_BAND = 1.16
# Since 2026.11.19 a kind and kind of weights with two sources or more shows its own leave-one-source-out p90 (the same
# table's last column), as decode does: one figure for all mixed an H100's 24 % with the Apple base chips' 149 % (a
# fork's M4 rows, two blocks 3x apart) and the Strix Halo's 189 % (its backends; 191 % at 2026.11.19). Not below the
# best-measured pair's (NVIDIA HBM, quantized: 67 runs, 27 % since 2026.11.22 with the H100's i-quant runs, whose
# prompt rates differ more between types than the other quantizations'; 37 runs and 24 % before): the two HBM float
# runs' 3.4 % is two runs, not a spread. NVIDIA's MoE rows are their own row of the table (checker.fit.speed.MOE_PREFILL_EFFICIENCY_NVIDIA), and the
# Strix Halo's since 2026.11.21 (checker.fit.speed.prefill_row): its dense runs' p90 is then 39 %, its MoE runs' 215 %
# (two 2025 Vulkan builds ran Qwen3-30B-A3B and Qwen3-Next at a seventh and a third of the others' rate).
PREFILL_ERROR_BAND_FLOOR = 0.27
# Since 2026.11.23, with speed_holdout7_rows.json's and speed_holdout8_rows.json's rows: nvidia-gddr 0.51, amd-discrete
# 0.94 and amd-unified-moe 2.15 before; NVIDIA's MoE row takes the leave-one-source-out p90 of the runs its share is
# fitted on (benchmarks/accuracy.py's "MoE prefill", MOE_PREFILL_EFFICIENCY_NVIDIA's line: 15 runs of 5 sources at
# their own micro-batches, 28 %) instead of the three pp512 runs of this table (172 %, one of them an RTX 3090 at
# twice the estimate): 0.98 before, from 5 runs of 3 sources.
# Since 2026.11.25, with speed_holdout10_rows.json's rows: NVIDIA's MoE row takes the p90 of the shipped share over this
# table's 12 pp512 runs of 8 sources, 49.9 % (its share is not fitted on them: eight are an RTX 5090 under Vulkan pull
# requests whose MoE prompts ran 1.7x faster from August 2025 to 2026, at 0.28-0.58 of the peak), 0.28 before; the
# Strix Halo's dense row 0.39 -> 0.58 (Lemonade's ROCm builds of Llama 2 7B 54 % slower than the share) and its MoE
# row, on its own share since then (checker.fit.speed.PREFILL_EFFICIENCY_BY_KIND), 1.90 -> 1.33.
# Since 2026.11.26, with speed_holdout11_rows.json's rows: nvidia-gddr 0.50 -> 0.48 (an RTX 4090's June 2024 builds, a
# source of its own, 11 sources), intel 0.46 -> 0.63 (an Arc B580 under SYCL, from a report of a crash on Qwen3.5-27B
# Q2_K, a seventh of the estimate: 14 runs of 6 sources; left out source by source the median falls from 20.1 % to
# 10.7 %, the p90 rises).
# Since 2026.11.27, with speed_holdout12_rows.json's rows (its two sources naming no device left out, and prompts run in
# pieces under llama-bench's default micro-batch, "-b 120" or "-ub 256", no longer fitted on): amd-unified 0.58 -> 0.79
# (a 2025 ROCm build's Llama 2 7B Q4_0 at 330 tokens/s and lhl/strix-halo-testing's summary rows), amd-unified-moe
# 1.33 -> 1.01, apple 1.49 -> 1.21 (an M4 Pro's -ub 256 run left out), apple-max 0.64 -> 0.67.
# Since 2026.11.28, with speed_holdout13_rows.json's rows: intel 0.63 -> 5.39 (an Arc A770 and a B580 under Vulkan builds
# of 2024-25 ran prompts at a tenth of their SYCL rate, 10-15x slower than the share), amd-discrete 1.14 -> 1.03 (an
# RX 7800 XT under Vulkan), nvidia-gddr 0.48 -> 0.46; NVIDIA's MoE row, whose share the table's pp512 runs now help fit
# (checker.fit.speed.MOE_PREFILL_EFFICIENCY_NVIDIA 0.29 -> 0.35), takes their leave-one-source-out p90 as the other
# pairs do: 0.50 -> 0.55. Since 2026.11.29, with speed_holdout14_rows.json's Arc Pro B70 rows (prompts at 0.4 of the
# estimate): intel 5.39 -> 5.37. Since 2026.11.30, with speed_holdout15_rows.json's RX 9070 rows under Vulkan (prompts
# within 16 %): amd-discrete 1.03 -> 1.00. Since 2026.11.31, with speed_holdout17_rows.json's Strix Halo runs under ROCm
# 7.0 (dense 32B and 235B prompts 21-26 % faster than the share, Qwen3-30B-A3B's 17-18 % slower): amd-unified 0.79 ->
# 0.92, amd-unified-moe 1.01 -> 0.88. Since 2026.11.32, with speed_holdout18_rows.json's Tesla T4 runs of Qwen3.5-9B
# Q8_0
# (prompts at 0.46 of the estimate, one source of fourteen holding the 90th percentile up): nvidia-gddr 0.46 -> 1.14.
# Since 2026.11.33, with speed_holdout19_rows.json's M1 and M4 runs (the M4's small models 16-22 % faster than the
# share): apple 1.21 -> 1.50. Since 2026.11.34, with speed_holdout20_rows.json's RX 9060 XT runs (prompts 10 % faster
# than the share): amd-discrete 1.00 -> 0.97. Since 2026.11.35, with speed_holdout21_rows.json's L40S run (prompts at
# 0.67 of the estimate): nvidia-gddr 1.14 -> 1.10. Since 2026.11.36 (Qwen3.5 0.8B, 4B and 35B-A3B with their Gated
# DeltaNet widths): nvidia-moe 0.55 -> 0.49, apple-max 0.67 -> 0.64, amd-unified-moe 0.88 -> 0.84. Since 2026.11.38,
# with speed_holdout22_rows.json's Strix Halo runs (gpt-oss-20b's prompts 2.3-2.6x faster than the share):
# amd-unified-moe 0.84 -> 1.16. Since 2026.11.39, with speed_holdout23_rows.json's RX 7900 XTX run under ROCm in WSL2
# (prompts 28 % slower than estimated), a sixteenth source: amd-discrete 0.97 -> 0.61. Since 2026.11.40, with
# speed_holdout24_rows.json's F16 runs of a Strix Halo, its float prompts a pair of two sources with a share of their
# own: their leave-one-source-out p90, 0.32 (the band of a pair with one source, 1.16, before). Since 2026.11.41, with
# speed_holdout25_rows.json's M1 Pro runs, a twelfth source: apple 1.50 -> 1.38. Since 2026.11.42, with
# speed_holdout26_rows.json's RX 7900 XTX under Vulkan, a seventeenth source: amd-discrete 0.61 -> 0.63. Since 2026.11.43,
# with speed_holdout27_rows.json's Arc Pro B70 under an older SYCL build (prompts 2.4-3.3x faster in the estimate),
# a twelfth source: intel 5.37 -> 5.32. Since 2026.11.46, with speed_holdout28_rows.json's M2 Max runs, an eighteenth
# source: apple-max 0.64 -> 0.51. Since 2026.11.47, with speed_holdout29_rows.json's M4 runs, a thirteenth source:
# apple 1.38 -> 1.44. Since 2026.11.48, with speed_holdout30_rows.json's MI300X on a 2026 build, the Instinct cards'
# prompts a pair of two sources with a share of their own: their leave-one-source-out p90, 0.76 (the band of a pair
# with one source before). Since 2026.11.49, with speed_holdout31_rows.json's M2 Ultra and M4 runs: apple 1.44 -> 1.57;
# the Max and Ultra chips' float prompts, three sources keeping the single share (their own left out source by source
# is worse at the median), the shipped share's own p90 over them, 0.37 (0.40 before, the left-out p90 of two). Since
# 2026.11.50, with speed_holdout32_rows.json's RTX 5090 run (prompts within 1.1 %), a sixteenth source: nvidia-gddr 1.10
# -> 1.09. Since 2026.11.51, with Headroom's H200 runs of Qwen3.5 (benchmarks/data/device/h200-2026-11-28-linear2.md and
# -linear3.md, never fitted on: the 0.8B's prompts at 0.22-0.28 of the estimate, the 4B's at 0.50-0.64), 9 sources:
# nvidia-hbm quantized 0.27 -> 0.43 (its float prompts, two runs of two sources, keep 0.27).
PREFILL_ERROR_BAND_BY_KIND = {
    ("nvidia-gddr", False): 1.09, ("nvidia-moe", False): 0.49, ("nvidia-hbm", False): 0.43, ("nvidia-hbm", True): 0.27,
    ("apple", False): 1.57, ("apple-max", False): 0.51, ("apple-max", True): 0.37, ("intel", False): 5.32,
    ("amd-discrete", False): 0.63, ("amd-unified", False): 0.92, ("amd-unified", True): 0.32,
    ("amd-unified-moe", False): 1.16, ("amd-hbm", False): 0.76,
}
# Decode's band per kind of hardware (checker.fit.inputs.hardware_kind): the leave-one-source-out 90th
# percentile of benchmarks/accuracy.py's "decode by kind of hardware" where the kind has two sources or
# more; where it has one, that source's own 90th percentile, and at least the GDDR band; where it has
# none, 0.5: a kind without measurements is a guess from another kind's share.
SPEED_ERROR_BAND_BY_KIND = {
    # (apple, apple-max and amd-unified since 2026.11.15, with speed_holdout_rows.json's sources in the fit: 0.11, 0.21
    # and 0.23 before; nvidia-gddr, amd-discrete and amd-unified since 2026.11.16, with speed_holdout2_rows.json's: 0.23,
    # 0.23 and 0.40 before; apple since 2026.11.17, with speed_holdout3_rows.json's two sources: 0.21 before, and
    # amd-unified's p90 with its two, 36.9 %, keeps 0.37; the DGX Spark's one source keeps at least the GDDR band; apple
    # since 2026.11.18, with speed_holdout4_rows.json's three: 0.19 before; apple, apple-max and amd-unified since
    # 2026.11.20, with speed_holdout5_rows.json's sources and the Max and Ultra chips without the Metal linear-attention
    # cost: 0.31, 0.20 and 0.37 before; apple, apple-max and amd-unified since 2026.11.21, with speed_holdout6_rows.json's
    # sources, the Metal cost of an MoE layer and the Strix Halo's share 0.78: 0.35, 0.30 and 0.36 before; every kind since
    # 2026.11.23, with speed_holdout7_rows.json's and speed_holdout8_rows.json's rows: nvidia-gddr 0.25, apple 0.36,
    # apple-max 0.23, amd-discrete 0.26, amd-unified and nvidia-unified 0.25 before; the Radeon cards' older ROCm
    # builds run decode at 0.44-0.65 of the bandwidth where 2025-26 Vulkan and ROCm builds reach 0.84-1.07; amd-discrete
    # since 2026.11.24, with speed_holdout9_rows.json's 2023-24 ROCm runs of the RX 7900 XT and XTX, 26-60 % fast: 0.41
    # before; amd-hbm, the Instinct cards, since 2026.11.24 its one source's own error, an MI300X on an October 2024
    # build 87 % fast: 0.5 before, a kind without measurements; amd-unified and intel since 2026.11.25, with
    # speed_holdout10_rows.json's rows: 0.38 and 0.36 before, an Arc A770 under Vulkan 47 % fast on gpt-oss-20b;
    # amd-unified since 2026.11.26, with speed_holdout11_rows.json's Strix Halo run of Qwen3.5-27B Q8_0, a sixteenth
    # source: 0.36 before; apple and amd-unified since 2026.11.27, with speed_holdout12_rows.json's M1 and Strix Halo
    # runs, 19 sources: 0.35 and 0.37 before; since 2026.11.28, with speed_holdout13_rows.json's rows: nvidia-gddr 0.24 ->
    # 0.25 (and the DGX Spark's one source with it), apple 0.36 -> 0.29 (an M2's F16 runs), amd-discrete 0.56 -> 0.42
    # (an RX 7800 XT under Vulkan, 6-11 % fast), intel 0.47 -> 0.89 (an Arc A770 and a B580 on 2024-25 builds, decode
    # 1.6-2.4x slower than the share); intel since 2026.11.29, with speed_holdout14_rows.json's Arc Pro B70 runs, 15-18 %
    # faster than the share: 0.89 before; amd-discrete since 2026.11.30, with speed_holdout15_rows.json's RX 9070 under
    # Vulkan, decode 2.2-2.5x slower than the share: 0.42 before; amd-unified since 2026.11.31, with
    # speed_holdout17_rows.json's Strix Halo runs under ROCm 7.0, a twentieth source, dense models within 1 %: 0.36
    # before; nvidia-gddr and the DGX Spark's one source with it since 2026.11.32, with speed_holdout18_rows.json's
    # Tesla T4 runs, 21-35 % slower than the share: 0.25 before; apple since 2026.11.33, with
    # speed_holdout19_rows.json's M1, M3 Pro and M4 runs, Qwen3.5 0.8B 31 % faster than estimated: 0.29 before;
    # nvidia-gddr, nvidia-unified and amd-discrete since 2026.11.34, with speed_holdout20_rows.json's RTX 4090 and RX
    # 9060 XT runs, decode within 8 %: 0.30, 0.30 and 0.72 before; since 2026.11.36, when the catalog's Qwen3.5 0.8B,
    # 4B and 35B-A3B got their Gated DeltaNet widths (128, not the attention heads' 256: their linear layers had been
    # counted twice their size) and so run faster in the estimate than on most GPUs: nvidia-gddr and nvidia-unified
    # 0.29 -> 0.30, apple 0.33 -> 0.34, apple-max 0.24 -> 0.23, amd-unified 0.29 -> 0.35, the Strix Halo's 35B-A3B
    # and Qwen3-Next runs 20-45 % slower than estimated; since 2026.11.37, when a linear layer's fixed cost is charged
    # on every GPU backend, checker.fit.speed.LINEAR_ATTENTION_LAYER_SECONDS: nvidia-gddr and nvidia-unified 0.30 ->
    # 0.27, apple-max 0.23 -> 0.21, amd-unified 0.35 -> 0.28, intel 0.96 -> 0.90; amd-unified since 2026.11.38, with
    # speed_holdout22_rows.json's Strix Halo runs of gpt-oss: 0.28 before; amd-discrete since 2026.11.39, with
    # speed_holdout23_rows.json's RX 7900 XTX under ROCm in WSL2, decode 58 % faster in the estimate, a twenty-first
    # source: 0.73 before; apple, nvidia-gddr and nvidia-unified since 2026.11.41, with speed_holdout25_rows.json's M1
    # Pro and RTX 3090 runs, a nineteenth and a twenty-eighth source: 0.34, 0.27 and 0.27 before; amd-discrete since
    # 2026.11.42, with speed_holdout26_rows.json's RX 7900 XTX under Vulkan, 85-173 tokens/s between one day's settings
    # where 150 is estimated: 0.65 before; intel since 2026.11.43, with speed_holdout27_rows.json's Arc Pro B70 under an
    # older SYCL build, a fourteenth source: 0.90 before; since 2026.11.44 the Alchemist cards (Arc A) a kind of their
    # own, checker.fit.inputs.hardware_kind: Battlemage 22 runs of 10 sources, Alchemist 6 of 4; apple-max since
    # 2026.11.46, with speed_holdout28_rows.json's M2 Max runs of 14 models in Q4_K_M, 16-43 % faster in the estimate, an
    # eighteenth source: 0.21 before; apple and apple-max since 2026.11.47, with speed_holdout29_rows.json's M4, M1 Max
    # and M3 Ultra runs in the fit (the M1 Max 18-20 % slower than estimated) and the Metal linear-attention cost
    # refitted on the M4's Qwen3.5 0.8B (437 -> 390 us): 0.35 and 0.38 before; apple-max since 2026.11.49, with
    # speed_holdout31_rows.json's M2 Ultra, its Qwen3.5 4B 37-99 % slower than estimated, 0.35 before, and apple, with
    # its Mac mini M4 and the Metal linear-attention cost refitted at 341 us: 0.30 before)
    "nvidia-gddr": 0.26, "apple": 0.26, "apple-max": 0.37, "amd-discrete": 0.71, "amd-unified": 0.33, "nvidia-unified": 0.26,
    # (amd-hbm since 2026.11.48, with speed_holdout30_rows.json's MI300X on a 2026 build, a second source: its
    # leave-one-source-out p90, 0.87 before, its one source's own error)
    "amd-hbm": 0.23,
    "intel": 0.21, "intel-alchemist": 0.34, "cpu": 0.5,
    # HBM: fitted on Headroom's own H200 runs and the H100's first i-quant run (42 runs, leave-one-run-out p90 20 %;
    # 27 % at 24 runs before 2026.11.22, when a type measured once had no unpacking figure with its run left out; 29
    # H100 runs never fitted on, of its own device and of another source: p90 7.8 %). Both cards are Hopper and no A100
    # was measured: the leave-one-run-out figure.
    "nvidia-hbm": 0.20,
}
# The HBM constants were fitted on Hopper cards only. An HBM card of another architecture (an A100, a V100, a B200;
# a custom card, whose architecture is not known) has no run of its own behind them, and the one such run found, never
# fitted on (benchmarks/accuracy.py's hold-out: an A100 SXM4 on Qwen3-Next-80B-A3B), is 2.1x too fast: 109 % off.
HBM_FITTED_ARCHITECTURES = {"Hopper"}
UNFITTED_HBM_SPEED_BAND = 1.1
KIND_LABELS = {
    "nvidia-gddr": "NVIDIA cards with GDDR memory", "nvidia-hbm": "NVIDIA data-centre cards (HBM)",
    "nvidia-unified": "NVIDIA unified memory (DGX Spark, Jetson)", "apple": "Apple Silicon (base and Pro chips)",
    "apple-max": "Apple Silicon Max and Ultra chips", "amd-discrete": "AMD Radeon cards",
    "amd-hbm": "AMD Instinct data-centre cards (HBM; two sources measured)",
    "amd-unified": "AMD APUs with unified memory", "intel": "Intel Arc B-series (Battlemage)",
    "intel-alchemist": "Intel Arc A-series (Alchemist)", "cpu": "CPUs",
}
MEMO_SIZE = 1024


@dataclass
class Verdict:
    estimate: Estimate
    recommendations: list[Recommendation]
    curve: list[CurvePoint]
    bars: list[Bar]
    chart: ContextChart | None
    snippets: dict[str, str]
    memory_band: float = MEMORY_ERROR_BAND
    speed_band: float = SPEED_ERROR_BAND
    prefill_band: float = PREFILL_ERROR_BAND
    estimator_version: str = ESTIMATOR_VERSION
    hardware_kind: str = "nvidia-gddr"
    quality_note: str | None = None  # the chosen quantization's quality cost, at or below 3 bits

    @property
    def hardware_label(self) -> str:
        return KIND_LABELS.get(self.hardware_kind, self.hardware_kind)

    @property
    def headline(self) -> str:
        e = self.estimate
        if e.verdict == "fits":
            return "Fits entirely"
        if e.verdict == "partial_offload":
            return f"Fits with partial CPU offload: {e.plan.n_gpu_layers} of {e.layers_total} layers on the GPU"
        return "Won't fit"


def build(inp: FitInput, catalog: Catalog, model_file: str) -> Verdict:
    result = estimate(inp, catalog)
    points = curve(result, catalog)
    kind = inp.gpus[0].kind if inp.gpus else "cpu"
    return Verdict(result, recommendations(result, catalog), points, memory_bars(result), context_chart(points),
                   settings_snippets(result, model_file), speed_band=speed_band(inp, catalog),
                   prefill_band=prefill_band(inp, catalog), hardware_kind=kind, quality_note=quality_warning(inp.mix, catalog))


def speed_band(inp: FitInput, catalog: Catalog) -> float:
    """Decode's error band for the first GPU's kind of hardware (and, for HBM cards, its architecture)."""
    kind = inp.gpus[0].kind if inp.gpus else "cpu"
    if kind == "nvidia-hbm":
        gpu = catalog.gpus.get(inp.gpus[0].catalog_id or "")
        if gpu is None or gpu.architecture not in HBM_FITTED_ARCHITECTURES:
            return UNFITTED_HBM_SPEED_BAND
    return SPEED_ERROR_BAND_BY_KIND.get(kind, 0.5)


def prefill_band(inp: FitInput, catalog: Catalog) -> float:
    """Prefill's error band under llama.cpp for the row the first GPU's kind and the weights' kind fall in
    (checker.fit.speed.prefill_row, which also gives their share)."""
    if not inp.gpus:
        return PREFILL_ERROR_BAND
    if inp.gpus[0].kind == "nvidia-hbm" and speed_band(inp, catalog) == UNFITTED_HBM_SPEED_BAND:
        return PREFILL_ERROR_BAND  # an HBM card of another architecture than the fitted one
    if inp.runtime == "vllm":
        return PREFILL_ERROR_BAND  # vLLM's kernels are not llama.cpp's: the single share, the single band
    row = prefill_row(inp.gpus[0].kind, inp.mix.base_type in FLOAT_TYPES, inp.model.moe is not None)
    return max(PREFILL_ERROR_BAND_FLOOR, PREFILL_ERROR_BAND_BY_KIND.get(row, PREFILL_ERROR_BAND))


def memoized(key: tuple, catalog: Catalog, make) -> Verdict:
    memo: OrderedDict = catalog.memo.setdefault("verdicts", OrderedDict())
    if key in memo:
        memo.move_to_end(key)
        return memo[key]
    value = make()
    memo[key] = value
    if len(memo) > MEMO_SIZE:
        memo.popitem(last=False)
    return value
