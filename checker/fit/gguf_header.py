"""Read a GGUF file's header: the architecture and the exact size of every tensor.

A whole file on this server is read with the ``gguf`` package's GGUFReader
(ggml-org's own; it memory-maps the file and touches only the header). An
upload carries only the file's first megabytes, which GGUFReader refuses (it
maps every tensor's data), so :func:`read_header` walks the header itself with
the package's type ids and block sizes. Both give the same :class:`GgufHeader`;
a test checks that they agree. Plain Python, no Django import.
"""

from __future__ import annotations

import re
import struct
import time
from dataclasses import dataclass, field
from typing import BinaryIO

from gguf import GGML_QUANT_SIZES, GGMLQuantizationType, GGUFValueType

from checker.fit.catalog import Mla, Model, Moe, SlidingWindow
from checker.fit.weights import DEQUANT_OPS_PER_BYTE, WeightsLayout, ops_per_byte

MAGIC = b"GGUF"
MAX_STRING = 64 * 1024 * 1024
MAX_COUNT = 1 << 32
HEADER_READ_LIMIT = 256 * 1024 * 1024  # no real header is this large
SCALARS = {
    GGUFValueType.UINT8: "<B", GGUFValueType.INT8: "<b", GGUFValueType.UINT16: "<H", GGUFValueType.INT16: "<h",
    GGUFValueType.UINT32: "<I", GGUFValueType.INT32: "<i", GGUFValueType.FLOAT32: "<f", GGUFValueType.BOOL: "<?",
    GGUFValueType.UINT64: "<Q", GGUFValueType.INT64: "<q", GGUFValueType.FLOAT64: "<d",
}
LAYER = re.compile(r"^blk\.(\d+)\.(.+)\.(weight|bias)$")
# Metadata arrays kept whole; the others (tokenizer tokens, merges, scores) only their length.
KEEP_ARRAYS = ("head_count_kv", "head_count", "sliding_window_pattern", "swa_layers")
# The arrays kept are per layer: a few hundred numbers. One longer than this is not a model's (an upload
# made to cost the server time: a 24 MiB array of head counts took 40 s to turn into Python numbers).
MAX_KEPT_ARRAY = 4096
# One header may cost at most this long to read; a real one takes milliseconds.
READ_DEADLINE_S = 5.0


class GgufError(ValueError):
    """The bytes are not a GGUF header we can read; the message says why in the user's terms."""


@dataclass(frozen=True)
class TensorInfo:
    name: str
    shape: tuple[int, ...]
    type_name: str
    n_bytes: int

    @property
    def n_elements(self) -> int:
        count = 1
        for dim in self.shape:
            count *= dim
        return count


@dataclass
class GgufHeader:
    version: int
    metadata: dict[str, object]
    array_lengths: dict[str, int]
    tensors: list[TensorInfo] = field(default_factory=list)

    @property
    def architecture(self) -> str:
        return str(self.metadata.get("general.architecture", ""))

    def arch_value(self, key: str, default=None):
        return self.metadata.get(f"{self.architecture}.{key}", default)


class _Reader:
    def __init__(self, stream: BinaryIO, limit: int) -> None:
        self.stream = stream
        self.position = 0
        self.limit = limit
        self.deadline = time.monotonic() + READ_DEADLINE_S

    def take(self, size: int) -> bytes:
        if time.monotonic() > self.deadline:
            raise GgufError(f"reading the header took longer than {READ_DEADLINE_S:.0f} s; this is not a header we can read")
        if self.position + size > self.limit:
            raise GgufError(f"the header is longer than {self.limit // 2**20} MiB; this is not a GGUF file we can read")
        data = self.stream.read(size)
        if len(data) < size:
            raise GgufError(
                "the data ends inside the GGUF header: give more of the file's beginning "
                "(the header of a model with a large vocabulary can take 10 to 30 MB)"
            )
        self.position += size
        return data

    def scalar(self, fmt: str):
        return struct.unpack(fmt, self.take(struct.calcsize(fmt)))[0]

    def string(self) -> str:
        length = self.scalar("<Q")
        if length > MAX_STRING:
            raise GgufError("a string in the header is implausibly long; the file is corrupt")
        return self.take(length).decode("utf-8", errors="replace")

    def skip_string(self) -> None:
        length = self.scalar("<Q")
        if length > MAX_STRING:
            raise GgufError("a string in the header is implausibly long; the file is corrupt")
        self.take(length)

    def value(self, value_type: int, keep_array: bool):
        """A value; an array the estimator needs (numbers, at most MAX_KEPT_ARRAY) as a list, any other as its length.

        Numeric arrays are read or skipped in one piece, strings skipped without decoding, and an array of
        arrays (which no model needs) is refused: nothing is turned into Python objects one by one."""
        if value_type == GGUFValueType.STRING:
            return self.string()
        if value_type == GGUFValueType.ARRAY:
            item_type = self.scalar("<I")
            count = self.scalar("<Q")
            if count > MAX_COUNT:
                raise GgufError("an array in the header is implausibly long; the file is corrupt")
            if item_type == GGUFValueType.ARRAY:
                raise GgufError("the header holds an array of arrays, which no model's header has; the file is corrupt")
            if item_type == GGUFValueType.STRING:
                for _ in range(count):
                    self.skip_string()
                return count
            try:
                fmt = SCALARS[GGUFValueType(item_type)]
            except (ValueError, KeyError):
                raise GgufError(f"unknown array item type {item_type}; the file is corrupt") from None
            data = self.take(struct.calcsize(fmt) * count)
            if keep_array and count <= MAX_KEPT_ARRAY:
                return list(struct.unpack("<" + fmt.lstrip("<") * count, data))
            return count
        try:
            return self.scalar(SCALARS[GGUFValueType(value_type)])
        except (ValueError, KeyError):
            raise GgufError(f"unknown metadata value type {value_type}; the file is corrupt or from a newer GGUF version") from None


def read_header(stream: BinaryIO, limit: int = HEADER_READ_LIMIT) -> GgufHeader:
    reader = _Reader(stream, limit)
    if reader.take(4) != MAGIC:
        raise GgufError("this is not a GGUF file (it does not start with the bytes 'GGUF')")
    version = reader.scalar("<I")
    if version not in (2, 3):
        raise GgufError(f"GGUF version {version} is not supported (versions 2 and 3 are)")
    n_tensors = reader.scalar("<Q")
    n_metadata = reader.scalar("<Q")
    if n_tensors > 1_000_000 or n_metadata > 100_000:
        raise GgufError("the header declares an implausible number of tensors or keys; the file is corrupt")
    metadata: dict[str, object] = {}
    array_lengths: dict[str, int] = {}
    for _ in range(n_metadata):
        key = reader.string()
        value_type = reader.scalar("<I")
        keep = key.endswith(KEEP_ARRAYS)
        value = reader.value(value_type, keep)
        if value_type == GGUFValueType.ARRAY and not isinstance(value, list):
            array_lengths[key] = value
        else:
            metadata[key] = value
    header = GgufHeader(version, metadata, array_lengths)
    for _ in range(n_tensors):
        name = reader.string()
        n_dims = reader.scalar("<I")
        if n_dims > 8:
            raise GgufError(f"tensor {name} has {n_dims} dimensions; the file is corrupt")
        shape = tuple(reader.scalar("<Q") for _ in range(n_dims))
        type_id = reader.scalar("<I")
        reader.scalar("<Q")  # offset of the data
        try:
            quant = GGMLQuantizationType(type_id)
            block, type_size = GGML_QUANT_SIZES[quant]
        except (ValueError, KeyError):
            raise GgufError(f"tensor {name} has an unknown type id {type_id}; update Headroom's gguf package") from None
        elements = 1
        for dim in shape:
            elements *= dim
        header.tensors.append(TensorInfo(name, shape, quant.name, elements // block * type_size))
    return header


def read_header_from_file(path) -> GgufHeader:
    """The header of a complete GGUF file, through the gguf package's GGUFReader."""
    from gguf import GGUFReader  # imports numpy; only self-hosted reads by path need it

    try:
        reader = GGUFReader(str(path), "r")
    except (ValueError, OSError, IndexError, KeyError) as error:
        raise GgufError(f"the gguf package cannot read this file ({error})") from None
    metadata: dict[str, object] = {}
    array_lengths: dict[str, int] = {}
    version = 3
    for key, entry in reader.fields.items():
        if key == "GGUF.version":
            version = int(entry.contents())
            continue
        if key.startswith("GGUF."):
            continue
        if entry.types and entry.types[0] == GGUFValueType.ARRAY and not key.endswith(KEEP_ARRAYS):
            array_lengths[key] = len(entry.data)
        else:
            metadata[key] = entry.contents()
    header = GgufHeader(version, metadata, array_lengths)
    for tensor in reader.tensors:
        shape = tuple(int(dim) for dim in tensor.shape)
        header.tensors.append(TensorInfo(tensor.name, shape, GGMLQuantizationType(tensor.tensor_type).name, int(tensor.n_bytes)))
    return header


def layout_from_header(header: GgufHeader, n_layers: int, experts_per_token: int | None, n_experts: int | None) -> WeightsLayout:
    """The exact bytes of every layer and of the non-repeating tensors."""
    layer_bytes = [0.0] * n_layers
    expert_bytes = [0.0] * n_layers
    active = [0.0] * n_layers
    share = (experts_per_token / n_experts) if experts_per_token and n_experts else 1.0
    token_embd = output = output_norm = 0.0
    types: dict[str, int] = {}
    read_bytes = [0.0] * n_layers
    ops = [0.0] * n_layers
    output_ops = 0.0
    experts = largest_expert = 0.0
    for tensor in header.tensors:
        match = LAYER.match(tensor.name)
        if match:
            index = int(match.group(1))
            if index >= n_layers:
                continue  # e.g. a multi-token-prediction block llama.cpp does not load
            layer_bytes[index] += tensor.n_bytes
            is_expert = "_exps" in match.group(2)
            if is_expert:
                expert_bytes[index] += tensor.n_bytes
                experts += tensor.n_elements
                largest_expert = max(largest_expert, tensor.n_bytes)
            if len(tensor.shape) >= 2:
                active[index] += tensor.n_elements * (share if is_expert else 1.0)
                types[tensor.type_name] = types.get(tensor.type_name, 0) + 1
            read = tensor.n_bytes * (share if is_expert else 1.0)
            read_bytes[index] += read
            ops[index] += read * DEQUANT_OPS_PER_BYTE.get(tensor.type_name, 0.0)
        elif tensor.name == "token_embd.weight":
            token_embd = tensor.n_bytes
        elif tensor.name == "output.weight":
            output = tensor.n_bytes
            output_ops = DEQUANT_OPS_PER_BYTE.get(tensor.type_name, 0.0)
        elif tensor.name.startswith("output_norm"):
            output_norm += tensor.n_bytes
    if not token_embd:
        raise GgufError("the file has no token_embd.weight tensor; it is not a language model Headroom can estimate")
    tied = output == 0
    if tied:
        output_ops = DEQUANT_OPS_PER_BYTE.get(next(t.type_name for t in header.tensors if t.name == "token_embd.weight"), 0.0)
    return WeightsLayout(layer_bytes, expert_bytes, active, token_embd, token_embd if tied else output, output_norm, tied, types,
                         ops_per_byte(ops, read_bytes), output_ops, experts, largest_expert)


def _first(value, default=None):
    if isinstance(value, list):
        return max(value) if value else default
    return value if value is not None else default


def model_from_header(header: GgufHeader, name: str = "uploaded GGUF") -> Model:
    """The architecture facts the memory math needs, from the header's metadata."""
    arch = header.architecture
    if not arch:
        raise GgufError("the header has no general.architecture key")
    n_layers = header.arch_value("block_count")
    hidden = header.arch_value("embedding_length")
    heads = _first(header.arch_value("attention.head_count"))
    if not (n_layers and hidden and heads):
        raise GgufError(f"the header lacks {arch}.block_count, embedding_length or attention.head_count")
    kv_heads = _first(header.arch_value("attention.head_count_kv"), heads) or heads
    head_dim = header.arch_value("attention.key_length") or hidden // heads
    vocab = header.array_lengths.get("tokenizer.ggml.tokens") or header.arch_value("vocab_size")
    embd = next((t for t in header.tensors if t.name == "token_embd.weight"), None)
    if embd and len(embd.shape) == 2:
        vocab = embd.shape[1]
    if not vocab:
        raise GgufError("the header does not say the vocabulary size")
    moe = None
    n_experts = header.arch_value("expert_count")
    if n_experts and n_experts > 1:
        used = header.arch_value("expert_used_count") or 1
        expert_ff = header.arch_value("expert_feed_forward_length") or header.arch_value("feed_forward_length")
        moe_layers = sum(1 for t in header.tensors if t.name.endswith("ffn_gate_exps.weight") or t.name.endswith("ffn_up_exps.weight")) // 2 \
            or n_layers
        moe = Moe(n_experts=n_experts, experts_per_token=used, n_shared=header.arch_value("expert_shared_count") or 0,
                  expert_intermediate=expert_ff, shared_intermediate=header.arch_value("expert_shared_feed_forward_length") or 0,
                  n_moe_layers=min(moe_layers, n_layers))
    mla = None
    kv_lora = header.arch_value("attention.kv_lora_rank")
    if kv_lora:
        rope = header.arch_value("rope.dimension_count") or 64
        mla = Mla(kv_lora_rank=kv_lora, qk_nope_head_dim=max(head_dim - rope, 1), qk_rope_head_dim=rope,
                  v_head_dim=header.arch_value("attention.value_length") or head_dim - rope,
                  q_lora_rank=header.arch_value("attention.q_lora_rank"))
    swa = None
    window = header.arch_value("attention.sliding_window")
    n_swa = _sliding_layers(arch, n_layers) if window else 0
    if window and n_swa:
        swa = SlidingWindow(window=window, n_layers=n_swa)
    file_type = header.metadata.get("general.file_type")
    params_b = sum(t.n_elements for t in header.tensors) / 1e9
    return Model(
        id="gguf", name=str(header.metadata.get("general.name") or name), family=_family(arch), architecture=arch,
        params_b=max(params_b, 0.001), n_layers=n_layers, hidden_size=hidden, n_heads=heads, n_kv_heads=kv_heads,
        head_dim=head_dim, intermediate_size=_first(header.arch_value("feed_forward_length"), 1) or 1, vocab_size=vocab,
        max_context=header.arch_value("context_length") or 4096, tie_word_embeddings=not any(t.name == "output.weight" for t in header.tensors),
        n_kv_cache_layers=n_layers - n_swa, swa=swa, moe=moe, mla=mla,
        source=f"GGUF header (GGUF v{header.version}, general.file_type {file_type})",
    )


def _family(arch: str) -> str:
    return {"gemma2": "gemma2", "gemma3": "gemma3", "gpt-oss": "gpt-oss", "llama4": "llama4"}.get(arch, arch)


def _sliding_layers(arch: str, n_layers: int) -> int:
    """Layers llama.cpp runs with a sliding window, by architecture (llama-model.cpp swa patterns)."""
    if arch == "gemma2" or arch == "gpt-oss":
        return (n_layers + 1) // 2
    if arch == "gemma3":
        return n_layers - n_layers // 6
    if arch == "llama4":
        return n_layers - n_layers // 4
    return 0
