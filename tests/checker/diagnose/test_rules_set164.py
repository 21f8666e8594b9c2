"""Readings added while published_holdout164 was tuned on: XLA's TPU runtime unable to reserve a program's memory is an
out-of-memory; vMLX's engine lines and Tenstorrent's tt-smi snapshot are outputs with nothing to judge."""

import pytest

from tests.checker.diagnose.helpers import codes, is_quiet_log

TPU_RESERVE = ("RuntimeError: Bad StatusOr access: RESOURCE_EXHAUSTED: Error loading program: Attempting to reserve 1.04G at "
               "the bottom of memory. That was not possible. There are 905.37M free, 0B reserved, and 905.37M reservable.\n"
               "Traceback (most recent call last):\n  File \"/home/u/vllm_env/bin/vllm\", line 8, in <module>\n"
               "    sys.exit(main())\n")
VMLX = ("[01:57:39.694] INFO:__main__:Reasoning parser enabled: qwen3\n"
        "[01:57:39.694] INFO:vmlx_engine.server:System memory before load: 49.9GB available / 64.0GB total (22.0% used)\n")
TT_SMI = ('Here is the rest of the `tt-smi -s`\n\n```\n {\n            "smbus_telem": {\n'
          '                "BOARD_ID": "0x100035100000000",\n                "AICLK": "0x3e803e8",\n'
          '                "THROTTLER": null,\n')


def test_xlas_tpu_runtime_unable_to_reserve_a_programs_memory_is_out_of_memory():
    assert "out_of_memory" in codes(TPU_RESERVE)
    # (a reservation that XLA made is not a failure)
    assert "out_of_memory" not in codes(TPU_RESERVE.replace("RESOURCE_EXHAUSTED: Error loading program: ", ""))


@pytest.mark.parametrize(("paste", "unread"), [
    (VMLX, VMLX.replace("vmlx_engine.", "server.")),
    (TT_SMI, TT_SMI.replace('"smbus_telem"', '"telemetry"')),
], ids=["vmlx-engine", "tt-smi-snapshot"])
def test_vmlx_and_tt_smi_are_outputs_with_nothing_to_judge(paste, unread):
    assert is_quiet_log(paste)
    assert "unrecognized_input" in codes(unread)
