"""JSON for tools and editors: the article list, search and the errors lookup.

Errors have one shape, ``{"error": "...", "field": "..."}``, with a 4xx status.
"""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST, require_safe

from kb.content import Article
from kb.search import MAX_QUERY_LENGTH
from kb.signatures import MAX_ERROR_TEXT_BYTES
from kb.site_library import article_url, get_library


def error_response(message: str, field: str | None = None, status: int = 400) -> JsonResponse:
    body = {"error": message}
    if field:
        body["field"] = field
    return JsonResponse(body, status=status)


def article_summary(request: HttpRequest, article: Article) -> dict:
    return {
        "slug": article.slug,
        "title": article.meta.title,
        "url": request.build_absolute_uri(article_url(article.slug)),
        "summary": article.meta.summary,
        "symptom": article.meta.symptom,
        "category": article.meta.category,
        "runtimes": article.meta.runtimes,
        "platforms": article.meta.platforms,
        "severity": article.meta.severity,
        "last_verified": article.meta.last_verified.isoformat(),
    }


@require_safe
def articles(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"articles": [article_summary(request, article) for article in get_library().all()]})


@require_safe
def search(request: HttpRequest) -> JsonResponse:
    query = request.GET.get("q", "").strip()
    if not query:
        return error_response("Give a search query as ?q=...", "q")
    if len(query) > MAX_QUERY_LENGTH:
        return error_response(f"The query is longer than {MAX_QUERY_LENGTH} characters", "q")
    results = get_library().search_index.search(query)
    return JsonResponse(
        {"results": [{**article_summary(request, result.article), "score": result.score} for result in results]}
    )


@csrf_exempt  # a JSON API for tools: no cookies, no session, nothing to forge
@require_POST
def errors(request: HttpRequest) -> JsonResponse:
    if len(request.body) > MAX_ERROR_TEXT_BYTES:
        return error_response(f"The error text is over {MAX_ERROR_TEXT_BYTES:,} bytes; send the last lines", "body", 413)
    try:
        text = request.body.decode("utf-8")
    except UnicodeDecodeError:
        return error_response("The body must be UTF-8 text", "body")
    if not text.strip():
        return error_response("Send the error text as the request body", "body")
    matches = get_library().signature_index.match(text)
    return JsonResponse(
        {
            "matches": [
                {
                    "slug": match.article.slug,
                    "title": match.article.meta.title,
                    "url": request.build_absolute_uri(article_url(match.article.slug)),
                    "signature": match.signature,
                }
                for match in matches
            ]
        }
    )
