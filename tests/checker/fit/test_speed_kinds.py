"""Decode speed per kind of hardware (issue #13, items 5-6): the share of peak bandwidth depends on the memory
and the vendor's backend, and each verdict carries the error band of its own kind."""

import json

import pytest

from checker.fit.estimate import estimate
from checker.fit.inputs import FitInput, Hardware, hardware_kind
from checker.fit import speed
from checker.fit.verdicts import KIND_LABELS
from checker.fit.speed import (DECODE_EFFICIENCY, HBM_LINEAR_ATTENTION_LAYER_SECONDS, LINEAR_ATTENTION_LAYER_SECONDS,
                               METAL_LINEAR_ATTENTION_LAYER_SECONDS,
                               PREFILL_EFFICIENCY, decode_efficiency, layer_seconds, linear_layer_seconds,
                               prefill_efficiency, prefill_row)


@pytest.mark.parametrize("gpu_id, kind", [
    ("geforce-rtx-4090", "nvidia-gddr"), ("h100-sxm5-80gb", "nvidia-hbm"), ("a100-pcie-80gb", "nvidia-hbm"),
    ("dgx-spark-gb10", "nvidia-unified"), ("apple-m4-16gb", "apple"), ("apple-m4-pro-24gb", "apple"),
    ("apple-m2-max-32gb", "apple-max"), ("apple-m2-ultra-64gb", "apple-max"), ("radeon-rx-7900-xtx", "amd-discrete"),
    ("amd-ryzen-ai-max-plus-395-128gb", "amd-unified"), ("arc-b580", "intel"), ("arc-a770-16gb", "intel-alchemist"), ("arc-pro-b70", "intel"),
])
def test_each_catalog_card_has_its_kind(catalog, gpu_id, kind):
    assert Hardware.from_gpu(catalog.gpus[gpu_id]).kind == kind


def test_a_custom_card_gets_a_kind_from_what_the_user_says():
    assert hardware_kind("NVIDIA", "HBM3", False, "my H100") == "nvidia-hbm"
    assert hardware_kind("Apple", "LPDDR5", True, "Apple M1 Ultra") == "apple-max"
    assert hardware_kind("NVIDIA", "GDDR", False) == "nvidia-gddr"
    assert hardware_kind("AMD", "HBM3", False, "Instinct MI300X") == "amd-hbm"
    assert hardware_kind("AMD", "GDDR6", False, "Radeon RX 7900 XTX") == "amd-discrete"
    # Intel's Alchemist cards by their names (Arc A770, Arc Pro A60), Battlemage and anything else Intel as "intel"
    assert hardware_kind("Intel", "GDDR6", False, "Intel Arc A770") == "intel-alchemist"
    assert hardware_kind("Intel", "GDDR6", False, "Arc Pro A60") == "intel-alchemist"
    assert hardware_kind("Intel", "GDDR6", False, "Arc B580") == "intel"
    assert hardware_kind("Intel", "GDDR6", False, "Arc Pro B70") == "intel"
    assert decode_efficiency("a kind nobody measured") == DECODE_EFFICIENCY["nvidia-gddr"]


def test_an_m2_max_is_estimated_at_the_speed_it_was_measured(catalog):
    # llama.cpp PR #2959 (ikawrakow, 2023-09): LLaMA 7B Q4_0 on an M2 Max, tg128 58.4-62.2 t/s (the data file's rows).
    result = estimate(FitInput(catalog.models["llama-2-7b"], catalog.mixes["q4_0"],
                               (Hardware.from_gpu(catalog.gpus["apple-m2-max-32gb"]),), context=512, parallel=1), catalog)
    assert result.speed.decode_tps == pytest.approx(60.9, rel=0.10)
    # At the GDDR share it would be 1.3x too fast, as the issue found for Max and Ultra chips.
    assert result.speed.decode_tps < 0.85 * 76.9


@pytest.mark.parametrize("mix, measured", [("q8_0", 25.25), ("f16", 13.91)])
def test_a_strix_halo_is_estimated_at_the_speed_its_rocm_runs_measured(catalog, mix, measured):
    # lhl/strix-halo-testing (benchmarks/data/speed_holdout_rows.json, a 2025 ROCm build): Llama 2 7B tg128 on a Ryzen AI
    # Max+ 395. At the share its one earlier source (Vulkan) implied, 0.81, the Q8_0 run was 10 % too fast; at 0.78, the
    # median of 10 sources since estimator 2026.11.21 (2026 Vulkan and ROCm builds run faster), 5-6 %.
    result = estimate(FitInput(catalog.models["llama-2-7b"], catalog.mixes[mix],
                               (Hardware.from_gpu(catalog.gpus["amd-ryzen-ai-max-plus-395-128gb"]),), context=512, parallel=1),
                      catalog)
    assert result.speed.decode_tps == pytest.approx(measured, rel=0.07)


def test_a_strix_halo_s_dense_prefill_is_estimated_inside_the_range_its_2025_26_builds_measured(catalog):
    # benchmarks/data/speed_holdout3_rows.json (held out at estimator 2026.11.16, fitted on since 2026.11.17): LLaMA 7B
    # Q4_0 pp512 on a Ryzen AI Max+ 395 at 681-1,344 t/s under ROCm with hipBLASLt or rocWMMA and under Vulkan (298-301
    # with ROCm's rocBLAS). At the single share, 0.48, the estimate was 539: below every one of those builds.
    result = estimate(FitInput(catalog.models["llama-2-7b"], catalog.mixes["q4_0"],
                               (Hardware.from_gpu(catalog.gpus["amd-ryzen-ai-max-plus-395-128gb"]),), context=512, parallel=1),
                      catalog)
    assert 681 <= result.speed.prefill_tps <= 1344


@pytest.mark.parametrize("mix, measured", [("q4_k_m", 31.84), ("q4_k_s", 30.44)])
def test_qwen3_5_on_an_m4_pro_pays_for_its_linear_attention_layers_through_metal(catalog, monkeypatch, mix, measured):
    # benchmarks/data/speed_holdout4_rows.json (held out at estimator 2026.11.17, fitted on since 2026.11.18): Qwen3.5 9B
    # tg64 on an M4 Pro 24 GB. Without the Metal cost of its 24 Gated DeltaNet layers the estimate was 36-47 % too fast.
    def decode() -> float:
        return estimate(FitInput(catalog.models["qwen3.5-9b"], catalog.mixes[mix],
                                 (Hardware.from_gpu(catalog.gpus["apple-m4-pro-24gb"]),), context=512, parallel=1),
                        catalog).speed.decode_tps

    assert decode() == pytest.approx(measured, rel=0.08)
    # Metal's on the base and Pro chips is its own; every other GPU backend's is the general one, not vLLM's
    assert linear_layer_seconds("nvidia-gddr") == linear_layer_seconds("amd-discrete") == LINEAR_ATTENTION_LAYER_SECONDS
    assert linear_layer_seconds("apple") == METAL_LINEAR_ATTENTION_LAYER_SECONDS > LINEAR_ATTENTION_LAYER_SECONDS > 0
    assert linear_layer_seconds("nvidia-hbm", "vllm") == 0.0
    monkeypatch.setattr(speed, "METAL_LINEAR_ATTENTION_LAYER_SECONDS", 0.0)
    assert decode() > 1.3 * measured


@pytest.mark.parametrize("model, mix, measured", [("qwen3.5-0.8b", "q4_k_m", 578.21), ("qwen3.5-9b", "q8_0", 216.39),
                                                  ("qwen3.5-4b", "q6_k", 241.23)])
def test_qwen3_5_on_an_h200_pays_the_hbm_cards_linear_attention_cost(catalog, monkeypatch, model, mix, measured):
    # benchmarks/data/device/h200-2026-11-28-linear2.md and -linear3.md (Headroom's H200, llama-bench tg128, estimates
    # written before the run, never fitted on): at the general 56 us a Gated DeltaNet layer the estimate was 5-29 % slow;
    # the HBM cards' own cost was fitted on the H100's runs alone.
    def decode() -> float:
        return estimate(FitInput(catalog.models[model], catalog.mixes[mix],
                                 (Hardware.from_gpu(catalog.gpus["h200-sxm-141gb"]),), context=512, parallel=1),
                        catalog).speed.decode_tps

    assert decode() == pytest.approx(measured, rel=0.12)
    assert linear_layer_seconds("nvidia-hbm") == HBM_LINEAR_ATTENTION_LAYER_SECONDS < LINEAR_ATTENTION_LAYER_SECONDS
    monkeypatch.setattr(speed, "HBM_LINEAR_ATTENTION_LAYER_SECONDS", LINEAR_ATTENTION_LAYER_SECONDS)
    assert abs(decode() / measured - 1) > 0.05


@pytest.mark.django_db
@pytest.mark.parametrize("gpu_id, band, label", [
    ("apple-m2-max-32gb", 0.37, "Apple Silicon Max and Ultra chips"), ("geforce-rtx-4090", 0.26, "NVIDIA cards with GDDR memory"),
    ("h100-pcie-80gb", None, "NVIDIA data-centre cards (HBM)"),
    # fitted on Hopper only: an A100's one run, never fitted on, is 2.1x too fast
    ("a100-sxm4-80gb", 1.1, "NVIDIA data-centre cards (HBM)"),
    # two sources of MI300X runs since estimator 2026.11.48 (one old run's error, 0.87, before): their
    # leave-one-source-out p90
    ("instinct-mi300x", 0.23, "AMD Instinct data-centre cards"),
    # twenty sources since estimator 2026.11.31, 21 since 2026.11.38: their leave-one-source-out p90 (0.35 at
    # 2026.11.36, when Qwen3.5's linear layers got their real widths and its 35B-A3B runs came out 20-45 % slower than
    # estimated; 0.28 at 2026.11.37, with the linear layers' fixed cost; 0.33 with a Strix Halo's gpt-oss runs)
    ("amd-ryzen-ai-max-plus-395-128gb", 0.33, "AMD APUs with unified memory"),
    # since estimator 2026.11.30 an RX 9070's Vulkan runs, 2.2-2.5x slower than the share, are among the Radeon sources
    # (0.73 until 2026.11.39, when a twenty-first source, an RX 7900 XTX under ROCm in WSL2, lowered the p90; 0.71 since
    # 2026.11.42, with an RX 7900 XTX under Vulkan whose decode spreads 2x between one day's settings)
    ("radeon-rx-9070", 0.71, "AMD Radeon cards"),
    # since estimator 2026.11.33 an M4's Qwen3.5 0.8B, 31 % faster than estimated, is among the base chips' sources (0.35
    # since 2026.11.41, with an M1 Pro's small models, 24-28 % faster in the estimate than measured; 0.30 since
    # 2026.11.47, with a second M4 source and the Metal linear-attention cost refitted at 390 us; 0.26 since 2026.11.49,
    # with a third and the cost at 341 us)
    ("apple-m4-16gb", 0.26, "Apple Silicon (base and Pro chips)"),
])
def test_the_verdict_shows_the_band_of_its_own_kind(client, gpu_id, band, label):
    from checker.fit.verdicts import SPEED_ERROR_BAND_BY_KIND

    body = json.loads(client.get(f"/api/fit?model=llama-3.1-8b&gpu={gpu_id}").content)
    kind = body["error_band"]["hardware_kind"]
    assert body["error_band"]["speed"] == (band if band is not None else SPEED_ERROR_BAND_BY_KIND[kind])
    assert label in client.get(f"/will-it-run/llama-3.1-8b/q4_k_m/{gpu_id}/").content.decode()


@pytest.mark.parametrize("gpu_id, tops", [
    ("h200-sxm-141gb", 67 / 4), ("a100-sxm4-80gb", 19.5 / 2), ("geforce-rtx-4090", 82.58 / 4), ("tesla-v100-sxm2-32gb", 15.7 / 2),
])
def test_integer_throughput_follows_the_lanes_each_architecture_has(catalog, gpu_id, tops):
    assert Hardware.from_gpu(catalog.gpus[gpu_id]).int32_tops == pytest.approx(tops)


def _h200(catalog, model_id, mix_id):
    return estimate(FitInput(catalog.models[model_id], catalog.mixes[mix_id],
                             (Hardware.from_gpu(catalog.gpus["h200-sxm-141gb"]),), context=512, parallel=1), catalog)


@pytest.mark.parametrize("model_id, mix_id, measured", [
    # Headroom's own llama-bench tg128 runs on an H200 (benchmarks/data/device/h200-2026-11-26-run1.md).
    ("llama-3.1-8b", "q4_k_m", 278.83), ("llama-3.1-8b", "q8_0", 255.79), ("llama-3.1-8b", "f16", 210.40),
    ("llama-3.1-70b", "q4_k_m", 44.95), ("qwen3-30b-a3b", "q4_k_m", 311.10), ("qwen3-32b", "q4_k_m", 80.56),
])
def test_an_h200_is_estimated_at_the_speed_measured_on_it(catalog, model_id, mix_id, measured):
    assert _h200(catalog, model_id, mix_id).speed.decode_tps == pytest.approx(measured, rel=0.10)


@pytest.mark.parametrize("model_id, mix_id, measured", [
    # The H100 runs, measured after the constants were fitted on the H200 and never fitted on
    # (benchmarks/data/device/h100-2026-11-26.md; the estimates were written down before the run).
    ("llama-3.1-8b", "q4_k_m", 271.53), ("llama-3.1-8b", "q8_0", 232.28), ("llama-3.1-8b", "f16", 168.42),
    ("llama-3.1-8b", "q4_0", 319.62), ("qwen3-32b", "q4_k_m", 77.88), ("qwen3-30b-a3b", "q4_k_m", 304.15),
    ("llama-3.1-70b", "q4_k_m", 42.64),
])
def test_an_h100_the_fit_never_saw_is_estimated_at_its_measured_speed(catalog, model_id, mix_id, measured):
    h100 = Hardware.from_gpu(catalog.gpus["h100-sxm5-80gb"])
    result = estimate(FitInput(catalog.models[model_id], catalog.mixes[mix_id], (h100,), context=512, parallel=1), catalog)
    assert result.speed.decode_tps == pytest.approx(measured, rel=0.10)


def test_on_fast_memory_the_k_quants_are_held_back_by_their_unpacking(catalog):
    # Measured: Q4_0 337 t/s, Q4_K_M 279 t/s, although Q4_K_M reads only 6 % more bytes; on an RTX 4090 (bandwidth
    # bound) the two differ by the bytes alone.
    q4_0, q4_k_m = _h200(catalog, "llama-3.1-8b", "q4_0").speed.decode_tps, _h200(catalog, "llama-3.1-8b", "q4_k_m").speed.decode_tps
    assert q4_k_m < 0.85 * q4_0
    rtx = Hardware.from_gpu(catalog.gpus["geforce-rtx-4090"])
    on_rtx = [estimate(FitInput(catalog.models["llama-3.1-8b"], catalog.mixes[m], (rtx,), context=512, parallel=1), catalog)
              for m in ("q4_0", "q4_k_m")]
    weights = [r.layout.file_bytes for r in on_rtx]
    assert on_rtx[1].speed.decode_tps / on_rtx[0].speed.decode_tps == pytest.approx(weights[0] / weights[1], rel=0.05)


def test_prefill_on_hopper_is_a_fraction_of_its_tensor_peak_and_float_weights_go_faster(catalog):
    # Measured on the device's H200 (pp512): Llama 3.1 8B Q4_K_M 9,617 t/s, F16 21,915 t/s; the single 0.48 share
    # of 989 TFLOPS said 31,628 for both.
    q4, f16 = _h200(catalog, "llama-3.1-8b", "q4_k_m").speed.prefill_tps, _h200(catalog, "llama-3.1-8b", "f16").speed.prefill_tps
    assert q4 == pytest.approx(9617, rel=0.25)
    assert f16 == pytest.approx(21915, rel=0.25)
    # A GDDR card's llama.cpp of today reaches far more of its peak: an RTX 4090's Mistral 7B v0.3 Q4_K_M, 12,330 t/s on a
    # December 2024 build (benchmarks/data/speed_holdout2_rows.json); 7,980 t/s on Llama 2 7B Q4_0 in January 2024 (PR
    # #4766), before MMQ on the int8 tensor cores, is not what the estimate is for.
    rtx = estimate(FitInput(catalog.models["mistral-7b-v0.3"], catalog.mixes["q4_k_m"],
                            (Hardware.from_gpu(catalog.gpus["geforce-rtx-4090"]),), context=512, parallel=1), catalog)
    assert rtx.speed.prefill_tps == pytest.approx(12330, rel=0.15)


@pytest.mark.parametrize("mix_id, measured", [
    # Headroom's later H200 runs of Llama 3.1 8B (benchmarks/data/device/h200-2026-11-26-run4.md), tg128: each
    # type's unpacking per weight is fitted on them, so these hold the fit to what it was fitted on.
    ("q2_k", 249.77), ("q3_k_m", 219.68), ("q5_k_m", 259.81), ("iq4_xs", 319.75), ("q4_1", 369.43), ("q5_0", 287.58),
])
def test_each_quantization_is_charged_its_own_unpacking_per_weight(catalog, mix_id, measured):
    assert _h200(catalog, "llama-3.1-8b", mix_id).speed.decode_tps == pytest.approx(measured, rel=0.06)


@pytest.mark.parametrize("model_id, mix_id, measured", [
    # The H100 runs of the same types and of MoE models, measured after that fit and never fitted on
    # (benchmarks/data/device/h100-2026-11-26-run2.md; the earlier estimates are in h100-2026-11-26-run2-predictions.txt,
    # which said 329 t/s for Q2_K and 295 for Q3_K_M, charging the work per byte).
    ("llama-3.1-8b", "q2_k", 249.96), ("llama-3.1-8b", "q3_k_m", 218.44), ("llama-3.1-8b", "q5_0", 278.44),
    ("llama-3.1-8b", "iq4_xs", 311.60), ("llama-3.1-8b", "q5_k_m", 250.99), ("gpt-oss-20b", "mxfp4_moe", 314.51),
    ("gpt-oss-120b", "mxfp4_moe", 220.72), ("mixtral-8x7b", "q4_k_m", 189.85),
])
def test_the_types_the_h100_ran_after_the_fit_are_estimated_at_their_speed(catalog, model_id, mix_id, measured):
    h100 = Hardware.from_gpu(catalog.gpus["h100-sxm5-80gb"])
    result = estimate(FitInput(catalog.models[model_id], catalog.mixes[mix_id], (h100,), context=512, parallel=1), catalog)
    assert result.speed.decode_tps == pytest.approx(measured, rel=0.10)


@pytest.mark.parametrize("model_id, mix_id, measured", [
    # The i-quants, Q5_1 and IQ4_NL, fitted on the H100's Llama 3.1 8B and Qwen2.5 14B runs and checked on its second
    # run of 2026-11-27, never fitted on (benchmarks/data/device/h100-2026-11-27-iquants2.md; the estimates written down
    # before it, with the borrowed figures, were 21-49 % slow for every i-quant: -iquants2-predictions.txt).
    ("mistral-nemo-12b", "iq1_s", 233.37), ("mistral-nemo-12b", "iq1_m", 208.15), ("mistral-nemo-12b", "iq2_xxs", 204.81),
    ("mistral-nemo-12b", "iq2_xs", 193.27), ("mistral-nemo-12b", "iq2_s", 190.31), ("mistral-nemo-12b", "iq3_xxs", 185.60),
    ("mistral-nemo-12b", "iq3_s", 171.00), ("mistral-nemo-12b", "iq4_nl", 208.51), ("mistral-nemo-12b", "q5_1", 188.82),
    ("llama-3.1-70b", "iq2_xxs", 51.70), ("llama-3.1-70b", "iq1_m", 54.09), ("llama-3.1-70b", "iq3_xxs", 45.58),
])
def test_the_i_quants_are_estimated_at_the_speed_a_run_the_fit_never_saw_measured(catalog, model_id, mix_id, measured):
    h100 = Hardware.from_gpu(catalog.gpus["h100-sxm5-80gb"])
    result = estimate(FitInput(catalog.models[model_id], catalog.mixes[mix_id], (h100,), context=512, parallel=1), catalog)
    assert result.speed.decode_tps == pytest.approx(measured, rel=0.12)


def test_the_unpacking_work_per_byte_follows_ggml_block_sizes(catalog):
    from checker.fit.weights import DEQUANT_OPS_PER_BYTE, DEQUANT_OPS_PER_WEIGHT, GGML_BLOCKS

    for tensor_type, (block_bytes, block_weights) in GGML_BLOCKS.items():
        assert catalog.bytes_per_element(tensor_type) == pytest.approx(block_bytes / block_weights), tensor_type
        assert DEQUANT_OPS_PER_BYTE[tensor_type] * catalog.bytes_per_element(tensor_type) == pytest.approx(
            DEQUANT_OPS_PER_WEIGHT[tensor_type])
    # A Q2_K weight is about as much work as a Q4_K one, so per byte it is heavier.
    assert DEQUANT_OPS_PER_BYTE["Q2_K"] > 1.4 * DEQUANT_OPS_PER_BYTE["Q4_K"]


def _moe(catalog, gpu_id, model_id="qwen3-30b-a3b", mix_id="q4_k_m", **settings):
    inp = FitInput(catalog.models[model_id], catalog.mixes[mix_id], (Hardware.from_gpu(catalog.gpus[gpu_id]),), context=2048,
                   parallel=1, **settings)
    return estimate(inp, catalog).speed.prefill_tps


def test_an_moe_prompt_batch_pays_for_every_expert_it_touches(catalog):
    # Measured (pp512, the routers spreading the tokens): 7,179 t/s on the H200 where the active weights alone said
    # 25,630 (benchmarks/data/device/h200-2026-11-26-run3.md and the predictions file beside it); an RTX PRO 6000
    # Blackwell the fit never saw: 7,640 t/s (benchmarks/data/speed_llamabench.json).
    assert _moe(catalog, "h200-sxm-141gb") == pytest.approx(7179, rel=0.15)
    assert _moe(catalog, "rtx-pro-6000-blackwell") == pytest.approx(7640, rel=0.15)
    # A larger micro-batch gives each expert more tokens for the same touch: -ub 2048 measured 11,653 t/s.
    assert _moe(catalog, "h200-sxm-141gb", ubatch=2048) > 1.4 * _moe(catalog, "h200-sxm-141gb")
    # Dense models keep the dense cost whatever the batch.
    dense = [estimate(FitInput(catalog.models["llama-3.1-8b"], catalog.mixes["q4_k_m"], (Hardware.from_gpu(catalog.gpus["h200-sxm-141gb"]),),
                               context=2048, parallel=1, ubatch=u), catalog).speed.prefill_tps for u in (512, 2048)]
    assert dense[0] == pytest.approx(dense[1], rel=1e-6)


def test_the_moe_batch_cost_is_charged_only_where_it_was_measured(catalog):
    import checker.fit.speed as speed

    # Vulkan on a Ryzen AI Max+ 395 ran its MoE rows at about the dense rate; vLLM has its own fused MoE kernels.
    for gpu_id, runtime in (("amd-ryzen-ai-max-plus-395-128gb", "llama.cpp"), ("h200-sxm-141gb", "vllm")):
        kwargs = {"runtime": runtime} if runtime != "llama.cpp" else {}
        shipped = _moe(catalog, gpu_id, **kwargs)
        saved, speed.MOE_PADDED_TOKENS = speed.MOE_PADDED_TOKENS, 0
        try:
            assert _moe(catalog, gpu_id, **kwargs) == pytest.approx(shipped)
        finally:
            speed.MOE_PADDED_TOKENS = saved


def test_intel_arc_pays_its_own_moe_batch_cost(catalog):
    import checker.fit.speed as speed

    # Measured pp512 for Qwen3.5-35B-A3B: 374 t/s on an Arc Pro B60 (llama.cpp issue #22413) and 618 t/s on an Arc Pro B70
    # (PMZFX/intel-arc-pro-b70-benchmarks), about a tenth of the dense rate those cards reach.
    assert _moe(catalog, "arc-pro-b60", model_id="qwen3.5-35b-a3b", ubatch=512) == pytest.approx(374, rel=0.15)
    assert _moe(catalog, "arc-pro-b70", model_id="qwen3.5-35b-a3b", ubatch=512) == pytest.approx(618, rel=0.15)
    mixed = FitInput(catalog.models["qwen3-30b-a3b"], catalog.mixes["q4_k_m"],
                     tuple(Hardware.from_gpu(catalog.gpus[g]) for g in ("arc-pro-b70", "geforce-rtx-4090")), context=2048, parallel=1)
    shipped = _moe(catalog, "arc-pro-b70", model_id="qwen3.5-35b-a3b", ubatch=512), estimate(mixed, catalog).speed.prefill_tps
    saved, speed.MOE_PADDED_TOKENS_INTEL = speed.MOE_PADDED_TOKENS_INTEL, 0
    try:
        assert _moe(catalog, "arc-pro-b70", model_id="qwen3.5-35b-a3b", ubatch=512) > 5 * shipped[0]
        # An Arc beside a GeForce pays neither vendor's figure: measured on neither.
        assert estimate(mixed, catalog).speed.prefill_tps == pytest.approx(shipped[1])
    finally:
        speed.MOE_PADDED_TOKENS_INTEL = saved


def _decode(catalog, gpu_id, model_id, runtime="llama.cpp"):
    inp = FitInput(catalog.models[model_id], catalog.mixes["q4_k_m"], (Hardware.from_gpu(catalog.gpus[gpu_id]),), context=512,
                   parallel=1, runtime=runtime)
    return estimate(inp, catalog).speed.decode_tps


def test_intel_arc_decodes_an_moe_model_slower_through_sycl(catalog):
    # Measured tg128 for Qwen3.5-35B-A3B Q4_K_M through SYCL: 50.3 t/s on an Arc Pro B60 (llama.cpp issue #22413) and
    # 54.5 on a B70 (PMZFX/intel-arc-pro-b70-benchmarks); a B70 under Vulkan 97.8 (issue #24005, UD-Q4_K_XL).
    assert _decode(catalog, "arc-pro-b60", "qwen3.5-35b-a3b") == pytest.approx(50.3, rel=0.1)
    assert _decode(catalog, "arc-pro-b70", "qwen3.5-35b-a3b") == pytest.approx(54.5, rel=0.1)
    # Ollama runs Intel cards through Vulkan: no SYCL cost, about the Vulkan run's speed (4 % fast since estimator
    # 2026.11.37 charges every GPU backend's linear layers; 26 % fast at 2026.11.36, 7 % before).
    assert _decode(catalog, "arc-pro-b70", "qwen3.5-35b-a3b", "ollama") == pytest.approx(97.8, rel=0.1)
    # Dense models and other vendors' cards are not touched by it.
    assert _decode(catalog, "arc-pro-b70", "llama-3.1-8b") == pytest.approx(_decode(catalog, "arc-pro-b70", "llama-3.1-8b", "ollama"))
    assert _decode(catalog, "geforce-rtx-4090", "qwen3-30b-a3b") == pytest.approx(
        _decode(catalog, "geforce-rtx-4090", "qwen3-30b-a3b", "ollama"))


def test_a_llama_cpp_verdict_on_intel_arc_says_what_vulkan_gives_an_moe_model(catalog):
    from checker.fit.advice import recommendations

    def backend_advice(model_id, runtime="llama.cpp", gpu_id="arc-pro-b70"):
        inp = FitInput(catalog.models[model_id], catalog.mixes["q4_k_m"], (Hardware.from_gpu(catalog.gpus[gpu_id]),),
                       context=512, parallel=1, runtime=runtime)
        return [r for r in recommendations(estimate(inp, catalog), catalog) if r.kind == "backend"]

    [advice] = backend_advice("qwen3.5-35b-a3b")
    vulkan = _decode(catalog, "arc-pro-b70", "qwen3.5-35b-a3b", "ollama")  # Ollama's estimate carries no SYCL cost
    assert f"about {vulkan:.0f} tokens/s" in advice.text and "-DGGML_VULKAN=ON" in advice.text and advice.change == {}
    assert not backend_advice("qwen3.5-35b-a3b", "ollama") and not backend_advice("llama-3.1-8b")
    assert not backend_advice("qwen3-30b-a3b", gpu_id="geforce-rtx-4090")


def test_an_nvidia_kind_without_prefill_rows_takes_the_gddr_cards_share():
    from checker.fit.speed import MOE_PREFILL_EFFICIENCY_NVIDIA, PREFILL_EFFICIENCY, PREFILL_EFFICIENCY_BY_KIND, prefill_efficiency

    assert ("nvidia-unified", False) not in PREFILL_EFFICIENCY_BY_KIND  # else this test says nothing
    assert prefill_efficiency("nvidia-unified", False) == prefill_efficiency("nvidia-gddr", False)
    # Another vendor's kind without rows keeps the single share.
    assert prefill_efficiency("cpu", False) == PREFILL_EFFICIENCY
    # An MoE model's quantized weights on an NVIDIA card other than HBM take the MoE share; float weights, HBM cards and
    # other vendors keep theirs.
    assert prefill_efficiency("nvidia-gddr", False, moe=True) == prefill_efficiency("nvidia-unified", False, moe=True) \
        == MOE_PREFILL_EFFICIENCY_NVIDIA < prefill_efficiency("nvidia-gddr", False)
    assert prefill_efficiency("nvidia-hbm", False, moe=True) == PREFILL_EFFICIENCY_BY_KIND[("nvidia-hbm", False)]
    assert prefill_efficiency("nvidia-gddr", True, moe=True) == prefill_efficiency("nvidia-gddr", True)
    assert prefill_efficiency("amd-discrete", False, moe=True) == PREFILL_EFFICIENCY_BY_KIND[("amd-discrete", False)]
    # The Instinct cards, two sources of MI300X runs since estimator 2026.11.48 (one old run before, when they borrowed
    # the Radeon cards' shares): shares of their own, far below the Radeon cards'.
    assert prefill_efficiency("amd-hbm", False) == PREFILL_EFFICIENCY_BY_KIND[("amd-hbm", False)] \
        < prefill_efficiency("amd-discrete", False) / 10
    assert decode_efficiency("amd-hbm") < decode_efficiency("amd-discrete") / 3


def test_an_moe_prompt_batch_on_a_gddr_card_or_a_dgx_spark_runs_at_the_moe_share(catalog):
    # Measured: an RTX PRO 6000 Blackwell, Qwen3-30B-A3B Q4_K_M pp512 7,640 t/s (speed_llamabench.json); a DGX Spark,
    # gpt-oss-20b pp2048 at -ub 2048 3,783 t/s (llama.cpp's own benchmark file); the dense share alone said 1.5-1.7x more.
    # Since estimator 2026.11.28 the share is 0.35 (speed_holdout13_rows.json's GeForce MoE runs, 29-61 % faster than
    # 0.29 gave): the DGX Spark's run 21 % slower than it, an RTX 5070 Ti's Qwen3.5-35B-A3B Q2_K (3,047 t/s) 15 % faster.
    assert _moe(catalog, "rtx-pro-6000-blackwell") == pytest.approx(7640, rel=0.15)
    assert _moe(catalog, "dgx-spark-gb10", model_id="gpt-oss-20b", mix_id="mxfp4_moe", ubatch=2048) == pytest.approx(3783, rel=0.25)
    assert _moe(catalog, "geforce-rtx-5070-ti", model_id="qwen3.5-35b-a3b", mix_id="q2_k") == \
        pytest.approx(3047, rel=0.2)


@pytest.mark.django_db
@pytest.mark.parametrize("query, band", [
    # the kind and kind of weights with two sources or more: its own leave-one-source-out p90
    ("model=llama-3.1-8b&gpu=h100-sxm5-80gb", 0.43), ("model=llama-3.1-8b&quant=f16&gpu=h100-sxm5-80gb", 0.27),
    ("model=llama-3.1-8b&gpu=geforce-rtx-4090", 1.09), ("model=qwen3-30b-a3b&gpu=geforce-rtx-4090", 0.49),
    ("model=llama-3.1-8b&gpu=dgx-spark-gb10", 1.09), ("model=llama-3.1-8b&gpu=arc-b580", 5.32),
    ("model=llama-3.1-8b&gpu=apple-m4-pro-24gb", 1.57), ("model=llama-3.1-8b&gpu=amd-ryzen-ai-max-plus-395-128gb", 0.92),
    ("model=qwen3-30b-a3b&gpu=amd-ryzen-ai-max-plus-395-128gb", 1.16),  # its MoE runs, a row of their own
    # its float runs, two sources since estimator 2026.11.40 (speed_holdout24_rows.json's F16 runs)
    ("model=llama-3.1-8b&quant=f16&gpu=amd-ryzen-ai-max-plus-395-128gb", 0.32),
    # one source or none, another runtime's kernels, an HBM card of an architecture never fitted: the single band
    ("model=llama-3.1-8b&quant=f16&gpu=geforce-rtx-4090", 1.16), ("model=llama-3.1-8b&gpu=h100-sxm5-80gb&runtime=vllm", 1.16),
    ("model=llama-3.1-8b&gpu=a100-sxm4-80gb", 1.16),
    # the Instinct cards' prompts, two sources since estimator 2026.11.48 (the single band before)
    ("model=llama-3.1-8b&gpu=instinct-mi300x", 0.76),
])
def test_the_prefill_band_is_its_kinds_and_weights(client, query, band):
    body = json.loads(client.get(f"/api/fit?{query}").content)
    assert body["error_band"]["prefill"] == band


def test_the_m3_and_m4_generations_get_a_prefill_estimate(catalog):
    for gpu_id in ("apple-m3-8gb", "apple-m3-pro-36gb", "apple-m3-max-40-core-gpu-64gb", "apple-m3-ultra-512gb",
                   "apple-m4-16gb", "apple-m4-pro-48gb"):
        result = estimate(FitInput(catalog.models["llama-3.1-8b"], catalog.mixes["q4_k_m"],
                                   (Hardware.from_gpu(catalog.gpus[gpu_id]),), context=512, parallel=1), catalog)
        assert result.speed.prefill_tps, gpu_id
    # benchmarks/data/speed_holdout3_rows.json (fitted on): an M4's Llama 3.1 8B Q4_K_M, pp512 225 tokens/s
    m4 = estimate(FitInput(catalog.models["llama-3.1-8b"], catalog.mixes["q4_k_m"],
                           (Hardware.from_gpu(catalog.gpus["apple-m4-16gb"]),), context=512, parallel=1), catalog)
    assert m4.speed.prefill_tps == pytest.approx(225, rel=0.35)


# (Since estimator 2026.11.37 the M4 Max takes the general linear-layer cost: the 4B 1 % slow, the 9B and 27B 7-8 %;
# at 2026.11.36, before it, the 4B was 13 % fast once its linear layers had their real width.)
@pytest.mark.parametrize("model_id, measured, within", [("qwen3.5-4b", 92.0, 0.08), ("qwen3.5-9b", 61.5, 0.1),
                                                        ("qwen3.5-27b", 21.0, 0.1)])
def test_qwen3_5_on_an_m4_max_takes_the_general_linear_attention_cost_not_metals(catalog, model_id, measured, within):
    # benchmarks/data/speed_holdout5_rows.json (held out at estimator 2026.11.19, when the Max chips took the cost and
    # were 29-47 % too slow on these three; fitted on since 2026.11.20): tg128 on an M4 Max 128 GB, llama.cpp b9187.
    result = estimate(FitInput(catalog.models[model_id], catalog.mixes["q4_k_m"],
                               (Hardware.from_gpu(catalog.gpus["apple-m4-max-40-core-gpu-128gb"]),), context=512, parallel=1),
                      catalog)
    assert result.speed.decode_tps == pytest.approx(measured, rel=within)
    assert linear_layer_seconds("apple-max") == LINEAR_ATTENTION_LAYER_SECONDS < linear_layer_seconds("apple")


def _decode_of(catalog, model_id, mix_id, gpu_id):
    return estimate(FitInput(catalog.models[model_id], catalog.mixes[mix_id], (Hardware.from_gpu(catalog.gpus[gpu_id]),),
                             context=512, parallel=1), catalog).speed.decode_tps


@pytest.mark.parametrize("model_id, mix_id, gpu_id, measured", [
    # benchmarks/data/speed_holdout6_rows.json (held out at estimator 2026.11.20, 25 % too fast there): llama.cpp PR
    # #15616's M2 Ultra, Qwen3-Coder-30B-A3B Q8_0 tg128
    ("qwen3-coder-30b-a3b", "q8_0", "apple-m2-ultra-192gb", 76.31),
    # speed_holdout5_rows.json: an M3 Ultra's Qwen3-30B-A3B Q4_K_M (36 % too fast without the cost)
    ("qwen3-30b-a3b", "q4_k_m", "apple-m3-ultra-512gb", 94.9),
])
def test_an_moe_layer_costs_more_through_metal(catalog, monkeypatch, model_id, mix_id, gpu_id, measured):
    assert _decode_of(catalog, model_id, mix_id, gpu_id) == pytest.approx(measured, rel=0.12)
    # Every Apple kind takes it, no other kind does.
    assert layer_seconds("apple")[1] == layer_seconds("apple-max")[1] > layer_seconds("amd-unified")[1] == \
        layer_seconds("nvidia-gddr")[1]
    monkeypatch.setattr(speed, "METAL_MOE_LAYER_SECONDS", 0.0)
    assert _decode_of(catalog, model_id, mix_id, gpu_id) > 1.2 * measured


def test_the_strix_halos_float_prompts_take_their_own_share(catalog):
    # speed_holdout24_rows.json (held out at 2026.11.38, fitted on since 2026.11.40): Gemma 3 4B F16 pp512 2,350 t/s and
    # Llama 3.2 3B F16 1,745 t/s under ROCm, 2.6x and 1.6x what the single share gave
    assert prefill_efficiency("amd-unified", True) == 1.06 > 2 * PREFILL_EFFICIENCY
    strix = (Hardware.from_gpu(catalog.gpus["amd-ryzen-ai-max-plus-395-128gb"]),)
    gemma = estimate(FitInput(catalog.models["gemma-3-4b"], catalog.mixes["f16"], strix, context=2048, parallel=1),
                     catalog).speed.prefill_tps
    assert gemma == pytest.approx(2350, rel=0.4)


def test_an_moe_prompt_batch_on_the_strix_halo_takes_its_own_share(catalog):
    assert prefill_row("amd-unified", False, moe=True) == ("amd-unified-moe", False)
    assert prefill_efficiency("amd-unified", False, moe=True) == 0.29 < PREFILL_EFFICIENCY < prefill_efficiency("amd-unified", False)
    assert prefill_row("amd-unified", True, moe=True) == ("amd-unified", True)  # float weights: the kind's own row
    # speed_holdout10_rows.json (held out at 2026.11.23, fitted on since 2026.11.25): a Strix Halo under Lemonade's ROCm
    # build, Qwen3-Next-80B-A3B Q5_K_M pp512 618 and 612 t/s; speed_holdout6_rows.json's Vulkan b8038 run of
    # Qwen3-30B-A3B Q4_K_M, 1,142 t/s, is within the row's band (0.88 since 2026.11.31, 0.84 since 2026.11.36, 1.16
    # since 2026.11.38) of its estimate,
    # not near it.
    # The dense Llama 2 7B Q4_K_M beside it 1,074 t/s, and 874-959 on the 2025 builds of speed_holdout2_rows.json.
    strix = "amd-ryzen-ai-max-plus-395-128gb"
    assert _moe(catalog, strix, model_id="qwen3-next-80b-a3b", mix_id="q5_k_m") == pytest.approx(615, rel=0.15)
    assert abs(_moe(catalog, strix) / 1142 - 1) < 1.16
    dense = estimate(FitInput(catalog.models["llama-2-7b"], catalog.mixes["q4_k_m"], (Hardware.from_gpu(catalog.gpus[strix]),),
                              context=2048, parallel=1), catalog).speed.prefill_tps
    assert 874 <= dense <= 1074


def test_intel_s_two_generations_are_estimated_at_their_own_shares(catalog):
    # An A770 (512 GB/s) and a B580 (456 GB/s) ran the 2024 scoreboard's LLaMA 2 7B Q4_0 at the same 35-44 tokens/s, and
    # on 2025-26 builds a B580 runs Qwen2.5 7B Q4_K_M at 66 (ipex-llm issue #12991) where an A770 ran Llama 3.1 8B at
    # 42-53 in LM Studio (speed_amd_intel_rows.json): Alchemist reaches half of Battlemage's share of its bandwidth.
    def decode(gpu_id, model_id, mix_id="q4_k_m"):
        return estimate(FitInput(catalog.models[model_id], catalog.mixes[mix_id], (Hardware.from_gpu(catalog.gpus[gpu_id]),),
                                 context=512, parallel=1), catalog).speed.decode_tps
    assert decode("arc-b580", "qwen2.5-7b") == pytest.approx(66.3, rel=0.10)
    assert decode("arc-a770-16gb", "llama-3.1-8b") == pytest.approx(47.5, rel=0.25)
    assert decode("arc-a770-16gb", "llama-2-7b", "q4_0") < 0.7 * decode("arc-b580", "llama-2-7b", "q4_0")
    # their prompts keep one share: the A770's one pp512 row is too few for its own
    assert prefill_row("intel-alchemist", False) == ("intel", False)


def test_every_kind_of_hardware_names_its_vendor():
    assert {kind: speed.vendor(kind) for kind in KIND_LABELS} == {
        "nvidia-gddr": "nvidia", "nvidia-hbm": "nvidia", "nvidia-unified": "nvidia", "apple": "apple", "apple-max": "apple",
        "amd-discrete": "amd", "amd-hbm": "amd", "amd-unified": "amd", "intel": "intel", "intel-alchemist": "intel",
        "cpu": "cpu"}
