"""GGUF files with the exact tensor layout of a catalog model in one quantization, and every weight zero.

Decode and prefill speed on a GPU depend on the shapes and types of the tensors, not on their values
(llama.cpp's matrix kernels do the same work on zeros), so a llama-bench run on such a file measures the
speed of the real model on that card without downloading it. The one exception is an MoE model's prompt
speed, which depends on how the router spreads the tokens over the experts: its norms, routers and token
embeddings get values (see _routing_data), about 1 % of the file. The device run (benchmarks/device_speed.sh)
uses this to measure cards nobody has published single-GPU llama-bench tables for.

Two steps, because the machine with the GPU has no Headroom install:
  python benchmarks/zero_gguf.py plan OUT.json MODEL:MIX ...   here: the tensors Headroom's estimator
                                                                  counts (checker.fit.weights), as JSON
  python3 zero_gguf.py write PLAN.json DIR                       there: one sparse GGUF file per entry
The writer needs only the `gguf` package (ggml-org's, as carried in llama.cpp's gguf-py) and the standard
library; the tensor data is a hole in a sparse file, so a 40 GB model is written in a second.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# llama.h, enum llama_ftype (llama.cpp 0c1e57098): general.file_type, which llama-bench prints as the model type.
FILE_TYPES = {"f16": 1, "q4_0": 2, "q4_1": 3, "q8_0": 7, "q5_0": 8, "q5_1": 9, "q2_k": 10, "q3_k_s": 11, "q3_k_m": 12,
              "q3_k_l": 13, "q4_k_s": 14, "q4_k_m": 15, "q5_k_s": 16, "q5_k_m": 17, "q6_k": 18, "iq2_xxs": 19, "iq2_xs": 20,
              "iq3_xs": 22, "iq3_xxs": 23, "iq1_s": 24, "iq4_nl": 25, "iq3_s": 26, "iq3_m": 27, "iq2_s": 28, "iq2_m": 29,
              "iq4_xs": 30, "iq1_m": 31, "bf16": 32, "mxfp4_moe": 38}
# Values that change no tensor's size or the work per token (llama.cpp reads them at load).
RMS_EPS = {"llama": 1e-5}
ROPE_BASE = {"llama": 500000.0, "qwen35": 1e7}


def plan(pairs: list[str]) -> list[dict]:
    sys.path.insert(0, str(ROOT))
    from checker.fit.catalog import load_catalog
    from checker.fit.weights import embedding_types, typed_tensors

    catalog = load_catalog(ROOT / "content" / "catalog")
    entries = []
    for pair in pairs:
        model_id, mix_id = pair.split(":")
        model, mix = catalog.models[model_id], catalog.mixes[mix_id]
        out = []
        for t, chosen in typed_tensors(model, mix):
            kind = t.kind
            name = f"blk.{t.layer}.{kind[:-5]}.bias" if kind.endswith("_bias") else f"blk.{t.layer}.{kind}.weight"
            if t.is_expert:
                shape = [t.row_length, t.n_elements // t.row_length // model.moe.n_experts, model.moe.n_experts]
            else:
                shape = [t.row_length, t.n_elements // t.row_length]
            if shape[-1] == 1:
                shape = shape[:-1]
            out.append({"name": name, "shape": shape, "type": chosen})
        h, v = model.hidden_size, model.vocab_size
        embd_type, output_type = embedding_types(model, mix)
        out.append({"name": "token_embd.weight", "shape": [h, v], "type": embd_type})
        out.append({"name": "output_norm.weight", "shape": [h], "type": "F32"})
        if not model.tie_word_embeddings:
            out.append({"name": "output.weight", "shape": [h, v], "type": output_type})
        arch = model.architecture
        if arch == "gpt-oss":
            out = _gpt_oss_tensors(out, model)
        if arch == "phi3":
            out = _phi3_tensors(out)
        if arch == "qwen35":
            out = _qwen35_tensors(out, model)
        kv = {"context_length": model.max_context, "embedding_length": h, "block_count": model.n_layers,
              "feed_forward_length": model.intermediate_size, "attention.head_count": model.n_heads,
              "attention.head_count_kv": model.n_kv_heads, "attention.key_length": model.head_dim,
              "attention.value_length": model.head_dim, "vocab_size": v,
              "attention.layer_norm_rms_epsilon": RMS_EPS.get(arch, 1e-6), "rope.freq_base": ROPE_BASE.get(arch, 1e6)}
        if model.moe:
            kv |= {"expert_count": model.moe.n_experts, "expert_used_count": model.moe.experts_per_token,
                   "expert_feed_forward_length": model.moe.expert_intermediate}
        if arch == "qwen35":
            kv |= _qwen35_kv(model)
        if model.swa and arch in ("gpt-oss", "gemma2", "gemma3"):  # gemma3 has no sliding window without the key
            kv["attention.sliding_window"] = model.swa.window
        entries.append({"file": f"{model_id}-{mix_id}.gguf", "model": model_id, "mix": mix_id, "arch": arch,
                        "name": model.name, "file_type": FILE_TYPES[mix_id], "kv": kv, "vocab_size": v, "tensors": out})
    return entries


def _phi3_tensors(tensors: list[dict]) -> list[dict]:
    """llama.cpp's phi3 keeps the FFN's gate and up projections in one tensor, ffn_up of twice the width
    (src/models/phi3.cpp); the estimator counts them apart, in the same type and bytes."""
    gates = {t["name"].replace("ffn_gate", "ffn_up"): t for t in tensors if ".ffn_gate.weight" in t["name"]}
    out = []
    for t in tensors:
        if ".ffn_gate.weight" in t["name"]:
            continue
        if t["name"] in gates:
            gate = gates[t["name"]]
            assert gate["type"] == t["type"] and gate["shape"] == t["shape"], t["name"]
            t = {**t, "shape": [t["shape"][0], 2 * t["shape"][1]]}
        out.append(t)
    return out


def _gpt_oss_tensors(tensors: list[dict], model) -> list[dict]:
    """llama.cpp's gpt-oss graph (src/models/openai-moe.cpp at 0c1e57098) names the norm before the experts
    post_attention_norm and wants the attention sinks and the biases of the output, the router and the experts,
    all F32 and under 0.1 % of the file, which the estimator leaves out."""
    h, e, ff = model.hidden_size, model.moe.n_experts, model.moe.expert_intermediate
    out = []
    for t in tensors:
        if t["name"].endswith(".ffn_norm.weight"):
            t = t | {"name": t["name"].replace(".ffn_norm.", ".post_attention_norm.")}
        out.append(t)
    for layer in range(model.n_layers):
        for name, shape in (("attn_sinks.weight", [model.n_heads]), ("attn_output.bias", [h]),
                            ("ffn_gate_inp.bias", [e]), ("ffn_gate_exps.bias", [ff, e]),
                            ("ffn_up_exps.bias", [ff, e]), ("ffn_down_exps.bias", [h, e])):
            out.append({"name": f"blk.{layer}.{name}", "shape": shape, "type": "F32"})
    return out


def _qwen35_tensors(tensors: list[dict], model) -> list[dict]:
    """Dense Qwen3.5 as llama.cpp loads it (src/models/qwen35.cpp load_arch_tensors at 0c1e57098; names from
    src/llama-arch.cpp). The estimator counts each Gated DeltaNet projection fused: ssm_in (q, k and v, then the output
    gate z) is llama.cpp's attn_qkv and attn_gate, ssm_ba its ssm_beta and ssm_alpha; each part keeps the fused tensor's
    type (the rows, and so the blocks, are the same), so the bytes do not change. The conv kernel is a 2-D F32 tensor,
    the norm after attention is post_attention_norm, and each linear layer adds ssm_dt.bias and ssm_a (F32, one value
    per value head each: 256 bytes a layer in the 9B, which the estimator leaves out). The full-attention layers (every
    full_attention_interval-th) are the estimator's: attn_q of twice the width (queries and their gate), attn_k, attn_v,
    attn_output and the q/k norms. The MTP block is left out (no nextn_predict_layers key), as llama.cpp skips it."""
    if model.moe:  # another architecture in llama.cpp (src/models/qwen35moe.cpp), with a shared-expert router too
        raise ValueError(f"{model.id}: an MoE Qwen3.5 loads as qwen35moe, which this module does not write")
    key_heads, value_heads, key_dim, value_dim, kernel = model.linear_attention.dims(model.n_heads, model.head_dim)
    qk, v, h = key_heads * key_dim, value_heads * value_dim, model.hidden_size
    out = []
    for t in tensors:
        name = t["name"]
        prefix = name.rsplit(".", 2)[0]  # blk.N
        if name.endswith(".ffn_norm.weight"):
            out.append(t | {"name": f"{prefix}.post_attention_norm.weight"})
        elif name.endswith(".ssm_in.weight"):
            assert t["shape"] == [h, 2 * qk + 2 * v], name
            out.append(t | {"name": f"{prefix}.attn_qkv.weight", "shape": [h, 2 * qk + v]})
            out.append(t | {"name": f"{prefix}.attn_gate.weight", "shape": [h, v]})
        elif name.endswith(".ssm_ba.weight"):
            assert t["shape"] == [h, 2 * value_heads], name
            out.append(t | {"name": f"{prefix}.ssm_beta.weight", "shape": [h, value_heads]})
            out.append(t | {"name": f"{prefix}.ssm_alpha.weight", "shape": [h, value_heads]})
        elif name.endswith(".ssm_conv1d.weight"):
            assert t["shape"] == [kernel * (2 * qk + v)] and t["type"] == "F32", name
            out.append(t | {"shape": [kernel, 2 * qk + v]})
            out.append({"name": f"{prefix}.ssm_dt.bias", "shape": [value_heads], "type": "F32"})
            out.append({"name": f"{prefix}.ssm_a", "shape": [value_heads], "type": "F32"})
        else:
            out.append(t)
    return out


def _qwen35_kv(model) -> dict:
    """The keys src/models/qwen35.cpp load_arch_hparams (0c1e57098) requires beside the common ones. llama.cpp takes
    one head width for keys and values (ssm.state_size), so the two must agree. The graph rotates a quarter of each
    head (Qwen3.5's partial_rotary_factor 0.25: rope.dimension_count, read in src/llama-model.cpp) with interleaved
    M-RoPE (LLAMA_ROPE_TYPE_IMROPE), whose sections are Qwen3.5's mrope_section [11, 11, 10] (half of 64 dimensions);
    for text all sections see the same position, so they change no work."""
    key_heads, value_heads, key_dim, value_dim, kernel = model.linear_attention.dims(model.n_heads, model.head_dim)
    assert key_dim == value_dim, f"{model.id}: llama.cpp's qwen35 needs equal key and value head widths"
    return {"ssm.conv_kernel": kernel, "ssm.inner_size": value_heads * value_dim, "ssm.state_size": key_dim,
            "ssm.time_step_rank": value_heads, "ssm.group_count": key_heads,
            "full_attention_interval": model.linear_attention.full_attention_interval,
            "rope.dimension_count": model.head_dim // 4, "rope.dimension_sections": [11, 11, 10, 0]}


# An MoE model's prompt speed depends on how its router spreads the tokens over the experts: with zero weights every
# router logit is 0 and every token goes to the same experts. So the few tensors that decide the routing get values:
# the norms ones, the routers and the token embeddings random (the other weights stay zero, so each layer's router
# sees the token's own normalised embedding, and trained routers are balanced over the experts as random ones are).
def _routing_data(t: dict, rng) -> bytes | None:
    import numpy as np

    name, qtype, shape = t["name"], t["type"], t["shape"]
    elements = int(np.prod(shape))
    if name.endswith("norm.weight"):
        return np.ones(elements, np.float32).tobytes()
    if name.endswith("ffn_gate_inp.weight"):
        return rng.standard_normal(elements, np.float32).tobytes()
    if name == "token_embd.weight":
        return _random_blocks(qtype, elements, rng)
    return None


# Byte layouts of one block (ggml-common.h at 0c1e57098): where its fp16 scales sit, which must not be NaN or Inf.
_SCALES = {"Q4_0": (0,), "Q5_0": (0,), "Q8_0": (0,), "Q4_K": (0, 2), "Q5_K": (0, 2), "Q6_K": (208,), "Q2_K": (80, 82),
           "Q3_K": (108,)}


def _random_blocks(qtype: str, elements: int, rng) -> bytes:
    import gguf
    import numpy as np

    if qtype in ("F32", "F16"):
        return (rng.standard_normal(elements, np.float32) * 0.02).astype(np.float32 if qtype == "F32" else np.float16).tobytes()
    block, size = gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType[qtype]]
    data = rng.integers(0, 256, (elements // block, size), np.uint8)
    if qtype == "MXFP4":
        data[:, 0] = 120  # the E8M0 exponent: 2**-7
    else:
        for at in _SCALES[qtype]:
            data[:, at:at + 2] = np.frombuffer(np.float16(0.01).tobytes(), np.uint8)
    return data.tobytes()


def write(entry: dict, directory: Path) -> Path:
    import gguf

    path = directory / entry["file"]
    writer = gguf.GGUFWriter(path, entry["arch"])
    writer.add_name(entry["name"] + " (zero weights, Headroom benchmarks/zero_gguf.py)")
    writer.add_file_type(entry["file_type"])
    for key, value in entry["kv"].items():
        full = f"{entry['arch']}.{key}"
        if isinstance(value, float):
            writer.add_float32(full, value)
        elif isinstance(value, list):
            writer.add_array(full, value)  # int32 elements, as convert_hf_to_gguf.py writes rope.dimension_sections
        else:
            writer.add_uint32(full, value)
    # A SentencePiece-style vocabulary of the model's size: llama-bench feeds random token ids below it.
    # Ids 3-258 are the byte tokens llama.cpp looks up at load ("<0x0A>" for the line feed).
    n = entry["vocab_size"]
    tokens = [f"<t{i}>" for i in range(n)]
    types = [1] * n
    tokens[0], tokens[1], tokens[2] = "<unk>", "<s>", "</s>"
    types[0], types[1], types[2] = 2, 3, 3
    for b in range(256):
        tokens[3 + b], types[3 + b] = f"<0x{b:02X}>", 6
    writer.add_tokenizer_model("llama")
    writer.add_token_list(tokens)
    writer.add_token_scores([0.0] * n)
    writer.add_token_types(types)
    writer.add_bos_token_id(1)
    writer.add_eos_token_id(2)
    writer.add_add_bos_token(False)
    import numpy as np

    data_bytes = 0
    moe = "expert_count" in entry["kv"]
    rng = np.random.default_rng(0)
    values = {}  # offset in the data section -> bytes, for the tensors that decide an MoE model's routing
    for t in entry["tensors"]:
        qtype = gguf.GGMLQuantizationType[t["type"]]
        block, size = gguf.GGML_QUANT_SIZES[qtype]
        elements = 1
        for d in t["shape"]:
            elements *= d
        nbytes = elements // block * size
        # Shapes are given in ggml order (ne[0] first); the writer takes numpy order and reverses it.
        writer.add_tensor_info(t["name"], list(reversed(t["shape"])), np.dtype(np.float32), nbytes, raw_dtype=qtype)
        data = _routing_data(t, rng) if moe else None
        if data is not None:
            assert len(data) == nbytes, t["name"]
            values[data_bytes] = data
        data_bytes += gguf.GGUFWriter.ggml_pad(nbytes, writer.data_alignment)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_ti_data_to_file()
    handle = writer.fout[0]
    handle.flush()
    start = gguf.GGUFWriter.ggml_pad(handle.tell(), writer.data_alignment)
    handle.close()
    os.truncate(path, start + data_bytes)  # the data: zeros, as a hole
    with open(path, "r+b") as handle:
        for offset, data in values.items():
            handle.seek(start + offset)
            handle.write(data)
    return path


def main(argv: list[str]) -> int:
    if len(argv) >= 3 and argv[0] == "plan":
        Path(argv[1]).write_text(json.dumps(plan(argv[2:])))
        return 0
    if len(argv) == 3 and argv[0] == "write":
        directory = Path(argv[2])
        directory.mkdir(parents=True, exist_ok=True)
        for entry in json.loads(Path(argv[1]).read_text()):
            path = write(entry, directory)
            print(f"{path}  {path.stat().st_size / 2**30:.2f} GiB", flush=True)
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
