"""How fast: decode tokens/s from the bytes each token reads over each device's bandwidth, and
prefill tokens/s from compute throughput; both at an empty and at a full context.
Plain Python, no Django import.
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.fit.catalog import Catalog
from checker.fit.inputs import FitInput
from checker.fit.memory import MIB, kv_bytes_per_layer, kv_cells, layer_kinds
from checker.fit.placement import Plan, cache_spec, cached_layer_kinds, offload_split
from checker.fit.runtimes import Settings
from checker.fit.weights import WeightsLayout


@dataclass
class Speed:
    decode_tps: float  # empty context
    decode_tps_full: float  # at the verdict's context
    prefill_tps: float | None  # a prompt batch at the start of the context
    prefill_tps_full: float | None = None  # a prompt batch when the context is already full


# Token generation, fitted on 77 measured llama.cpp runs of 25 models on 8 GPUs
# (benchmarks/data/decode_llmfit.json, llmfit's community benchmarks): each token
# takes the bytes it reads over 86 % of the peak bandwidth, plus a fixed 65.7 us
# per layer on the GPU (kernel launches, synchronisation) and 19.9 us more per
# MoE layer (expert routing). `python benchmarks/accuracy.py` refits these and
# prints their leave-one-GPU-out error (median 3.7 %, p90 16 % at this version).
# The share of peak bandwidth differs by kind of hardware (checker.fit.inputs.hardware_kind). NVIDIA GDDR
# cards: 0.86, the fit above. The other kinds' shares are fitted by benchmarks/accuracy.py ("decode by
# kind of hardware") on llama-bench tg rows of benchmarks/data/speed_llamabench.json (llama.cpp issues
# and pull requests, benches/dgx-spark.md), with the per-layer costs above held fixed; each comment
# names the rows and the leave-one-source-out error. A kind with no measurements uses the GDDR share.
# The CPU share is an assumption: no CPU cases yet.
DECODE_EFFICIENCY = {
    "nvidia-gddr": 0.86,  # the fit above; the kind's 41 runs (5 sources) put the median at 0.875
    # M2 Max and M2 Ultra, 8 runs of 3 sources (llama.cpp PRs #2917, #2959, #16634; 2023-2025 builds):
    # median 0.643; leave-one-source-out median error 11.4 %, p90 20.5 %. (With an M1 Max run of
    # speed_holdout_rows.json, 9 runs of 4 sources: median 0.626, leave-one-source-out 9.2 %, p90 20.1 %.)
    "apple-max": 0.64,
    # Ryzen AI Max+ 395 (Strix Halo), 10 runs of 2 sources: llama.cpp issue #22375 (Vulkan, 0.81) and
    # lhl/strix-halo-testing's ROCm runs of Llama 2 7B in speed_holdout_rows.json (2025 build; Q4_0 and Q4_K_M
    # 0.58-0.64, Q8_0 and F16 0.73), which were 18 % off at the median at 0.81 when first measured, held out: median
    # 0.731; leave-one-source-out median 12.7 %, p90 39.7 % (the two backends differ). With speed_holdout2_rows.json's
    # and speed_holdout3_rows.json's rows (the latter within 9 % of 0.73 when measured held out: LLaMA 7B Q4_0 under
    # ROCm and Vulkan, Qwen3-30B-A3B under Vulkan), 20 runs of 6 sources: median 0.741, leave-one-source-out 7.1 %, p90
    # 36.9 %; the share stays. With speed_holdout6_rows.json's (held out at 2026.11.20: its dense runs on 2026 Vulkan and
    # ROCm builds 8-21 % faster than 0.73 gives), 30 runs of 10 sources: median 0.780, which the kind takes since
    # 2026.11.21 (median error 7.7 % -> 5.2 %); leave-one-source-out median 7.9 %, p90 25.3 %.
    "amd-unified": 0.78,
    # DGX Spark (GB10), 5 runs of 1 source (ggml-org/llama.cpp benches/dgx-spark.md): median 0.948.
    "nvidia-unified": 0.95,
    # Apple's base and Pro chips (39 runs, 10 sources, mostly M4 and M4 Pro: median 0.796; leave-one-source-out 9.1 %,
    # p90 30.5 %; 23 runs of 6 sources before speed_holdout4_rows.json, 14.1 % and 19.2 %: its 14 runs of Qwen3 0.6B and
    # 1.7B on one M4, printed in two blocks 1.1-1.4x apart, are 4-50 % too fast, a model whose token is mostly fixed
    # costs; its Qwen3.5 runs take METAL_LINEAR_ATTENTION_LAYER_SECONDS, above) and
    # AMD Radeon cards (49 runs, 8 sources, mostly RX 7900 XT and RX 9070 XT on 2025-26 builds: median 0.857;
    # leave-one-source-out median 5.2 %) stay at the GDDR share, which their runs fit (median error 3.6 % and 4.8 %).
    # (With speed_holdout7_rows.json's and speed_holdout8_rows.json's rows, 57 runs of 13 sources: median 0.827, and a
    # share of their own left out source by source is 11.7 % off at the median against the GDDR share's 8.9 %: it stays.
    # Older ROCm builds of the RX 6900 XT and 7900 XTX reach 0.44-0.65, 2025-26 builds 0.84-1.07: the band says so.)
    # Intel Arc, 18 runs of 7 sources: B580 on Intel's IPEX-LLM build (ipex-llm issue #12991, 0.72) and on mainline
    # SYCL (llama.cpp PR #13885, 0.63), A770 on a PR branch and in LM Studio (0.30-0.49), and the Arc Pro B70 (SYCL,
    # PMZFX/intel-arc-pro-b70-benchmarks, nine runs, 0.56-0.76; Vulkan, llama.cpp PR #24408, 0.81) and B60: 0.67, the
    # median of the 16 dense runs, until 2026.11.43. The two MoE runs through SYCL (Qwen3.5-35B-A3B on a B60, issue
    # #22413, and a B70) take about 213 us more per MoE layer (INTEL_SYCL_MOE_LAYER_SECONDS below), while a B70 under
    # Vulkan runs that model 1.8x faster (issue #24005). Since 2026.11.44 the two generations apart, as the runs part
    # them (28 runs of 14 sources by then, one share 14.5 % off at the median, left out source by source 14.6 %):
    # Battlemage (B580, Pro B60, Pro B70; 22 runs of 10 sources, 0.58-0.86 on 2025-26 builds, two B580 runs of the
    # 2024 scoreboard at 0.31 and 0.40) 0.722, left out source by source 10.4 % off at the median, p90 21.4 %; Alchemist
    # (A770; 6 runs of 4 sources: a PR branch, LM Studio, gpt-oss-20b under Vulkan and the 2024 scoreboard, 0.25-0.49)
    # 0.326, left out source by source 15.7 %, p90 34.1 %. The A770 reads its 512 GB/s as the B580 does its 456: the
    # same tokens a second on the same builds (the scoreboard's Llama 2 7B Q4_0, 34.7-42.1 and 34.8-44.1).
    "intel": 0.72,
    "intel-alchemist": 0.33,
    # AMD Instinct cards (HBM): an MI300X on a build of October 2024 (speed_holdout9_rows.json, 0.21) and one on release
    # b8272 of 2026 (speed_holdout30_rows.json: Qwen3.5 0.8B, 4B and 35B-A3B, measured once held out at 2026.11.46,
    # 15-51 % slower than the GDDR share gave), 4 runs of 2 sources: median 0.231, left out source by source 9.3 % off
    # at the median, p90 22.7 %, against the GDDR share's 42.3 %: the kind takes its own since estimator 2026.11.48
    # (the GDDR share before). llama.cpp's ROCm kernels read about a quarter of the MI300X's 5.3 TB/s a token.
    "amd-hbm": 0.23,
    # HBM data-centre cards: Headroom's own llama-bench runs on an H200 (benchmarks/data/device/, llama.cpp 0c1e5709,
    # 24 tg128 runs of 11 models in 12 quantizations, dense and MoE), fitted with the per-layer cost below and the
    # integer-work bound of checker.fit.weights.DEQUANT_OPS_PER_WEIGHT: only float weights are bound by their reads,
    # and they reach the whole peak once the fixed cost per layer is counted apart (that cost overlaps the reads of
    # large layers, so this share is an effective one); every quantized type is held back by its unpacking.
    "nvidia-hbm": 1.0,
    "cpu": 0.60,
}
DECODE_SECONDS_PER_LAYER = 65.7e-6
DECODE_SECONDS_PER_MOE_LAYER = 19.9e-6
# The same H200 runs put the fixed cost at 50 us a layer and nothing more for an MoE layer (Qwen3-30B-A3B: 309
# tokens/s where 85.6 us a layer would allow at most 243).
LAYER_SECONDS_BY_KIND = {"nvidia-hbm": (50e-6, 0.0)}


# Intel Arc through llama.cpp's SYCL backend: an MoE layer's token costs about 213 us more than the dense costs allow
# (Qwen3.5-35B-A3B at tg128: an Arc Pro B60, llama.cpp issue #22413, 50.3 t/s; an Arc Pro B70,
# PMZFX/intel-arc-pro-b70-benchmarks, 54.5 t/s; each source alone implies 208 and 220 us). The same model on a B70
# under Vulkan (issue #24005, 97.8 t/s) needs none of it. llama.cpp's documented backend for Arc is SYCL
# (docs/backend/SYCL.md, 0c1e57098), so a llama.cpp estimate on Intel carries the cost; Ollama (no SYCL runner in
# 0.33.0-rc2's source; its Intel cards run through Vulkan) does not; nor does LM Studio (closed source: Headroom has no
# measurement of its Intel runtime). `python benchmarks/accuracy.py` refits it ("MoE decode on Intel Arc through
# SYCL"), each source from the other's fit. (255 us at estimator 2026.11.36, when Qwen3.5-35B-A3B's linear layers got
# their real width in the catalog and so a smaller share of the token's time; 213 us since 2026.11.37, when every GPU
# backend's linear layers carry LINEAR_ATTENTION_LAYER_SECONDS, below; 223 us since 2026.11.45, refitted when the
# Battlemage cards' decode share rose to 0.72 at 2026.11.44: each source 0.4 % off from the other's fit; 215 us before .36.)
INTEL_SYCL_MOE_LAYER_SECONDS = 223e-6


# Apple's GPUs through llama.cpp's Metal backend: a Gated DeltaNet (linear-attention) layer of Qwen3.5 costs about 437
# us (390 us before estimator 2026.11.36, below) more per token than a full-attention layer of the same bytes. Qwen3.5
# 4B and 9B on Apple base and Pro chips, 4 tg runs of 3 files (an M4, speed_holdout_rows.json; an M4 Pro,
# speed_holdout4_rows.json, which found them 36-47 % too fast when measured held out), ran 23-47 % slower than the bytes
# and per-layer costs allow: each implies 324-727 us per linear layer, their median 390 us; each file from the others'
# median is 7.0 % off at the median (p90 13.6 %; 35.3 % without the cost). The same models elsewhere (15 runs of 8
# sources on NVIDIA, AMD and Intel cards) are 10 % off at the median, too fast and too slow alike, so the cost is the
# Metal backend's. Only the base and Pro chips take it since estimator 2026.11.20: an M4 Max's Qwen3.5 0.8B to 35B-A3B
# (speed_holdout5_rows.json, a 2026 build, b9187; measured held out at 2026.11.19, when both Apple kinds took the cost,
# 29-61 % too slow) imply -21 to 108 us (median 1 us), and without the cost its 4B, 9B and 27B are within 4 %. Whether
# the bigger GPU or the newer build removes the cost, one machine cannot tell. `python benchmarks/accuracy.py` refits it
# ("Linear-attention layers through Metal"). Since estimator 2026.11.36 the catalog's Qwen3.5 0.8B and 4B have their
# Gated DeltaNet widths (heads of 128; the estimate had taken the attention heads' 256, twice the bytes of each linear
# layer, as llama.cpp's printed parameter counts show: 752 M and 4.21 B), so the same runs with the M4's 0.8B (5 runs of
# 4 sources) imply 180-727 us, median 437 us (390 us from 4 runs before); leave-one-source-out 14.1 % median, 37.0 %
# p90. Since estimator 2026.11.47, with speed_holdout29_rows.json's M4 of 16 GB in the fit (a sixth run, a fifth
# source), 390 us (leave-one-source-out 11.3 % median, 16.6 % p90). Since 2026.11.49, with speed_holdout31_rows.json's
# Mac mini M4 in the fit (ten runs of six sources), 341 us (11.7 %, 24.6 %). (The same set's M2 Ultra, a Max and Ultra
# chip that takes no such cost, ran Qwen3.5 4B 37-99 % slower than estimated where an M4 Max's Qwen3.5 runs need
# none: one source each, so no split by chip is made.)
METAL_LINEAR_ATTENTION_LAYER_SECONDS = 341e-6
METAL_KINDS = ("apple",)
# And an MoE layer's token costs about 81 us more through Metal than its bytes and the dense per-layer costs allow, on
# every Apple chip measured: gpt-oss-20b on an M4 Pro (llmfit), Qwen3.5-35B-A3B on an M4 Max (speed_holdout5_rows.json),
# Qwen3-30B-A3B on an M3 Ultra and an M1 Max (the same file) and Qwen3-Coder-30B-A3B on an M2 Ultra (llama.cpp PR
# #15616, speed_holdout6_rows.json, which found it 25 % too fast when measured held out): 5 tg runs of 5 sources, each
# 16-69 % too fast without it, implying 54-166 us per MoE layer (median 81 us; the M1 Max the most). The same models on
# AMD and Intel cards and the Strix Halo imply -58 to 78 us (Qwen3-Next aside), so the cost is the Metal backend's, as
# INTEL_SYCL_MOE_LAYER_SECONDS is SYCL's. Ollama and LM Studio on a Mac run llama.cpp's (ggml's) Metal backend too.
# `python benchmarks/accuracy.py` refits it ("MoE decode through Metal"), each source from the others' median.
METAL_MOE_LAYER_SECONDS = 81e-6
METAL_MOE_KINDS = ("apple", "apple-max")


# Every other GPU backend llama.cpp has: once Qwen3.5's linear layers had their real width in the catalog (estimator
# 2026.11.36), its runs and Qwen3-Next's off Apple's base and Pro chips came out slower than their bytes allow, 17.6 %
# at the median (p90 52.5 %; 48 runs of 23 sources: GeForce, L40S, H100, T4, Radeon, Arc, the Strix Halo, an M4 Max),
# each implying a fixed cost per Gated DeltaNet layer: 25-105 us on GeForce cards, about 200 us on the Strix Halo,
# 360-870 us on a T4, an A770 and an RX 9070 (older or less tuned kernels), a few us below zero on an RTX 5090. Their
# median, 56 us, leaves each source 13.1 % off at the median (p90 36.3 %) when predicted from the other sources' median
# alone. Not charged under vLLM, whose kernels are its own and unmeasured here. `python benchmarks/accuracy.py` refits
# it ("Linear-attention layers elsewhere").
LINEAR_ATTENTION_LAYER_SECONDS = 56e-6
# (Without the HBM cards' runs, below, the other kinds' 57 runs of 29 sources imply 80 us at the median; at 80 us their
# figures move both ways, amd-hbm's median 4.8 -> 13.1 %, Intel's left-out p90 21.4 -> 31.4 %, GDDR's left-out median
# 7.1 -> 6.3 %, so it stays at 56 us.)
# NVIDIA's HBM cards (the kind's constants are Hopper's: checker.fit.verdicts.HBM_FITTED_ARCHITECTURES) take half of
# that: the H100 runs of Qwen3.5 0.8B to 27B (6 runs of 3 sources: Headroom's 'depth' and 'linear' plans of 2026-11-28,
# deven367/agent-handoffs' 9B Q8_0) came out 4-29 % slower at 56 us than measured, each implying 16-45 us a Gated
# DeltaNet layer, median 28 us (left out source by source, 5.1 % at the median, 7.1 % at the 90th percentile). Measured
# held out on the H200 the same day (benchmarks/data/device/h200-2026-11-28-linear2.md and -linear3.md: 12 runs of
# Qwen3.5 0.8B to 27B in Q4_K_M, Q6_K and Q8_0, estimates written before the run): 14.0 % off at the median at 56 us
# (p90 26.5 %), 3.7 % at 28 us (p90 10.2 %). Both cards are one chip (GH100) with different memory, so the check is of
# the cost across memory speeds, not architectures; the one A100 run held out (Qwen3-Next-80B-A3B, an architecture the
# HBM constants were not fitted on, whose band says so) goes from 1.40x to 1.68x too fast. `python
# benchmarks/accuracy.py` refits it ("Linear-attention layers on NVIDIA's HBM cards").
HBM_LINEAR_ATTENTION_LAYER_SECONDS = 28e-6
HBM_LINEAR_KINDS = ("nvidia-hbm",)


def linear_layer_seconds(kind: str, runtime: str = "llama.cpp") -> float:
    """Fixed decode cost of a linear-attention layer beyond a full-attention one's, on this kind of hardware."""
    if kind in METAL_KINDS:
        return METAL_LINEAR_ATTENTION_LAYER_SECONDS
    if runtime == "vllm":
        return 0.0
    return HBM_LINEAR_ATTENTION_LAYER_SECONDS if kind in HBM_LINEAR_KINDS else LINEAR_ATTENTION_LAYER_SECONDS


def vendor(kind: str) -> str:
    """Whose hardware a kind is ("nvidia-gddr" is NVIDIA's, "intel-alchemist" Intel's): the part before its first dash."""
    return kind.split("-", 1)[0]


def all_of(inp: FitInput, maker: str) -> bool:
    """Every GPU of the run is this vendor's (none given: no)."""
    return bool(inp.gpus) and all(vendor(g.kind) == maker for g in inp.gpus)


def layer_seconds(kind: str, runtime: str = "llama.cpp") -> tuple[float, float]:
    """Fixed decode cost per layer, and the extra per MoE layer, on this kind of hardware under this runtime."""
    per_layer, per_moe_layer = LAYER_SECONDS_BY_KIND.get(kind, (DECODE_SECONDS_PER_LAYER, DECODE_SECONDS_PER_MOE_LAYER))
    if vendor(kind) == "intel" and runtime == "llama.cpp":
        per_moe_layer += INTEL_SYCL_MOE_LAYER_SECONDS
    if kind in METAL_MOE_KINDS:
        per_moe_layer += METAL_MOE_LAYER_SECONDS
    return per_layer, per_moe_layer
# Share of peak FP16 tensor throughput that prompt processing reaches: Llama 3.1 8B
# Q4_K_M measured 0.48 on an RTX 3080 (pp512 3,807 t/s, dmatora/LLM-inference-speed-
# benchmarks issue #12), 0.39 on an RX 7900 XTX (pp2048 3,189 t/s, llama.cpp PR
# #26284) and 0.57 on an RTX 4070 Laptop (pp512 2,365 t/s, brand-o/normiebench #4).
# Few cases, so the page gives prefill a wide band (PREFILL_ERROR_BAND).
PREFILL_EFFICIENCY = 0.48
# llama.cpp's share per kind of hardware and kind of weights (float: F16/BF16/F32, through cuBLAS or its like;
# quantized: llama.cpp's own MMQ kernels), fitted by benchmarks/accuracy.py ("prefill by kind") on llama-bench pp512
# rows. A pair has its own share where it has two sources or more and leaving each source out beats the single
# share (last run, 2026-11-26); the others keep PREFILL_EFFICIENCY, as vLLM does (its kernels are not llama.cpp's).
PREFILL_EFFICIENCY_BY_KIND: dict[tuple[str, bool], float] = {
    # (NVIDIA GDDR cards, quantized weights: no share of their own since estimator 2026.11.16. It was 0.32, fitted on 14
    # runs of which 7 were January 2024 builds (llama.cpp PR #4766 and #4812), before PR #8075 made the MMQ kernels on the
    # int8 tensor cores the default in June 2024; benchmarks/data/speed_holdout2_rows.json, held out, found it 40-47 %
    # slow on December 2024 builds (RTX 3090, 4090). Without the old builds and with those rows, the 11 dense runs of 7
    # sources imply 0.33-0.60 (median 0.50; an RTX 2070 bug report at 0.02), and leaving a source out is worse (25.0 %
    # median) than the single share (17.5 %), so they take PREFILL_EFFICIENCY, by the rule above; MoE models take
    # MOE_PREFILL_EFFICIENCY_NVIDIA, below.)
    # Headroom's H200 and H100 runs and another source's H100 (16 runs of 3 sources): llama.cpp's MMQ kernels reach
    # 0.157 of Hopper's 989 TFLOPS; F16 through cuBLAS 0.338 (2 runs of 2 sources). LOSO median 13.2 % and 3.4 %.
    ("nvidia-hbm", False): 0.157,
    ("nvidia-hbm", True): 0.34,
    # Arc A770, B580, Pro B60 and Pro B70 (SYCL and Vulkan), 13 runs of 5 sources: 0.21 (the B70's nine dense and
    # MoE runs 0.20-0.22, one source); leave-one-source-out median 17.7 % (the single share: 2.3x too fast).
    ("intel", False): 0.21,
    # RX 6700 XT and 6800 XT on 2024 ROCm and early Vulkan builds (0.15-0.51) and RX 9070 XT on 2025-26 Vulkan and ROCm
    # builds (llama.cpp PR #13326, issue #26663, maeddesg/vulkanforge's benchmark pages: 0.17-0.38), 21 runs of 6
    # sources: median 0.30 (0.22 before the 2025-26 rows, which were 36 % off at it, median, before they were fitted on);
    # leave-one-source-out median 25 %, p90 89 %: the builds and generations differ, and the band says so. (With
    # speed_holdout7_rows.json's and speed_holdout8_rows.json's rows, 25 runs of 10 sources: median 0.327, leave-one-source-
    # out 22.0 %, p90 114 %; the share stays.)
    ("amd-discrete", False): 0.30,
    # AMD Instinct cards (MI210 to MI300X): their quantized batches take the Radeon cards' share, and the band of a pair
    # with one source (checker.fit.verdicts.PREFILL_ERROR_BAND) says how little that is worth. The one run found
    # (benchmarks/data/speed_holdout9_rows.json, fitted on since 2026.11.24): an MI300X on a build of October 2024,
    # before llama.cpp's MMQ kernels used CDNA's matrix cores, 22x slower than this gives (0.013 of the matrix peak);
    # one run of a build that old did not set the share of current ones. Since estimator 2026.11.48 a second source,
    # an MI300X on release b8272 of 2026 (speed_holdout30_rows.json, measured once held out at 2026.11.46: Qwen3.5 0.8B,
    # 4B and 35B-A3B, 5-15x slower than the Radeon share gave, 0.02-0.06 of the matrix peak), 4 runs of 2 sources:
    # median 0.021, left out source by source 45.4 % off at the median, p90 75.8 %, against the Radeon share's 1,345 %:
    # the kind takes its own by the rule above.
    ("amd-hbm", False): 0.021,
    # Ryzen AI Max+ 395 (Strix Halo), 17 runs of 5 sources (llama.cpp issue #22375 under Vulkan; lhl/strix-halo-testing's
    # ROCm runs; speed_holdout2_rows.json's and speed_holdout3_rows.json's 2025-26 rows, each fitted on after its one
    # held-out measurement): median 0.765, leave-one-source-out median 33.0 % against the single share's 43.7 %, so the
    # kind takes its own share by the rule above (estimator 2026.11.17; 0.48 before). Its runs spread by backend and
    # settings (LLaMA 7B Q4_0: ROCm with rocBLAS 0.27, with hipBLASLt or rocWMMA 0.61-0.97, Vulkan 0.69-1.20) and MoE
    # models fall far below it under 2025 Vulkan builds (Qwen3-30B-A3B 0.06, Qwen3-Next 0.14): p90 191 %, and the
    # prefill band says so. (With speed_holdout5_rows.json's one ROCm run of Qwen3-30B-A3B, 56 % slower than this share
    # gives, 18 runs of 6 sources imply 0.729; the share stays, its spread far wider than the difference.)
    # Since estimator 2026.11.21 its MoE runs are a row of their own (prefill_row: "amd-unified-moe"), as NVIDIA's are:
    # with speed_holdout6_rows.json's (held out at 2026.11.20, where the Strix Halo's MoE prompts ran at about half the
    # estimate and three of its five dense ones 20-30 % faster than it), 7 MoE runs of 5 sources imply 0.06-0.57 (median 0.398) and
    # leaving a source out of that share is 25.3 % off at the median against the single share's 20.6 %, so they take
    # the single share, PREFILL_EFFICIENCY, by the rule above; the dense runs, 18 of 4 sources, imply 0.811
    # (leave-one-source-out median 15.8 %, p90 38.7 %; 191 % when the MoE runs were among them).
    ("amd-unified", False): 0.81,
    # The Strix Halo's MoE runs (prefill_row: "amd-unified-moe") take a share of their own since estimator 2026.11.25:
    # with speed_holdout10_rows.json's (held out at 2026.11.23: Qwen3-Next-80B-A3B and GLM-4.5-Air under Lemonade's ROCm
    # builds at 0.29 and 0.16, 64 % and 210 % slower than the single share gave), 11 runs of 8 sources imply 0.06-0.57,
    # median 0.292, and leaving a source out of that share is 37.8 % off at the median against the single share's 64.3 %,
    # so the rule above gives them their own. (2025-26 Vulkan builds of Qwen3-30B-A3B run at 0.40-0.49 of the matrix peak,
    # ROCm builds and Qwen3-Next, GLM-4.5-Air and gpt-oss-120b at 0.14-0.35: p90 133 %, and the band says so.)
    ("amd-unified-moe", False): 0.29,
    # The Strix Halo's float (F16/BF16) prompts, a pair of its own since estimator 2026.11.40: with
    # speed_holdout24_rows.json's three ROCm runs of Gemma 3 4B, Qwen3 4B and Llama 3.2 3B in F16 (held out at 2026.11.38,
    # 2.2-2.6x faster than the single share gave on the 4B models, 1.6x on the 3B), 5 runs of 2 sources imply 1.058 of
    # the peak the catalog gives it (llama.cpp's float matrix products go through hipBLAS or rocWMMA where its quantized
    # ones take its own kernels), and leaving a source out of that share is 17.1 % off at the median against the
    # single share's 54.6 %, so the rule above gives them their own.
    ("amd-unified", True): 1.06,
    # Apple base and Pro chips (M1 to M4), 19 runs of 7 sources once the catalog held the M3 and M4 generations' GPU
    # throughput (hmc-tech.com's shader counts and clocks, estimator 2026.11.19; before, only an M2's one run had an
    # estimate): median 0.685, leave-one-source-out median 32.8 % against the single share's 44.5 %, so the kind takes
    # its own share by the rule above (21 runs of 9 sources with speed_holdout5_rows.json's, held out at 2026.11.19 and
    # 21 % off there: median 0.685, leave-one-source-out 28.0 %). 9 of the runs are one fork's M4 file pair whose two
    # blocks differ 3x (0.10-0.37 and 0.82-0.88, nothing printed says why): p90 149 %, and the prefill band says so.
    ("apple", False): 0.69,
}
FLOAT_TYPES = ("F16", "BF16", "F32")


# An MoE model's quantized prompt batch on NVIDIA cards other than HBM ones (GDDR cards, the DGX Spark) runs at a smaller
# share than a dense model's, beyond the cost of the experts it touches (MOE_PADDED_TOKENS, fitted on an H200): 5 runs of
# 3 sources at the shipped padding imply 0.16-0.38 (benchmarks/accuracy.py, "MoE prefill", MOE_PREFILL_EFFICIENCY_NVIDIA's
# line: an RTX PRO 6000 on Qwen3-30B-A3B 0.31 and Qwen3-Next 0.16, a DGX Spark on gpt-oss-20b, -120b and Qwen3-30B-A3B
# 0.24-0.38; median 0.29; leaving a source out 19.8 % off at the median, the single share 66 %), where dense ones imply
# about 0.5. These rows were the padding's hold-out, 12.6 % off at estimator 2026.11.15 while the GDDR cards' share was
# 0.32 for dense and MoE models alike. 0.29 until 2026.11.28, when speed_holdout13_rows.json's GeForce MoE runs
# (Qwen3.5-35B-A3B Q2_K on an RTX 5070 Ti and a 5060 Ti, gpt-oss-20b on a 5070 Ti and a 5090, 29-61 % faster than 0.29
# gave) joined the fit: 23 runs of 7 sources imply a median of 0.347.
MOE_PREFILL_EFFICIENCY_NVIDIA = 0.35


def prefill_row(kind: str, float_weights: bool, moe: bool = False) -> tuple[str, bool]:
    """Which kind and kind of weights a prompt batch counts as, for its share (prefill_efficiency), its error band
    (checker.fit.verdicts.prefill_band) and its row of benchmarks/accuracy.py's "prefill by kind": an MoE model's
    quantized weights on an NVIDIA card other than HBM are "nvidia-moe", on the Strix Halo "amd-unified-moe"; any other
    NVIDIA kind without rows of its own (the DGX Spark's unified memory) runs llama.cpp's same CUDA kernels as the GDDR
    cards and counts as theirs."""
    if vendor(kind) == "nvidia" and kind != "nvidia-hbm":
        return ("nvidia-moe" if moe and not float_weights else "nvidia-gddr"), float_weights
    if kind == "amd-unified" and moe and not float_weights:
        return "amd-unified-moe", False
    if kind == "intel-alchemist":
        return "intel", float_weights
    return kind, float_weights


def prefill_efficiency(kind: str, float_weights: bool, moe: bool = False) -> float:
    """The share of its row (prefill_row): the row's own where it has one (an NVIDIA MoE model's quantized weights
    MOE_PREFILL_EFFICIENCY_NVIDIA, the pairs of PREFILL_EFFICIENCY_BY_KIND, the Strix Halo's MoE row among them since
    2026.11.25), any other the single share."""
    row = prefill_row(kind, float_weights, moe)
    if row == ("nvidia-moe", False):
        return MOE_PREFILL_EFFICIENCY_NVIDIA
    return PREFILL_EFFICIENCY_BY_KIND.get(row, PREFILL_EFFICIENCY)
# An MoE prompt batch: llama.cpp sorts the batch's tokens by expert and multiplies each expert's weights by its own
# tokens (mul_mat_id), a few dozen per expert where a dense matrix gets the whole batch, so the matrix kernels run
# far below their dense rate. Headroom's own runs (benchmarks/data/device/: Qwen3-30B-A3B, gpt-oss-20b and -120b,
# Mixtral 8x7B and Qwen3-235B-A22B on an H200, at micro-batches of 512 to 2048 with the routers spreading the tokens)
# fit a cost as if every expert a batch touches took this many tokens more than it was given: about one tile of
# llama.cpp's matrix kernels. `python benchmarks/accuracy.py` refits it ("MoE prefill"), leaving each model out.
# Measured through CUDA only: the two MoE rows of another backend (Vulkan on a Ryzen AI Max+ 395, llama.cpp issue
# #22375) run at the dense rate, so the other backends and vLLM (its own fused MoE kernels) keep the dense cost. (The
# Strix Halo's 7 MoE runs of 5 sources since then run below its dense share, and take the single share instead,
# prefill_row's "amd-unified-moe", since estimator 2026.11.21.)
# An RTX PRO 6000 Blackwell row the fit never saw (Qwen3-30B-A3B, pp512 7,640 t/s) is within 4 % with it and
# 3.5 times off without.
MOE_PADDED_TOKENS = 126
# Intel Arc runs an MoE prompt batch far slower still: Qwen3.5-35B-A3B at pp512 on an Arc Pro B60 (SYCL, llama.cpp
# issue #22413, 374 t/s) and an Arc Pro B70 (SYCL, PMZFX/intel-arc-pro-b70-benchmarks, 618 t/s) is a tenth of the
# dense rate those cards reach on 8-27B models; two A770s under Vulkan (issue #20893, 237-298 t/s on Qwen3-30B-A3B)
# are as slow. Fitted on the two single-card SYCL rows (benchmarks/accuracy.py, "MoE prefill on Intel Arc"): each 11 %
# off (median) from the other's fit alone. (420 since estimator 2026.11.36, Qwen3.5-35B-A3B's linear layers at their
# real width; 400 before.)
MOE_PADDED_TOKENS_INTEL = 420


def moe_padded_tokens(inp: FitInput) -> int:
    """The tokens' work each expert an MoE prompt batch touches costs beyond its own tokens, for this runtime and
    these GPUs: llama.cpp through CUDA and on Intel Arc; none for vLLM, other backends, or a mix of kinds."""
    if inp.runtime == "vllm":
        return 0
    if all_of(inp, "nvidia"):  # (all_of: no GPUs given is no vendor's)
        return MOE_PADDED_TOKENS
    return MOE_PADDED_TOKENS_INTEL if all_of(inp, "intel") else 0
# llama.cpp streams the weights of CPU layers to the GPU for each large prompt
# batch; PCIe 4.0 x16 carries about 25 GB/s in practice (31.5 GB/s raw).
PCIE_GBPS = 25.0


def _decode_seconds(inp: FitInput, layout: WeightsLayout, p: Plan, fill: int, settings: Settings, catalog: Catalog) -> float:
    model = inp.model
    n = model.n_layers
    spec = cache_spec(inp, settings, max(fill, 1), catalog)
    kv_read = kv_bytes_per_layer(model, spec, cached_layer_kinds(model, catalog))
    scale = min(1.0, max(fill, 1) / kv_cells(model, spec, sliding=False))  # padded cells are not read
    share = model.moe.experts_per_token / model.moe.n_experts if model.moe else 1.0

    def weights_read(i: int) -> float:
        return layout.layer_bytes[i] - layout.layer_expert_bytes[i] * (1 - share)

    def layer_read(i: int) -> float:
        return weights_read(i) + kv_read[i] * scale

    def ops_per_byte(i: int) -> float:
        return layout.layer_ops_per_byte[i] if layout.layer_ops_per_byte else 0.0

    first_gpu = n - sum(d.layers for d in p.gpus)
    own_kinds = layer_kinds(model) if model.linear_attention else ()
    seconds = 0.0
    layers = list(range(first_gpu, n))
    for gpu, device in zip(inp.gpus, p.gpus, strict=True):
        mine, layers = layers[: device.layers], layers[device.layers:]
        # Each layer's weights this GPU reads: the routed experts of the first --n-cpu-moe layers stay in system RAM.
        experts_cpu = {i: layout.layer_expert_bytes[i] * share for i in mine if i < p.n_cpu_moe}
        on_gpu = {i: weights_read(i) - experts_cpu.get(i, 0.0) for i in mine}
        weights = sum(on_gpu.values())
        work = sum(b * ops_per_byte(i) for i, b in on_gpu.items())
        if device is p.gpus[-1] and offload_split(p.n_gpu_layers, n)[1]:
            weights += layout.output_bytes
            work += layout.output_bytes * layout.output_ops_per_byte
        bandwidth = gpu.bandwidth_gbps * 1e9 * decode_efficiency(gpu.kind)
        weights_s = weights / bandwidth
        if gpu.int32_tops:  # the unpacking work, where it outlasts the reads (checker.fit.weights.DEQUANT_OPS_PER_BYTE)
            weights_s = max(weights_s, work / (gpu.int32_tops * 1e12))
        seconds += weights_s + sum(kv_read[i] * scale for i in mine) / bandwidth  # attention runs in kernels of its own
        seconds += sum(experts_cpu.values()) / _cpu_bandwidth(inp)
        per_layer, per_moe_layer = layer_seconds(gpu.kind, inp.runtime)
        seconds += len(mine) * per_layer
        if own_kinds and (per_linear := linear_layer_seconds(gpu.kind, inp.runtime)):
            seconds += sum(1 for i in mine if own_kinds[i] == "linear") * per_linear
        if model.moe:
            seconds += sum(1 for i in mine if layout.layer_expert_bytes[i] > 0) * per_moe_layer
    cpu_read = sum(layer_read(i) for i in range(first_gpu))
    if not (inp.gpus and offload_split(p.n_gpu_layers, n)[1]):
        cpu_read += layout.output_bytes
    return seconds + cpu_read / _cpu_bandwidth(inp)


def decode_efficiency(kind: str) -> float:
    """The share of peak bandwidth a token's reads reach on this kind of hardware."""
    return DECODE_EFFICIENCY.get(kind, DECODE_EFFICIENCY["nvidia-gddr"])


def _cpu_bandwidth(inp: FitInput) -> float:
    unified = [g for g in inp.gpus if g.unified]
    bandwidth = unified[0].bandwidth_gbps if unified else inp.ram_bandwidth_gbps
    return bandwidth * 1e9 * DECODE_EFFICIENCY["cpu"]


def speed(inp: FitInput, layout: WeightsLayout, p: Plan, settings: Settings, catalog: Catalog) -> Speed:
    empty = 1 / _decode_seconds(inp, layout, p, 1, settings, catalog)
    full = 1 / _decode_seconds(inp, layout, p, p.context, settings, catalog)
    fa, kinds = settings.flash_attn, cached_layer_kinds(inp.model, catalog)
    return Speed(empty, full, _prefill_tps(inp, layout, p, 0, settings.ubatch, fa, kinds),
                 _prefill_tps(inp, layout, p, p.context, settings.ubatch, fa, kinds))


# Without flash attention a prompt batch writes the attention scores out and reads them back several times (the KQ
# product in F16, its conversion to F32, the masked softmax, the conversion back, the KQV product): about 28 bytes of
# memory traffic per score (n_kv x n_ubatch x n_head per layer) at the card's peak bandwidth. Fitted on the device's
# H100 (benchmarks/data/device/h100-2026-11-26-overhead/bench.md, pp512 at depth 16384 with and without flash
# attention: Llama 3.1 8B Q4_K_M and F16 27.6 and 28.4, Qwen3-30B-A3B 26.6, gpt-oss 20b 30.7, Gemma 3 12B 47); the
# second run's four rows at depth 8192 (-overhead2) are held out. Measured on CUDA; applied to every GPU backend.
SCORE_BYTES_WITHOUT_FLASH_ATTENTION = 28.0
# With flash attention, a prompt batch's attention at depth runs at about 0.20 of an HBM card's FP16 tensor peak,
# whether the weights are quantized (whose matrix products reach 0.16) or float (0.34): the same H100 rows (pp512 at
# depth 16384, f16 and q8_0 caches; Llama 3.1 8B Q4_K_M 193 and 182 TFLOPS, F16 255 and 233, Qwen3-30B-A3B 204 and 191;
# median 198 of 989). Held out: the H200's depth rows of speed_llamabench.json and the second run's q4_0-cache rows.
ATTENTION_PREFILL_EFFICIENCY_HBM = 0.20


def _score_elements(model, filled: int, ubatch: int, kinds: tuple[str, ...] | None = None) -> float:
    """Scores one micro-batch computes over every layer: the cells it attends to (a sliding window's at most) x tokens x heads."""
    cells = filled + ubatch
    window = min(cells, model.swa.window + ubatch) if model.swa else cells
    kinds = kinds or layer_kinds(model)
    return (kinds.count("full") * cells + kinds.count("swa") * window) * ubatch * model.n_heads


def _prefill_tps(inp: FitInput, layout: WeightsLayout, p: Plan, filled: int, ubatch: int, flash_attn: bool,
                 kinds: tuple[str, ...]) -> float | None:
    """Tokens/s of one prompt micro-batch (llama.cpp's -ub, Ollama's num_batch) that starts ``filled`` tokens in."""
    if not inp.gpus or not all(g.compute_tflops for g in inp.gpus):
        return None  # CPU prompt processing depends on the CPU's cores, which the catalog does not list
    model = inp.model
    flops_per_token = 2 * (sum(layout.layer_active_elements) + model.vocab_size * model.hidden_size)
    # Attention: each new token is compared with every cached one, QK and AV, 2 FLOPs each per dimension; a sliding
    # layer with the window's worth at most.
    sliding = kinds.count("swa")
    seen = model.n_kv_cache_layers * filled + sliding * min(filled, model.swa.window if model.swa else 0)
    attention_flops_per_token = 4 * seen * model.n_heads * model.head_dim
    floats = inp.mix.base_type in FLOAT_TYPES

    def rate(g) -> float:
        return g.compute_tflops * 1e12 * prefill_efficiency(g.kind, floats, model.moe is not None)

    def attention_rate(g) -> float:
        # the flash-attention kernels run at their own share on HBM cards, whatever the weights' type (measured there)
        share = ATTENTION_PREFILL_EFFICIENCY_HBM if g.kind == "nvidia-hbm" else prefill_efficiency(g.kind, floats, model.moe is not None)
        return g.compute_tflops * 1e12 * share

    layers = [max(d.layers, 0) for d in p.gpus]

    def combined(per_card) -> float:
        """llama.cpp's layer split: the cards take their layers in turn, each at its own rate."""
        if not sum(layers):
            return per_card(inp.gpus[0])
        return 1 / sum((n / sum(layers)) / per_card(g) for n, g in zip(layers, inp.gpus, strict=True))

    if inp.runtime == "vllm":  # tensor parallel: the cards work on every layer together
        throughput = attention_throughput = sum(g.compute_tflops for g in inp.gpus) * 1e12 * PREFILL_EFFICIENCY
    else:
        throughput, attention_throughput = combined(rate), combined(attention_rate)
    seconds = ubatch * (flops_per_token / throughput + attention_flops_per_token / attention_throughput)
    if not flash_attn and inp.runtime != "vllm":
        bandwidth = combined(lambda g: g.bandwidth_gbps * 1e9)
        seconds += _score_elements(model, filled, ubatch, kinds) * SCORE_BYTES_WITHOUT_FLASH_ATTENTION / bandwidth
    if model.moe and (padded := moe_padded_tokens(inp)):  # each expert the batch touches (all but in a short batch) costs more
        touched = 1 - (1 - model.moe.experts_per_token / model.moe.n_experts) ** ubatch
        seconds += 2 * layout.expert_elements * touched * padded / throughput
    streamed = p.cpu.weights_mib * MIB - layout.token_embd_bytes
    if streamed > 0 and not inp.gpus[0].unified:
        seconds += streamed / (PCIE_GBPS * 1e9)
    return ubatch / seconds
