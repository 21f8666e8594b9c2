"""Readings added while published_holdout131 was tuned on: SYCL's out-of-memory result codes, mistral.rs's engine
throughput lines, and a Python traceback's frames copied without its heading."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes


def test_sycls_out_of_memory_codes():
    line = "Native API failed. Native API returns: -6 ({code}) -6 ({code})\n"
    assert "out_of_memory" in codes(line.format(code="PI_ERROR_OUT_OF_HOST_MEMORY"))
    assert "out_of_memory" in codes(line.format(code="UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY"))
    assert "out_of_memory" not in codes(line.format(code="PI_ERROR_INVALID_VALUE"))


def test_engine_lines_and_bare_traceback_frames_are_logs():
    throughput = ("2025-06-06T22:31:38.341568Z  INFO mistralrs_core::engine::logger: Throughput (T/s) 320.60, Prefix "
                  "cache hitrate 0.00%, 0 running, 0 waiting\n")
    frames = ('  File "/ssd2/ktransformers/operators/attention.py", line 599, in forward\n'
              "    return self.forward_windows(\n"
              '  File "/ssd2/ktransformers/operators/attention.py", line 539, in forward_windows\n')
    for text in (throughput, frames):
        assert read_paste(text).input_kinds == ["runtime log"], text
        assert codes(text) == set()
    # a file named in a sentence is no frame
    assert "unrecognized_input" in codes('I edited File "attention.py", line 599, in forward and it failed.\n')
