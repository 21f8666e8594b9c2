"""Finding and reading the GGUF models on this machine (files made by the gguf package's writer)."""

import hashlib
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checker.diagnose.gpu_match import hardware_from_snapshot
from checker.diagnose.snapshot import GpuProcess, GpuState, Snapshot
from checker.fit.site_catalog import get_catalog
from checker.machine.judge import judge
from checker.machine.local_models import LocalModel, find_models, read_model, read_models
from checker.machine.model_dirs import default_model_dirs
from tests.checker.gguf_fixtures import write_llama_like


def ollama_store(root, tags):
    """An Ollama model store as `ollama pull` lays it out: manifests naming sha256 blobs."""
    for tag, source in tags.items():
        data = source.read_bytes()
        digest = hashlib.sha256(data).hexdigest()
        (root / "blobs").mkdir(parents=True, exist_ok=True)
        (root / "blobs" / f"sha256-{digest}").write_bytes(data)
        name, version = tag.split(":")
        namespace = ["registry.ollama.ai", "library"] if "/" not in name else ["registry.ollama.ai", name.split("/")[0]]
        manifest = root.joinpath("manifests", *namespace, name.split("/")[-1], version)
        manifest.parent.mkdir(parents=True, exist_ok=True)
        manifest.write_text(json.dumps({"schemaVersion": 2, "layers": [
            {"mediaType": "application/vnd.ollama.image.model", "digest": f"sha256:{digest}", "size": len(data)},
            {"mediaType": "application/vnd.ollama.image.template", "digest": "sha256:" + "0" * 64, "size": 10}]}))
    return root


@pytest.fixture
def gguf(tmp_path):
    return write_llama_like(tmp_path / "source.gguf")


def test_ollama_blobs_are_named_by_their_manifests(tmp_path, gguf):
    store = ollama_store(tmp_path / "ollama", {"qwen3:8b": gguf, "someone/tiny:q4": gguf})
    scan = find_models([store])
    assert sorted(m.name for m in scan.models) == ["qwen3:8b", "someone/tiny:q4"]
    assert all(m.source == "ollama" and m.path.name.startswith("sha256-") for m in scan.models)
    assert scan.folders == [(store, "Ollama store: 2 model(s)")]


def test_a_manifest_whose_blob_is_missing_is_reported(tmp_path, gguf):
    store = ollama_store(tmp_path / "ollama", {"llama3.1:8b": gguf})
    next((store / "blobs").iterdir()).unlink()
    model, = find_models([store]).models
    assert "interrupted pull" in model.problem


def test_lm_studio_folders_split_models_and_projectors(tmp_path, gguf):
    folder = tmp_path / "lmstudio" / "lmstudio-community" / "Fixture-GGUF"
    folder.mkdir(parents=True)
    (folder / "Fixture-Q4_K_M.gguf").write_bytes(gguf.read_bytes())
    (folder / "mmproj-Fixture-F16.gguf").write_bytes(gguf.read_bytes())
    (folder / "Big-00001-of-00002.gguf").write_bytes(gguf.read_bytes())
    (folder / "Big-00002-of-00002.gguf").write_bytes(gguf.read_bytes())
    (folder / "Half-00001-of-00003.gguf").write_bytes(gguf.read_bytes())
    models = {m.name: m for m in find_models([tmp_path / "lmstudio"]).models}
    assert sorted(models) == ["Big", "Fixture-Q4_K_M", "Half"]
    assert len(models["Big"].parts) == 2 and models["Big"].size_bytes == 2 * gguf.stat().st_size
    assert "1 of its 3 parts" in models["Half"].problem
    # A split model's tensors are the sum of its parts.
    single, split = read_model(models["Fixture-Q4_K_M"]), read_model(models["Big"])
    assert len(split.header.tensors) == 2 * len(single.header.tensors)


def test_missing_folders_and_files_that_are_not_gguf_are_explained(tmp_path, gguf):
    folder = tmp_path / "models"
    folder.mkdir()
    (folder / "notes.gguf").write_text("this is not a model")
    (folder / "cut.gguf").write_bytes(gguf.read_bytes()[: gguf.stat().st_size // 2])
    scan = find_models([tmp_path / "nowhere", folder, gguf])
    assert scan.folders[0] == (tmp_path / "nowhere", "does not exist")
    assert scan.folders[2] == (gguf, "is not a folder")
    models = {m.name: m for m in read_models(scan.models)}
    assert models["notes"].header is None and "not a readable GGUF file" in models["notes"].problem
    assert models["cut"].header is None and models["cut"].problem


def test_default_folders_follow_the_environment(tmp_path):
    dirs = default_model_dirs({"OLLAMA_MODELS": "/srv/ollama", "LLAMA_CACHE": "/srv/llama"}, home=tmp_path)
    assert dirs[0].as_posix() == "/srv/ollama" and dirs[-1].as_posix() == "/srv/llama"
    assert tmp_path / ".lmstudio" / "models" in dirs
    assert tmp_path / ".ollama" / "models" in default_model_dirs({}, home=tmp_path)


def test_each_model_is_judged_against_the_gpus_without_counting_loaded_models(tmp_path, gguf):
    catalog = get_catalog()
    store = ollama_store(tmp_path / "ollama", {"llama3.1:8b": gguf})
    model = read_model(find_models([store]).models[0])
    snapshot = Snapshot(gpus=[GpuState(index=0, name="NVIDIA GeForce RTX 4090", memory_used_mib=20_000, memory_total_mib=24_564)],
                        processes=[GpuProcess(pid=1, name="/usr/local/bin/ollama", gpu_index=0, memory_mib=19_000),
                                   GpuProcess(pid=2, name="Xorg", gpu_index=0, memory_mib=600)])
    hardware = hardware_from_snapshot(snapshot, catalog, ram_gib=64)
    assert hardware.gpu_ids == ["geforce-rtx-4090"] and hardware.used_mib == [1000]
    verdict = judge(model, hardware, catalog)
    assert verdict.problem is None and verdict.result.verdict == "fits"
    assert verdict.result.context == 8192  # the fixture's whole context, chosen by llama.cpp's fit
    assert verdict.catalog_query.model == "llama-3.1-8b" and verdict.catalog_query.gpu == ["geforce-rtx-4090"]


def test_a_gpu_the_catalog_does_not_know_is_named(tmp_path):
    snapshot = Snapshot(gpus=[GpuState(index=0, name="NVIDIA Mystery Card", memory_used_mib=0, memory_total_mib=1000)])
    assert hardware_from_snapshot(snapshot, get_catalog(), None).unmatched == ["NVIDIA Mystery Card"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_damaged_gguf_file_is_a_problem_never_an_exception(tmp_path, data):
    source = tmp_path / "source.gguf"
    if not source.exists():
        write_llama_like(source)
    raw = bytearray(source.read_bytes())
    for _ in range(data.draw(st.integers(1, 6))):
        raw[data.draw(st.integers(0, 3999))] = data.draw(st.integers(0, 255))
    raw = raw[: data.draw(st.integers(4, len(raw)))]
    damaged = tmp_path / "damaged.gguf"
    damaged.write_bytes(bytes(raw))
    model = read_model(LocalModel("damaged", damaged, "file", len(raw), [damaged]))
    assert (model.header is None) == (model.problem is not None)
