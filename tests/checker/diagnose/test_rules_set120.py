"""Readings added while published_holdout120 was tuned on: "双GPU" before a card's model (two GPUs) is a count of
cards the user states."""

from checker.diagnose.parsers.stated_gpus import stated_count
from tests.checker.diagnose.helpers import codes

OOM = ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 14.48 GiB. GPU  has a total capacity of 23.68 "
       "GiB of which 1.51 GiB is free.\n{said}\n")


def test_dual_gpu_before_a_cards_model_is_two_cards():
    assert stated_count("我的是双GPU GTX3090") == (2, "双GPU GTX3090")
    assert "multi_gpu" in codes(OOM.format(said="我的是双GPU GTX3090"))
    # "双GPU" alone is a laptop's switchable graphics as often as two cards: no count.
    assert stated_count("我的是双GPU笔记本") is None
    assert "multi_gpu" not in codes(OOM.format(said="我的是双GPU笔记本"))
