"""A broken article fails `manage.py check` with a stable id, the file and the field."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import SystemCheckError

from kb.checks import check_articles


def run_check() -> str:
    with pytest.raises(SystemCheckError) as raised:
        call_command("check", stdout=StringIO(), stderr=StringIO())
    return str(raised.value)


def test_valid_content_passes(fixture_articles):
    assert check_articles() == []
    call_command("check", stdout=StringIO())


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("title = ", "title = = ", "kb.E001) articles/fixture-oom.md: front matter:"),
        ('severity = "fails"', 'severity = "bad"', "kb.E002) articles/fixture-oom.md: severity:"),
        ('slug = "fixture-oom"', 'slug = "fixture-gpu"', "kb.E003) articles/fixture-oom.md: slug:"),
        ('related = ["fixture-slow-chat"]', 'related = ["gone"]', "kb.E004) articles/fixture-oom.md: related[0]:"),
        ("#### Fix\n\nClose it.", "Close it.", "kb.E005) articles/fixture-oom.md: body:"),
        ("(/check/)", "(/kb/gone/)", "kb.E006) articles/fixture-oom.md: body: links to /kb/gone/"),
        ("(/check/)", "(/nowhere/)", "kb.E006) articles/fixture-oom.md: body: links to /nowhere/, which is no page"),
    ],
)
def test_each_breakage_has_its_check_id(fixture_articles, old, new, expected):
    path = fixture_articles / "fixture-oom.md"
    path.write_text(path.read_text().replace(old, new, 1))
    assert expected in run_check()


def test_no_articles_at_all_is_an_error(content_dir):
    assert "kb.E007)" in run_check()
