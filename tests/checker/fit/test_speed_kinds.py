"""Decode speed per kind of hardware (issue #13, items 5-6): the share of peak bandwidth depends on the memory
and the vendor's backend, and each verdict carries the error band of its own kind."""

import json

import pytest

from checker.fit.estimate import estimate
from checker.fit.inputs import FitInput, Hardware, hardware_kind
from checker.fit.speed import DECODE_EFFICIENCY, decode_efficiency


@pytest.mark.parametrize("gpu_id, kind", [
    ("geforce-rtx-4090", "nvidia-gddr"), ("h100-sxm5-80gb", "nvidia-hbm"), ("a100-pcie-80gb", "nvidia-hbm"),
    ("dgx-spark-gb10", "nvidia-unified"), ("apple-m4-16gb", "apple"), ("apple-m4-pro-24gb", "apple"),
    ("apple-m2-max-32gb", "apple-max"), ("apple-m2-ultra-64gb", "apple-max"), ("radeon-rx-7900-xtx", "amd-discrete"),
    ("amd-ryzen-ai-max-plus-395-128gb", "amd-unified"), ("arc-b580", "intel"),
])
def test_each_catalog_card_has_its_kind(catalog, gpu_id, kind):
    assert Hardware.from_gpu(catalog.gpus[gpu_id]).kind == kind


def test_a_custom_card_gets_a_kind_from_what_the_user_says():
    assert hardware_kind("NVIDIA", "HBM3", False, "my H100") == "nvidia-hbm"
    assert hardware_kind("Apple", "LPDDR5", True, "Apple M1 Ultra") == "apple-max"
    assert hardware_kind("NVIDIA", "GDDR", False) == "nvidia-gddr"
    assert decode_efficiency("a kind nobody measured") == DECODE_EFFICIENCY["nvidia-gddr"]


def test_an_m2_max_is_estimated_at_the_speed_it_was_measured(catalog):
    # llama.cpp PR #2959 (ikawrakow, 2023-09): LLaMA 7B Q4_0 on an M2 Max, tg128 58.4-62.2 t/s (the data file's rows).
    result = estimate(FitInput(catalog.models["llama-2-7b"], catalog.mixes["q4_0"],
                               (Hardware.from_gpu(catalog.gpus["apple-m2-max-32gb"]),), context=512, parallel=1), catalog)
    assert result.speed.decode_tps == pytest.approx(60.9, rel=0.10)
    # At the GDDR share it would be 1.3x too fast, as the issue found for Max and Ultra chips.
    assert result.speed.decode_tps < 0.85 * 76.9


@pytest.mark.django_db
@pytest.mark.parametrize("gpu_id, band, label", [
    ("apple-m2-max-32gb", 0.21, "Apple Silicon Max and Ultra chips"), ("geforce-rtx-4090", 0.23, "NVIDIA cards with GDDR memory"),
    ("h100-pcie-80gb", None, "NVIDIA data-centre cards (HBM)"),
])
def test_the_verdict_shows_the_band_of_its_own_kind(client, gpu_id, band, label):
    from checker.fit.verdicts import SPEED_ERROR_BAND_BY_KIND

    body = json.loads(client.get(f"/api/fit?model=llama-3.1-8b&gpu={gpu_id}").content)
    kind = body["error_band"]["hardware_kind"]
    assert body["error_band"]["speed"] == (band if band is not None else SPEED_ERROR_BAND_BY_KIND[kind])
    assert label in client.get(f"/will-it-run/llama-3.1-8b/q4_k_m/{gpu_id}/").content.decode()
