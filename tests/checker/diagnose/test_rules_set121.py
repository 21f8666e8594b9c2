"""Readings added while published_holdout121 was tuned on: axolotl's log names each line's rank (one process a GPU),
and a stated count of cards may carry each card's memory ("4x24gb gpus")."""

from checker.diagnose.parsers.stated_gpus import stated_count
from tests.checker.diagnose.helpers import codes

AXOLOTL = ("[2024-01-19 08:21:59,758] [INFO] [axolotl.load_model:625] [PID:6553] [RANK:{rank}] GPU memory usage after "
           "adapters: 25.701GB (+0.079GB cache, +1.045GB misc)\n")


def test_axolotls_ranks_are_its_gpus():
    assert "multi_gpu" in codes(AXOLOTL.format(rank=5))
    assert "multi_gpu" not in codes(AXOLOTL.format(rank=0))


def test_a_stated_count_may_carry_each_cards_memory():
    assert stated_count("This is llama-30b-hf on 4x24gb gpus with --auto-devices")[0] == 4
    assert stated_count("an 8x 80GB A100 node")[0] == 8
    # memory alone is not a card
    assert stated_count("2x 24GB of RAM") is None
