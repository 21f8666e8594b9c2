"""A strict Content-Security-Policy on every response, and templates that need nothing looser."""

import re
from pathlib import Path

import pytest

TEMPLATES = sorted((Path(__file__).resolve().parents[1] / "templates").rglob("*.html"))


@pytest.mark.parametrize("address", ["/", "/kb/", "/kb/cuda-out-of-memory/", "/will-it-run/", "/diagnose/", "/api/kb/articles", "/nope/"])
def test_every_response_carries_the_policies(client, address):
    response = client.get(address)
    policy = response["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "script-src 'self'" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert "camera=()" in response["Permissions-Policy"]


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_no_template_holds_inline_script_style_or_handlers(path):
    text = path.read_text()
    inline_scripts = [tag for tag in re.findall(r"<script\b[^>]*>", text) if "src=" not in tag and "application/ld+json" not in tag]
    assert inline_scripts == [], "inline <script>: the policy blocks it; put it in static/js"
    assert not re.search(r"<style\b", text), "a <style> block: use static/css/headroom.css"
    assert not re.search(r"\sstyle=", text), "a style attribute: use a class"
    assert not re.search(r"\son[a-z]+=", text), "an inline event handler: attach it in static/js"
    assert "hx-on" not in text, "hx-on needs eval, which the policy does not allow"
