"""Load, validate and render the knowledge base's articles.

Plain Python, no Django import: :func:`load_articles` builds every article of a
folder; kb.library gathers them with their search and error-signature indexes,
which take the articles (the indexes import this module, never the reverse).
Content problems never raise; they are
collected as :class:`Problem` values (file, field, message) so that
``manage.py check`` can report every broken article at once, and only valid
articles are served.

Run ``python -m kb.content [DIR]`` to validate a content directory from a shell.
"""

from __future__ import annotations

import datetime as dt
import sys
import tomllib
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError, field_validator, model_validator

from checker.diagnose.codes import FINDING_CODES
from kb.render import RenderedBody, body_structure_problems, internal_links, plain_text, render_body, render_inline

FRONT_MATTER_FENCE = "+++"

CATEGORIES: dict[str, str] = {
    "out-of-memory": "Out of memory",
    "slow-generation": "Slow generation",
    "gpu-not-used": "GPU not used",
    "wont-load": "Won't load or crashes",
    "setup": "Setup and drivers",
    "planning": "Planning and tuning",
}
RUNTIMES: dict[str, str] = {
    "llama-cpp": "llama.cpp",
    "ollama": "Ollama",
    "vllm": "vLLM",
    "lm-studio": "LM Studio",
    "transformers": "Transformers",
    "mlx": "MLX",
}
PLATFORMS: dict[str, str] = {
    "nvidia-cuda": "NVIDIA CUDA",
    "amd-rocm": "AMD ROCm",
    "apple-metal": "Apple Metal",
    "intel": "Intel",
    "cpu": "CPU",
}
SEVERITIES: dict[str, str] = {
    "fails": "Fails",
    "degrades": "Degrades",
    "info": "Info",
}

# Paths under /kb/ that are pages, not articles (see kb/urls.py): an article
# with one of these slugs could never be reached.
KB_RESERVED_PATHS = frozenset({"search", "errors", "feed.atom"})

Slug = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=80)]
Line = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]


class ProblemKind(StrEnum):
    """What went wrong; the Django check maps each kind to a stable id."""

    UNREADABLE = "unreadable"  # not UTF-8, no front matter, TOML syntax error
    FIELD = "field"  # a front matter field fails validation
    SLUG = "slug"  # slug differs from the file name, or is taken twice
    RELATED = "related"  # a related slug names no article
    STRUCTURE = "structure"  # the body lacks the required sections
    LINK = "link"  # an internal link in the body leads nowhere
    EMPTY = "empty"  # the directory is missing or holds no article


@dataclass(frozen=True)
class Problem:
    path: str
    field: str
    message: str
    kind: ProblemKind

    def __str__(self) -> str:
        return f"{self.path}: {self.field}: {self.message}"


class FaqItem(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: Line
    answer: Line


# ">=0.30", "<0.30", ">=b6000", ">=0.12.4, <0.30": the versions a claim holds for.
VersionSpec = Annotated[str, StringConstraints(strip_whitespace=True, max_length=60,
                                               pattern=r"^(?:>=|<=|<|>|==)?\s*[\w.+-]+(?:\s*,\s*(?:>=|<=|<|>|==)?\s*[\w.+-]+)*$")]
Version = Annotated[str, StringConstraints(strip_whitespace=True, max_length=40, pattern=r"^[\w.+-]+$")]


class ArticleMeta(BaseModel):
    """The front matter of one article: every field is required but the lists."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    title: Annotated[str, StringConstraints(strip_whitespace=True, min_length=3, max_length=120)]
    slug: Slug
    summary: Annotated[str, StringConstraints(strip_whitespace=True, min_length=20, max_length=300)]
    symptom: Annotated[str, StringConstraints(strip_whitespace=True, min_length=5, max_length=140)]
    category: Literal[tuple(CATEGORIES)]  # type: ignore[valid-type]
    runtimes: list[Literal[tuple(RUNTIMES)]] = Field(min_length=1)  # type: ignore[valid-type]
    platforms: list[Literal[tuple(PLATFORMS)]] = Field(min_length=1)  # type: ignore[valid-type]
    severity: Literal[tuple(SEVERITIES)]  # type: ignore[valid-type]
    last_verified: dt.date
    related: list[Slug] = []
    error_signatures: list[Annotated[str, StringConstraints(strip_whitespace=True, min_length=8)]] = []
    finding_codes: list[str] = []
    # The runtime versions the article's causes and fixes hold for ({ollama = ">=0.30", llama-cpp = ">=b6000"}),
    # and the versions whose source or docs it was checked against ({ollama = "0.33.0-rc2", vllm = "0.33.0"}).
    applies_to: dict[Literal[tuple(RUNTIMES)], VersionSpec] = {}  # type: ignore[valid-type]
    checked_against: dict[Literal[tuple(RUNTIMES)], Version] = {}  # type: ignore[valid-type]
    # Which versions print an error signature, for signatures that changed ({"old text" = "Ollama before 0.30"}).
    signature_versions: dict[str, Annotated[str, StringConstraints(strip_whitespace=True, min_length=3, max_length=80)]] = {}
    faq: list[FaqItem] = Field(min_length=2)

    @field_validator("slug")
    @classmethod
    def _not_reserved(cls, slug: str) -> str:
        if slug in KB_RESERVED_PATHS:
            raise ValueError(f"'{slug}' is the address of a page under /kb/; choose another slug")
        return slug

    @field_validator("finding_codes")
    @classmethod
    def _known_codes(cls, codes: list[str]) -> list[str]:
        unknown = [code for code in codes if code not in FINDING_CODES]
        if unknown:
            raise ValueError(f"unknown finding code(s) {', '.join(unknown)}; known: {', '.join(FINDING_CODES)}")
        return codes

    @model_validator(mode="after")
    def _versions_name_the_articles_runtimes_and_signatures(self) -> ArticleMeta:
        for field_name in ("applies_to", "checked_against"):
            stray = sorted(set(getattr(self, field_name)) - set(self.runtimes))
            if stray:
                raise ValueError(f"{field_name} names {', '.join(stray)}, which is not in runtimes")
        unknown = sorted(set(self.signature_versions) - set(self.error_signatures))
        if unknown:
            raise ValueError(f"signature_versions names text that is not in error_signatures: {unknown[0]!r}")
        return self

    @field_validator("last_verified")
    @classmethod
    def _not_in_future(cls, value: dt.date) -> dt.date:
        # A verification date in the future is a typo (2062 for 2026) that would
        # pin the article to the top of the feed for decades.
        if value > dt.date.today() + dt.timedelta(days=1):
            raise ValueError(f"{value} is in the future")
        return value

    @field_validator("runtimes", "platforms", "related", "error_signatures", "finding_codes")
    @classmethod
    def _no_repeats(cls, values: list[str]) -> list[str]:
        repeated = sorted({value for value in values if values.count(value) > 1})
        if repeated:
            raise ValueError(f"repeated value(s): {', '.join(repeated)}")
        return values


@dataclass(frozen=True)
class RenderedFaq:
    question: str
    answer_html: str
    answer_text: str  # for the FAQPage JSON-LD, which wants plain text


@dataclass(frozen=True)
class Article:
    meta: ArticleMeta
    body: RenderedBody
    faq: tuple[RenderedFaq, ...]
    source: Path
    markdown: str = ""  # the body and the FAQ answers as written, for checks that read commands

    @classmethod
    def build(cls, meta: ArticleMeta, body_source: str, source: Path) -> Article:
        faq = []
        for item in meta.faq:
            answer_html = render_inline(item.answer)
            faq.append(RenderedFaq(item.question, answer_html, plain_text(answer_html)))
        markdown = body_source + "\n\n" + "\n\n".join(item.answer for item in meta.faq)
        return cls(meta=meta, body=render_body(body_source), faq=tuple(faq), source=source, markdown=markdown)

    @property
    def internal_links(self) -> tuple[str, ...]:
        faq_links = tuple(link for item in self.faq for link in internal_links(item.answer_html))
        return tuple(dict.fromkeys(self.body.internal_links + faq_links))

    @property
    def slug(self) -> str:
        return self.meta.slug

    @property
    def category_label(self) -> str:
        return CATEGORIES[self.meta.category]

    @property
    def runtime_labels(self) -> list[str]:
        return [RUNTIMES[runtime] for runtime in self.meta.runtimes]

    @property
    def checked_against_labels(self) -> list[str]:
        """'Ollama 0.33.0-rc2', 'llama.cpp b7445': what the article was checked against, for the page."""
        return [f"{RUNTIMES[runtime]} {version}" for runtime, version in self.meta.checked_against.items()]

    @property
    def applies_to_labels(self) -> list[str]:
        return [f"{RUNTIMES[runtime]} {_spec_words(spec)}" for runtime, spec in self.meta.applies_to.items()]

    @property
    def platform_labels(self) -> list[str]:
        return [PLATFORMS[platform] for platform in self.meta.platforms]

    @property
    def severity_label(self) -> str:
        return SEVERITIES[self.meta.severity]


def _spec_words(spec: str) -> str:
    """'>=0.30' -> '0.30 and later'; '<0.30' -> 'before 0.30'; '>=0.12.4, <0.30' -> '0.12.4 and later, before 0.30'."""
    words = []
    for part in (piece.strip() for piece in spec.split(",")):
        for operator, phrase in ((">=", "{} and later"), ("<=", "{} and earlier"), ("<", "before {}"), (">", "after {}"), ("==", "{}")):
            if part.startswith(operator):
                words.append(phrase.format(part[len(operator):].strip()))
                break
        else:
            words.append(part)
    return ", ".join(words)


def split_front_matter(text: str) -> tuple[str, str, int]:
    """Return (front matter, body, line number where the body starts).

    Raises ValueError with a readable message when the fences are missing.
    """
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].strip() != FRONT_MATTER_FENCE:
        raise ValueError(f"the file must start with a line '{FRONT_MATTER_FENCE}' opening the TOML front matter")
    for index, line in enumerate(lines[1:], start=1):
        if line.strip() == FRONT_MATTER_FENCE:
            return "".join(lines[1:index]), "".join(lines[index + 1 :]), index + 2
    raise ValueError(f"the front matter is never closed by a line '{FRONT_MATTER_FENCE}'")


def _field_name(location: tuple[int | str, ...]) -> str:
    name = ""
    for part in location:
        name += f"[{part}]" if isinstance(part, int) else (f".{part}" if name else str(part))
    return name or "front matter"


def parse_article(path: Path, display_path: str) -> tuple[ArticleMeta | None, str, list[Problem]]:
    """Read one file; return its metadata (None if invalid), its body and its problems."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        return None, "", [Problem(display_path, "file", f"not valid UTF-8 ({error.reason} at byte {error.start})", ProblemKind.UNREADABLE)]
    except OSError as error:
        return None, "", [Problem(display_path, "file", f"cannot be read ({error.strerror})", ProblemKind.UNREADABLE)]
    try:
        front_matter, body, _ = split_front_matter(text)
        data = tomllib.loads(front_matter)
    except ValueError as error:  # tomllib.TOMLDecodeError is a ValueError
        return None, "", [Problem(display_path, "front matter", str(error), ProblemKind.UNREADABLE)]
    problems = [Problem(display_path, "body", message, ProblemKind.STRUCTURE) for message in body_structure_problems(body)]
    try:
        meta = ArticleMeta.model_validate(data)
    except ValidationError as error:
        field_problems = [
            Problem(display_path, _field_name(detail["loc"]), detail["msg"].removeprefix("Value error, "), ProblemKind.FIELD)
            for detail in error.errors(include_url=False)
        ]
        return None, body, field_problems + problems
    if meta.slug != path.stem:
        problems.append(
            Problem(display_path, "slug", f"'{meta.slug}' must equal the file name '{path.stem}'", ProblemKind.SLUG)
        )
    return (None if problems else meta), body, problems


def load_articles(directory: Path | str) -> tuple[dict[str, Article], list[Problem]]:
    """Parse, validate and render every ``*.md`` file of ``directory``: the valid articles by slug, and every problem."""
    directory = Path(directory)
    if not directory.is_dir():
        return {}, [Problem(str(directory), "directory", "does not exist", ProblemKind.EMPTY)]
    problems: list[Problem] = []
    articles: dict[str, Article] = {}
    for path in sorted(directory.glob("*.md")):
        display_path = f"{directory.name}/{path.name}"
        meta, body, file_problems = parse_article(path, display_path)
        problems += file_problems
        if meta is None:
            continue
        if meta.slug in articles:
            first = articles[meta.slug].source.name
            problems.append(Problem(display_path, "slug", f"'{meta.slug}' is already used by {first}", ProblemKind.SLUG))
            continue
        articles[meta.slug] = Article.build(meta, body, path)
    if not articles and not problems:
        problems.append(Problem(str(directory), "directory", "holds no *.md article", ProblemKind.EMPTY))
    return articles, problems + _cross_reference_problems(articles)


def _cross_reference_problems(articles: dict[str, Article]) -> list[Problem]:
    problems = []
    for article in articles.values():
        display_path = f"{article.source.parent.name}/{article.source.name}"
        for index, slug in enumerate(article.meta.related):
            if slug == article.slug:
                problems.append(Problem(display_path, f"related[{index}]", "an article cannot be related to itself", ProblemKind.RELATED))
            elif slug not in articles:
                problems.append(Problem(display_path, f"related[{index}]", f"no article has the slug '{slug}'", ProblemKind.RELATED))
        for link in article.internal_links:
            parts = link.split("#")[0].split("?")[0].strip("/").split("/")
            if len(parts) == 2 and parts[0] == "kb" and parts[1] not in articles and parts[1] not in KB_RESERVED_PATHS:
                problems.append(Problem(display_path, "body", f"links to {link}, but no article has the slug '{parts[1]}'", ProblemKind.LINK))
    return problems


def main(argv: list[str]) -> int:
    directory = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent.parent / "content" / "articles"
    articles, problems = load_articles(directory)
    for problem in problems:
        print(problem)
    print(f"{len(articles)} valid article(s), {len(problems)} problem(s) in {directory}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
