"""xpu-smi stats -d N (Intel's two-column box): the figures it gives, a cut box, and any row content."""

from hypothesis import given, settings
from hypothesis import strategies as st

from checker.diagnose.parsers import xpu_smi_stats
from checker.diagnose.rules import diagnose

BORDER = "+-----------------------------+--------------------------------------------------------------------+"


def row(key: str, value: str) -> str:
    return f"| {key:<27} | {value:<66} |"


# The layout of intel/xpumanager's doc/smi_user_guide.md example (values of a Flex card at rest).
BOX = "\n".join([BORDER, row("Device ID", "0"), BORDER, row("GPU Utilization (%)", "0"), row("GPU Power (W)", "36"),
                 row("GPU Frequency (MHz)", "2050"), row("GPU Core Temperature (C)", "41"), row("GPU Memory Temperature (C)", ""),
                 row("GPU Memory Used (MiB)", "24"), row("GPU Memory Util (%)", "0"), BORDER])


def test_the_box_gives_the_devices_figures():
    gpu, = xpu_smi_stats.parse(BOX).gpus
    assert (gpu.index, gpu.utilization_pct, gpu.power_draw_w, gpu.temperature_c, gpu.memory_used_mib) == (0, 0, 36, 41, 24)
    assert not xpu_smi_stats.parse(BOX).truncated
    assert {f.code for f in diagnose("$ xpu-smi stats -d 0\n" + BOX).findings} == {"gpu_idle", "vram_headroom_ok"}


def test_a_box_that_stops_on_a_row_was_cut():
    cut = "\n".join(BOX.splitlines()[:5])
    assert xpu_smi_stats.parse(cut).truncated
    assert "truncated" in {f.code for f in diagnose(cut).findings}


@given(st.lists(st.tuples(st.text(max_size=40), st.text(max_size=80)), max_size=12))
@settings(max_examples=200, deadline=None)
def test_any_rows_after_a_device_row_never_raise(rows):
    text = "\n".join([BORDER, row("Device ID", "0"), BORDER, *(row(k.replace("\n", " "), v.replace("\n", " ")) for k, v in rows)])
    snapshot = xpu_smi_stats.parse(text)
    assert snapshot is not None and len(snapshot.gpus) == 1
