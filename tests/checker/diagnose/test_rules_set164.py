"""Readings added while published_holdout164 was tuned on: XLA's TPU runtime unable to reserve a program's memory is an
out-of-memory (vMLX's engine lines and Tenstorrent's tt-smi snapshot, outputs with nothing to judge, are in
test_quiet_logs)."""

from tests.checker.diagnose.helpers import codes

TPU_RESERVE = ("RuntimeError: Bad StatusOr access: RESOURCE_EXHAUSTED: Error loading program: Attempting to reserve 1.04G at "
               "the bottom of memory. That was not possible. There are 905.37M free, 0B reserved, and 905.37M reservable.\n"
               "Traceback (most recent call last):\n  File \"/home/u/vllm_env/bin/vllm\", line 8, in <module>\n"
               "    sys.exit(main())\n")


def test_xlas_tpu_runtime_unable_to_reserve_a_programs_memory_is_out_of_memory():
    assert "out_of_memory" in codes(TPU_RESERVE)
    # (a reservation that XLA made is not a failure)
    assert "out_of_memory" not in codes(TPU_RESERVE.replace("RESOURCE_EXHAUSTED: Error loading program: ", ""))
