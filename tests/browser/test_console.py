"""No page writes an error or a warning to the browser console, typing fast included (issue #16, item 6)."""

import pytest

pytestmark = [pytest.mark.browser]
PAGES = ["/", "/kb/", "/kb/search/?q=ollama+slow", "/kb/errors/", "/will-it-run/", "/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/",
         "/will-it-run/gpu/geforce-rtx-4090/", "/will-it-run/custom/", "/diagnose/"]


def listen(page) -> list[str]:
    messages: list[str] = []
    page.on("console", lambda m: messages.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda error: messages.append(f"pageerror: {error}"))
    return messages


@pytest.mark.parametrize("address", PAGES)
def test_a_page_writes_nothing_to_the_console(page, site_server, address):
    messages = listen(page)
    page.goto(f"{site_server.url}{address}")
    page.wait_for_load_state("networkidle")
    assert messages == [], "\n".join(messages)


def test_typing_fast_into_the_form_aborts_earlier_requests_quietly(page, site_server):
    messages = listen(page)
    page.goto(f"{site_server.url}/will-it-run/")
    page.get_by_label("Model").fill("llama-3.1-8b")
    page.get_by_label("GPU or system").fill("geforce-rtx-4090")
    page.get_by_label("GPU or system").dispatch_event("change")
    page.locator("#verdict h2").wait_for()
    context = page.get_by_label("Context (tokens)")
    for value in ("1", "10", "102", "1024", "10240", "8192"):  # each keystroke replaces the request before it
        context.fill(value)
        context.dispatch_event("input")
        context.dispatch_event("change")
    page.locator("#verdict h2", has_text="Fits entirely").wait_for()
    page.wait_for_load_state("networkidle")
    assert messages == [], "\n".join(messages)
