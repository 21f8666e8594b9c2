"""WSGI entry point: ``gunicorn config.wsgi``."""

import os

from django.core.exceptions import ImproperlyConfigured
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

application = get_wsgi_application()


def _catalog_or_refuse() -> None:
    """Load the catalogs now: a missing or unreadable catalog file stops the start with its reason, instead of
    a 500 on every verdict page later. (A bad entry is left out and logged; `manage.py check` fails on it.)"""
    from checker.fit.site_catalog import catalog_dir, get_catalog

    missing = [str(problem) for problem in get_catalog().problems if problem.entry == "-"]
    if missing:
        raise ImproperlyConfigured(f"the catalogs in {catalog_dir()} cannot be read: " + "; ".join(missing))


_catalog_or_refuse()
