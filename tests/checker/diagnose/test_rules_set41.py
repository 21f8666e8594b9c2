"""Readings added while published_holdout41 was tuned on: KoboldCpp's automatic fit that places no layer, llama.cpp's
Metal buffers of 2023 summed against the working set, a Windows driver under a WSL drive prompt, and llama-box's
load progress."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_koboldcpps_autofit_with_no_gpu_layer_runs_on_the_cpu():
    log = ("Autofit Reserve Space: 12918 MB\nAutofit Success: 1, Autofit Result: -c 8320 -ngl 0\n"
           "llama_model_load_from_file_impl: using device CUDA0 (NVIDIA GeForce RTX 4070 Laptop GPU) (0000:01:00.0) - 7054 MiB free\n")
    assert "cpu_only" in codes(log)
    assert "cpu_only" not in codes(log.replace("-ngl 0", "-ngl 40"))


def test_metal_buffers_of_2023_past_the_working_set_are_nearly_full_and_never_room():
    head = "ggml_metal_init: recommendedMaxWorkingSetSize = 10922.67 MB\nggml_metal_init: hasUnifiedMemory = true\n"
    buffer = "ggml_metal_add_buffer: allocated 'data            ' buffer, size =  8192.00 MB, offs = {}\n"
    three = head + "".join(buffer.format(offset) for offset in (0, 8442462208, 16884924416))
    gpu, = diagnose(three).snapshot.gpus
    assert (gpu.memory_used_mib, gpu.memory_total_mib) == (24576, 10922.67)
    assert codes(three) == {"vram_nearly_full"}
    assert codes(head + buffer.format(0)) == set()  # the first buffer of several: no room claimed (the rest may be cut)


def test_a_windows_driver_under_a_wsl_drive_prompt_is_wsl():
    gpustat = ("(venv) me@AI-PC:/mnt/d/project$  gpustat -p\nAI-PC                       Fri Dec 26 11:54:45 2025  576.88\n"
               "[0] NVIDIA GeForce RTX 5090 | 48°C,   0 % | 15764 / 32607 MB | me/223(?M)\n")
    assert "wsl" in codes(gpustat)
    assert "wsl" not in codes(gpustat.replace("/mnt/d/project", "~/project"))  # a two-part number alone is not enough
    assert "wsl" not in codes(gpustat.replace("576.88", "575.57.08"))  # a Linux driver's number


def test_llama_box_load_progress_is_read():
    log = "[2025-06-14 23:20:30.830582] I loaded  85% model tensors into buffer\n"
    result = diagnose(log)
    assert result.snapshot.input_kinds == ["runtime log"] and not result.findings
