"""/kb/errors/: paste an error, land on the article."""

import pytest
from django.test import Client

from tests.kb.test_signatures import TORCH_TRACEBACK

pytestmark = pytest.mark.usefixtures("fixture_articles")


def test_it_shows_the_form(client):
    html = client.get("/kb/errors/").content.decode()
    assert '<textarea id="id_text" name="text"' in html
    assert 'hx-post="/kb/errors/"' in html and 'action="/kb/errors/"' in html


def test_a_known_error_lands_on_its_article(client):
    response = client.post("/kb/errors/", {"text": TORCH_TRACEBACK})
    assert response.status_code == 302
    assert response["Location"] == "/kb/fixture-oom/?signature=0"


def test_htmx_gets_the_list_of_matches(client):
    text = 'msg="no compatible GPUs were discovered"\nerror: out of memory'
    response = client.post("/kb/errors/", {"text": text}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html
    assert html.index("/kb/fixture-cpu/?signature=0") < html.index("/kb/fixture-oom/?signature=1")


def test_an_unknown_error_offers_the_closest_articles(client):
    response = client.post("/kb/errors/", {"text": "RuntimeError: the ollama server uses the cpu"})
    html = response.content.decode()
    assert response.status_code == 200
    assert "No article lists this exact error yet" in html
    assert "/kb/fixture-cpu/" in html


def test_an_empty_paste_is_a_400_with_a_message(client):
    response = client.post("/kb/errors/", {"text": "   "})
    assert response.status_code == 400
    assert "Paste the error message first" in response.content.decode()


def test_bad_input_from_htmx_comes_back_as_a_fragment_it_will_swap(client):
    # htmx swaps only 2xx answers; the message is in the fragment.
    response = client.post("/kb/errors/", {"text": "   "}, headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert "<html" not in response.content.decode() and "Paste the error message first" in response.content.decode()


def test_an_oversized_paste_is_refused_and_kept_in_the_box(client):
    text = "x" * 200_001
    response = client.post("/kb/errors/", {"text": text})
    assert response.status_code == 400
    html = response.content.decode()
    assert "paste at most 200,000 bytes" in html
    assert text in html  # the user's paste is not lost


def test_the_pasted_text_is_escaped(client):
    html = client.post("/kb/errors/", {"text": "<script>alert(1)</script>"}).content.decode()
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_a_post_without_csrf_token_is_refused():
    response = Client(enforce_csrf_checks=True).post("/kb/errors/", {"text": TORCH_TRACEBACK})
    assert response.status_code == 403
