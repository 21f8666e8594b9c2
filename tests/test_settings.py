"""Settings come from the environment through strict helpers; production needs a secret key."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from config.settings import envbool, envint, envlist

ROOT = Path(__file__).resolve().parent.parent


def settings_in_subprocess(**environment: str) -> subprocess.CompletedProcess:
    code = (
        # Reading settings needs no django.setup(): that would import the models and so the
        # database driver (psycopg is an optional extra) for a postgres:// URL.
        "import json; from django.conf import settings; "
        "print(json.dumps({'debug': settings.DEBUG, 'db': settings.DATABASES['default'], "
        "'hosts': settings.ALLOWED_HOSTS, 'storage': settings.STORAGES['staticfiles']['BACKEND'], "
        "'content': str(settings.HEADROOM_CONTENT_DIR), 'machine': settings.HEADROOM_MACHINE}, default=str))"
    )
    base = {key: value for key, value in os.environ.items() if key not in ("SECRET_KEY", "DEBUG", "DATABASE_URL", "ALLOWED_HOSTS")}
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**base, "DJANGO_SETTINGS_MODULE": "config.settings", **environment},
        capture_output=True,
        text=True,
    )


def test_production_refuses_to_start_without_a_secret_key():
    result = settings_in_subprocess()
    assert result.returncode != 0
    assert "SECRET_KEY is not set" in result.stderr


def test_development_runs_without_a_secret_key():
    result = settings_in_subprocess(DEBUG="True")
    assert result.returncode == 0, result.stderr
    values = json.loads(result.stdout)
    assert values["debug"] is True
    assert values["storage"] == "django.contrib.staticfiles.storage.StaticFilesStorage"


def test_the_defaults_are_safe():
    values = json.loads(settings_in_subprocess(SECRET_KEY="x" * 50).stdout)
    assert values["debug"] is False
    assert values["hosts"] == ["localhost", "127.0.0.1", "[::1]"]
    assert values["db"]["ENGINE"] == "django.db.backends.sqlite3"
    assert values["db"]["NAME"] == str(ROOT / "db.sqlite3")
    assert values["storage"] == "whitenoise.storage.CompressedManifestStaticFilesStorage"
    assert values["content"] == str(ROOT / "content")
    # Behind a proxy that adds no header every visitor would look local: production shows /machine/ only when asked.
    assert values["machine"] == "off"
    assert json.loads(settings_in_subprocess(DEBUG="True").stdout)["machine"] == "auto"  # tasks.py serve, on the machine


def test_a_postgres_url_selects_postgresql():
    url = "postgres://headroom:s3cret@db.internal:5433/headroom"
    values = json.loads(settings_in_subprocess(SECRET_KEY="x" * 50, DATABASE_URL=url, ALLOWED_HOSTS="kb.example.org, 10.0.0.5").stdout)
    assert values["db"]["ENGINE"] == "django.db.backends.postgresql"
    assert (values["db"]["HOST"], values["db"]["PORT"], values["db"]["NAME"], values["db"]["USER"]) == (
        "db.internal", 5433, "headroom", "headroom"
    )
    assert values["hosts"] == ["kb.example.org", "10.0.0.5"]


def test_a_typo_in_a_boolean_is_refused():
    result = settings_in_subprocess(DEBUG="yes please")
    assert result.returncode != 0
    assert "DEBUG must be True or False, not 'yes please'" in result.stderr


@pytest.mark.parametrize(("raw", "expected"), [("", True), ("True", True), ("1", True), ("false", False), ("0", False)])
def test_envbool(monkeypatch, raw, expected):
    monkeypatch.setenv("FLAG", raw)
    assert envbool("FLAG", True) is expected


def test_envint_and_envlist(monkeypatch):
    monkeypatch.setenv("NUMBER", "12x")
    with pytest.raises(ImproperlyConfigured, match="NUMBER must be a whole number"):
        envint("NUMBER", 1)
    monkeypatch.setenv("ITEMS", " a, ,b ")
    assert envlist("ITEMS", []) == ["a", "b"]
    assert envlist("UNSET_LIST_VARIABLE", ["x"]) == ["x"]


def test_a_server_with_a_missing_catalog_refuses_to_start(tmp_path):
    content = tmp_path / "content"
    (content / "articles").mkdir(parents=True)
    base = {key: value for key, value in os.environ.items() if key not in ("DEBUG",)}
    result = subprocess.run([sys.executable, "-c", "import config.wsgi"], cwd=ROOT, capture_output=True, text=True,
                            env={**base, "SECRET_KEY": "x" * 50, "HEADROOM_CONTENT_DIR": str(content)})
    assert result.returncode != 0 and "catalogs" in result.stderr and "cannot be read" in result.stderr
    fine = subprocess.run([sys.executable, "-c", "import config.wsgi"], cwd=ROOT, capture_output=True, text=True,
                          env={**base, "SECRET_KEY": "x" * 50})
    assert fine.returncode == 0, fine.stderr
