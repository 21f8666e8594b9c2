"""colibrì's memory plan (published_holdout82): the GPU's hot tier out of the model's size."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import colibri_plan

PLAN = ("  model  144 shards · 378.8 GB\n"
        "  RAM    115.1 GB budget · 10.7 GB dense · 6.1 GB runtime · cap 68/layer\n"
        "  VRAM   48.5 GB hot tier · ~2563 experts · 0:NVIDIA RTX A6000\n")


def test_the_hot_tier_over_the_model_is_the_gpu_s_share_and_the_gpu_is_named():
    snapshot = colibri_plan.parse(PLAN)
    assert round(snapshot.load.placement_share, 3) == round(48.5 / 378.8, 3)
    assert [(gpu.index, gpu.name) for gpu in snapshot.gpus] == [(0, "NVIDIA RTX A6000")]
    assert snapshot.load.placement_line.startswith("VRAM   48.5 GB hot tier")


def test_the_vram_line_without_the_model_line_is_not_read():
    assert colibri_plan.parse(PLAN.splitlines()[2] + "\n") is None


@given(st.text(max_size=300))
def test_any_text_parses_or_is_refused_without_an_error(text):
    snapshot = colibri_plan.parse(text)
    assert snapshot is None or 0 <= snapshot.load.placement_share <= 1


@given(st.integers(1, 2000), st.integers(0, 4000), st.integers(0, 7))
def test_the_share_is_as_printed_and_never_over_the_whole(model_gb, vram_gb, index):
    text = (f"  model  12 shards · {model_gb}.0 GB\n"
            f"  VRAM   {vram_gb}.0 GB hot tier · ~10 experts · {index}:NVIDIA GeForce RTX 4090\n")
    snapshot = colibri_plan.parse(text)
    assert snapshot.load.placement_share == min(1.0, vram_gb / model_gb) and snapshot.gpus[0].index == index
