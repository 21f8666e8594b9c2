"""The shared cache (rate limits) from one setting, HEADROOM_CACHE_URL.

Several gunicorn workers, and several hosts, must count a client's requests together, so the
cache must be shared and its increment atomic:

- ``db`` (the default): Django's database cache in the table ``headroom_cache`` (made by
  ``migrate``), with an atomic increment (config/db_cache.py);
- ``redis://host:6379/0`` (``rediss://`` too): Django's own Redis cache (install the ``redis`` extra);
- ``memcached://host:11211`` (several hosts separated by commas): Django's pymemcache cache
  (install the ``memcached`` extra);
- ``locmem``: one process's memory, for development and tests only (each worker counts alone).
"""

from __future__ import annotations

from django.core.exceptions import ImproperlyConfigured

CACHE_TABLE = "headroom_cache"
MAX_ENTRIES = 200_000  # one entry per client and limit in the current window; expired ones are culled first
NOT_SHARED = ("django.core.cache.backends.locmem.LocMemCache", "django.core.cache.backends.dummy.DummyCache")


def caches_from_url(url: str) -> dict:
    """Django's CACHES for HEADROOM_CACHE_URL; ImproperlyConfigured for anything else."""
    url = url.strip() or "db"
    if url == "db":
        backend, location = "config.db_cache.CountingDatabaseCache", CACHE_TABLE
    elif url.startswith(("redis://", "rediss://", "unix://")):
        backend, location = "django.core.cache.backends.redis.RedisCache", url
    elif url.startswith("memcached://"):
        hosts = [host.strip() for host in url.removeprefix("memcached://").split(",") if host.strip()]
        if not hosts:
            raise ImproperlyConfigured("HEADROOM_CACHE_URL memcached:// needs host:port")
        backend, location = "django.core.cache.backends.memcached.PyMemcacheCache", hosts
    elif url == "locmem":
        backend, location = "django.core.cache.backends.locmem.LocMemCache", "headroom"
    else:
        raise ImproperlyConfigured(f"HEADROOM_CACHE_URL must be db, redis://..., memcached://... or locmem, not {url!r}")
    cache = {"BACKEND": backend, "LOCATION": location}
    if url in ("db", "locmem"):
        # Django culls a third of the entries past 300 by default, which would forget the counts of
        # clients that are still within their window whenever more than 300 are counted at once.
        cache["OPTIONS"] = {"MAX_ENTRIES": MAX_ENTRIES}
    return {"default": cache}
