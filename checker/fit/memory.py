"""Memory per device for a llama.cpp-family runtime (llama.cpp, Ollama, LM Studio).

Each function mirrors one allocation llama.cpp makes when it loads a model and
creates a context; the comments name the code or log line each term comes
from. Sizes are bytes unless a name says otherwise. Plain Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.fit.catalog import Catalog, Model

MIB = 2**20
GIB = 2**30
# llama.cpp pads the KV cache to a multiple of 256 cells (llama-kv-cache.cpp:
# the cache size is GGML_PAD(n_ctx, n_pad) with n_pad 256).
KV_PAD = 256
# MLA (DeepSeek V2/V3, "deepseek2" in GGUF): llama.cpp caches the compressed
# latent, K = kv_lora_rank + rope dims (576 for V3), V = kv_lora_rank (512),
# as one head (llama-model.cpp n_embd_head_k_mla / n_embd_head_v_mla, PR #12801).


def pad(value: int, multiple: int) -> int:
    return -(-value // multiple) * multiple


@dataclass(frozen=True)
class CacheSpec:
    """The settings that size the KV cache and the compute buffer."""

    context: int  # tokens: of every sequence together (llama.cpp's -c), or of each one (Ollama's num_ctx)
    parallel: int  # sequences (llama-server's slots, Ollama's OLLAMA_NUM_PARALLEL)
    ubatch: int  # llama.cpp -ub / Ollama num_batch
    k_bytes_per_element: float
    v_bytes_per_element: float
    flash_attn: bool
    context_is_total: bool = False  # llama.cpp: the slots share `context` cells; Ollama: each gets `context`


def kv_cells(model: Model, spec: CacheSpec, sliding: bool) -> int:
    total = pad(spec.context * (1 if spec.context_is_total else spec.parallel), KV_PAD)
    if sliding and model.swa:
        # llama-kv-cache-iswa.cpp: the sliding-window cache holds
        # min(size_base, GGML_PAD(n_swa * n_seq + n_ubatch, n_pad)) cells.
        return min(total, pad(model.swa.window * spec.parallel + spec.ubatch, KV_PAD))
    return total


def layer_kinds(model: Model) -> tuple[str, ...]:
    """Each layer's cache: "full" (grows with the context), "swa" (a window) or "linear" (a fixed state)."""
    la = model.linear_attention
    kinds = []
    for i in range(model.n_layers):
        if la and (i + 1) % la.full_attention_interval != 0:
            kinds.append("linear")
        else:
            kinds.append("swa" if _is_sliding_layer(model, i) else "full")
    return tuple(kinds)


def kv_bytes_per_layer(model: Model, spec: CacheSpec, kinds: tuple[str, ...] | None = None) -> list[float]:
    """KV cache (or recurrent state) bytes of each layer at the given context."""
    if model.mla:
        k_width = model.mla.kv_lora_rank + model.mla.qk_rope_head_dim
        v_width = model.mla.kv_lora_rank
    else:
        k_width = v_width = model.n_kv_heads * model.head_dim
    per_cell = k_width * spec.k_bytes_per_element + v_width * spec.v_bytes_per_element
    size = {
        "full": kv_cells(model, spec, sliding=False) * per_cell,
        "swa": kv_cells(model, spec, sliding=True) * per_cell,
        "linear": _recurrent_state_bytes(model) * spec.parallel if model.linear_attention else 0.0,
    }
    return [size[kind] for kind in (kinds or layer_kinds(model))]


def _is_sliding_layer(model: Model, i: int) -> bool:
    """Every P-th layer attends to the whole context, the others to the window, P from the counts: Gemma 3 5 local : 1
    global (48 layers, 40 sliding: P 6), Llama 4 3 chunked : 1 global, Gemma 2 and gpt-oss every other. Read from the
    counts, not the family, so a model given by its architecture (family "custom") gets its own pattern."""
    if not model.swa:
        return False
    full = model.n_layers - model.swa.n_layers
    return full <= 0 or (i + 1) % max(1, model.n_layers // full) != 0


def _recurrent_state_bytes(model: Model) -> float:
    """Gated DeltaNet state of one linear-attention layer for one sequence (F32).

    llama.cpp keeps a conv state ((kernel - 1) x channels) and an SSM state
    (value heads x key dim x value dim) per sequence in its recurrent memory.
    """
    key_heads, value_heads, key_dim, value_dim, kernel = model.linear_attention.dims(model.n_heads, model.head_dim)
    channels = 2 * key_heads * key_dim + value_heads * value_dim
    conv = (kernel - 1) * channels
    ssm = value_heads * key_dim * value_dim
    return 4.0 * (conv + ssm)


def score_cells(model: Model, spec: CacheSpec) -> int:
    """The cells one layer's attention scores span without flash attention: the whole cache's (the window's where every
    layer slides)."""
    return kv_cells(model, spec, sliding=model.n_kv_cache_layers == 0)


def compute_buffer_bytes(model: Model, spec: CacheSpec, holds_output: bool, n_layers_here: int) -> float:
    """The GPU compute buffer: the peak of the graph's intermediate tensors for one ubatch.

    ggml's graph allocator reuses memory, so the buffer is the largest set of
    tensors alive at one time, which is one of:
    - on the device with the output layer, the logits (n_vocab x n_ubatch
      floats) and one hidden state;
    - without flash attention, the attention scores KQ (n_kv x n_ubatch x
      n_head floats; softmax works in place) and six hidden-sized tensors;
    - the FFN's gate and up activations (n_ubatch x n_ff floats each).
    Checked on real llama.cpp logs (tests/checker/fit/test_memory_logs.py): Llama 3
    8B at -ub 512 without flash attention, 258.50 MiB at n_ctx 512 (250.5 MiB
    logits + 8 MiB) and 560.00 MiB at n_ctx 8192 (512 MiB KQ + 48 MiB); Qwen2.5
    3B at -ub 4096 with flash attention, 2470.16 MiB (2374 MiB logits + 96 MiB).
    """
    if n_layers_here == 0 and not holds_output:
        return 0.0
    ub = spec.ubatch
    hidden = ub * model.hidden_size * 4
    # With flash attention two more hidden-sized tensors are alive next to the logits
    # (3,072 vs 1,024 extra bytes per token x hidden; see the Qwen2.5 3B log).
    logits = ub * model.vocab_size * 4 + hidden * (3 if spec.flash_attn else 1) if holds_output else 0.0
    ff = model.moe.expert_intermediate * model.moe.experts_per_token if model.moe else model.intermediate_size
    ffn = 2 * ub * ff * 4 + 2 * hidden
    attention = 0.0
    if not spec.flash_attn and n_layers_here:
        attention = ub * score_cells(model, spec) * model.n_heads * 4.0 + 6 * hidden
    return max(logits, ffn, attention)


# What llama.cpp's CUDA backend holds on a GPU beyond its buffers and the CUDA context, as the device's H100 measured it
# (llama.cpp 0c1e5709, 30 llama-bench runs sampled every 50 ms against llama-fit-params' buffers for the same settings;
# benchmarks/device_overhead.py, benchmarks/data/device/h100-2026-11-26-overhead/):
# - 85 MiB whatever runs: the backend's kernels, loaded as they are first used, its CUDA graphs and the small
#   temporaries of its memory pool (a quantized dense model with flash attention: 83-91 MiB over the bare context);
# - 95 MiB more once cuBLAS runs (its handle and workspace, 68 MiB on Hopper with cuBLAS 13, and its kernels): a prompt
#   batch multiplies float weights through it (F16/BF16 models; every MoE model's F32 router), and without flash
#   attention the scores too (KQ and KQV as batched GEMMs);
# - without flash attention, the scores of one layer in F16 in the pool (ggml_cuda_mul_mat_cublas_impl writes the
#   batched product's F16 result there before converting it, except on Volta, CDNA and RDNA4, which write F32):
#   n_kv x n_ubatch x n_head x 2 bytes for the layers that see the whole context (Llama 3.1 8B at 16.9k cells: 528 MiB;
#   gpt-oss 20b's 64 heads: 1056 MiB), kept by a pool that never gives memory back;
# - with a micro-batch above 512, a little more in the pool (15-30 MiB at 2048, 61 MiB with F16 weights).
# These are CUDA's (and HIP's, the same code) costs; Vulkan, Metal and SYCL were not measured.
GGML_CUDA_RUNTIME_MIB = 85.0
CUBLAS_MIB = 95.0
POOL_MIB_PER_UBATCH_TOKEN = 0.012  # above 512: 18 MiB at -ub 2048
POOL_MIB_PER_UBATCH_TOKEN_FLOAT = 0.04  # F16/BF16 weights: 61 MiB at -ub 2048


def ggml_cuda_runtime_bytes(model: Model, spec: CacheSpec, float_weights: bool, f16_scores: bool = True) -> float:
    """What the CUDA backend holds on a GPU that runs part of the model, beyond the buffers and the CUDA context."""
    cublas = float_weights or model.moe is not None or not spec.flash_attn
    extra_ubatch = max(0, spec.ubatch - 512)
    mib = GGML_CUDA_RUNTIME_MIB + (CUBLAS_MIB if cublas else 0.0) + extra_ubatch * (
        POOL_MIB_PER_UBATCH_TOKEN_FLOAT if float_weights else POOL_MIB_PER_UBATCH_TOKEN)
    scores = 0.0
    if not spec.flash_attn and f16_scores:
        scores = spec.ubatch * score_cells(model, spec) * model.n_heads * 2.0
    return mib * MIB + scores


def host_compute_buffer_bytes(model: Model, spec: CacheSpec) -> float:
    """The CPU-side buffer of a GPU run: the KQ mask (f32, f16 with flash attention) and the input embeddings.

    24.01 MiB for Llama 3.1 8B at n_ctx 8192, -ub 512 (16 MiB mask + 8 MiB); 9.01 MiB at n_ctx 512.
    """
    mask_bytes = 2 if spec.flash_attn else 4
    hidden_states = 2 if spec.flash_attn else 1  # 96.17 MiB for Qwen2.5 3B at -ub 4096 with flash attention
    return kv_cells(model, spec, sliding=False) * spec.ubatch * mask_bytes + hidden_states * spec.ubatch * model.hidden_size * 4


def bytes_per_element(catalog: Catalog, kv_type_id: str) -> float:
    return catalog.bytes_per_element(catalog.kv_cache_types[kv_type_id].tensor_type)
