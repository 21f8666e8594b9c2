"""Loaded with ``-p tests.environment`` (see pyproject), before pytest-django
imports the settings: the tests run as production does (DEBUG off, manifest
static storage), with a throw-away secret key and static root."""

import atexit
import os
import secrets
import shutil
import tempfile

os.environ.setdefault("SECRET_KEY", secrets.token_urlsafe(50))
os.environ["DEBUG"] = "False"
if "STATIC_ROOT" not in os.environ:
    static_root = tempfile.mkdtemp(prefix="headroom-static-")
    atexit.register(shutil.rmtree, static_root, ignore_errors=True)
    os.environ["STATIC_ROOT"] = static_root
# One process's cache and no per-client limits while the suite posts hundreds of requests from one
# address; tests/test_limits.py turns the limits on and runs them on the database cache too.
os.environ.setdefault("HEADROOM_CACHE_URL", "locmem")
os.environ.setdefault("HEADROOM_RATE_SAVE", "")
os.environ.setdefault("HEADROOM_RATE_POST", "")
# Playwright's sync API runs an event loop in the test thread; Django's ORM
# then refuses to run there unless told that the test owns the thread.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
