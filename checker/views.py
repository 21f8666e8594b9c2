"""Will it run? and Diagnose.

The fit estimator (issue #4) and the paste diagnosis (issue #5) are not built
yet; until they are, these pages say so plainly and point to the articles
that answer the same questions by hand.
"""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from kb.library import get_library

CHECK_ARTICLES = ["choosing-a-quantization", "kv-cache-grows-with-context", "vram-spill-partial-offload", "expected-tokens-per-second"]
DIAGNOSE_ARTICLES = ["collecting-gpu-diagnostics", "reading-ollama-ps", "ollama-cpu-fallback", "cuda-out-of-memory"]


def _articles(slugs: list[str]) -> list:
    library = get_library()
    return [article for slug in slugs if (article := library.get(slug))]


@require_GET
def check(request: HttpRequest) -> HttpResponse:
    return render(request, "checker/check.html", {"articles": _articles(CHECK_ARTICLES)})


@require_GET
def diagnose(request: HttpRequest) -> HttpResponse:
    return render(request, "checker/diagnose.html", {"articles": _articles(DIAGNOSE_ARTICLES)})
