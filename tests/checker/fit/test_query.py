import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.fit.errors import QueryError
from checker.fit.links import canonical_parts, gpus_segment
from checker.fit.query import (
    CustomModel,
    FitQuery,
    parse_gpus_segment,
    parse_params,
    to_fit_input,
)

gpu_ids = st.sampled_from(["geforce-rtx-4090", "geforce-rtx-3090", "radeon-rx-7900-xtx", "apple-m2-ultra-192gb"])


@given(st.lists(gpu_ids, min_size=1, max_size=16))
def test_the_gpus_segment_round_trips(ids):
    assert parse_gpus_segment(gpus_segment(ids)) == ids


def test_identical_cards_are_counted_and_mixed_cards_joined():
    assert gpus_segment(["geforce-rtx-3090", "geforce-rtx-3090"]) == "2x-geforce-rtx-3090"
    assert gpus_segment(["geforce-rtx-3090", "geforce-rtx-4090"]) == "geforce-rtx-3090+geforce-rtx-4090"
    with pytest.raises(QueryError):
        parse_gpus_segment("99x-geforce-rtx-3090")


@given(st.dictionaries(st.text(max_size=12), st.lists(st.text(max_size=20), max_size=3), max_size=6))
@settings(max_examples=300)
def test_any_querystring_is_a_query_or_a_clear_error(params):
    try:
        query = parse_params(params)
    except QueryError as error:
        assert error.field and error.message and error.status in (400, 404)
    else:
        assert isinstance(query, FitQuery)


def test_the_operating_system_travels_in_the_canonical_url(catalog):
    query = parse_params({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090"], "os": ["windows"]})
    assert canonical_parts(query).querystring == "os=windows"
    assert to_fit_input(query, catalog).os == "windows"
    with pytest.raises(QueryError) as caught:
        parse_params({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090"], "os": ["beos"]})
    assert caught.value.field == "os"


def test_a_canonical_url_names_only_what_differs_from_the_defaults():
    query = parse_params({"model": ["llama-3.3-70b"], "gpu": ["geforce-rtx-4090"], "ctx": ["8192"]})
    parts = canonical_parts(query)
    assert (parts.model, parts.quant, parts.gpus, parts.querystring) == ("llama-3.3-70b", "q4_k_m", "geforce-rtx-4090", "ctx=8192")
    again = parse_params({"model": [parts.model], "quant": [parts.quant], "gpu": parse_gpus_segment(parts.gpus), "ctx": ["8192"]})
    assert again == query


@pytest.mark.parametrize(
    "params, field, status",
    [
        ({"model": ["nope"], "gpu": ["geforce-rtx-4090"]}, "model", 404),
        ({"model": ["llama-3.1-8b"], "quant": ["q9_k"], "gpu": ["geforce-rtx-4090"]}, "quant", 404),
        ({"model": ["llama-3.1-8b"], "gpu": ["rtx-9999"]}, "gpu", 404),
        ({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090"], "ctx": ["-1"]}, "ctx", 400),
        ({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090"], "ctx": ["lots"]}, "ctx", 400),
        ({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090"], "kv_cache": ["q3_k"]}, "kv_cache", 400),
        ({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090"], "kv_cache": ["fp8"]}, "kv_cache", 400),
        ({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090"], "n_cpu_moe": ["4"]}, "n_cpu_moe", 400),
        ({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090"], "used_mib": ["-5"]}, "used_mib", 400),
        ({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090"], "flash_attn": ["maybe"]}, "flash_attn", 400),
        ({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090", "cpu-ddr5-5600-dual"]}, "gpu", 400),
        ({"model": ["llama-3.1-8b"], "gpu": ["geforce-rtx-4090"], "runtime": ["exllama"]}, "runtime", 400),
    ],
)
def test_bad_values_name_their_field(catalog, params, field, status):
    with pytest.raises(QueryError) as caught:
        to_fit_input(parse_params(params), catalog)
    assert (caught.value.field, caught.value.status) == (field, status)


def test_a_cpu_only_choice_brings_its_bandwidth_and_size(catalog):
    inp = to_fit_input(parse_params({"model": ["llama-3.1-8b"], "gpu": ["cpu-ddr5-4800-12ch"]}), catalog)
    assert inp.gpus == ()
    assert inp.ram_bandwidth_gbps == 460.8
    assert inp.ram_gib == 768


def test_a_custom_model_from_its_architecture(catalog):
    # Llama 3.1 8B described by hand gives the catalog's answer.
    custom = CustomModel(n_layers=32, hidden_size=4096, n_heads=32, n_kv_heads=8, vocab_size=128256, params_b=8.03,
                         intermediate_size=14336, max_context=131072)
    model = custom.to_model()
    listed = catalog.models["llama-3.1-8b"]
    for name in ("n_layers", "hidden_size", "n_heads", "n_kv_heads", "head_dim", "intermediate_size", "vocab_size"):
        assert getattr(model, name) == getattr(listed, name)
    derived = CustomModel(n_layers=32, hidden_size=4096, n_heads=32, n_kv_heads=8, vocab_size=128256, params_b=8.03).to_model()
    assert derived.intermediate_size == pytest.approx(14336, rel=0.01)  # solved from params_b


@pytest.mark.parametrize("written, mix", [
    ("Q4_K_M", "q4_k_m"), ("q4-k-m", "q4_k_m"), ("Q4_K - Medium", "q4_k_m"), ("Q4_K", "q4_k_m"), ("Q3_K", "q3_k_m"),
    ("MXFP4", "mxfp4_moe"), ("MXFP4 MoE", "mxfp4_moe"), ("mxfp4_moe", "mxfp4_moe"), (" IQ4_XS ", "iq4_xs"),
    ("IQ2_XXS - 2.0625 bpw", "iq2_xxs"), ("FP16", "f16"), ("BF16", "bf16"), ("bf16-hf", "bf16-hf"), ("AWQ-INT4", "awq-int4"),
])
def test_a_quantization_as_users_and_llama_cpp_write_it(catalog, written, mix):
    # llama-quantize's aliases (Q4_K is Q4_K_M) and the file type a load log prints name the catalog's mix.
    query = parse_params({"model": ["llama-3.1-8b"], "quant": [written], "gpu": ["geforce-rtx-4090"]})
    assert query.quant == mix and to_fit_input(query, catalog).mix.id == mix
    assert canonical_parts(query).quant == mix  # the shared address uses the catalog id


def test_an_unknown_quantization_is_still_a_clear_404(catalog):
    with pytest.raises(QueryError) as error:
        to_fit_input(parse_params({"model": ["llama-3.1-8b"], "quant": ["Q9_K"]}), catalog)
    assert error.value.status == 404 and "q9_k" in error.value.message
