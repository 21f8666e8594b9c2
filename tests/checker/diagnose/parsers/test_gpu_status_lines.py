"""A script's own status line per GPU (published_holdout107): used of total or free of total, with the utilization and
temperature beside them."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import gpu_status_lines
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

USED = ("Loaded model meta-llama/Llama-3.1-8B on GPUs [0, 1]\n"
        "GPU 0: Utilization: 2% | Memory Used: 39792.62 MB / 49140.00 MB\n"
        "GPU 1: Utilization: 97% | Memory Used: 48900.00 MB / 49140.00 MB\n")
FREE = ("========== 2024-11-18 16:05:03.577636 ==========\n"
        "cuda:0 NVIDIA A100 80GB PCIe: 33396 MiB free out of 81050 MiB total, temperature: 70 C\n"
        "cuda:1 NVIDIA RTX A6000: 1804 MiB free out of 48676 MiB total, temperature: 58 C\n")


def test_used_of_total_lines_are_each_gpu_with_its_utilization():
    gpus = read_paste(USED).gpus
    assert [(g.index, g.memory_used_mib, g.memory_total_mib, g.utilization_pct) for g in gpus] == \
        [(0, 39792.62, 49140, 2), (1, 48900, 49140, 97)]
    assert {"multi_gpu", "vram_nearly_full"} <= codes(USED)


def test_free_of_total_lines_give_the_memory_used_the_name_and_the_temperature():
    gpus = read_paste(FREE).gpus
    assert [(g.name, g.memory_used_mib, g.memory_total_mib, g.temperature_c) for g in gpus] == \
        [("NVIDIA A100 80GB PCIe", 81050 - 33396, 81050, 70), ("NVIDIA RTX A6000", 48676 - 1804, 48676, 58)]
    assert "vram_nearly_full" in codes(FREE)


def test_a_gpu_logged_again_is_read_at_its_last_line_and_gigabytes_are_1024_mib():
    text = "GPU 0: mem 10/24 GB\nGPU 0: mem 23.5/24 GB\n"
    [gpu] = gpu_status_lines.parse(text).gpus
    assert (gpu.memory_used_mib, gpu.memory_total_mib) == (23.5 * 1024, 24 * 1024)


def test_a_label_without_memory_and_its_total_is_not_this_format():
    assert gpu_status_lines.parse("GPU 0: NVIDIA GeForce RTX 3090 (UUID: GPU-5a3c1f2e-aaaa)\n") is None
    assert gpu_status_lines.parse("GPU #0 free: 4602MB\n") is None
    # Used above the total is no reading.
    assert gpu_status_lines.parse("GPU 0: Memory Used: 500 MB / 400 MB\n") is None


@given(st.text(max_size=300))
def test_any_text_parses_or_is_refused_without_an_error(text):
    snapshot = gpu_status_lines.parse(text)
    assert snapshot is None or all(0 <= g.memory_used_mib <= g.memory_total_mib for g in snapshot.gpus)


@given(st.integers(0, 15), st.integers(1, 200000), st.integers(0, 200000))
def test_the_figures_are_read_as_printed(index, total, free):
    free = min(free, total)
    [gpu] = gpu_status_lines.parse(f"cuda:{index} NVIDIA L40S: {free} MiB free out of {total} MiB total\n").gpus
    assert (gpu.index, gpu.memory_used_mib, gpu.memory_total_mib) == (index, total - free, total)
