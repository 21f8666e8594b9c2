"""Models that are not in the catalog, read from a GGUF file's header: an upload's first megabytes,
or a file on this server inside the allowed model folders.

The header gives the architecture and every tensor's exact size (a :class:`GgufModel`);
checker.fit.query turns it, with the rest of the question, into the estimator's input. A
config.json is read by checker.fit.hf_config. Plain Python, no Django import.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from checker.fit.catalog import Catalog, Model, QuantMix
from checker.fit.errors import QueryError
from checker.fit.gguf_header import (
    GgufError,
    GgufHeader,
    layout_from_header,
    model_from_header,
    read_header,
    read_header_from_file,
)
from checker.fit.weights import WeightsLayout, scaled_to, weights_layout

# The first megabytes of a GGUF file hold its whole header for any current model (a 262k-token vocabulary
# takes about 8 MB); the page and the README send the first 32 MiB. Nothing larger is read.
MAX_GGUF_UPLOAD_BYTES = 32 * 1024 * 1024


@dataclass(frozen=True)
class GgufModel:
    """A model as its GGUF header describes it: the architecture, the exact tensor sizes, the quantization."""

    model: Model
    layout: WeightsLayout
    mix: QuantMix


def mix_for_file_type(file_type: object, catalog: Catalog) -> QuantMix:
    """The catalog mix llama.cpp's general.file_type names (F16 when unknown: only labels depend on it)."""
    for mix in catalog.mixes.values():
        if mix.llama_ftype is not None and mix.llama_ftype == file_type:
            return mix
    return catalog.mixes["f16"]


def gguf_model(header: GgufHeader, catalog: Catalog, name: str) -> GgufModel:
    try:
        model = model_from_header(header, name)
        layout = layout_from_header(header, model.n_layers, model.moe.experts_per_token if model.moe else None,
                                    model.moe.n_experts if model.moe else None)
    except GgufError as error:
        raise QueryError("gguf", str(error)) from None
    return GgufModel(model, layout, mix_for_file_type(header.metadata.get("general.file_type"), catalog))


def read_gguf_path(path_text: str, allowed_dirs: list[Path]) -> GgufHeader:
    """Read the header of a GGUF file on this server, only inside the configured model folders."""
    if not allowed_dirs:
        raise QueryError("model.gguf_path", "reading model files by path is off on this server (set HEADROOM_MODEL_DIRS)", 403)
    # Whether a path outside the folders exists is not this server's to tell: one answer for all of them.
    outside = QueryError("model.gguf_path", "that path is not inside the folders in HEADROOM_MODEL_DIRS")
    try:
        path = Path(path_text).expanduser().resolve(strict=False)
    except (OSError, RuntimeError, ValueError):
        raise outside from None
    if not any(path.is_relative_to(folder.resolve()) for folder in allowed_dirs):
        raise outside
    if not path.is_file():
        raise QueryError("model.gguf_path", "no such file in the model folders", 404)
    try:
        return read_header_from_file(path)
    except PermissionError:
        raise QueryError("model.gguf_path", "Headroom may not read that file (permission denied)", 403) from None
    except GgufError as error:
        raise QueryError("model.gguf_path", str(error)) from None


def read_gguf_upload(stream: BinaryIO) -> GgufHeader:
    """Read a GGUF header from the first megabytes of an uploaded file."""
    try:
        return read_header(stream, limit=MAX_GGUF_UPLOAD_BYTES)
    except GgufError as error:
        raise QueryError("gguf", str(error)) from None


def sized_layout(model: Model, mix: QuantMix, catalog: Catalog, size: float, tie_known: bool) -> tuple[Model, WeightsLayout]:
    """The model and its tensors for a model given by its architecture and its file's size (the truth for the weights).

    A load log does not say whether the output matrix is the token embeddings (Gemma, Command R, Llama 3.2 1B/3B, small
    Qwen models); the file says it, one vocab x hidden matrix smaller when they are tied. Where the user did not say,
    the layout closer to the file wins. On the GPU llama.cpp keeps a copy of a tied output all the same (the CPU keeps
    the embeddings): Gemma 2 2B's 1624 MiB on the GPU (benchmarks/data/load_logs) came out 16 % low when the size was
    spread over an untied layout."""
    layout = weights_layout(model, mix, catalog)
    if not tie_known and not model.tie_word_embeddings:
        tied_model = model.model_copy(update={"tie_word_embeddings": True})
        tied = weights_layout(tied_model, mix, catalog)
        if abs(tied.file_bytes - size) < abs(layout.file_bytes - size):
            model, layout = tied_model, tied
    return model, scaled_to(layout, size)
