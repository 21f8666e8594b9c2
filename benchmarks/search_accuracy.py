"""Does the site's search find the article a query means, and would SQLite's FTS5 do better? (issue #14, item 7)

Two rankers over the same articles and fields, in the same run:

- Headroom's (kb/search.py): BM25 per field with field weights, word pairs and whole phrases in the
  title, symptom and summary, the runtime named in the query, synonyms, and the tail cut;
- SQLite FTS5's ``bm25()`` with the same field weights (the database's own full-text search, as the
  issue suggests), the query's words OR-ed (FTS5's default AND finds nothing for most questions),
  Porter stemming.

Three sets of (query, article) pairs:

- tuned: tests/kb/test_article_findability.py's phrasings for the first 33 articles, which the
  ranking was tuned on;
- written with the articles: tests/kb/findability_*.py, one per new article, written by the
  article's author, who was asked to make the article rank first for it under Headroom's search (so
  these favour Headroom's ranker: a floor for FTS5, not a fair race);
- fresh, held out: benchmarks/data/search_queries_fresh.json, two per article, written from the
  titles alone without running either search, after both rankers were fixed.

For each: top-1 (the article is first), top-3, the mean reciprocal rank, and how many results a
query returns (the tail a reader scrolls).

    .venv/bin/python benchmarks/search_accuracy.py
"""

from __future__ import annotations

import json
import re
import sqlite3
import statistics
import sys
from importlib import import_module
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kb.library import load_library  # noqa: E402
from kb.search import FIELD_WEIGHTS  # noqa: E402

ARTICLES = ROOT / "content" / "articles"
FRESH = ROOT / "benchmarks" / "data" / "search_queries_fresh.json"
FIELDS = list(FIELD_WEIGHTS)
LIMIT = 20


def query_sets() -> dict[str, list[tuple[str, str]]]:
    tuned = import_module("tests.kb.test_article_findability")
    first = {slug: query for slug, query in tuned.PHRASINGS.items()}
    written: dict[str, str] = {}
    for path in sorted((ROOT / "tests" / "kb").glob("findability_*.py")):
        written.update(getattr(import_module(f"tests.kb.{path.stem}"), "PHRASINGS", {}))
    for slug in written:
        first.pop(slug, None)  # test_article_findability merges the batches in; keep them apart here
    sets = {"tuned": sorted((query, slug) for slug, query in first.items()),
            "written with the articles": sorted((query, slug) for slug, query in written.items())}
    if FRESH.exists():
        sets["fresh, held out"] = [(item["query"], item["slug"]) for item in json.loads(FRESH.read_text())["queries"]]
    return sets


class Fts5:
    """The articles in an in-memory FTS5 table, one column per field, ranked by bm25() with the field weights."""

    def __init__(self, library) -> None:
        self.db = sqlite3.connect(":memory:")
        self.db.execute(f"CREATE VIRTUAL TABLE a USING fts5(slug UNINDEXED, {', '.join(FIELDS)}, tokenize='porter unicode61')")
        for article in library.articles.values():
            meta = article.meta
            values = {"title": meta.title, "symptom": meta.symptom, "summary": meta.summary,
                      "signatures": " ".join(meta.error_signatures), "faq": " ".join(item.question for item in meta.faq),
                      "headings": " ".join(article.body.headings),
                      "tags": " ".join([article.category_label, *article.runtime_labels, *article.platform_labels]),
                      "body": article.body.text}
            self.db.execute(f"INSERT INTO a VALUES (?, {', '.join('?' for _ in FIELDS)})", [article.slug, *[values[f] for f in FIELDS]])
        self.weights = ", ".join(str(FIELD_WEIGHTS[f]) for f in FIELDS)

    def search(self, query: str) -> list[str]:
        words = [w for w in re.findall(r"[\w]+", query.lower()) if len(w) > 1]
        if not words:
            return []
        match = " OR ".join(f'"{w}"' for w in words)
        rows = self.db.execute(f"SELECT slug FROM a WHERE a MATCH ? ORDER BY bm25(a, 0, {self.weights}) LIMIT {LIMIT}", [match])
        return [slug for (slug,) in rows]


def score(ranked: list[list[str]], wanted: list[str]) -> str:
    ranks = [r.index(slug) + 1 if slug in r else None for r, slug in zip(ranked, wanted, strict=True)]
    n = len(wanted) or 1
    top1 = sum(rank == 1 for rank in ranks) / n
    top3 = sum(rank is not None and rank <= 3 for rank in ranks) / n
    mrr = sum(1 / rank for rank in ranks if rank) / n
    shown = statistics.median(len(r) for r in ranked) if ranked else 0
    return f"top-1 {top1:6.1%}   top-3 {top3:6.1%}   MRR {mrr:.2f}   results shown (median) {shown:4.0f}"


def main() -> None:
    library = load_library(ARTICLES)
    fts = Fts5(library)
    print(f"{len(library.articles)} articles")
    for name, pairs in query_sets().items():
        wanted = [slug for _, slug in pairs]
        ours = [[result.article.slug for result in library.search_index.search(query, limit=LIMIT)] for query, _ in pairs]
        theirs = [fts.search(query) for query, _ in pairs]
        print(f"\n{name} ({len(pairs)} queries)")
        print(f"  Headroom  {score(ours, wanted)}")
        print(f"  FTS5      {score(theirs, wanted)}")


if __name__ == "__main__":
    main()
