"""schema.org JSON-LD for an article page (FAQPage), safe inside <script>."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kb.content import Article

# Inside <script>, "</script>" or "<!--" in an answer would end or confuse the
# element; escaping <, > and & as JSON unicode escapes keeps the JSON the same.
_SCRIPT_SAFE = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


def article_json_ld(article: Article, url: str) -> str:
    data = {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "url": url,
        "name": article.meta.title,
        "dateModified": article.meta.last_verified.isoformat(),
        "mainEntity": [
            {
                "@type": "Question",
                "name": item.question,
                "acceptedAnswer": {"@type": "Answer", "text": item.answer_text},
            }
            for item in article.faq
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=1).translate(_SCRIPT_SAFE)
