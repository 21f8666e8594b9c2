"""Load and validate the catalogs of accelerators, models and quantizations.

Plain Python, no Django import (the estimator, the views, the API, the system
check and the tests all call :func:`load_catalog`). Like the article loader, a
bad entry never raises: it becomes a :class:`CatalogProblem` naming the file,
the entry and the field, ``manage.py check`` reports it (ids ``checker.E001``
to ``checker.E003``), and only valid entries are served.

Run ``python -m checker.fit.catalog [DIR]`` to validate a catalog folder.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError, model_validator

CatalogId = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(?:[-._][a-z0-9]+)*$", max_length=80)]
Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]
MIB_PER_GB = 1e9 / 2**20  # vendors quote decimal GB; runtimes print MiB


class Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Gpu(Entry):
    id: CatalogId
    vendor: Literal["NVIDIA", "AMD", "Intel", "Apple", "CPU"]
    name: Text
    memory_gb: float = Field(gt=0, le=2048)
    memory_type: Text
    bandwidth_gbps: float = Field(gt=0, le=20000)
    fp16_tflops: float | None = Field(default=None, gt=0, le=5000)
    fp16_basis: Text
    fp32_tflops: float | None = Field(default=None, gt=0, le=500)
    architecture: Text
    generation: Text
    release_year: int | None = Field(default=None, ge=2010, le=2030)
    form: Literal["desktop", "laptop", "datacenter", "soc", "cpu"]
    unified_memory: bool
    cuda_compute_capability: str | None = None
    sm_count: int | None = Field(default=None, gt=0, le=1000)  # NVIDIA: streaming multiprocessors (the context's size)
    sm_count_source: str | None = None  # where the entry's source is a datasheet without it
    note: str | None = None
    source: Text

    @property
    def memory_mib(self) -> float:
        # Memory sizes are binary in practice (a "24 GB" card has 24 GiB, less what
        # the driver keeps; nvidia-smi prints 24564 MiB for an RTX 4090).
        return self.memory_gb * 1024

    @property
    def is_cpu(self) -> bool:
        return self.form == "cpu"

    @property
    def compute_tflops(self) -> float | None:
        """The throughput prompt processing can use: tensor FP16, else shader FP32."""
        return self.fp16_tflops if self.fp16_tflops and self.fp16_tflops > (self.fp32_tflops or 0) else self.fp32_tflops


class SlidingWindow(Entry):
    window: int = Field(gt=0)
    n_layers: int = Field(gt=0)  # layers that keep only the last `window` tokens


class Moe(Entry):
    n_experts: int = Field(gt=1)
    experts_per_token: int = Field(gt=0)
    n_shared: int = Field(default=0, ge=0)
    expert_intermediate: int = Field(gt=0)
    shared_intermediate: int = Field(default=0, ge=0)
    n_moe_layers: int = Field(gt=0)


class Mla(Entry):
    q_lora_rank: int | None = Field(default=None, gt=0)
    kv_lora_rank: int = Field(gt=0)
    qk_nope_head_dim: int = Field(gt=0)
    qk_rope_head_dim: int = Field(gt=0)
    v_head_dim: int = Field(gt=0)


class LinearAttention(Entry):
    """Gated DeltaNet layers (Qwen3.5, Qwen3-Next): every Nth layer is full attention.

    The head counts are unknown for some checkpoints; the weights then fall back
    to the nominal parameter count (see checker/fit/weights.py).
    """

    full_attention_interval: int = Field(gt=1)
    linear_num_key_heads: int | None = Field(default=None, gt=0)
    linear_num_value_heads: int | None = Field(default=None, gt=0)
    linear_key_head_dim: int | None = Field(default=None, gt=0)
    linear_value_head_dim: int | None = Field(default=None, gt=0)
    conv_kernel: int | None = Field(default=None, gt=0)

    def dims(self, n_heads: int, head_dim: int) -> tuple[int, int, int, int, int]:
        """Key heads, value heads, key and value head widths and the conv kernel, with the defaults taken where a
        checkpoint's are unknown: the attention's heads (twice as many for values) and width, a kernel of 4."""
        return (self.linear_num_key_heads or n_heads, self.linear_num_value_heads or 2 * n_heads,
                self.linear_key_head_dim or head_dim, self.linear_value_head_dim or head_dim, self.conv_kernel or 4)


class Model(Entry):
    id: CatalogId
    name: Text
    family: Text
    architecture: Text  # GGUF general.architecture
    params_b: float = Field(gt=0, le=5000)
    params_b_computed: float | None = Field(default=None, gt=0)
    active_params_b: float | None = Field(default=None, gt=0)
    n_layers: int = Field(gt=0, le=512)
    hidden_size: int = Field(gt=0)
    n_heads: int = Field(gt=0)
    n_kv_heads: int = Field(gt=0)
    head_dim: int = Field(gt=0)
    intermediate_size: int = Field(gt=0)
    vocab_size: int = Field(gt=0)
    max_context: int = Field(gt=0)
    tie_word_embeddings: bool
    qkv_bias: bool = False
    qk_norm: bool = False
    n_kv_cache_layers: int = Field(gt=0)
    swa: SlidingWindow | None = None
    moe: Moe | None = None
    mla: Mla | None = None
    linear_attention: LinearAttention | None = None
    source: Text
    notes: str | None = None
    unverified: list[str] = []

    @model_validator(mode="after")
    def _consistent(self) -> Model:
        if self.n_heads % self.n_kv_heads:
            raise ValueError("n_heads must be a multiple of n_kv_heads")
        if self.n_kv_cache_layers > self.n_layers:
            raise ValueError("n_kv_cache_layers cannot exceed n_layers")
        if self.swa and self.swa.n_layers + self.n_kv_cache_layers != self.n_layers:
            raise ValueError("swa.n_layers + n_kv_cache_layers must equal n_layers")
        if self.moe and self.moe.n_moe_layers > self.n_layers:
            raise ValueError("moe.n_moe_layers cannot exceed n_layers")
        return self


class TensorType(Entry):
    id: Annotated[str, StringConstraints(pattern=r"^[A-Z0-9_]+$")]
    block_elements: int = Field(gt=0)
    block_bytes: int = Field(gt=0)
    source: Text

    @property
    def bits_per_weight(self) -> float:
        return 8 * self.block_bytes / self.block_elements


class QuantMix(Entry):
    id: CatalogId
    name: Text
    format: Literal["gguf", "serving"]
    base_type: str
    llama_ftype: int | None = None
    llama_3_1_8b_gib: float | None = Field(default=None, gt=0)
    delta_ppl_llama_3_8b: float | None = None
    note: str | None = None
    source: Text


class KvCacheType(Entry):
    id: CatalogId
    tensor_type: str
    runtimes: list[Literal["llama.cpp", "ollama", "lmstudio", "vllm"]]
    source: Text


CATALOG_FILES = {"gpus.json": "gpus", "models.json": "models", "quants.json": "quants"}


@dataclass(frozen=True)
class CatalogProblem:
    path: str
    entry: str
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.entry}: {self.field}: {self.message}"


@dataclass
class Catalog:
    gpus: dict[str, Gpu] = field(default_factory=dict)
    models: dict[str, Model] = field(default_factory=dict)
    tensor_types: dict[str, TensorType] = field(default_factory=dict)
    mixes: dict[str, QuantMix] = field(default_factory=dict)
    kv_cache_types: dict[str, KvCacheType] = field(default_factory=dict)
    problems: list[CatalogProblem] = field(default_factory=list)
    memo: dict = field(default_factory=dict, repr=False)  # derived values, e.g. weights layouts

    def bytes_per_element(self, tensor_type: str) -> float:
        t = self.tensor_types[tensor_type]
        return t.block_bytes / t.block_elements


def _read(path: Path, key: str, problems: list[CatalogProblem]) -> list[dict]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        problems.append(CatalogProblem(path.name, "-", "file", "is missing"))
        return []
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        problems.append(CatalogProblem(path.name, "-", "file", f"is not valid UTF-8 JSON ({error})"))
        return []
    entries = data.get(key) if isinstance(data, dict) else None
    if not isinstance(entries, list):
        problems.append(CatalogProblem(path.name, "-", key, "must be a list of entries"))
        return []
    return entries


def _validate(kind: type[Entry], raw: list, path: str, problems: list[CatalogProblem]) -> dict:
    valid: dict = {}
    for index, item in enumerate(raw):
        label = item.get("id", f"#{index}") if isinstance(item, dict) else f"#{index}"
        try:
            entry = kind.model_validate(item)
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(part) for part in first["loc"]) or "entry"
            problems.append(CatalogProblem(path, str(label), where, first["msg"]))
            continue
        if entry.id in valid:
            problems.append(CatalogProblem(path, entry.id, "id", "is used twice"))
            continue
        valid[entry.id] = entry
    return valid


def load_catalog(directory: Path) -> Catalog:
    problems: list[CatalogProblem] = []
    catalog = Catalog(problems=problems)
    catalog.gpus = _validate(Gpu, _read(directory / "gpus.json", "gpus", problems), "gpus.json", problems)
    catalog.models = _validate(Model, _read(directory / "models.json", "models", problems), "models.json", problems)
    quants_path = directory / "quants.json"
    catalog.tensor_types = _validate(TensorType, _read(quants_path, "tensor_types", problems), "quants.json", problems)
    catalog.mixes = _validate(QuantMix, _read(quants_path, "mixes", problems), "quants.json", problems)
    catalog.kv_cache_types = _validate(KvCacheType, _read(quants_path, "kv_cache_types", problems), "quants.json", problems)
    for mix in list(catalog.mixes.values()):
        if mix.base_type not in catalog.tensor_types:
            problems.append(CatalogProblem("quants.json", mix.id, "base_type", f"'{mix.base_type}' is no tensor type"))
            del catalog.mixes[mix.id]
    for kv in list(catalog.kv_cache_types.values()):
        if kv.tensor_type not in catalog.tensor_types:
            problems.append(CatalogProblem("quants.json", kv.id, "tensor_type", f"'{kv.tensor_type}' is no tensor type"))
            del catalog.kv_cache_types[kv.id]
    return catalog


def main(argv: list[str]) -> int:
    directory = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parents[2] / "content" / "catalog"
    catalog = load_catalog(directory)
    for problem in catalog.problems:
        print(problem)
    print(
        f"{len(catalog.gpus)} accelerators, {len(catalog.models)} models, {len(catalog.mixes)} quantizations, "
        f"{len(catalog.kv_cache_types)} KV cache types; {len(catalog.problems)} problem(s) in {directory}"
    )
    return 1 if catalog.problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
