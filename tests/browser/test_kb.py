"""What needs JavaScript: htmx filtering of the index and search as you type."""

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("fixture_articles")]


def test_filtering_the_index_swaps_the_list_without_a_reload(page, site_server):
    page.goto(f"{site_server.url}/kb/")
    page.evaluate("window.notReloaded = true")
    assert page.locator(".article-item").count() == 3
    page.get_by_role("link", name="Apple Metal").click()
    page.wait_for_url("**/kb/?platform=apple-metal")
    page.locator(".count", has_text="1 article on Apple Metal").wait_for()
    assert page.evaluate("window.notReloaded") is True
    assert page.locator(".article-item").all_inner_texts()[0].startswith("Fixture: generation slows")
    assert page.get_by_role("link", name="Apple Metal").get_attribute("aria-current") == "true"
    page.go_back()
    page.wait_for_url("**/kb/")
    page.locator(".count", has_text="3 articles").wait_for()


def test_search_results_update_as_you_type(page, site_server):
    page.goto(f"{site_server.url}/kb/search/")
    page.evaluate("window.notReloaded = true")
    page.get_by_label("Search the knowledge base").press_sequentially("ollama uses cpu", delay=20)
    first = page.locator("#results .article-item a").first
    first.wait_for()
    assert first.inner_text() == "Fixture: the runtime uses the CPU instead of the GPU"
    # hx-replace-url keeps the address bar equal to the shareable URL.
    page.wait_for_function("new URLSearchParams(location.search).get('q') === 'ollama uses cpu'")
    assert page.evaluate("window.notReloaded") is True


def test_the_errors_lookup_lists_matches_in_place(page, site_server):
    page.goto(f"{site_server.url}/kb/errors/")
    page.get_by_label("Error message").fill('level=WARN msg="no compatible GPUs were discovered"')
    page.get_by_role("button", name="Find the article").click()
    link = page.locator("#matches .article-item a").first
    link.wait_for()
    assert link.inner_text() == "Fixture: the runtime uses the CPU instead of the GPU"


@pytest.mark.parametrize("text, message", [("   ", "Paste the error message first"), ("x" * 210_000, "paste at most 200,000 bytes")])
def test_the_errors_lookup_shows_bad_input_in_place(page, site_server, text, message):
    # htmx swaps only 2xx answers: the message must appear under the box, not nowhere.
    page.goto(f"{site_server.url}/kb/errors/")
    page.get_by_label("Error message").fill(text)
    page.get_by_role("button", name="Find the article").click()
    page.locator("#matches [role=alert]", has_text=message).wait_for()


def test_a_filter_chosen_with_the_keyboard_keeps_the_focus(page, site_server):
    page.goto(f"{site_server.url}/kb/")
    chip = page.get_by_role("link", name="Apple Metal")
    chip.focus()
    page.keyboard.press("Enter")
    page.locator(".count", has_text="1 article on Apple Metal").wait_for()
    # (wait_for_function evaluates a string, which the Content-Security-Policy forbids: poll instead)
    for _ in range(50):
        if page.evaluate("document.activeElement ? document.activeElement.textContent.trim() : ''") == "Apple Metal":
            break
        page.wait_for_timeout(50)
    assert page.evaluate("document.activeElement.textContent.trim()") == "Apple Metal", page.evaluate(
        "[[...document.scripts].map(s => s.src), document.activeElement.tagName, location.href]")
    page.keyboard.press("Tab")  # and the next key goes on from there, not from the top of the page
    assert page.evaluate("document.activeElement.classList.contains('chip') || !!document.activeElement.closest('.filters')")
