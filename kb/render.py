"""Markdown → HTML for article bodies, and the check of their structure.

Every article body follows one outline (see README, "Writing an article"):
an explanation, then ``## Diagnostic order, most likely first`` with numbered
``### N. cause`` sections, each holding ``#### Diagnose`` then ``#### Fix``.
The outline is checked on the markdown source, outside fenced code blocks,
so a ``#`` comment inside a shell example is not taken for a heading.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from html.parser import HTMLParser

import markdown

DIAGNOSTIC_HEADING = "Diagnostic order, most likely first"
SOURCES_HEADING = "Sources"
# Sections the page renders from the front matter; writing them in the body too
# would show them twice.
GENERATED_HEADINGS = {"faq", "frequently asked questions", "related articles", "related"}

_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
_NUMBERED = re.compile(r"^(\d+)\.\s+\S")
# Python-Markdown's fenced_code only sees fences that start in column 0: an
# indented fence (inside a list item) is rendered as inline text.
_INDENTED_FENCE = re.compile(r"^[ \t]+(`{3,}|~{3,})")

MARKDOWN_EXTENSIONS = ["tables", "fenced_code", "codehilite", "toc", "attr_list", "sane_lists", "footnotes"]
MARKDOWN_CONFIG = {
    # No guessing: an unlabelled block stays plain text rather than being
    # coloured as some random language.
    "codehilite": {"css_class": "highlight", "guess_lang": False},
    "toc": {"toc_depth": "2-3", "permalink": "#", "permalink_title": "Link to this section"},
}


@dataclass(frozen=True)
class TocEntry:
    level: int
    anchor: str
    title: str


@dataclass(frozen=True)
class RenderedBody:
    html: str
    toc: tuple[TocEntry, ...]
    text: str  # plain text, for search
    headings: tuple[str, ...]
    internal_links: tuple[str, ...]


def markdown_headings(source: str) -> list[tuple[int, str, int]]:
    """(level, text, line number) of every ATX heading outside fenced code."""
    headings = []
    fence: str | None = None
    for number, line in enumerate(source.splitlines(), start=1):
        fence_match = _FENCE.match(line)
        if fence_match:
            marker = fence_match.group(1)
            if fence is None:
                fence = marker[0] * len(marker)
            elif marker.startswith(fence):
                fence = None
            continue
        if fence is not None:
            continue
        match = _HEADING.match(line)
        if match:
            headings.append((len(match.group(1)), match.group(2).strip(), number))
    return headings


def indented_fences(source: str) -> list[int]:
    """Line numbers of fences that are indented, outside column-0 fenced blocks."""
    lines = []
    fence: str | None = None
    for number, line in enumerate(source.splitlines(), start=1):
        if fence is None and _INDENTED_FENCE.match(line):
            lines.append(number)
        elif line.startswith(("```", "~~~")):
            marker = line[: len(line) - len(line.lstrip(line[0]))]
            if fence is None:
                fence = marker
            elif marker.startswith(fence):
                fence = None
    return lines


def body_structure_problems(source: str) -> list[str]:
    """Messages for every way the body departs from the article outline."""
    problems = [
        f"line {line}: an indented code fence is not rendered as code; start the fence in column 0 (outside the list)"
        for line in indented_fences(source)
    ]
    headings = markdown_headings(source)
    for level, text, line in headings:
        if level == 1:
            problems.append(f"line {line}: no '# {text}' heading; the title comes from the front matter")
        if level == 2 and text.lower() in GENERATED_HEADINGS:
            problems.append(f"line {line}: remove '## {text}'; the page renders it from the front matter")
    # Every number, default and error text has a source a reader (and the next maintainer) can check.
    sources = [line for level, text, line in headings if level == 2 and text == SOURCES_HEADING]
    if not sources:
        problems.append(f"the section '## {SOURCES_HEADING}' is missing: list the source file, doc page or issue behind "
                        "each number, default and error text")
    elif not re.search(rf"^## {SOURCES_HEADING}[ \t]*\n\s*\S", source, re.M):
        problems.append(f"line {sources[0]}: '## {SOURCES_HEADING}' is empty")
    diagnostic = [index for index, (level, text, _) in enumerate(headings) if level == 2 and text == DIAGNOSTIC_HEADING]
    if len(diagnostic) != 1:
        found = "is missing" if not diagnostic else "appears more than once"
        return problems + [f"the section '## {DIAGNOSTIC_HEADING}' {found}"]
    if not source.split(f"## {DIAGNOSTIC_HEADING}")[0].strip():
        problems.append(f"a short explanation must come before '## {DIAGNOSTIC_HEADING}'")
    section = []
    for level, text, line in headings[diagnostic[0] + 1 :]:
        if level <= 2:
            break
        section.append((level, text, line))
    causes = [(text, line, index) for index, (level, text, line) in enumerate(section) if level == 3]
    if not causes:
        problems.append(f"'## {DIAGNOSTIC_HEADING}' needs numbered causes ('### 1. ...')")
    for expected, (text, line, index) in enumerate(causes, start=1):
        number = _NUMBERED.match(text)
        if not number or int(number.group(1)) != expected:
            problems.append(f"line {line}: cause '### {text}' should be numbered '### {expected}. ...'")
        following = []
        for level, sub_text, _ in section[index + 1 :]:
            if level <= 3:
                break
            if level == 4:
                following.append(sub_text)
        if following[:2] != ["Diagnose", "Fix"]:
            problems.append(f"line {line}: cause '{text}' needs '#### Diagnose' then '#### Fix' (found {following or 'neither'})")
    return problems


# Tags whose start or end separates words in the plain text.
_BLOCK_TAGS = frozenset("p div li td th tr br h1 h2 h3 h4 h5 h6 pre blockquote dt dd table ul ol".split())


class _LinkAndTextCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self.text: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _BLOCK_TAGS:
            self.text.append(" ")
        if tag == "a":
            href = dict(attrs).get("href") or ""
            # "/kb/x/" is internal; "//host" is a scheme-relative external link.
            if href.startswith("/") and not href.startswith("//"):
                self.links.append(href)
        if tag == "a" and dict(attrs).get("class") == "headerlink":
            self._skip += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in _BLOCK_TAGS:
            self.text.append(" ")
        if tag == "a" and self._skip:
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.text.append(data)


def _flatten_toc(tokens: list[dict]) -> list[TocEntry]:
    entries = []
    for token in tokens:
        entries.append(TocEntry(token["level"], token["id"], html.unescape(token["name"])))
        entries += _flatten_toc(token["children"])
    return entries


def render_markdown(source: str) -> tuple[str, list[dict]]:
    converter = markdown.Markdown(extensions=MARKDOWN_EXTENSIONS, extension_configs=MARKDOWN_CONFIG)
    return converter.convert(source), converter.toc_tokens


def render_inline(source: str) -> str:
    """A FAQ answer: markdown without the wrapping paragraph when it is a single one."""
    rendered = markdown.markdown(source, extensions=["sane_lists"])
    if rendered.startswith("<p>") and rendered.endswith("</p>") and rendered.count("<p>") == 1:
        return rendered[3:-4]
    return rendered


def plain_text(fragment: str) -> str:
    collector = _LinkAndTextCollector()
    collector.feed(fragment)
    return " ".join("".join(collector.text).split())


def internal_links(fragment: str) -> tuple[str, ...]:
    collector = _LinkAndTextCollector()
    collector.feed(fragment)
    return tuple(dict.fromkeys(collector.links))


def render_body(source: str) -> RenderedBody:
    body_html, toc_tokens = render_markdown(source)
    collector = _LinkAndTextCollector()
    collector.feed(body_html)
    return RenderedBody(
        html=body_html,
        toc=tuple(_flatten_toc(toc_tokens)),
        text=" ".join("".join(collector.text).split()),
        headings=tuple(text for _, text, _ in markdown_headings(source)),
        internal_links=tuple(dict.fromkeys(collector.links)),
    )
