"""Readings added while published_holdout163 was tuned on: a shell's trace of a GPU job's launch script and CMake's
configure run of a ggml project, each a log with nothing to judge."""

import pytest

from tests.checker.diagnose.helpers import codes, is_quiet_log

XTRACE = ("The log is as follows:\n+ export NCCL_DEBUG=WARN\n+ NCCL_DEBUG=WARN\n"
          "+ export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n+ PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n"
          "+ port=6379\n+ ray start --head --port=6379 --include-dashboard=false --block\n")
CONFIGURE = ("E:\\projects\\chatglm.cpp>cmake -B build\n-- Selecting Windows SDK version 10.0.22000.0 to target Windows 10.0.19045.\n"
             "-- x86 detected\n-- Configuring done (0.7s)\n-- Generating done (0.7s)\n"
             "-- Build files have been written to: E:/projects/chatglm.cpp/build\n")


@pytest.mark.parametrize(("paste", "unread"), [
    # the same settings written in a script, not traced, are not a program's output
    (XTRACE, XTRACE.replace("+ ", "")),
    # a configure run cut before CMake's last line says nothing Diagnose knows
    (CONFIGURE, CONFIGURE.rsplit("-- Build files", 1)[0]),
], ids=["launch-script-trace", "cmake-configure"])
def test_a_launch_trace_and_a_configure_run_are_logs_with_nothing_to_judge(paste, unread):
    assert is_quiet_log(paste)
    assert "unrecognized_input" in codes(unread)
