"""Headers every response carries: a strict Content-Security-Policy and a Permissions-Policy.

The templates hold no inline script, style or event handler (tests/test_security_headers.py fails if one
is added), so scripts and styles come only from this site: 'unsafe-inline' and 'unsafe-eval' are not
needed. htmx is told not to add its indicator styles inline (the meta tag htmx-config in base.html; the
stylesheet has them), and this site uses no hx-on attribute, which would need eval.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])
# Nothing here uses a camera, a microphone, the location or payment; say so, so embedded content cannot ask.
PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), interest-cohort=()"


class SecurityHeadersMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        response.headers.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        return response
