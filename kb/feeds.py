"""Atom feed of the most recently verified articles."""

from __future__ import annotations

import datetime as dt

from django.contrib.syndication.views import Feed
from django.urls import reverse_lazy
from django.utils.feedgenerator import Atom1Feed

from kb.content import Article
from kb.site_library import article_url, get_library


class RecentlyVerifiedFeed(Feed):
    feed_type = Atom1Feed
    title = "Headroom: recently verified troubleshooting articles"
    link = reverse_lazy("kb:index")
    subtitle = "Articles on running LLMs on your own hardware, newest verification first."

    def items(self) -> list[Article]:
        return get_library().recently_verified(20)

    def item_title(self, item: Article) -> str:
        return item.meta.title

    def item_description(self, item: Article) -> str:
        return item.meta.summary

    def item_link(self, item: Article) -> str:
        return article_url(item.slug)

    def item_updateddate(self, item: Article) -> dt.datetime:
        return dt.datetime.combine(item.meta.last_verified, dt.time(), tzinfo=dt.UTC)

    def item_pubdate(self, item: Article) -> dt.datetime:
        return self.item_updateddate(item)

    def item_categories(self, item: Article) -> list[str]:
        return [item.category_label]
