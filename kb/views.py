"""Pages of the knowledge base. Thin: the library does the work."""

from __future__ import annotations

from urllib.parse import urlencode

from django import forms
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_safe

from checker.fit import preview_image
from checker.machine.access import machine_allowed
from config.htmx import error_status, render_page_or_fragment, wants_fragment
from kb.content import PLATFORMS, RUNTIMES
from kb.jsonld import article_json_ld
from kb.search import MAX_QUERY_LENGTH
from kb.signatures import MAX_ERROR_TEXT_BYTES
from kb.site_library import article_url, get_library


class FilterForm(forms.Form):
    runtime = forms.ChoiceField(choices=[("", "Any runtime"), *RUNTIMES.items()], required=False)
    platform = forms.ChoiceField(choices=[("", "Any platform"), *PLATFORMS.items()], required=False)


class SearchForm(forms.Form):
    q = forms.CharField(label="Search the knowledge base", max_length=MAX_QUERY_LENGTH, required=False, strip=True)


class ErrorForm(forms.Form):
    text = forms.CharField(
        label="Error message",
        widget=forms.Textarea(attrs={"rows": 10, "spellcheck": "false"}),
        help_text="Paste the error, a whole traceback is fine.",
        error_messages={"required": "Paste the error message first: the last lines of the log hold it."},
    )

    def clean_text(self) -> str:
        text = self.cleaned_data["text"]
        if len(text.encode("utf-8")) > MAX_ERROR_TEXT_BYTES:
            raise forms.ValidationError(
                f"That is {len(text.encode('utf-8')):,} bytes; paste at most {MAX_ERROR_TEXT_BYTES:,} bytes, "
                "the last lines of the log hold the error."
            )
        return text


def _filter_links(runtime: str, platform: str) -> dict[str, list[dict]]:
    """Plain links for every filter value, each keeping the other filter."""

    def url(**params: str) -> str:
        query = urlencode({key: value for key, value in params.items() if value})
        return reverse("kb:index") + (f"?{query}" if query else "")

    return {
        "runtimes": [
            {"label": label, "url": url(runtime=key, platform=platform), "current": key == runtime}
            for key, label in [("", "Any runtime"), *RUNTIMES.items()]
        ],
        "platforms": [
            {"label": label, "url": url(runtime=runtime, platform=key), "current": key == platform}
            for key, label in [("", "Any platform"), *PLATFORMS.items()]
        ],
    }


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    form = FilterForm(request.GET)
    if not form.is_valid():
        # An unknown runtime in a hand-edited URL: say so rather than show everything.
        context = {"form": form, "groups": [], "count": 0, "filters": _filter_links("", ""), "invalid": True}
        return render_page_or_fragment(request, "kb/index.html", "listing", context, status=400)
    runtime, platform = form.cleaned_data["runtime"], form.cleaned_data["platform"]
    library = get_library()
    articles = library.filtered(runtime or None, platform or None)
    context = {
        "form": form,
        "groups": library.grouped(articles),
        "count": len(articles),
        "filters": _filter_links(runtime, platform),
        "runtime_label": RUNTIMES.get(runtime, ""),
        "platform_label": PLATFORMS.get(platform, ""),
    }
    return render_page_or_fragment(request, "kb/index.html", "listing", context)


def _article_or_404(slug: str):
    library = get_library()
    found = library.get(slug)
    if found is None:
        raise Http404(f"No article '{slug}'")
    return library, found


@require_safe
def article_preview(request: HttpRequest, slug: str) -> HttpResponse:
    """The article as a PNG card for link previews (og:image): its category, title and symptom."""
    library, found = _article_or_404(slug)
    key = ("article-preview", slug)
    if key not in library.memo:
        library.memo[key] = preview_image.render_text(found.category_label, found.meta.title, found.meta.symptom)
    response = HttpResponse(library.memo[key], content_type="image/png")
    response["Cache-Control"] = "public, max-age=86400"
    return response


@require_safe
def article(request: HttpRequest, slug: str) -> HttpResponse:
    library, found = _article_or_404(slug)
    signature_index = request.GET.get("signature", "")
    if not (signature_index.isdecimal() and int(signature_index) < len(found.meta.error_signatures)):
        signature_index = ""
    # The page depends on nothing else than these, so it is rendered once per
    # key and served from memory: the article page is the most visited one
    # (benchmarks/serve.py measures it against a bare view).
    key = ("article", slug, request.scheme, request.get_host(), signature_index, machine_allowed(request))
    if key not in library.memo:
        context = {
            "article": found,
            "related": library.related(found),
            "json_ld": article_json_ld(found, request.build_absolute_uri(article_url(found.slug))),
            "matched_signature": found.meta.error_signatures[int(signature_index)] if signature_index else None,
            "matched_signature_versions": found.meta.signature_versions.get(found.meta.error_signatures[int(signature_index)])
            if signature_index else None,
        }
        library.memo[key] = render_to_string("kb/article.html", context, request)
    return HttpResponse(library.memo[key])


@require_safe
def search(request: HttpRequest) -> HttpResponse:
    form = SearchForm(request.GET)
    query = form.cleaned_data["q"] if form.is_valid() else ""
    results = get_library().search_index.search(query) if query else []
    context = {"form": form, "query": query, "results": results}
    status = 200 if form.is_valid() else error_status(request, 400)
    return render_page_or_fragment(request, "kb/search.html", "results", context, status=status)


@require_http_methods(["GET", "HEAD", "POST"])
def errors(request: HttpRequest) -> HttpResponse:
    """Paste an error, land on the article whose signature it contains."""
    if request.method in ("GET", "HEAD"):
        return render(request, "kb/errors.html", {"form": ErrorForm()})
    form = ErrorForm(request.POST)
    if not form.is_valid():
        return render_page_or_fragment(request, "kb/errors.html", "matches", {"form": form}, status=error_status(request, 400))
    text = form.cleaned_data["text"]
    library = get_library()
    matches = library.signature_index.match(text)
    if matches and not wants_fragment(request):
        best = matches[0]
        return redirect(f"{article_url(best.article.slug)}?signature={best.signature_index}")
    # Nothing matched word for word: offer the articles whose words come closest.
    suggestions = [] if matches else library.search_index.search(text[-2000:], limit=5)
    context = {"form": form, "matches": matches, "suggestions": suggestions, "submitted": True}
    return render_page_or_fragment(request, "kb/errors.html", "matches", context)
