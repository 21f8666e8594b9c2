"""Shared links open on phones: no page wider than a 390 px phone, tables scroll in their own box, the verdict
comes first on a verdict address, and the chart's text stays readable (issue #15, item 6)."""

import pytest

pytestmark = [pytest.mark.browser]

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
VERDICT = "/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/?ctx=8192"
PAGES = ["/", "/kb/", "/kb/cuda-out-of-memory/", "/kb/moe-expert-offload/", VERDICT, "/will-it-run/",
         "/will-it-run/gpu/geforce-rtx-4090/", "/will-it-run/model/llama-3.1-8b/", "/diagnose/", "/kb/errors/",
         "/will-it-run/custom/"]

WIDEST = """() => {
  const limit = document.documentElement.clientWidth;
  const wide = [...document.querySelectorAll('body *')].filter(e => {
    const r = e.getBoundingClientRect();
    return r.right > limit + 1 && getComputedStyle(e).position !== 'fixed' && !e.closest('.table-scroll, pre, .highlight, .pasted, .paste, textarea');
  }).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right));
  return {scroll: document.documentElement.scrollWidth, limit, wide: wide.slice(0, 5)};
}"""


def open_page(browser, site_server, viewport, address):
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.goto(f"{site_server.url}{address}")
    return context, page


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("address", PAGES)
def test_no_page_is_wider_than_the_screen(browser, site_server, address, viewport):
    context, page = open_page(browser, site_server, viewport, address)
    try:
        widths = page.evaluate(WIDEST)
        assert widths["scroll"] <= viewport["width"], widths
    finally:
        context.close()


def test_a_diagnosis_on_a_phone_stays_within_the_screen(browser, site_server):
    context, page = open_page(browser, site_server, PHONE, "/diagnose/")
    try:
        table = open("tests/data/pastes/nvidia-smi-table/exporter-rtx4080s-595-wayland-ffmpeg.txt").read()
        page.locator("textarea[name=text]").fill(table)
        page.get_by_role("button", name="Diagnose").click()
        page.locator("#findings-title").wait_for()
        widths = page.evaluate(WIDEST)
        assert widths["scroll"] <= PHONE["width"], widths
    finally:
        context.close()


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_verdict_address_leads_with_the_verdict_and_keeps_the_form_folded(browser, site_server, viewport):
    context, page = open_page(browser, site_server, viewport, VERDICT)
    try:
        verdict_top = page.locator("#verdict-title").bounding_box()["y"]
        assert verdict_top < viewport["height"] * 0.5, verdict_top  # above the fold, near the top
        form = page.locator("details.fit-form-box")
        assert form.get_attribute("open") is None
        assert page.locator("#verdict-title").bounding_box()["y"] < form.bounding_box()["y"]
        form.locator(":scope > summary").click()  # unfolded, the form still drives the verdict in place
        page.get_by_label("How many").fill("2")
        page.get_by_label("How many").dispatch_event("change")
        page.locator("#verdict h2", has_text="Fits entirely").wait_for()
    finally:
        context.close()


def test_the_chart_text_is_readable_on_a_phone(browser, site_server):
    context, page = open_page(browser, site_server, PHONE, VERDICT)
    try:
        sizes = page.evaluate("""() => [...document.querySelectorAll('.context-chart text')].map(t => t.getBoundingClientRect().height)""")
        assert sizes and min(sizes) >= 9, sizes  # rendered pixels, not SVG units
    finally:
        context.close()


def test_wide_tables_scroll_inside_their_own_box(browser, site_server):
    context, page = open_page(browser, site_server, PHONE, VERDICT)
    try:
        boxes = page.evaluate("""() => [...document.querySelectorAll('.table-scroll')].map(b => [b.clientWidth, b.scrollWidth, getComputedStyle(b).overflowX])""")
        assert boxes and all(client <= 390 and overflow == "auto" for client, _, overflow in boxes), boxes
    finally:
        context.close()
