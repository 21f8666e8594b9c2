"""/machine/ and its local models, with a fake at the NVML boundary and GGUF files from the gguf writer."""

import json
import re

import pytest

from checker.machine import nvml_probe, reading
from checker.machine.history import History
from tests.checker.fake_nvml import NVML_ERROR_DRIVER_NOT_LOADED, FakeGpu, FakeNvml
from tests.checker.gguf_fixtures import write_llama_like
from tests.checker.machine.test_local_models import ollama_store

MIB = 2**20
LOCAL = {"REMOTE_ADDR": "127.0.0.1", "HTTP_HOST": "localhost:8000"}


@pytest.fixture
def nvml(monkeypatch):
    """The fake pynvml the probe loads; tests change its GPUs in place."""
    fake = FakeNvml([FakeGpu(used_bytes=20_000 * MIB, utilization=96, compute=[(4127, 18_500 * MIB)])],
                    names={4127: "/usr/local/bin/ollama"})
    monkeypatch.setattr(nvml_probe, "_load_nvml", lambda: fake)
    return fake


@pytest.fixture
def clock(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(reading, "HISTORY", History(clock=lambda: now[0]))
    return now


@pytest.fixture
def local(settings):
    settings.ALLOWED_HOSTS = ["localhost", "testserver"]
    settings.HEADROOM_MACHINE = "auto"


def test_auto_shows_the_page_only_on_loopback_from_loopback(client, nvml, local):
    assert client.get("/machine/", **LOCAL).status_code == 200
    assert client.get("/machine/", REMOTE_ADDR="10.0.0.5", HTTP_HOST="localhost:8000").status_code == 404
    # A reverse proxy on the same host: loopback address, but a forwarded request for the public name.
    for header in ("HTTP_X_FORWARDED_FOR", "HTTP_X_REAL_IP", "HTTP_FORWARDED", "HTTP_VIA", "HTTP_CF_CONNECTING_IP",
                   "HTTP_TRUE_CLIENT_IP", "HTTP_X_CLIENT_IP", "HTTP_FASTLY_CLIENT_IP"):
        assert client.get("/machine/", **LOCAL, **{header: "203.0.113.9"}).status_code == 404, header
    refused = client.get("/machine/", REMOTE_ADDR="127.0.0.1", HTTP_HOST="testserver")
    assert refused.status_code == 404 and "HEADROOM_MACHINE=on" in refused.content.decode()


def test_auto_is_off_for_a_site_served_over_https(client, nvml, local, settings):
    settings.HEADROOM_HTTPS = True  # a deployment behind a proxy, even if the proxy forwards to localhost
    assert client.get("/machine/", **LOCAL, secure=True).status_code == 404


def test_on_and_off(client, nvml, settings):
    settings.HEADROOM_MACHINE = "on"
    assert client.get("/machine/").status_code == 200
    settings.HEADROOM_MACHINE = "off"
    assert client.get("/machine/", **LOCAL).status_code == 404


def test_the_page_shows_the_gpus_the_processes_and_the_findings_with_articles(client, nvml, clock, settings):
    settings.HEADROOM_MACHINE = "on"
    response = client.get("/machine/")
    html = response.content.decode()
    assert response["Cache-Control"] == "no-store"
    assert "GPU 0: NVIDIA GeForce RTX 4090" in html and "20,000 of 24,564 MiB (81 %)" in html
    assert "/usr/local/bin/ollama" in html and "18,500" in html
    assert "llm_process_on_gpu" in html and "vram_headroom_ok" in html
    assert 'hx-trigger="every 2s, refresh" data-pause-when-hidden' in html
    assert 'href="/kb/' in html  # each finding links its article


def test_polling_returns_the_fragment_and_the_sparklines_grow(client, nvml, clock, settings):
    settings.HEADROOM_MACHINE = "on"
    for used in (10_000, 15_000, 20_000):
        nvml.gpus[0].used_bytes = used * MIB
        clock[0] += 2
        fragment = client.get("/machine/", HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in fragment and "<polyline" in fragment
    points = fragment.split('aria-label="Memory use over the last 3 readings"><polyline points="')[1].split('"')[0].split()
    heights = [float(point.split(",")[1]) for point in points]
    assert len(heights) == 3 and heights[0] > heights[1] > heights[2]  # more memory used: higher on the chart


def test_no_driver_is_explained_not_a_traceback(client, monkeypatch, settings):
    settings.HEADROOM_MACHINE = "on"
    monkeypatch.setattr(nvml_probe, "_load_nvml", lambda: FakeNvml(init_error=NVML_ERROR_DRIVER_NOT_LOADED))
    response = client.get("/machine/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "kernel driver is not loaded" in html and "lsmod | grep nvidia" in html
    # The live part polls; with no GPU to read it answers 286, on which htmx stops polling (a reload reads again).
    polled = client.get("/machine/", HTTP_HX_REQUEST="true")
    assert polled.status_code == 286 and "read again" in polled.content.decode()


def test_polling_goes_on_while_a_gpu_answers(client, nvml, settings):
    settings.HEADROOM_MACHINE = "on"
    assert client.get("/machine/", HTTP_HX_REQUEST="true").status_code == 200


def test_what_runs_here_lists_local_models_with_verdicts_and_links(client, nvml, settings, tmp_path):
    settings.HEADROOM_MACHINE = "on"
    store = ollama_store(tmp_path / "ollama", {"llama3.1:8b": write_llama_like(tmp_path / "a.gguf")})
    (tmp_path / "files").mkdir()
    (tmp_path / "files" / "broken.gguf").write_text("not a model")
    settings.HEADROOM_MODEL_DIRS = [store, tmp_path / "files", tmp_path / "missing"]
    html = client.get("/machine/models/").content.decode()
    assert "llama3.1:8b" in html and "Fits" in html and "8,192 tokens" in html
    assert 'href="/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/' in html  # the shareable verdict
    assert "broken" in html and "not a readable GGUF file" in html
    assert "does not exist" in html
    local_url = html.split('<a href="/machine/models/')[1].split('"')[0]
    page = client.get(f"/machine/models/{local_url}")
    assert page.status_code == 200 and "llama3.1:8b on this machine" in page.content.decode()
    assert client.get("/machine/models/0123456789abcdef/").status_code == 404


def test_will_it_run_is_prefilled_with_the_detected_gpus(client, nvml, local):
    html = client.get("/will-it-run/", **LOCAL).content.decode()
    assert "were read through NVML" in html
    assert re.search(r'<input[^>]*name="gpu"[^>]*value="geforce-rtx-4090"', html)
    assert re.search(r'<input[^>]*name="used_mib"[^>]*value="1500"', html)  # 20,000 MiB used less ollama's 18,500
    remote = client.get("/will-it-run/").content.decode()
    assert "were read through NVML" not in remote


def test_the_default_model_folders_are_read_by_path_only_for_local_visitors(client, nvml, local, settings, tmp_path):
    path = write_llama_like(tmp_path / "m.gguf")
    settings.HEADROOM_MODEL_DIRS, settings.HEADROOM_MODEL_DIRS_SET = [tmp_path], False
    payload = json.dumps({"model": {"gguf_path": str(path)}, "gpu": ["geforce-rtx-4090"], "ctx": 4096})
    assert client.post("/api/fit", payload, content_type="application/json", **LOCAL).status_code == 200
    assert client.post("/api/fit", payload, content_type="application/json").status_code == 403


def test_diagnose_points_local_visitors_to_this_machine(client, nvml, local):
    assert 'href="/machine/"' in client.get("/diagnose/", **LOCAL).content.decode()
    assert 'href="/machine/"' not in client.get("/diagnose/").content.decode()


def test_the_local_ollamas_loaded_models_are_judged_with_the_gpus(client, nvml, settings, monkeypatch):
    from checker.machine import ollama_api

    settings.HEADROOM_MACHINE = "on"
    asked = []

    def ollama(url):  # the local Ollama's answer, as GET /api/ps gives it
        asked.append(url)
        return json.dumps({"models": [{"name": "llama3.3:70b", "size": 48_000_000_000, "size_vram": 20_160_000_000,
                                       "context_length": 8192}]}).encode()

    monkeypatch.setattr(ollama_api, "_fetch", ollama)
    html = client.get("/machine/").content.decode()
    assert asked == ["http://127.0.0.1:11434/api/ps"]
    assert "1 model(s) loaded" in html and "58%/42% CPU/GPU" in html
    assert "partial_offload" in html  # the same rule as a pasted ollama ps
    assert 'href="/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/' in html  # what it needs on this card


def test_no_ollama_is_said_plainly(client, nvml, settings):
    settings.HEADROOM_MACHINE = "on"
    assert "no Ollama answered at http://127.0.0.1:11434/api/ps" in client.get("/machine/").content.decode()


def test_the_machine_api_gives_the_reading_as_diagnose_does(client, nvml, settings, monkeypatch):
    settings.HEADROOM_MACHINE = "on"
    body = client.get("/api/machine").json()
    assert body["input_kinds"] == ["nvml"] and body["driver_version"] == "580.95.05"
    assert body["gpus"][0]["memory_used_mib"] == 20_000 and body["processes"][0]["name"] == "/usr/local/bin/ollama"
    assert {f["code"] for f in body["findings"]} >= {"llm_process_on_gpu"}
    assert all(f["article"].startswith("http://testserver/kb/") for f in body["findings"] if f["article"])
    monkeypatch.setattr(nvml_probe, "_load_nvml", lambda: FakeNvml(init_error=NVML_ERROR_DRIVER_NOT_LOADED))
    down = client.get("/api/machine")
    assert down.status_code == 503 and "kernel driver" in down.json()["error"] and down.json()["check"]
    settings.HEADROOM_MACHINE = "off"
    assert client.get("/api/machine").status_code == 404


@pytest.mark.django_db
def test_this_machine_is_in_the_navigation_only_for_visitors_allowed_to_see_it(client, settings):
    settings.HEADROOM_MACHINE = "on"
    assert '<a href="/machine/"' in client.get("/kb/cuda-out-of-memory/").content.decode()
    settings.HEADROOM_MACHINE = "off"
    # The article page is cached whole per address: the cache must not carry the link to another visitor.
    assert '<a href="/machine/"' not in client.get("/kb/cuda-out-of-memory/").content.decode()
    assert '<a href="/machine/"' not in client.get("/").content.decode()


@pytest.mark.django_db
def test_will_it_run_leads_to_the_custom_model_and_reverse_pages(client):
    html = client.get("/will-it-run/").content.decode()
    assert 'href="/will-it-run/custom/"' in html and 'href="/will-it-run/gpu/geforce-rtx-4090/"' in html
