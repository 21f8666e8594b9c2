import json

import pytest


def test_get_fit_answers_the_documented_shape(client):
    response = client.get("/api/fit", {"model": "llama-3.3-70b", "gpu": "geforce-rtx-4090", "ctx": 8192})
    body = response.json()
    assert response.status_code == 200
    assert body["verdict"] == "partial_offload"
    assert body["layers"]["total"] == 81 and 0 < body["layers"]["on_gpu"] < 81
    assert [m["device"] for m in body["memory"]] == ["gpu0", "cpu"]
    assert set(body["memory"][0]) >= {"weights", "kv_cache", "compute_buffer", "overhead", "total", "available"}
    assert set(body["speed"]) == {"decode_tps", "decode_tps_full", "prefill_tps", "prefill_tps_full"}
    assert body["context"] == 8192
    assert body["estimator_version"]
    assert body["url"] == "http://testserver/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/?ctx=8192"
    assert body["recommendations"] and all({"kind", "text", "change"} <= set(r) for r in body["recommendations"])


def test_gpu_may_repeat(client):
    body = client.get("/api/fit?model=llama-3.3-70b&gpu=geforce-rtx-3090&gpu=geforce-rtx-3090&ctx=8192").json()
    assert body["verdict"] == "fits"
    assert [m["device"] for m in body["memory"]] == ["gpu0", "gpu1", "cpu"]
    assert body["url"].endswith("/will-it-run/llama-3.3-70b/q4_k_m/2x-geforce-rtx-3090/?ctx=8192")


def test_post_accepts_custom_hardware_and_a_custom_model(client):
    payload = {
        "model": {"name": "my 8B", "n_layers": 32, "hidden_size": 4096, "n_heads": 32, "n_kv_heads": 8, "vocab_size": 128256,
                  "params_b": 8.03, "intermediate_size": 14336, "max_context": 131072},
        "quant": "q4_k_m",
        "gpu": [{"name": "My card", "memory_mib": 12288, "bandwidth_gbps": 360, "fp16_tflops": 50}],
        "ctx": 8192,
    }
    response = client.post("/api/fit", json.dumps(payload), content_type="application/json")
    body = response.json()
    assert response.status_code == 200, body
    assert body["verdict"] == "fits"
    assert body["url"] is None  # custom inputs have no canonical page
    same = client.get("/api/fit?model=llama-3.1-8b&gpu=geforce-rtx-3060-12gb&ctx=8192").json()
    assert body["memory"][0]["weights"] == same["memory"][0]["weights"]


@pytest.mark.parametrize(
    "query, status, field",
    [
        ("", 400, "model"),
        ("?model=nope&gpu=geforce-rtx-4090", 404, "model"),
        ("?model=llama-3.1-8b&gpu=nope", 404, "gpu"),
        ("?model=llama-3.1-8b&gpu=geforce-rtx-4090&ctx=999999999", 400, "ctx"),
        ("?model=llama-3.1-8b&gpu=geforce-rtx-4090&used_mib=-1", 400, "used_mib"),
    ],
)
def test_get_errors_have_the_error_shape(client, query, status, field):
    response = client.get("/api/fit" + query)
    assert response.status_code == status
    assert response.json()["field"] == field and response.json()["error"]


@pytest.mark.parametrize(
    "body, field",
    [
        ("{not json", "body"),
        ("[1, 2]", "body"),
        ('{"model": "llama-3.1-8b", "gpu": [{"name": "x", "memory_mib": -1, "bandwidth_gbps": 1}]}', "gpu.0.memory_mib"),
        ('{"model": {"n_layers": 0}}', "model.n_layers"),
        ('{"model": "llama-3.1-8b", "surprise": true}', "surprise"),
    ],
)
def test_post_errors_have_the_error_shape(client, body, field):
    response = client.post("/api/fit", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["field"] == field


def test_catalog_lists(client):
    gpus = client.get("/api/catalog/gpus").json()["gpus"]
    models = client.get("/api/catalog/models").json()["models"]
    quants = client.get("/api/catalog/quants").json()
    assert {"id", "name", "memory_gb", "bandwidth_gbps", "source"} <= set(gpus[0])
    assert any(m["id"] == "llama-3.1-8b" and m["n_kv_heads"] == 8 for m in models)
    assert any(q["id"] == "q4_k_m" and q["bits_per_weight_base"] == 4.5 for q in quants["quants"])
    assert any(k["id"] == "q8_0" and k["bits_per_element"] == 8.5 for k in quants["kv_cache_types"])


def test_deeply_nested_json_is_a_400_not_a_500(client):
    response = client.post("/api/fit", "[" * 50_000, content_type="application/json")
    assert response.status_code == 400 and "nests" in response.json()["error"]


# Llama 3.1 8B as its llama.cpp load log prints it (print_info), dense model zeros included.
PRINTED = {"arch": "llama", "n_layer": 32, "n_embd": 4096, "n_head": 32, "n_head_kv": 8, "n_embd_head_k": 128, "n_vocab": 128256,
           "n_ff": 14336, "n_expert": 0, "n_expert_used": 0, "n_swa": 0, "n_ctx_train": 131072, "params_b": 8.03}


def post(client, model, **extra):
    payload = {"model": model, "gpu": ["geforce-rtx-4090"], "ctx": 8192, **extra}
    return client.post("/api/fit", json.dumps(payload), content_type="application/json")


def test_a_model_given_with_llama_cpps_printed_names_is_the_catalog_model(client):
    body = post(client, PRINTED).json()
    catalog = client.get("/api/fit?model=llama-3.1-8b&gpu=geforce-rtx-4090&ctx=8192").json()
    assert body["weights_source"] == "architecture" and catalog["weights_source"] == "catalog"
    assert body["memory"][0]["weights"] == pytest.approx(catalog["memory"][0]["weights"], rel=0.001)


def test_the_file_size_is_the_truth_for_the_weights(client):
    body = post(client, {**PRINTED, "file_size": "4.58 GiB (4.89 BPW)"}).json()
    assert body["weights_source"] == "file_size"
    weights = sum(device["weights"] for device in body["memory"])
    assert weights == pytest.approx(4.58 * 1024, rel=0.001)
    assert post(client, {**PRINTED, "file_size_bytes": 4.58 * 2**30}).json()["memory"] == body["memory"]


def test_an_moe_model_gets_its_expert_width_from_the_total_parameter_count(client):
    # Qwen3-30B-A3B: 128 experts of 768, 8 used per token (config.json).
    qwen = {"n_layer": 48, "n_embd": 2048, "n_head": 32, "n_head_kv": 4, "n_embd_head_k": 128, "n_vocab": 151936, "params_b": 30.53,
            "n_expert": 128, "n_expert_used": 8}
    body = post(client, qwen, quant="q4_k_m").json()
    catalog = client.get("/api/fit?model=qwen3-30b-a3b&gpu=geforce-rtx-4090&ctx=8192").json()
    assert sum(d["weights"] for d in body["memory"]) == pytest.approx(sum(d["weights"] for d in catalog["memory"]), rel=0.01)


@pytest.mark.parametrize("model, field", [
    ({**PRINTED, "n_layers": 32}, "model"),  # both names of one field
    ({**PRINTED, "file_size": "about four gigs"}, "model"),
    ({**PRINTED, "n_expert": 8}, "model.n_experts_used"),
])
def test_bad_architecture_input_has_the_error_shape(client, model, field):
    response = post(client, model)
    assert response.status_code == 400 and response.json()["field"] == field


@pytest.mark.parametrize("payload, field", [
    ('{"model": "llama-3.1-8b", "gpu": ["geforce-rtx-4090"], "used_mib": [NaN]}', "body"),
    ('{"model": "llama-3.1-8b", "gpu": ["geforce-rtx-4090"], "used_mib": [Infinity]}', "body"),
    ('{"model": {"n_layers": 32, "hidden_size": 4096, "n_heads": 32, "vocab_size": 128256, "params_b": 8, "n_experts": 8, '
     '"n_experts_used": 2, "expert_intermediate_size": ' + "9" * 400 + '}, "gpu": ["geforce-rtx-4090"]}', "model.expert_intermediate_size"),
    ('{"model": {"n_layers": 32, "hidden_size": 4096, "n_heads": 32, "vocab_size": 128256, "params_b": 8, "kv_lora_rank": '
     + "9" * 400 + '}, "gpu": ["geforce-rtx-4090"]}', "model.kv_lora_rank"),
])
def test_numbers_no_json_can_hold_are_a_400(client, payload, field):
    response = client.post("/api/fit", payload, content_type="application/json")
    assert response.status_code == 400 and response.json()["field"] == field


def test_a_body_over_the_limit_is_a_json_413(client):
    response = client.post("/api/fit", "x" * (3 * 1024 * 1024), content_type="application/json")  # over Django's DATA_UPLOAD_MAX_MEMORY_SIZE too
    assert response.status_code == 413 and response.json()["field"] == "body"


def test_every_invalid_field_is_named_at_once_in_words_a_user_understands(client):
    body = {"model": "llama-3.1-8b", "gpu": ["geforce-rtx-4090"], "ctx": "abc", "parallel": 0, "ubatch": -5}
    answer = client.post("/api/fit", json.dumps(body), content_type="application/json").json()
    assert set(answer["fields"]) == {"ctx", "parallel", "ubatch"}
    assert "Context must be a whole number" in answer["error"] and "Parallel sequences must be at least 1" in answer["error"]
    assert "Input should be" not in answer["error"] and "unable to parse" not in answer["error"]
    custom = {"model": {"n_layers": 32, "hidden_size": -4096, "n_heads": 32, "vocab_size": 32000, "params_b": 7}, "gpu": ["geforce-rtx-4090"]}
    answer = client.post("/api/fit", json.dumps(custom), content_type="application/json").json()
    assert answer == {"error": "hidden_size must be positive", "field": "model.hidden_size"}


def test_the_custom_page_names_config_json_not_an_internal_field(client):
    config = {"architectures": ["LlamaForCausalLM"], "hidden_size": -4096, "num_hidden_layers": 32, "num_attention_heads": 32,
              "vocab_size": 32000}
    html = client.post("/will-it-run/custom/", {"config_json": json.dumps(config), "gpu": "geforce-rtx-4090", "quant": "q4_k_m"}
                       ).content.decode()
    assert "config.json: hidden_size must be a positive whole number (it is -4096)" in html and "model.hf_config" not in html
