"""Readings added while published_holdout53 was tuned on: "no CUDA-capable device" said as a program's fatal error (no
CPU run after it), and xpu-smi's boxed device list copied from below its heading."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_no_cuda_device_as_a_fatal_error_is_no_device_without_a_cpu_run():
    for line in ("RuntimeError: CUDA Runtime Error: no CUDA-capable device is detected\n",
                 "RuntimeError: CUDA failed with error no CUDA-capable device is detected\n",
                 "CUDA error 100 at /home/u/llama.cpp/ggml-cuda.cu:484: no CUDA-capable device is detected\n"):
        assert codes(line) == {"no_devices"}, line
    # ggml_cuda_init's own set-up goes on without the GPU: a CPU run
    assert codes("ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected\n") == {"no_devices", "cpu_only"}


def test_xpu_smi_boxed_devices_copied_from_below_the_heading():
    border = "+-----------+--------------------------------------------------------------------------------------+\n"
    rows = "".join(f"| {n:<9} | {'Device Name: Intel(R) Arc(TM) A770 Graphics':<84} |\n" + border for n in (5, 6))
    result = diagnose(rows)
    assert [g.index for g in result.snapshot.gpus] == [5, 6] and "multi_gpu" in {f.code for f in result.findings}
