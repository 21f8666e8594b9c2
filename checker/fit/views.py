"""Will it run? pages: the form, verdict pages, a model of your own, what runs on a GPU, which GPU for a model.

Thin: checker.fit.query validates, the estimator computes, checker.fit.verdict_context gathers what
the templates show; these views only translate HTTP. The form is an idempotent GET: with htmx the
verdict fragment comes back and the address bar shows the verdict's canonical URL.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from checker.diagnose.gpu_match import MAX_PASTE_BYTES, read_hardware
from checker.fit import names, preview_image
from checker.fit.catalog import Catalog
from checker.fit.custom_models import MAX_GGUF_UPLOAD_BYTES, read_gguf_upload
from checker.fit.errors import QueryError
from checker.fit.forms import CustomForm, FitForm, form_initial
from checker.fit.hf_config import ConfigError, parse_config
from checker.fit.query import (
    MAX_CONTEXT,
    HfConfigModel,
    header_fit_input,
    load_log_query,
    parse_gpus_segment,
    parse_params,
    quant_id,
    to_fit_input,
)
from checker.fit.reverse import gpus_for_model, models_for_gpu
from checker.fit.site_catalog import get_catalog
from checker.fit.verdict_context import unshared_verdict_context, verdict_context
from checker.fit.verdicts import build
from checker.machine.access import detected_gpus_initial, machine_allowed
from config.htmx import wants_fragment

PAGE_MEMO_SIZE = 512
EXAMPLES = [
    ("llama-3.1-8b", "q4_k_m", "geforce-rtx-3060-12gb", "ctx=8192"),
    ("llama-3.3-70b", "q4_k_m", "geforce-rtx-4090", "ctx=8192"),
    ("llama-3.3-70b", "q4_k_m", "2x-geforce-rtx-3090", "ctx=16384"),
    ("qwen3-30b-a3b", "q4_k_m", "geforce-rtx-4060-laptop", "ctx=8192&runtime=ollama"),
    ("gpt-oss-120b", "mxfp4_moe", "apple-m4-max-40-core-gpu-128gb", ""),
    ("llama-3.1-8b", "bf16-hf", "geforce-rtx-4090", "runtime=vllm"),
]


def _page(request: HttpRequest, context: dict, status: int = 200) -> HttpResponse:
    catalog = get_catalog()
    context.setdefault("form", FitForm(catalog=catalog))
    context.update({
        "models": sorted(catalog.models.values(), key=lambda m: m.name),
        "gpus": sorted(catalog.gpus.values(), key=lambda g: (g.vendor, g.name)),
        "examples": [(f"{reverse('checker:verdict', args=e[:3])}{'?' + e[3] if e[3] else ''}", catalog.models[e[0]].name,
                      catalog.mixes[e[1]].name, e[2]) for e in EXAMPLES],
    })
    template = "checker/will_it_run.html#result" if wants_fragment(request) else "checker/will_it_run.html"
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


@require_safe
def will_it_run(request: HttpRequest) -> HttpResponse:
    catalog = get_catalog()
    if not request.GET:
        initial = detected_gpus_initial(request)
        if initial:
            # Self-hosted on the machine that runs the models: its GPUs, read through NVML.
            return _page(request, {"form": FitForm(catalog=catalog, initial=initial), "detected": True})
        return _page(request, {})
    if "model" not in request.GET and "gpu" in request.GET:
        # Hardware read from a paste (see from_nvidia_smi): show the form filled in, ask for the model.
        initial = {key: request.GET.get(key) for key in ("gpu", "gpu_count", "used_mib", "quant", "ctx", "runtime") if request.GET.get(key)}
        return _page(request, {"form": FitForm(catalog=catalog, initial=initial), "prefilled": True})
    form = FitForm(request.GET, catalog=catalog)
    if not form.is_valid():
        # htmx gets the errors in the fragment at 200 (it swaps only 2xx); a plain submit gets a 400 page.
        return _page(request, {"form": form}, status=200 if wants_fragment(request) else 400)
    try:
        query = form.to_query()
        context = verdict_context(query, catalog)
    except QueryError as error:
        form.add_error(error.field if error.field in form.fields else None, error.message)
        return _page(request, {"form": form}, status=200 if wants_fragment(request) else error.status)
    if wants_fragment(request):
        response = _page(request, {"form": form, **context})
        if context["verdict_url"]:
            response["HX-Replace-Url"] = context["verdict_url"]
        return response
    return redirect(context["verdict_url"])


@require_safe
def verdict(request: HttpRequest, model: str, quant: str, gpus: str) -> HttpResponse:
    catalog = get_catalog()
    # A verdict page is the same for everyone (no CSRF token, no session): once
    # rendered for an address, it is served from memory, like article pages.
    key = ("page", request.get_host(), request.scheme, request.get_full_path(), wants_fragment(request), machine_allowed(request))
    pages: OrderedDict = catalog.memo.setdefault("verdict_pages", OrderedDict())
    if key in pages:
        pages.move_to_end(key)
        content, status = pages[key]
        response = HttpResponse(content, status=status)
        patch_vary_headers(response, ["HX-Request"])
        return response
    response = _verdict_page(request, model, quant, gpus, catalog)
    if response.status_code == 200:
        pages[key] = (response.content, response.status_code)
        if len(pages) > PAGE_MEMO_SIZE:
            pages.popitem(last=False)
    return response


def verdict_title(result) -> str:
    """"Llama 3.3 70B Q4_K_M on 2 x GeForce RTX 4090": what a shared verdict is about, in one line."""
    devices = [re.sub(r"^GPU \d+: ", "", d.device) for d in result.plan.gpus]
    hardware = " + ".join(f"{devices.count(name)} x {name}" if devices.count(name) > 1 else name
                          for name in dict.fromkeys(devices)) or "CPU"
    return f"{result.inputs.model.name} {result.inputs.mix.name} on {hardware}"


@require_safe
def verdict_preview(request: HttpRequest, model: str, quant: str, gpus: str) -> HttpResponse:
    """The verdict as a PNG card for link previews (og:image): chat clients show only PNG or JPEG."""
    catalog = get_catalog()
    try:
        context = verdict_context(_address_query(request, model, quant, gpus), catalog)
    except QueryError as error:
        return HttpResponse(error.message, content_type="text/plain; charset=utf-8", status=error.status)
    # One image per verdict, whatever spelling or extra parameters the address has: the estimate is
    # memoized, the drawing (tens of ms) is done once per canonical verdict.
    key = ("preview", context["verdict_url"])
    images: OrderedDict = catalog.memo.setdefault("verdict_previews", OrderedDict())
    if key not in images:
        images[key] = preview_image.render(context["verdict"], verdict_title(context["result"]), context["runtime_name"])
        if len(images) > PAGE_MEMO_SIZE:
            images.popitem(last=False)
    else:
        images.move_to_end(key)
    response = HttpResponse(images[key], content_type="image/png")
    response["Cache-Control"] = "public, max-age=86400"
    return response


def _address_query(request: HttpRequest, model: str, quant: str, gpus: str):
    """A verdict address's query: its path segments, and its parameters but those."""
    params = {key: values for key, values in request.GET.lists() if key not in ("model", "quant", "gpu")}
    params.update({"model": [model], "quant": [quant], "gpu": parse_gpus_segment(gpus)})
    return parse_params(params)


def _verdict_page(request: HttpRequest, model: str, quant: str, gpus: str, catalog: Catalog) -> HttpResponse:
    try:
        query = _address_query(request, model, quant, gpus)
        context = verdict_context(query, catalog)
    except QueryError as error:
        form = FitForm(catalog=catalog, initial={"model": model, "quant": quant, "gpu": gpus})
        return _page(request, {"form": form, "query_error": error}, status=error.status)
    canonical = context["verdict_url"]
    path, _, querystring = canonical.partition("?")
    if path != request.path and not wants_fragment(request):
        # Typed by name ("/will-it-run/llama3.1:8b/Q4_K_M/4090/"): one address per verdict, the ids'.
        return redirect(canonical, permanent=True)
    preview = f"{path}preview.png" + (f"?{querystring}" if querystring else "")
    return _page(request, {"form": FitForm(catalog=catalog, initial=form_initial(query)), "canonical_url": canonical,
                           "preview_url": preview, "share_title": verdict_title(context["result"]), **context})


@require_http_methods(["GET", "HEAD", "POST"])
def custom(request: HttpRequest) -> HttpResponse:
    catalog = get_catalog()
    if request.method == "POST" and int(request.META.get("CONTENT_LENGTH") or 0) > MAX_GGUF_UPLOAD_BYTES + 2**20:
        return render(request, "400.html", {"message": (
            f"That upload is larger than {MAX_GGUF_UPLOAD_BYTES // 2**20} MB. Only the GGUF header is needed: "
            "with JavaScript on, the page sends the first 32 MB by itself; without it, cut the file first "
            "(head -c 32M model.gguf > header.gguf) and upload that.")}, status=413)
    form = CustomForm(request.POST or None, request.FILES or None, catalog=catalog)
    context: dict = {"form": form}
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                context.update(_custom_verdict(form, catalog))
            except QueryError as error:
                context["query_error"] = error
                status = 200 if wants_fragment(request) else error.status
        else:
            status = 200 if wants_fragment(request) else 400
    context["gpus"] = sorted(catalog.gpus.values(), key=lambda g: (g.vendor, g.name))
    template = "checker/custom.html#result" if wants_fragment(request) else "checker/custom.html"
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


def _custom_verdict(form: CustomForm, catalog: Catalog) -> dict:
    params = form.params()
    upload = form.cleaned_data.get("gguf")
    if upload:
        with upload.open("rb") as stream:
            inp, query = header_fit_input(read_gguf_upload(stream), params, catalog)
    elif form.cleaned_data.get("load_log"):
        query = load_log_query(form.cleaned_data["load_log"], params, catalog)
        inp = to_fit_input(query, catalog)
    else:
        try:
            config = parse_config(form.cleaned_data["config_json"])
        except ConfigError as error:
            raise QueryError("config_json", str(error)) from None
        query = parse_params(params | {"model": ["custom"]}).model_copy(update={"model": HfConfigModel(hf_config=config)})
        inp = to_fit_input(query, catalog)
    return unshared_verdict_context(build(inp, catalog, "model.gguf"), query.runtime, [])


@csrf_exempt  # parses and redirects; stores nothing, so there is nothing to forge
@require_POST
def from_nvidia_smi(request: HttpRequest) -> HttpResponse:
    """Read the GPUs and the memory in use from a pasted nvidia-smi table, then show the form or the verdict."""
    catalog = get_catalog()
    text = request.POST.get("nvidia_smi", "")
    if len(text.encode("utf-8", errors="replace")) > MAX_PASTE_BYTES:
        return render(request, "400.html", {"message": f"Paste at most {MAX_PASTE_BYTES // 1024} KiB of nvidia-smi output."}, status=413)
    reading = read_hardware(text, catalog) if text.strip() else None
    if reading is None or reading.problem:
        # Back to the page, the box open with what was pasted and the reason beside it: no dead end.
        problem = reading.problem if reading else "The box was empty: paste the output of nvidia-smi (run it in a terminal)."
        initial = {name: request.POST.get(name) for name in ("model", "quant", "ctx", "runtime") if request.POST.get(name)}
        return _page(request, {"form": FitForm(catalog=catalog, initial=initial), "smi_error": problem, "smi_text": text},
                     status=400)
    params = {"gpu": "+".join(reading.gpu_ids), "used_mib": ",".join(f"{value:g}" for value in reading.used_mib)}
    for name in ("model", "quant", "ctx", "runtime"):
        if request.POST.get(name):
            params[name] = request.POST[name]
    return redirect(f"{reverse('checker:will_it_run')}?{urlencode(params)}")


@require_safe
def gpu_page(request: HttpRequest, gpu: str) -> HttpResponse:
    catalog = get_catalog()
    entry = catalog.gpus.get(gpu)
    if entry is None:
        # A card as people name it ("4090", "M3 Max 64GB") leads to its page; several or none say so.
        resolution = names.resolve_gpu(gpu, {g.id: g.name for g in catalog.gpus.values()})
        if resolution.id:
            return redirect(_same_query(request, reverse("checker:gpu", args=[resolution.id])), permanent=True)
        return render(request, "404.html", {"message": _unresolved(resolution, catalog.gpus, "GPU")}, status=404)
    context_length, ctx_error = _context_param(request)
    rows = models_for_gpu(entry, catalog, context_length)
    return render(request, "checker/gpu.html", {"gpu": entry, "rows": rows, "ctx": context_length, "ctx_error": ctx_error,
                                                "ctx_typed": request.GET.get("ctx", ""), "max_context": MAX_CONTEXT},
                  status=400 if ctx_error else 200)


@require_safe
def model_page(request: HttpRequest, model: str) -> HttpResponse:
    catalog = get_catalog()
    entry = catalog.models.get(model)
    if entry is None:
        resolution = names.resolve_model(model, {m.id: m.name for m in catalog.models.values()})
        if resolution.id:
            return redirect(_same_query(request, reverse("checker:model", args=[resolution.id])), permanent=True)
        return render(request, "404.html", {"message": _unresolved(resolution, catalog.models, "model")}, status=404)
    context_length, ctx_error = _context_param(request)
    quant = catalog.mixes.get(quant_id(request.GET.get("quant", "q4_k_m")))
    quant_error = None if quant else f"“{request.GET.get('quant')}” is not a quantization this page knows: showing Q4_K_M."
    quant = quant or catalog.mixes["q4_k_m"]
    rows = gpus_for_model(entry, quant, catalog, context_length)
    return render(request, "checker/model.html", {"model": entry, "quant": quant, "rows": rows, "ctx": context_length,
                                                  "quants": [m for m in catalog.mixes.values() if m.format == "gguf"],
                                                  "ctx_error": ctx_error, "quant_error": quant_error,
                                                  "ctx_typed": request.GET.get("ctx", ""), "max_context": MAX_CONTEXT},
                  status=400 if ctx_error or quant_error else 200)


def _same_query(request: HttpRequest, path: str) -> str:
    return f"{path}?{request.GET.urlencode()}" if request.GET else path


def _unresolved(resolution, entries: dict, kind: str) -> str:
    listed = resolution.choices or resolution.closest
    names_listed = ", ".join(f"{entries[i].name} ({i})" for i in listed)
    if resolution.choices:
        return f"“{resolution.text}” names several {kind}s: {names_listed}. Pick one."
    return f"No {kind} matches “{resolution.text}”." + (f" Closest: {names_listed}." if listed else "")


DEFAULT_PAGE_CONTEXT = 8192


def _context_param(request: HttpRequest) -> tuple[int, str | None]:
    """The page's context and, when what was typed cannot be one, the default with the reason (the page stays usable)."""
    raw = request.GET.get("ctx", "").strip().replace(",", "").replace("_", "")
    if not raw:
        return DEFAULT_PAGE_CONTEXT, None
    if not raw.isdecimal() or not 256 <= int(raw) <= MAX_CONTEXT:
        return DEFAULT_PAGE_CONTEXT, (f"The context must be a whole number of tokens from 256 to {MAX_CONTEXT:,}; "
                                      f"showing {DEFAULT_PAGE_CONTEXT:,}.")
    return int(raw), None


@require_safe
def check(request: HttpRequest) -> HttpResponse:
    # /check/ was the first address of Will it run?; articles and bookmarks use it.
    query = request.GET.urlencode()
    return redirect(reverse("checker:will_it_run") + (f"?{query}" if query else ""), permanent=True)

