"""JSON for tools: the fit estimate and the catalogs.

Errors have the knowledge base API's shape, ``{"error": "...", "field": "..."}``:
400 for a bad value or malformed JSON, 404 for an unknown catalog id.
"""

from __future__ import annotations

import json

from django.conf import settings
from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods, require_safe

from checker.fit.custom_models import MAX_GGUF_UPLOAD_BYTES, read_gguf_upload
from checker.fit.errors import QueryError
from checker.fit.links import model_file_name, verdict_url
from checker.fit.query import MAX_BODY_BYTES, header_fit_input, parse_json, parse_params, resolve_names, to_fit_input
from checker.fit.site_catalog import get_catalog
from checker.fit.verdicts import Verdict, build
from checker.machine.access import machine_allowed
from kb.api import error_response


def _round(value: float | None, digits: int = 1) -> float | None:
    return None if value is None else round(value, digits)


def verdict_json(request: HttpRequest, data: Verdict, url: str | None) -> dict:
    result = data.estimate
    return {
        "verdict": result.verdict,
        "reason": result.reason,
        "layers": {"total": result.layers_total, "on_gpu": result.plan.n_gpu_layers},
        "n_cpu_moe": result.plan.n_cpu_moe,
        "memory": [
            {
                "device": d.device if d.device == "cpu" else d.device.split(":", 1)[0].lower().replace(" ", ""),
                "name": "System RAM" if d.device == "cpu" else d.device.split(": ", 1)[1],
                "layers": d.layers,
                "weights": _round(d.weights_mib),
                "kv_cache": _round(d.kv_cache_mib),
                "compute_buffer": _round(d.compute_buffer_mib),
                "overhead": _round(d.overhead_mib),
                "total": _round(d.total_mib),
                "available": _round(d.available_mib),
            }
            for d in result.plan.devices
        ],
        "speed": {
            "decode_tps": _round(result.speed.decode_tps),
            "decode_tps_full": _round(result.speed.decode_tps_full),
            "prefill_tps": _round(result.speed.prefill_tps, 0),
            "prefill_tps_full": _round(result.speed.prefill_tps_full, 0),
        },
        "context": result.context,
        "settings": {
            "runtime": result.settings.runtime,
            "context_source": result.settings.context_source,
            "flash_attn": result.settings.flash_attn,
            "flash_attn_source": result.settings.flash_attn_source,
            "kv_cache": result.settings.kv_cache,
            "ubatch": result.settings.ubatch,
            "free_target_mib": result.settings.free_target_mib,
        },
        "recommendations": [{"kind": r.kind, "text": r.text, "change": r.change} for r in data.recommendations],
        "curve": [
            {"context": p.context, "gpu_mib": _round(p.gpu_mib), "cpu_mib": _round(p.cpu_mib), "n_gpu_layers": p.n_gpu_layers,
             "decode_tps": _round(p.decode_tps), "prefill_tps": _round(p.prefill_tps, 0), "verdict": p.verdict}
            for p in data.curve
        ],
        "snippets": data.snippets,
        "notes": result.notes,
        "weights_source": result.inputs.weights_label,
        "quality_warning": data.quality_note,
        "error_band": {"memory": data.memory_band, "speed": data.speed_band, "prefill": data.prefill_band,
                       "hardware_kind": data.hardware_kind},
        "estimator_version": data.estimator_version,
        "url": request.build_absolute_uri(url) if url else None,
    }


def _model_dirs(request: HttpRequest) -> list:
    # The model folders are read for anyone only where HEADROOM_MODEL_DIRS was set; the default
    # folders only for visitors who may see /machine/ (on the machine itself).
    return settings.HEADROOM_MODEL_DIRS if settings.HEADROOM_MODEL_DIRS_SET or machine_allowed(request) else []


@csrf_exempt  # a JSON API for tools: no cookies, no session, nothing to forge
@require_http_methods(["GET", "HEAD", "POST"])
def fit(request: HttpRequest) -> JsonResponse:
    """GET /api/fit?model=...&gpu=... or POST /api/fit with a JSON object: parse, input, estimate, verdict, JSON."""
    if request.method in ("GET", "HEAD") and "model" not in request.GET:
        return error_response("Give at least ?model=<id>&gpu=<id> (see /api/catalog/models and /api/catalog/gpus)", "model")
    if request.method == "POST" and int(request.META.get("CONTENT_LENGTH") or 0) > MAX_BODY_BYTES:
        # Said before the body is read: Django would refuse a large one with an HTML page of its own.
        return error_response(f"The body is larger than {MAX_BODY_BYTES:,} bytes", "body", status=413)
    catalog = get_catalog()
    try:
        query = parse_params(dict(request.GET.lists())) if request.method in ("GET", "HEAD") else parse_json(request.body)
        query = resolve_names(query, catalog, model=isinstance(query.model, str))  # names as typed; the url uses the ids
        inp = to_fit_input(query, catalog, model_dirs=_model_dirs(request))
        data = build(inp, catalog, "model.gguf" if inp.weights_label == "gguf" else model_file_name(query, catalog))
    except QueryError as error:
        response = error_response(error.message, error.field, status=error.status)
        if len(error.fields) > 1 or error.choices:
            body = json.loads(response.content) | ({"fields": error.fields} if len(error.fields) > 1 else {}) | \
                ({"choices": error.choices} if error.choices else {})
            response = JsonResponse(body, status=error.status)
        return response
    return JsonResponse(verdict_json(request, data, verdict_url(query)))


@require_safe
def catalog_gpus(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"gpus": [g.model_dump(mode="json") for g in get_catalog().gpus.values()]})


@require_safe
def catalog_models(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"models": [m.model_dump(mode="json") for m in get_catalog().models.values()]})


@require_safe
def catalog_quants(request: HttpRequest) -> JsonResponse:
    catalog = get_catalog()
    return JsonResponse({
        "quants": [
            {**m.model_dump(mode="json"), "bits_per_weight_base": catalog.tensor_types[m.base_type].bits_per_weight}
            for m in catalog.mixes.values()
        ],
        "kv_cache_types": [
            {**k.model_dump(mode="json"), "bits_per_element": catalog.tensor_types[k.tensor_type].bits_per_weight}
            for k in catalog.kv_cache_types.values()
        ],
        "tensor_types": [{**t.model_dump(mode="json"), "bits_per_weight": t.bits_per_weight} for t in catalog.tensor_types.values()],
    })


@csrf_exempt  # a JSON API for tools: no cookies, no session, nothing to forge
@require_http_methods(["POST"])
def fit_gguf(request: HttpRequest) -> JsonResponse:
    """POST the first megabytes of a GGUF file; gpu, ctx, runtime... go in the query string."""
    length = int(request.META.get("CONTENT_LENGTH") or 0)
    if length > MAX_GGUF_UPLOAD_BYTES:
        return error_response(
            f"Send only the beginning of the file, at most {MAX_GGUF_UPLOAD_BYTES // 2**20} MiB: "
            "head -c 32M model.gguf | curl --data-binary @- ...", "body", status=413)
    if length == 0:
        return error_response("The body is empty: send the first megabytes of a GGUF file", "body")
    catalog = get_catalog()
    try:
        inp, _ = header_fit_input(read_gguf_upload(request), dict(request.GET.lists()), catalog)
        data = build(inp, catalog, "model.gguf")
    except QueryError as error:
        return error_response(error.message, error.field, status=error.status)
    body = verdict_json(request, data, None)
    body["model"] = inp.model.model_dump(mode="json", include={"name", "architecture", "n_layers", "hidden_size", "n_heads",
                                                               "n_kv_heads", "head_dim", "vocab_size", "max_context", "params_b"})
    return JsonResponse(body)
