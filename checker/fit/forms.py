"""The HTML forms of Will it run?: the same names as the API's query parameters, so a form's
querystring is a verdict's. Validated values become a FitQuery through checker.fit.query."""

from __future__ import annotations

from django import forms

from checker.fit.catalog import Catalog
from checker.fit.query import MAX_CONTEXT, FitQuery, parse_gpus_segment, parse_params
from checker.fit.runtimes import RUNTIMES


class FitForm(forms.Form):
    """The HTML face of FitQuery: same names, so the querystring is the API's."""

    model = forms.CharField(label="Model", max_length=200)
    quant = forms.ChoiceField(label="Quantization", initial="q4_k_m")
    gpu = forms.CharField(label="GPU or system", max_length=200)
    gpu_count = forms.IntegerField(label="How many cards", min_value=1, max_value=16, initial=1, required=False)
    runtime = forms.ChoiceField(label="Runtime", choices=list(RUNTIMES.items()), required=False)
    ctx = forms.IntegerField(label="Context (tokens)", min_value=256, max_value=MAX_CONTEXT, required=False,
                             help_text="Empty: the runtime's default.", error_messages={
                                 "min_value": f"The context must be from 256 to {MAX_CONTEXT:,} tokens.",
                                 "max_value": f"The context must be from 256 to {MAX_CONTEXT:,} tokens.",
                                 "invalid": "The context is a whole number of tokens, such as 8192."})
    kv_cache = forms.ChoiceField(label="KV cache type", required=False)
    flash_attn = forms.ChoiceField(label="Flash attention", choices=[("", "Default"), ("on", "On"), ("off", "Off")],
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
        self.fields["kv_cache"].choices = [("", "Default (f16)")] + [(kv, kv) for kv in catalog.kv_cache_types]

    def to_query(self) -> FitQuery:
        data = self.cleaned_data
        params: dict[str, list[str]] = {"model": [data["model"]], "quant": [data["quant"]]}
        params["gpu"] = parse_gpus_segment(data["gpu"]) * (data.get("gpu_count") or 1)
        return parse_params(params | optional_params(data))


def optional_params(data: dict) -> dict[str, list[str]]:
    """The form's optional fields as query parameters (empty ones left out)."""
    params = {name: [data[name]] for name in ("runtime", "kv_cache", "flash_attn", "os") if data.get(name)}
    params |= {name: [str(data[name])] for name in ("ctx", "n_gpu_layers", "ram_gib") if data.get(name) is not None}
    if data.get("used_mib"):
        # One figure per GPU, in the order of the GPU field, separated by commas.
        params["used_mib"] = [part.strip() for part in data["used_mib"].split(",") if part.strip()]
    return params


def form_initial(query: FitQuery) -> dict:
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


class CustomForm(FitForm):
    """Will it run? for a model that is not in the catalog: its config.json, its GGUF file's header, or its load log."""

    config_json = forms.CharField(label="config.json", required=False, widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false"}),
                                  help_text="Paste the model's config.json from Hugging Face.")
    load_log = forms.CharField(label="or a load log", required=False,
                               widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false", "wrap": "off"}),
                               help_text="Paste the print_info lines llama.cpp, Ollama or LM Studio print when they load the model: "
                                         "its architecture, file type and file size.")
    gguf = forms.FileField(label="or a GGUF file", required=False,
                           help_text="Only its first 32 MB are sent (the header); the weights never leave your machine.")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        del self.fields["model"]
        self.fields["quant"].help_text = "For config.json; a GGUF file and a load log bring their own."

    def clean(self):
        data = super().clean()
        if not data.get("config_json") and not data.get("gguf") and not data.get("load_log"):
            raise forms.ValidationError("Paste a config.json or a load log, or choose a GGUF file.")
        return data

    def params(self) -> dict[str, list[str]]:
        data = self.cleaned_data
        params = {"gpu": parse_gpus_segment(data["gpu"]) * (data.get("gpu_count") or 1), "quant": [data["quant"]]}
        return params | optional_params(data)
