"""This machine in a browser: the live reading refreshes in place, pauses while the tab is hidden, and the
local models load into their table. NVML is the fake of tests/checker/fake_nvml.py (the live server runs in
this process)."""

import pytest

from checker.machine import nvml_probe, ollama_api
from tests.checker.fake_nvml import FakeGpu, FakeNvml
from tests.checker.gguf_fixtures import write_llama_like
from tests.checker.machine.test_local_models import ollama_store

pytestmark = [pytest.mark.browser]
MIB = 2**20


def test_the_reading_refreshes_pauses_when_hidden_and_lists_local_models(page, site_server, monkeypatch, settings, tmp_path):
    fake = FakeNvml([FakeGpu(used_bytes=4_000 * MIB, utilization=2)])
    monkeypatch.setattr(nvml_probe, "_load_nvml", lambda: fake)
    monkeypatch.setattr(ollama_api, "_fetch", lambda url: b'{"models": []}')  # a local Ollama with nothing loaded
    settings.HEADROOM_MACHINE = "auto"  # production's default is off; this server is on loopback
    settings.HEADROOM_MACHINE_REFRESH_S = 1
    settings.HEADROOM_MODEL_DIRS = [ollama_store(tmp_path / "ollama", {"llama3.1:8b": write_llama_like(tmp_path / "m.gguf")})]
    polls = []
    page.on("request", lambda request: polls.append(request.url) if request.headers.get("hx-request") and "/machine/" in request.url
            and "/models/" not in request.url else None)

    page.goto(f"{site_server.url}/machine/")
    page.locator("td", has_text="4,000 of 24,564 MiB (16 %)").wait_for()
    page.evaluate("window.notReloaded = true")
    fake.gpus[0].used_bytes = 23_500 * MIB  # a model loads
    page.locator("td", has_text="23,500 of 24,564 MiB (96 %)").wait_for()
    page.locator('.finding[data-code="vram_nearly_full"]', has_text="GPU memory is nearly full").wait_for()
    assert page.evaluate("window.notReloaded") is True  # refreshed in place by htmx
    assert len(page.locator("svg.sparkline polyline").first.get_attribute("points").split()) >= 2

    page.locator("table.local-models").get_by_text("llama3.1:8b").wait_for()  # loaded after the page
    assert page.locator("table.local-models a", has_text="Shareable").count() == 1

    # A hidden tab stops polling.
    page.evaluate("Object.defineProperty(document, 'visibilityState', {value: 'hidden', configurable: true})")
    page.wait_for_timeout(1200)
    count = len(polls)
    page.wait_for_timeout(2500)
    assert len(polls) == count
