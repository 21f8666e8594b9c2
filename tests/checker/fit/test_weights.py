"""The tensor-by-tensor weight sizes against the sizes llama.cpp itself reports.

Reference: llama.cpp tools/quantize/README.md @311c2c9 lists the whole-file
size in GiB of meta-llama/Llama-3.1-8B for each quantization (copied into
content/catalog/quants.json as llama_3_1_8b_gib).
"""

import pytest

from checker.fit.weights import layer_tensors, weights_layout

GIB = 2**30


def test_every_mix_with_a_published_size_is_within_one_percent(catalog):
    model = catalog.models["llama-3.1-8b"]
    checked = 0
    for mix in catalog.mixes.values():
        if mix.llama_3_1_8b_gib is None:
            continue
        size = weights_layout(model, mix, catalog).file_bytes / GIB
        assert size == pytest.approx(mix.llama_3_1_8b_gib, rel=0.01), mix.id
        checked += 1
    assert checked >= 20


def test_q4_k_m_gives_attn_v_and_ffn_down_more_bits_on_half_the_layers(catalog):
    layout = weights_layout(catalog.models["llama-3.1-8b"], catalog.mixes["q4_k_m"], catalog)
    # 32 layers: use_more_bits() picks 4 + 4 + every third of the middle 24 = 16 layers, for 2 tensors each.
    # (layout.types counts the matrices of the repeating layers.)
    assert layout.types["Q6_K"] == 2 * 16
    assert layout.types["Q4_K"] == 32 * 7 - 2 * 16


def test_the_parameter_count_matches_the_published_totals(catalog):
    for model_id, billions in [("llama-3.1-8b", 8.03), ("mixtral-8x7b", 46.70), ("qwen3-30b-a3b", 30.53), ("deepseek-v3", 671.03)]:
        model = catalog.models[model_id]
        elements = sum(t.n_elements for t in layer_tensors(model))
        elements += model.vocab_size * model.hidden_size * (1 if model.tie_word_embeddings else 2) + model.hidden_size
        assert elements / 1e9 == pytest.approx(billions, rel=0.01), model_id


def test_moe_layers_expose_their_expert_bytes_for_cpu_offload(catalog):
    layout = weights_layout(catalog.models["qwen3-30b-a3b"], catalog.mixes["q4_k_m"], catalog)
    share = sum(layout.layer_expert_bytes) / sum(layout.layer_bytes)
    assert 0.9 < share < 1.0  # nearly all of an MoE layer is its experts
    dense = weights_layout(catalog.models["llama-3.1-8b"], catalog.mixes["q4_k_m"], catalog)
    assert sum(dense.layer_expert_bytes) == 0


def test_tied_embeddings_are_stored_once_but_loaded_twice(catalog):
    model = catalog.models["gemma-3-27b"]
    layout = weights_layout(model, catalog.mixes["q4_k_m"], catalog)
    assert layout.output_is_tied
    assert layout.output_bytes == layout.token_embd_bytes
    assert layout.file_bytes == pytest.approx(sum(layout.layer_bytes) + layout.token_embd_bytes + layout.output_norm_bytes)


@pytest.mark.parametrize(
    "model, quant, file_bytes",
    [
        # Sizes of published GGUF files in bytes (tensor data plus a few MB of metadata and tokenizer),
        # as listed in a downloader's model table (lmstudio-community/gpt-oss-20b-GGUF,
        # bartowski/Llama-3.2-3B-Instruct-GGUF).
        ("gpt-oss-20b", "mxfp4_moe", 12_109_565_632),
        ("llama-3.2-3b", "q4_k_m", 2_019_377_696),
    ],
)
def test_published_gguf_files_match_within_one_percent(catalog, model, quant, file_bytes):
    layout = weights_layout(catalog.models[model], catalog.mixes[quant], catalog)
    assert layout.file_bytes == pytest.approx(file_bytes, rel=0.01)
    assert layout.file_bytes < file_bytes  # the file also holds metadata
