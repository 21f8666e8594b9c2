from __future__ import annotations

from pathlib import Path

import pytest

from checker.fit.catalog import Catalog, load_catalog
from checker.fit.inputs import FitInput, Hardware

CATALOG_DIR = Path(__file__).resolve().parents[2] / "content" / "catalog"


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    loaded = load_catalog(CATALOG_DIR)
    assert loaded.problems == []
    return loaded


@pytest.fixture
def make_input(catalog: Catalog):
    def make(model: str, quant: str = "q4_k_m", gpus: tuple[str, ...] = ("geforce-rtx-4090",), **options) -> FitInput:
        return FitInput(catalog.models[model], catalog.mixes[quant], tuple(Hardware.from_gpu(catalog.gpus[g]) for g in gpus), **options)

    return make


@pytest.fixture(autouse=True)
def no_local_ollama(monkeypatch):
    """The local Ollama (its /api/ps) is a boundary: no test reaches a real one. Tests that want
    one answering replace checker.machine.ollama_api._fetch themselves."""
    import urllib.error

    from checker.machine import ollama_api

    def refused(url):
        raise urllib.error.URLError("connection refused (tests)")

    monkeypatch.setattr(ollama_api, "_fetch", refused)
