"""A shared verdict unfurls with a picture: a 1200 x 630 PNG card named in og:image (issue #15)."""

import io
import re

import pytest
from PIL import Image

pytestmark = pytest.mark.django_db
VERDICT = "/will-it-run/llama-3.3-70b/q4_k_m/2x-geforce-rtx-4090/?ctx=8192"


def test_the_verdict_page_names_its_png_card_and_the_card_is_one(client):
    html = client.get(VERDICT).content.decode()
    image_url = re.search(r'<meta property="og:image" content="http://testserver([^"]+)"', html).group(1)
    assert image_url == "/will-it-run/llama-3.3-70b/q4_k_m/2x-geforce-rtx-4090/preview.png?ctx=8192"
    assert '<meta name="twitter:card" content="summary_large_image">' in html
    assert '"og:title" content="Llama 3.3 70B Instruct Q4_K_M on 2 x GeForce RTX 4090: Fits entirely"' in html
    response = client.get(image_url)
    assert response.status_code == 200 and response["Content-Type"] == "image/png"
    image = Image.open(io.BytesIO(response.content))
    assert (image.format, image.size) == ("PNG", (1200, 630))


def test_the_card_changes_with_the_verdict(client):
    fits = client.get("/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/preview.png").content
    spills = client.get("/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/preview.png").content
    # The verdict's colour runs down the card's left edge: green for fits, amber for a partial offload.
    edge = [Image.open(io.BytesIO(png)).convert("RGB").getpixel((4, 300)) for png in (fits, spills)]
    assert edge[0][1] > edge[0][0] and edge[1][0] > edge[1][2]


def test_a_bad_address_gets_a_clear_4xx_not_a_picture(client):
    response = client.get("/will-it-run/no-such-model/q4_k_m/geforce-rtx-4090/preview.png")
    assert response.status_code == 404 and b"no-such-model" in response.content
    assert client.get("/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/preview.png?ctx=-5").status_code == 400


def test_unfurlers_can_head_it_and_revisit_it(client):
    url = "/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/preview.png"
    assert client.head(url).status_code == 200
    first = client.get(url)
    assert client.get(url, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304


def test_an_article_unfurls_with_its_own_card(client):
    html = client.get("/kb/cuda-out-of-memory/").content.decode()
    image_url = re.search(r'<meta property="og:image" content="http://testserver([^"]+)"', html).group(1)
    assert image_url == "/kb/cuda-out-of-memory/preview.png"
    image = Image.open(io.BytesIO(client.get(image_url).content))
    assert (image.format, image.size) == ("PNG", (1200, 630))
    assert client.get("/kb/no-such-article/preview.png").status_code == 404


def test_one_card_is_drawn_per_verdict_whatever_the_address_adds(client, monkeypatch):
    from checker.fit import preview_image

    drawn = []
    real = preview_image.render
    monkeypatch.setattr(preview_image, "render", lambda *args: drawn.append(args) or real(*args))
    base = "/will-it-run/qwen3-8b/q4_k_m/geforce-rtx-3060-12gb/preview.png"
    cards = {client.get(base + extra).content for extra in ("", "?ctx=", "?runtime=", "?ctx=&runtime=")}
    assert len(cards) == 1 and len(drawn) == 1
