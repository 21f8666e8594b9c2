"""Will it run?'s pages in the sitemap: every GPU and model page and the popular verdicts, each answering."""

from urllib.parse import urlparse
from xml.etree import ElementTree

import pytest


@pytest.mark.django_db
def test_the_sitemap_lists_every_gpu_and_model_page_and_the_popular_verdicts_which_all_answer(client, catalog):
    namespace = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
    root = ElementTree.fromstring(client.get("/sitemap.xml").content)
    paths = [urlparse(loc.text).path + (f"?{urlparse(loc.text).query}" if urlparse(loc.text).query else "")
             for loc in root.iter(f"{namespace}loc")]
    assert {f"/will-it-run/gpu/{gpu}/" for gpu in catalog.gpus} <= set(paths)
    assert {f"/will-it-run/model/{model}/" for model in catalog.models} <= set(paths)
    verdicts = [p for p in paths if p.count("/") >= 5 and "/gpu/" not in p and "/model/" not in p and p.startswith("/will-it-run/")]
    assert "/will-it-run/llama-3.1-8b/bf16-hf/geforce-rtx-4090/?runtime=vllm" in verdicts  # linked from an article
    assert len(verdicts) >= 2 * len(catalog.models)
    for path in verdicts:
        assert client.get(path).status_code == 200, path
