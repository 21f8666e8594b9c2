"""Headroom's settings: one file, read from the environment.

Every value a deployment may change comes from an environment variable
through the strict helpers below (the README lists them all). The defaults
are those of a safe development install: DEBUG off, hosts limited to the
loopback names, SQLite in the project folder.
"""

from __future__ import annotations

import ipaddress
import os
import re
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.core.management.utils import get_random_secret_key

from checker.machine.model_dirs import default_model_dirs
from config.cache import caches_from_url

BASE_DIR = Path(__file__).resolve().parent.parent


def env(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def envbool(name: str, default: bool) -> bool:
    """Only True/true/1 and False/false/0 (or unset) are accepted: a typo fails loudly."""
    value = os.environ.get(name, "").strip()
    if value == "":
        return default
    if value in ("True", "true", "1"):
        return True
    if value in ("False", "false", "0"):
        return False
    raise ImproperlyConfigured(f"{name} must be True or False, not {value!r}")


def envint(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    if value == "":
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be a whole number, not {value!r}") from None


def envlist(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


DEBUG = envbool("DEBUG", False)

SECRET_KEY = env("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "SECRET_KEY is not set. Production (DEBUG off) refuses to start without one: "
            "set SECRET_KEY to a long random string, e.g. the output of "
            "python -c \"import secrets; print(secrets.token_urlsafe(50))\". "
            "For development, set DEBUG=True instead."
        )
    # Development only: a fresh key per process. Nothing is signed that must
    # outlive a restart of the development server.
    SECRET_KEY = get_random_secret_key()

ALLOWED_HOSTS = envlist("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])
CSRF_TRUSTED_ORIGINS = envlist("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    # Before staticfiles, so that runserver serves static files the way
    # production does (through WhiteNoise) instead of through its own view.
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "django_htmx",
    "template_partials",
    "kb.apps.KbConfig",
    "checker.apps.CheckerConfig",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "config.security.SecurityHeadersMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",  # static files leave here, already compressed
    # HTML and JSON compressed (CSRF tokens are masked per response, so BREACH has no stable secret to find).
    "django.middleware.gzip.GZipMiddleware",
    # An ETag on every GET answer and 304 Not Modified when the client has it: articles, verdicts, the API.
    "django.middleware.http.ConditionalGetMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "config.limits.RateLimitMiddleware",  # after htmx: a 429 for htmx is the message alone
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.csrf",
                "config.context_processors.site",
            ],
        },
    },
]

# SQLite in the project folder unless DATABASE_URL names another database,
# e.g. postgres://user:password@host:5432/headroom (install the "postgres" extra).
DATABASES = {
    "default": dj_database_url.parse(
        env("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=envint("DATABASE_CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # A transaction takes SQLite's write lock when it begins (Django 5.1+), so that several workers
    # never fail upgrading a read to a write, and the rate limits' read-add-write is atomic.
    DATABASES["default"].setdefault("OPTIONS", {})["transaction_mode"] = "IMMEDIATE"

# The shared cache that rate limits count in (config/cache.py): db (default), redis://, memcached://, locmem.
CACHES = caches_from_url(env("HEADROOM_CACHE_URL", "db"))
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(env("STATIC_ROOT", str(BASE_DIR / "staticfiles")))
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Hashed, compressed files need `manage.py collectstatic`; the development
    # server (DEBUG on) serves the sources directly. The tests run with DEBUG
    # off and collect static files first, so they exercise the production storage.
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

# Where the knowledge base's markdown lives; articles are in its articles/ folder.
HEADROOM_CONTENT_DIR = Path(env("HEADROOM_CONTENT_DIR", str(BASE_DIR / "content")))
# Days a saved diagnosis is kept; `manage.py purge_pastes` deletes older ones.
HEADROOM_PASTE_RETENTION_DAYS = envint("HEADROOM_PASTE_RETENTION_DAYS", 30)
# Largest paste Diagnose accepts (bytes).
HEADROOM_PASTE_MAX_BYTES = envint("HEADROOM_PASTE_MAX_BYTES", 512 * 1024)
# All saved pastes together (MiB): past it, saving answers 507 with the reason and reading goes on.
HEADROOM_PASTE_STORE_MAX_MB = envint("HEADROOM_PASTE_STORE_MAX_MB", 1024)
# Per-client rates (config/limits.py, "N/s", "N/m", "N/h" or "N/d"; empty: no limit): saving a paste,
# and every other POST (Diagnose, Will it run? with a custom model or a GGUF header, the APIs).
HEADROOM_RATE_SAVE = env("HEADROOM_RATE_SAVE", "30/h").strip()
HEADROOM_RATE_POST = env("HEADROOM_RATE_POST", "120/m").strip()
HEADROOM_SAVE_PATH = "/diagnose/save/"
# Reverse proxies whose X-Forwarded-For is believed (addresses or networks, comma-separated).
# Empty: the client is REMOTE_ADDR, and the header, which anyone can send, is ignored.
HEADROOM_TRUSTED_PROXIES = envlist("HEADROOM_TRUSTED_PROXIES", [])
# django-ratelimit: when the cache cannot count (it answered nothing), let the request through rather than refuse everyone.
RATELIMIT_FAIL_OPEN = True
for _rate_name in ("HEADROOM_RATE_SAVE", "HEADROOM_RATE_POST"):
    if globals()[_rate_name] and not re.fullmatch(r"\d+/\d*[smhd]", globals()[_rate_name]):
        raise ImproperlyConfigured(f"{_rate_name} must look like 30/h or 120/m, not {globals()[_rate_name]!r}")
try:
    [ipaddress.ip_network(_proxy, strict=False) for _proxy in HEADROOM_TRUSTED_PROXIES]
except ValueError as _error:
    raise ImproperlyConfigured(f"HEADROOM_TRUSTED_PROXIES: {_error}") from None
# This machine (/machine/, issue #6): "auto" shows it only to requests that reach the site on a
# loopback address from a loopback address (the site is bound to localhost), "on" to everyone
# who can reach the site, "off" to nobody.
# Unset: "auto" for development (DEBUG, as `tasks.py serve` runs it on the machine itself), "off" in
# production: behind a plain `proxy_pass http://127.0.0.1:8000` that adds no header, every visitor
# would look local, so a deployment shows the page only when asked to.
HEADROOM_MACHINE = env("HEADROOM_MACHINE", "auto" if DEBUG else "off").lower()
if HEADROOM_MACHINE not in ("auto", "on", "off"):
    raise ImproperlyConfigured("HEADROOM_MACHINE must be auto, on or off.")
# Folders scanned for GGUF models (/machine/, manage.py scan_models) and whose files Will it run?
# may read by path (headers only). Unset: the usual Ollama, LM Studio and llama.cpp folders, read
# only where the machine page is allowed; set: these folders, and the API may read them for anyone.
HEADROOM_MODEL_DIRS_SET = bool(env("HEADROOM_MODEL_DIRS"))
HEADROOM_MODEL_DIRS = ([Path(item).expanduser() for item in envlist("HEADROOM_MODEL_DIRS", [])] if HEADROOM_MODEL_DIRS_SET
                       else default_model_dirs())
# Seconds between two refreshes of /machine/ (htmx polling, paused while the tab is hidden).
HEADROOM_MACHINE_REFRESH_S = envint("HEADROOM_MACHINE_REFRESH_S", 2)

# Security headers; HTTPS-only cookies and HSTS when served over HTTPS
# (HEADROOM_HTTPS=True, typically behind a reverse proxy that sets X-Forwarded-Proto).
HEADROOM_HTTPS = envbool("HEADROOM_HTTPS", False)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = HEADROOM_HTTPS
if HEADROOM_HTTPS:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = envbool("SECURE_SSL_REDIRECT", True)
    SECURE_HSTS_SECONDS = envint("SECURE_HSTS_SECONDS", 3600)

# Pasted error texts and logs are limited well below Django's default 2.5 MB.
DATA_UPLOAD_MAX_MEMORY_SIZE = 1_000_000

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", "INFO")},
}
