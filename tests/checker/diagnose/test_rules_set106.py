"""Readings added while published_holdout106 was tuned on: a --query-gpu log whose script repeats the header before each
sample, and one whose index column does not tell its GPUs apart."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

HEADER = "timestamp, index, name, utilization.gpu [%], memory.used [MiB], memory.total [MiB]"


def test_a_header_repeated_before_each_sample_is_no_gpu():
    text = (f"{HEADER}\n2023/06/22 18:56:56.252, 0, NVIDIA GeForce RTX 2070, 22 %, 841 MiB, 8192 MiB\n"
            f"{HEADER}\n2023/06/22 18:56:57.274, 0, NVIDIA GeForce RTX 2070, 24 %, 869 MiB, 8192 MiB\n")
    gpus = read_paste(text).gpus
    assert [(g.name, g.memory_used_mib) for g in gpus] == [("NVIDIA GeForce RTX 2070", 869)]
    assert "multi_gpu" not in codes(text)


def test_cards_of_one_sample_are_told_apart_by_their_place_when_the_index_column_repeats():
    samples = "".join(f"2025-09-08T17:26:5{second}+08:00,{gpu}, 0, {4 + second}, 81559, 73.0, 33\n"
                      for second in (0, 1) for gpu in range(8))
    gpus = read_paste("timestamp,gpu,index,memory.used,memory.total,power.draw,temperature.gpu\n" + samples).gpus
    assert len(gpus) == 8 and {g.memory_used_mib for g in gpus} == {5}  # each card at its last sample
    # One card sampled twice, its index the same in each sample, stays one card.
    one = "timestamp,index,memory.used,memory.total\n2025-09-08T17:26:50,0,4,81559\n2025-09-08T17:26:51,0,9,81559\n"
    assert [g.memory_used_mib for g in read_paste(one).gpus] == [9]
