"""One verdict's inputs as they travel in URLs and JSON, and their translation to a FitInput.

Parsing only: a query string (:func:`parse_params`) or a JSON body (:func:`parse_json`) becomes
a :class:`FitQuery`, and :func:`to_fit_input` checks it against the catalog and turns it into the
estimator's input (reading a GGUF header through checker.fit.custom_models where the model is a
file). The HTML form, the canonical verdict URL, ``GET /api/fit`` and ``POST /api/fit`` all end
here, so every door validates the same way and a bad value gets the same message (the address
of a verdict, the way back, is checker.fit.links). Plain Python, no Django import.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from checker.fit import load_log, names
from checker.fit.catalog import Catalog, Mla, Model, Moe, SlidingWindow
from checker.fit.custom_models import GgufModel, gguf_model, read_gguf_path, sized_layout
from checker.fit.errors import QueryError, field_label
from checker.fit.gguf_header import GgufHeader
from checker.fit.hf_config import ConfigError, model_from_config
from checker.fit.inputs import FitInput, Hardware, hardware_kind
from checker.fit.load_log import file_size_bytes
from checker.fit.runtimes import RUNTIMES
from checker.fit.weights import expert_size_for_params, intermediate_size_for_params

MAX_GPUS = 16
DEFAULT_RAM_GIB = 32.0
DEFAULT_RAM_BANDWIDTH_GBPS = 89.6  # DDR5-5600, two channels: 5600 MT/s x 8 B x 2
COUNT_PREFIX = re.compile(r"^(\d{1,3})x-(.+)$")
MAX_CONTEXT = 4 * 1024 * 1024
MAX_BODY_BYTES = 64 * 1024  # a JSON question with a whole config.json fits in a few KiB


class CustomGpu(BaseModel):
    """Hardware not in the catalog (POST /api/fit)."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)
    name: Annotated[str, Field(min_length=1, max_length=100)]
    memory_mib: float = Field(gt=0, le=4 * 1024 * 1024)
    bandwidth_gbps: float = Field(gt=0, le=50000)
    fp16_tflops: float | None = Field(default=None, gt=0, le=10000)
    vendor: Literal["NVIDIA", "AMD", "Intel", "Apple"] = "NVIDIA"
    unified_memory: bool = False
    memory_type: Annotated[str, Field(max_length=40)] = "GDDR"  # HBM2e, HBM3... selects the data-centre speed constants


# llama.cpp's print_info names (what a load log prints) for the fields below.
LLAMA_CPP_NAMES = {
    "arch": "architecture", "n_layer": "n_layers", "n_embd": "hidden_size", "n_head": "n_heads", "n_head_kv": "n_kv_heads",
    "n_embd_head_k": "head_dim", "n_vocab": "vocab_size", "n_ff": "intermediate_size", "n_ff_exp": "expert_intermediate_size",
    "n_expert": "n_experts", "n_expert_used": "n_experts_used", "n_swa": "sliding_window", "n_ctx_train": "max_context",
    "n_lora_kv": "kv_lora_rank", "model_params_b": "params_b",
}
# Fields where llama.cpp prints 0 for "none" (n_expert = 0 on every dense model, n_swa = 0 without a sliding window).
ZERO_IS_NONE = ("n_experts", "n_experts_used", "expert_intermediate_size", "sliding_window", "n_sliding_layers", "kv_lora_rank",
                "qk_rope_head_dim", "intermediate_size", "active_params_b", "file_size_bytes")
MAX_FILE_BYTES = 4 * 2**40


class CustomModel(BaseModel):
    """A model described by its architecture (POST /api/fit, or a Hugging Face config.json).

    The fields take their names or llama.cpp's print_info ones (n_layer, n_embd, n_head, n_head_kv,
    n_embd_head_k, n_vocab, n_ff, n_ff_exp, n_expert, n_expert_used, n_swa, n_ctx_train, n_lora_kv),
    0 meaning "none" where llama.cpp prints 0 for it. ``file_size_bytes`` (or ``file_size`` as llama.cpp
    prints it, "4.58 GiB") is the truth for the weights when given.
    """

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)
    name: Annotated[str, Field(min_length=1, max_length=100)] = "custom model"
    architecture: str = "llama"
    n_layers: int = Field(gt=0, le=512)
    hidden_size: int = Field(gt=0, le=65536)
    n_heads: int = Field(gt=0, le=1024)
    n_kv_heads: int | None = Field(default=None, gt=0, le=1024)
    head_dim: int | None = Field(default=None, gt=0, le=1024)
    vocab_size: int = Field(gt=0, le=2_000_000)
    params_b: float = Field(gt=0, le=5000)
    intermediate_size: int | None = Field(default=None, gt=0, le=1_000_000)
    max_context: int = Field(default=8192, gt=0, le=MAX_CONTEXT)
    tie_word_embeddings: bool = False
    n_experts: int | None = Field(default=None, gt=1, le=1024)
    n_experts_used: int | None = Field(default=None, gt=0, le=1024)
    expert_intermediate_size: int | None = Field(default=None, gt=0, le=1_000_000)
    sliding_window: int | None = Field(default=None, gt=0, le=MAX_CONTEXT)
    n_sliding_layers: int | None = Field(default=None, ge=0, le=512)
    kv_lora_rank: int | None = Field(default=None, gt=0, le=65536)
    qk_rope_head_dim: int | None = Field(default=None, gt=0, le=1024)
    active_params_b: float | None = Field(default=None, gt=0, le=5000)
    file_size_bytes: float | None = Field(default=None, gt=0, le=MAX_FILE_BYTES)

    @model_validator(mode="before")
    @classmethod
    def _llama_cpp_names_and_zeros(cls, data):
        if not isinstance(data, dict):
            return data
        data = dict(data)
        for printed, name in LLAMA_CPP_NAMES.items():
            if printed in data:
                if name in data:
                    raise ValueError(f"give {name} or {printed}, not both")
                data[name] = data.pop(printed)
        if "file_size" in data:
            printed = data.pop("file_size")
            size = file_size_bytes(printed) if isinstance(printed, str) else None
            if size is None:
                raise ValueError("file_size is the size as llama.cpp prints it, such as '4.58 GiB'")
            data.setdefault("file_size_bytes", size)
        for name in ZERO_IS_NONE:
            if data.get(name) == 0:
                data[name] = None
        return data

    def to_model(self) -> Model:
        head_dim = self.head_dim or self.hidden_size // self.n_heads
        n_kv = self.n_kv_heads or self.n_heads
        if self.n_heads % n_kv:
            raise QueryError("model.n_kv_heads", "n_heads must be a multiple of n_kv_heads")
        try:
            intermediate = self.intermediate_size or (0 if self.n_experts else intermediate_size_for_params(
                self.params_b, self.n_layers, self.hidden_size, self.n_heads, n_kv, head_dim, self.vocab_size,
                self.tie_word_embeddings))
        except ValueError as error:
            raise QueryError("model.params_b", str(error)) from None
        moe = None
        if self.n_experts:
            if not self.n_experts_used:
                raise QueryError("model.n_experts_used", "an MoE model needs n_experts_used (how many experts each token uses)")
            expert = self.expert_intermediate_size
            if expert is None:
                try:
                    expert = expert_size_for_params(self.params_b, self.n_layers, self.hidden_size, self.n_heads, n_kv, head_dim,
                                                    self.vocab_size, self.tie_word_embeddings, self.n_experts)
                except ValueError as error:
                    raise QueryError("model.params_b", str(error)) from None
            moe = Moe(n_experts=self.n_experts, experts_per_token=self.n_experts_used, expert_intermediate=expert,
                      n_moe_layers=self.n_layers)
            if self.intermediate_size is None:
                intermediate = expert
        swa = None
        n_swa = self.n_sliding_layers or 0
        if self.sliding_window and n_swa:
            if n_swa >= self.n_layers:
                raise QueryError("model.n_sliding_layers", "n_sliding_layers must be smaller than n_layers")
            swa = SlidingWindow(window=self.sliding_window, n_layers=n_swa)
        mla = None
        if self.kv_lora_rank:
            rope = self.qk_rope_head_dim or 64
            mla = Mla(kv_lora_rank=self.kv_lora_rank, qk_nope_head_dim=max(head_dim - rope, 1), qk_rope_head_dim=rope,
                      v_head_dim=head_dim - rope if head_dim > rope else head_dim)
        return Model(
            id="custom", name=self.name, family="custom", architecture=self.architecture, params_b=self.params_b,
            n_layers=self.n_layers, hidden_size=self.hidden_size, n_heads=self.n_heads, n_kv_heads=n_kv, head_dim=head_dim,
            intermediate_size=intermediate, vocab_size=self.vocab_size, max_context=self.max_context,
            tie_word_embeddings=self.tie_word_embeddings, n_kv_cache_layers=self.n_layers - n_swa, swa=swa, moe=moe,
            mla=mla, source="given by the user",
        )


class HfConfigModel(BaseModel):
    """A model given as its Hugging Face config.json (the parsed object)."""

    model_config = ConfigDict(extra="forbid")
    hf_config: dict


class GgufPathModel(BaseModel):
    """A GGUF file on this server, by path (only inside HEADROOM_MODEL_DIRS)."""

    model_config = ConfigDict(extra="forbid")
    gguf_path: str = Field(min_length=1, max_length=4096)


# llama-quantize's own aliases (tools/quantize/quantize.cpp @0c1e57098: Q3_K, Q4_K and Q5_K stand for the _M
# mixes), gpt-oss's file type as people write it, and the float names; llama.cpp's printed file types
# ("Q4_K - Medium", "MXFP4 MoE") come from load_log.FILE_TYPES.
QUANT_ALIASES = {"q3_k": "q3_k_m", "q4_k": "q4_k_m", "q5_k": "q5_k_m", "mxfp4": "mxfp4_moe", "fp16": "f16", "fp32": "f32",
                 "float16": "f16", "bfloat16": "bf16"}


def quant_id(text: str) -> str:
    """The catalog id for a quantization as users write it: Q4_K_M, q4-k-m, "Q4_K - Medium", Q4_K, MXFP4."""
    key = " ".join(text.strip().lower().split())
    if key in load_log.FILE_TYPES:
        return load_log.FILE_TYPES[key]
    if re.fullmatch(r"i?q\d[\w\s-]*", key):  # GGUF names only: q4-k-m; the catalog's own ids keep their hyphens (bf16-hf)
        key = re.sub(r"[\s-]+", "_", key)
    return QUANT_ALIASES.get(key, key)


class FitQuery(BaseModel):
    """The fields of GET/POST /api/fit; the HTML form fills the same model."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)
    model: str | CustomModel | HfConfigModel | GgufPathModel
    quant: str = "q4_k_m"
    gpu: list[str | CustomGpu] = Field(default_factory=list, max_length=MAX_GPUS)
    ctx: int | None = Field(default=None, ge=256, le=MAX_CONTEXT)
    kv_cache: str | None = None
    flash_attn: bool | None = None
    ubatch: int | None = Field(default=None, ge=1, le=65536)
    n_gpu_layers: int | None = Field(default=None, ge=0, le=1000)
    n_cpu_moe: int | None = Field(default=None, ge=0, le=1000)
    parallel: int | None = Field(default=None, ge=1, le=256)  # sequences with their own context (OLLAMA_NUM_PARALLEL)
    runtime: Literal["llama.cpp", "ollama", "lmstudio", "vllm"] = "llama.cpp"
    used_mib: list[float] = Field(default_factory=list, max_length=MAX_GPUS)

    @field_validator("quant", mode="before")
    @classmethod
    def _quant_as_written(cls, value):
        return quant_id(value) if isinstance(value, str) else value
    ram_gib: float | None = Field(default=None, gt=0, le=65536)  # None: 32 GiB, or the CPU entry's size
    os: Literal["linux", "windows"] = "linux"

    @field_validator("used_mib")
    @classmethod
    def _non_negative(cls, values: list[float]) -> list[float]:
        if any(value < 0 or value > 4 * 1024 * 1024 for value in values):
            raise ValueError("memory in use must be between 0 and 4,194,304 MiB")
        return values

    @field_validator("flash_attn", mode="before")
    @classmethod
    def _on_off(cls, value):
        if isinstance(value, str):
            lowered = value.strip().lower()
            if lowered in ("on", "true", "1", "yes"):
                return True
            if lowered in ("off", "false", "0", "no"):
                return False
            if lowered in ("auto", ""):
                return None
            raise ValueError("flash_attn is on, off or auto")
        return value


def friendly(detail: dict) -> str:
    """A pydantic error in words a user understands (no "Input should be a valid integer, unable to parse string")."""
    kind, context = detail["type"], detail.get("ctx") or {}
    bound = next((context[key] for key in ("gt", "ge", "lt", "le") if key in context), None)
    number = f"{bound:,}" if isinstance(bound, int | float) and not isinstance(bound, bool) else bound
    words = {
        "int_parsing": "must be a whole number", "int_from_float": "must be a whole number", "int_type": "must be a whole number",
        "float_parsing": "must be a number", "float_type": "must be a number", "finite_number": "must be a finite number",
        "bool_parsing": "must be on or off", "missing": "is required", "extra_forbidden": "is not something this accepts",
        "greater_than": "must be positive" if bound == 0 else f"must be more than {number}",
        "greater_than_equal": f"must be at least {number}", "less_than": f"must be less than {number}",
        "less_than_equal": f"must be at most {number}", "string_too_long": "is too long", "string_too_short": "is empty",
        "too_long": "has too many items", "literal_error": f"must be one of {context.get('expected', '')}",
        "string_type": "must be text", "list_type": "must be a list", "dict_type": "must be an object",
    }
    if kind == "value_error":
        return str(detail["msg"]).removeprefix("Value error, ")
    return words.get(kind, str(detail["msg"]))


def _location(detail: dict) -> str:
    # Union members appear in the location as type names ("str", "CustomModel"): leave them out.
    return ".".join(str(part) for part in detail["loc"] if not (isinstance(part, str) and (part == "str" or part[:1].isupper()))) \
        or "body"


def first_error(error: ValidationError) -> QueryError:
    """The pydantic errors as the API's {"error", "field"} shape: every invalid field at once, the first one's field."""
    errors = error.errors()
    # For "id or object" fields, an object that fails should report its own
    # field, not "Input should be a valid string".
    meaningful = [e for e in errors if e["type"] != "string_type"] or errors[:1]
    # An object checked against several shapes (a model: by architecture, config.json or a GGUF path) fails
    # each; keep the shape it was meant as: the one whose fields it has (fewest "missing" or "not accepted").
    members: dict[str, list[dict]] = {}
    for detail in meaningful:
        member = next((part for part in detail["loc"] if isinstance(part, str) and part[:1].isupper()), "")
        members.setdefault(member, []).append(detail)
    if len([m for m in members if m]) > 1:
        def misfit(member: str) -> tuple[int, int]:  # fields it does not accept first, then fields it lacks
            return (sum(d["type"] == "extra_forbidden" for d in members[member]),
                    sum(d["type"] == "missing" for d in members[member]))
        best = min((m for m in members if m), key=misfit)
        meaningful = members.get("", []) + members[best]
    seen: dict[str, str] = {}
    for detail in meaningful:
        seen.setdefault(_location(detail), friendly(detail))
    fields = list(seen)

    def sentence(field: str, text: str) -> str:
        name = field.split(".")[-1]
        return text if field == "body" or text.startswith(name) else f"{field_label(field)} {text}"
    message = "; ".join(sentence(field, text) for field, text in seen.items())
    return QueryError(fields[0], message, 400, fields=fields)


def parse_params(params: dict[str, list[str]]) -> FitQuery:
    """A query string (each key with its list of values) to a FitQuery."""
    single = ("model", "quant", "ctx", "kv_cache", "flash_attn", "ubatch", "n_gpu_layers", "n_cpu_moe", "parallel", "runtime",
              "ram_gib", "os")
    data: dict = {}
    for key, values in params.items():
        values = [value for value in values if value != ""]
        if not values:
            continue
        if key in ("gpu", "used_mib"):
            data[key] = values
        elif key in single:
            data[key] = values[-1]
        else:
            name = key[:40] or "query"
            raise QueryError(name, f"'{name}' is not a parameter of this page")
    try:
        return FitQuery.model_validate(data)
    except ValidationError as error:
        raise first_error(error) from None


def _no_constants(name: str):
    raise ValueError(f"{name} is not a number this API takes")


def parse_json(body: bytes) -> FitQuery:
    """The body of POST /api/fit (a JSON object) to a FitQuery."""
    if len(body) > MAX_BODY_BYTES:
        raise QueryError("body", f"The body is larger than {MAX_BODY_BYTES:,} bytes", 413)
    try:
        payload = json.loads(body or b"", parse_constant=_no_constants)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise QueryError("body", f"The body is not valid JSON: {error}") from None
    except ValueError as error:  # NaN, Infinity
        raise QueryError("body", str(error)) from None
    except RecursionError:
        raise QueryError("body", "The body nests JSON too deeply") from None
    if not isinstance(payload, dict):
        raise QueryError("body", "The body must be a JSON object")
    try:
        return FitQuery.model_validate(payload)
    except ValidationError as error:
        raise first_error(error) from None


def to_fit_input(query: FitQuery, catalog: Catalog, model_dirs: list[Path] | None = None,
                 gguf: GgufModel | None = None) -> FitInput:
    """Validate a query against the catalog and make the estimator's input.

    ``gguf``: a model already read from a GGUF header (an upload, a local file), whose tensor sizes
    and quantization replace the catalog's. A ``gguf_path`` model is read here, only inside
    ``model_dirs``.
    """
    # A model read from a GGUF header comes with its own placeholder name: only the GPUs are named then.
    query = resolve_names(query, catalog, model=gguf is None)
    if gguf is None and isinstance(query.model, GgufPathModel):
        gguf = gguf_model(read_gguf_path(query.model.gguf_path, model_dirs or []), catalog, "model.gguf")
    if gguf is not None:
        model, mix = gguf.model, gguf.mix
    else:
        model, mix = _model(query, catalog), catalog.mixes.get(query.quant)
    if mix is None:
        raise QueryError("quant", f"no quantization has the id '{query.quant}' (GET /api/catalog/quants lists them)", 404)
    layout, weights_label = (gguf.layout, "gguf") if gguf else (None, "catalog")
    if isinstance(query.model, (CustomModel, HfConfigModel)):
        weights_label = "architecture"
        size = query.model.file_size_bytes if isinstance(query.model, CustomModel) else None
        if size:
            tie_known = "tie_word_embeddings" in query.model.model_fields_set
            (model, layout), weights_label = sized_layout(model, mix, catalog, size, tie_known), "file_size"
    gpus: list[Hardware] = []
    for item in query.gpu:
        if isinstance(item, CustomGpu):
            gpus.append(Hardware(item.name, item.memory_mib, item.bandwidth_gbps, item.fp16_tflops, None, item.vendor, item.unified_memory,
                                 kind=hardware_kind(item.vendor, item.memory_type, item.unified_memory, item.name)))
            continue
        gpu = catalog.gpus.get(item)
        if gpu is None:
            raise QueryError("gpu", f"no accelerator has the id '{item}' (GET /api/catalog/gpus lists them)", 404)
        gpus.append(Hardware.from_gpu(gpu))
    cpu_entries = [g for g in gpus if g.vendor == "CPU"]
    ram_gib, ram_bandwidth = query.ram_gib or DEFAULT_RAM_GIB, DEFAULT_RAM_BANDWIDTH_GBPS
    if cpu_entries:
        if len(gpus) > 1:
            raise QueryError("gpu", "a CPU-only choice cannot be combined with GPUs; give the GPUs and ram_gib instead")
        ram_bandwidth = cpu_entries[0].bandwidth_gbps
        ram_gib = query.ram_gib or cpu_entries[0].memory_mib / 1024
        gpus = []
    if query.kv_cache is not None:
        kv = catalog.kv_cache_types.get(query.kv_cache)
        if kv is None:
            raise QueryError("kv_cache", f"'{query.kv_cache}' is no KV cache type ({', '.join(catalog.kv_cache_types)})")
        runtime_name = query.runtime
        if runtime_name not in kv.runtimes:
            raise QueryError("kv_cache", f"{RUNTIMES[runtime_name]} has no '{kv.id}' KV cache type")
    if len(query.used_mib) > max(len(gpus), 1):
        raise QueryError("used_mib", "give at most one used_mib per GPU")
    if query.n_cpu_moe and not model.moe:
        raise QueryError("n_cpu_moe", f"{model.name} is not a mixture-of-experts model")
    return FitInput(
        model=model, mix=mix, gpus=tuple(gpus), runtime=query.runtime, context=query.ctx, kv_cache=query.kv_cache,
        flash_attn=query.flash_attn, ubatch=query.ubatch, n_gpu_layers=query.n_gpu_layers, n_cpu_moe=query.n_cpu_moe,
        parallel=query.parallel,
        used_mib=tuple(query.used_mib), ram_gib=ram_gib, ram_bandwidth_gbps=ram_bandwidth, os=query.os,
        layout=layout, weights_label=weights_label,
    )


def _named(catalog_entries: dict, resolution, field: str, kind: str) -> str:
    """The catalog id a typed name came to, or a QueryError that lists the choices or the closest names."""
    if resolution.id:
        return resolution.id
    def label(entry_id: str) -> str:
        return f"{catalog_entries[entry_id].name} ({entry_id})"
    if resolution.choices:
        raise QueryError(field, f"“{resolution.text}” names several {kind}s: "
                                + ", ".join(label(i) for i in resolution.choices) + ". Pick one.", 400, resolution.choices)
    closest = f" Closest: {', '.join(label(i) for i in resolution.closest)}." if resolution.closest else ""
    hint = " Or describe it by its architecture on the custom model page (/will-it-run/custom/)." if kind == "model" else ""
    raise QueryError(field, f"No {kind} matches “{resolution.text}”.{closest}{hint}", 404, resolution.closest)


def resolve_names(query: FitQuery, catalog: Catalog, model: bool = True) -> FitQuery:
    """The query with the model and GPUs as people type them ("Llama 3.1 8B", llama3.1:8b, a Hugging Face
    repository or a GGUF file name; "RTX 4090", "4090", "M3 Max 64GB") turned into catalog ids (checker.fit.names).
    A GGUF file name or an Ollama tag that names its quantization sets the quantization too."""
    update: dict = {}
    if model and isinstance(query.model, str) and query.model not in catalog.models:
        resolution = names.resolve_model(query.model, {m.id: m.name for m in catalog.models.values()})
        update["model"] = _named(catalog.models, resolution, "model", "model")
        if resolution.quant and quant_id(resolution.quant) in catalog.mixes:
            update["quant"] = quant_id(resolution.quant)
    if any(isinstance(g, str) and g not in catalog.gpus for g in query.gpu):
        entries = {g.id: g.name for g in catalog.gpus.values()}
        update["gpu"] = [_named(catalog.gpus, names.resolve_gpu(g, entries), "gpu", "GPU") if isinstance(g, str) and g not in catalog.gpus
                         else g for g in query.gpu]
    return query.model_copy(update=update) if update else query


def _model(query: FitQuery, catalog: Catalog) -> Model:
    if isinstance(query.model, CustomModel):
        return query.model.to_model()
    if isinstance(query.model, HfConfigModel):
        try:
            return model_from_config(query.model.hf_config)
        except ConfigError as error:
            raise QueryError("model.hf_config", str(error)) from None
    model = catalog.models.get(query.model)
    if model is None:
        raise QueryError("model", f"no model has the id '{query.model}' (GET /api/catalog/models lists them)", 404)
    return model


def load_log_query(text: str, params: dict[str, list[str]], catalog: Catalog) -> FitQuery:
    """The question for a model described by its llama.cpp load log (print_info lines): its architecture, its
    file type (instead of the form's quantization, where the catalog knows it) and its file size."""
    fields, mix_id = load_log.read(text)
    if "n_layer" not in fields or "n_embd" not in fields:
        raise QueryError("load_log", "No model description found: paste the lines of the load log that start with print_info: "
                                     "(llm_load_print_meta: in older logs), from arch to file size.")
    if "params_b" not in fields:
        fields["params_b"] = 1.0  # only the FFN width would need it, and the log prints n_ff
    try:
        model = CustomModel.model_validate(fields)
    except ValidationError as error:
        raise QueryError("load_log", f"The log's model description is not complete: {first_error(error).message}") from None
    quant = [mix_id] if mix_id in catalog.mixes else params.get("quant", ["q4_k_m"])
    return parse_params(params | {"model": ["custom"], "quant": quant}).model_copy(update={"model": model})


def header_fit_input(header: GgufHeader, params: dict[str, list[str]], catalog: Catalog,
                     name: str = "uploaded GGUF") -> tuple[FitInput, FitQuery]:
    """Estimator input for a GGUF header (uploaded, or found by the local model scan) with the other
    query parameters (gpu, ctx, runtime...); the header gives the model and its quantization."""
    gguf = gguf_model(header, catalog, name)
    query = parse_params({**params, "model": ["gguf"], "quant": [gguf.mix.id]})
    return to_fit_input(query, catalog, gguf=gguf), query


# ------------------------------------------------------------ the GPUs segment of a verdict's address


def parse_gpus_segment(segment: str) -> list[str]:
    gpu_ids: list[str] = []
    for part in segment.split("+"):
        match = COUNT_PREFIX.match(part)
        if match:
            count = int(match.group(1))
            if not 1 <= count <= MAX_GPUS:
                raise QueryError("gpu", f"between 1 and {MAX_GPUS} cards of one kind")
            gpu_ids += [match.group(2)] * count
        else:
            gpu_ids.append(part)
        if len(gpu_ids) > MAX_GPUS:
            raise QueryError("gpu", f"at most {MAX_GPUS} cards")
    return gpu_ids
