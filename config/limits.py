"""Per-client limits on the requests that cost something: saving a paste, and every other POST.

Counting is django-ratelimit's (``get_usage``: a fixed window per client, kept in Django's cache, so
every worker and host that shares the cache shares the count; see config/cache.py). A client over
its rate gets 429 with ``Retry-After``: JSON for the API, the message in place for htmx (the page's
htmx config swaps 429 answers), a page otherwise. Rates come from HEADROOM_RATE_SAVE and
HEADROOM_RATE_POST ("30/h", "60/m"; empty turns a limit off).

The client is REMOTE_ADDR, or, when that is one of HEADROOM_TRUSTED_PROXIES, the nearest address
in X-Forwarded-For that is not a trusted proxy: a header a client sets itself is never believed
otherwise. IPv6 clients are counted per /64, the block one subscriber gets.
"""

from __future__ import annotations

import ipaddress
import logging
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.html import format_html
from django_ratelimit.core import get_usage

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
logger = logging.getLogger(__name__)


def trusted_networks(entries: list[str]) -> list[Network]:
    """HEADROOM_TRUSTED_PROXIES as networks (an address is a network of one)."""
    return [ipaddress.ip_network(entry, strict=False) for entry in entries]


def _address(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        address = ipaddress.ip_address(text.strip().split("%")[0])
    except ValueError:
        return None
    return address.ipv4_mapped or address if address.version == 6 else address  # ::ffff:a.b.c.d is a.b.c.d


def client_address(request: HttpRequest, trusted: list[Network]) -> str:
    """The address a request came from, believing X-Forwarded-For only from trusted proxies."""
    remote = _address(request.META.get("REMOTE_ADDR", ""))
    if remote is None:
        return "unknown"

    def is_trusted(address) -> bool:
        return any(address in network for network in trusted)

    if is_trusted(remote):
        # Each proxy appends the address it saw: read from the right, skipping our own proxies.
        for hop in reversed(request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")):
            address = _address(hop)
            if address is None:
                break  # a malformed hop: stop believing the header here
            if not is_trusted(address):
                remote = address
                break
    if remote.version == 6:
        return str(ipaddress.ip_network(f"{remote}/64", strict=False))
    return str(remote)


def _limit_for(request: HttpRequest) -> tuple[str, str | None]:
    if request.path_info == settings.HEADROOM_SAVE_PATH:
        return "save", settings.HEADROOM_RATE_SAVE or None
    return "post", settings.HEADROOM_RATE_POST or None


class RateLimitMiddleware:
    """429 and Retry-After for a client over its rate of POSTs (saving has its own, lower rate)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response
        self.trusted = trusted_networks(settings.HEADROOM_TRUSTED_PROXIES)

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method == "POST":
            group, rate = _limit_for(request)
            if rate:
                client = client_address(request, self.trusted)
                try:
                    usage = get_usage(request, group=group, key=lambda _group, _request: client, rate=rate, increment=True)
                except Exception:  # a cache that does not answer must not take the site down with it: count nothing
                    logger.warning("rate limit not counted: the cache (HEADROOM_CACHE_URL) does not answer", exc_info=True)
                    usage = None
                if usage and usage["should_limit"]:
                    return too_many(request, max(int(usage["time_left"]), 1), group)
        return self.get_response(request)


def too_many(request: HttpRequest, retry_after: int, group: str) -> HttpResponse:
    what = "saves" if group == "save" else "requests"
    message = (f"Too many {what} from your address: try again in {retry_after} second{'s' if retry_after != 1 else ''}. "
               "Nothing you entered was lost.")
    if request.path_info.startswith("/api/"):
        response: HttpResponse = JsonResponse({"error": message, "retry_after": retry_after}, status=429)
    elif getattr(request, "htmx", False):  # swapped into the result area; the form and its text stay
        response = HttpResponse(format_html('<p class="notice" role="alert">{}</p>', message), status=429)
    else:
        response = render(request, "429.html", {"message": message}, status=429)
    response["Retry-After"] = str(retry_after)
    return response
