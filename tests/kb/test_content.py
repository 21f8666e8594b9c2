"""The content loader: valid articles load, each kind of breakage is reported with file and field."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kb.content import ProblemKind, split_front_matter
from kb.library import load_library

DATA = Path(__file__).parent.parent / "data" / "articles"
REAL = Path(__file__).parent.parent.parent / "content" / "articles"


def copy_fixtures(directory: Path) -> Path:
    directory.mkdir(exist_ok=True)
    for path in DATA.glob("*.md"):
        (directory / path.name).write_text(path.read_text())
    return directory


def test_it_loads_the_fixture_articles():
    library = load_library(DATA)
    assert library.problems == []
    assert sorted(library.articles) == ["fixture-cpu", "fixture-oom", "fixture-slow-chat"]
    oom = library.get("fixture-oom")
    assert oom.meta.last_verified == dt.date(2026, 1, 10)
    assert oom.category_label == "Out of memory"
    assert oom.runtime_labels == ["Transformers", "llama.cpp"]
    assert [item.question for item in oom.faq] == ["Why does it fail at load?", "Is a smaller quant enough?"]


def test_it_renders_markdown_tables_code_and_anchors():
    body = load_library(DATA).get("fixture-oom").body
    assert "<table>" in body.html
    assert 'class="highlight"' in body.html
    assert 'id="diagnostic-order-most-likely-first"' in body.html
    assert [(entry.level, entry.title) for entry in body.toc][:2] == [
        (2, "Diagnostic order, most likely first"),
        (3, "1. The weights alone do not fit"),
    ]
    assert body.internal_links == ("/check/",)


def test_faq_answers_are_markdown_and_their_links_are_collected():
    oom = load_library(DATA).get("fixture-oom")
    assert oom.faq[0].answer_html.startswith("The weights do not fit.")
    assert '<a href="/kb/fixture-slow-chat/">' in oom.faq[0].answer_html
    assert oom.faq[0].answer_text == "The weights do not fit. See the slow chat fixture."
    assert "/kb/fixture-slow-chat/" in oom.internal_links


def test_the_real_content_loads_without_a_problem():
    library = load_library(REAL)
    assert [str(problem) for problem in library.problems] == []
    assert len(library.articles) >= 5


@pytest.mark.parametrize(
    ("old", "new", "kind", "field"),
    [
        ('category = "out-of-memory"', 'category = "memory"', ProblemKind.FIELD, "category"),
        ('runtimes = ["transformers", "llama-cpp"]', 'runtimes = ["llamacpp"]', ProblemKind.FIELD, "runtimes[0]"),
        ('severity = "fails"', 'severity = "bad"', ProblemKind.FIELD, "severity"),
        ("last_verified = 2026-01-10", 'last_verified = "last week"', ProblemKind.FIELD, "last_verified"),
        ("last_verified = 2026-01-10", "last_verified = 2999-01-01", ProblemKind.FIELD, "last_verified"),
        ('finding_codes = ["out_of_memory"]', 'finding_codes = ["out_of_memry"]', ProblemKind.FIELD, "finding_codes"),
        ('title = "Fixture: out of memory on the GPU"\n', "", ProblemKind.FIELD, "title"),
        ('symptom = "It crashes', 'colour = "red"\nsymptom = "It crashes', ProblemKind.FIELD, "colour"),
        ('question = "Is a smaller quant enough?"', 'question = ""', ProblemKind.FIELD, "faq[1].question"),
        ('slug = "fixture-oom"', 'slug = "fixture-gpu"', ProblemKind.SLUG, "slug"),
        ('slug = "fixture-oom"', 'slug = "Fixture OOM"', ProblemKind.FIELD, "slug"),
        ('related = ["fixture-slow-chat"]', 'related = ["no-such-article"]', ProblemKind.RELATED, "related[0]"),
        ('related = ["fixture-slow-chat"]', 'related = ["fixture-oom"]', ProblemKind.RELATED, "related[0]"),
        ("title = ", "title = = ", ProblemKind.UNREADABLE, "front matter"),
        ("## Diagnostic order, most likely first", "## Causes", ProblemKind.STRUCTURE, "body"),
        ("### 2. Another process", "### 3. Another process", ProblemKind.STRUCTURE, "body"),
        ("#### Fix\n\nClose it.", "Close it.", ProblemKind.STRUCTURE, "body"),
        ("The model's weights", "# Title again\n\nThe model's weights", ProblemKind.STRUCTURE, "body"),
        ("Close it.", "Close it.\n\n## FAQ\n\nMore.", ProblemKind.STRUCTURE, "body"),
        ("[check the fit](/check/)", "[a gone article](/kb/gone/)", ProblemKind.LINK, "body"),
        # Versions: the runtimes named must be the article's, the specs readable, the signatures its own.
        ("last_verified = 2026-01-10", 'last_verified = 2026-01-10\napplies_to = { vllm = ">=0.10" }', ProblemKind.FIELD, "front matter"),
        ("last_verified = 2026-01-10", 'last_verified = 2026-01-10\napplies_to = { llama-cpp = "since the summer" }', ProblemKind.FIELD,
         "applies_to.llama-cpp"),
        ("last_verified = 2026-01-10", 'last_verified = 2026-01-10\nsignature_versions = { "no such text" = "Ollama before 0.30" }',
         ProblemKind.FIELD, "front matter"),
    ],
)
def test_it_reports_each_breakage_with_file_and_field(tmp_path, old, new, kind, field):
    directory = copy_fixtures(tmp_path / "articles")
    path = directory / "fixture-oom.md"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    library = load_library(directory)
    found = [(problem.path, problem.kind, problem.field) for problem in library.problems]
    assert ("articles/fixture-oom.md", kind, field) in found, found


def test_an_invalid_article_is_left_out_but_the_others_are_served(tmp_path):
    directory = copy_fixtures(tmp_path / "articles")
    (directory / "fixture-cpu.md").write_text((directory / "fixture-cpu.md").read_text().replace('severity = "degrades"', ""))
    library = load_library(directory)
    assert sorted(library.articles) == ["fixture-oom", "fixture-slow-chat"]
    # fixture-slow-chat still names fixture-cpu as related: reported, and not rendered as a dead link.
    assert any(problem.kind == ProblemKind.RELATED for problem in library.problems)
    assert [article.slug for article in library.related(library.get("fixture-slow-chat"))] == ["fixture-oom"]


def test_two_files_with_one_slug_are_reported(tmp_path):
    directory = copy_fixtures(tmp_path / "articles")
    (directory / "zz-copy.md").write_text((directory / "fixture-cpu.md").read_text())
    problems = load_library(directory).problems
    assert any(problem.kind == ProblemKind.SLUG and problem.path == "articles/zz-copy.md" for problem in problems)


def test_a_reserved_page_name_cannot_be_a_slug(tmp_path):
    directory = copy_fixtures(tmp_path / "articles")
    text = (directory / "fixture-cpu.md").read_text().replace('slug = "fixture-cpu"', 'slug = "search"')
    (directory / "search.md").write_text(text)
    problems = load_library(directory).problems
    assert any(problem.path == "articles/search.md" and problem.field == "slug" for problem in problems)


def test_bytes_that_are_not_utf8_are_reported(tmp_path):
    directory = copy_fixtures(tmp_path / "articles")
    (directory / "latin1.md").write_bytes("+++\ntitle = \"caf\xe9\"\n+++\n".encode("latin-1"))
    problems = load_library(directory).problems
    assert [(problem.path, problem.kind) for problem in problems] == [("articles/latin1.md", ProblemKind.UNREADABLE)]


def test_a_missing_or_empty_directory_is_a_problem(tmp_path):
    assert load_library(tmp_path / "nowhere").problems[0].kind == ProblemKind.EMPTY
    assert load_library(tmp_path).problems[0].kind == ProblemKind.EMPTY


def test_front_matter_fences_are_required():
    with pytest.raises(ValueError, match="must start"):
        split_front_matter("title = 'x'\n")
    with pytest.raises(ValueError, match="never closed"):
        split_front_matter("+++\ntitle = 'x'\n")
    assert split_front_matter("+++\na = 1\n+++\nbody\n") == ("a = 1\n", "body\n", 4)


VALID = (DATA / "fixture-cpu.md").read_text()


@given(
    st.one_of(
        st.text(max_size=800),
        # Valid articles with a slice cut out or garbage spliced in: near misses
        # reach deeper into the parser than random text does.
        st.tuples(st.integers(0, len(VALID)), st.integers(0, 200), st.text(max_size=40)).map(
            lambda cut: VALID[: cut[0]] + cut[2] + VALID[cut[0] + cut[1] :]
        ),
    )
)
@settings(max_examples=150, deadline=None)
def test_any_file_content_gives_an_article_or_problems_never_an_exception(tmp_path_factory, text):
    directory = tmp_path_factory.mktemp("articles")
    (directory / "fixture-cpu.md").write_text(text, encoding="utf-8", errors="surrogatepass")
    library = load_library(directory)
    assert library.articles or library.problems
    assert set(library.articles) <= {"fixture-cpu"}
    for problem in library.problems:
        assert problem.path == f"{directory.name}/fixture-cpu.md" or problem.kind == ProblemKind.EMPTY


def test_the_command_line_check_reads_the_shipped_articles_by_default(capsys):
    # python -m kb.content, as the README says, with no folder given.
    from kb.content import main

    assert main(["content"]) == 0
    assert "0 problem(s)" in capsys.readouterr().out


def test_versions_are_read_and_said_in_words(tmp_path):
    directory = tmp_path / "articles"
    shutil.copytree(DATA, directory)
    path = directory / "fixture-oom.md"
    path.write_text(path.read_text().replace(
        "last_verified = 2026-01-10",
        'last_verified = 2026-01-10\napplies_to = { transformers = ">=4.40", llama-cpp = ">=b6000, <b7000" }\n'
        'checked_against = { transformers = "4.57.1", llama-cpp = "b7445" }', 1))
    article = load_library(directory).get("fixture-oom")
    assert article.applies_to_labels == ["Transformers 4.40 and later", "llama.cpp b6000 and later, before b7000"]
    assert article.checked_against_labels == ["Transformers 4.57.1", "llama.cpp b7445"]
