"""/kb/<slug>/: the rendered article with its TOC, FAQ JSON-LD, related links and breadcrumbs."""

import json
import re

import pytest

pytestmark = pytest.mark.usefixtures("fixture_articles")


def json_ld(html: str) -> dict:
    match = re.search(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    return json.loads(match.group(1))


def test_it_renders_the_article(client):
    response = client.get("/kb/fixture-oom/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "<h1 id=\"article-title\">Fixture: out of memory on the GPU</h1>" in html
    assert '<time datetime="2026-01-10">10 January 2026</time>' in html
    assert '<a href="#diagnostic-order-most-likely-first">' in html  # table of contents
    assert '<nav class="breadcrumbs"' in html and 'href="/kb/#cat-out-of-memory">Out of memory</a>' in html
    assert '<a href="/kb/fixture-slow-chat/">Fixture: generation slows' in html  # related
    assert 'rel="canonical" href="http://testserver/kb/fixture-oom/"' in html


def test_the_faq_is_marked_up_as_faqpage_json_ld(client):
    data = json_ld(client.get("/kb/fixture-oom/").content.decode())
    assert data["@type"] == "FAQPage"
    assert data["url"] == "http://testserver/kb/fixture-oom/"
    assert [question["name"] for question in data["mainEntity"]] == ["Why does it fail at load?", "Is a smaller quant enough?"]
    assert data["mainEntity"][0]["acceptedAnswer"]["text"] == "The weights do not fit. See the slow chat fixture."


def test_markup_in_an_answer_cannot_break_out_of_the_json_ld(client):
    html = client.get("/kb/fixture-oom/").content.decode()
    block = re.search(r'<script type="application/ld\+json">(.*?)</script>', html, re.S).group(1)
    assert "</script>" not in block
    assert "A </script> written in an answer" in json_ld(html)["mainEntity"][1]["acceptedAnswer"]["text"]


def test_an_unknown_slug_is_a_404_with_search(client):
    response = client.get("/kb/no-such-article/")
    assert response.status_code == 404
    html = response.content.decode()
    assert 'action="/kb/search/"' in html and "Page not found" in html


def test_a_matched_signature_is_shown(client):
    html = client.get("/kb/fixture-oom/?signature=0").content.decode()
    assert "Your error matches this article: <code>CUDA out of memory. Tried to allocate</code>" in html
    assert "Your error matches" not in client.get("/kb/fixture-oom/?signature=9").content.decode()
    assert "Your error matches" not in client.get("/kb/fixture-oom/?signature=x").content.decode()
    odd = client.get("/kb/fixture-oom/?signature=%C2%B2")  # "²" passes str.isdigit() but is not a number
    assert odd.status_code == 200 and "Your error matches" not in odd.content.decode()
