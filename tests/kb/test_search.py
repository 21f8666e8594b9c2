from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.library import load_library
from kb.search import query_terms, stem

DATA = Path(__file__).parent.parent / "data" / "articles"
REAL = Path(__file__).parent.parent.parent / "content" / "articles"
FIXTURES = load_library(DATA)
SITE = load_library(REAL)


def first(library, query):
    results = library.search_index.search(query)
    return results[0].article.slug if results else None


def test_the_symptom_line_wins_over_a_passing_mention():
    assert first(FIXTURES, "slow after a long chat") == "fixture-slow-chat"
    assert first(FIXTURES, "ollama uses cpu") == "fixture-cpu"
    assert first(FIXTURES, "out of memory") == "fixture-oom"


def test_results_are_ordered_best_first_and_exclude_non_matches():
    results = FIXTURES.search_index.search("memory")
    scores = [result.score for result in results]
    assert scores == sorted(scores, reverse=True)
    assert "fixture-cpu" not in [result.article.slug for result in results]


def test_stopwords_alone_find_nothing():
    assert FIXTURES.search_index.search("the and of") == []
    assert FIXTURES.search_index.search("") == []


def test_plurals_and_synonyms_meet():
    assert stem("layers") == stem("layer")
    assert "memory" in query_terms("OOM")
    assert first(FIXTURES, "OOM") == "fixture-oom"


@pytest.mark.parametrize(
    ("query", "slug"),
    [
        ("out of memory", "cuda-out-of-memory"),
        ("CUDA out of memory", "cuda-out-of-memory"),
        ("slow after long chat", "kv-cache-grows-with-context"),
        ("gets slower as the conversation grows", "kv-cache-grows-with-context"),
        ("ollama uses cpu", "ollama-cpu-fallback"),
        ("ollama not using gpu", "ollama-cpu-fallback"),
        ("which quantization should I use", "choosing-a-quantization"),
        ("Q4_K_M or Q8_0", "choosing-a-quantization"),
        ("model spills into system ram", "vram-spill-partial-offload"),
        ("fast at first then 3 tokens per second", "vram-spill-partial-offload"),
    ],
)
def test_real_phrasings_find_the_right_article_first(query, slug):
    if slug not in SITE.articles:
        pytest.fail(f"content/articles/{slug}.md is missing")
    assert first(SITE, query) == slug


@given(st.text(max_size=300))
def test_any_query_returns_a_ranked_list(query):
    results = SITE.search_index.search(query)
    assert [result.score for result in results] == sorted((result.score for result in results), reverse=True)


@pytest.mark.parametrize("query, first_few", [
    # The cases: a runtime named in the query brings that runtime's articles up.
    ("ollama slow", {"ollama-cpu-fallback", "reading-ollama-ps"}),
    ("lm studio slow", {"lm-studio-gpu-offload"}),
    ("vllm memory", {"vllm-kv-cache-too-small"}),
])
def test_a_runtime_named_in_the_query_brings_its_articles_up(query, first_few):
    slugs = [result.article.slug for result in SITE.search_index.search(query)[:2]]
    assert first_few <= set(slugs) or set(slugs) <= first_few, slugs


def test_the_long_tail_of_passing_mentions_is_cut():
    for query in ("ollama slow", "out of memory", "flash attention", "nvidia-smi"):
        results = SITE.search_index.search(query)
        assert all(result.score >= 0.2 * results[0].score for result in results)
        assert len(results) < len(SITE.articles) // 2, (query, len(results))
