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
