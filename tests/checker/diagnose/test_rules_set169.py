"""Readings added while published_holdout169 was tuned on: PyTorch's "[rankN]:" prefix after a progress bar the same
line holds is still a rank of the run (distributed-llama's Vulkan lines, a log with nothing to judge, are in
test_quiet_logs)."""

from tests.checker.diagnose.helpers import codes

AFTER_A_BAR = ("  0%|          | 0/4854 [00:00<?, ?it/s][rank1]:[W1206 07:13:29.087800751 reducer.cpp:1431] Warning: "
               "find_unused_parameters=True was specified in DDP constructor\n"
               "[rank0]:[W1206 07:13:29.103836355 reducer.cpp:1431] Warning: find_unused_parameters=True was specified\n")


def test_a_rank_prefix_after_a_progress_bar_counts():
    assert "multi_gpu" in codes(AFTER_A_BAR)
    # rank 0 alone is one process
    assert "multi_gpu" not in codes(AFTER_A_BAR.replace("[rank1]", "[rank0]"))
    # and "[rank1]:" inside a sentence is no prefix
    assert "multi_gpu" not in codes("The docs show lines like [rank1]: for the second process.\n")
