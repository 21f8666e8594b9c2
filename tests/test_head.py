"""HEAD is answered wherever GET is: uptime checkers, load balancers and link unfurlers send it."""

import pytest

ADDRESSES = ["/", "/healthz", "/robots.txt", "/sitemap.xml", "/kb/", "/kb/cuda-out-of-memory/", "/kb/search/?q=slow", "/kb/errors/",
             "/kb/feed.atom", "/will-it-run/", "/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/?ctx=8192",
             "/will-it-run/gpu/geforce-rtx-4090/", "/will-it-run/model/llama-3.1-8b/", "/will-it-run/custom/", "/diagnose/",
             "/api/kb/articles", "/api/fit?model=llama-3.1-8b&gpu=geforce-rtx-4090", "/api/catalog/gpus"]


@pytest.mark.parametrize("address", ADDRESSES)
def test_head_is_answered_like_get(client, address):
    get, head = client.get(address), client.head(address)
    assert head.status_code == get.status_code == 200, (address, head.status_code, get.status_code)
    assert head["Content-Type"] == get["Content-Type"]
