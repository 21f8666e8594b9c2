"""The one loaded :class:`~kb.library.Library` of this process.

Built once per content directory (the first call, at start-up from
``KbConfig.ready``) and then served from memory. Tests that point
``HEADROOM_CONTENT_DIR`` elsewhere get a library of their own.
"""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path

from django.conf import settings
from django.urls import reverse

from kb.library import Library, load_library

logger = logging.getLogger(__name__)


def articles_dir() -> Path:
    return Path(settings.HEADROOM_CONTENT_DIR) / "articles"


@cache
def _load(directory: Path) -> Library:
    library = load_library(directory)
    for problem in library.problems:
        # Invalid articles are left out of the site; `manage.py check` fails on them.
        logger.warning("knowledge base: %s", problem)
    return library


def get_library() -> Library:
    return _load(articles_dir())


def article_url(slug: str) -> str:
    return reverse("kb:article", args=[slug])
