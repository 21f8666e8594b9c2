"""Addresses and file names of verdicts, shared by the pages and the API.

A catalog question has one readable, canonical address: ``/will-it-run/<model>/<quant>/<gpus>/``
with only the settings that differ from the defaults in its query string (so one verdict is one
address, to share and to cache). The way in, from an address to a FitQuery, is checker.fit.query.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlencode

from django.urls import reverse

from checker.fit.catalog import Catalog
from checker.fit.query import FitQuery


def gpus_segment(gpu_ids: list[str]) -> str:
    """['geforce-rtx-3090', 'geforce-rtx-3090'] -> '2x-geforce-rtx-3090'; different cards join with '+'."""
    groups: list[list] = []
    for gpu_id in gpu_ids:
        if groups and groups[-1][1] == gpu_id:
            groups[-1][0] += 1
        else:
            groups.append([1, gpu_id])
    return "+".join(gpu_id if count == 1 else f"{count}x-{gpu_id}" for count, gpu_id in groups)


@dataclass(frozen=True)
class CanonicalParts:
    model: str
    quant: str
    gpus: str
    querystring: str


def canonical_parts(query: FitQuery) -> CanonicalParts | None:
    """The readable URL of a verdict, or None when it names custom hardware or a custom model."""
    if not isinstance(query.model, str) or not query.gpu or any(not isinstance(g, str) for g in query.gpu):
        return None
    extra: list[tuple[str, str]] = []
    if query.ctx is not None:
        extra.append(("ctx", str(query.ctx)))
    if query.runtime != "llama.cpp":
        extra.append(("runtime", query.runtime))
    if query.kv_cache:
        extra.append(("kv_cache", query.kv_cache))
    if query.flash_attn is not None:
        extra.append(("flash_attn", "on" if query.flash_attn else "off"))
    for name in ("ubatch", "n_gpu_layers", "n_cpu_moe", "parallel"):
        if getattr(query, name) is not None:
            extra.append((name, str(getattr(query, name))))
    extra += [("used_mib", f"{value:g}") for value in query.used_mib]
    if query.ram_gib is not None:
        extra.append(("ram_gib", f"{query.ram_gib:g}"))
    if query.os != "linux":
        extra.append(("os", query.os))
    return CanonicalParts(query.model, query.quant, gpus_segment([str(g) for g in query.gpu]), urlencode(extra))


def verdict_url(query: FitQuery) -> str | None:
    """The canonical, readable address of a verdict (None for custom hardware or models)."""
    parts = canonical_parts(query)
    if parts is None:
        return None
    url = reverse("checker:verdict", args=[parts.model, parts.quant, parts.gpus])
    return f"{url}?{parts.querystring}" if parts.querystring else url


def model_file_name(query: FitQuery, catalog: Catalog) -> str:
    """A plausible GGUF file name for the ready-to-paste settings."""
    model = catalog.models.get(query.model) if isinstance(query.model, str) else None
    mix = catalog.mixes.get(query.quant)
    name = model.name.replace(" ", "-") if model else "model"
    return f"{name}-{mix.name if mix else query.quant}.gguf"
