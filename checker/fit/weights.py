"""Weight bytes of a model in a quantization, tensor by tensor, as llama.cpp lays them out.

A GGUF "Q4_K_M" file is not 4.5 bits everywhere: llama.cpp's quantizer gives
some tensors more bits (attn_v and ffn_down on about half the layers, the
output matrix Q6_K, ...). The rules below follow ``llama_tensor_get_type`` in
llama.cpp's ``src/llama-quant.cpp`` (commit c392e50, 2025-02-20; summarised in
shared/reference/quant-types.md §2.2). With them the computed file size of
Llama 3.1 8B matches the sizes llama.cpp's own quantize README prints (tested
in tests/checker/fit/test_weights.py).

Plain Python, no Django import.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from checker.fit.catalog import Catalog, Model, QuantMix

# Mixes whose small i-quants get the "very low bit" treatment for output/embeddings.
VERY_LOW_BIT = {"iq2_xxs", "iq2_xs", "iq3_xxs", "iq1_s", "iq2_s", "iq2_m", "iq1_m"}
# Fallback when a row length is not a multiple of the type's block (llama-quant.cpp).
ROW_FALLBACK = {
    "IQ2_XXS": "IQ4_NL", "IQ2_XS": "IQ4_NL", "IQ2_S": "IQ4_NL", "IQ3_XXS": "IQ4_NL", "IQ3_S": "IQ4_NL",
    "IQ1_S": "IQ4_NL", "IQ1_M": "IQ4_NL", "Q2_K": "IQ4_NL", "Q3_K": "IQ4_NL", "IQ4_XS": "IQ4_NL",
    "Q4_K": "Q5_0", "Q5_K": "Q5_1", "Q6_K": "Q8_0", "TQ1_0": "Q4_0", "TQ2_0": "Q4_0",
}
# Decode on a card whose memory outruns its integer units: llama.cpp's CUDA matrix-vector kernels (mmvq) unpack
# each quantized block and take integer dot products, so a token's time is the larger of its bytes over the
# bandwidth and this work over the card's INT32 throughput (checker.fit.inputs.int32_tops). The work is counted per
# weight: a Q2_K weight takes about as much unpacking as a Q4_K one in half the bytes. Integer operations per weight
# of each type, fitted on Headroom's own llama-bench runs on an H200 (benchmarks/data/device/h200-*.md: 24 tg128 runs
# of 11 models in 12 quantizations, llama.cpp 0c1e5709; `python benchmarks/accuracy.py` refits them, leaving each run out):
# every type below was measured. The H100 runs the fit never saw are within 3.3 % (median) of it. Float weights (F16,
# BF16, F32) are read at the bandwidth and take none.
DEQUANT_OPS_PER_WEIGHT = {
    "Q2_K": 4.32, "Q3_K": 8.01, "Q4_K": 4.10, "Q5_K": 4.51, "Q6_K": 6.99, "Q8_0": 5.35,
    "Q4_0": 2.76, "Q4_1": 2.13, "Q5_0": 3.98, "IQ4_XS": 3.06, "MXFP4": 10.39,
    # Fitted on Headroom's H100 runs of 2026-11-27 (benchmarks/data/device/h100-2026-11-27-iquants.md: Llama 3.1 8B and
    # Qwen2.5 14B in each type's mix, 18 tg128 runs, fitted together with the H200 runs, whose types moved 1-3 % in that
    # refit and keep their figures above); the same types on Mistral Nemo 12B and Llama 3.1 70B (-iquants2.md), never
    # fitted on, are within 1.3 % (median; p90 10.7 %). Until then they borrowed Q5_0's, IQ4_XS's and Q3_K's figures,
    # which made the i-quants 1.2-2 times too slow.
    "Q5_1": 4.76, "IQ4_NL": 3.77, "IQ1_S": 2.96, "IQ1_M": 4.01, "IQ2_XXS": 3.97, "IQ2_XS": 4.58, "IQ3_XXS": 4.97,
    "IQ3_S": 5.41,
    "IQ2_S": 4.58,  # IQ2_XS's: no run holds IQ2_S as its main type (benchmarks/accuracy.py FIT_AS)
}
# Bytes and weights in one block of each type (ggml-common.h at 0c1e5709), to charge the work per byte read.
GGML_BLOCKS = {"Q2_K": (84, 256), "Q3_K": (110, 256), "Q4_K": (144, 256), "Q5_K": (176, 256), "Q6_K": (210, 256),
               "Q8_0": (34, 32), "Q4_0": (18, 32), "Q4_1": (20, 32), "Q5_0": (22, 32), "Q5_1": (24, 32), "IQ4_XS": (136, 256),
               "IQ4_NL": (18, 32), "MXFP4": (17, 32), "IQ1_S": (50, 256), "IQ1_M": (56, 256), "IQ2_XXS": (66, 256),
               "IQ2_XS": (74, 256), "IQ2_S": (82, 256), "IQ3_XXS": (98, 256), "IQ3_S": (110, 256)}
DEQUANT_OPS_PER_BYTE = {t: ops * GGML_BLOCKS[t][1] / GGML_BLOCKS[t][0] for t, ops in DEQUANT_OPS_PER_WEIGHT.items()}
ATTENTION_KINDS = ("attn_q", "attn_k", "attn_v", "attn_output", "attn_q_a", "attn_q_b", "attn_kv_a_mqa", "attn_kv_b")


@dataclass(frozen=True)
class Tensor:
    kind: str  # llama.cpp's tensor name without "blk.N." and ".weight": attn_v, ffn_down_exps, ...
    n_elements: int
    row_length: int  # ne[0]; quantized blocks run along it
    layer: int | None  # None for token_embd, output, output_norm
    matrix: bool = True  # 1-D tensors (norms, biases) stay F32

    @property
    def is_expert(self) -> bool:
        return self.kind.endswith("_exps")


@dataclass
class WeightsLayout:
    """Bytes per layer and of the non-repeating tensors, for one model in one quantization."""

    layer_bytes: list[float]
    layer_expert_bytes: list[float]  # the routed-expert part of each layer (MoE offload to CPU)
    layer_active_elements: list[float]  # weights one token multiplies (routed experts: k of n)
    token_embd_bytes: float
    output_bytes: float  # output.weight, or the duplicated token_embd when embeddings are tied
    output_norm_bytes: float
    output_is_tied: bool
    types: dict[str, int] = field(default_factory=dict)  # tensor type -> number of tensors, for the page
    # Integer operations CUDA's matrix-vector kernels spend per byte of each layer's weights (DEQUANT_OPS_PER_BYTE,
    # averaged over the layer's tensors as one token reads them), and per byte of the output matrix.
    layer_ops_per_byte: list[float] = field(default_factory=list)
    output_ops_per_byte: float = 0.0
    expert_elements: float = 0.0  # weights of all routed experts, every layer: what a prompt batch's experts touch
    largest_expert_bytes: float = 0.0  # the largest expert tensor (one layer's gate, up or down for all its experts)

    @property
    def file_bytes(self) -> float:
        """Size of the tensor data in the GGUF file (a tied output is stored once)."""
        stored_output = 0 if self.output_is_tied else self.output_bytes
        return sum(self.layer_bytes) + self.token_embd_bytes + stored_output + self.output_norm_bytes


def scaled_to(layout: WeightsLayout, file_bytes: float) -> WeightsLayout:
    """The layout with every tensor scaled so the file is ``file_bytes`` (a size the user read off the file or
    its load log): the proportions between tensors stay the quantizer's, the total is the truth."""
    factor = file_bytes / layout.file_bytes
    return replace(layout, layer_bytes=[b * factor for b in layout.layer_bytes],
                   layer_expert_bytes=[b * factor for b in layout.layer_expert_bytes],
                   token_embd_bytes=layout.token_embd_bytes * factor, output_bytes=layout.output_bytes * factor,
                   output_norm_bytes=layout.output_norm_bytes * factor, largest_expert_bytes=layout.largest_expert_bytes * factor)


FFN_WIDTH_MULTIPLE = 256


def intermediate_size_for_params(params_b: float, n_layers: int, hidden_size: int, n_heads: int, n_kv_heads: int, head_dim: int,
                                 vocab_size: int, tie_word_embeddings: bool) -> int:
    """The FFN width of a dense model with ``params_b`` billion parameters, for a model given by its
    architecture without one: solve params = embeddings + layers x (attention + 3 x hidden x ff)
    for ff (a gated FFN: gate, up and down matrices), rounded to a multiple of 256. ValueError when
    the count is too small.

    The rounding matters more than the solve: a published parameter count is rounded (13.02 B), so the
    exact solution is a few units off the real width (13,831 for Llama 2 13B's 13,824), and a row
    length that is not a multiple of the quantization's block makes llama.cpp keep that tensor in a
    fallback type (F16 for Q4_0): the weights came out 55 % too large. Real FFN widths are multiples
    of 256 (11,008, 13,824, 14,336, 18,944, 28,672); a few are multiples of 128 only (Qwen2.5 72B's
    29,568), where the nearest multiple of 256 is 0.4 % off."""
    embeddings = vocab_size * hidden_size * (1 if tie_word_embeddings else 2)
    attention = hidden_size * (2 * n_heads * head_dim + 2 * n_kv_heads * head_dim)
    per_layer = (params_b * 1e9 - embeddings) / n_layers - attention
    if per_layer <= 0:
        raise ValueError("params_b is too small for these dimensions; give intermediate_size")
    return max(round(per_layer / (3 * hidden_size) / FFN_WIDTH_MULTIPLE), 1) * FFN_WIDTH_MULTIPLE


# Expert widths: multiples of 256 from 4,096 up (Mixtral 8x22B's 16,384, Llama 4's 8,192), multiples of 64 below
# (gpt-oss's 2,880, GLM-4.5-Air's 1,408, Qwen3-30B-A3B's 768).
EXPERT_WIDTH_MULTIPLE = 64
WIDE_EXPERT = 4096


def expert_size_for_params(params_b: float, n_layers: int, hidden_size: int, n_heads: int, n_kv_heads: int, head_dim: int,
                           vocab_size: int, tie_word_embeddings: bool, n_experts: int) -> int:
    """The width of one expert of an MoE model with ``params_b`` billion parameters in all: every layer holds
    n_experts gated FFNs (3 x hidden x width each) and a router (hidden x n_experts), beside the attention."""
    embeddings = vocab_size * hidden_size * (1 if tie_word_embeddings else 2)
    attention = hidden_size * (2 * n_heads * head_dim + 2 * n_kv_heads * head_dim)
    per_layer = (params_b * 1e9 - embeddings) / n_layers - attention - hidden_size * n_experts
    if per_layer <= 0:
        raise ValueError("params_b is too small for these dimensions; give expert_intermediate_size")
    width = per_layer / (3 * hidden_size * n_experts)
    multiple = FFN_WIDTH_MULTIPLE if width >= WIDE_EXPERT else EXPERT_WIDTH_MULTIPLE
    return max(round(width / multiple), 1) * multiple


def _use_more_bits(i: int, n: int) -> bool:
    # llama-quant.cpp use_more_bits(): first and last eighth, and every third layer between.
    return i < n // 8 or i >= 7 * n // 8 or (i - n // 8) % 3 == 2


def layer_tensors(model: Model) -> list[Tensor]:
    """Every tensor of every repeating layer, with llama.cpp's names and shapes."""
    tensors: list[Tensor] = []
    hidden = model.hidden_size
    q_width = model.n_heads * model.head_dim
    kv_width = model.n_kv_heads * model.head_dim
    moe = model.moe
    first_moe_layer = model.n_layers - moe.n_moe_layers if moe else model.n_layers
    alternate_moe = bool(moe) and model.family == "llama4" and moe.n_moe_layers * 2 == model.n_layers

    def add(kind: str, rows: int, cols: int, layer: int, count: int = 1) -> None:
        tensors.append(Tensor(kind, rows * cols * count, rows, layer))

    def vector(kind: str, size: int, layer: int) -> None:
        tensors.append(Tensor(kind, size, size, layer, matrix=False))

    for i in range(model.n_layers):
        vector("attn_norm", hidden, i)
        vector("ffn_norm", hidden, i)
        if model.family.startswith("gemma"):  # post-attention and post-FFN norms
            vector("post_attention_norm", hidden, i)
            vector("post_ffw_norm", hidden, i)
        la = model.linear_attention
        if la and (i + 1) % la.full_attention_interval != 0:
            _linear_attention_tensors(model, i, add, vector)
        elif model.mla:
            mla = model.mla
            qk_head = mla.qk_nope_head_dim + mla.qk_rope_head_dim
            if mla.q_lora_rank:
                add("attn_q_a", hidden, mla.q_lora_rank, i)
                vector("attn_q_a_norm", mla.q_lora_rank, i)
                add("attn_q_b", mla.q_lora_rank, model.n_heads * qk_head, i)
            else:
                add("attn_q", hidden, model.n_heads * qk_head, i)
            add("attn_kv_a_mqa", hidden, mla.kv_lora_rank + mla.qk_rope_head_dim, i)
            vector("attn_kv_a_norm", mla.kv_lora_rank, i)
            add("attn_kv_b", mla.kv_lora_rank, model.n_heads * (mla.qk_nope_head_dim + mla.v_head_dim), i)
            add("attn_output", model.n_heads * mla.v_head_dim, hidden, i)
        elif model.architecture == "phi3":
            # Phi-3 GGUFs store Q, K and V as one fused attn_qkv tensor (llama.cpp LLM_ARCH_PHI3).
            add("attn_qkv", hidden, q_width + 2 * kv_width, i)
            add("attn_output", q_width, hidden, i)
        else:
            gated_q = 2 if la else 1  # Qwen3.5/Next full-attention layers project a gate with the queries
            add("attn_q", hidden, q_width * gated_q, i)
            add("attn_k", hidden, kv_width, i)
            add("attn_v", hidden, kv_width, i)
            add("attn_output", q_width, hidden, i)
            if model.qkv_bias:
                vector("attn_q_bias", q_width, i)
                vector("attn_k_bias", kv_width, i)
                vector("attn_v_bias", kv_width, i)
            if model.qk_norm:
                vector("attn_q_norm", model.head_dim, i)
                vector("attn_k_norm", model.head_dim, i)
        is_moe_layer = bool(moe) and (i % 2 == 1 if alternate_moe else i >= first_moe_layer)
        if is_moe_layer:
            tensors.append(Tensor("ffn_gate_inp", hidden * moe.n_experts, hidden, i, matrix=False))  # router stays F32
            add("ffn_gate_exps", hidden, moe.expert_intermediate, i, moe.n_experts)
            add("ffn_up_exps", hidden, moe.expert_intermediate, i, moe.n_experts)
            add("ffn_down_exps", moe.expert_intermediate, hidden, i, moe.n_experts)
            if moe.n_shared:
                shared = (moe.shared_intermediate or moe.expert_intermediate) * moe.n_shared
                add("ffn_gate_shexp", hidden, shared, i)
                add("ffn_up_shexp", hidden, shared, i)
                add("ffn_down_shexp", shared, hidden, i)
        else:
            add("ffn_gate", hidden, model.intermediate_size, i)
            add("ffn_up", hidden, model.intermediate_size, i)
            add("ffn_down", model.intermediate_size, hidden, i)
    return tensors


def _linear_attention_tensors(model: Model, i: int, add, vector) -> None:
    """Gated DeltaNet projections (Qwen3-Next / Qwen3.5 linear layers)."""
    hidden = model.hidden_size
    key_heads, value_heads, key_dim, value_dim, kernel = model.linear_attention.dims(model.n_heads, model.head_dim)
    qk = key_heads * key_dim
    v = value_heads * value_dim
    add("ssm_in", hidden, 2 * qk + 2 * v, i)  # q, k, v and the output gate z
    add("ssm_ba", hidden, 2 * value_heads, i)  # beta and alpha per value head
    vector("ssm_conv1d", (2 * qk + v) * kernel, i)
    vector("ssm_norm", value_dim, i)
    add("ssm_out", v, hidden, i)


def tensor_type(mix: QuantMix, tensor: Tensor, model: Model, attention_index: int, n_attention: int) -> str:
    """The ggml type llama.cpp's quantizer picks for one tensor (llama_tensor_get_type)."""
    base = mix.base_type
    if not tensor.matrix:
        return "F32"
    if mix.format == "serving" or base in ("F16", "BF16", "F32"):
        return base
    if mix.id == "mxfp4_moe":
        return "MXFP4" if tensor.is_expert else "Q8_0"
    kind = tensor.kind
    i, n = (tensor.layer or 0), model.n_layers
    gqa = model.n_heads // model.n_kv_heads
    n_expert = model.moe.n_experts if model.moe else 0
    chosen = base
    if kind == "attn_v":
        chosen = _attn_v_type(mix.id, base, gqa, n_expert, attention_index, n_attention)
        if model.architecture == "llama" and n == 80 and chosen in ("Q3_K", "Q4_K"):
            chosen = "Q5_K"  # LLM_TYPE_70B bump
        if n_expert == 8 and mix.id not in VERY_LOW_BIT and not mix.id.startswith("iq"):
            chosen = "Q8_0"
    elif kind == "attn_k":
        if n_expert == 8 and not mix.id.startswith("iq"):
            chosen = "Q8_0"
        elif mix.id == "iq3_xxs":
            chosen = "IQ2_S"
        elif mix.id == "iq3_xs":
            chosen = "IQ3_XXS"
        elif n_expert == 8 and mix.id in VERY_LOW_BIT:
            chosen = "Q4_K"
    elif kind == "attn_q":
        if mix.id == "iq3_xxs":
            chosen = "IQ2_S"
        elif mix.id == "iq3_xs":
            chosen = "IQ3_XXS"
    elif kind.startswith("ffn_down"):
        chosen = _ffn_down_type(mix.id, base, i, n)
    elif kind == "attn_output":
        chosen = _attn_output_type(mix.id, base, n_expert)
    elif kind == "attn_qkv":
        # llama-quant.cpp: fused QKV gets Q4_K in Q3_K_M/L and IQ3_M, Q5_K in Q4_K_M, Q6_K in Q5_K_M.
        chosen = {"q3_k_m": "Q4_K", "q3_k_l": "Q4_K", "iq3_m": "Q4_K", "q4_k_m": "Q5_K", "q5_k_m": "Q6_K"}.get(mix.id, base)
    elif kind.startswith(("ffn_gate", "ffn_up")) and mix.id == "iq3_xs" and n // 8 <= i < 7 * n // 8:
        chosen = "IQ3_XXS"
    if tensor.row_length % _block(chosen) != 0:
        chosen = ROW_FALLBACK.get(chosen, "F16")
        if tensor.row_length % _block(chosen) != 0:
            chosen = "F16"
    return chosen


def _block(type_id: str) -> int:
    return {"Q4_0": 32, "Q4_1": 32, "Q5_0": 32, "Q5_1": 32, "Q8_0": 32, "IQ4_NL": 32, "MXFP4": 32, "F16": 1, "BF16": 1, "F32": 1}.get(type_id, 256)


def _attn_v_type(mix: str, base: str, gqa: int, n_expert: int, i: int, n: int) -> str:
    if mix == "q2_k":
        return "Q4_K" if gqa >= 4 else "Q3_K"
    if mix == "q2_k_s" and gqa >= 4:
        return "Q4_K"
    if mix in ("iq2_xxs", "iq2_xs", "iq2_s", "iq2_m", "iq1_s", "iq1_m"):
        if gqa >= 4 or n_expert >= 4:
            return "Q4_K"
        return "IQ3_S" if mix in ("iq2_s", "iq2_m") else "Q2_K"
    if mix == "iq3_xxs":
        return "Q4_K" if gqa >= 4 else "IQ3_XXS"  # imatrix assumed (every IQ quant needs one)
    if mix in ("iq3_xs", "iq3_s") and gqa >= 4:
        return "Q4_K"
    if mix == "iq3_m":
        return "Q4_K"
    if mix in ("iq4_nl", "iq4_xs") and gqa >= 4:
        return "Q5_K"
    if mix == "q3_k_m":
        return "Q5_K" if i < 2 else "Q4_K"
    if mix == "q3_k_l":
        return "Q5_K"
    if mix in ("q4_k_m", "q5_k_m") and _use_more_bits(i, n):
        return "Q6_K"
    if mix == "q4_k_s" and i < 4:
        return "Q5_K"
    return base


def _ffn_down_type(mix: str, base: str, i: int, n: int) -> str:
    if mix == "q2_k":
        return "Q3_K"
    if mix == "q2_k_s" and i < n // 8:
        return "Q4_K"
    if mix in ("iq2_s", "iq2_m") and i < n // 8:
        return "IQ3_S"
    if mix in ("iq2_xxs", "iq2_xs", "iq1_s", "iq1_m") and i < n // 8:
        return "Q2_K"
    if mix == "iq3_m" and i < n // 8:
        return "Q4_K"
    if mix in ("iq4_nl", "iq4_xs") and i < n // 8:
        return "Q5_K"  # the no-imatrix rule; llama.cpp's README sizes for IQ4_* match it
    if mix == "q3_k_m":
        return "Q5_K" if i < n // 16 else "Q4_K"
    if mix == "q3_k_l":
        return "Q5_K"
    if mix in ("q4_k_m", "q5_k_m") and _use_more_bits(i, n):
        return "Q6_K"
    if mix == "q4_k_s" and i < n // 8:
        return "Q5_K"
    return base


def _attn_output_type(mix: str, base: str, n_expert: int) -> str:
    if n_expert == 8 and mix in ("q2_k", "iq3_xs", "iq3_xxs", "q3_k_s", "q3_k_m", "iq4_nl", "q4_k_s", "q4_k_m", "iq3_s", "iq3_m", "iq4_xs"):
        return "Q5_K"
    if mix == "q2_k":
        return "Q3_K"
    if mix in ("q3_k_m", "iq3_m"):
        return "Q4_K"
    if mix == "q3_k_l":
        return "Q5_K"
    if mix == "iq3_xxs":
        return "IQ3_S"
    if mix in ("iq2_s", "iq2_m"):
        return "Q5_K" if n_expert == 8 else "IQ3_S"
    if mix in ("iq2_xxs", "iq2_xs", "iq1_s", "iq1_m"):
        return "Q5_K" if n_expert == 8 else ("IQ2_XXS" if mix in ("iq1_s", "iq1_m") else base)
    return base


def _output_type(mix: QuantMix) -> str:
    if mix.format == "serving":
        return "BF16" if mix.base_type == "FP8" else "F16"  # lm_head is left unquantized by FP8/AWQ/GPTQ
    if mix.base_type in ("F16", "BF16", "F32", "Q8_0"):
        return mix.base_type
    if mix.id == "mxfp4_moe":
        return "Q8_0"
    if mix.id in VERY_LOW_BIT:
        return "Q5_K"
    return "Q6_K"


def _token_embd_type(mix: QuantMix) -> str:
    if mix.format == "serving":
        return "BF16" if mix.base_type == "FP8" else "F16"
    if mix.id in ("iq2_xxs", "iq2_xs", "iq1_s", "iq1_m"):
        return "Q2_K"
    if mix.id in ("iq2_s", "iq2_m", "iq3_xxs"):
        return "IQ3_S"
    if mix.id == "mxfp4_moe":
        return "Q8_0"
    return mix.base_type


def weights_layout(model: Model, mix: QuantMix, catalog: Catalog) -> WeightsLayout:
    """The layout of a model in a mix; cached for catalog models (a 70B model has 720 tensors)."""
    if catalog.models.get(model.id) is not model or catalog.mixes.get(mix.id) is not mix:
        return _layout(model, mix, catalog)
    key = (model.id, mix.id)
    if key not in catalog.memo:
        catalog.memo[key] = _layout(model, mix, catalog)
    return catalog.memo[key]


def typed_tensors(model: Model, mix: QuantMix) -> list[tuple[Tensor, str]]:
    """Every tensor of every repeating layer with the ggml type llama.cpp's quantizer gives it in this mix."""
    tensors = layer_tensors(model)
    attention_layers = sorted({t.layer for t in tensors if t.kind == "attn_v"})
    attention_index = {layer: index for index, layer in enumerate(attention_layers)}
    return [(t, tensor_type(mix, t, model, attention_index.get(t.layer, 0), len(attention_layers))) for t in tensors]


def embedding_types(model: Model, mix: QuantMix) -> tuple[str, str]:
    """The types of token_embd.weight and of output.weight (the one tensor both are where embeddings are tied)."""
    embd = _output_type(mix) if model.tie_word_embeddings else _token_embd_type(mix)
    return _fit_row(embd, model.hidden_size), _fit_row(_output_type(mix), model.hidden_size)


def _layout(model: Model, mix: QuantMix, catalog: Catalog) -> WeightsLayout:
    layer_bytes = [0.0] * model.n_layers
    expert_bytes = [0.0] * model.n_layers
    active_elements = [0.0] * model.n_layers
    routed_share = model.moe.experts_per_token / model.moe.n_experts if model.moe else 1.0
    types: dict[str, int] = {}
    read_bytes = [0.0] * model.n_layers
    ops = [0.0] * model.n_layers
    experts = largest_expert = 0.0
    for tensor, chosen in typed_tensors(model, mix):
        size = tensor.n_elements * catalog.bytes_per_element(chosen)
        layer_bytes[tensor.layer] += size
        if tensor.is_expert:
            expert_bytes[tensor.layer] += size
            experts += tensor.n_elements
            largest_expert = max(largest_expert, size)
        if tensor.matrix:
            active_elements[tensor.layer] += tensor.n_elements * (routed_share if tensor.is_expert else 1.0)
        if tensor.matrix:
            types[chosen] = types.get(chosen, 0) + 1
        read = size * (routed_share if tensor.is_expert else 1.0)
        read_bytes[tensor.layer] += read
        ops[tensor.layer] += read * DEQUANT_OPS_PER_BYTE.get(chosen, 0.0)
    embd_elements = model.vocab_size * model.hidden_size
    embd_type, output_type = embedding_types(model, mix)
    token_embd = embd_elements * catalog.bytes_per_element(embd_type)
    output = embd_elements * catalog.bytes_per_element(output_type)
    return WeightsLayout(
        layer_bytes=layer_bytes,
        layer_expert_bytes=expert_bytes,
        layer_active_elements=active_elements,
        token_embd_bytes=token_embd,
        output_bytes=token_embd if model.tie_word_embeddings else output,
        output_norm_bytes=model.hidden_size * 4,
        output_is_tied=model.tie_word_embeddings,
        types=types,
        layer_ops_per_byte=ops_per_byte(ops, read_bytes),
        output_ops_per_byte=DEQUANT_OPS_PER_BYTE.get(output_type, 0.0),
        expert_elements=experts,
        largest_expert_bytes=largest_expert,
    )


def ops_per_byte(ops: list[float], read_bytes: list[float]) -> list[float]:
    return [o / b if b else 0.0 for o, b in zip(ops, read_bytes, strict=True)]


def _fit_row(type_id: str, row_length: int) -> str:
    if row_length % _block(type_id):
        type_id = ROW_FALLBACK.get(type_id, "F16")
    return type_id if row_length % _block(type_id) == 0 else "F16"
