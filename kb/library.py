"""The knowledge base in memory: every valid article, with the indexes built over them.

Plain Python, no Django import: kb.content builds the articles, kb.search and kb.signatures index
them, and :func:`load_library` puts the three together. kb.site_library keeps the site's one
loaded library.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from kb.content import CATEGORIES, Article, Problem, load_articles
from kb.search import SearchIndex
from kb.signatures import SignatureIndex


@dataclass
class Library:
    """Every valid article, in memory, with the indexes built over them."""

    articles: dict[str, Article]
    problems: list[Problem] = field(default_factory=list)
    # Values derived from this library by its users (the web layer keeps the
    # rendered article pages here); they live and die with the library.
    memo: dict = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.search_index = SearchIndex(list(self.articles.values()))
        self.signature_index = SignatureIndex(list(self.articles.values()))

    def get(self, slug: str) -> Article | None:
        return self.articles.get(slug)

    def all(self) -> list[Article]:
        return sorted(self.articles.values(), key=lambda article: article.meta.title.lower())

    def related(self, article: Article) -> list[Article]:
        return [self.articles[slug] for slug in article.meta.related if slug in self.articles]

    def filtered(self, runtime: str | None = None, platform: str | None = None) -> list[Article]:
        return [
            article
            for article in self.all()
            if (runtime is None or runtime in article.meta.runtimes)
            and (platform is None or platform in article.meta.platforms)
        ]

    def grouped(self, articles: list[Article]) -> list[tuple[str, str, list[Article]]]:
        """(category key, label, articles) in the fixed category order, empty groups left out."""
        return [
            (key, label, members)
            for key, label in CATEGORIES.items()
            if (members := [article for article in articles if article.meta.category == key])
        ]

    def recently_verified(self, limit: int = 20) -> list[Article]:
        ordered = sorted(self.articles.values(), key=lambda article: article.slug)
        return sorted(ordered, key=lambda article: article.meta.last_verified, reverse=True)[:limit]


def load_library(directory: Path | str) -> Library:
    """Every article of ``directory`` (a folder of ``*.md`` files), its problems, and the indexes."""
    articles, problems = load_articles(directory)
    return Library(articles, problems)
