"""Ollama library tags ("llama3.1:70b") to catalog models and the quantization the tag ships.

Ollama's default tags are Q4_K_M builds (gpt-oss ships MXFP4); a tag that names
its quantization ("qwen3:8b-q8_0") says so itself. Plain Python.
"""

from __future__ import annotations

import re

from checker.fit.catalog import Catalog

# Library name -> catalog id prefix; the size after ":" completes it.
FAMILIES = {
    "llama2": "llama-2", "llama3": "llama-3", "llama3.1": "llama-3.1", "llama3.2": "llama-3.2", "llama3.3": "llama-3.3",
    "mistral": "mistral-7b-v0.3", "mistral-nemo": "mistral-nemo-12b", "mistral-small": "mistral-small-24b-2501",
    "mixtral": "mixtral", "qwen2.5": "qwen2.5", "qwen2.5-coder": "qwen2.5-coder", "qwen3": "qwen3", "qwen3-coder": "qwen3-coder",
    "gemma2": "gemma-2", "gemma3": "gemma-3", "phi3": "phi-3-mini-4k", "phi3.5": "phi-3.5-mini", "phi4": "phi-4",
    "deepseek-r1": "deepseek-r1-distill", "gpt-oss": "gpt-oss", "command-r": "command-r-35b",
}
QUANT_SUFFIX = re.compile(r"-(q\d_k_[sm]|q\d_k|q\d_\d|fp16|f16|bf16|mxfp4)$")
DEEPSEEK_DISTILL = {"1.5b": None, "7b": "qwen-7b", "8b": "llama-8b", "14b": "qwen-14b", "32b": "qwen-32b", "70b": "llama-70b"}


def catalog_model_for(tag: str, catalog: Catalog) -> tuple[str, str] | None:
    name, _, variant = tag.lower().partition(":")
    name = name.rsplit("/", 1)[-1]
    variant = variant or "latest"
    quant = "mxfp4_moe" if name == "gpt-oss" else "q4_k_m"
    suffix = QUANT_SUFFIX.search(variant)
    if suffix:
        quant = {"fp16": "f16", "q4_k": "q4_k_m", "q5_k": "q5_k_m"}.get(suffix.group(1), suffix.group(1))
        variant = variant[: suffix.start()]
    size = re.match(r"^(\d+b-a\d+b|\d+x\d+b|\d+(?:\.\d+)?b)", variant)
    prefix = FAMILIES.get(name)
    if prefix is None:
        return None
    candidates: list[str] = []
    if name == "deepseek-r1" and size and DEEPSEEK_DISTILL.get(size.group(1)):
        candidates.append(f"{prefix}-{DEEPSEEK_DISTILL[size.group(1)]}")
    elif size:
        candidates.append(f"{prefix}-{size.group(1)}")
    candidates.append(prefix)
    for candidate in candidates:
        if candidate in catalog.models and quant in catalog.mixes:
            return candidate, quant
    return None
