"""Readings added while published_holdout61 was tuned on: Chinese counts of GPUs with the singular "GPU" or the cards'
memory between the count and the card."""

import pytest

from checker.diagnose.parsers.stated_gpus import stated_count


@pytest.mark.parametrize("said, count", [("如图，配置使用的是2个GPU（每个GPU显存为16GB）", 2),
                                         ("hello，我使用 4 张 24G 显存的 3090，加载 InternVL2-26B", 4)])
def test_chinese_counts_of_gpus(said, count):
    assert stated_count(said)[0] == count


@pytest.mark.parametrize("said", ["一个GPU就够了", "三块钱", "运行2分钟卡住了"])
def test_what_is_not_a_chinese_count_of_gpus(said):
    assert stated_count(said) is None
