"""/machine/: this machine's GPUs read through NVML, the diagnosis rules run on them, and the local models.

Translates HTTP only; the reading is checker.nvml_probe, the rules checker.diagnose, the models
checker.local_models and checker.machine_fit.
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET

from checker.charts import SPARK_HEIGHT, SPARK_WIDTH, sparkline
from checker.diagnose import RULES_VERSION, diagnose_snapshot
from checker.diagnose_views import diagnosis_json, findings_context
from checker.library import get_catalog
from checker.links import verdict_url
from checker.machine_access import machine_allowed
from checker.machine_fit import WhatRunsHere, what_runs_here
from checker.machine_history import History
from checker.nvml_probe import ProbeResult
from checker.ollama_api import read_this_machine
from checker.verdicts import build
from checker.views import unshared_verdict_context
from config.htmx import render_page_or_fragment, wants_fragment

HISTORY = History()


OFF_MESSAGE = ("This machine's page is off here: it is shown only to visitors on the machine itself "
               "(HEADROOM_MACHINE=auto, the default, with the site bound to localhost), or to everyone with HEADROOM_MACHINE=on.")


def _refused(request: HttpRequest) -> HttpResponse | None:
    if machine_allowed(request):
        return None
    return render(request, "404.html", {"message": OFF_MESSAGE}, status=404)


def read_machine() -> tuple[ProbeResult, str | None]:
    """This machine's reading, recorded in the sparklines' history."""
    result, said = read_this_machine()
    if result.snapshot is not None:
        HISTORY.add(result.snapshot)
    return result, said


def _live_context(result: ProbeResult, ollama_said: str | None) -> dict:
    snapshot = result.snapshot
    shown: dict = {"findings": [], "fits": []}
    rows = []
    if snapshot is not None:
        shown = findings_context(diagnose_snapshot(snapshot))
        for gpu in snapshot.gpus:
            history = HISTORY.series(gpu)
            rows.append({
                "gpu": gpu,
                "memory_line": sparkline([s.memory_pct for s in history]),
                "utilization_line": sparkline([s.utilization_pct for s in history]),
                "samples": len(history),
                "processes": [p for p in snapshot.processes if p.gpu_index == gpu.index],
            })
    return {"probe": result, "snapshot": snapshot, **shown, "rows": rows, "rules_version": RULES_VERSION, "ollama_said": ollama_said,
            "spark_width": SPARK_WIDTH, "spark_height": SPARK_HEIGHT, "refresh_s": settings.HEADROOM_MACHINE_REFRESH_S}


@require_GET
def machine(request: HttpRequest) -> HttpResponse:
    if (refused := _refused(request)) is not None:
        return refused
    context = _live_context(*read_machine())
    response = render_page_or_fragment(request, "checker/machine.html", "live", context)
    response["Cache-Control"] = "no-store"
    return response


def _local_rows(found: WhatRunsHere) -> list[dict]:
    return [{"verdict": verdict, "local_url": reverse("checker:machine_model", args=[verdict.model.key]),
             "share_url": verdict_url(verdict.catalog_query) if verdict.catalog_query is not None else None}
            for verdict in found.verdicts]


@require_GET
def machine_models(request: HttpRequest) -> HttpResponse:
    if (refused := _refused(request)) is not None:
        return refused
    found = what_runs_here(settings.HEADROOM_MODEL_DIRS, get_catalog())
    context = {"probe": found.probe, "scan": found.scan, "hardware": found.hardware, "local_rows": _local_rows(found)}
    template = "checker/machine_models.html#table" if wants_fragment(request) else "checker/machine_models.html"
    response = render(request, template, context)
    response["Cache-Control"] = "no-store"
    return response


@require_GET
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


@require_GET
def machine_api(request: HttpRequest) -> JsonResponse:
    """GET /api/machine: the live reading as JSON, in the shape of POST /api/diagnose, for scripts and dashboards."""
    if not machine_allowed(request):
        return JsonResponse({"error": OFF_MESSAGE, "field": None}, status=404)
    result, ollama_said = read_machine()
    if result.snapshot is None:
        return JsonResponse({"error": result.problem, "check": result.check, "field": None}, status=503)
    body = diagnosis_json(request, diagnose_snapshot(result.snapshot))
    body.update({"driver_version": result.snapshot.driver_version, "cuda_version": result.snapshot.cuda_version,
                 "notes": result.notes, "ollama": ollama_said})
    response = JsonResponse(body)
    response["Cache-Control"] = "no-store"
    return response
