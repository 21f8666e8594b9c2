"""Readings added while published_holdout166 was tuned on: tinygrad's allocator running out is an out-of-memory; a
card's model then its count in lower case ("v100 x 4") is a count of GPUs. (llama-bench's rows without their header, a
log with nothing to judge, are in test_quiet_logs.)"""

from tests.checker.diagnose.helpers import codes

TINYGRAD = ('  File "/Users/pers/ai/tinygrad/tinygrad/runtime/lib.py", line 99, in ensure_has_free_space\n'
            '    assert (curr_free := self._get_cur_free_space(device)) > space_to_free, f"out of memory - requested: '
            '{space_to_free/1e9:5.2f} GB, available: {curr_free/1e9:5.2f} GB"\n'
            "AssertionError: out of memory - requested:  0.12 GB, available:  0.01 GB\n")
HARDWARE = "### System Info\n\nHardware\n- v100 x 4\n- ubuntu 22.04\n- CUDA 11.8\n"


def test_tinygrads_allocator_running_out_is_out_of_memory():
    assert "out_of_memory" in codes(TINYGRAD)


def test_a_cards_model_then_its_count_in_lower_case_is_several_gpus():
    assert "multi_gpu" in codes(HARDWARE)
    assert "multi_gpu" not in codes(HARDWARE.replace("v100 x 4", "v100 x 1"))
