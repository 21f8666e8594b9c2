"""Readings added while published_holdout55 was tuned on: a count of GPUs whose model a CJK character or a plural
follows ("4张T4卡", "two A100s")."""

import pytest

from checker.diagnose.parsers.stated_gpus import stated_count
from tests.checker.diagnose.helpers import codes

TORCH_OOM = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 214.00 MiB. GPU 0 has a total capacity of "
             "14.58 GiB of which 127.56 MiB is free.\n")


@pytest.mark.parametrize("said, count", [("在服务器上4张T4卡上尝试运行vllm_demo", 4), ("two A100s", 2), ("two 3090s", 2),
                                         ("2x4090s", 2)])
def test_a_model_ends_before_a_cjk_character_or_a_plural(said, count):
    assert stated_count(said)[0] == count


def test_four_t4_cards_in_chinese_prose_beside_an_out_of_memory_error():
    assert {"multi_gpu", "out_of_memory"} <= codes("1、在服务器上4张T4卡上尝试运行vllm_demo\n" + TORCH_OOM)
