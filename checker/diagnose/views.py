"""Diagnose pages: paste tool output, get findings that quote it and link their articles; save and share.

Thin: checker.diagnose.rules parses and judges, checker.diagnose.report shows; these views translate HTTP.
"""

from __future__ import annotations

import functools

from django import forms
from django.conf import settings
from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from checker.diagnose.models import SavedPaste
from checker.diagnose.redact import redact
from checker.diagnose.report import WHAT_TO_PASTE, findings_context, paste_context
from checker.diagnose.rules import RULES_VERSION, Diagnosis, diagnose
from checker.machine.access import machine_allowed
from config.htmx import error_status, render_page_or_fragment
from kb.site_library import get_library


class PasteForm(forms.Form):
    text = forms.CharField(label="Paste here", required=False, strip=False,
                           widget=forms.Textarea(attrs={"rows": 14, "spellcheck": "false", "autocomplete": "off", "wrap": "off"}))
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


def _result_context(diagnosis: Diagnosis, text: str) -> dict:
    return {
        "diagnosis": diagnosis,
        **findings_context(diagnosis),
        **paste_context(diagnosis),
        "error_matches": get_library().signature_index.match(text)[:5],
        "rules_version": RULES_VERSION,
        "retention_days": settings.HEADROOM_PASTE_RETENTION_DAYS,
    }


@require_http_methods(["GET", "HEAD", "POST"])
def diagnose_page(request: HttpRequest) -> HttpResponse:
    context: dict = {"what_to_paste": WHAT_TO_PASTE, "machine_link": machine_allowed(request)}
    if request.method in ("GET", "HEAD"):
        return render_page_or_fragment(request, "checker/diagnose.html", "result", {"form": PasteForm(), **context})
    form = PasteForm(request.POST, request.FILES)
    if not form.is_valid():
        return render_page_or_fragment(request, "checker/diagnose.html", "result", {"form": form, **context},
                                       status=error_status(request, 400))
    text = form.cleaned_data["text"]
    return render_page_or_fragment(request, "checker/diagnose.html", "result",
                                   {"form": form, **context, **_result_context(diagnose(text), text)})


def database_required(view):
    """Saved diagnoses live in the database: when it does not answer (a deleted SQLite file, a PostgreSQL that
    is down), say so with a 503 instead of a 500."""
    @functools.wraps(view)
    def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except DatabaseError:
            return render(request, "400.html", {"message": (
                "Saved diagnoses cannot be reached right now: this server's database does not answer. Diagnose itself "
                "still works; try the saved address again later.")}, status=503)
    return wrapped


@require_POST
@database_required
def save_paste(request: HttpRequest) -> HttpResponse:
    """Store a redacted paste under an unguessable address; show the share link and the private delete link once."""
    form = PasteForm(request.POST, request.FILES)
    if not form.is_valid():
        return render(request, "checker/diagnose.html", {"form": form, "what_to_paste": WHAT_TO_PASTE}, status=400)
    text, redactions = redact(form.cleaned_data["text"])
    cap = settings.HEADROOM_PASTE_STORE_MAX_MB * 2**20
    if SavedPaste.objects.stored_bytes() + len(text.encode("utf-8")) > cap:
        # Full: say so beside the Save button, with the diagnosis and the paste still on the page.
        context = {"form": form, "what_to_paste": WHAT_TO_PASTE, **_result_context(diagnose(form.cleaned_data["text"]),
                                                                                   form.cleaned_data["text"])}
        context["save_error"] = ("This server holds as many saved diagnoses as it may "
                                 f"({settings.HEADROOM_PASTE_STORE_MAX_MB:,} MiB), so nothing was saved. Saved ones can "
                                 "still be read; try again when older ones expire, or keep this page.")
        return render(request, "checker/diagnose.html", context, status=507)
    paste, key = SavedPaste.create(text, [{"kind": r.kind, "count": r.count} for r in redactions])
    share = request.build_absolute_uri(reverse("checker:saved", args=[paste.slug]))
    # The key rides in the fragment, which browsers never send: it stays out of access logs and Referer headers.
    delete = request.build_absolute_uri(reverse("checker:delete_saved", args=[paste.slug])) + f"#key={key}"
    response = render(request, "checker/saved.html", {"paste": paste, "share_url": share, "delete_url": delete, "delete_key": key},
                      status=201)
    response["Referrer-Policy"] = "no-referrer"
    return response


def _live(slug: str) -> SavedPaste | None:
    if len(slug) > 32:
        return None
    return SavedPaste.objects.live().filter(slug=slug).first()


@require_safe
@database_required
def saved(request: HttpRequest, slug: str) -> HttpResponse:
    paste = _live(slug)
    if paste is None:
        return render(request, "404.html", {"message": "No saved diagnosis has this address: it expired, was deleted, or the link is mistyped."}, status=404)
    context = _result_context(diagnose(paste.text), paste.text)
    return render(request, "checker/saved_view.html", {"paste": paste, **context})


@require_http_methods(["GET", "HEAD", "POST"])
@database_required
def delete_saved(request: HttpRequest, slug: str) -> HttpResponse:
    paste = _live(slug)
    if paste is None:
        return render(request, "404.html", {"message": "No saved diagnosis has this address."}, status=404)
    if request.method in ("GET", "HEAD"):
        # The key comes in the address's fragment (the page's script puts it in the form) or is typed in;
        # links from before it moved there carry ?key=, still accepted.
        response = render(request, "checker/delete_saved.html", {"paste": paste, "key": request.GET.get("key", "")})
    else:
        if not paste.key_matches(request.POST.get("key", "").strip()):
            response = render(request, "checker/delete_saved.html",
                              {"paste": paste, "key": "", "error": "That is not this diagnosis's delete key."}, status=403)
        else:
            paste.delete()
            response = render(request, "checker/deleted.html", {})
    # The site's same-origin Referrer-Policy stays here: "no-referrer" would make the browser send
    # "Origin: null" with the form, which CSRF protection refuses; this address holds no key anyway.
    return response
