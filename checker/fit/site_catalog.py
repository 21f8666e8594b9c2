"""The one loaded :class:`~checker.fit.catalog.Catalog` of this process, like kb.site_library for articles."""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path

from django.conf import settings

from checker.fit.catalog import Catalog, load_catalog

logger = logging.getLogger(__name__)


def catalog_dir() -> Path:
    return Path(settings.HEADROOM_CONTENT_DIR) / "catalog"


@cache
def _load(directory: Path) -> Catalog:
    catalog = load_catalog(directory)
    for problem in catalog.problems:
        # Bad entries are left out; `manage.py check` fails on them.
        logger.warning("catalog: %s", problem)
    return catalog


def get_catalog() -> Catalog:
    return _load(catalog_dir())
