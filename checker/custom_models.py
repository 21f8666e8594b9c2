"""Models that are not in the catalog: from a GGUF header or a config.json, turned into estimator input.

Plain Python, no Django import; the custom page and the API share it.
"""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from checker.catalog import Catalog, QuantMix
from checker.fit import FitInput
from checker.gguf_header import GgufError, layout_from_header, model_from_header, read_header, read_header_from_file
from checker.query import FitQuery, QueryError, parse_params, to_fit_input

# The first megabytes of a GGUF file hold its whole header for any current model.
MAX_GGUF_UPLOAD_BYTES = 64 * 1024 * 1024


def mix_for_file_type(file_type: object, catalog: Catalog) -> QuantMix:
    """The catalog mix llama.cpp's general.file_type names (F16 when unknown: only labels depend on it)."""
    for mix in catalog.mixes.values():
        if mix.llama_ftype is not None and mix.llama_ftype == file_type:
            return mix
    return catalog.mixes["f16"]


def gguf_path_fit_input(path_text: str, allowed_dirs: list[Path], params: dict[str, list[str]], catalog: Catalog) -> tuple[FitInput, FitQuery]:
    """Read the header of a GGUF file on this server, only inside the configured model folders."""
    if not allowed_dirs:
        raise QueryError("model.gguf_path", "reading model files by path is off on this server (set HEADROOM_MODEL_DIRS)", 403)
    try:
        path = Path(path_text).expanduser().resolve(strict=True)
    except (OSError, RuntimeError, ValueError):
        raise QueryError("model.gguf_path", "no such file on this server", 404) from None
    if not any(path.is_relative_to(folder.resolve()) for folder in allowed_dirs):
        raise QueryError("model.gguf_path", "that file is outside the folders in HEADROOM_MODEL_DIRS")
    if not path.is_file():
        raise QueryError("model.gguf_path", "that path is not a file", 404)
    try:
        header = read_header_from_file(path)
    except PermissionError:
        raise QueryError("model.gguf_path", "Headroom may not read that file (permission denied)", 403) from None
    except GgufError as error:
        raise QueryError("model.gguf_path", str(error)) from None
    return fit_input_for_header(header, params, catalog)


def gguf_fit_input(stream: BinaryIO, params: dict[str, list[str]], catalog: Catalog) -> tuple[FitInput, FitQuery]:
    """Read a GGUF header from ``stream`` and combine it with the query parameters (gpu, ctx, runtime...)."""
    try:
        header = read_header(stream, limit=MAX_GGUF_UPLOAD_BYTES)
    except GgufError as error:
        raise QueryError("gguf", str(error)) from None
    return fit_input_for_header(header, params, catalog)


def fit_input_for_header(header, params: dict[str, list[str]], catalog: Catalog, name: str = "uploaded GGUF") -> tuple[FitInput, FitQuery]:
    """Estimator input for a GGUF header (uploaded, read by path, or found by the local model scan) and the query parameters."""
    try:
        model = model_from_header(header, name)
        layout = layout_from_header(header, model.n_layers, model.moe.experts_per_token if model.moe else None,
                                    model.moe.n_experts if model.moe else None)
    except GgufError as error:
        raise QueryError("gguf", str(error)) from None
    mix = mix_for_file_type(header.metadata.get("general.file_type"), catalog)
    query = parse_params({**params, "model": ["gguf"], "quant": [mix.id]})
    return to_fit_input(query, catalog, model=model, layout=layout), query
