"""The one error of Will it run?'s inputs: which field is wrong, in words, and the HTTP status it
maps to (400 a bad value, 403 a refused file, 404 an unknown id or file, 413 too large).

Raised by the input parsing (checker.fit.query) and the model-file readers
(checker.fit.custom_models); the pages show it beside the field, the API as
``{"error": ..., "field": ...}``. Plain Python, no Django import.
"""

from __future__ import annotations


class QueryError(Exception):
    def __init__(self, field: str, message: str, status: int = 400, choices: list[str] | None = None,
                 fields: list[str] | None = None):
        super().__init__(message)
        self.field = field
        self.message = message
        self.status = status
        self.choices = choices or []  # catalog ids to choose from (a name that matched several, or the closest)
        self.fields = fields or [field]  # every invalid field, when several were

    @property
    def label(self) -> str:
        """The field as a user knows it: "Context", "config.json", "hidden_size" (not "model.hf_config")."""
        return field_label(self.field)


# The API's field paths, as the pages name them.
FIELD_LABELS = {"model": "Model", "quant": "Quantization", "gpu": "GPU", "ctx": "Context", "kv_cache": "KV cache type",
                "flash_attn": "Flash attention", "ubatch": "Micro-batch", "n_gpu_layers": "GPU layers", "n_cpu_moe": "Expert layers on the CPU",
                "parallel": "Parallel sequences", "runtime": "Runtime", "used_mib": "VRAM already used", "ram_gib": "System RAM",
                "os": "Operating system", "model.hf_config": "config.json", "config_json": "config.json", "load_log": "Load log",
                "model.gguf": "GGUF file", "model.gguf_path": "GGUF file", "body": "Request"}


def field_label(field: str) -> str:
    if field in FIELD_LABELS:
        return FIELD_LABELS[field]
    head, _, rest = field.partition(".")
    if head in ("model", "gpu") and rest:
        return rest.split(".")[-1] if not rest.split(".")[-1].isdecimal() else f"{FIELD_LABELS[head]} {int(rest.split('.')[-1]) + 1}"
    return field

