"""benchmarks/zero_gguf.py: the files it writes for the device's llama-bench runs hold the tensors the estimator
counts, with llama.cpp's names, shapes and types, so a measured speed belongs to the layout Headroom predicts for."""

import re
import struct
import sys
from pathlib import Path

import pytest

from checker.fit.catalog import load_catalog
from checker.fit.gguf_header import layout_from_header, model_from_header, read_header, read_header_from_file
from checker.fit.weights import weights_layout

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import zero_gguf

CATALOG = load_catalog(Path(__file__).resolve().parents[2] / "content" / "catalog")


@pytest.mark.parametrize("pair", ["qwen3-0.6b:q4_k_m", "llama-3.2-1b:q8_0"])
def test_a_zero_weight_file_has_the_catalog_layout(pair, tmp_path):
    entry = zero_gguf.plan([pair])[0]
    path = zero_gguf.write(entry, tmp_path)
    header = read_header_from_file(path)
    model = model_from_header(header)
    catalog_model, mix = CATALOG.models[entry["model"]], CATALOG.mixes[entry["mix"]]
    assert (model.n_layers, model.hidden_size, model.n_kv_heads, model.vocab_size) == \
        (catalog_model.n_layers, catalog_model.hidden_size, catalog_model.n_kv_heads, catalog_model.vocab_size)
    from_file = layout_from_header(header, model.n_layers, None, None)
    from_catalog = weights_layout(catalog_model, mix, CATALOG)
    assert from_file.file_bytes == pytest.approx(from_catalog.file_bytes, rel=1e-9)
    # The unpacking work the speed model charges (checker.fit.weights.DEQUANT_OPS_PER_BYTE) is the same either way.
    assert from_file.layer_ops_per_byte == pytest.approx(from_catalog.layer_ops_per_byte)
    assert from_file.output_ops_per_byte == from_catalog.output_ops_per_byte
    assert max(from_catalog.layer_ops_per_byte) > 0
    # The data is a hole: the file's size on disk is its header.
    assert path.stat().st_size >= from_catalog.file_bytes
    assert path.stat().st_blocks * 512 < 64 * 2**20 or sys.platform != "linux"


def test_an_moe_file_routes_its_tokens_as_a_trained_router_would():
    """The norms, the routers and the token embeddings carry values (the rest stays a hole), so a prompt's tokens
    spread over the experts: with zero routers every token went to the same experts and MoE prefill ran 1.7 times
    faster than with these (benchmarks/data/device/h200-2026-11-26-run1.md against -run3.md)."""
    import gguf
    import numpy as np
    from gguf.quants import dequantize

    entry = zero_gguf.plan(["qwen3-30b-a3b:q4_k_m"])[0]
    rng = np.random.default_rng(0)
    filled = {}
    for t in entry["tensors"]:
        data = zero_gguf._routing_data(t, rng)
        if data is None:
            continue
        qtype = gguf.GGMLQuantizationType[t["type"]]
        block, size = gguf.GGML_QUANT_SIZES[qtype]
        assert len(data) == int(np.prod(t["shape"])) // block * size, t["name"]
        filled[t["name"]] = (data, qtype)
    assert {re.sub(r"^blk\.\d+\.", "", n) for n in filled} == {"attn_norm.weight", "ffn_norm.weight", "ffn_gate_inp.weight",
                                                     "attn_q_norm.weight", "attn_k_norm.weight", "token_embd.weight",
                                                     "output_norm.weight"}
    assert not any("exps" in n or "attn_q.weight" in n for n in filled)
    router = np.frombuffer(filled["blk.0.ffn_gate_inp.weight"][0], np.float32)
    assert router.std() > 0.5 and np.all(np.frombuffer(filled["blk.0.ffn_norm.weight"][0], np.float32) == 1)
    # The embeddings are valid blocks of their type: finite, not all zero.
    data, qtype = filled["token_embd.weight"]
    values = dequantize(np.frombuffer(data[: 144 * 64], np.uint8), qtype)
    assert np.all(np.isfinite(values)) and np.abs(values).max() > 0


@pytest.mark.parametrize("qtype", ["Q2_K", "Q3_K", "Q4_K", "Q5_K", "Q6_K", "Q8_0", "Q4_0", "Q5_0", "MXFP4", "F16"])
def test_random_blocks_decode_to_finite_weights(qtype):
    import gguf
    import numpy as np
    from gguf.quants import dequantize

    data = zero_gguf._random_blocks(qtype, 256 * 8, np.random.default_rng(1))
    values = dequantize(np.frombuffer(data, np.uint8), gguf.GGMLQuantizationType[qtype]) if qtype != "F16" else \
        np.frombuffer(data, np.float16)
    assert values.size == 256 * 8 and np.all(np.isfinite(values)) and np.abs(values).max() > 0


def test_gpt_oss_files_have_the_tensors_llama_cpp_asks_for():
    # src/models/openai-moe.cpp at 0c1e57098: post_attention_norm before the experts, attention sinks, and biases on
    # the attention output, the router and the experts; a tensor it does not ask for fails the load.
    entry = zero_gguf.plan(["gpt-oss-20b:mxfp4_moe"])[0]
    names = {t["name"] for t in entry["tensors"]}
    for name in ("post_attention_norm.weight", "attn_sinks.weight", "attn_output.bias", "ffn_gate_inp.bias",
                 "ffn_gate_exps.bias", "ffn_up_exps.bias", "ffn_down_exps.bias"):
        assert f"blk.23.{name}" in names
    assert not any(n.endswith("ffn_norm.weight") for n in names)
    assert entry["kv"]["attention.sliding_window"] == 128 and entry["file_type"] == 38


def test_a_qwen35_file_has_the_tensors_and_keys_llama_cpp_asks_for(tmp_path):
    # src/models/qwen35.cpp at 0c1e57098: Gated DeltaNet layers (3 of every 4) with attn_qkv and attn_gate (the
    # estimator's ssm_in), ssm_beta and ssm_alpha (its ssm_ba), a 2-D conv kernel, ssm_dt.bias and ssm_a; full-attention
    # layers (every 4th) whose attn_q projects the queries and their gate; post_attention_norm before the FFN.
    entry = zero_gguf.plan(["qwen3.5-9b:q4_k_m"])[0]
    path = zero_gguf.write(entry, tmp_path)
    with open(path, "rb") as stream:
        header = read_header(stream)  # the gguf package's reader takes a minute over 248,320 tokens
    shapes = {t.name: list(t.shape) for t in header.tensors}
    linear = {"attn_norm.weight": [4096], "post_attention_norm.weight": [4096], "attn_qkv.weight": [4096, 8192],
              "attn_gate.weight": [4096, 4096], "ssm_conv1d.weight": [4, 8192], "ssm_dt.bias": [32], "ssm_a": [32],
              "ssm_beta.weight": [4096, 32], "ssm_alpha.weight": [4096, 32], "ssm_norm.weight": [128],
              "ssm_out.weight": [4096, 4096], "ffn_gate.weight": [4096, 12288], "ffn_up.weight": [4096, 12288],
              "ffn_down.weight": [12288, 4096]}
    full = {"attn_norm.weight": [4096], "post_attention_norm.weight": [4096], "attn_q.weight": [4096, 8192],
            "attn_k.weight": [4096, 1024], "attn_v.weight": [4096, 1024], "attn_output.weight": [4096, 4096],
            "attn_q_norm.weight": [256], "attn_k_norm.weight": [256], "ffn_gate.weight": [4096, 12288],
            "ffn_up.weight": [4096, 12288], "ffn_down.weight": [12288, 4096]}
    expected = {"token_embd.weight": [4096, 248320], "output_norm.weight": [4096], "output.weight": [4096, 248320]}
    for layer in range(32):
        expected |= {f"blk.{layer}.{name}": shape for name, shape in (full if (layer + 1) % 4 == 0 else linear).items()}
    assert shapes == expected
    types = {t.name: t.type_name for t in header.tensors}
    assert all(types[n] == "F32" for n, shape in shapes.items() if len(shape) == 1 or "conv1d" in n)
    assert types["blk.0.attn_qkv.weight"] == types["blk.0.attn_gate.weight"] == "Q4_K"
    meta = header.metadata
    assert (meta["qwen35.ssm.conv_kernel"], meta["qwen35.ssm.inner_size"], meta["qwen35.ssm.state_size"],
            meta["qwen35.ssm.time_step_rank"], meta["qwen35.ssm.group_count"]) == (4, 4096, 128, 32, 16)
    assert meta["qwen35.full_attention_interval"] == 4 and meta["qwen35.rope.dimension_count"] == 64
    # An array of four int32 (GGUF value types 9 and 5), as llama.cpp's get_key_or_arr reads it.
    key = b"qwen35.rope.dimension_sections"
    with open(path, "rb") as stream:
        raw = stream.read(16 * 2**20)
    assert struct.unpack_from("<IIQ4i", raw, raw.index(key) + len(key)) == (9, 5, 4, 11, 11, 10, 0)
    assert meta["qwen35.attention.key_length"] == 256 and "qwen35.nextn_predict_layers" not in meta
    # The bytes are the estimator's, plus ssm_dt.bias and ssm_a, which it leaves out (24 layers x 2 x 32 F32).
    model = CATALOG.models["qwen3.5-9b"]
    from_catalog = weights_layout(model, CATALOG.mixes["q4_k_m"], CATALOG)
    extra = sum(t.n_bytes for t in header.tensors if t.name.endswith(("ssm_dt.bias", "ssm_a")))
    assert extra == 24 * 2 * 32 * 4
    assert sum(t.n_bytes for t in header.tensors) - from_catalog.file_bytes == pytest.approx(extra)
    # Headroom's header reader counts layer tensors named .weight or .bias, so not ssm_a; the rest matches.
    read_back = model_from_header(header)
    assert (read_back.n_layers, read_back.hidden_size, read_back.n_heads, read_back.n_kv_heads, read_back.head_dim,
            read_back.vocab_size, read_back.tie_word_embeddings) == (32, 4096, 16, 4, 256, 248320, False)
    from_file = layout_from_header(header, model.n_layers, None, None)
    assert from_file.file_bytes == pytest.approx(from_catalog.file_bytes, rel=1e-5)
    assert from_file.layer_ops_per_byte == pytest.approx(from_catalog.layer_ops_per_byte, rel=1e-4)
