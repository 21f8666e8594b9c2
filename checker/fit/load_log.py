"""A model as its llama.cpp load log describes it: the architecture, the file type and the file size.

llama.cpp prints them when it loads a model (``print_info:`` since 2025, ``llm_load_print_meta:``
before), and so do Ollama's and LM Studio's logs, which run llama.cpp::

    print_info: arch             = llama
    print_info: n_ctx_train      = 131072
    print_info: n_embd           = 4096
    print_info: n_layer          = 32
    print_info: file type        = Q4_K - Medium
    print_info: file size        = 4.58 GiB (4.89 BPW)

Whatever prefix a log line carries (a timestamp, journald, a Docker service), the key and its value
are found after the function name. Per-layer values (``n_head = [32, 32, ...]``) give their largest.
The names are llama.cpp's (src/llama-model.cpp ``print_info``, llama-cpp-python 0.3.36's vendored
llama.cpp at 0c1e57098, October 2026). Plain Python, no Django import.
"""

from __future__ import annotations

import re

LINE = re.compile(r"\b(?:print_info|llm_load_print_meta):\s+(?P<key>[\w. ]+?)\s*=\s*(?P<value>.+?)\s*$")
NUMERIC = {"n_layer", "n_embd", "n_head", "n_head_kv", "n_embd_head_k", "n_vocab", "n_ff", "n_ff_exp", "n_expert", "n_expert_used",
           "n_swa", "n_ctx_train", "n_lora_kv"}
# llama.cpp's file type names (llama_model_ftype_name) to the catalog's mixes.
FILE_TYPES = {
    "all f32": "f32", "mostly f16": "f16", "f16": "f16", "bf16": "bf16", "q8_0": "q8_0", "q4_0": "q4_0", "q4_1": "q4_1",
    "q5_0": "q5_0", "q5_1": "q5_1", "q2_k - medium": "q2_k", "q2_k - small": "q2_k_s", "q3_k - small": "q3_k_s",
    "q3_k - medium": "q3_k_m", "q3_k - large": "q3_k_l", "q4_k - small": "q4_k_s", "q4_k - medium": "q4_k_m",
    "q5_k - small": "q5_k_s", "q5_k - medium": "q5_k_m", "q6_k": "q6_k", "iq2_xxs - 2.0625 bpw": "iq2_xxs",
    "iq2_xs - 2.3125 bpw": "iq2_xs", "iq2_s - 2.5 bpw": "iq2_s", "iq2_m - 2.7 bpw": "iq2_m", "iq3_xs - 3.3 bpw": "iq3_xs",
    "iq3_xxs - 3.0625 bpw": "iq3_xxs", "iq1_s - 1.5625 bpw": "iq1_s", "iq1_m - 1.75 bpw": "iq1_m", "iq4_nl - 4.5 bpw": "iq4_nl",
    "iq3_s - 3.4375 bpw": "iq3_s", "iq3_s mix - 3.66 bpw": "iq3_m", "iq4_xs - 4.25 bpw": "iq4_xs", "mxfp4 moe": "mxfp4_moe",
}


# Which layers slide: the log prints the window (n_swa) and, since llama.cpp's sliding-window cache (2025), whether
# any layer uses it (is_swa_any), but not which. llama.cpp's default pattern per architecture (src/models/*.cpp,
# load_swa_pattern / set_swa_pattern, 0c1e57098): of every P layers the last attends to the whole context.
SWA_PATTERN = {"gemma2": 2, "gemma3": 6, "gpt-oss": 2, "llama4": 4, "cohere2": 4}


FILE_SIZE = re.compile(r"^\s*(\d+(?:[.,]\d+)?)\s*(B|KiB|MiB|GiB|TiB|KB|MB|GB|TB)\b", re.IGNORECASE)
FILE_SIZE_UNITS = {"b": 1, "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40, "kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12}


def file_size_bytes(text: str) -> float | None:
    """llama.cpp's printed 'file size = 4.58 GiB (4.89 BPW)' (or '4.58 GiB') in bytes; None if it is not one. A German
    or French locale prints a decimal comma: '14,19 GiB' (a SYCL log of 2024, benchmarks/data/load_logs)."""
    match = FILE_SIZE.match(text)
    return float(match.group(1).replace(",", ".")) * FILE_SIZE_UNITS[match.group(2).lower()] if match else None


def read(text: str) -> tuple[dict, str | None]:
    """(the model's fields as /api/fit takes them, the catalog mix id of its file type or None)."""
    printed: dict[str, str] = {}
    for line in text.splitlines():
        match = LINE.search(line)
        if match:
            printed.setdefault(match.group("key").strip(), match.group("value"))
    model: dict = {}
    for key in NUMERIC:
        if key in printed and (numbers := re.findall(r"\d+", printed[key])):
            model[key] = max(int(number) for number in numbers)
    if "arch" in printed:
        model["arch"] = printed["arch"].strip()
    # Builds before that cache (no is_swa_any line) kept the whole context for every layer: no sliding layers then.
    pattern = SWA_PATTERN.get(model.get("arch", ""))
    if pattern and model.get("n_swa") and model.get("n_layer") and printed.get("is_swa_any", "").strip() == "1":
        model["n_sliding_layers"] = model["n_layer"] - model["n_layer"] // pattern
    if "general.name" in printed:
        model["name"] = printed["general.name"].strip()[:100]
    params = re.match(r"([\d.]+)\s*([TBMK])", printed.get("model params", ""))
    if params:
        model["params_b"] = float(params.group(1)) * {"T": 1000, "B": 1, "M": 1e-3, "K": 1e-6}[params.group(2)]
    size = printed.get("file size") or printed.get("model size")
    if size:
        model["file_size"] = size
    file_type = (printed.get("file type") or printed.get("model ftype") or "").strip().lower()
    return model, FILE_TYPES.get(file_type) or FILE_TYPES.get(file_type.split(" (")[0])
