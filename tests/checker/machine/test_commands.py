"""manage.py gpu_status and scan_models, with a fake at the NVML boundary."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from checker.machine import nvml_probe
from checker.management.commands import gpu_status
from tests.checker.fake_nvml import NVML_ERROR_LIBRARY_NOT_FOUND, FakeGpu, FakeNvml
from tests.checker.gguf_fixtures import write_llama_like
from tests.checker.machine.test_local_models import ollama_store

MIB = 2**20


@pytest.fixture
def nvml(monkeypatch):
    fake = FakeNvml([FakeGpu(used_bytes=23_600 * MIB, utilization=99, temperature=85, compute=[(4127, 21_000 * MIB)])],
                    names={4127: "/usr/bin/llama-server"})
    monkeypatch.setattr(nvml_probe, "_load_nvml", lambda: fake)
    return fake


def run(*args) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_gpu_status_prints_the_gpus_and_the_findings(nvml):
    text = run("gpu_status")
    assert "GPU 0: NVIDIA GeForce RTX 4090" in text and "23,600 of 24,564 MiB (96 %)" in text
    assert "/usr/bin/llama-server" in text
    assert "(vram_nearly_full)" in text and "(high_temperature)" in text


def test_gpu_status_json_is_the_snapshot_and_findings(nvml):
    payload = json.loads(run("gpu_status", "--json"))
    assert payload["snapshot"]["gpus"][0]["memory_used_mib"] == 23_600
    assert payload["snapshot"]["processes"][0]["name"] == "/usr/bin/llama-server"
    assert {"vram_nearly_full", "llm_process_on_gpu"} <= {f["code"] for f in payload["findings"]}


def test_gpu_status_without_a_driver_says_what_to_check_and_fails(monkeypatch):
    monkeypatch.setattr(nvml_probe, "_load_nvml", lambda: FakeNvml(init_error=NVML_ERROR_LIBRARY_NOT_FOUND))
    out = io.StringIO()
    with pytest.raises(CommandError):
        call_command("gpu_status", stdout=out)
    assert "No NVIDIA driver library" in out.getvalue() and "What to check" in out.getvalue()
    with pytest.raises(CommandError):
        call_command("gpu_status", "--json", stdout=io.StringIO())


def test_gpu_status_watch_redraws_with_history_until_interrupted(nvml, monkeypatch):
    readings = iter([10_000, 20_000, 24_000])
    calls = []

    def sleep(seconds):  # the clock boundary: three readings, then Ctrl-C
        calls.append(seconds)
        nvml.gpus[0].used_bytes = next(readings) * MIB
        if len(calls) == 3:
            raise KeyboardInterrupt

    monkeypatch.setattr(gpu_status.time, "sleep", sleep)
    text = run("gpu_status", "--watch", "5")
    assert calls == [5, 5, 5] and text.count("\x1b[2J") == 3
    last = text.rsplit("\x1b[2J", 1)[1]
    memory_line = next(line for line in last.splitlines() if line.strip().startswith("memory") and "MiB" not in line)
    assert memory_line.strip().split()[-1] == "█▄▇"  # 96 %, then 41 %, then 81 % of 24,564 MiB


def test_scan_models_lists_each_model_with_its_verdict(nvml, tmp_path):
    store = ollama_store(tmp_path / "ollama", {"qwen3:8b": write_llama_like(tmp_path / "a.gguf")})
    (tmp_path / "files").mkdir()
    (tmp_path / "files" / "junk.gguf").write_bytes(b"GGUF\x03\x00\x00\x00")
    text = run("scan_models", str(store), str(tmp_path / "files"), str(tmp_path / "none"))
    assert "GPUs: geforce-rtx-4090" in text
    assert f"{tmp_path / 'none'}: does not exist" in text
    row = next(line for line in text.splitlines() if line.startswith("qwen3:8b"))
    assert "fits" in row and "8,192" in row
    assert "not a readable GGUF file" in next(line for line in text.splitlines() if line.startswith("junk"))


def test_gpu_status_shows_what_the_local_ollama_has_loaded(nvml, monkeypatch):
    from checker.machine import ollama_api

    monkeypatch.setattr(ollama_api, "_fetch", lambda url: json.dumps({"models": [
        {"name": "qwen3:32b", "size": 25_000_000_000, "size_vram": 25_000_000_000, "context_length": 4096}]}).encode())
    text = run("gpu_status")
    assert "Ollama at http://127.0.0.1:11434: 1 model(s) loaded" in text
    assert "qwen3:32b" in text and "100% GPU" in text and "(full_gpu)" in text
    assert json.loads(run("gpu_status", "--json"))["snapshot"]["models"][0]["context"] == 4096
