"""How a diagnosis is shown: its findings, most severe first, each with the article that explains it,
and what each loaded model needs on the GPUs; as template context and as JSON.

Shared by Diagnose (page and API) and This machine. Reads the knowledge base's articles, so it
runs inside Django; the rules themselves are checker.diagnose.rules.
"""

from __future__ import annotations

from django.http import HttpRequest

from checker.diagnose.fit_checks import fit_checks
from checker.diagnose.rules import Diagnosis
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


def articles_by_code() -> dict[str, object]:
    library = get_library()
    mapping: dict[str, tuple[int, str, object]] = {}
    for article in library.articles.values():
        for position, code in enumerate(article.meta.finding_codes):
            candidate = (position, article.meta.title, article)
            if code not in mapping or candidate[:2] < mapping[code][:2]:
                mapping[code] = candidate
    return {code: entry[2] for code, entry in mapping.items()}


def findings_context(diagnosis: Diagnosis) -> dict:
    """What templates/checker/findings.html shows: the findings, most severe first, each with its
    article, and what each loaded model needs on the GPUs. Shared by Diagnose and This machine."""
    articles = articles_by_code()
    findings = sorted(diagnosis.findings, key=lambda f: SEVERITY_ORDER[f.severity])
    return {
        "findings": [(finding, articles.get(finding.code)) for finding in findings],
        "fits": [(check, verdict_url(check.query)) for check in fit_checks(diagnosis.snapshot, get_catalog())],
    }


def diagnosis_json(request: HttpRequest, diagnosis: Diagnosis) -> dict:
    articles = articles_by_code()
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
            {"code": f.code, "severity": f.severity, "title": f.title, "detail": f.detail, "evidence": f.evidence,
             "article": request.build_absolute_uri(article_url(articles[f.code].slug)) if f.code in articles else None}
            for f in sorted(diagnosis.findings, key=lambda f: SEVERITY_ORDER[f.severity])
        ],
        "rules_version": diagnosis.rules_version,
        "will_it_run": [
            {"model": check.model_tag, "verdict": check.result.verdict, "layers_on_gpu": check.result.plan.n_gpu_layers,
             "layers_total": check.result.layers_total, "context": check.result.context,
             "decode_tps": round(check.result.speed.decode_tps, 1), "url": request.build_absolute_uri(verdict_url(check.query))}
            for check in fit_checks(snapshot, get_catalog())
        ],
    }
