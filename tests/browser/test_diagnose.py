"""Diagnose in a browser: paste, see the findings in place, save, open the shared address elsewhere, delete."""

from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser]
TABLE = (Path(__file__).resolve().parents[1] / "data" / "pastes" / "nvidia-smi-table" / "exporter-rtx4080s-595-wayland-ffmpeg.txt").read_text()


def test_paste_save_share_and_delete(page, browser, db_site_server):
    page.goto(f"{db_site_server.url}/diagnose/")
    page.evaluate("window.notReloaded = true")
    page.get_by_label("Paste here").fill(TABLE)
    page.get_by_role("button", name="Diagnose").click()
    page.locator('.finding[data-code="other_gpu_consumers"]', has_text="Other programs hold").wait_for()
    assert page.evaluate("window.notReloaded") is True  # htmx put the findings in place
    assert "other_gpu_consumers" not in page.locator(".findings").inner_text()  # titles for people, not codes

    page.get_by_role("button", name="Save and share").click()
    page.get_by_role("heading", name="Saved").wait_for()
    share_url = page.locator("a.permalink").get_attribute("href")
    delete_url = page.locator(".notice a.delete-link").get_attribute("href")
    assert "#key=" in delete_url and "?" not in delete_url

    other = browser.new_context().new_page()  # someone else, no cookies
    other.goto(share_url)
    other.locator('.finding[data-code="other_gpu_consumers"]').wait_for()
    assert "ffmpeg" in other.locator(".pasted").inner_text()

    page.goto(delete_url)
    assert page.get_by_label("Delete key").input_value() == delete_url.split("#key=")[1]  # filled from the fragment
    assert "#" not in page.evaluate("location.href")  # and taken out of the address bar
    page.get_by_role("button", name="Delete it").click()
    page.get_by_role("heading", name="Deleted").wait_for()
    assert other.goto(share_url).status == 404


@pytest.mark.parametrize("text, message", [
    ("   ", "Paste the output of nvidia-smi"),
    ("x" * 600_000, "paste the part around the problem"),
])
def test_bad_input_shows_its_message_in_place(page, site_server, text, message):
    # htmx swaps only 2xx answers: the message must still appear where the findings would.
    page.goto(f"{site_server.url}/diagnose/")
    page.evaluate("window.notReloaded = true")
    page.get_by_label("Paste here").fill(text)
    page.get_by_role("button", name="Diagnose").click()
    page.locator("#result [role=alert]", has_text=message).wait_for()
    assert page.evaluate("window.notReloaded") is True


def test_the_paste_is_shown_with_the_lines_read_marked_and_findings_point_at_them(page, site_server):
    page.goto(f"{site_server.url}/diagnose/")
    page.get_by_label("Paste here").fill("My card, any idea?\n\n```\n" + TABLE + "```")
    page.get_by_role("button", name="Diagnose").click()
    page.locator(".pasted-line.read").first.wait_for()
    assert page.locator("#line-1").get_attribute("class") == "pasted-line skipped"
    page.locator('.finding[data-code="other_gpu_consumers"] .finding-lines a').first.click()
    assert page.evaluate("location.hash").startswith("#line-")
    # A 91-column table stays readable: the lines scroll sideways instead of wrapping.
    assert page.locator("#line-5 code").evaluate("e => getComputedStyle(e).whiteSpace") == "pre"
