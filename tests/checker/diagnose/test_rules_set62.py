"""Readings added while published_holdout62 was tuned on: verl's memory line and a count glued to the word GPU."""

import pytest

from checker.diagnose.parsers.stated_gpus import stated_count
from checker.diagnose.rules import diagnose

VERL = ("(WorkerDict pid=169054) DEBUG:2025-06-28 18:06:41,828:Before building vllm rollout, memory allocated (GB): 1.84, "
        "memory reserved (GB): 3.68, device memory used/total (GB): 4.11/23.59\n")


def test_verl_memory_line_gives_the_gpu_memory():
    gpu = diagnose(VERL).snapshot.gpus[0]
    assert (gpu.memory_used_mib, gpu.memory_total_mib) == (round(4.11 * 1024, 1), round(23.59 * 1024, 1))
    assert "vram_headroom_ok" in {f.code for f in diagnose(VERL).findings}


@pytest.mark.parametrize("said, count", [("with 8GPU H100 but hit this error", 8), ("a box of 4 GPU A100s", 4)])
def test_a_count_glued_to_gpu_before_the_card(said, count):
    assert stated_count(said)[0] == count


@pytest.mark.parametrize("said", ["it has 10 GPU cores", "two GPU crashes a day", "GPU 0 and GPU 1"])
def test_what_is_not_a_count_before_the_card(said):
    assert stated_count(said) is None
