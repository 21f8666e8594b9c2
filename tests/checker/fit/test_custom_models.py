"""Models outside the catalog: config.json, GGUF uploads through the page and the API."""

import json
from pathlib import Path

import pytest

from checker.fit import load_log
from checker.fit.hf_config import ConfigError, model_from_config, parse_config
from tests.checker.gguf_fixtures import write_llama_like

LLAMA_3_1_8B_CONFIG = {  # the keys of meta-llama/Llama-3.1-8B's config.json that matter here
    "architectures": ["LlamaForCausalLM"], "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32,
    "num_hidden_layers": 32, "num_key_value_heads": 8, "vocab_size": 128256, "max_position_embeddings": 131072,
    "tie_word_embeddings": False, "torch_dtype": "bfloat16",
}


def test_a_config_gives_the_catalog_s_architecture_and_parameter_count(catalog):
    model = model_from_config(LLAMA_3_1_8B_CONFIG)
    listed = catalog.models["llama-3.1-8b"]
    for name in ("n_layers", "hidden_size", "n_heads", "n_kv_heads", "head_dim", "intermediate_size", "vocab_size", "max_context"):
        assert getattr(model, name) == getattr(listed, name), name
    assert model.params_b == pytest.approx(8.03, abs=0.01)


def test_moe_sliding_window_and_multimodal_configs():
    moe = model_from_config({"architectures": ["Qwen3MoeForCausalLM"], "hidden_size": 2048, "num_hidden_layers": 48,
                             "num_attention_heads": 32, "num_key_value_heads": 4, "head_dim": 128, "vocab_size": 151936,
                             "moe_intermediate_size": 768, "num_experts": 128, "num_experts_per_tok": 8})
    assert moe.moe.n_experts == 128 and moe.params_b == pytest.approx(30.5, rel=0.01)
    gemma = model_from_config({"architectures": ["Gemma3ForConditionalGeneration"], "text_config": {
        "hidden_size": 5376, "num_hidden_layers": 62, "num_attention_heads": 32, "num_key_value_heads": 16, "head_dim": 128,
        "intermediate_size": 21504, "vocab_size": 262208, "sliding_window": 1024, "max_position_embeddings": 131072}})
    assert gemma.swa.window == 1024 and gemma.swa.n_layers == 52 and gemma.architecture == "gemma3"


@pytest.mark.parametrize(
    "text, message",
    [("{", "not valid JSON"), ("[]", "JSON object"), ("[" * 50_000, "nests too deeply"), ('{"hidden_size": 4096}', "has no num_hidden_layers"), ('{"hidden_size": -4096, "num_hidden_layers": 32}', "hidden_size must be a positive whole number"), ("x" * 300_000, "larger than")],
)
def test_bad_configs_say_what_is_wrong(text, message):
    with pytest.raises(ConfigError, match=message):
        model_from_config(parse_config(text))


def test_post_fit_with_a_config(client):
    payload = {"model": {"hf_config": LLAMA_3_1_8B_CONFIG}, "gpu": ["geforce-rtx-4090"], "ctx": 8192}
    body = client.post("/api/fit", json.dumps(payload), content_type="application/json").json()
    listed = client.get("/api/fit?model=llama-3.1-8b&gpu=geforce-rtx-4090&ctx=8192").json()
    assert body["verdict"] == listed["verdict"] == "fits"
    assert body["memory"][0]["weights"] == listed["memory"][0]["weights"]
    bad = client.post("/api/fit", json.dumps({"model": {"hf_config": {"hidden_size": 1}}, "gpu": ["geforce-rtx-4090"]}),
                      content_type="application/json")
    assert bad.status_code == 400 and bad.json()["field"] == "model.hf_config"


def test_the_gguf_api_reads_the_first_megabytes(client, tmp_path):
    data = write_llama_like(tmp_path / "m.gguf").read_bytes()
    response = client.post("/api/fit/gguf?gpu=geforce-rtx-4090&ctx=4096", data[:200_000], content_type="application/octet-stream")
    body = response.json()
    assert response.status_code == 200, body
    assert body["weights_source"] == "gguf" and body["verdict"] == "fits"
    assert body["model"]["n_layers"] == 4 and body["url"] is None


@pytest.mark.parametrize(
    "body, query, status, field",
    [
        (b"", "?gpu=geforce-rtx-4090", 400, "body"),
        (b"not a gguf at all", "?gpu=geforce-rtx-4090", 400, "gguf"),
        (b"GGUF\x03\x00\x00\x00", "?gpu=geforce-rtx-4090", 400, "gguf"),
    ],
)
def test_the_gguf_api_errors(client, body, query, status, field):
    response = client.post("/api/fit/gguf" + query, body, content_type="application/octet-stream")
    assert response.status_code == status and response.json()["field"] == field


def test_the_gguf_api_refuses_a_whole_model_file_before_reading_it(client):
    response = client.post("/api/fit/gguf?gpu=geforce-rtx-4090", b"GGUF", content_type="application/octet-stream",
                           CONTENT_LENGTH=str(5 * 2**30))
    assert response.status_code == 413 and "head -c 32M" in response.json()["error"]


def test_the_custom_page_takes_a_config_or_a_gguf_upload(client, tmp_path):
    page = client.get("/will-it-run/custom/")
    assert page.status_code == 200 and 'enctype="multipart/form-data"' in page.content.decode()
    with_config = client.post("/will-it-run/custom/", {"config_json": json.dumps(LLAMA_3_1_8B_CONFIG), "gpu": "geforce-rtx-4090",
                                                        "quant": "q4_k_m", "ctx": "8192"})
    assert with_config.status_code == 200 and "Fits entirely" in with_config.content.decode()
    path = write_llama_like(tmp_path / "m.gguf")
    with path.open("rb") as upload:
        with_file = client.post("/will-it-run/custom/", {"gguf": upload, "gpu": "geforce-rtx-3060-12gb", "quant": "q4_k_m"},
                                headers={"HX-Request": "true"})
    html = with_file.content.decode()
    assert with_file.status_code == 200 and "Fits entirely" in html and "exact tensor sizes" in html
    assert "<html" not in html
    neither = client.post("/will-it-run/custom/", {"gpu": "geforce-rtx-4090", "quant": "q4_k_m"})
    assert neither.status_code == 400 and "Paste a config.json or a load log, or choose a GGUF file" in neither.content.decode()
    broken = client.post("/will-it-run/custom/", {"config_json": "{", "gpu": "geforce-rtx-4090", "quant": "q4_k_m"})
    assert broken.status_code == 400 and "not valid JSON" in broken.content.decode()


def test_a_gguf_on_this_server_is_read_by_path_only_inside_the_model_folders(client, settings, tmp_path):
    models = tmp_path / "models"
    models.mkdir()
    write_llama_like(models / "m.gguf")
    (tmp_path / "secret.gguf").write_bytes((models / "m.gguf").read_bytes())
    payload = {"model": {"gguf_path": str(models / "m.gguf")}, "gpu": ["geforce-rtx-4090"], "ctx": 4096}

    settings.HEADROOM_MODEL_DIRS = []
    off = client.post("/api/fit", json.dumps(payload), content_type="application/json")
    assert off.status_code == 403 and "HEADROOM_MODEL_DIRS" in off.json()["error"]

    settings.HEADROOM_MODEL_DIRS, settings.HEADROOM_MODEL_DIRS_SET = [models], True
    body = client.post("/api/fit", json.dumps(payload), content_type="application/json").json()
    assert body["weights_source"] == "gguf" and body["verdict"] == "fits" and body["context"] == 4096

    for path, status in [(str(tmp_path / "secret.gguf"), 400), (str(models / "../secret.gguf"), 400), (str(models / "none.gguf"), 404)]:
        response = client.post("/api/fit", json.dumps({**payload, "model": {"gguf_path": path}}), content_type="application/json")
        assert response.status_code == status, path
        assert response.json()["field"] == "model.gguf_path"

    # A path outside the folders gets one answer whether or not a file is there: the API does not probe the disk.
    answers = {
        path: client.post("/api/fit", json.dumps({**payload, "model": {"gguf_path": path}}), content_type="application/json")
        for path in ("/etc/passwd", "/etc/no-such-file", str(tmp_path / "secret.gguf"), str(tmp_path / "no-such.gguf"))
    }
    assert {(r.status_code, r.content) for r in answers.values()} == {(400, answers["/etc/passwd"].content)}


LOAD_LOG = Path(__file__).resolve().parents[2] / "data" / "published" / "runtime" / \
    "llamacpp-win-cpu-build-b7445-offloaded-27of27-cpu-buffers-only.txt"


def test_a_load_log_gives_the_architecture_file_type_and_file_size():
    # A real llama.cpp b7445 load log of Gemma 2 2B Q4_K_M, as published in an issue (prefixes and all).
    fields, mix = load_log.read(LOAD_LOG.read_text())
    assert mix == "q4_k_m"
    assert {key: fields[key] for key in ("arch", "n_layer", "n_embd", "n_head", "n_head_kv", "n_embd_head_k", "n_ff", "n_swa")} == \
        {"arch": "gemma2", "n_layer": 26, "n_embd": 2304, "n_head": 8, "n_head_kv": 4, "n_embd_head_k": 256, "n_ff": 9216, "n_swa": 4096}
    assert fields["file_size"].startswith("1.59 GiB")
    # b7445 has the sliding-window cache (is_swa_any = 1): Gemma 2 slides on every other layer, 13 of 26.
    assert fields["n_sliding_layers"] == 13


def test_which_layers_slide_follows_the_build():
    lines = ["print_info: arch             = gemma3", "print_info: n_layer          = 48", "print_info: n_swa            = 1024"]
    # A build with the sliding-window cache: Gemma 3's pattern, five of every six layers.
    assert load_log.read("\n".join(lines + ["print_info: is_swa_any       = 1"]))[0]["n_sliding_layers"] == 40
    # A build before it (no is_swa_any line) cached the whole context for every layer.
    assert "n_sliding_layers" not in load_log.read("\n".join(lines))[0]
    # An architecture llama.cpp gives no sliding layers to, whatever the window it prints (Mistral 7B v0.1's 4096).
    mistral = ["print_info: arch = llama", "print_info: n_layer = 32", "print_info: n_swa = 4096", "print_info: is_swa_any = 0"]
    assert "n_sliding_layers" not in load_log.read("\n".join(mistral))[0]


def test_the_custom_page_takes_a_load_log(client):
    response = client.post("/will-it-run/custom/", {"load_log": LOAD_LOG.read_text(), "gpu": "geforce-rtx-3060-12gb", "gpu_count": 1,
                                                    "quant": "q8_0", "ctx": 4096})
    html = response.content.decode()
    assert response.status_code == 200, html
    assert "the file size you gave" in html and "Fits entirely" in html


def test_a_load_log_without_a_model_description_says_what_to_paste(client):
    response = client.post("/will-it-run/custom/", {"load_log": "load_tensors: offloaded 27/27 layers to GPU", "gpu": "geforce-rtx-3060-12gb",
                                                    "gpu_count": 1, "quant": "q4_k_m"})
    assert response.status_code == 400 and "start with print_info:" in response.content.decode()


def test_a_model_given_by_its_architecture_slides_on_the_layers_its_counts_say(catalog):
    # Gemma 3 12B typed in (family "custom"): 40 of 48 layers slide, five of every six, as the catalog's Gemma 3 does; the
    # pattern came from the family before, so a typed-in model slid on every other layer and its cache came out twice
    # as large (7008 MiB against 3488 at 32k with llama-server's 4 slots).
    import json as _json

    from checker.fit.estimate import estimate
    from checker.fit.query import parse_json, to_fit_input

    typed = {"arch": "gemma3", "n_layer": 48, "n_embd": 3840, "n_head": 16, "n_head_kv": 8, "n_embd_head_k": 256,
             "n_vocab": 262208, "n_ff": 15360, "n_swa": 1024, "n_sliding_layers": 40, "params_b": 12}
    body = {"model": typed, "quant": "q4_k_m", "gpu": ["geforce-rtx-4090"], "ctx": 32768}
    custom = estimate(to_fit_input(parse_json(_json.dumps(body).encode()), catalog), catalog)
    listed = estimate(to_fit_input(parse_json(_json.dumps({**body, "model": "gemma-3-12b"}).encode()), catalog), catalog)
    assert custom.plan.devices[0].kv_cache_mib == listed.plan.devices[0].kv_cache_mib == 3488.0
