"""The shape of the code, as the README's Layout section describes it.

checker/ holds three features, fit/ (Will it run?), diagnose/ and machine/; each holds its domain
core (plain Python) and the Django modules that serve it. These tests read the imports of every
module (with ast, nothing is imported) and fail when a change bends that shape.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("checker", "kb", "config")
FEATURES = ("fit", "diagnose", "machine")
# The features' modules that translate HTTP or read the site's loaded content; every other module
# of a feature is its core and must run without Django.
WEB_MODULES = {"views", "api", "urls", "forms", "verdict_context", "report", "links", "site_catalog", "access", "models", "sitemaps"}
# machine may use diagnose and fit, diagnose may use fit, fit uses neither.
MAY_USE = {"fit": set(), "diagnose": {"fit"}, "machine": {"fit", "diagnose"}}
KB_CORE = ("kb.content", "kb.library", "kb.search", "kb.signatures", "kb.render")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))}


def imports_of(name: str) -> set[str]:
    """The project modules (and outside packages' top names) that ``name`` imports, anywhere in the file."""
    found: set[str] = set()
    tree = ast.parse(MODULES[name].read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            # "from checker.machine import reading" imports the module checker.machine.reading.
            found.update(f"{node.module}.{alias.name}" for alias in node.names if f"{node.module}.{alias.name}" in MODULES)
    return found


def feature_of(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "checker" and parts[1] in FEATURES else None


def is_core(name: str) -> bool:
    return feature_of(name) is not None and name.split(".")[-1] not in WEB_MODULES


CORE = sorted(name for name in MODULES if is_core(name)) + list(KB_CORE)


@pytest.mark.parametrize("name", CORE)
def test_the_domain_core_has_no_django_import(name):
    outside = {imported for imported in imports_of(name) if imported.split(".")[0] in ("django", "config")}
    assert not outside, f"{name} is domain core (plain Python) but imports {sorted(outside)}"


@pytest.mark.parametrize("name", [name for name in MODULES if is_core(name)])
def test_the_features_depend_one_way(name):
    own = feature_of(name)
    used = {feature_of(imported) for imported in imports_of(name)} - {None, own}
    assert used <= MAY_USE[own], f"{name} ({own}) uses {sorted(used - MAY_USE[own])}; allowed: {sorted(MAY_USE[own]) or 'none'}"


def test_no_module_borrows_another_modules_views():
    # Shared logic lives in a core or presentation module, never in views/api/urls (those only serve HTTP).
    roots = {"checker.urls", "checker.api_urls", "config.urls"}
    for name in MODULES:
        if name in roots:
            continue
        for imported in imports_of(name):
            last = imported.split(".")[-1]
            if last in ("views", "api", "urls") and imported in MODULES and feature_of(imported) is not None:
                same_feature_urls = name.endswith(".urls") and feature_of(name) == feature_of(imported)
                assert same_feature_urls, f"{name} imports {imported}"


def test_there_is_no_import_cycle():
    graph = {name: {m for m in imports_of(name) if m in MODULES and m != name} for name in MODULES}
    # A package's __init__ is imported with any of its modules; leave that implicit edge out.
    seen: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(name: str, path: list[str]) -> None:
        seen[name] = 1
        for nxt in sorted(graph[name]):
            if seen.get(nxt) == 1:
                cycle = path[path.index(nxt):] + [nxt]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if nxt not in seen:
                visit(nxt, path + [nxt])
        seen[name] = 2

    for name in sorted(graph):
        if name not in seen:
            visit(name, [name])


def test_checker_keeps_only_the_app_glue_at_its_top():
    top = sorted(path.name for path in (ROOT / "checker").glob("*.py"))
    assert len(top) <= 8, top
    assert set(FEATURES) <= {path.name for path in (ROOT / "checker").iterdir() if path.is_dir()}


@pytest.mark.parametrize("name", sorted(MODULES))
def test_every_module_stays_readable_in_one_sitting(name):
    lines = MODULES[name].read_text().count("\n")
    assert lines <= 500, f"{name} has {lines} lines: split it by what its parts do"


def test_the_tests_mirror_the_features():
    for feature in FEATURES:
        code = {path.stem for path in (ROOT / "checker" / feature).glob("*.py")} - {"__init__"}
        tests = {path.stem.removeprefix("test_") for path in (ROOT / "tests" / "checker" / feature).glob("test_*.py")}
        assert tests, feature
        assert tests & code, f"tests/checker/{feature}/ names none of checker/{feature}/'s modules"
