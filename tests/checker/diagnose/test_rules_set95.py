"""Readings added while published_holdout95 was tuned on: bitsandbytes unable to use the GPU and nanoGPT's training
iterations read with nothing to judge, and "a pair of" cards as a count of two."""

from tests.checker.diagnose.helpers import codes


def test_bitsandbytes_set_up_failures_are_read_with_nothing_to_judge():
    old = ("RuntimeError: \n        CUDA Setup failed despite GPU being available. Please run the following command to get "
           "more information:\n\n        python -m bitsandbytes\n")
    new = ("WARNING:bitsandbytes.cextension:The installed version of bitsandbytes was compiled without GPU support. 8-bit "
           "optimizers, 8-bit multiplication, and GPU quantization are unavailable.\n")
    assert codes(old) == set() and codes(new) == set()


def test_nanogpt_s_iterations_are_read_with_nothing_to_judge():
    text = "".join(f"iter {n}: loss {4 - n / 100:.4f}, time 893.76ms, mfu 16.68%\n" for n in range(0, 50, 10))
    assert codes(text) == set()


def test_a_pair_of_cards_is_two():
    assert "multi_gpu" in codes("My GPUs are a pair of 3060s 12gb, totaling in 24gb.\n")
    assert "multi_gpu" in codes("Running on a pair of RTX 3090 with NVLink.\n")


def test_a_pair_of_other_things_is_not_a_gpu_count():
    assert "multi_gpu" not in codes("I tried a pair of prompts on my 3060 and both were slow.\n")
