"""The whole site, on the real content: every internal link resolves, error pages, headers."""

from html.parser import HTMLParser
from urllib.parse import urldefrag, urljoin

import pytest
from django.test import RequestFactory
from django.urls import resolve
from django.views.defaults import server_error


class LinkCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        posts = tag == "form" and dict(attrs).get("method", "get").lower() == "post"
        for name, value in attrs:
            if name == "action" and posts:
                continue  # a POST form's action is checked with its own tests, not fetched
            if name in ("href", "src", "action", "hx-get") and value:
                self.links.append(value)


def internal_links(page_url: str, html: str) -> set[str]:
    collector = LinkCollector()
    collector.feed(html)
    found = set()
    for link in collector.links:
        absolute = urldefrag(urljoin(page_url, link)).url
        if absolute.startswith("/") and not absolute.startswith("//"):
            found.add(absolute)
    return found


# Verdict pages are combinatorial (every model x quantization x card): the crawl
# visits a sample of them and checks that every other one resolves to a view.
GENERATED_PREFIX = "/will-it-run/"
GENERATED_VISITS = 40


def test_every_internal_link_on_the_site_resolves(client):
    seen: dict[str, int] = {}
    queue = ["/"]
    generated_visits = 0
    while queue:
        url = queue.pop()
        if url in seen:
            continue
        path = url.split("?")[0]
        if path.startswith(GENERATED_PREFIX) and path != GENERATED_PREFIX:
            if generated_visits >= GENERATED_VISITS:
                resolve(path)  # raises Resolver404 for a link to no page
                seen[url] = 200
                continue
            generated_visits += 1
        response = client.get(url, follow=True)
        seen[url] = response.status_code
        if response.status_code == 200 and response["Content-Type"].startswith("text/html"):
            queue += sorted(internal_links(url, response.content.decode()) - set(seen))
    broken = {url: status for url, status in seen.items() if status != 200}
    assert broken == {}
    assert len([url for url in seen if url.startswith("/kb/") and url.count("/") == 3]) >= 5  # articles reached
    assert any(url.startswith("/static/css/headroom.") for url in seen)


def test_pages_have_landmarks_and_the_header_navigation(client):
    html = client.get("/").content.decode()
    for landmark in ('<header class="site-header">', '<nav aria-label="Main">', '<main id="main"', "<footer"):
        assert landmark in html
    for link in ('href="/kb/">Troubleshooting', 'href="/will-it-run/">Will it run?', 'href="/diagnose/">Diagnose', 'href="/kb/search/">Search'):
        assert link in html
    assert 'class="skip-link" href="#main"' in html


def test_the_current_section_is_marked_in_the_navigation(client):
    assert 'href="/kb/search/" aria-current="page">Search' in client.get("/kb/search/").content.decode()
    assert 'href="/kb/" aria-current="page">Troubleshooting' in client.get("/kb/").content.decode()


def test_no_external_scripts_fonts_or_styles(client):
    html = client.get("/").content.decode()
    collector = LinkCollector()
    collector.feed(html)
    assert [link for link in collector.links if link.startswith(("http:", "https:", "//")) and "testserver" not in link] == []
    assert "/static/vendor/htmx-2.0.11.min." in html


def test_static_files_are_hashed_and_long_cached(client):
    html = client.get("/").content.decode()
    stylesheet = html.split('rel="stylesheet" href="')[1].split('"')[0]
    assert stylesheet.startswith("/static/css/headroom.") and stylesheet != "/static/css/headroom.css"
    response = client.get(stylesheet)
    assert response.status_code == 200
    assert "immutable" in response["Cache-Control"]


def test_a_missing_page_is_a_404_that_offers_search(client):
    response = client.get("/no/such/page/")
    assert response.status_code == 404
    html = response.content.decode()
    assert 'action="/kb/search/"' in html and '<main id="main"' in html


def test_the_500_page_renders_without_a_request_context():
    response = server_error(RequestFactory().get("/"))
    html = response.content.decode()
    assert response.status_code == 500
    assert "Something went wrong on our side" in html and 'href="/kb/"' in html


def test_healthz_is_plain_ok(client):
    response = client.get("/healthz")
    assert (response.status_code, response.content) == (200, b"ok")


def test_security_headers(client):
    response = client.get("/")
    assert response["X-Frame-Options"] == "DENY"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "same-origin"


def test_readyz_answers_ok_while_the_database_answers(client, db):
    response = client.get("/readyz")
    assert (response.status_code, response.content) == (200, b"ok")
    assert client.head("/readyz").status_code == 200


def test_readyz_is_503_with_the_reason_when_the_database_does_not(client, db, monkeypatch):
    from django.db import OperationalError
    from django.db.backends.base.base import BaseDatabaseWrapper

    def refuse(self, *args, **kwargs):
        raise OperationalError("connection refused")

    with monkeypatch.context() as patch:
        patch.setattr(BaseDatabaseWrapper, "cursor", refuse)
        response = client.get("/readyz")
    assert response.status_code == 503 and b"OperationalError" in response.content


@pytest.mark.parametrize("address", ["/", "/kb/", "/kb/cuda-out-of-memory/", "/will-it-run/",
                                     "/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/?ctx=8192", "/diagnose/",
                                     "/will-it-run/gpu/geforce-rtx-4090/", "/will-it-run/model/llama-3.1-8b/", "/will-it-run/custom/"])
def test_no_template_syntax_leaks_into_a_page(client, db, address):
    # A {# ... #} comment over two lines is not a comment to Django: it would print on the page.
    html = client.get(address).content.decode()
    assert "{#" not in html and "{%" not in html and "#}" not in html


def test_the_favicon_is_where_feed_readers_look_for_it(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 302 and response["Location"].startswith("/static/favicon") and response["Location"].endswith(".svg")
    # 302, not 301: the hashed file name changes with each release and a permanent redirect would be kept
