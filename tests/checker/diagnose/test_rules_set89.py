"""Readings added while published_holdout89 was tuned on: llama.cpp's pipeline parallelism as several GPUs, cortex.cpp's
log, Lemonade's wait for its backend and Vulkan's incompatible driver."""

from tests.checker.diagnose.helpers import codes


def test_pipeline_parallelism_means_several_devices():
    text = ("llama_context:  CUDA_Host  output buffer size =     0.49 MiB\n"
            "llama_context: pipeline parallelism enabled (n_copies=4)\n")
    assert "multi_gpu" in codes(text)


def test_cortex_s_log_and_lemonade_s_wait_are_read_with_nothing_to_judge():
    cortex = "20241114 05:49:51.989000 UTC 7484 INFO  Origin:  - main.cc:160\n"
    lemonade = "Still waiting for llama-server...\nStill waiting for llama-server...\n"
    assert codes(cortex) == set() and codes(lemonade) == set()


def test_vulkan_finding_no_compatible_driver_is_a_driver_error_that_stops_the_run():
    text = ("TVMError: Traceback (most recent call last):\n"
            "  File \"/workspace/tvm/src/runtime/vulkan/vulkan_instance.cc\", line 111\n"
            "TVMError: Vulkan Error, code=-9: VK_ERROR_INCOMPATIBLE_DRIVER\n")
    assert codes(text) == {"driver_error"}
