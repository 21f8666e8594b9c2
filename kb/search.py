"""Ranked full-text search over the articles, in memory.

BM25 (Robertson and Zaragoza, "The Probabilistic Relevance Framework: BM25 and
Beyond", 2009) summed over weighted fields: a word in the title or the
symptom line says more about an article than the same word deep in its body.
The corpus is a few dozen documents, so the index is rebuilt at start-up
and a query scans it whole; no search engine or database is needed.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from kb.content import Article

# Field weights: how much a match in each field counts. Chosen so that the
# words a user types about a symptom ("slow", "cpu") beat the same words used
# in passing in the body of another article.
FIELD_WEIGHTS = {
    "title": 3.0,
    "symptom": 3.0,
    "summary": 2.0,
    "signatures": 2.0,
    "faq": 1.5,
    "headings": 1.5,
    "tags": 1.0,
    "body": 1.0,
}
BM25_K1 = 1.2
BM25_B = 0.75
# A query found word for word in the title, symptom or summary is what the
# user meant; this bonus puts such an article first.
PHRASE_BONUS = 4.0
# Two query words side by side in the title or symptom ("partial offload",
# "context length") name the subject more surely than the same two words
# apart; per pair found, weighted like the fields (summary counts less).
PAIR_BONUS = {"title": 3.0, "symptom": 3.0, "summary": 1.5}

# A runtime named in the query says which articles are meant: its own articles come first, those that
# do not cover it at all drop.
RUNTIME_WORDS = {"ollama": "ollama", "llama": "llama-cpp", "llamacpp": "llama-cpp", "llama-server": "llama-cpp",
                 "llama-cli": "llama-cpp", "vllm": "vllm", "lmstudio": "lm-studio", "lms": "lm-studio", "mlx": "mlx",
                 "transformers": "transformers"}
RUNTIME_PHRASES = {"llama.cpp": "llama-cpp", "llama cpp": "llama-cpp", "lm studio": "lm-studio"}
ONLY_THIS_RUNTIME = 1.6  # an article about that runtime alone
NOT_THIS_RUNTIME = 0.35  # an article that does not cover it
# Results scoring less than this share of the best one are the long tail of passing mentions: left out.
TAIL_SHARE = 0.2

# Longer queries are refused by the views and the API: a search box is not
# the place for a log (the errors lookup is).
MAX_QUERY_LENGTH = 200

STOPWORDS = frozenset(
    "a an and are as at be but by can do does for from has have how i if in is it its "
    "my of on or so that the then this to was what when where which why will with you your "
    "me after get gets getting".split()
)

# Words users type, mapped onto the terms the articles use for the same thing
# (each keeps itself where it is a term of its own, too).
SYNONYMS = {
    "oom": ["out", "memory"],
    "vram": ["vram", "memory"],
    "conversation": ["chat", "context"],
    "chat": ["chat", "context"],
    # Slow generation is most often the model running on the CPU, in whole or in part.
    "slow": ["slow", "cpu"],
    "crawl": ["slow"],
    "crawls": ["slow"],
    "crawling": ["slow"],
    "sluggish": ["slow"],
    "slower": ["slow"],
    "slowly": ["slow"],
    "faster": ["fast"],
    "longer": ["long"],
    "tps": ["token"],
    "tok": ["token"],
    "partly": ["partial", "offload"],
    "partially": ["partial", "offload"],
    "spill": ["spill", "offload"],
    "spills": ["spill", "offload"],
    "spilling": ["spill", "offload"],
    "else": ["other"],
    "nvidia-smi": ["nvidia", "smi"],
    "ngl": ["ngl", "layer"],
    "quantisation": ["quantization"],
    "quant": ["quantization", "quant"],
}

# The same words on the articles' side: an article whose symptom says "answers crawl" is about slowness.
DOCUMENT_SYNONYMS = {"crawl": "slow", "crawls": "slow", "crawling": "slow", "sluggish": "slow"}

_WORD = re.compile(r"[a-z0-9][a-z0-9_+]*")


def stem(word: str) -> str:
    """A light suffix stripper, the same on both sides of the match.

    Enough to meet plurals and -ing/-ed forms halfway ("layers"/"layer",
    "offloaded"/"offload", "processes"/"process"); it does not have to give
    real words, only the same stem for the forms users and articles write.
    """
    if len(word) <= 4:
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("sses"):
        return word[:-2]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def tokenize(text: str) -> list[str]:
    words = [word for word in _WORD.findall(text.lower()) if word not in STOPWORDS]
    return [stem(word) for word in words] + [DOCUMENT_SYNONYMS[word] for word in words if word in DOCUMENT_SYNONYMS]


def query_terms(query: str) -> list[str]:
    terms = []
    for word in _WORD.findall(query.lower()):
        if word in STOPWORDS:
            continue
        terms += [stem(expanded) for expanded in SYNONYMS.get(word, [word])]
    return list(dict.fromkeys(terms))


def runtimes_named(query: str) -> set[str]:
    lowered = query.lower()
    named = {runtime for phrase, runtime in RUNTIME_PHRASES.items() if phrase in lowered}
    named |= {RUNTIME_WORDS[word] for word in re.findall(r"[a-z][a-z.-]*", lowered) if word in RUNTIME_WORDS}
    return named


def normalize_phrase(text: str) -> str:
    return " ".join(_WORD.findall(text.lower()))


@dataclass(frozen=True)
class SearchResult:
    article: Article
    score: float


class SearchIndex:
    def __init__(self, articles: Iterable[Article]) -> None:
        self.documents = []
        for article in articles:
            fields = {
                "title": article.meta.title,
                "symptom": article.meta.symptom,
                "summary": article.meta.summary,
                "signatures": " ".join(article.meta.error_signatures),
                "faq": " ".join(item.question for item in article.meta.faq),
                "headings": " ".join(article.body.headings),
                "tags": " ".join([article.category_label, *article.runtime_labels, *article.platform_labels]),
                "body": article.body.text,
            }
            counts = {name: Counter(tokenize(value)) for name, value in fields.items()}
            phrases = " | ".join(normalize_phrase(fields[name]) for name in ("title", "symptom", "summary"))
            pairs = {name: set(pairwise(tokenize(fields[name]))) for name in PAIR_BONUS}
            self.documents.append((article, counts, phrases, pairs))
        total = len(self.documents) or 1
        self.average_length = {
            name: (sum(sum(doc[1][name].values()) for doc in self.documents) / total) or 1.0 for name in FIELD_WEIGHTS
        }
        document_frequency: Counter[str] = Counter()
        for _, counts, _, _ in self.documents:
            document_frequency.update(set().union(*(set(counter) for counter in counts.values())))
        self.idf = {
            term: math.log(1 + (total - frequency + 0.5) / (frequency + 0.5)) for term, frequency in document_frequency.items()
        }

    def search(self, query: str, limit: int = 20) -> list[SearchResult]:
        terms = query_terms(query)
        if not terms:
            return []
        named = runtimes_named(query)
        phrase = normalize_phrase(query)
        query_pairs = set(pairwise(terms))
        results = []
        for article, counts, phrases, pairs in self.documents:
            score = 0.0
            for term in terms:
                idf = self.idf.get(term)
                if idf is None:
                    continue
                for name, weight in FIELD_WEIGHTS.items():
                    frequency = counts[name][term]
                    if frequency:
                        length = sum(counts[name].values())
                        norm = BM25_K1 * (1 - BM25_B + BM25_B * length / self.average_length[name])
                        score += weight * idf * frequency * (BM25_K1 + 1) / (frequency + norm)
            if score and len(phrase) > 3 and phrase in phrases:
                score += PHRASE_BONUS * len(terms)
            if score:
                score += sum(bonus * len(query_pairs & pairs[name]) for name, bonus in PAIR_BONUS.items())
            if score > 0 and named:
                covered = named & set(article.meta.runtimes)
                score *= (ONLY_THIS_RUNTIME if set(article.meta.runtimes) <= named else 1.0) if covered else NOT_THIS_RUNTIME
            if score > 0:
                results.append(SearchResult(article, round(score, 4)))
        results.sort(key=lambda result: (-result.score, result.article.slug))
        if results:
            results = [result for result in results if result.score >= TAIL_SHARE * results[0].score]
        return results[:limit]
