"""System checks for the catalogs: a bad entry fails ``manage.py check`` (ids in the README)."""

from __future__ import annotations

from django.core import checks

from checker.fit.site_catalog import get_catalog

CHECK_ID_FILE = "checker.E001"  # a catalog file is missing or is not JSON
CHECK_ID_ENTRY = "checker.E002"  # an entry fails validation


@checks.register("content")
def check_catalog(app_configs=None, **kwargs) -> list[checks.CheckMessage]:
    messages = []
    for problem in get_catalog().problems:
        file_level = problem.entry == "-"
        messages.append(checks.Error(
            str(problem),
            hint="Catalog files are content/catalog/{gpus,models,quants}.json; see the README (Catalogs).",
            id=CHECK_ID_FILE if file_level else CHECK_ID_ENTRY,
        ))
    return messages


CHECK_ID_CACHE = "checker.W001"  # the rate limits' cache is not shared between processes


@checks.register(checks.Tags.caches, deploy=True)
def check_shared_cache(app_configs=None, **kwargs) -> list[checks.CheckMessage]:
    """A production deployment's rate limits must count in a cache every worker shares."""
    from django.conf import settings

    from config.cache import NOT_SHARED

    backend = settings.CACHES["default"]["BACKEND"]
    if backend in NOT_SHARED and (settings.HEADROOM_RATE_SAVE or settings.HEADROOM_RATE_POST):
        return [checks.Warning(
            f"the cache ({backend}) is one process's own: each gunicorn worker counts a client's requests alone, "
            "so the rate limits are as many times looser as there are workers",
            hint="Leave HEADROOM_CACHE_URL unset (the database cache) or set it to redis://... or memcached://...",
            id=CHECK_ID_CACHE,
        )]
    return []
