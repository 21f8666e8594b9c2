"""Site-wide pages that belong to no single app."""

from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.urls import reverse
from django.views.decorators.http import require_safe

from kb.site_library import get_library


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    library = get_library()
    return render(request, "home.html", {"recent": library.recently_verified(6), "article_count": len(library.articles)})


@require_safe
def healthz(request: HttpRequest) -> HttpResponse:
    """For load balancers and uptime checks; also the bare baseline of benchmarks/serve.py."""
    return HttpResponse("ok", content_type="text/plain")


@require_safe
def readyz(request: HttpRequest) -> HttpResponse:
    """Ready to serve: the database answers (saved diagnoses live there). 503 with the reason when it does not."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except DatabaseError as error:
        return HttpResponse(f"database unavailable: {error.__class__.__name__}", content_type="text/plain", status=503)
    return HttpResponse("ok", content_type="text/plain")


@require_safe
def robots_txt(request: HttpRequest) -> HttpResponse:
    lines = ["User-agent: *", "Disallow: /api/", f"Sitemap: {request.build_absolute_uri(reverse('sitemap'))}"]
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain")


@require_safe
def favicon(request: HttpRequest) -> HttpResponse:
    """/favicon.ico, which feed readers and browsers ask for on pages without a <link rel="icon"> (the feed, error
    pages served by others): the site's icon."""
    return redirect(static("favicon.svg"))  # not permanent: the hashed name changes with each release
