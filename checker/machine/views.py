"""/machine/ pages: this machine's GPUs read through NVML with the Diagnose findings, and the local models.

Translates HTTP only: the reading is checker.machine.reading, the rules checker.diagnose.rules, the
models checker.machine.local_models and checker.machine.judge.
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_safe

from checker.diagnose.report import findings_context
from checker.diagnose.rules import RULES_VERSION, diagnose_snapshot
from checker.fit.charts import SPARK_HEIGHT, SPARK_WIDTH, sparkline
from checker.fit.links import verdict_url
from checker.fit.site_catalog import get_catalog
from checker.fit.verdict_context import unshared_verdict_context
from checker.fit.verdicts import build
from checker.machine import reading
from checker.machine.access import OFF_MESSAGE, machine_allowed
from checker.machine.judge import WhatRunsHere, what_runs_here
from checker.machine.nvml_probe import ProbeResult
from config.htmx import render_page_or_fragment, wants_fragment


def _refused(request: HttpRequest) -> HttpResponse | None:
    if machine_allowed(request):
        return None
    return render(request, "404.html", {"message": OFF_MESSAGE}, status=404)


def _live_context(result: ProbeResult, ollama_said: str | None) -> dict:
    snapshot = result.snapshot
    shown: dict = {"findings": [], "fits": []}
    rows = []
    if snapshot is not None:
        shown = findings_context(diagnose_snapshot(snapshot))
        for gpu in snapshot.gpus:
            history = reading.HISTORY.series(gpu)
            rows.append({
                "gpu": gpu,
                "memory_line": sparkline([s.memory_pct for s in history]),
                "utilization_line": sparkline([s.utilization_pct for s in history]),
                "samples": len(history),
                "processes": [p for p in snapshot.processes if p.gpu_index == gpu.index],
            })
    return {"probe": result, "snapshot": snapshot, **shown, "rows": rows, "rules_version": RULES_VERSION, "ollama_said": ollama_said,
            "spark_width": SPARK_WIDTH, "spark_height": SPARK_HEIGHT, "refresh_s": settings.HEADROOM_MACHINE_REFRESH_S}


@require_safe
def machine(request: HttpRequest) -> HttpResponse:
    if (refused := _refused(request)) is not None:
        return refused
    context = _live_context(*reading.read_and_record())
    # No GPU to read: htmx stops polling on status 286 (the tab coming back, or Refresh, reads again).
    stop = wants_fragment(request) and context["snapshot"] is None
    response = render_page_or_fragment(request, "checker/machine.html", "live", context, status=286 if stop else 200)
    response["Cache-Control"] = "no-store"
    return response


def _local_rows(found: WhatRunsHere) -> list[dict]:
    return [{"verdict": verdict, "local_url": reverse("checker:machine_model", args=[verdict.model.key]),
             "share_url": verdict_url(verdict.catalog_query) if verdict.catalog_query is not None else None}
            for verdict in found.verdicts]


@require_safe
def machine_models(request: HttpRequest) -> HttpResponse:
    if (refused := _refused(request)) is not None:
        return refused
    found = what_runs_here(settings.HEADROOM_MODEL_DIRS, get_catalog())
    context = {"probe": found.probe, "scan": found.scan, "hardware": found.hardware, "local_rows": _local_rows(found)}
    template = "checker/machine_models.html#table" if wants_fragment(request) else "checker/machine_models.html"
    response = render(request, template, context)
    response["Cache-Control"] = "no-store"
    return response


@require_safe
def machine_model(request: HttpRequest, key: str) -> HttpResponse:
    """One local model's verdict on this machine's GPUs, from its own GGUF header."""
    if (refused := _refused(request)) is not None:
        return refused
    catalog = get_catalog()
    found = what_runs_here(settings.HEADROOM_MODEL_DIRS, catalog, key=key)
    if not found.verdicts:
        return render(request, "404.html", {"message": "No local model has that id (it may have been deleted or moved)."}, status=404)
    verdict, hardware = found.verdicts[0], found.hardware
    model = verdict.model
    context = {"model": model, "probe": found.probe, "hardware": hardware, "local": verdict}
    if verdict.result is not None:
        data = build(verdict.result.inputs, catalog, model.path.name if model.source == "file" else f"{model.name}.gguf")
        context.update(unshared_verdict_context(data, "llama.cpp", hardware.gpu_ids))
        context["share_url"] = verdict_url(verdict.catalog_query) if verdict.catalog_query is not None else None
    response = render(request, "checker/machine_model.html", context)
    response["Cache-Control"] = "no-store"
    return response
