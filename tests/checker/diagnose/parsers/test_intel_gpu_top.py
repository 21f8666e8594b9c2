"""intel_gpu_top's device list (-L) and JSON samples (-J), as published_holdout189's two copies print them, read by
the parser alone; the readings through Diagnose are test_rules_set189's."""

import json

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import intel_gpu_top

LISTED = ("card0                    Intel Alderlake_p (Gen12)         pci:vendor=8086,device=A7A0,card=0\n"
          "└─renderD128\n")


def _sample(busy: dict[str, float], power: float | None = None) -> str:
    """One -J period as the tool prints it: tab-indented, its figures with printf's "%f", "busy" first in each engine."""
    parts = ['\t"period": {\n\t\t"duration": 500.344520,\n\t\t"unit": "ms"\n\t}',
             '\t"rc6": {\n\t\t"value": 5.328041,\n\t\t"unit": "%"\n\t}']
    if power is not None:
        parts.append(f'\t"power": {{\n\t\t"GPU": {power:f},\n\t\t"Package": {power + 10:f},\n\t\t"unit": "W"\n\t}}')
    engines = ",\n".join(f'\t\t"{name}": {{\n\t\t\t"busy": {value:f},\n\t\t\t"sema": 0.000000,\n\t\t\t"wait": 0.000000,\n'
                         f'\t\t\t"unit": "%"\n\t\t}}' for name, value in busy.items())
    parts.append('\t"engines": {\n' + engines + "\n\t}")
    text = "{\n" + ",\n".join(parts) + "\n}"
    json.loads(text)  # (valid JSON, as the tool's is)
    return text


def test_the_list_names_the_cards_and_the_address_form_is_read_too():
    snapshot = intel_gpu_top.parse(LISTED + "card1                    Intel Dg2 (Gen12)                 pci:0000:03:00.0\n")
    assert [g.name for g in snapshot.gpus] == ["Intel Alderlake_p (Gen12)", "Intel Dg2 (Gen12)"]
    # the narrow form: the filter on its own line
    narrow = intel_gpu_top.parse("card0                    8086:56a0\npci:vendor=8086,device=56A0,card=0\n└─renderD128\n")
    assert [g.name for g in narrow.gpus] == ["8086:56a0"]


def test_a_line_that_only_starts_with_card_is_no_list():
    assert intel_gpu_top.parse("card0 is the iGPU and card1 the Arc, I think\n") is None


@given(st.dictionaries(st.sampled_from(["Render/3D/0", "Render/3D", "Blitter/0", "Video/0", "VideoEnhance/0", "Compute/0"]),
                       st.floats(0, 100, allow_nan=False).map(lambda v: round(v, 6)), min_size=1),
       st.one_of(st.none(), st.floats(0, 300, allow_nan=False).map(lambda v: round(v, 3))))
def test_the_busiest_engine_is_the_load_and_the_gpus_draw_its_power(busy, power):
    gpu = intel_gpu_top.parse(LISTED + _sample(busy, power)).gpus[0]
    assert gpu.utilization_pct == max(float(f"{value:f}") for value in busy.values())
    assert gpu.power_draw_w == (float(f"{power:f}") if power is not None else None)


@given(st.lists(st.floats(0, 100, allow_nan=False).map(lambda v: round(v, 3)), min_size=1, max_size=6))
def test_samples_in_an_array_end_on_the_last_and_keep_the_busiest(values):
    text = "[\n" + ",\n".join(_sample({"Render/3D/0": value}) for value in values) + "\n]\n"
    gpu = intel_gpu_top.parse(text).gpus[0]
    printed = [float(f"{value:f}") for value in values]
    assert (gpu.utilization_pct, gpu.peak_utilization_pct) == (printed[-1], max(printed))


@given(st.integers(1, 200))
def test_a_sample_cut_anywhere_after_its_first_engine_stops_early(cut):
    text = _sample({"Render/3D/0": 12.5, "Video/0": 3.0})
    end = text.index('"Video/0"') + cut
    snapshot = intel_gpu_top.parse(text[:end])
    assert snapshot.gpus[0].utilization_pct >= 12.5
    assert snapshot.stops_early == (end < len(text))


@given(st.text(max_size=300))
def test_any_text_parses_or_is_refused_without_an_error(text):
    snapshot = intel_gpu_top.parse(text)
    assert snapshot is None or snapshot.input_kinds == ["intel_gpu_top"]
