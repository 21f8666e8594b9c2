"""Who may see this machine (/machine/, the default model folders, Will it run?'s detected GPUs)."""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest
from django.http.request import split_domain_port

from checker.diagnose.gpu_match import hardware_from_snapshot
from checker.fit.site_catalog import get_catalog
from checker.machine.nvml_probe import probe

LOCAL_NAMES = {"localhost", "127.0.0.1", "[::1]"}
# Headers that proxies and CDNs add naming the real client (nginx, Apache, Caddy, Traefik, HAProxy,
# Cloudflare's CF-Connecting-IP, Akamai's True-Client-IP, X-Client-IP, Fastly's Fastly-Client-IP).
PROXY_HEADERS = ("HTTP_X_FORWARDED_FOR", "HTTP_X_FORWARDED_HOST", "HTTP_X_FORWARDED_PROTO", "HTTP_X_FORWARDED_SERVER",
                 "HTTP_X_REAL_IP", "HTTP_FORWARDED", "HTTP_VIA", "HTTP_CF_CONNECTING_IP", "HTTP_TRUE_CLIENT_IP",
                 "HTTP_X_CLIENT_IP", "HTTP_FASTLY_CLIENT_IP", "HTTP_X_CLUSTER_CLIENT_IP", "HTTP_X_ORIGINAL_FORWARDED_FOR")
OFF_MESSAGE = ("This machine's page is off here. It is shown to visitors on the machine itself with HEADROOM_MACHINE=auto "
               "(the default of `tasks.py serve`; production's default is off), or to everyone with HEADROOM_MACHINE=on.")


def machine_allowed(request: HttpRequest) -> bool:
    """HEADROOM_MACHINE: on, off, or auto (only when the site is reached on loopback, from loopback)."""
    if settings.HEADROOM_MACHINE != "auto":
        return settings.HEADROOM_MACHINE == "on"
    try:
        remote_is_local = ipaddress.ip_address(request.META.get("REMOTE_ADDR", "")).is_loopback
    except ValueError:
        return False
    host, _ = split_domain_port(request.get_host())
    # Behind a reverse proxy on the same machine the address is loopback too: the Host is usually the
    # public name, and most proxies add one of these headers. A site served over HTTPS
    # (HEADROOM_HTTPS) is a deployment behind a proxy, never a local install.
    proxied = any(header in request.META for header in PROXY_HEADERS) or settings.HEADROOM_HTTPS
    return remote_is_local and host in LOCAL_NAMES and not proxied


def detected_gpus_initial(request: HttpRequest) -> dict | None:
    """For Will it run?: the GPUs of this machine as the form's initial values, where /machine/ is allowed."""
    if not machine_allowed(request):
        return None
    result = probe()
    if not result.ok:
        return None
    hardware = hardware_from_snapshot(result.snapshot, get_catalog())
    if not hardware.gpu_ids:
        return None
    return {"gpu": "+".join(hardware.gpu_ids), "used_mib": ",".join(f"{value:.0f}" for value in hardware.used_mib)}
