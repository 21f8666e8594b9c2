"""gpustack-runtime detect's JSON (GPUStack's issue template, published_holdout72), read by its keys."""

import json

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import gpustack_detect
from checker.diagnose.rules import diagnose


def device(index: int, used: float, utilization: float) -> dict:
    return {"manufacturer": "nvidia", "index": index, "name": "NVIDIA GeForce RTX 4090", "uuid": "GPU-1", "driver_version": "570.1",
            "cores": 128, "cores_utilization": utilization, "memory": 24564, "memory_used": used, "memory_utilization": 1.0,
            "temperature": 41, "power": 450, "power_used": 31.5, "appendix": {"bdf": "0000:01:00.0", "vgpu": False}}


def listing(*devices: dict) -> str:
    return "root@host:/# gpustack-runtime detect --format json\n" + json.dumps(list(devices), indent=2) + "\n"


def test_each_device_gives_its_card_in_mib_percent_celsius_and_watts():
    snapshot = gpustack_detect.parse(listing(device(0, 1234, 7), device(1, 20000, 95)))
    first = snapshot.gpus[0]
    assert (first.name, first.memory_used_mib, first.memory_total_mib, first.utilization_pct, first.temperature_c,
            first.power_draw_w, first.power_limit_w) == ("NVIDIA GeForce RTX 4090", 1234, 24564, 7, 41, 31.5, 450)
    assert [g.index for g in snapshot.gpus] == [0, 1] and not snapshot.stops_early
    assert "multi_gpu" in {f.code for f in diagnose(listing(device(0, 1234, 7), device(1, 20000, 95))).findings}


def test_a_listing_cut_inside_a_device_is_read_up_to_the_cut_and_called_cut():
    whole = listing(device(0, 4715, 0), device(1, 3000, 0))
    cut = whole[:whole.index('"memory_used": 3000')]
    snapshot = gpustack_detect.parse(cut)
    assert len(snapshot.gpus) == 2 and snapshot.gpus[0].memory_used_mib == 4715 and snapshot.gpus[1].memory_used_mib is None
    assert "truncated" in {f.code for f in diagnose(cut).findings}
    assert "truncated" not in {f.code for f in diagnose(whole).findings}


def test_other_json_with_a_name_and_memory_is_not_this_tool():
    assert gpustack_detect.parse('[\n  {\n    "name": "gpu",\n    "memory": 24564\n  }\n]\n') is None


@given(st.text(max_size=300))
def test_any_text_parses_or_is_refused_without_an_error(text):
    snapshot = gpustack_detect.parse(text)
    assert snapshot is None or snapshot.input_kinds == ["gpustack-runtime detect"]


@given(st.integers(0, 15), st.integers(0, 200000), st.floats(0, 100, allow_nan=False))
def test_a_device_s_figures_are_read_as_printed(index, used, utilization):
    gpu = gpustack_detect.parse(listing(device(index, used, utilization))).gpus[0]
    assert gpu.index == index and gpu.memory_used_mib == used and gpu.utilization_pct == float(json.dumps(utilization))
