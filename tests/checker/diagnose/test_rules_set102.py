"""Readings added while published_holdout102 was tuned on: llama.cpp's fit finding no device with memory of its own."""

from tests.checker.diagnose.helpers import codes

FIT = ("main: loading model\n"
       "common_init_result: fitting params to device memory, for bugs during this step try to reproduce them with -fit off\n"
       "llama_params_fit_impl: no devices with dedicated memory found\n"
       "llama_params_fit: successfully fit params to free device memory\n")


def test_a_fit_with_no_dedicated_device_is_a_cpu_run():
    assert codes(FIT) == {"cpu_only"}


def test_beside_a_gpu_the_log_names_it_is_an_integrated_one_and_no_cpu_run():
    # llama.cpp's fit counts only devices with memory of their own: a Vulkan APU still takes the layers
    vulkan = ("ggml_vulkan: Found 1 Vulkan devices:\n"
              "ggml_vulkan: 0 = AMD Radeon 740M Graphics (RADV PHOENIX) (radv) | uma: 1 | fp16: 1 | bf16: 0 | "
              "warp size: 64 | shared memory: 65536 | int dot: 1 | matrix cores: KHR_coopmat\n")
    assert "cpu_only" not in codes(vulkan + FIT)
