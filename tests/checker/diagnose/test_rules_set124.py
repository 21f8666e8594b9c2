"""Readings added while published_holdout124 was tuned on: NVIDIA's workstation cards named by their number alone
("4×A6000", "A6000*2") are cards a count may name."""

from checker.diagnose.parsers.stated_gpus import stated_count
from tests.checker.diagnose.helpers import codes


def test_workstation_cards_by_their_number_alone():
    assert stated_count("a 7B model on 4×A6000 (each with 49860MB GPU memory)")[0] == 4
    assert stated_count("two A4500s")[0] == 2
    assert stated_count("A6000*2")[0] == 2
    assert stated_count("my A6000 and a 3090") is None
    assert stated_count("an A6000 bought in 2021") is None
    assert "multi_gpu" in codes("OOM during training with a 7B model on 4×A6000\n")
