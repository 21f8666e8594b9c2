"""benchmarks/zero_gguf.py: the files it writes for the device's llama-bench runs hold the tensors the estimator
counts, with llama.cpp's names, shapes and types, so a measured speed belongs to the layout Headroom predicts for."""

import sys
from pathlib import Path

import pytest

from checker.fit.catalog import load_catalog
from checker.fit.gguf_header import layout_from_header, model_from_header, read_header_from_file
from checker.fit.weights import weights_layout

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import zero_gguf  # noqa: E402

CATALOG = load_catalog(Path(__file__).resolve().parents[2] / "content" / "catalog")


@pytest.mark.parametrize("pair", ["qwen3-0.6b:q4_k_m", "llama-3.2-1b:q8_0"])
def test_a_zero_weight_file_has_the_catalog_layout(pair, tmp_path):
    entry = zero_gguf.plan([pair])[0]
    path = zero_gguf.write(entry, tmp_path)
    header = read_header_from_file(path)
    model = model_from_header(header)
    catalog_model, mix = CATALOG.models[entry["model"]], CATALOG.mixes[entry["mix"]]
    assert (model.n_layers, model.hidden_size, model.n_kv_heads, model.vocab_size) == \
        (catalog_model.n_layers, catalog_model.hidden_size, catalog_model.n_kv_heads, catalog_model.vocab_size)
    from_file = layout_from_header(header, model.n_layers, None, None)
    from_catalog = weights_layout(catalog_model, mix, CATALOG)
    assert from_file.file_bytes == pytest.approx(from_catalog.file_bytes, rel=1e-9)
    # The unpacking work the speed model charges (checker.fit.weights.DEQUANT_OPS_PER_BYTE) is the same either way.
    assert from_file.layer_ops_per_byte == pytest.approx(from_catalog.layer_ops_per_byte)
    assert from_file.output_ops_per_byte == from_catalog.output_ops_per_byte
    assert max(from_catalog.layer_ops_per_byte) > 0
    # The data is a hole: the file's size on disk is its header.
    assert path.stat().st_size >= from_catalog.file_bytes
    assert path.stat().st_blocks * 512 < 64 * 2**20 or sys.platform != "linux"
