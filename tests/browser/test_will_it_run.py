"""Will it run?: the verdict updates in place as inputs change, and the address follows it."""

import pytest

pytestmark = [pytest.mark.browser]


def address(page, expected: str) -> None:
    # hx-replace-url uses history.replaceState, which is no navigation: watch location instead.
    page.wait_for_function("expected => location.pathname + location.search === expected", arg=expected)


def test_changing_inputs_updates_the_verdict_and_the_address(page, site_server):
    page.goto(f"{site_server.url}/will-it-run/")
    page.evaluate("window.notReloaded = true")
    page.get_by_label("Model").fill("llama-3.3-70b")
    page.get_by_label("GPU or system").fill("geforce-rtx-4090")
    page.get_by_label("Context (tokens)").fill("8192")
    page.get_by_label("GPU or system").dispatch_event("change")
    page.locator("#verdict h2", has_text="Fits with partial CPU offload").wait_for()
    address(page, "/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/?ctx=8192")

    page.get_by_label("How many").fill("2")
    page.get_by_label("How many").dispatch_event("change")
    page.locator("#verdict h2", has_text="Fits entirely").wait_for()
    address(page, "/will-it-run/llama-3.3-70b/q4_k_m/2x-geforce-rtx-4090/?ctx=8192")
    assert page.evaluate("window.notReloaded") is True

    page.reload()  # the address is the verdict: a reload or a shared link shows the same
    page.locator("#verdict h2", has_text="Fits entirely").wait_for()


def test_an_unknown_model_is_explained_in_place(page, site_server):
    page.goto(f"{site_server.url}/will-it-run/llama-3.1-8b/q4_k_m/geforce-rtx-4090/")
    page.locator("details.fit-form-box > summary").click()  # a verdict address keeps the form folded under the verdict
    page.get_by_label("Model").fill("no-such-model")
    page.get_by_label("Model").dispatch_event("change")
    page.locator("#verdict [role=alert]", has_text="No model matches “no-such-model”").wait_for()


def test_names_as_people_type_them_give_the_verdict_and_its_address(page, site_server):
    page.goto(f"{site_server.url}/will-it-run/")
    page.get_by_label("Model").fill("Llama-3.1-8B-Instruct-Q8_0.gguf")  # a file name: the model and its quantization
    page.get_by_label("GPU or system").fill("4090")
    page.get_by_label("GPU or system").dispatch_event("change")
    page.locator("#verdict h2", has_text="Fits entirely").wait_for()
    address(page, "/will-it-run/llama-3.1-8b/q8_0/geforce-rtx-4090/")

    page.get_by_label("GPU or system").fill("H100")  # two cards have that name: the choice is offered in place
    page.get_by_label("GPU or system").dispatch_event("change")
    page.locator("#verdict [role=alert]", has_text="names several GPUs").wait_for()
    assert "H100 SXM" in page.locator("#verdict [role=alert]").inner_text()


@pytest.mark.parametrize("typed", ["-1", "99999999"])
def test_an_impossible_context_is_explained_in_place_not_ignored(page, site_server, typed):
    page.goto(f"{site_server.url}/will-it-run/")
    page.get_by_label("Model").fill("llama-3.1-8b")
    page.get_by_label("GPU or system").fill("geforce-rtx-4090")
    page.get_by_label("GPU or system").dispatch_event("change")
    page.locator("#verdict h2", has_text="Fits entirely").wait_for()
    page.get_by_label("Context (tokens)").fill(typed)
    page.get_by_label("Context (tokens)").dispatch_event("change")
    page.locator("#verdict [role=alert]", has_text="The context must be from 256 to 4,194,304 tokens").wait_for()
    assert page.get_by_label("Context (tokens)").input_value() == typed  # what was typed stays, to be corrected
