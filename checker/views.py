"""Will it run? pages, and Diagnose (issue #5, not built yet).

Thin: the query module validates, the estimator computes, these views only
translate HTTP. The form is an idempotent GET: with htmx the verdict fragment
comes back and the address bar shows the verdict's canonical URL.
"""

from __future__ import annotations

from collections import OrderedDict
from urllib.parse import urlencode

from django import forms
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from checker.catalog import Catalog
from checker.query import (
    FitQuery,
    HfConfigModel,
    QueryError,
    canonical_parts,
    parse_gpus_segment,
    parse_params,
    to_fit_input,
)
from checker.reverse import gpus_for_model, models_for_gpu
from checker.runtimes import RUNTIMES
from checker.verdicts import Verdict, build, memoized
from checker.custom_models import MAX_GGUF_UPLOAD_BYTES, gguf_fit_input
from checker.hardware_paste import MAX_PASTE_BYTES, read_hardware
from checker.hf_config import ConfigError, parse_config
from checker.library import get_catalog
from checker.links import model_file_name, verdict_url
from checker.machine_access import detected_gpus_initial
from config.htmx import wants_fragment
from kb.library import get_library

VERDICT_ARTICLES = {
    "fits": ["kv-cache-grows-with-context", "expected-tokens-per-second", "setting-context-length"],
    "partial_offload": ["vram-spill-partial-offload", "llama-cpp-gpu-layers", "choosing-a-quantization", "moe-expert-offload"],
    "wont_fit": ["cuda-out-of-memory", "choosing-a-quantization", "kv-cache-quantization", "vram-spill-partial-offload"],
}
PAGE_MEMO_SIZE = 512
EXAMPLES = [
    ("llama-3.1-8b", "q4_k_m", "geforce-rtx-3060-12gb", "ctx=8192"),
    ("llama-3.3-70b", "q4_k_m", "geforce-rtx-4090", "ctx=8192"),
    ("llama-3.3-70b", "q4_k_m", "2x-geforce-rtx-3090", "ctx=16384"),
    ("qwen3-30b-a3b", "q4_k_m", "geforce-rtx-4060-laptop", "ctx=8192&runtime=ollama"),
    ("gpt-oss-120b", "mxfp4_moe", "apple-m4-max-40-core-gpu-128gb", ""),
    ("llama-3.1-8b", "bf16-hf", "geforce-rtx-4090", "runtime=vllm"),
]


def _articles(slugs: list[str]) -> list:
    library = get_library()
    return [article for slug in slugs if (article := library.get(slug))]


class FitForm(forms.Form):
    """The HTML face of FitQuery: same names, so the querystring is the API's."""

    model = forms.CharField(label="Model", max_length=80)
    quant = forms.ChoiceField(label="Quantization", initial="q4_k_m")
    gpu = forms.CharField(label="GPU or system", max_length=80)
    gpu_count = forms.IntegerField(label="How many", min_value=1, max_value=16, initial=1, required=False)
    runtime = forms.ChoiceField(label="Runtime", choices=list(RUNTIMES.items()), required=False)
    ctx = forms.IntegerField(label="Context (tokens)", min_value=256, max_value=4 * 1024 * 1024, required=False,
                             help_text="Empty: the runtime's default.")
    kv_cache = forms.ChoiceField(label="KV cache type", required=False)
    flash_attn = forms.ChoiceField(label="Flash attention", choices=[("", "Runtime default"), ("on", "On"), ("off", "Off")],
                                   required=False)
    n_gpu_layers = forms.IntegerField(label="GPU layers (-ngl)", min_value=0, max_value=1000, required=False,
                                      help_text="Empty: as many as fit.")
    used_mib = forms.CharField(label="VRAM already used (MiB)", max_length=200, required=False,
                                help_text="Desktop, browser, another model: see nvidia-smi.")
    os = forms.ChoiceField(label="Operating system", choices=[("linux", "Linux or macOS"), ("windows", "Windows")], required=False,
                           help_text="Windows keeps part of the VRAM for itself.")
    ram_gib = forms.FloatField(label="System RAM (GiB)", min_value=1, max_value=65536, required=False,
                               help_text="Empty: 32 GiB, or the size of the CPU-only choice.")

    def __init__(self, *args, catalog: Catalog, **kwargs):
        super().__init__(*args, **kwargs)
        self.catalog = catalog
        self.fields["quant"].choices = [
            (fmt_label, [(mix.id, mix.name) for mix in catalog.mixes.values() if mix.format == fmt])
            for fmt, fmt_label in (("gguf", "GGUF (llama.cpp, Ollama, LM Studio)"), ("serving", "GPU serving (vLLM)"))
        ]
        self.fields["kv_cache"].choices = [("", "Runtime default (f16)")] + [(kv, kv) for kv in catalog.kv_cache_types]

    def to_query(self) -> FitQuery:
        data = self.cleaned_data
        params: dict[str, list[str]] = {"model": [data["model"]], "quant": [data["quant"]]}
        params["gpu"] = parse_gpus_segment(data["gpu"]) * (data.get("gpu_count") or 1)
        return parse_params(params | _optional_params(data))


def _optional_params(data: dict) -> dict[str, list[str]]:
    """The form's optional fields as query parameters (empty ones left out)."""
    params = {name: [data[name]] for name in ("runtime", "kv_cache", "flash_attn", "os") if data.get(name)}
    params |= {name: [str(data[name])] for name in ("ctx", "n_gpu_layers", "ram_gib") if data.get(name) is not None}
    if data.get("used_mib"):
        # One figure per GPU, in the order of the GPU field, separated by commas.
        params["used_mib"] = [part.strip() for part in data["used_mib"].split(",") if part.strip()]
    return params


def _verdict_context(query: FitQuery, catalog: Catalog) -> dict:
    parts = canonical_parts(query)
    inp = to_fit_input(query, catalog)
    key = (parts.model, parts.quant, parts.gpus, parts.querystring) if parts else None
    data = memoized(key, catalog, lambda: build(inp, catalog, model_file_name(query, catalog))) if key else \
        build(inp, catalog, model_file_name(query, catalog))
    return {
        "recommendation_links": [(r.text, _changed_url(query, r.change)) for r in data.recommendations],
        "verdict": data,
        "result": data.estimate,
        "verdict_url": verdict_url(query),
        "runtime_name": RUNTIMES[query.runtime],
        "verdict_articles": _articles(VERDICT_ARTICLES[data.estimate.verdict]),
        "gpu_ids": [g for g in query.gpu if isinstance(g, str)],
    }


def _changed_url(query: FitQuery, change: dict) -> str | None:
    if not change:
        return None
    update = {key: (value == "on" if key == "flash_attn" else value) for key, value in change.items()}
    return verdict_url(query.model_copy(update=update))


def _form_initial(query: FitQuery) -> dict:
    gpus = [g for g in query.gpu if isinstance(g, str)]
    same = len(set(gpus)) == 1
    return {
        "model": query.model if isinstance(query.model, str) else "",
        "quant": query.quant,
        "gpu": gpus[0] if same else "+".join(gpus),
        "gpu_count": len(gpus) if same else 1,
        "runtime": query.runtime,
        "ctx": query.ctx,
        "kv_cache": query.kv_cache or "",
        "flash_attn": "" if query.flash_attn is None else ("on" if query.flash_attn else "off"),
        "n_gpu_layers": query.n_gpu_layers,
        "used_mib": ", ".join(f"{value:g}" for value in query.used_mib),
        "ram_gib": query.ram_gib,
        "os": query.os,
    }


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


@require_GET
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
        context = _verdict_context(query, catalog)
    except QueryError as error:
        form.add_error(error.field if error.field in form.fields else None, error.message)
        return _page(request, {"form": form}, status=200 if wants_fragment(request) else error.status)
    if wants_fragment(request):
        response = _page(request, {"form": form, **context})
        if context["verdict_url"]:
            response["HX-Replace-Url"] = context["verdict_url"]
        return response
    return redirect(context["verdict_url"])


@require_GET
def verdict(request: HttpRequest, model: str, quant: str, gpus: str) -> HttpResponse:
    catalog = get_catalog()
    # A verdict page is the same for everyone (no CSRF token, no session): once
    # rendered for an address, it is served from memory, like article pages.
    key = ("page", request.get_host(), request.scheme, request.get_full_path(), wants_fragment(request))
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


def _verdict_page(request: HttpRequest, model: str, quant: str, gpus: str, catalog: Catalog) -> HttpResponse:
    params = {key: values for key, values in request.GET.lists() if key not in ("model", "quant", "gpu")}
    try:
        params.update({"model": [model], "quant": [quant], "gpu": parse_gpus_segment(gpus)})
        query = parse_params(params)
        context = _verdict_context(query, catalog)
    except QueryError as error:
        form = FitForm(catalog=catalog, initial={"model": model, "quant": quant, "gpu": gpus})
        return _page(request, {"form": form, "query_error": error}, status=error.status)
    canonical = context["verdict_url"]
    return _page(request, {"form": FitForm(catalog=catalog, initial=_form_initial(query)), "canonical_url": canonical, **context})


class CustomForm(FitForm):
    """Will it run? for a model that is not in the catalog: its config.json or its GGUF file's header."""

    config_json = forms.CharField(label="config.json", required=False, widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false"}),
                                  help_text="Paste the model's config.json from Hugging Face.")
    gguf = forms.FileField(label="or a GGUF file", required=False,
                           help_text="Only its first 32 MB are sent (the header); the weights never leave your machine.")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        del self.fields["model"]
        self.fields["quant"].help_text = "For config.json; a GGUF file brings its own."

    def clean(self):
        data = super().clean()
        if not data.get("config_json") and not data.get("gguf"):
            raise forms.ValidationError("Paste a config.json or choose a GGUF file.")
        return data

    def params(self) -> dict[str, list[str]]:
        data = self.cleaned_data
        params = {"gpu": parse_gpus_segment(data["gpu"]) * (data.get("gpu_count") or 1), "quant": [data["quant"]]}
        return params | _optional_params(data)


@require_http_methods(["GET", "POST"])
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
            inp, query = gguf_fit_input(stream, params, catalog)
    else:
        try:
            config = parse_config(form.cleaned_data["config_json"])
        except ConfigError as error:
            raise QueryError("config_json", str(error)) from None
        query = parse_params(params | {"model": ["custom"]}).model_copy(update={"model": HfConfigModel(hf_config=config)})
        inp = to_fit_input(query, catalog)
    return unshared_verdict_context(build(inp, catalog, "model.gguf"), query.runtime, [])


def unshared_verdict_context(data: Verdict, runtime: str, gpu_ids: list[str]) -> dict:
    """What will_it_run.html#result needs for a verdict that has no address of its own (a model of
    your own, or a file on this machine): its recommendations are shown without links."""
    return {
        "verdict": data, "result": data.estimate, "verdict_url": None, "runtime_name": RUNTIMES[runtime],
        "verdict_articles": _articles(VERDICT_ARTICLES[data.estimate.verdict]),
        "recommendation_links": [(r.text, None) for r in data.recommendations], "gpu_ids": gpu_ids,
    }


@csrf_exempt  # parses and redirects; stores nothing, so there is nothing to forge
@require_POST
def from_nvidia_smi(request: HttpRequest) -> HttpResponse:
    """Read the GPUs and the memory in use from a pasted nvidia-smi table, then show the form or the verdict."""
    catalog = get_catalog()
    text = request.POST.get("nvidia_smi", "")
    if len(text.encode("utf-8", errors="replace")) > MAX_PASTE_BYTES:
        return render(request, "400.html", {"message": f"Paste at most {MAX_PASTE_BYTES // 1024} KiB of nvidia-smi output."}, status=413)
    reading = read_hardware(text, catalog)
    if reading.problem:
        return render(request, "400.html", {"message": reading.problem}, status=400)
    params = {"gpu": "+".join(reading.gpu_ids), "used_mib": ",".join(f"{value:g}" for value in reading.used_mib)}
    for name in ("model", "quant", "ctx", "runtime"):
        if request.POST.get(name):
            params[name] = request.POST[name]
    return redirect(f"{reverse('checker:will_it_run')}?{urlencode(params)}")


@require_GET
def gpu_page(request: HttpRequest, gpu: str) -> HttpResponse:
    catalog = get_catalog()
    entry = catalog.gpus.get(gpu)
    if entry is None:
        return render(request, "404.html", {"message": f"No accelerator has the id '{gpu}'."}, status=404)
    context_length = _context_param(request)
    if context_length is None:
        return render(request, "400.html", {"message": "ctx must be a whole number of tokens between 256 and 1,048,576."}, status=400)
    rows = models_for_gpu(entry, catalog, context_length)
    return render(request, "checker/gpu.html", {"gpu": entry, "rows": rows, "ctx": context_length})


@require_GET
def model_page(request: HttpRequest, model: str) -> HttpResponse:
    catalog = get_catalog()
    entry = catalog.models.get(model)
    if entry is None:
        return render(request, "404.html", {"message": f"No model has the id '{model}'."}, status=404)
    context_length = _context_param(request)
    quant = catalog.mixes.get(request.GET.get("quant", "q4_k_m"))
    if context_length is None or quant is None:
        return render(request, "400.html", {"message": "Give ctx as a number of tokens and quant as a quantization id."}, status=400)
    rows = gpus_for_model(entry, quant, catalog, context_length)
    return render(request, "checker/model.html", {"model": entry, "quant": quant, "rows": rows, "ctx": context_length,
                                                  "quants": [m for m in catalog.mixes.values() if m.format == "gguf"]})


def _context_param(request: HttpRequest) -> int | None:
    raw = request.GET.get("ctx", "8192")
    if not raw.isdigit() or not 256 <= int(raw) <= 1048576:
        return None
    return int(raw)


@require_GET
def check(request: HttpRequest) -> HttpResponse:
    # /check/ was the first address of Will it run?; articles and bookmarks use it.
    query = request.GET.urlencode()
    return redirect(reverse("checker:will_it_run") + (f"?{query}" if query else ""), permanent=True)

