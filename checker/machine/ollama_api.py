"""The local Ollama's running models, asked from its own API (GET /api/ps at OLLAMA_HOST).

The answer is read by the same function as a pasted ``curl localhost:11434/api/ps``
(checker.diagnose.parsers.ollama_ps.models_from_ps). Plain Python, no Django import.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from collections.abc import Callable

from checker.diagnose.parsers.ollama_ps import models_from_ps
from checker.diagnose.snapshot import LoadedModel

DEFAULT_HOST = "127.0.0.1:11434"
TIMEOUT_S = 0.5  # a local server answers in milliseconds; a missing one must not hold the page up


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
