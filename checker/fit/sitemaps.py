"""Will it run?'s pages in the sitemap: every GPU and model page, and the popular verdicts (those the articles
link to, and every catalog model at Q4_K_M on the two cards people ask about most)."""

from __future__ import annotations

import re

from django.contrib.sitemaps import Sitemap
from django.urls import reverse

from checker.fit.site_catalog import get_catalog
from kb.site_library import get_library

POPULAR_GPUS = ("geforce-rtx-4090", "geforce-rtx-3060-12gb")
VERDICT_LINK = re.compile(r"/will-it-run/[a-z0-9.+-]+/[a-z0-9_.-]+/[a-z0-9.+-]+/(?:\?[^\s)\"'<>]*)?")


class GpuPagesSitemap(Sitemap):
    def items(self) -> list[str]:
        return sorted(get_catalog().gpus)

    def location(self, item: str) -> str:
        return reverse("checker:gpu", args=[item])


class ModelPagesSitemap(Sitemap):
    def items(self) -> list[str]:
        return sorted(get_catalog().models)

    def location(self, item: str) -> str:
        return reverse("checker:model", args=[item])


class PopularVerdictsSitemap(Sitemap):
    def items(self) -> list[str]:
        catalog = get_catalog()
        linked = {match.group(0).replace("&amp;", "&") for article in get_library().all()
                  for match in VERDICT_LINK.finditer(article.body.html)}
        common = {reverse("checker:verdict", args=[model, "q4_k_m", gpu]) for model in catalog.models for gpu in POPULAR_GPUS}
        return sorted(linked | common)

    def location(self, item: str) -> str:
        return item
