"""The one place that decides between a whole page and an htmx fragment."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers


def wants_fragment(request: HttpRequest) -> bool:
    # A history-restore request (the user went back and htmx missed its cache)
    # needs the whole page, even though it carries HX-Request.
    htmx = getattr(request, "htmx", None)
    return bool(htmx) and not htmx.history_restore_request


def render_page_or_fragment(
    request: HttpRequest, template: str, fragment: str, context: dict[str, Any], status: int = 200
) -> HttpResponse:
    """Render ``template``, or only its partial ``fragment`` for htmx.

    ``Vary: HX-Request`` keeps caches from serving one in place of the other.
    """
    name = f"{template}#{fragment}" if wants_fragment(request) else template
    response = render(request, name, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


def error_status(request: HttpRequest, status: int) -> int:
    """The status of a page that shows a bad input's message beside the input.

    htmx swaps only 2xx answers, so the fragment goes out as 200 with the message in it (else the
    user would see nothing happen); a plain form post and the API keep their 4xx.
    """
    return 200 if wants_fragment(request) else status
