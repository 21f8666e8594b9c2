"""System checks for the knowledge base: a broken article fails ``manage.py check``.

Ids are stable; the README lists them.
"""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.core import checks
from django.urls import Resolver404, resolve

from kb import flags
from kb.content import Problem, ProblemKind
from kb.library import Library
from kb.site_library import get_library

CHECK_IDS = {
    ProblemKind.UNREADABLE: "kb.E001",
    ProblemKind.FIELD: "kb.E002",
    ProblemKind.SLUG: "kb.E003",
    ProblemKind.RELATED: "kb.E004",
    ProblemKind.STRUCTURE: "kb.E005",
    ProblemKind.LINK: "kb.E006",
    ProblemKind.EMPTY: "kb.E007",
}
HINTS = {
    ProblemKind.UNREADABLE: "An article starts with '+++', TOML front matter, '+++', then markdown (README: Writing an article).",
    ProblemKind.FIELD: "See the front matter fields in the README (Writing an article).",
    ProblemKind.SLUG: "Rename the file or change 'slug' so that they agree, and keep slugs unique.",
    ProblemKind.RELATED: "Use the slug (file name without .md) of an existing article.",
    ProblemKind.STRUCTURE: "Follow the outline: explanation, '## Diagnostic order, most likely first', '### 1. ...' with '#### Diagnose' and '#### Fix', and a final '## Sources'.",
    ProblemKind.LINK: "Link to /kb/<slug>/ of an existing article or to a page of this site.",
    ProblemKind.EMPTY: "Set HEADROOM_CONTENT_DIR to a folder with an articles/ subfolder of *.md files.",
}


def problem_to_message(problem: Problem) -> checks.CheckMessage:
    return checks.Error(
        f"{problem.path}: {problem.field}: {problem.message}",
        hint=HINTS[problem.kind],
        id=CHECK_IDS[problem.kind],
    )


def unresolved_links(library: Library) -> list[Problem]:
    """Internal links of article bodies that match no URL pattern of the site."""
    problems = []
    for article in library.articles.values():
        for link in article.internal_links:
            path = link.split("#")[0].split("?")[0]
            try:
                resolve(path)
            except Resolver404:
                problems.append(
                    Problem(f"articles/{article.source.name}", "body", f"links to {link}, which is no page of this site", ProblemKind.LINK)
                )
    return problems


@checks.register("content")
def check_articles(app_configs=None, **kwargs) -> list[checks.CheckMessage]:
    library = get_library()
    return [problem_to_message(problem) for problem in library.problems + unresolved_links(library)]


FLAG_CHECK_UNKNOWN = "kb.E008"  # a command uses a flag or variable the runtime's reference does not list
FLAG_CHECK_REMOVED = "kb.E009"  # a command uses a flag the reference lists as removed


@checks.register("content")
def check_article_flags(app_configs=None, **kwargs) -> list[checks.CheckMessage]:
    """Every flag and variable in the articles' commands against content/reference/flags.json."""
    path = Path(settings.HEADROOM_CONTENT_DIR) / "reference" / "flags.json"
    if not path.exists():
        return []
    references = flags.load_references(path)
    messages = []
    for article in get_library().articles.values():
        for problem in flags.check_article(article.markdown, references):
            messages.append(checks.Error(
                f"articles/{article.source.name}: {problem}",
                hint=("Use the flag the runtime has now (see content/reference/flags.json), or say on the line which version the "
                      "old one is for ('before b6xxx', 'removed in ...')."),
                id=FLAG_CHECK_REMOVED if problem.removed else FLAG_CHECK_UNKNOWN,
            ))
    return messages
