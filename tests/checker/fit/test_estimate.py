"""The estimator's math, pinned on cases worked out by hand."""

import pytest

from checker.fit.estimate import estimate
from checker.fit.inputs import Hardware
from checker.fit.memory import GIB, CacheSpec, kv_bytes_per_layer
from checker.fit.runtimes import ollama_default_context
from checker.fit.speed import DECODE_EFFICIENCY, DECODE_SECONDS_PER_LAYER


def f16_spec(context: int, ubatch: int = 512, parallel: int = 1) -> CacheSpec:
    return CacheSpec(context, parallel, ubatch, 2.0, 2.0, flash_attn=True)


def test_llama_3_8b_at_8192_tokens_needs_exactly_one_gib_of_f16_kv_cache(catalog):
    # 32 layers x 8192 tokens x (K + V) x 8 KV heads x 128 dims x 2 bytes = 2^30
    assert sum(kv_bytes_per_layer(catalog.models["llama-3-8b"], f16_spec(8192))) == GIB


def test_a_q8_0_cache_is_34_bytes_per_32_elements(catalog):
    model = catalog.models["llama-3.1-8b"]
    q8 = CacheSpec(8192, 1, 512, 34 / 32, 34 / 32, flash_attn=True)
    assert sum(kv_bytes_per_layer(model, q8)) == GIB * 34 / 64


def test_the_cache_is_padded_to_256_cells(catalog):
    model = catalog.models["llama-3.1-8b"]
    assert sum(kv_bytes_per_layer(model, f16_spec(8000))) == sum(kv_bytes_per_layer(model, f16_spec(8192)))


def test_sliding_window_layers_keep_window_plus_ubatch_cells(catalog):
    model = catalog.models["gemma-3-27b"]  # 62 layers: 10 global, 52 local with a 1024 window
    per_cell = 2 * 16 * 128 * 2  # K + V, 16 KV heads x 128 dims, f16
    expected = 10 * 32768 * per_cell + 52 * (1024 + 512) * per_cell
    assert sum(kv_bytes_per_layer(model, f16_spec(32768))) == expected


def test_mla_caches_the_compressed_latent(catalog):
    model = catalog.models["deepseek-v3"]  # K = 512 + 64, V = 512 per token and layer
    assert sum(kv_bytes_per_layer(model, f16_spec(4096))) == 61 * 4096 * (576 + 512) * 2


def test_linear_attention_layers_hold_a_constant_state(catalog):
    model = catalog.models["qwen3-next-80b-a3b"]
    short, long = (sum(kv_bytes_per_layer(model, f16_spec(n))) for n in (4096, 65536))
    full_layers_growth = 12 * (65536 - 4096) * 2 * 2 * 256 * 2  # only the 12 full-attention layers grow
    assert long - short == full_layers_growth


def test_a_small_model_fits_and_places_every_layer_and_the_output_on_the_gpu(make_input, catalog):
    result = estimate(make_input("llama-3.1-8b", context=8192), catalog)
    assert result.verdict == "fits"
    assert result.plan.n_gpu_layers == result.layers_total == 33
    gpu, cpu = result.plan.devices
    # Only the token embedding stays in system RAM (128256 x 4096 at Q4_K).
    assert cpu.weights_mib == pytest.approx(128256 * 4096 * 144 / 256 / 2**20, rel=0.01)
    assert gpu.kv_cache_mib == 1024


def test_a_70b_model_on_one_24gb_card_is_partial_offload_with_the_largest_layer_count(make_input, catalog):
    result = estimate(make_input("llama-3.3-70b", context=8192), catalog)
    assert result.verdict == "partial_offload"
    n = result.plan.n_gpu_layers
    assert 0 < n < 80
    gpu = result.plan.gpus[0]
    assert gpu.total_mib <= gpu.available_mib - 1024  # llama.cpp's fit keeps 1 GiB free
    one_more = estimate(make_input("llama-3.3-70b", context=8192, n_gpu_layers=n + 1), catalog)
    assert one_more.verdict == "wont_fit"  # the chosen count is the largest that fits
    assert "out-of-memory" in one_more.reason


def test_partial_offload_is_much_slower_than_a_full_fit(make_input, catalog):
    full = estimate(make_input("llama-3.3-70b", gpus=("geforce-rtx-3090", "geforce-rtx-3090"), context=8192), catalog)
    partial = estimate(make_input("llama-3.3-70b", context=8192), catalog)
    assert full.verdict == "fits"
    assert partial.speed.decode_tps < full.speed.decode_tps / 3


def test_two_cards_split_layers_in_proportion_to_free_memory(make_input, catalog):
    even = estimate(make_input("llama-3.3-70b", gpus=("geforce-rtx-3090", "geforce-rtx-3090"), context=4096), catalog)
    assert abs(even.plan.gpus[0].layers - even.plan.gpus[1].layers) <= 1
    busy = estimate(make_input("llama-3.3-70b", gpus=("geforce-rtx-3090", "geforce-rtx-3090"), context=4096,
                               used_mib=(8192.0, 0.0), n_gpu_layers=60), catalog)
    assert busy.plan.gpus[0].layers < busy.plan.gpus[1].layers


def test_the_user_s_layer_count_is_honoured_even_when_it_does_not_fit(make_input, catalog):
    result = estimate(make_input("llama-3.3-70b", context=8192, n_gpu_layers=81), catalog)
    assert result.plan.n_gpu_layers == 81
    assert result.verdict == "wont_fit"


def test_too_little_system_ram_is_wont_fit(make_input, catalog):
    result = estimate(make_input("llama-3.1-405b", context=4096, ram_gib=64), catalog)
    assert result.verdict == "wont_fit"
    assert "system memory" in result.reason


def test_cpu_only_runs_from_system_ram(make_input, catalog):
    result = estimate(make_input("llama-3.1-8b", gpus=(), context=8192), catalog)
    assert result.verdict == "fits"
    assert result.plan.n_gpu_layers == 0
    assert result.speed.prefill_tps is None  # not estimated for CPUs


def test_llama_cpp_fit_lowers_an_unset_context_before_offloading_layers(make_input, catalog):
    result = estimate(make_input("llama-3.1-8b", gpus=("geforce-rtx-3060-12gb",)), catalog)
    assert result.verdict == "fits"
    assert 4096 <= result.context < 131072
    assert result.context % 256 == 0
    assert any("lowered the context" in note for note in result.notes)
    bigger = estimate(make_input("llama-3.1-8b", gpus=("geforce-rtx-3060-12gb",), context=result.context + 2048), catalog)
    assert bigger.plan.n_gpu_layers < 33  # one step more and a layer would have to leave


@pytest.mark.parametrize("vram_gib, context", [(8, 4096), (22.9, 4096), (23, 32768), (46.9, 32768), (47, 262144), (80, 262144)])
def test_ollama_default_context_follows_total_vram(vram_gib, context):
    assert ollama_default_context(vram_gib) == context


def test_ollama_uses_its_default_context_capped_at_the_model_maximum(make_input, catalog):
    result = estimate(make_input("llama-3.1-8b", gpus=("geforce-rtx-3090", "geforce-rtx-3090"), runtime="ollama"), catalog)
    assert result.context == 131072  # 262144 by VRAM, capped at Llama 3.1's maximum
    assert "Ollama's default" in result.settings.context_source
    small = estimate(make_input("llama-3.1-8b", gpus=("geforce-rtx-3060-12gb",), runtime="ollama"), catalog)
    assert small.context == 4096


def test_ollama_raises_its_batch_with_the_context_when_memory_allows(make_input, catalog):
    roomy = estimate(make_input("llama-3.1-8b", gpus=("geforce-rtx-3090", "geforce-rtx-3090"), runtime="ollama", context=65536), catalog)
    assert roomy.settings.ubatch == 2048  # above 32k tokens, model well under 60 % of 48 GiB
    mid = estimate(make_input("llama-3.1-8b", runtime="ollama", context=8192), catalog)
    assert mid.settings.ubatch == 1024
    tight = estimate(make_input("qwen2.5-14b", gpus=("geforce-rtx-3060-12gb",), runtime="ollama", context=8192), catalog)
    assert tight.settings.ubatch == 512  # the model alone takes more than 75 % of the card
    no_fa = estimate(make_input("llama-3.1-8b", runtime="ollama", context=8192, flash_attn=False), catalog)
    assert no_fa.settings.ubatch == 512


def test_apple_silicon_gives_the_gpu_its_working_set_limit(catalog):
    m1 = Hardware.from_gpu(catalog.gpus["apple-m1-16gb"])
    assert m1.usable_mib == pytest.approx(16 * 1024 * 2 / 3)
    big = Hardware.from_gpu(catalog.gpus["apple-m4-max-40-core-gpu-128gb"])
    assert big.usable_mib == 128 * 1024 * 0.75


def test_moe_experts_on_the_cpu_free_the_gpu_for_every_other_tensor(make_input, catalog):
    base = estimate(make_input("qwen3-30b-a3b", gpus=("geforce-rtx-4060-laptop",), context=8192), catalog)
    assert base.verdict == "partial_offload"
    moved = estimate(make_input("qwen3-30b-a3b", gpus=("geforce-rtx-4060-laptop",), context=8192, n_cpu_moe=48,
                                n_gpu_layers=49), catalog)
    assert moved.verdict == "fits" or moved.plan.gpu_fits
    assert moved.plan.gpus[0].weights_mib < base.plan.gpus[0].weights_mib + 1  # experts left the GPU
    assert moved.plan.gpus[0].kv_cache_mib > base.plan.gpus[0].kv_cache_mib  # all KV is on the GPU now


def test_vllm_gives_the_kv_cache_what_is_left_of_gpu_memory_utilization(make_input, catalog):
    result = estimate(make_input("llama-3.1-8b", quant="bf16-hf", runtime="vllm"), catalog)
    assert result.verdict == "fits"
    gpu = result.plan.gpus[0]
    # Weights, activations, CUDA graphs and KV cache fill exactly gpu_memory_utilization x total memory.
    context_overhead = Hardware.from_gpu(catalog.gpus["geforce-rtx-4090"]).context_overhead_mib
    assert gpu.total_mib - context_overhead == pytest.approx(0.92 * 24 * 1024)  # vLLM 0.33.0 default
    per_token_mib = 32 * 2 * 8 * 128 * 2 / 2**20
    assert result.context == pytest.approx(gpu.kv_cache_mib / per_token_mib, rel=0.01)
    too_long = estimate(make_input("llama-3.1-8b", quant="bf16-hf", runtime="vllm", context=result.context + 4096), catalog)
    assert too_long.verdict == "wont_fit" and "max_model_len" in too_long.reason


def test_vllm_refuses_when_other_programs_hold_more_than_its_margin(make_input, catalog):
    result = estimate(make_input("llama-3.1-8b", quant="bf16-hf", runtime="vllm", used_mib=(4096.0,)), catalog)
    assert result.verdict == "wont_fit"
    assert "gpu-memory-utilization" in result.reason


def test_a_quantized_v_cache_without_flash_attention_stays_f16(make_input, catalog):
    on = estimate(make_input("llama-3.1-8b", context=8192, kv_cache="q8_0", flash_attn=True), catalog)
    off = estimate(make_input("llama-3.1-8b", context=8192, kv_cache="q8_0", flash_attn=False), catalog)
    assert on.plan.gpus[0].kv_cache_mib == pytest.approx(1024 * 34 / 64)
    assert off.plan.gpus[0].kv_cache_mib == pytest.approx(512 * 34 / 64 + 512)  # K q8_0, V f16


def test_decode_speed_falls_as_the_context_fills(make_input, catalog):
    result = estimate(make_input("llama-3.1-8b", context=131072), catalog)
    assert result.speed.decode_tps_full < result.speed.decode_tps / 2


def test_decode_speed_scales_with_memory_bandwidth(make_input, catalog):
    fast = estimate(make_input("llama-3.1-8b", gpus=("geforce-rtx-4090",), context=4096), catalog)
    slow = estimate(make_input("llama-3.1-8b", gpus=("geforce-rtx-4060-ti-16gb",), context=4096), catalog)
    ratio = catalog.gpus["geforce-rtx-4090"].bandwidth_gbps / catalog.gpus["geforce-rtx-4060-ti-16gb"].bandwidth_gbps
    # Per token: bytes / (bandwidth x efficiency), plus a fixed cost per layer that does not scale.
    fixed = 32 * DECODE_SECONDS_PER_LAYER
    assert (1 / slow.speed.decode_tps - fixed) / (1 / fast.speed.decode_tps - fixed) == pytest.approx(ratio, rel=0.02)


def test_decode_time_is_bytes_over_bandwidth_plus_the_per_layer_cost(make_input, catalog):
    # Llama 3.1 8B Q4_K_M on an RTX 4090: every layer and the output matrix are read once per token.
    result = estimate(make_input("llama-3.1-8b", context=4096), catalog)
    layout = result.layout
    read = sum(layout.layer_bytes) + layout.output_bytes
    expected = read / (1008e9 * DECODE_EFFICIENCY["nvidia-gddr"]) + 32 * DECODE_SECONDS_PER_LAYER
    assert 1 / result.speed.decode_tps == pytest.approx(expected, rel=0.01)  # KV read at one token is negligible


def test_windows_keeps_part_of_the_vram(make_input, catalog):
    linux = estimate(make_input("llama-3.1-8b", context=8192), catalog)
    windows = estimate(make_input("llama-3.1-8b", context=8192, os="windows"), catalog)
    assert linux.plan.gpus[0].available_mib - windows.plan.gpus[0].available_mib == pytest.approx(24 * 1024 * 0.05)
    mac = estimate(make_input("llama-3.1-8b", gpus=("apple-m2-pro-32gb",), context=8192, os="windows"), catalog)
    assert mac.plan.gpus[0].available_mib == pytest.approx(32 * 1024 * 0.75)  # unified memory has no WDDM reserve


def test_ollamas_parallel_sequences_each_get_the_context(make_input, catalog):
    # Ollama passes -c num_ctx x OLLAMA_NUM_PARALLEL to llama-server (llm/llama_server.go @fb30760).
    one = estimate(make_input("llama-3.1-8b", context=8192, runtime="ollama", parallel=1), catalog)
    four = estimate(make_input("llama-3.1-8b", context=8192, runtime="ollama", parallel=4), catalog)
    assert four.plan.gpus[0].kv_cache_mib == 4 * one.plan.gpus[0].kv_cache_mib


def test_llama_servers_slots_share_its_context(make_input, catalog):
    # llama-server's -c is the cache of all its slots: 4 automatic slots (unified) or -np N cost no more
    # full-attention cache; only a sliding window is kept per slot.
    one = estimate(make_input("llama-3.1-8b", context=65536, parallel=1), catalog)
    auto = estimate(make_input("llama-3.1-8b", context=65536), catalog)
    assert auto.settings.parallel == 4 and auto.plan.gpus[0].kv_cache_mib == one.plan.gpus[0].kv_cache_mib
    gemma_one = estimate(make_input("gemma-3-12b", context=65536, parallel=1), catalog)
    gemma_auto = estimate(make_input("gemma-3-12b", context=65536), catalog)
    assert gemma_auto.plan.gpus[0].kv_cache_mib > gemma_one.plan.gpus[0].kv_cache_mib


def test_prompt_processing_slows_as_the_context_fills(make_input, catalog):
    result = estimate(make_input("llama-3.1-8b", context=131072), catalog)
    assert result.speed.prefill_tps_full < result.speed.prefill_tps / 2
    # 8B: 2 x 8 GFLOP per token for the weights; at 131,072 tokens attention adds 4 x 32 x 131072 x 32 x 128 more.
    weights_flops = 2 * (sum(result.layout.layer_active_elements) + 128256 * 4096)
    attention_flops = 4 * 32 * 131072 * 32 * 128
    assert result.speed.prefill_tps / result.speed.prefill_tps_full == pytest.approx((weights_flops + attention_flops) / weights_flops)


@pytest.mark.parametrize("gpu_id, tokens", [
    ("geforce-rtx-4090", 2048), ("a100-sxm4-80gb", 2048), ("dgx-spark-gb10", 2048),
    ("h100-sxm5-80gb", 8192), ("h200-sxm-141gb", 8192), ("b200", 16384),
])
def test_vllm_profiles_the_batch_vllm_serve_picks_for_the_device(make_input, catalog, gpu_id, tokens):
    # vLLM 0.33.0 get_batch_defaults (OPENAI_API_SERVER): 2048 under 70 GiB and on A100/GB10, 8192 from 70 GiB, 16384 from 160 GiB.
    result = estimate(make_input("llama-3.1-8b", quant="bf16-hf", gpus=(gpu_id,), runtime="vllm"), catalog)
    assert result.settings.ubatch == tokens
    chosen = estimate(make_input("llama-3.1-8b", quant="bf16-hf", gpus=(gpu_id,), runtime="vllm", ubatch=512), catalog)
    assert chosen.settings.ubatch == 512
    assert chosen.plan.gpus[0].compute_buffer_mib < result.plan.gpus[0].compute_buffer_mib
