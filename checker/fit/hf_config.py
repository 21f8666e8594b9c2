"""A model's architecture from its Hugging Face ``config.json``.

Covers the keys of the common decoder families (Llama, Mistral, Qwen 2/3 and
their MoE variants, Gemma 2/3, Phi-3, DeepSeek V2/V3, gpt-oss, GLM-4 MoE,
Mixtral). Multimodal configs nest the language model under ``text_config``.
Plain Python, no Django import.
"""

from __future__ import annotations

import json

from pydantic import ValidationError

from checker.fit.catalog import Mla, Model, Moe, SlidingWindow
from checker.fit.weights import layer_tensors

MAX_CONFIG_BYTES = 256 * 1024

# HF "architectures" -> GGUF general.architecture (llama.cpp's convert_hf_to_gguf.py registrations).
ARCHITECTURES = {
    "LlamaForCausalLM": "llama", "MistralForCausalLM": "llama", "MixtralForCausalLM": "llama",
    "Qwen2ForCausalLM": "qwen2", "Qwen3ForCausalLM": "qwen3", "Qwen2MoeForCausalLM": "qwen2moe", "Qwen3MoeForCausalLM": "qwen3moe",
    "Gemma2ForCausalLM": "gemma2", "Gemma3ForCausalLM": "gemma3", "Gemma3ForConditionalGeneration": "gemma3",
    "Phi3ForCausalLM": "phi3", "DeepseekV2ForCausalLM": "deepseek2", "DeepseekV3ForCausalLM": "deepseek2",
    "GptOssForCausalLM": "gpt-oss", "Glm4MoeForCausalLM": "glm4moe", "CohereForCausalLM": "command-r",
    "Llama4ForConditionalGeneration": "llama4", "Mistral3ForConditionalGeneration": "llama",
}


class ConfigError(ValueError):
    """The config cannot describe a model; the message names the key."""


def parse_config(text: str) -> dict:
    if len(text.encode("utf-8")) > MAX_CONFIG_BYTES:
        raise ConfigError(f"config.json is larger than {MAX_CONFIG_BYTES // 1024} KiB; paste only config.json")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ConfigError(f"this is not valid JSON ({error.msg} at line {error.lineno})") from None
    except RecursionError:
        raise ConfigError("this JSON nests too deeply to be a config.json") from None
    if not isinstance(data, dict):
        raise ConfigError("config.json must be a JSON object")
    return data


def _int(config: dict, *keys: str, default: int | None = None) -> int | None:
    for key in keys:
        value = config.get(key)
        if isinstance(value, bool):
            continue
        if isinstance(value, int) and value > 0:
            return value
    return default


def model_from_config(config: dict, name: str = "model from config.json") -> Model:
    text = config.get("text_config") if isinstance(config.get("text_config"), dict) else None
    if text:
        config = {**config, **text}
    architectures = config.get("architectures") or []
    hf_arch = architectures[0] if isinstance(architectures, list) and architectures else ""
    arch = ARCHITECTURES.get(hf_arch, "llama")
    n_layers = _int(config, "num_hidden_layers", "n_layer", "num_layers")
    hidden = _int(config, "hidden_size", "n_embd", "d_model")
    heads = _int(config, "num_attention_heads", "n_head")
    vocab = _int(config, "vocab_size")
    required = (("num_hidden_layers", n_layers), ("hidden_size", hidden), ("num_attention_heads", heads), ("vocab_size", vocab))
    # A value given but not a positive whole number says so; only a value not there at all is "missing".
    wrong = [f"{key} must be a positive whole number (it is {config[key]!r})" for key, value in required
             if not value and key in config]
    if wrong:
        raise ConfigError("; ".join(wrong))
    missing = [key for key, value in required if not value]
    if missing:
        raise ConfigError(f"config.json has no {', '.join(missing)}")
    kv_heads = _int(config, "num_key_value_heads", default=heads)
    head_dim = _int(config, "head_dim", default=hidden // heads)
    intermediate = _int(config, "intermediate_size", "ffn_dim", default=4 * hidden)
    moe = None
    n_experts = _int(config, "num_local_experts", "num_experts", "n_routed_experts")
    if n_experts and n_experts > 1:
        first_dense = _int(config, "first_k_dense_replace", default=0) or 0
        moe = Moe(
            n_experts=n_experts,
            experts_per_token=_int(config, "num_experts_per_tok", "num_experts_per_token", "experts_per_token", default=2),
            n_shared=_int(config, "n_shared_experts", default=0) or 0,
            expert_intermediate=_int(config, "moe_intermediate_size", default=intermediate),
            shared_intermediate=_int(config, "moe_intermediate_size", "shared_expert_intermediate_size", default=0) or 0,
            n_moe_layers=n_layers - min(first_dense, n_layers - 1),
        )
    mla = None
    kv_lora = _int(config, "kv_lora_rank")
    if kv_lora:
        mla = Mla(kv_lora_rank=kv_lora, q_lora_rank=_int(config, "q_lora_rank"),
                  qk_nope_head_dim=_int(config, "qk_nope_head_dim", default=128), qk_rope_head_dim=_int(config, "qk_rope_head_dim", default=64),
                  v_head_dim=_int(config, "v_head_dim", default=128))
        head_dim = mla.qk_nope_head_dim + mla.qk_rope_head_dim
    swa = None
    window = _int(config, "sliding_window")
    n_swa = 0
    if window:
        layer_types = config.get("layer_types")
        if isinstance(layer_types, list):
            n_swa = sum(1 for kind in layer_types if kind == "sliding_attention")
        elif arch == "gemma2" or arch == "gpt-oss":
            n_swa = (n_layers + 1) // 2
        elif arch == "gemma3":
            n_swa = n_layers - n_layers // 6
        if 0 < n_swa < n_layers:
            swa = SlidingWindow(window=window, n_layers=n_swa)
        else:
            n_swa = 0
    family = {"gemma2": "gemma2", "gemma3": "gemma3", "gpt-oss": "gpt-oss", "llama4": "llama4"}.get(arch, arch)
    try:
        model = Model(
            id="config", name=str(config.get("_name_or_path") or name)[:100], family=family, architecture=arch, params_b=1.0,
            n_layers=n_layers, hidden_size=hidden, n_heads=heads, n_kv_heads=kv_heads, head_dim=head_dim,
            intermediate_size=intermediate, vocab_size=vocab,
            max_context=_int(config, "max_position_embeddings", "n_positions", "seq_length", default=4096),
            tie_word_embeddings=bool(config.get("tie_word_embeddings", False)), qkv_bias=bool(config.get("attention_bias", False)),
            n_kv_cache_layers=n_layers - n_swa, swa=swa, moe=moe, mla=mla, source=f"config.json ({hf_arch or 'no architectures key'})",
        )
    except ValidationError as error:
        detail = error.errors()[0]
        raise ConfigError(f"{'.'.join(str(p) for p in detail['loc'])}: {detail['msg']}") from None
    elements = sum(t.n_elements for t in layer_tensors(model))
    elements += vocab * hidden * (1 if model.tie_word_embeddings else 2)
    return model.model_copy(update={"params_b": round(elements / 1e9, 3)})
