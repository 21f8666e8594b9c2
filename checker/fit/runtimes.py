"""What each runtime does with the settings a user leaves unset.

The same model, quantization and card give different answers in llama.cpp,
Ollama, LM Studio and vLLM because their defaults differ. Every default here
names its source; the verdict page shows which default produced a number.
Plain Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Runtime = Literal["llama.cpp", "ollama", "lmstudio", "vllm"]
RUNTIMES: dict[str, str] = {"llama.cpp": "llama.cpp", "ollama": "Ollama", "lmstudio": "LM Studio", "vllm": "vLLM"}

# llama.cpp common/common.h: n_ubatch = 512 (physical batch), n_batch = 2048.
LLAMA_CPP_UBATCH = 512
# llama.cpp's automatic fit (--fit, on by default; tools/fit-params/README.md):
# it keeps 1024 MiB free per device (-fitt) and lowers an unset context toward
# 4096 tokens (-fitc) before it moves layers to the CPU.
LLAMA_CPP_FIT_TARGET_MIB = 1024
LLAMA_CPP_FIT_MIN_CONTEXT = 4096
# llama-server with -np unset serves 4 slots that share one unified KV cache of -c cells: "n_parallel is set
# to auto, using n_parallel = 4 and kv_unified = true" (tools/server/server.cpp @0c1e57098, October 2026).
# -c is the total either way; with -np N and no -kvu each slot gets -c / N. Only the sliding-window
# layers keep a window per slot.
LLAMA_SERVER_AUTO_PARALLEL = 4
# Ollama (ollama/ollama @fb30760, August 2026). The default context follows total
# VRAM (server/routes.go; its docs say 24 and 48 GiB, the code uses 23 and 47 "to
# account for small differences"): 4k, 32k above 23 GiB, 256k above 47 GiB.
OLLAMA_CONTEXT_BY_VRAM = ((23, 4096), (47, 32768), (None, 262144))
# Ollama starts llama-server with -c num_ctx x parallel and, when num_gpu is unset,
# no -ngl, so llama.cpp's own fit places the layers with its 1 GiB target
# (llm/llama_server.go). Its automatic num_batch, passed as both -b and -ub, grows
# with the context when memory allows (server/sched.go automaticGenerationBatch):
# 1024 above 4k tokens if the model takes at most 75 % of free memory and 768 MiB
# more still fit under 80 %; 2048 above 32k at 60 % with 2 GiB more; else 512.
OLLAMA_UBATCH = 512
OLLAMA_BATCH_STEPS = ((32768, 2048, 0.60, 2048), (4096, 1024, 0.75, 768))  # (above ctx, batch, share, surcharge MiB)
OLLAMA_FREE_TARGET_MIB = 1024
# LM Studio loads a model with a 4096-token context unless its per-model defaults
# say otherwise: /api/v0/models reports loaded_context_length 4096 for a model whose
# max_context_length is 131072 (zed-industries/zed issue #33938). It runs llama.cpp.
LMSTUDIO_DEFAULT_CONTEXT = 4096
# vLLM 0.33.0 (wheel commit g4ba787ec9), vllm/config/cache.py: gpu_memory_utilization
# defaults to 0.92 of TOTAL memory (0.9 until the v0.2x releases; v0.6.4 engine-args docs).
VLLM_GPU_MEMORY_UTILIZATION = 0.92
# The profile run uses max_num_batched_tokens tokens. vLLM 0.33.0's
# vllm/engine/arg_utils.py get_batch_defaults, for `vllm serve` (OPENAI_API_SERVER):
# 16384 on devices of 160 GiB or more, 8192 from 70 GiB except A100 and GB10, else 2048.
VLLM_SERVE_BATCHED_TOKENS = ((160 * 1024, 16384, False), (70 * 1024, 8192, True))  # (MiB at least, tokens, not A100/GB10)
VLLM_SMALL_BATCHED_TOKENS = 2048


def vllm_batched_tokens(memory_mib: float, name: str) -> int:
    """max_num_batched_tokens `vllm serve` picks for this device when the user sets none."""
    small_tier_name = any(mark in name.lower() for mark in ("a100", "gb10", "dgx spark"))
    for at_least, tokens, except_small_tier in VLLM_SERVE_BATCHED_TOKENS:
        if memory_mib >= at_least and not (except_small_tier and small_tier_name):
            return tokens
    return VLLM_SMALL_BATCHED_TOKENS


@dataclass
class Settings:
    """The settings one estimate uses, each with where it came from."""

    runtime: Runtime
    context: int | None  # None: the runtime chooses (llama.cpp fit, vLLM's largest max_model_len)
    context_source: str
    ubatch: int
    flash_attn: bool
    flash_attn_source: str
    kv_cache: str
    parallel: int
    free_target_mib: float  # memory each GPU keeps free
    free_target_source: str
    notes: list[str] = field(default_factory=list)
    # llama.cpp's -c is the cache of all sequences together; Ollama passes -c num_ctx x parallel instead.
    context_is_total: bool = True


def ollama_default_context(total_vram_gib: float) -> int:
    for limit, context in OLLAMA_CONTEXT_BY_VRAM:
        if limit is None or total_vram_gib < limit:
            return context
    raise AssertionError("unreachable")


def ollama_batch(context: int, predicted_mib: float, available_mib: float, flash_attn: bool) -> int:
    """Ollama's automatic num_batch (server/sched.go automaticGenerationBatch)."""
    if not flash_attn:
        return OLLAMA_UBATCH
    for above, batch, share, surcharge in OLLAMA_BATCH_STEPS:
        if context > above and predicted_mib <= available_mib * share and surcharge <= available_mib * 0.8 - predicted_mib:
            return batch
    return OLLAMA_UBATCH


def resolve(
    runtime: Runtime,
    *,
    context: int | None,
    max_context: int,
    total_vram_gib: float,
    has_gpu: bool,
    flash_attn: bool | None,
    kv_cache: str | None,
    ubatch: int | None,
    parallel: int | None,
) -> Settings:
    """Fill what the user left unset the way the runtime would."""
    kv = kv_cache or "f16"
    if runtime == "ollama":
        if context is None:
            context = min(ollama_default_context(total_vram_gib), max_context)
            source = f"Ollama's default for {total_vram_gib:.0f} GiB of VRAM (server/routes.go)"
        else:
            source = "you set it (num_ctx / OLLAMA_CONTEXT_LENGTH)"
        # Ollama turns flash attention on by itself where the model supports it
        # (ollama/ollama PR #13448, December 2025); OLLAMA_FLASH_ATTENTION=0 turns it off.
        fa = has_gpu if flash_attn is None else flash_attn
        return Settings(
            runtime, context, source, ubatch or OLLAMA_UBATCH, fa,
            "you set OLLAMA_FLASH_ATTENTION" if flash_attn is not None else "Ollama enables it for supported models (PR #13448)",
            kv, parallel or 1, OLLAMA_FREE_TARGET_MIB, "llama-server's fit, which Ollama lets place the layers (1024 MiB free)",
            context_is_total=False,
        )
    if runtime == "lmstudio":
        source = "you set it" if context is not None else "LM Studio's default context length"
        return Settings(
            runtime, context or min(LMSTUDIO_DEFAULT_CONTEXT, max_context), source, ubatch or LLAMA_CPP_UBATCH,
            bool(flash_attn), "you set it" if flash_attn is not None else "off unless enabled in the load settings",
            kv, parallel or 1, LLAMA_CPP_FIT_TARGET_MIB, "a 1 GiB margin, as llama.cpp's fit keeps",
        )
    if runtime == "vllm":
        return Settings(
            runtime, context, "you set --max-model-len" if context else "the largest --max-model-len that fits",
            ubatch or VLLM_SMALL_BATCHED_TOKENS, True, "vLLM uses flash attention kernels on supported GPUs",
            kv if kv in ("fp8", "f16", "bf16") else "f16", parallel or 1, 0.0, "gpu_memory_utilization",
        )
    # llama.cpp
    fa = has_gpu if flash_attn is None else flash_attn
    return Settings(
        runtime, context, "you set -c" if context else "llama.cpp's fit: the model's context, lowered toward 4096 if needed",
        ubatch or LLAMA_CPP_UBATCH, fa,
        "you set -fa" if flash_attn is not None else ("-fa auto turns it on for GPU backends" if has_gpu else "off on CPU"),
        kv, parallel or LLAMA_SERVER_AUTO_PARALLEL, LLAMA_CPP_FIT_TARGET_MIB, "llama.cpp's fit target: 1024 MiB free per device (-fitt)",
    )
