"""/kb/: grouped by category, filtered by runtime and platform, page and fragment."""

import pytest

pytestmark = pytest.mark.usefixtures("fixture_articles")


def test_it_groups_articles_by_category(client):
    response = client.get("/kb/")
    assert response.status_code == 200
    html = response.content.decode()
    assert html.index('id="cat-out-of-memory"') < html.index('id="cat-slow-generation"') < html.index('id="cat-gpu-not-used"')
    assert "Fixture: out of memory on the GPU" in html
    assert "<html" in html


def test_filters_are_plain_links_that_keep_the_other_filter(client):
    html = client.get("/kb/?platform=apple-metal").content.decode()
    assert 'href="/kb/?runtime=ollama&amp;platform=apple-metal"' in html
    assert "1 article on Apple Metal" in html


def test_it_filters_by_runtime_and_platform(client):
    html = client.get("/kb/?runtime=ollama&platform=nvidia-cuda").content.decode()
    assert "Fixture: generation slows" in html
    assert "Fixture: the runtime uses the CPU" in html
    assert "Fixture: out of memory on the GPU" not in html
    assert "2 articles for Ollama on NVIDIA CUDA" in html


def test_an_empty_combination_says_so(client):
    html = client.get("/kb/?runtime=vllm").content.decode()
    assert "No article matches both filters yet" in html


def test_htmx_gets_only_the_listing(client):
    response = client.get("/kb/?runtime=ollama", headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html
    assert html.lstrip().startswith('<div class="filters"')
    assert "Fixture: generation slows" in html
    assert "HX-Request" in response["Vary"]


def test_a_history_restore_gets_the_whole_page(client):
    headers = {"HX-Request": "true", "HX-History-Restore-Request": "true"}
    assert "<html" in client.get("/kb/?runtime=ollama", headers=headers).content.decode()


def test_an_unknown_filter_value_is_a_400_with_a_message(client):
    response = client.get("/kb/?runtime=<script>")
    assert response.status_code == 400
    html = response.content.decode()
    assert "That filter is not one we know" in html
    assert "<script>" not in html.split("<main", 1)[1].split("</main>")[0].replace("<script type", "")


def test_it_only_answers_get(client):
    assert client.post("/kb/").status_code == 405
