"""Find the articles whose error signatures occur in a pasted error text.

Matching is on a normalized form of both sides: lower case, whitespace
collapsed, and every number replaced by ``#``, so "Tried to allocate 20.00 MiB"
matches a signature written with any other size, and a traceback whose lines
wrap differently still matches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from kb.content import Article

# Error texts are pasted whole, tracebacks included; beyond this the text is
# refused by the views (a log of several megabytes is not an error message).
MAX_ERROR_TEXT_BYTES = 200_000

_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_SPACE = re.compile(r"\s+")


def normalize(text: str) -> str:
    text = _NUMBER.sub("#", text.lower())
    # Curly quotes from word processors and chat apps, straight in logs.
    text = text.translate(str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'}))
    return _SPACE.sub(" ", text).strip()


@dataclass(frozen=True)
class SignatureMatch:
    article: Article
    signature: str
    signature_index: int
    position: int  # where in the normalized text it was found


class SignatureIndex:
    def __init__(self, articles: Iterable[Article]) -> None:
        self.entries = [
            (normalize(signature), index, signature, article)
            for article in articles
            for index, signature in enumerate(article.meta.error_signatures)
        ]

    def match(self, text: str) -> list[SignatureMatch]:
        """One match per article, best first.

        Best is the longest signature (the most specific), then the one found
        last in the text (in a traceback the final line names the real error,
        the lines above it are the path that led there), then the article that
        lists the signature earlier: its first signatures are its own subject,
        later ones are errors it shares with a neighbour.
        """
        haystack = normalize(text)
        best: dict[str, tuple[int, int, int, SignatureMatch]] = {}
        for normalized, index, signature, article in self.entries:
            position = haystack.rfind(normalized)
            if position < 0:
                continue
            rank = (len(normalized), position, -index)
            current = best.get(article.slug)
            if current is None or rank > current[:3]:
                best[article.slug] = (*rank, SignatureMatch(article, signature, index, position))
        ordered = sorted(best.values(), key=lambda item: (-item[0], -item[1], -item[2], item[3].article.slug))
        return [item[3] for item in ordered]
