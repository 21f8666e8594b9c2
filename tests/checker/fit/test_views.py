"""Will it run? pages: the form as page and fragment, canonical verdict URLs, errors, reverse pages."""

import re

import pytest

VERDICT = "/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/?ctx=8192"


def test_the_empty_form_offers_examples(client):
    response = client.get("/will-it-run/")
    html = response.content.decode()
    assert response.status_code == 200
    assert 'list="model-list"' in html and 'list="gpu-list"' in html
    assert 'href="/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/?ctx=8192"' in html


def test_a_plain_submit_redirects_to_the_canonical_verdict(client):
    response = client.get("/will-it-run/", {"model": "llama-3.3-70b", "quant": "q4_k_m", "gpu": "geforce-rtx-3090", "gpu_count": 2, "ctx": 16384})
    assert response.status_code == 302
    assert response["Location"] == "/will-it-run/llama-3.3-70b/q4_k_m/2x-geforce-rtx-3090/?ctx=16384"


def test_htmx_gets_the_fragment_and_the_canonical_address(client):
    response = client.get("/will-it-run/", {"model": "llama-3.3-70b", "quant": "q4_k_m", "gpu": "geforce-rtx-4090", "ctx": 8192},
                          headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200
    assert response["HX-Replace-Url"] == VERDICT
    assert "HX-Request" in response["Vary"]
    assert "<html" not in html and "<form" not in html
    assert "Fits with partial CPU offload" in html


def test_the_verdict_page_shows_the_verdict_charts_table_and_settings(client):
    response = client.get(VERDICT)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Fits with partial CPU offload" in html
    assert html.count('class="membar"') == 2  # the GPU and system RAM
    assert 'class="line-memory"' in html and 'class="vram-line"' in html
    assert "llama-server -m" in html and "PARAMETER num_gpu" in html and "--max-model-len 8192" in html
    assert '<link rel="canonical" href="http://testserver' + VERDICT.replace("&", "&amp;") + '">' in html
    assert '<meta property="og:title"' in html and 'name="twitter:card"' in html
    assert 'href="/kb/vram-spill-partial-offload/"' in html  # the article that explains it
    assert re.search(r"Estimator \d{4}\.\d+\.\d+", html)


def test_the_verdict_page_is_the_same_for_everyone(client):
    first = client.get(VERDICT).content
    second = client.get(VERDICT).content
    assert first == second


def test_the_form_on_a_verdict_page_is_prefilled(client):
    html = client.get("/will-it-run/llama-3.3-70b/q4_k_m/2x-geforce-rtx-3090/?ctx=16384&runtime=ollama").content.decode()
    assert 'value="llama-3.3-70b"' in html and 'value="geforce-rtx-3090"' in html
    assert re.search(r'name="gpu_count"[^>]*value="2"', html)
    assert re.search(r'<option value="ollama" selected>', html)


@pytest.mark.parametrize(
    "url, status, text",
    [
        ("/will-it-run/no-such-model/q4_k_m/geforce-rtx-4090/", 404, "No model matches"),
        ("/will-it-run/llama-3.1-8b/q4_k_m/no-such-gpu/", 404, "No GPU matches"),
        ("/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/?ctx=banana", 400, "ctx"),
        ("/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/?bogus=1", 400, "bogus"),
        ("/will-it-run/gpu/no-such-gpu/", 404, "No GPU matches"),
        ("/will-it-run/model/no-such-model/", 404, "No model"),
        ("/will-it-run/model/llama-3.1-8b/?ctx=12x", 400, "ctx"),
    ],
)
def test_bad_addresses_get_a_clear_4xx_page(client, url, status, text):
    response = client.get(url)
    assert response.status_code == status
    assert text in response.content.decode()


def test_invalid_form_input_comes_back_in_the_fragment_at_200_and_as_a_400_page(client):
    params = {"model": "llama-3.1-8b", "quant": "q4_k_m", "gpu": "geforce-rtx-4090", "ctx": "12"}
    fragment = client.get("/will-it-run/", params, headers={"HX-Request": "true"})
    assert fragment.status_code == 200 and "Context (tokens)" in fragment.content.decode()
    page = client.get("/will-it-run/", params)
    assert page.status_code == 400
    assert 'aria-invalid="true"' in page.content.decode()
    unknown = client.get("/will-it-run/", {**params, "ctx": "", "model": "nope"})
    assert unknown.status_code == 404 and "No model matches" in unknown.content.decode()


def test_recommendations_link_to_their_own_verdicts(client):
    html = client.get(VERDICT).content.decode()
    assert 'href="/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/?ctx=8192&amp;kv_cache=q8_0&amp;flash_attn=on"' in html


def test_what_runs_on_a_gpu_and_which_gpu_for_a_model(client):
    gpu = client.get("/will-it-run/gpu/geforce-rtx-4090/").content.decode()
    assert "What runs on GeForce RTX 4090" in gpu
    assert 'href="/will-it-run/llama-3.1-8b/q8_0/geforce-rtx-4090/?ctx=8192"' in gpu  # the most bits that fit
    model = client.get("/will-it-run/model/llama-3.3-70b/?quant=q4_k_m&ctx=8192").content.decode()
    assert "Which GPU for Llama 3.3 70B" in model
    assert model.index("Instinct MI300X") < model.index("GeForce GTX 1060 6GB")  # fitting cards first


def test_the_old_check_address_redirects(client):
    response = client.get("/check/")
    assert response.status_code == 301 and response["Location"] == "/will-it-run/"


@pytest.mark.parametrize("address, typed", [
    ("/will-it-run/gpu/geforce-rtx-4090/?ctx=-1", "-1"), ("/will-it-run/gpu/geforce-rtx-4090/?ctx=99999999", "99999999"),
    ("/will-it-run/model/llama-3.1-8b/?ctx=abc", "abc"),
    ("/will-it-run/gpu/geforce-rtx-4090/?ctx=%C2%B2", "\u00b2"),  # '²' passes str.isdigit() but is no number
])
def test_a_bad_context_on_a_reverse_page_keeps_the_page_and_says_why(client, address, typed):
    # No dead end (issue #16): the page with its form, the value as typed marked invalid, and the message beside it.
    response = client.get(address)
    html = response.content.decode()
    assert response.status_code == 400
    assert f'value="{typed}" aria-invalid="true"' in html and "from 256 to 4,194,304" in html
    assert "<table" in html  # the rows at the default context are still there


def test_a_verdict_vllm_cannot_run_still_draws_its_page(client):
    # vLLM keeps everything on the GPU: 70B at 4 bits on 24 GB has no context that fits, and the chart
    # over context length must say so instead of failing on an empty range.
    response = client.get("/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/?runtime=vllm")
    assert response.status_code == 200
    html = response.content.decode()
    assert "vLLM" in html and "at 0 tokens" not in html  # advice names the context vLLM would get with it


def test_a_context_limit_is_the_same_on_every_page(client):
    assert client.get("/will-it-run/gpu/geforce-rtx-4090/?ctx=2000000").status_code == 200
    assert client.get("/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/?ctx=2000000").status_code == 200


def test_an_empty_or_unreadable_nvidia_smi_box_returns_to_the_page_with_the_reason(client):
    empty = client.post("/will-it-run/from-nvidia-smi/", {"nvidia_smi": "  ", "model": "llama-3.1-8b"})
    html = empty.content.decode()
    assert empty.status_code == 400 and "The box was empty" in html and '<details class="paste-hardware" open>' in html
    assert 'value="llama-3.1-8b"' in html  # what else was chosen is kept
    garbage = client.post("/will-it-run/from-nvidia-smi/", {"nvidia_smi": "hello there"})
    assert garbage.status_code == 400 and "hello there</textarea>" in garbage.content.decode()


def test_a_memory_caption_never_mixes_gib_and_mib():
    from checker.templatetags.checker_tags import mib, mib_as

    assert (mib_as(9200, 24576), mib_as(24576, 9200)) == ("9.0 GiB", "24.0 GiB")
    assert (mib_as(4403.2, 8192), mib(4403.2)) == ("4,403 MiB", "4,403 MiB")


def test_a_verdict_page_caption_keeps_one_unit(client):
    import re

    html = client.get("/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/?ctx=8192").content.decode()
    for caption in re.findall(r"<figcaption>([^<]*?: [\d.,]+ [GM]iB of [\d.,]+ [GM]iB)", html):
        assert not ("GiB" in caption and "MiB" in caption), caption
