"""The real articles in content/articles: complete, consistent, and findable."""

from pathlib import Path

import pytest
from django.utils.html import escape

from checker.diagnose.codes import FINDING_CODES
from kb.library import load_library

REAL = Path(__file__).parent.parent.parent / "content" / "articles"
SITE = load_library(REAL)
ARTICLES = sorted(SITE.articles)


def test_every_finding_code_is_explained_by_an_article():
    explained = {code for article in SITE.articles.values() for code in article.meta.finding_codes}
    assert sorted(set(FINDING_CODES) - explained) == []


@pytest.mark.parametrize("slug", ARTICLES)
def test_related_links_go_both_ways(slug):
    article = SITE.get(slug)
    one_way = [other for other in article.meta.related if slug not in SITE.get(other).meta.related]
    assert one_way == [], f"{slug} names {one_way} as related, but they do not name {slug}"


@pytest.mark.parametrize("slug", ARTICLES)
def test_every_article_renders_as_a_page(client, slug):
    response = client.get(f"/kb/{slug}/")
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<h1 id="article-title">{escape(SITE.get(slug).meta.title)}</h1>' in html
    assert 'id="diagnostic-order-most-likely-first"' in html


def test_every_link_into_will_it_run_shows_a_verdict(client):
    # Articles link verdict pages by their addresses; a renamed catalog id must not leave a dead link.
    links = set()
    for article in SITE.articles.values():
        links |= {link for link in article.internal_links if link.startswith("/will-it-run/")}
    assert len(links) >= 10
    for link in sorted(links):
        response = client.get(link)
        assert response.status_code == 200, link
