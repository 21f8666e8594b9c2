"""Readings added while published_holdout101 was tuned on: llama.cpp's automatic fit with no GPU device to fit on."""

from tests.checker.diagnose.helpers import codes

LOG = ("0.00.010.824 I device_info:\n"
       "0.00.010.854 I   - CPU     : ARMv8 Processor rev 0 (v8l) (3616 MiB, 3616 MiB free)\n"
       "0.00.019.759 I common_init_result: fitting params to device memory ...\n"
       "0.00.162.382 I common_params_fit_impl: projected to use 466 MiB of host memory vs. 3616 MiB of total host memory\n")


def test_a_fit_projected_on_host_memory_alone_is_a_cpu_run():
    assert codes(LOG) == {"cpu_only"}


def test_a_fit_projected_on_device_memory_is_not():
    text = ("common_params_fit_impl: projected to use 9000 MiB of device memory vs. 23000 MiB of free device memory\n"
            "load_tensors: offloaded 41/41 layers to GPU\n")
    assert "cpu_only" not in codes(text)
