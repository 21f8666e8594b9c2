"""GET /api/machine: this machine's live reading as JSON, in the shape of POST /api/diagnose."""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_safe

from checker.diagnose.report import diagnosis_json
from checker.diagnose.rules import diagnose_snapshot
from checker.machine import reading
from checker.machine.access import OFF_MESSAGE, machine_allowed


@require_safe
def machine_api(request: HttpRequest) -> JsonResponse:
    """GET /api/machine: the live reading as JSON, in the shape of POST /api/diagnose, for scripts and dashboards."""
    if not machine_allowed(request):
        return JsonResponse({"error": OFF_MESSAGE, "field": None}, status=404)
    result, ollama_said = reading.read_and_record()
    if result.snapshot is None:
        return JsonResponse({"error": result.problem, "check": result.check, "field": None}, status=503)
    body = diagnosis_json(request, diagnose_snapshot(result.snapshot))
    body.update({"driver_version": result.snapshot.driver_version, "cuda_version": result.snapshot.cuda_version,
                 "notes": result.notes, "ollama": ollama_said})
    response = JsonResponse(body)
    response["Cache-Control"] = "no-store"
    return response
