"""Models and GPUs named as people have them in hand (issue #16, item 1): display names, Ollama tags, Hugging Face
repositories and GGUF file names to catalog ids; several matches give a short list, none the closest names."""

import json

import pytest

from checker.fit.errors import QueryError
from checker.fit.names import resolve_gpu, resolve_model, split_quant
from checker.fit.query import parse_params, resolve_names


@pytest.fixture(scope="module")
def entries(catalog):
    return {m.id: m.name for m in catalog.models.values()}, {g.id: g.name for g in catalog.gpus.values()}


@pytest.mark.parametrize("typed, model_id, quant", [
    ("Llama 3.1 8B", "llama-3.1-8b", None),
    ("llama-3.1-8b", "llama-3.1-8b", None),
    ("llama3.1:8b", "llama-3.1-8b", None),
    ("qwen3:30b-a3b", "qwen3-30b-a3b", None),
    ("qwen2.5:7b-instruct-q4_K_M", "qwen2.5-7b", "q4_K_M"),
    ("gpt-oss:20b", "gpt-oss-20b", None),
    ("gemma3:27b", "gemma-3-27b", None),
    ("phi4", "phi-4", None),
    ("meta-llama/Llama-3.1-8B-Instruct", "llama-3.1-8b", None),
    ("unsloth/Qwen3-30B-A3B-GGUF", "qwen3-30b-a3b", None),
    ("bartowski/Meta-Llama-3.1-70B-Instruct-GGUF", "llama-3.1-70b", None),
    ("Llama-3.1-8B-Instruct-Q4_K_M.gguf", "llama-3.1-8b", "Q4_K_M"),
    ("Qwen2.5-Coder-7B-Instruct-Q8_0.gguf", "qwen2.5-coder-7b", "Q8_0"),
    ("Llama 3.3 70B Instruct", "llama-3.3-70b", None),
])
def test_a_model_as_people_type_it(entries, typed, model_id, quant):
    resolution = resolve_model(typed, entries[0])
    assert (resolution.id, resolution.quant) == (model_id, quant)


@pytest.mark.parametrize("typed, several", [
    ("llama3.1", {"llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b"}),
    ("mistral", {"mistral-7b-v0.3", "mistral-nemo-12b"}),
])
def test_a_name_that_fits_several_models_lists_them(entries, typed, several):
    resolution = resolve_model(typed, entries[0])
    assert resolution.id is None and several <= set(resolution.choices)


def test_a_misspelled_name_gets_the_closest(entries):
    resolution = resolve_model("llamma 3.1 8b", entries[0])
    assert resolution.id is None and resolution.closest[0] == "llama-3.1-8b"
    assert resolve_model("zzzz qqqq", entries[0]).closest == []


@pytest.mark.parametrize("typed, gpu_id", [
    ("RTX 4090", "geforce-rtx-4090"), ("4090", "geforce-rtx-4090"), ("rtx4090", "geforce-rtx-4090"),
    ("geforce-rtx-4090", "geforce-rtx-4090"), ("M3 Max 64GB", "apple-m3-max-40-core-gpu-64gb"), ("H100 SXM", "h100-sxm5-80gb"),
    ("RX 7900 XTX", "radeon-rx-7900-xtx"), ("7900xtx", "radeon-rx-7900-xtx"), ("DGX Spark", "dgx-spark-gb10"),
    ("4060 laptop", "geforce-rtx-4060-laptop"), ("B580", "arc-b580"), ("m2 ultra 192gb", "apple-m2-ultra-192gb"),
])
def test_a_gpu_as_people_type_it(entries, typed, gpu_id):
    assert resolve_gpu(typed, entries[1]).id == gpu_id


@pytest.mark.parametrize("typed, several", [("H100", {"h100-pcie-80gb", "h100-sxm5-80gb"}),
                                            ("A100 80GB", {"a100-pcie-80gb", "a100-sxm4-80gb"}),
                                            ("4060 Ti", {"geforce-rtx-4060-ti-8gb", "geforce-rtx-4060-ti-16gb"})])
def test_a_gpu_name_that_fits_several_cards_lists_them(entries, typed, several):
    assert set(resolve_gpu(typed, entries[1]).choices) == several


def test_a_file_name_gives_its_quantization():
    assert split_quant("Llama-3.1-8B-Instruct-Q4_K_M.gguf") == ("Llama-3.1-8B-Instruct", "Q4_K_M")
    assert split_quant("gemma-3-4b-it-IQ4_XS.gguf") == ("gemma-3-4b-it", "IQ4_XS")
    assert split_quant("Qwen3-8B") == ("Qwen3-8B", None)


def test_a_query_with_names_becomes_ids_and_the_file_sets_the_quant(catalog):
    query = resolve_names(parse_params({"model": ["Llama-3.1-8B-Instruct-Q8_0.gguf"], "gpu": ["RTX 4090", "4090"]}), catalog)
    assert (query.model, query.quant, query.gpu) == ("llama-3.1-8b", "q8_0", ["geforce-rtx-4090", "geforce-rtx-4090"])
    with pytest.raises(QueryError) as several:
        resolve_names(parse_params({"model": ["llama3.1"], "gpu": ["4090"]}), catalog)
    assert several.value.status == 400 and "Llama 3.1 70B" in several.value.message and "llama-3.1-70b" in several.value.choices
    with pytest.raises(QueryError) as none:
        resolve_names(parse_params({"model": ["llamma 3.1 8b"], "gpu": ["4090"]}), catalog)
    assert none.value.status == 404 and "Closest: Llama 3.1 8B" in none.value.message and "/api/" not in none.value.message


@pytest.mark.django_db
def test_the_api_and_the_pages_take_names(client):
    body = json.loads(client.get("/api/fit", {"model": "Llama 3.1 8B", "gpu": "RTX 4090"}).content)
    assert body["verdict"] == "fits" and "/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/" in body["url"]
    posted = client.post("/api/fit", json.dumps({"model": "llama3.1:8b", "gpu": ["4090"]}), content_type="application/json")
    assert posted.status_code == 200
    form = client.get("/will-it-run/", {"model": "meta-llama/Llama-3.1-8B-Instruct", "quant": "q4_k_m", "gpu": "4090"})
    assert form.status_code == 302 and form["Location"].startswith("/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/")
    assert client.get("/will-it-run/gpu/4090/")["Location"] == "/will-it-run/gpu/geforce-rtx-4090/"
    assert client.get("/will-it-run/model/llama3.1:8b/")["Location"] == "/will-it-run/model/llama-3.1-8b/"
    typed = client.get("/will-it-run/llama3.1:8b/Q4_K_M/RTX%204090/?ctx=8192")  # a verdict address typed by name
    assert typed.status_code == 301 and typed["Location"] == "/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/?ctx=8192"
    assert client.get(typed["Location"]).status_code == 200
    several = client.get("/will-it-run/gpu/H100/")
    assert several.status_code == 404 and "names several GPUs" in several.content.decode()
