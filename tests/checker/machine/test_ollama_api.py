"""Ollama's /api/ps, read from the local server (the HTTP fetch is the faked boundary)."""

import json
import urllib.error

from checker.diagnose.parsers.ollama_ps import models_from_ps
from checker.machine.ollama_api import ollama_url, running_models

GIB = 2**30


def answer(*models):
    return json.dumps({"models": list(models)}).encode()


def test_the_processor_split_is_computed_as_ollama_ps_does():
    models = models_from_ps(json.loads(answer(
        {"name": "llama3.3:70b", "size": 48 * GIB, "size_vram": 25 * GIB, "context_length": 8192},
        {"name": "qwen3:8b", "size": 6 * GIB, "size_vram": 0},
        {"name": "gemma3:4b", "size": 4 * GIB, "size_vram": 4 * GIB, "expires_at": "2026-11-23T21:00:00Z"},
    )))
    assert [(m.name, m.cpu_pct, m.gpu_pct, m.context) for m in models] == [
        ("llama3.3:70b", 48, 52, 8192), ("qwen3:8b", 100, 0, None), ("gemma3:4b", 0, 100, None)]
    assert models[2].until == "2026-11-23T21:00:00Z"


def test_ollama_host_is_read_as_ollama_reads_it():
    assert ollama_url({}) == "http://127.0.0.1:11434"
    assert ollama_url({"OLLAMA_HOST": "0.0.0.0"}) == "http://127.0.0.1:11434"
    assert ollama_url({"OLLAMA_HOST": "0.0.0.0:8080"}) == "http://127.0.0.1:8080"
    assert ollama_url({"OLLAMA_HOST": "https://ollama.lan/"}) == "https://ollama.lan:443"
    assert ollama_url({"OLLAMA_HOST": "192.168.1.5:11500"}) == "http://192.168.1.5:11500"


def test_no_server_or_something_else_answering_is_said_in_words():
    def refused(url):
        raise urllib.error.URLError("Connection refused")

    assert running_models(refused, env={}) == (None, "no Ollama answered at http://127.0.0.1:11434/api/ps")
    assert running_models(lambda url: b"<html>", env={})[1].startswith("the answer at")
    assert running_models(lambda url: b'{"models": 3}', env={})[0] is None
    models, said = running_models(lambda url: answer({"name": "qwen3:8b", "size": GIB, "size_vram": GIB}), env={})
    assert [m.name for m in models] == ["qwen3:8b"] and said.endswith("1 model(s) loaded")
