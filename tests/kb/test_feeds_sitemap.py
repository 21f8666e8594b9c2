import xml.etree.ElementTree as ET

import pytest

pytestmark = pytest.mark.usefixtures("fixture_articles")
ATOM = "{http://www.w3.org/2005/Atom}"


def test_the_atom_feed_lists_articles_newest_verification_first(client):
    response = client.get("/kb/feed.atom")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/atom+xml")
    feed = ET.fromstring(response.content)
    entries = feed.findall(f"{ATOM}entry")
    assert [entry.find(f"{ATOM}title").text for entry in entries] == [
        "Fixture: generation slows as the conversation grows",
        "Fixture: the runtime uses the CPU instead of the GPU",
        "Fixture: out of memory on the GPU",
    ]
    assert entries[0].find(f"{ATOM}updated").text == "2026-03-05T00:00:00+00:00"
    assert entries[0].find(f"{ATOM}link").get("href") == "http://testserver/kb/fixture-slow-chat/"


def test_the_sitemap_lists_pages_and_articles(client):
    response = client.get("/sitemap.xml")
    assert response.status_code == 200
    namespace = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
    urls = {url.find(f"{namespace}loc").text: url for url in ET.fromstring(response.content)}
    assert "http://testserver/kb/" in urls and "http://testserver/kb/search/" in urls
    assert urls["http://testserver/kb/fixture-oom/"].find(f"{namespace}lastmod").text == "2026-01-10"


def test_robots_txt_names_the_sitemap(client):
    assert "Sitemap: http://testserver/sitemap.xml" in client.get("/robots.txt").content.decode()

