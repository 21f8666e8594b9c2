"""Readings added while published_holdout128 was tuned on: NVIDIA's container finding CUDA unable to start on the driver
is a driver error; lm-evaluation-harness's, OpenCompass's (mmengine's), TurboMind's and llm.c's lines are logs, and
llm.c's process count states its GPUs."""

from checker.diagnose.parsers.stated_gpus import stated_count
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes


def test_cuda_failing_on_a_present_driver_in_a_container_is_a_driver_error():
    text = ("qanything-container-local | ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU "
            "functionality will not be available.\n"
            "qanything-container-local |    [[ Unable to initialize CUDA driver (error ???) ]]\n")
    assert "driver_error" in codes(text)
    absent = "WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.\n"
    assert "driver_error" not in codes(absent)


def test_more_loggers_are_logs():
    for line in ("2024-10-04:14:46:18,784 INFO     [__main__.py:279] Verbosity set to INFO\n",
                 "03/14 17:17:45 - OpenCompass - INFO - Partitioned into 4 tasks.\n",
                 "[TM][ERROR] CUDA runtime error: invalid argument /opt/lmdeploy/src/turbomind/LlamaBatch.cc:693\n",
                 "Started Multi Node training managed by Slurm: ProcessID:0, NumProcess::4, DeviceId:0\n"):
        assert read_paste(line).input_kinds == ["runtime log"], line
    assert stated_count("Started Multi Node training managed by Slurm: ProcessID:0, NumProcess::4, DeviceId:0")[0] == 4
