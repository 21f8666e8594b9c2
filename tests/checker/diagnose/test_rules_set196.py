"""Readings added while published_holdout196 was tuned on: nvidia-smi rows a script echoes behind its own tag."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# cikm-short's LM Studio evaluation log: the script prints the card's two table rows behind "  [GPU] ".
ROWS = ("--- [LM Studio model management] ---\n"
        "  [GPU] |   0  NVIDIA GeForce RTX 5060 ...    Off |   00000000:01:00.0 Off |                  N/A |\n"
        "  [GPU] | N/A   87C    P0             86W /   97W |    5463MiB /   8151MiB |     88%      Default |\n"
        "  Active models: ['llama-3.3-70b-instruct']\n")


def test_table_rows_behind_a_scripts_tag_are_read():
    gpu, = read_paste(ROWS).gpus
    assert (gpu.memory_used_mib, gpu.memory_total_mib, gpu.temperature_c, gpu.power_draw_w) == (5463.0, 8151.0, 87.0, 86.0)
    assert {"vram_headroom_ok", "high_temperature"} <= codes(ROWS)


def test_a_tag_on_one_row_or_before_other_text_is_left_alone():
    # near copies: one tagged row alone is not stripped (two or more lines must carry the tag), and a tag before words
    one = ROWS.splitlines()[2] + "\n"
    assert not read_paste(one).gpus
    words = ROWS.replace("[GPU] |", "[GPU] the card says |")
    assert not read_paste(words).gpus
