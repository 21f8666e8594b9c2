"""Ollama's running models from its own API (GET /api/ps), as ``ollama ps`` shows them.

The same JSON is read when it is pasted (``curl localhost:11434/api/ps``) and when /machine/ and
``gpu_status`` ask the local Ollama for it. ``ollama ps`` derives its PROCESSOR column from this
JSON: the share of ``size`` not in ``size_vram`` is on the CPU (``100% GPU`` when ``size_vram`` equals
``size``, ``100% CPU`` when it is 0), which is what ``models_from_ps`` computes; ``context_length``
is its CONTEXT column (Ollama 0.10 and later). Plain Python, no Django import.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from collections.abc import Callable

from checker.nvml_probe import ProbeResult, probe
from checker.snapshot import LoadedModel, Snapshot

DEFAULT_HOST = "127.0.0.1:11434"
TIMEOUT_S = 0.5  # a local server answers in milliseconds; a missing one must not hold the page up


def models_from_ps(data: object) -> list[LoadedModel] | None:
    """The models of a /api/ps answer, or None when ``data`` is not one."""
    if not isinstance(data, dict) or not isinstance(data.get("models"), list):
        return None
    models = []
    for entry in data["models"]:
        if not isinstance(entry, dict) or not isinstance(entry.get("name") or entry.get("model"), str):
            return None
        size, vram = entry.get("size"), entry.get("size_vram")
        gpu_pct = None
        if isinstance(size, (int, float)) and isinstance(vram, (int, float)) and size > 0:
            gpu_pct = float(round(100 * min(vram, size) / size))
        context = entry.get("context_length")
        models.append(LoadedModel(
            name=entry.get("name") or entry["model"], size_bytes=float(size) if isinstance(size, (int, float)) else None,
            gpu_pct=gpu_pct, cpu_pct=100.0 - gpu_pct if gpu_pct is not None else None,
            context=context if isinstance(context, int) and context > 0 else None,
            until=entry.get("expires_at") if isinstance(entry.get("expires_at"), str) else None,
        ))
    return models


def ollama_url(env: dict[str, str] | None = None) -> str:
    """Where the local Ollama listens: OLLAMA_HOST as Ollama itself reads it, else 127.0.0.1:11434."""
    host = ((env if env is not None else os.environ).get("OLLAMA_HOST") or DEFAULT_HOST).strip().rstrip("/")
    # As Ollama's envconfig.Host: no scheme means http and port 11434; an explicit http or https
    # scheme without a port means that scheme's port.
    scheme, found, rest = host.partition("://")
    default_port = {"http": "80", "https": "443"}.get(scheme, "11434") if found else "11434"
    if not found:
        scheme, rest = "http", host
    if rest.startswith("0.0.0.0"):
        rest = "127.0.0.1" + rest[len("0.0.0.0"):]  # a bind-all address is reached on loopback
    if ":" not in rest.split("]")[-1]:
        rest += ":" + default_port
    return f"{scheme}://{rest}"


def _fetch(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=TIMEOUT_S) as response:  # noqa: S310 - a local, configured address
        return response.read(1024 * 1024)


def running_models(fetch: Callable[[str], bytes] | None = None, env: dict[str, str] | None = None) -> tuple[list[LoadedModel] | None, str]:
    """(models, what happened): None when no Ollama answered, with the reason in words."""
    url = ollama_url(env) + "/api/ps"
    try:
        models = models_from_ps(json.loads((fetch or _fetch)(url)))
    except (urllib.error.URLError, OSError, TimeoutError):
        return None, f"no Ollama answered at {url}"
    except (ValueError, RecursionError):
        return None, f"the answer at {url} was not Ollama's"
    if models is None:
        return None, f"the answer at {url} was not Ollama's"
    return models, f"Ollama at {url.removesuffix('/api/ps')}: {len(models)} model(s) loaded"


def add_running_models(snapshot: Snapshot) -> str:
    """Put the local Ollama's loaded models into an NVML snapshot, as a pasted ``ollama ps`` would be."""
    models, said = running_models()
    if models is not None:
        snapshot.models = models
        snapshot.input_kinds.append("ollama api/ps")
    return said


def read_this_machine() -> tuple[ProbeResult, str | None]:
    """One reading of this machine for /machine/, /api/machine and gpu_status: NVML, then the local
    Ollama's loaded models (and what Ollama said; None when there was no GPU to read)."""
    result = probe()
    said = add_running_models(result.snapshot) if result.snapshot is not None else None
    return result, said
