import re
from datetime import timedelta
from pathlib import Path

import pytest
from django.core.management import call_command
from django.utils import timezone

from checker.diagnose.models import SavedPaste

pytestmark = pytest.mark.django_db
PASTES = Path(__file__).resolve().parents[2] / "data" / "pastes"
TABLE = (PASTES / "nvidia-smi-table" / "exporter-rtx4080s-595-wayland-ffmpeg.txt").read_text()
SECRET = "\n    Serial Number : 1325021012345\nalice@myhost:~$ nvidia-smi"


def save(client, text=TABLE + SECRET):
    response = client.post("/diagnose/save/", {"text": text})
    assert response.status_code == 201
    html = response.content.decode()
    share = re.search(r'href="http://testserver(/d/[\w-]+/)"', html).group(1)
    delete = re.search(r'href="http://testserver(/d/[\w-]+/delete/#key=[\w-]+)"', html).group(1)
    return share, delete, html


def test_saving_redacts_and_gives_an_unguessable_address(client):
    share, delete, html = save(client)
    slug = share.split("/")[2]
    assert len(slug) >= 22  # 128 random bits in URL-safe base64
    paste = SavedPaste.objects.get(slug=slug)
    assert "1325021012345" not in paste.text and "alice" not in paste.text and "myhost" not in paste.text
    assert "serial and part numbers" in html
    assert paste.key_matches(delete.split("key=")[1]) and delete.split("key=")[1] not in paste.delete_key_hash


def test_the_shared_page_shows_the_paste_and_a_fresh_diagnosis(client):
    share, _, _ = save(client)
    html = client.get(share).content.decode()
    assert "other_gpu_consumers" in html and "ffmpeg" in html
    assert "Rules 2026" in html or "current rules" in html
    assert "Save and share" not in html
    assert '<meta name="robots" content="noindex">' in html


def test_the_private_link_deletes_it(client):
    share, delete, html = save(client)
    page, key = delete.split("#key=")
    assert "?" not in delete  # the key is in the fragment: browsers never send it, so no log or Referer holds it
    assert f'<code class="delete-key">{key}</code>' in html  # and shown, for a browser without JavaScript
    assert client.post("/diagnose/save/", {"text": TABLE})["Referrer-Policy"] == "no-referrer"  # the page that shows the key
    confirm = client.get(page)
    assert confirm.status_code == 200  # nothing deleted yet
    assert client.get(share).status_code == 200
    wrong = client.post(page, {"key": "not-the-key"})
    assert wrong.status_code == 403 and "not this diagnosis" in wrong.content.decode()
    assert client.get(share).status_code == 200
    assert client.post(page, {"key": key}).status_code == 200
    assert client.get(share).status_code == 404


def test_links_from_before_the_key_moved_still_work(client):
    share, delete, _ = save(client)
    page, key = delete.split("#key=")
    old = client.get(f"{page}?key={key}")
    assert f'value="{key}"' in old.content.decode()
    assert client.post(page, {"key": key}).status_code == 200


def test_expired_pastes_are_gone_and_purged(client):
    share, _, _ = save(client)
    SavedPaste.objects.update(expires_at=timezone.now() - timedelta(seconds=1))
    assert client.get(share).status_code == 404
    call_command("purge_pastes")
    assert SavedPaste.objects.count() == 0


def test_unknown_addresses_are_404(client):
    assert client.get("/d/nope/").status_code == 404
    assert client.get("/d/" + "x" * 200 + "/").status_code == 404


def test_saving_nothing_is_a_400(client):
    assert client.post("/diagnose/save/", {"text": ""}).status_code == 400
    assert SavedPaste.objects.count() == 0


def test_purging_runs_even_when_an_article_fails_its_content_check(tmp_path):
    # A maintenance command run by cron: a malformed article (a system check error) must not keep expired pastes stored.
    import os
    import shutil
    import subprocess
    import sys

    from django.conf import settings

    content = tmp_path / "content"
    shutil.copytree(settings.HEADROOM_CONTENT_DIR, content)
    (content / "articles" / "broken.md").write_text("no front matter here\n")
    env = {**os.environ, "HEADROOM_CONTENT_DIR": str(content), "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}"}
    manage = [sys.executable, str(settings.BASE_DIR / "manage.py")]
    subprocess.run([*manage, "migrate", "--skip-checks", "-v0"], env=env, check=True, cwd=tmp_path)
    checked = subprocess.run([*manage, "check"], env=env, capture_output=True, text=True, cwd=tmp_path)
    assert checked.returncode != 0 and "broken" in checked.stderr
    purged = subprocess.run([*manage, "purge_pastes"], env=env, capture_output=True, text=True, cwd=tmp_path)
    assert purged.returncode == 0 and "0" in purged.stdout, purged.stderr


def test_a_database_that_does_not_answer_gives_a_clear_503(client, monkeypatch):
    from django.db import OperationalError

    share, _, _ = save(client)

    def gone(*args, **kwargs):
        raise OperationalError("no such table: checker_savedpaste")

    with monkeypatch.context() as patch:
        patch.setattr(SavedPaste.objects, "live", gone)
        patch.setattr(SavedPaste, "create", gone)
        for response in (client.get(share), client.post("/diagnose/save/", {"text": TABLE})):
            assert response.status_code == 503 and "database does not answer" in response.content.decode()
        assert client.post("/diagnose/", {"text": TABLE}).status_code == 200  # Diagnose itself goes on
