"""POST /api/diagnose: a paste in, its diagnosis as JSON out. Nothing is stored."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from checker.diagnose.report import WHAT_TO_PASTE, diagnosis_json
from checker.diagnose.rules import diagnose
from checker.diagnose.unknown import describe
from kb.api import error_response


@csrf_exempt  # a JSON API for tools: no cookies, no session, nothing to forge
@require_POST
def diagnose_api(request: HttpRequest) -> JsonResponse:
    limit = settings.HEADROOM_PASTE_MAX_BYTES
    if int(request.META.get("CONTENT_LENGTH") or 0) > limit + 64 * 1024:
        return error_response(f"The paste is larger than {limit:,} bytes", "body", status=413)
    if request.content_type in ("application/x-www-form-urlencoded", "multipart/form-data"):
        text = request.POST.get("text", "")
    else:
        text = request.body.decode("utf-8", errors="replace")
    text = text.replace("\x00", "")
    if not text.strip():
        return error_response("The body is empty: send the paste as text/plain, or as the form field text", "body")
    if len(text.encode("utf-8")) > limit:
        return error_response(f"The paste is larger than {limit:,} bytes", "body", status=413)
    diagnosis = diagnose(text)
    body = diagnosis_json(request, diagnosis)
    if not diagnosis.snapshot.input_kinds:
        body["error"] = "No output in this paste was recognized"
        body["looked_like"] = describe(text)
        body["hints"] = [f"{what}: {how}" for what, how in WHAT_TO_PASTE]
        return JsonResponse(body, status=422)
    return JsonResponse(body)
