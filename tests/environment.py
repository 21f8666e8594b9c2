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
# Playwright's sync API runs an event loop in the test thread; Django's ORM
# then refuses to run there unless told that the test owns the thread.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
