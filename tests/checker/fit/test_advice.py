"""Advice a user can take (issue #16, item 4): cheapest in quality first, low-bit quantizations with their sourced cost,
and snippets only for what each runtime can run."""

import pytest


def test_advice_comes_cheapest_in_quality_first_and_low_bits_carry_their_cost(catalog):
    # Llama 3.3 70B at 8k on one RTX 4090: a q8_0 cache costs little, a 2-bit quantization a lot; the list says so.
    from checker.fit.advice import recommendations
    from checker.fit.estimate import estimate as run
    from checker.fit.inputs import FitInput, Hardware

    inp = FitInput(catalog.models["llama-3.3-70b"], catalog.mixes["q4_k_m"], (Hardware.from_gpu(catalog.gpus["geforce-rtx-4090"]),),
                   context=8192)
    advice = recommendations(run(inp, catalog), catalog)
    costs = [r.cost for r in advice]
    assert costs == sorted(costs) and advice[0].kind != "quant"
    low = [r for r in advice if r.kind == "quant" and r.cost >= 3]
    assert low and all("Quality warning" in r.text and "Llama 3 8B" in r.text for r in low)


@pytest.mark.parametrize("mix_id, warned", [("q2_k", "3.52"), ("q3_k_m", "0.66"), ("iq2_xs", "publishes no perplexity"),
                                            ("q4_k_m", None), ("q8_0", None)])
def test_a_quantization_at_or_below_three_bits_has_a_sourced_warning(catalog, mix_id, warned):
    from checker.fit.advice import quality_warning

    warning = quality_warning(catalog.mixes[mix_id], catalog)
    assert (warning is None) if warned is None else (warned in warning and "quantize" in warning)


def test_snippets_say_when_a_runtime_cannot_run_the_verdict_as_given(catalog):
    from checker.fit.advice import settings_snippets
    from checker.fit.estimate import estimate as run
    from checker.fit.inputs import FitInput, Hardware

    spill = run(FitInput(catalog.models["llama-3.3-70b"], catalog.mixes["q4_k_m"],
                         (Hardware.from_gpu(catalog.gpus["geforce-rtx-4090"]),), context=8192), catalog)
    snippets = settings_snippets(spill, "model.gguf")
    assert "refuses to start" in snippets["vLLM"] and "--cpu-offload-gb" in snippets["vLLM"]
    assert "not this GGUF file" in snippets["vLLM"]
    fits = run(FitInput(catalog.models["llama-3.1-8b"], catalog.mixes["q4_k_m"],
                        (Hardware.from_gpu(catalog.gpus["geforce-rtx-4090"]),), context=8192), catalog)
    lmstudio = settings_snippets(fits, "model.gguf")["LM Studio"]
    assert "GPU Offload: 32 of 32 layers" in lmstudio and "also counts the output layer" in lmstudio
    assert "--cpu-offload-gb" not in settings_snippets(fits, "model.gguf")["vLLM"]
