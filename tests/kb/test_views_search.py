"""/kb/search/: ranked results, page and fragment."""

import pytest

pytestmark = pytest.mark.usefixtures("fixture_articles")


def test_it_shows_ranked_results(client):
    response = client.get("/kb/search/", {"q": "slow memory"})
    html = response.content.decode()
    assert response.status_code == 200
    # "slow" is in the symptom of one, "memory" in the title of the other.
    assert html.index("Fixture: generation slows") < html.index("Fixture: out of memory")
    # Slowness is most often the CPU doing the work, so that article may follow, never lead.
    assert "Fixture: the runtime uses the CPU" not in html or \
        html.index("Fixture: the runtime uses the CPU") > html.index("Fixture: out of memory")
    assert 'value="slow memory"' in html


def test_htmx_gets_only_the_results(client):
    response = client.get("/kb/search/", {"q": "ollama uses cpu"}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert "<html" not in html and "<form" not in html
    assert "Fixture: the runtime uses the CPU" in html
    assert "HX-Request" in response["Vary"]


def test_no_query_shows_a_hint_and_no_match_says_so(client):
    assert "Type a symptom" in client.get("/kb/search/").content.decode()
    assert "Nothing matches" in client.get("/kb/search/", {"q": "zzzqqq"}).content.decode()


def test_the_query_is_escaped(client):
    html = client.get("/kb/search/", {"q": "<img src=x onerror=alert(1)>"}).content.decode()
    assert "<img src=x" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_an_overlong_query_is_a_400(client):
    response = client.get("/kb/search/", {"q": "x" * 201})
    assert response.status_code == 400
    assert "at most 200 characters" in response.content.decode()
