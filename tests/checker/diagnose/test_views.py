from pathlib import Path

import pytest

PASTES = Path(__file__).resolve().parents[2] / "data" / "pastes"
TABLE = (PASTES / "nvidia-smi-table" / "exporter-rtx4080s-595-wayland-ffmpeg.txt").read_text()


def test_the_page_offers_the_box(client):
    html = client.get("/diagnose/").content.decode()
    assert 'name="text"' in html and "What to paste" in html


def test_a_paste_gives_findings_with_articles(client):
    response = client.post("/diagnose/", {"text": TABLE})
    html = response.content.decode()
    assert response.status_code == 200
    assert "other_gpu_consumers" in html and "ffmpeg" in html
    assert 'href="/kb/other-processes-holding-vram/"' in html


def test_htmx_gets_the_fragment(client):
    response = client.post("/diagnose/", {"text": TABLE}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html and "Findings" in html


def test_pasted_text_is_escaped(client):
    html = client.post("/diagnose/", {"text": "<script>alert(1)</script>"}).content.decode()
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_an_empty_or_huge_paste_is_a_400(client, settings):
    assert client.post("/diagnose/", {"text": "  "}).status_code == 400
    settings.HEADROOM_PASTE_MAX_BYTES = 1000
    response = client.post("/diagnose/", {"text": "x" * 2000})
    assert response.status_code == 400 and "more than 1,000 bytes" in response.content.decode()


def test_the_api_answers_the_documented_shape(client):
    body = client.post("/api/diagnose", TABLE, content_type="text/plain").json()
    assert body["input_kinds"] == ["nvidia-smi"]
    assert body["gpus"][0]["memory_total_mib"] == 16376
    assert {"pid", "name", "type", "gpu_index", "memory_mib"} <= set(body["processes"][0])
    assert body["load"] is None and body["models"] == []
    finding = next(f for f in body["findings"] if f["code"] == "other_gpu_consumers")
    assert set(finding) == {"code", "severity", "title", "detail", "evidence", "article", "lines"}
    assert finding["article"].endswith("/kb/other-processes-holding-vram/")
    # The table the process figures were read from, counted from 1.
    assert finding["lines"] == [[1, len(TABLE.rstrip().splitlines())]]
    assert body["read"]["parts"][0]["kind"] == "nvidia-smi" and body["read"]["skipped_lines"] == []
    form = client.post("/api/diagnose", {"text": TABLE}).json()
    assert form["input_kinds"] == ["nvidia-smi"]


@pytest.mark.parametrize("body, status", [("", 400), ("   ", 400), ("hello there", 422)])
def test_the_api_errors(client, body, status):
    response = client.post("/api/diagnose", body, content_type="text/plain")
    assert response.status_code == status
    if status == 422:
        assert response.json()["hints"]
        assert "hello there" in response.json()["looked_like"]


def test_a_paste_among_prose_says_what_was_read_and_what_was_skipped(client):
    text = ("Hi, my model is slow. Here is what I see:\n\n```console\n$ nvidia-smi\n" + TABLE + "```\n\nand\n\n"
            "    $ ollama ps\n    NAME         ID              SIZE     PROCESSOR          UNTIL\n"
            "    qwen3:14b    bdbd181c33f2    10 GB    22%/78% CPU/GPU    4 minutes from now\n\nAny idea?")
    body = client.post("/api/diagnose", text, content_type="text/plain").json()
    kinds = [part["kind"] for part in body["read"]["parts"]]
    assert kinds == ["nvidia-smi", "ollama ps"]
    lines = text.splitlines()
    assert [lines[n - 1] for n in body["read"]["skipped_lines"]] == [
        "Hi, my model is slow. Here is what I see:", "$ nvidia-smi", "and", "    $ ollama ps", "Any idea?"]
    assert set(body["read"]["decorations"]) >= {"fence", "indentation"}
    split = next(f for f in body["findings"] if f["code"] == "partial_offload")
    assert [lines[n - 1].strip() for first, last in split["lines"] for n in range(first, last + 1)][-1].startswith("qwen3:14b")
    page = client.post("/diagnose/", {"text": text}).content.decode()
    assert 'id="line-1" class="pasted-line skipped"' in page
    assert f'href="#line-{split["lines"][0][0]}"' in page


def test_bad_input_is_shown_in_place_for_htmx_and_is_a_400_otherwise(client):
    fragment = client.post("/diagnose/", {"text": "   "}, headers={"HX-Request": "true"})
    assert fragment.status_code == 200 and "Paste the output of nvidia-smi" in fragment.content.decode()
    assert client.post("/diagnose/", {"text": "   "}).status_code == 400


def test_the_api_refuses_a_huge_paste(client, settings):
    settings.HEADROOM_PASTE_MAX_BYTES = 1000
    response = client.post("/api/diagnose", "x" * 2000, content_type="text/plain")
    assert response.status_code == 413


def test_invalid_utf8_and_nul_bytes_do_not_break_it(client):
    response = client.post("/api/diagnose", b"\xff\xfe NVIDIA-SMI \x00\x00 garbage", content_type="text/plain")
    assert response.status_code in (200, 422)


def test_a_model_and_a_card_in_one_paste_lead_to_the_verdict(client):
    paste = TABLE + "\n\nNAME          ID              SIZE      PROCESSOR    CONTEXT    UNTIL\n" \
                    "llama3.1:8b   46e0c10c039e    6.2 GB    100% GPU     4096       4 minutes from now\n"
    html = client.post("/diagnose/", {"text": paste}).content.decode()
    assert "What the loaded model needs on this card" in html
    assert 'href="/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4080/?ctx=4096&amp;runtime=ollama&amp;used_mib=' in html
    body = client.post("/api/diagnose", paste, content_type="text/plain").json()
    assert body["will_it_run"][0]["verdict"] == "fits"
    assert body["will_it_run"][0]["url"].startswith("http://testserver/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4080/")
