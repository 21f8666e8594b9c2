import io
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.fit.estimate import estimate
from checker.fit.gguf_header import GgufError, layout_from_header, model_from_header, read_header
from checker.fit.inputs import FitInput, Hardware
from tests.checker.gguf_fixtures import write_llama_like


@pytest.fixture
def llama_file(tmp_path):
    return write_llama_like(tmp_path / "model.gguf")


def header_of(path, limit: int | None = None):
    data = path.read_bytes()
    return read_header(io.BytesIO(data[:limit] if limit else data))


def test_the_architecture_comes_from_the_metadata(llama_file):
    model = model_from_header(header_of(llama_file))
    assert (model.architecture, model.n_layers, model.hidden_size, model.n_heads, model.n_kv_heads) == ("llama", 4, 256, 8, 2)
    assert (model.head_dim, model.vocab_size, model.max_context, model.intermediate_size) == (32, 1000, 8192, 512)
    assert model.name == "fixture model"
    assert not model.tie_word_embeddings


def test_tensor_sizes_are_exact_including_quantized_blocks(llama_file):
    header = header_of(llama_file)
    model = model_from_header(header)
    layout = layout_from_header(header, model.n_layers, None, None)
    per_layer = (
        2 * 256 * 4  # the two norms, F32
        + (2 * 256 * 256 + 2 * 64 * 256) * 2  # q and output 256x256, k and v 64x256, in F16
        + 512 * 256 // 32 * 34  # ffn_gate in Q8_0
        + 2 * 512 * 256 * 2  # ffn_up, ffn_down in F16
    )
    assert layout.layer_bytes == [per_layer] * 4
    assert layout.token_embd_bytes == layout.output_bytes == 1000 * 256 * 2
    assert layout.types["Q8_0"] == 4


def test_only_the_beginning_of_the_file_is_needed(llama_file):
    full = header_of(llama_file)
    data = llama_file.read_bytes()
    # The tensor table ends with output.weight (its name after a little-endian length of 13);
    # 200 bytes on is inside the zero-filled tensor data.
    data_start = data.index((13).to_bytes(8, "little") + b"output.weight") + 200
    assert header_of(llama_file, limit=data_start).tensors == full.tensors


def test_a_cut_header_says_more_of_the_file_is_needed(llama_file):
    with pytest.raises(GgufError, match="give more of the file"):
        header_of(llama_file, limit=3000)


def test_tied_embeddings_and_moe_experts_are_recognised(tmp_path):
    path = write_llama_like(tmp_path / "moe.gguf", tied=True, experts=8)
    header = header_of(path)
    model = model_from_header(header)
    assert model.tie_word_embeddings
    assert model.moe.n_experts == 8 and model.moe.experts_per_token == 2 and model.moe.n_moe_layers == 4
    layout = layout_from_header(header, model.n_layers, 2, 8)
    assert all(expert > 0 for expert in layout.layer_expert_bytes)
    assert layout.output_is_tied and layout.output_bytes == layout.token_embd_bytes


def test_an_estimate_from_a_header_uses_the_exact_sizes(catalog, llama_file):
    header = header_of(llama_file)
    model = model_from_header(header)
    layout = layout_from_header(header, model.n_layers, None, None)
    result = estimate(FitInput(model, catalog.mixes["f16"], (Hardware.from_gpu(catalog.gpus["geforce-rtx-4090"]),), context=4096,
                               layout=layout, weights_label="gguf"), catalog)
    gpu = result.plan.gpus[0]
    assert gpu.weights_mib * 2**20 == pytest.approx(sum(layout.layer_bytes) + layout.output_bytes + layout.output_norm_bytes)


@pytest.mark.parametrize(
    "data, message",
    [
        (b"", "ends inside the GGUF header"),
        (b"PK\x03\x04 not a gguf", "not a GGUF file"),
        (b"GGUF\x09\x00\x00\x00", "version 9 is not supported"),
        (b"GGUF\x03\x00\x00\x00" + (10**9).to_bytes(8, "little") + (1).to_bytes(8, "little"), "implausible"),
    ],
)
def test_bad_files_get_a_plain_message(data, message):
    with pytest.raises(GgufError, match=message):
        read_header(io.BytesIO(data))


@given(st.binary(max_size=4096))
@settings(max_examples=300)
def test_random_bytes_never_raise_anything_but_a_gguf_error(data):
    try:
        read_header(io.BytesIO(b"GGUF\x03\x00\x00\x00" + data))
    except GgufError:
        pass


@given(st.integers(min_value=24, max_value=40000))
@settings(max_examples=60, deadline=None)
def test_any_cut_of_a_real_header_is_read_or_refused_cleanly(tmp_path_factory, cut):
    path = write_llama_like(tmp_path_factory.mktemp("cut") / "m.gguf", n_layers=2, vocab=300)
    try:
        read_header(io.BytesIO(path.read_bytes()[:cut]))
    except GgufError:
        pass


def test_the_gguf_package_s_reader_and_the_header_walk_agree(tmp_path):
    from checker.fit.gguf_header import read_header_from_file

    for path in (write_llama_like(tmp_path / "dense.gguf"), write_llama_like(tmp_path / "moe.gguf", tied=True, experts=8)):
        walked = header_of(path)
        packaged = read_header_from_file(path)
        assert packaged.tensors == walked.tensors
        assert packaged.array_lengths == walked.array_lengths
        assert packaged.metadata == walked.metadata
        assert packaged.version == walked.version == 3


def _header(*metadata: bytes) -> bytes:
    """A GGUF v3 header with no tensors and the given key/value records."""
    return b"GGUF" + struct.pack("<IQQ", 3, 0, len(metadata)) + b"".join(metadata)


def _string(text: str) -> bytes:
    return struct.pack("<Q", len(text)) + text.encode()


def _kv_string(key: str, value: str) -> bytes:
    return _string(key) + struct.pack("<I", 8) + _string(value)


def _kv_array(key: str, item_type: int, count: int, items: bytes) -> bytes:
    return _string(key) + struct.pack("<IIQ", 9, item_type, count) + items


def test_a_huge_per_layer_array_is_skipped_in_one_piece_not_read_number_by_number():
    # The denial of service: a 24 MiB array of head counts became 24 million Python numbers (about 40 s).
    data = _header(_kv_string("general.architecture", "llama"), _kv_array("llama.attention.head_count", 0, 24 * 2**20, bytes(24 * 2**20)))
    header = read_header(io.BytesIO(data))
    assert header.array_lengths["llama.attention.head_count"] == 24 * 2**20
    assert "llama.attention.head_count" not in header.metadata


def test_an_array_of_arrays_or_of_strings_is_a_clear_error_not_a_crash():
    nested = _header(_kv_array("llama.attention.head_count", 9, 1, struct.pack("<IQ", 4, 0)))
    with pytest.raises(GgufError, match="array of arrays"):
        read_header(io.BytesIO(nested))
    strings = _header(_kv_string("general.architecture", "llama"),
                      _kv_array("llama.attention.head_count", 8, 2, _string("32") + _string("32")))
    assert read_header(io.BytesIO(strings)).array_lengths["llama.attention.head_count"] == 2


def test_the_api_answers_such_uploads_with_a_400(client):
    data = _header(_kv_string("general.architecture", "llama"), _kv_array("llama.attention.head_count", 8, 1, _string("x")))
    response = client.post("/api/fit/gguf?gpu=geforce-rtx-4090", data, content_type="application/octet-stream")
    assert response.status_code == 400 and response.json()["field"] == "gguf"
