"""Addresses and file names of verdicts, shared by the pages and the API."""

from __future__ import annotations

from django.urls import reverse

from checker.fit.catalog import Catalog
from checker.fit.query import FitQuery, canonical_parts


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
