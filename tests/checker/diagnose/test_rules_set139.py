"""Readings added while published_holdout139 was tuned on: Megatron-LM's log of 2020 (no rank before its memory report),
ExLlamaV2's speed test, Transformers 5's weight-loading bar, and Accelerate's DeepSpeed and FSDP configs as a count of
GPUs."""

import pytest

from tests.checker.diagnose.helpers import codes, is_quiet_log

QUIET_LOGS = {
    "megatron": (" iteration        5/  120000 | elapsed time per iteration (ms): 16491.5 | learning rate: 0.000E+00 |\n"
                 "after 5 iterations memory (MB) | allocated: 10250.5693359375 | max allocated: 12606.06201171875 |"
                 " reserved: 17482.0 | max reserved: 17482.0\n"),
    "exllamav2": (" -- Measuring token speed...\n"
                  " ** Position     1 + 127 tokens:    1.1905 t/s\n"
                  " ** Position   128 + 128 tokens:    1.1948 t/s\n"),
    "transformers": "Loading weights: 100%|██████████| 201/201 [00:01<00:00, 109.01it/s]\n",
}


@pytest.mark.parametrize("name", QUIET_LOGS)
def test_these_logs_are_read_with_nothing_to_judge(name):
    assert is_quiet_log(QUIET_LOGS[name])


def test_the_same_words_in_a_sentence_are_no_log():
    assert codes("after 5 iterations memory was fine\n") == {"unrecognized_input"}
    assert codes("Loading weights: please wait\n") == {"unrecognized_input"}


def _accelerate(distributed_type: str, use_cpu: str = "false") -> str:
    return (f"compute_environment: LOCAL_MACHINE\ndistributed_type: {distributed_type}\nmachine_rank: 0\n"
            f"mixed_precision: fp16\nnum_machines: 1\nnum_processes: 2\nuse_cpu: {use_cpu}\n")


def test_accelerates_deepspeed_and_fsdp_configs_start_a_process_a_gpu():
    for distributed_type in ("MULTI_GPU", "DEEPSPEED", "FSDP"):
        assert "multi_gpu" in codes(_accelerate(distributed_type))
    # told to use the CPU, or not distributed at all: no count of GPUs
    assert "multi_gpu" not in codes(_accelerate("DEEPSPEED", use_cpu="true"))
    assert "multi_gpu" not in codes(_accelerate("NO"))
