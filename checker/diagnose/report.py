"""How a diagnosis is shown: its findings, most severe first, each with the article that explains it
for this runtime and the lines of the paste it rests on; what was read and what was skipped; and
what each loaded model needs on the GPUs; as template context and as JSON.

Shared by Diagnose (page and API) and This machine. Reads the knowledge base's articles, so it
runs inside Django; the rules themselves are checker.diagnose.rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.http import HttpRequest

from checker.diagnose.articles import article_for
from checker.diagnose.evidence import lines_for, ranges
from checker.diagnose.fit_checks import fit_checks
from checker.diagnose.reading import Reading
from checker.diagnose.rules import Diagnosis, Finding
from checker.fit.links import verdict_url
from checker.fit.site_catalog import get_catalog
from kb.site_library import article_url, get_library

SEVERITY_ORDER = {"critical": 0, "warning": 1, "info": 2, "ok": 3}
WHAT_TO_PASTE = [
    ("nvidia-smi", "the whole table it prints with no arguments; also -q, -q -x, -L, dmon, pmon, and --query-gpu=... --format=csv "
                   "(with its header; for noheader, paste the command line above the rows so the columns can be named)"),
    ("ollama ps", "while the model is loaded"),
    ("a load log", "llama.cpp / llama-server output, or the Ollama server log from the model load (journalctl -u ollama)"),
    ("an error", "nvidia-smi failures, CUDA out of memory, and the errors the articles list"),
]


SEVERITY_LABELS = {"critical": "Critical", "warning": "Warning", "info": "Note", "ok": "OK"}


@dataclass
class ShownFinding:
    """A finding as the page shows it: with its article and the lines of the paste it rests on."""

    finding: Finding
    article: object | None
    lines: list[tuple[int, int]]  # (first, last), counted from 1

    @property
    def severity_label(self) -> str:
        return SEVERITY_LABELS[self.finding.severity]


def _article(finding: Finding, diagnosis: Diagnosis):
    slug = article_for(finding.code, diagnosis.snapshot, finding.evidence)
    return get_library().get(slug) if slug else None


def shown_findings(diagnosis: Diagnosis) -> list[ShownFinding]:
    return [ShownFinding(finding, _article(finding, diagnosis), ranges(lines_for(finding, diagnosis.reading)))
            for finding in sorted(diagnosis.findings, key=lambda f: SEVERITY_ORDER[f.severity])]


def findings_context(diagnosis: Diagnosis) -> dict:
    """What templates/checker/findings.html shows: the findings, most severe first, each with its
    article and its lines, and what each loaded model needs on the GPUs. Shared by Diagnose and This machine."""
    return {
        "findings": shown_findings(diagnosis),
        "fits": [(check, verdict_url(check.query)) for check in fit_checks(diagnosis.snapshot, get_catalog())],
    }


@dataclass
class PastedLine:
    number: int  # from 1
    text: str  # as pasted
    state: str  # "read", "skipped" or "blank"


def paste_context(diagnosis: Diagnosis) -> dict:
    """The paste line by line, each marked read or skipped, and what was read: for the page."""
    reading = diagnosis.reading
    if reading is None:
        return {}
    read = reading.read_lines
    pasted = [PastedLine(i + 1, text, "blank" if not reading.cleaned.lines[i].strip() else "read" if i in read else "skipped")
              for i, text in enumerate(reading.cleaned.original)]
    return {"pasted_lines": pasted, "read_parts": read_summary(reading), "decorations": reading.cleaned.decorations,
            "skipped_count": len(reading.skipped_lines)}


def read_summary(reading: Reading) -> list[dict]:
    """Each part read: its format and its lines (from 1), in the paste's order."""
    return [{"kind": ", ".join(part.kinds), "lines": ranges(list(part.lines))}
            for part in sorted(reading.parts, key=lambda p: p.lines[:1] or (10**9,))]


def reading_json(diagnosis: Diagnosis) -> dict | None:
    reading = diagnosis.reading
    if reading is None:
        return None
    return {
        "parts": [{"kind": part["kind"], "lines": [list(pair) for pair in part["lines"]]} for part in read_summary(reading)],
        "skipped_lines": [i + 1 for i in reading.skipped_lines],
        "decorations": reading.cleaned.decorations,
    }


def diagnosis_json(request: HttpRequest, diagnosis: Diagnosis) -> dict:
    snapshot = diagnosis.snapshot
    return {
        "input_kinds": snapshot.input_kinds,
        "gpus": [gpu.model_dump(include={"index", "name", "memory_used_mib", "memory_total_mib", "utilization_pct", "temperature_c",
                                          "power_draw_w", "power_limit_w", "pstate", "clocks_event_reasons", "pcie_gen", "pcie_width"})
                 for gpu in snapshot.gpus],
        "processes": [process.model_dump() for process in snapshot.processes],
        "models": [model.model_dump() for model in snapshot.models],
        "load": snapshot.load.model_dump() if snapshot.load else None,
        "findings": [
            {"code": shown.finding.code, "severity": shown.finding.severity, "title": shown.finding.title,
             "detail": shown.finding.detail, "evidence": shown.finding.evidence,
             "lines": [list(pair) for pair in shown.lines],
             "article": request.build_absolute_uri(article_url(shown.article.slug)) if shown.article else None}
            for shown in shown_findings(diagnosis)
        ],
        "read": reading_json(diagnosis),
        "rules_version": diagnosis.rules_version,
        "will_it_run": [
            {"model": check.model_tag, "verdict": check.result.verdict, "layers_on_gpu": check.result.plan.n_gpu_layers,
             "layers_total": check.result.layers_total, "context": check.result.context,
             "decode_tps": round(check.result.speed.decode_tps, 1), "url": request.build_absolute_uri(verdict_url(check.query))}
            for check in fit_checks(snapshot, get_catalog())
        ],
    }
