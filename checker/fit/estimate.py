"""Will it run? The fit estimator.

Given a model, a quantization, a context and the hardware, compute memory per
device the way llama.cpp (and so Ollama and LM Studio) or vLLM allocate it,
choose the layer count and context the runtime would, and say: fits, fits with
partial CPU offload, or won't fit. The memory of one choice is
checker.fit.placement, its speed checker.fit.speed. Plain Python, no Django
import; the views, the API, the benchmarks and the tests call :func:`estimate`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

from checker.fit.catalog import Catalog
from checker.fit.inputs import FitInput
from checker.fit.memory import GIB, MIB, kv_bytes_per_layer
from checker.fit.placement import DeviceMemory, Plan, cache_spec, plan, used_mib
from checker.fit.runtimes import (
    LLAMA_CPP_FIT_MIN_CONTEXT,
    VLLM_GPU_MEMORY_UTILIZATION,
    Settings,
    ollama_batch,
    resolve,
    vllm_batched_tokens,
)
from checker.fit.speed import Speed, speed
from checker.fit.weights import WeightsLayout, weights_layout

# Bump on every change to a formula or a constant; shown on the page and in the API.
# .1: the FFN and expert widths solved from params_b are rounded as real ones are; .2: llama-server's 4 slots share -c.
# .6: unpacking work per weight of each type (13 types measured), prefill at the runtime's micro-batch, and the
# cost of the experts an MoE prompt batch touches. .7: Intel Arc refitted with the Arc Pro B60/B70 runs (decode and
# prefill shares) and its MoE prompt batch cost; the GB10's FP16 tensor figure; NVIDIA kinds without prefill rows
# take the GDDR cards' share. .8: an MoE layer's decode cost on Intel Arc through llama.cpp's SYCL backend. .9: the
# Radeon prefill share refitted with the 2025-26 RX 9070 XT rows (0.22 to 0.30). .10: -ngl N offloads the output layer
# first (llama.cpp PR #18148); a GPU's compute buffer holds the weights it copies from system RAM for a prompt batch and,
# with several GPUs, pipeline parallelism's copies; a load log's sliding layers, tied output and decimal-comma size.
# .11: an MoE layer left on the CPU copies its largest expert tensor (and the product's input and output) to the GPU.
# .12: which layers slide follows the model's counts, not its family (a model given by its architecture slid on every
# other layer). .13: the CUDA context from SMs x resident threads (measured on an H100), and what llama.cpp's CUDA backend
# holds beyond its buffers (kernels and pool, cuBLAS, the F16 scores without flash attention). .14: a prompt batch at
# depth: the scores' memory traffic without flash attention, and flash attention's own share on HBM cards; a sliding
# layer's attention counted over its window. .15: the Strix Halo's decode share from two sources (0.81 -> 0.73).
# .16: NVIDIA prefill of quantized weights takes the single share (0.32 -> 0.48): the GDDR share had been fitted mostly on
# January 2024 builds, before llama.cpp's MMQ kernels on the int8 tensor cores (a held-out set found it 40-47 % slow);
# an MoE model's on GDDR cards and the DGX Spark its own 0.29.
# .17: the Strix Halo's quantized prefill takes its own share (0.48 -> 0.77) with speed_holdout3_rows.json in the fit,
# the Apple base chips' decode band 0.21 -> 0.19, the prefill band 0.56 -> 0.57.
# .18: a linear-attention layer's decode costs 390 us more through Metal (Qwen3.5 on Apple chips), and the Apple base
# chips' decode band 0.19 -> 0.31, with speed_holdout4_rows.json in the fit.
# .19: the M3 generation's and the base and Pro M4's GPU throughput in the catalog (a prefill estimate for them), and the
# Apple base and Pro chips' quantized prefill its own share (0.48 -> 0.69); the prefill band per kind and kind of weights.
# .20: the Apple Max and Ultra chips without the Metal linear-attention cost, and the decode bands of both Apple kinds
# and the Strix Halo, with speed_holdout5_rows.json in the fit.
# .21: an MoE layer's decode costs 81 us more through Metal (every Apple chip); the Strix Halo's MoE prompt batches take
# the single prefill share (0.48) and its dense ones 0.81 (0.77), its decode share 0.78 (0.73); the decode bands of
# both Apple kinds and the Strix Halo and the prefill bands, with speed_holdout6_rows.json in the fit.
# .22: the unpacking work of Q5_1, IQ4_NL and the i-quants of 1 to 3 bits fitted on Headroom's H100 runs
# (checker.fit.weights.DEQUANT_OPS_PER_WEIGHT; they borrowed Q5_0's, IQ4_XS's and Q3_K's figures, which made the
# i-quants 1.2-2x too slow on HBM cards); the HBM decode band 0.27 -> 0.20 and the HBM prefill band 0.24 -> 0.27.
# .23: speed_holdout7_rows.json and speed_holdout8_rows.json released to the fit after their one held-out measurement
# (90 rows of 13 sources): no share moves (each kind's implied median within 4 % of its share, and no pair's own share
# beats the single one left out source by source); the bands move with the new leave-one-source-out p90s (checker.fit.
# verdicts): decode amd-discrete 0.26 -> 0.41 and amd-unified 0.25 -> 0.38 (older ROCm builds of RDNA 2 and 3 cards, an
# AMDVLK run), nvidia-gddr 0.25 -> 0.24, apple 0.36 -> 0.35, apple-max 0.23 -> 0.24; prefill amd-discrete 0.94 -> 1.14,
# nvidia-gddr 0.51 -> 0.50, amd-unified-moe 2.15 -> 1.90, and NVIDIA's MoE row 0.98 -> 0.28, the leave-one-source-out p90
# of the 15 runs of 5 sources its share is fitted on (5 runs of 3 before); the band of a pair with one source 0.86 -> 0.78
# (the p90 of the 178 runs other than the H100's i-quant runs). AMD's Instinct cards (HBM) are a kind of their own,
# amd-hbm, never measured: the Radeon cards' shares, the bands of a kind without measurements (0.5 decode, 0.78 prefill).
# .24: speed_holdout9_rows.json released to the fit after its one held-out measurement (10 rows of 2 sources): no share
# moves (the Radeon cards' own share, 0.807, left out source by source is 19.5 % off against the GDDR share's 10.2 %; the
# Instinct kind's one run, an MI300X on an October 2024 build at 0.21 of its bandwidth, too old and too few to set its
# share); bands: decode amd-discrete 0.41 -> 0.56, amd-hbm 0.5 -> 0.87 (its one source's error), a prefill pair with one
# source 0.78 -> 0.86.
# .25: speed_holdout10_rows.json released to the fit after its one held-out measurement (20 rows of 9 sources; measured
# once at 2026.11.23, and speed_holdout11_rows.json, collected since, measured once at 2026.11.24 and held out now): the
# Strix Halo's MoE prompt batches take a share of their own, 0.29 (11 runs of 8 sources; leave-one-source-out 37.8 %
# against the single share's 64.3 %); bands: decode amd-unified 0.38 -> 0.36, intel 0.36 -> 0.47; prefill nvidia-moe
# 0.28 -> 0.50, amd-unified 0.39 -> 0.58, amd-unified-moe 1.90 -> 1.33.
# .26: speed_holdout11_rows.json released to the fit after its one held-out measurement (its 6 estimable rows of 4
# sources; measured once at 2026.11.24, and speed_holdout12_rows.json, collected since, measured once at 2026.11.25 and
# held out now): no share moves (Intel's prompt share fitted 0.206 against the shipped 0.21, GDDR's 0.483 against 0.48,
# the Strix Halo's decode 0.761 against 0.78); bands: decode amd-unified 0.36 -> 0.37; prefill nvidia-gddr 0.50 -> 0.48,
# intel 0.46 -> 0.63.
# .27: speed_holdout12_rows.json released to the fit after its one held-out measurement (43 rows of 6 sources; measured
# once at 2026.11.25, and speed_holdout13_rows.json, collected since, measured once at 2026.11.26 and held out now), but
# for its two sources that name no device (benchmarks/accuracy.DEVICE_NOT_NAMED); prompts run in pieces under
# llama-bench's default micro-batch are no longer fitted on. No share moves; bands: decode apple 0.35 -> 0.36,
# amd-unified 0.37 -> 0.36; prefill amd-unified 0.58 -> 0.79, amd-unified-moe 1.33 -> 1.01, apple 1.49 -> 1.21,
# apple-max 0.64 -> 0.67, a pair with one source 0.86 -> 0.88.
# .28: speed_holdout13_rows.json released to the fit after its one held-out measurement (53 estimable rows of 7 sources;
# measured once at 2026.11.26, and speed_holdout14_rows.json, collected since, measured once at 2026.11.27 and held out
# now): NVIDIA's MoE prompt share 0.29 -> 0.35 (23 runs of 7 sources imply 0.347); decode shares stay; bands: decode
# nvidia-gddr and nvidia-unified 0.24 -> 0.25, apple 0.36 -> 0.29, amd-discrete 0.56 -> 0.42, intel 0.47 -> 0.89;
# prefill intel 0.63 -> 5.39, amd-discrete 1.14 -> 1.03, nvidia-gddr 0.48 -> 0.46, nvidia-moe 0.50 -> 0.55, a pair with
# one source 0.88 -> 0.89.
# .29: speed_holdout14_rows.json released to the fit after its one held-out measurement (9 estimable rows of 2 sources,
# an Arc Pro B70 under SYCL; measured once at 2026.11.27, and speed_holdout15_rows.json, collected since, measured once
# at 2026.11.28 and held out now): no share moves (Intel's decode share fits 0.637 against the shipped 0.67, its prompt
# share 0.199 against 0.21); bands: decode intel 0.89 -> 0.96, prefill intel 5.39 -> 5.37, a pair with one source
# 0.89 -> 1.01.
# .30: speed_holdout15_rows.json released to the fit after its one held-out measurement (6 rows of 1 source, a Radeon
# RX 9070 under Vulkan whose decode ran 2.2-2.5x slower than the share gives; measured once at 2026.11.28, and
# speed_holdout16_rows.json, collected since, measured once at 2026.11.29 and held out now): no share moves (the Radeon
# decode share fits 0.825 against the shipped 0.86, its prompt share 0.339 against 0.30); bands: decode amd-discrete
# 0.42 -> 0.72, prefill amd-discrete 1.03 -> 1.00, a pair with one source 1.01 -> 1.00.
# .31: speed_holdout16_rows.json's rows in the fit since .30 without moving a constant, and speed_holdout17_rows.json
# released to the fit after its one held-out measurement (18 rows of 2 sources: a Strix Halo under ROCm 7.0 and an RX
# 7900 GRE; measured once at 2026.11.30, and speed_holdout18_rows.json, collected since, measured once at 2026.11.30 and
# held out now): no share moves (the Strix Halo's decode share fits 0.769 against the shipped 0.78, its dense prompt
# share 0.853 against 0.81, its MoE one 0.290 against 0.29); bands: decode amd-unified 0.36 -> 0.29, prefill amd-unified
# 0.79 -> 0.92, amd-unified-moe 1.01 -> 0.88, a pair with one source 1.00 -> 0.92.
# .32: speed_holdout18_rows.json released to the fit after its one held-out measurement (a Tesla T4's raw file,
# Qwen3.5-9B Q8_0 decoding 21-35 % and prompting 2.1-2.2x slower than the shares give; Jeff Geerling's RTX A4000 rows
# never fitted on; measured once at 2026.11.30, and speed_holdout19_rows.json, collected since, measured once at
# 2026.11.31 and held out now): no share moves (GDDR decode fits 0.878 against the shipped 0.86, its prompt share 0.455
# against 0.48, whose single share still does better left out source by source); bands: decode nvidia-gddr and
# nvidia-unified 0.25 -> 0.30, prefill nvidia-gddr 0.46 -> 1.14, a pair with one source 0.92 -> 1.13.
# .33: speed_holdout19_rows.json released to the fit after its one held-out measurement (an Apple M1, M3 Pro and M4 of
# three notes files; measured once at 2026.11.31, and speed_holdout20_rows.json, collected since, measured once at
# 2026.11.32 and held out now): no share moves (the Apple base chips' decode share fits 0.797 against the shipped 0.86,
# their prompt share 0.687 against 0.69; the Metal linear-attention cost, 344 us from 5 runs against the shipped 390 us
# from 4, moves on one 0.8B model's run alone); bands: decode apple 0.29 -> 0.33, prefill apple 1.21 -> 1.50.
# .34: speed_holdout20_rows.json released to the fit after its one held-out measurement (an RTX 4090 to a depth of
# 65,536 and an RX 9060 XT; measured once at 2026.11.32, and speed_holdout21_rows.json, collected since, measured once
# at 2026.11.33 and held out now): no share moves (GDDR decode fits 0.876 against the shipped 0.86, the Radeon cards'
# 0.830 against 0.86 and their prompts 0.335 against 0.30; NVIDIA's MoE prompt share, 0.374 from 25 runs of 8 sources
# against the shipped 0.35 from 23 of 7, is not moved on one source's two runs); bands: decode nvidia-gddr and
# nvidia-unified 0.30 -> 0.29, amd-discrete 0.72 -> 0.73, prefill amd-discrete 1.00 -> 0.97.
# .35: speed_holdout21_rows.json released to the fit after its one held-out measurement (an L40S on Qwen3 8B Q5_K_M;
# measured once at 2026.11.33, and speed_holdout22_rows.json, collected since, measured once at 2026.11.34 and held
# out now): no share moves (GDDR decode fits 0.875 against the shipped 0.86, GDDR quantized prompts 0.445 against 0.48);
# band: prefill nvidia-gddr 1.14 -> 1.10.
# .36: the catalog's Qwen3.5 0.8B, 4B and 35B-A3B with their Gated DeltaNet widths (16 key heads of 128, 16 or 32 value
# heads of 128; the estimate had taken the attention heads' 256 where the catalog named none, so their linear layers
# counted twice their bytes: the 4B came to 5.2 B parameters where llama.cpp prints 4.21 B); the constants fitted on
# those models' runs refitted on the same runs: the Metal linear-attention cost 390 -> 437 us, the SYCL MoE layer cost
# 215 -> 255 us, Intel's MoE prompt padding 400 -> 420 tokens; bands: decode nvidia-gddr and nvidia-unified 0.29 ->
# 0.30, apple 0.33 -> 0.34, apple-max 0.24 -> 0.23, amd-unified 0.29 -> 0.35; prefill nvidia-moe 0.55 -> 0.49,
# apple-max 0.67 -> 0.64, amd-unified-moe 0.88 -> 0.84.
# .37: a Gated DeltaNet layer's decode costs 56 us more than its bytes on every GPU backend but Metal's on the base and
# Pro chips (checker.fit.speed.LINEAR_ATTENTION_LAYER_SECONDS: the median of 48 runs of 23 sources; left out source by
# source 13.1 % / 36.3 % against 17.6 % / 52.5 % without it); the SYCL MoE layer cost refitted with it, 255 -> 213 us;
# bands: decode nvidia-gddr and nvidia-unified 0.30 -> 0.27, apple-max 0.23 -> 0.21, amd-unified 0.35 -> 0.28, intel
# 0.96 -> 0.90.
# .38: speed_holdout22_rows.json released to the fit after its one held-out measurement (a Strix Halo's gpt-oss runs
# under Vulkan and ROCm from a Japanese review; measured once at 2026.11.34, and speed_holdout23_rows.json, collected
# since, measured once at 2026.11.37 and held out now): no share moves (the Strix Halo's decode fits 0.752 against the
# shipped 0.78, its MoE prompts 0.302 against 0.29); bands: decode amd-unified 0.28 -> 0.33, prefill amd-unified-moe
# 0.84 -> 1.16 (gpt-oss-20b's prompts 2.3-2.6x faster than the share), a pair with one source 1.13 -> 1.16.
# .39: speed_holdout23_rows.json released to the fit after its one held-out measurement (an RX 7900 XTX under ROCm 6.1.3
# in WSL2 on Qwen2-7B, taken as its architecture twin Qwen2.5-7B, decode 58 % faster in the estimate than measured and
# prompts 28 % slower; measured once at 2026.11.37, and speed_holdout24_rows.json, collected since, measured once at
# 2026.11.38 and held out now): no share moves (the Radeon cards' decode fits 0.827 against the shipped 0.86, their
# prompts 0.336 against 0.30); bands: decode amd-discrete 0.73 -> 0.65, prefill amd-discrete 0.97 -> 0.61 (a
# twenty-first and a sixteenth source: the leave-one-source-out 90th percentiles fall below the RX 9070's Vulkan runs).
# .40: speed_holdout24_rows.json released to the fit after its one held-out measurement (a Strix Halo's F16 prompts of
# Gemma 3 4B, Qwen3 4B and Llama 3.2 3B under ROCm, 1.6-2.6x faster than the single share gave; measured once at
# 2026.11.38, and speed_holdout25_rows.json, collected since, measured once at 2026.11.39 and held out now): the Strix
# Halo's float prompts take a share of their own, 1.06 (checker.fit.speed.PREFILL_EFFICIENCY_BY_KIND: 5 runs of 2
# sources, left out source by source 17.1 % off at the median against the single share's 54.6 %), with the band of
# their leave-one-source-out p90, 0.32; no other share moves (its decode fits 0.759 against the shipped 0.78).
# .41: speed_holdout25_rows.json released to the fit after its one held-out measurement (an M1 Pro's Qwen3 0.6B and
# Llama 3.2 1B, decode 24-28 % faster in the estimate than measured, and one machine's two RTX 3090s on Qwen3.5-9B;
# measured once at 2026.11.39, and speed_holdout26_rows.json, collected since, measured once at 2026.11.40 and held out
# now): no share moves (Apple's base and Pro chips' decode fits 0.794 against the shipped 0.86, GDDR's 0.898 against
# 0.86, their quantized prompts 0.705 against 0.69); bands: decode apple 0.34 -> 0.35, nvidia-gddr and nvidia-unified
# 0.27 -> 0.26, prefill apple 1.50 -> 1.38 (a nineteenth, a twenty-eighth and a twelfth source).
# .42: speed_holdout26_rows.json released to the fit after its one held-out measurement (one machine's RX 7900 XTX under
# Vulkan on Llama 2 7B Q4_0, decode 85-173 tokens/s between its settings of one day where 150 is estimated; measured
# once at 2026.11.40, and speed_holdout27_rows.json, collected since, measured once at 2026.11.41 and held out now): no
# share moves (the Radeon cards' decode fits 0.817 against the shipped 0.86, their quantized prompts 0.344 against 0.30);
# bands: decode amd-discrete 0.65 -> 0.71, prefill amd-discrete 0.61 -> 0.63 (a twenty-fifth and a seventeenth source).
# .43: speed_holdout27_rows.json released to the fit after its one held-out measurement (an Arc Pro B70 under an older
# SYCL build of the card an earlier collection took, Llama 3.1 8B: decode 16-18 % off, prompts 2.4-3.3x faster in the
# estimate than measured; measured once at 2026.11.41, and speed_holdout28_rows.json, collected since, measured once at
# 2026.11.42 and held out now): no share moves (Intel's decode fits 0.669 against the shipped 0.67, its quantized
# prompts 0.198 against 0.21); bands: decode intel 0.90 -> 0.91, prefill intel 5.37 -> 5.32 (a fourteenth and a twelfth
# source).
# .44: Intel's two generations apart (checker.fit.inputs.hardware_kind): Alchemist (Arc A) decodes at 0.33 of its
# bandwidth, Battlemage (Arc B, Pro B) at 0.72 (0.67 for both before): decode Intel 14.5 % off at the median as shipped,
# now Battlemage 10.3 % and Alchemist 9.1 % (left out source by source 10.4 % and 15.7 %, against 14.6 % for one
# share); bands: decode intel 0.91 -> 0.21, intel-alchemist 0.34; prompts as before (one row for both).
# .45: INTEL_SYCL_MOE_LAYER_SECONDS refitted at .44's Battlemage share (213 -> 223 us; the two SYCL MoE runs 2.1 % off
# at the median with the stale cost, 0.1 % with the refit one; found on the before-stop read).
# .46: speed_holdout28_rows.json released to the fit after its one held-out measurement (one harness's llama-bench runs
# on a 30-core M2 Max, 14 models in Q4_K_M: decode 16-43 % faster in the estimate; measured once at 2026.11.42, and
# speed_holdout29_rows.json, collected since, measured once at 2026.11.45 and held out now): no share moves (the Max and
# Ultra chips' decode fits 0.626 against the shipped 0.64, inside its spread; their prompts 0.485 against 0.48; the
# Metal MoE cost's fit 70 us against the shipped 81); bands: decode apple-max 0.21 -> 0.38, prefill apple-max 0.64 ->
# 0.51 (an eighteenth source).
# .47: speed_holdout29_rows.json released to the fit after its one held-out measurement (34 rows on Macs: an M1 Max
# of 64 GB, a Mac Studio M3 Ultra of 512 GB, two M4s of 16 GB; measured once at 2026.11.45, and
# speed_holdout30_rows.json, collected since, measured once at 2026.11.46 and held out now): the Metal linear-attention
# cost refitted on six runs of five sources, 437 -> 390 us (leave-one-source-out p90 37.0 % -> 16.6 %); no share moves
# (the Max and Ultra chips' decode fits 0.562 over runs, pulled down by one harness's 14 M2 Max runs, and 0.648 over
# sources, against the shipped 0.64; prompts 0.485 against 0.48); bands: decode apple 0.35 -> 0.30, apple-max 0.38 ->
# 0.35, prefill apple 1.38 -> 1.44.
# .48: speed_holdout30_rows.json released to the fit after its one held-out measurement (an M4 Pro's Qwen3.5 runs at
# depth and an MI300X on release b8272; measured once at 2026.11.46, and speed_holdout31_rows.json, collected since,
# measured once at 2026.11.47 and held out now): the AMD Instinct cards, two sources of MI300X runs, take shares of
# their own (decode 0.86, the GDDR share, -> 0.23, 42.3 % -> 4.8 % off at the median as shipped, left out source by
# source 9.3 %; quantized prompts 0.30, the Radeon share, -> 0.021, 1,345 % -> 28.9 %, left out 45.4 %); bands:
# decode amd-hbm 0.87 -> 0.23, prefill amd-hbm 1.16 (a pair with one source) -> 0.76.
# .49: speed_holdout31_rows.json released to the fit after its one held-out measurement (an M2 Ultra's Qwen3.5 4B in
# five types and a Mac mini M4's Qwen3.5 runs; measured once at 2026.11.47, and speed_holdout32_rows.json, collected
# since, measured once at 2026.11.48 and held out now): the Metal linear-attention cost refitted on ten runs of six
# sources, 390 -> 341 us; no share moves (Max and Ultra decode 0.525 over runs, 0.629 over sources, against 0.64);
# bands: decode apple 0.30 -> 0.26, apple-max 0.35 -> 0.37, prefill apple 1.44 -> 1.57, apple-max float 0.40 -> 0.37.
# .50: speed_holdout32_rows.json released to the fit after its one held-out measurement (an RTX 5090 Founders Edition's
# Llama 3.1 8B Q8_0; measured once at 2026.11.48, and speed_holdout33_rows.json, collected since, measured once at
# 2026.11.49 and held out now): no share moves (NVIDIA GDDR decode fits 0.899 over 108 runs of 29 sources against the
# shipped 0.86, and left out source by source it is worse at the 90th percentile, 25.8 % against 23.8 %; quantized
# prompts 0.437 against 0.48, worse left out at the median); band: prefill nvidia-gddr 1.10 -> 1.09.
# .51: Headroom's H200 runs of Qwen3.5 0.8B to 27B (benchmarks/data/device/h200-2026-11-28-linear2.md and -linear3.md,
# estimates written before the run at .50, never fitted on) found its decode 5-29 % faster than estimated, as the H100's
# runs had: NVIDIA's HBM cards take their own cost per linear-attention layer, fitted on the H100's runs alone, 56 -> 28
# us (checker.fit.speed.HBM_LINEAR_ATTENTION_LAYER_SECONDS; on the H200's runs 14.0 % -> 3.7 % at the median); band:
# prefill nvidia-hbm quantized 0.27 -> 0.43 (the same runs' small models' prompts at 0.22-0.64 of the estimate).
ESTIMATOR_VERSION = "2026.11.51"

Verdict = Literal["fits", "partial_offload", "wont_fit"]


@dataclass
class Estimate:
    inputs: FitInput
    settings: Settings
    verdict: Verdict
    reason: str
    plan: Plan
    layers_total: int
    speed: Speed
    layout: WeightsLayout
    notes: list[str] = field(default_factory=list)
    estimator_version: str = ESTIMATOR_VERSION

    @property
    def context(self) -> int:
        return self.plan.context


# ---------------------------------------------------------------- choosing


def _largest(low: int, high: int, ok) -> int | None:
    """Largest value in [low, high] with ok(value), assuming ok is monotone (true, then false)."""
    if low > high or not ok(low):
        return None
    while low < high:
        middle = (low + high + 1) // 2
        if ok(middle):
            low = middle
        else:
            high = middle - 1
    return low


def _choose(inp: FitInput, settings: Settings, layout: WeightsLayout, catalog: Catalog) -> tuple[Plan, list[str]]:
    model = inp.model
    n_total = model.n_layers + 1
    notes: list[str] = []
    n_cpu_moe = inp.n_cpu_moe or 0

    def at(context: int, ngl: int) -> Plan:
        return plan(inp, settings, layout, catalog, context, ngl, n_cpu_moe)

    context = settings.context
    if context is None:
        # llama.cpp's fit: the model's full context if everything fits, else the
        # largest context down to 4096 that keeps every layer on the GPU.
        context = model.max_context
        if inp.gpus and inp.n_gpu_layers is None and not at(context, n_total).fits:
            floor = min(LLAMA_CPP_FIT_MIN_CONTEXT, model.max_context)
            best = _largest(floor // 256, context // 256, lambda k: at(k * 256, n_total).fits)
            context = best * 256 if best else floor
            notes.append(f"llama.cpp's fit lowered the context from {model.max_context:,} to {context:,} tokens.")
        elif not inp.gpus and not at(context, 0).fits:
            context = min(LLAMA_CPP_FIT_MIN_CONTEXT, model.max_context)
    if inp.n_gpu_layers is not None:
        return at(context, min(inp.n_gpu_layers, n_total)), notes
    if not inp.gpus:
        return at(context, 0), notes
    best = _largest(0, n_total, lambda ngl: at(context, ngl).gpu_fits)
    return at(context, best if best is not None else 0), notes


# ---------------------------------------------------------------- vLLM


def _vllm(inp: FitInput, settings: Settings, layout: WeightsLayout, catalog: Catalog) -> tuple[Plan, str | None]:
    """vLLM: weights + activation peak + CUDA graphs inside gpu_memory_utilization x TOTAL memory; KV gets the rest."""
    model = inp.model
    tp = len(inp.gpus)
    weights = layout.file_bytes / tp
    ff = model.moe.expert_intermediate * model.moe.experts_per_token if model.moe else model.intermediate_size
    # The profile run pushes max_num_batched_tokens through the model: hidden
    # states, q/k/v, and the FFN's gate/up/act in bf16, plus sampler logits.
    activation = settings.ubatch * (4 * model.hidden_size + 3 * ff) * 2 / tp + 256 * model.vocab_size * 4
    graphs = 0.5 * GIB  # "Graph capturing finished ... took 0.5x GiB" is typical for 7-70B models
    budget = [VLLM_GPU_MEMORY_UTILIZATION * g.memory_mib * MIB for g in inp.gpus]
    kv_room = min(b - weights - activation - graphs for b in budget)
    spec = cache_spec(inp, settings, 1, catalog)
    per_token = sum(kv_bytes_per_layer(model, replace(spec, context=256))) / 256 / tp
    problem = None
    max_len = int(kv_room // per_token // 16 * 16) if kv_room > 0 else 0
    context = settings.context or min(model.max_context, max_len)
    if any(used_mib(inp, i) > (1 - VLLM_GPU_MEMORY_UTILIZATION) * g.memory_mib for i, g in enumerate(inp.gpus)):
        problem = (f"vLLM refuses to start: other programs hold more than the {1 - VLLM_GPU_MEMORY_UTILIZATION:.0%} of memory that "
                   f"--gpu-memory-utilization {VLLM_GPU_MEMORY_UTILIZATION} leaves free.")
    elif kv_room <= 0:
        problem = "the weights and activations alone exceed gpu_memory_utilization x memory; nothing is left for the KV cache."
    elif context > max_len:
        problem = f"the KV cache has room for {max_len:,} tokens, less than max_model_len {context:,}."
    devices = [
        DeviceMemory(f"GPU {i}: {g.name}", weights / MIB, max(kv_room, 0) / MIB, activation / MIB, graphs / MIB + g.context_overhead_mib,
                     g.memory_mib * VLLM_GPU_MEMORY_UTILIZATION + g.context_overhead_mib - used_mib(inp, i), layers=model.n_layers)
        for i, g in enumerate(inp.gpus)
    ]
    devices.append(DeviceMemory("cpu", 0, 0, 0, 0, inp.ram_gib * 1024 - inp.ram_used_mib))
    return Plan(max(context, 0), model.n_layers + 1, 0, devices, 0.0), problem


# ---------------------------------------------------------------- estimate


def estimate(inp: FitInput, catalog: Catalog) -> Estimate:
    model = inp.model
    layout = inp.layout or weights_layout(model, inp.mix, catalog)
    total_vram_gib = sum(g.usable_mib for g in inp.gpus) / 1024
    settings = resolve(
        inp.runtime, context=inp.context, max_context=model.max_context, total_vram_gib=total_vram_gib,
        has_gpu=bool(inp.gpus), flash_attn=inp.flash_attn, kv_cache=inp.kv_cache, ubatch=inp.ubatch, parallel=inp.parallel,
    )
    n_total = model.n_layers + 1
    if inp.runtime == "vllm":
        if not inp.gpus:
            p = plan(inp, replace(settings, context=settings.context or 4096), layout, catalog, settings.context or 4096, 0, 0)
            return Estimate(inp, settings, "wont_fit", "vLLM needs a GPU; this estimate is for CPU only.", p, n_total,
                            Speed(0, 0, None), layout)
        if inp.ubatch is None:
            settings = replace(settings, ubatch=vllm_batched_tokens(inp.gpus[0].memory_mib, inp.gpus[0].name))
        p, problem = _vllm(inp, settings, layout, catalog)
        verdict: Verdict = "wont_fit" if problem else "fits"
        reason = problem or f"Weights, activations and CUDA graphs fit, and the KV cache holds {p.context:,} tokens."
        return Estimate(inp, settings, verdict, reason, p, n_total, speed(inp, layout, p, settings, catalog), layout)
    if inp.runtime == "ollama" and inp.ubatch is None and inp.gpus:
        # Ollama's batch grows with the context when the model leaves room for it.
        predicted = plan(inp, settings, layout, catalog, settings.context, n_total, inp.n_cpu_moe or 0)
        batch = ollama_batch(settings.context, sum(d.total_mib for d in predicted.gpus),
                             sum(d.available_mib for d in predicted.gpus), settings.flash_attn)
        if batch != settings.ubatch:
            settings = replace(settings, ubatch=batch)
            settings.notes.append(f"Ollama raises num_batch to {batch} at this context (server/sched.go).")
    p, notes = _choose(inp, settings, layout, catalog)
    notes = settings.notes + notes
    verdict, reason = _verdict(inp, p, n_total)
    return Estimate(inp, settings, verdict, reason, p, n_total, speed(inp, layout, p, settings, catalog), layout, notes)


def _verdict(inp: FitInput, p: Plan, n_total: int) -> tuple[Verdict, str]:
    if not p.ram_fits:
        need = p.cpu.total_mib / 1024
        room = p.cpu.available_mib / 1024
        return "wont_fit", f"What stays in system memory needs {need:.1f} GiB, and {room:.1f} GiB are free."
    if not inp.gpus:
        return "fits", "Runs on the CPU from system memory."
    if not p.gpu_fits:
        worst = max(p.gpus, key=lambda d: d.total_mib - d.available_mib)
        return "wont_fit", (
            f"With {p.n_gpu_layers} layers on the GPU, {worst.device} needs {worst.total_mib:,.0f} MiB of "
            f"{worst.available_mib:,.0f} MiB free: the load fails with an out-of-memory error."
        )
    if p.n_gpu_layers >= n_total:
        return "fits", "Every layer, the KV cache and the compute buffer fit on the GPU."
    if p.n_gpu_layers == 0:
        return "partial_offload", "Not one layer fits on the GPU beside the buffers; the model runs on the CPU."
    return "partial_offload", f"{p.n_gpu_layers} of {n_total} layers fit on the GPU; the rest run on the CPU from system memory."
