"""Diagnose pages and API: paste tool output, get findings that quote it and link their articles.

Thin: checker/diagnose.py parses and judges; these views translate HTTP.
"""

from __future__ import annotations

from django import forms
from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from checker.diagnose import RULES_VERSION, Diagnosis, diagnose
from checker.diagnose_fit import fit_checks
from checker.library import get_catalog
from checker.links import verdict_url
from checker.machine_access import machine_allowed
from checker.models import SavedPaste
from checker.redact import redact
from config.htmx import render_page_or_fragment
from kb.api import error_response
from kb.library import article_url, get_library

SEVERITY_ORDER = {"critical": 0, "warning": 1, "info": 2, "ok": 3}
WHAT_TO_PASTE = [
    ("nvidia-smi", "the whole table it prints with no arguments; also -q, -q -x, -L, dmon, pmon, and --query-gpu=... --format=csv "
                   "(with its header; for noheader, paste the command line above the rows so the columns can be named)"),
    ("ollama ps", "while the model is loaded"),
    ("a load log", "llama.cpp / llama-server output, or the Ollama server log from the model load (journalctl -u ollama)"),
    ("an error", "nvidia-smi failures, CUDA out of memory, and the errors the articles list"),
]


class PasteForm(forms.Form):
    text = forms.CharField(label="Paste here", required=False, strip=False,
                           widget=forms.Textarea(attrs={"rows": 14, "spellcheck": "false", "autocomplete": "off"}))
    upload = forms.FileField(label="or upload a file", required=False)

    def clean(self):
        data = super().clean()
        limit = settings.HEADROOM_PASTE_MAX_BYTES
        upload = data.get("upload")
        if upload:
            if upload.size > limit:
                raise forms.ValidationError(f"The file is {upload.size:,} bytes; Diagnose reads at most {limit:,}.")
            data["text"] = upload.read().decode("utf-8", errors="replace")
        text = data.get("text") or ""
        if not text.strip():
            raise forms.ValidationError("Paste the output of nvidia-smi, ollama ps or a load log first.")
        if len(text.encode("utf-8", errors="replace")) > limit:
            raise forms.ValidationError(f"That is more than {limit:,} bytes; paste the part around the problem.")
        data["text"] = text.replace("\x00", "")
        return data


def _articles_by_code() -> dict[str, object]:
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
    articles = _articles_by_code()
    findings = sorted(diagnosis.findings, key=lambda f: SEVERITY_ORDER[f.severity])
    return {
        "findings": [(finding, articles.get(finding.code)) for finding in findings],
        "fits": [(check, verdict_url(check.query)) for check in fit_checks(diagnosis.snapshot, get_catalog())],
    }


def _result_context(diagnosis: Diagnosis, text: str) -> dict:
    return {
        "diagnosis": diagnosis,
        **findings_context(diagnosis),
        "error_matches": get_library().signature_index.match(text)[:5],
        "rules_version": RULES_VERSION,
        "retention_days": settings.HEADROOM_PASTE_RETENTION_DAYS,
    }


@require_http_methods(["GET", "POST"])
def diagnose_page(request: HttpRequest) -> HttpResponse:
    context: dict = {"what_to_paste": WHAT_TO_PASTE, "machine_link": machine_allowed(request)}
    if request.method == "GET":
        return render_page_or_fragment(request, "checker/diagnose.html", "result", {"form": PasteForm(), **context})
    form = PasteForm(request.POST, request.FILES)
    if not form.is_valid():
        return render_page_or_fragment(request, "checker/diagnose.html", "result", {"form": form, **context}, status=400)
    text = form.cleaned_data["text"]
    return render_page_or_fragment(request, "checker/diagnose.html", "result",
                                   {"form": form, **context, **_result_context(diagnose(text), text)})


def diagnosis_json(request: HttpRequest, diagnosis: Diagnosis) -> dict:
    articles = _articles_by_code()
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
        body["error"] = "Nothing in this paste was recognized"
        body["hints"] = [f"{what}: {how}" for what, how in WHAT_TO_PASTE]
        return JsonResponse(body, status=422)
    return JsonResponse(body)


@require_POST
def save_paste(request: HttpRequest) -> HttpResponse:
    """Store a redacted paste under an unguessable address; show the share link and the private delete link once."""
    form = PasteForm(request.POST, request.FILES)
    if not form.is_valid():
        return render(request, "checker/diagnose.html", {"form": form, "what_to_paste": WHAT_TO_PASTE}, status=400)
    text, redactions = redact(form.cleaned_data["text"])
    paste, key = SavedPaste.create(text, [{"kind": r.kind, "count": r.count} for r in redactions])
    share = request.build_absolute_uri(reverse("checker:saved", args=[paste.slug]))
    delete = request.build_absolute_uri(reverse("checker:delete_saved", args=[paste.slug]) + f"?key={key}")
    return render(request, "checker/saved.html", {"paste": paste, "share_url": share, "delete_url": delete}, status=201)


def _live(slug: str) -> SavedPaste | None:
    if len(slug) > 32:
        return None
    return SavedPaste.objects.live().filter(slug=slug).first()


@require_GET
def saved(request: HttpRequest, slug: str) -> HttpResponse:
    paste = _live(slug)
    if paste is None:
        return render(request, "404.html", {"message": "No saved diagnosis has this address: it expired, was deleted, or the link is mistyped."}, status=404)
    context = _result_context(diagnose(paste.text), paste.text)
    return render(request, "checker/saved_view.html", {"paste": paste, **context})


@require_http_methods(["GET", "POST"])
def delete_saved(request: HttpRequest, slug: str) -> HttpResponse:
    paste = _live(slug)
    if paste is None:
        return render(request, "404.html", {"message": "No saved diagnosis has this address."}, status=404)
    key = request.POST.get("key") or request.GET.get("key") or ""
    if not paste.key_matches(key):
        return render(request, "400.html", {"message": "This delete link is not valid for this diagnosis."}, status=403)
    if request.method == "GET":
        return render(request, "checker/delete_saved.html", {"paste": paste, "key": key})
    paste.delete()
    return render(request, "checker/deleted.html", {})
