"""Revisits and crawlers: ETag and 304 Not Modified, and compressed HTML and JSON (issue #15, item 5)."""

import gzip
import json

import pytest

ADDRESSES = ["/kb/cuda-out-of-memory/", "/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/", "/api/catalog/models",
             "/api/fit?model=llama-3.1-8b&gpu=geforce-rtx-4090"]


@pytest.mark.django_db
@pytest.mark.parametrize("address", ADDRESSES)
def test_a_revisit_with_the_etag_gets_304_and_no_body(client, address):
    first = client.get(address)
    assert first.status_code == 200 and first["ETag"]
    again = client.get(address, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again.content == b""
    assert client.get(address, HTTP_IF_NONE_MATCH='"something-else"').status_code == 200


@pytest.mark.django_db
@pytest.mark.parametrize("address", ADDRESSES)
def test_html_and_json_are_compressed_for_clients_that_accept_it(client, address):
    plain = client.get(address)
    packed = client.get(address, HTTP_ACCEPT_ENCODING="gzip, br")
    assert packed["Content-Encoding"] == "gzip" and "Accept-Encoding" in packed["Vary"]
    assert gzip.decompress(packed.content) == plain.content
    assert len(packed.content) < len(plain.content) / 2
    assert "Content-Encoding" not in plain


@pytest.mark.django_db
def test_a_compressed_revisit_is_still_304(client):
    first = client.get("/kb/cuda-out-of-memory/", HTTP_ACCEPT_ENCODING="gzip")
    again = client.get("/kb/cuda-out-of-memory/", HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304


@pytest.mark.django_db
def test_an_htmx_fragment_and_the_page_have_different_etags(client):
    page = client.get("/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/")
    fragment = client.get("/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/", HTTP_HX_REQUEST="true")
    assert page["ETag"] != fragment["ETag"]


def test_api_json_stays_json_after_compression(client, db):
    packed = client.get("/api/catalog/models", HTTP_ACCEPT_ENCODING="gzip")
    assert isinstance(json.loads(gzip.decompress(packed.content)), (list, dict))
