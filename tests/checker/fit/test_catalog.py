import json
import shutil
from pathlib import Path

import pytest

from checker.fit.catalog import load_catalog
from tests.checker.conftest import CATALOG_DIR


def test_the_shipped_catalogs_meet_the_issue_minimums(catalog):
    assert len([g for g in catalog.gpus.values() if g.form != "cpu"]) >= 80
    assert len(catalog.models) >= 40
    assert {"q4_k_m", "q8_0", "iq4_xs", "mxfp4_moe", "f16", "bf16", "fp8", "awq-int4", "gptq-int4"} <= set(catalog.mixes)
    assert {"f16", "bf16", "q8_0", "q5_0", "q5_1", "q4_0", "iq4_nl"} <= set(catalog.kv_cache_types)


def test_every_entry_names_its_source(catalog):
    for entry in [*catalog.gpus.values(), *catalog.models.values(), *catalog.mixes.values(), *catalog.tensor_types.values()]:
        assert entry.source.strip(), entry.id


def test_the_catalog_spans_vendors_and_forms(catalog):
    vendors = {g.vendor for g in catalog.gpus.values()}
    assert vendors == {"NVIDIA", "AMD", "Intel", "Apple", "CPU"}
    forms = {g.form for g in catalog.gpus.values()}
    assert {"desktop", "laptop", "datacenter", "soc", "cpu"} <= forms
    apple_m4_max = [g for g in catalog.gpus.values() if g.id.startswith("apple-m4-max-40-core-gpu")]
    assert sorted(g.memory_gb for g in apple_m4_max) == [48, 64, 128]  # one entry per memory option
    assert any("strix halo" in g.name.lower() for g in catalog.gpus.values())


@pytest.mark.parametrize(
    "tensor_type, bits",
    [("Q4_K", 4.5), ("Q6_K", 6.5625), ("Q8_0", 8.5), ("IQ4_XS", 4.25), ("IQ2_XXS", 2.0625), ("MXFP4", 4.25), ("Q3_K", 3.4375)],
)
def test_bits_per_weight_are_exact_block_arithmetic(catalog, tensor_type, bits):
    assert catalog.tensor_types[tensor_type].bits_per_weight == bits


def _broken_copy(tmp_path: Path, name: str, mutate) -> Path:
    target = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, target)
    data = json.loads((target / name).read_text())
    mutate(data)
    (target / name).write_text(json.dumps(data))
    return target


def test_a_bad_entry_is_reported_with_file_entry_and_field_and_left_out(tmp_path):
    def break_4090(data):
        next(g for g in data["gpus"] if g["id"] == "geforce-rtx-4090")["bandwidth_gbps"] = -1

    catalog = load_catalog(_broken_copy(tmp_path, "gpus.json", break_4090))
    assert [str(p) for p in catalog.problems] == ["gpus.json: geforce-rtx-4090: bandwidth_gbps: Input should be greater than 0"]
    assert "geforce-rtx-4090" not in catalog.gpus
    assert "geforce-rtx-3090" in catalog.gpus


def test_inconsistent_architecture_is_refused(tmp_path):
    def break_heads(data):
        next(m for m in data["models"] if m["id"] == "llama-3.1-8b")["n_kv_heads"] = 5

    catalog = load_catalog(_broken_copy(tmp_path, "models.json", break_heads))
    assert len(catalog.problems) == 1
    assert catalog.problems[0].entry == "llama-3.1-8b"
    assert "multiple of n_kv_heads" in catalog.problems[0].message


def test_duplicate_ids_and_unknown_types_are_reported(tmp_path):
    def duplicate(data):
        data["mixes"].append(dict(data["mixes"][0]))
        data["kv_cache_types"][0]["tensor_type"] = "Q9_9"

    catalog = load_catalog(_broken_copy(tmp_path, "quants.json", duplicate))
    messages = [str(p) for p in catalog.problems]
    assert "quants.json: q2_k: id: is used twice" in messages
    assert "quants.json: f32: tensor_type: 'Q9_9' is no tensor type" in messages


def test_a_missing_or_malformed_file_is_a_problem_not_a_crash(tmp_path):
    target = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, target)
    (target / "gpus.json").write_text("{not json")
    (target / "models.json").unlink()
    catalog = load_catalog(target)
    fields = {(p.path, p.field) for p in catalog.problems}
    assert ("gpus.json", "file") in fields and ("models.json", "file") in fields
    assert catalog.mixes  # the intact file still loads


def test_the_command_line_check_reads_the_shipped_catalogs_by_default(capsys):
    # python -m checker.fit.catalog, as the README says, with no folder given.
    from checker.fit.catalog import main

    assert main(["catalog"]) == 0
    assert "0 problem(s)" in capsys.readouterr().out
