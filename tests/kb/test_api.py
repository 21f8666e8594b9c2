"""JSON API: /api/kb/articles, /api/kb/search, /api/kb/errors; 200 shapes and error shapes."""

import pytest

from tests.kb.test_signatures import TORCH_TRACEBACK

pytestmark = pytest.mark.usefixtures("fixture_articles")


def test_articles_lists_every_article_by_title(client):
    response = client.get("/api/kb/articles")
    assert response.status_code == 200
    articles = response.json()["articles"]
    assert [article["slug"] for article in articles] == ["fixture-slow-chat", "fixture-oom", "fixture-cpu"]
    assert articles[1] == {
        "slug": "fixture-oom",
        "title": "Fixture: out of memory on the GPU",
        "url": "http://testserver/kb/fixture-oom/",
        "summary": "A fixture article about the GPU running out of memory while loading a model.",
        "symptom": "It crashes with out of memory when loading",
        "category": "out-of-memory",
        "runtimes": ["transformers", "llama-cpp"],
        "platforms": ["nvidia-cuda"],
        "severity": "fails",
        "last_verified": "2026-01-10",
    }


def test_search_returns_results_best_first(client):
    results = client.get("/api/kb/search", {"q": "ollama uses cpu"}).json()["results"]
    assert results[0]["slug"] == "fixture-cpu"
    assert [result["score"] for result in results] == sorted((result["score"] for result in results), reverse=True)


def test_search_without_a_query_is_a_400(client):
    response = client.get("/api/kb/search")
    assert response.status_code == 400
    assert response.json() == {"error": "Give a search query as ?q=...", "field": "q"}


def test_search_with_an_overlong_query_is_a_400(client):
    assert client.get("/api/kb/search", {"q": "a" * 201}).json()["field"] == "q"


def test_errors_matches_a_traceback(client):
    response = client.post("/api/kb/errors", TORCH_TRACEBACK, content_type="text/plain")
    assert response.status_code == 200
    assert response.json() == {
        "matches": [
            {
                "slug": "fixture-oom",
                "title": "Fixture: out of memory on the GPU",
                "url": "http://testserver/kb/fixture-oom/",
                "signature": "CUDA out of memory. Tried to allocate",
            }
        ]
    }


def test_errors_with_no_match_is_an_empty_list(client):
    assert client.post("/api/kb/errors", "all good", content_type="text/plain").json() == {"matches": []}


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        (b"", 400, "Send the error text as the request body"),
        (b" \n ", 400, "Send the error text as the request body"),
        (b"\xff\xfe bad", 400, "The body must be UTF-8 text"),
        (b"x" * 200_001, 413, "The error text is over 200,000 bytes; send the last lines"),
    ],
)
def test_errors_refuses_bad_bodies(client, body, status, message):
    response = client.post("/api/kb/errors", body, content_type="text/plain")
    assert response.status_code == status
    assert response.json() == {"error": message, "field": "body"}


def test_errors_only_answers_post(client):
    assert client.get("/api/kb/errors").status_code == 405
