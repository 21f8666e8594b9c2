from __future__ import annotations

import datetime as dt

from django.contrib.sitemaps import Sitemap
from django.urls import reverse

from kb.content import Article
from kb.site_library import article_url, get_library


class PagesSitemap(Sitemap):
    def items(self) -> list[str]:
        return ["home", "kb:index", "kb:search", "kb:errors", "checker:will_it_run", "checker:diagnose"]

    def location(self, item: str) -> str:
        return reverse(item)


class ArticlesSitemap(Sitemap):
    def items(self) -> list[Article]:
        return get_library().all()

    def location(self, item: Article) -> str:
        return article_url(item.slug)

    def lastmod(self, item: Article) -> dt.date:
        return item.meta.last_verified


SITEMAPS = {"pages": PagesSitemap, "articles": ArticlesSitemap}
