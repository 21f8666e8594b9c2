"""Readings added while published_holdout77 was tuned on: one format's figures completing another's GPU, llama.cpp's
total VRAM in ggml_cuda_init's line, InstructLab's CPU-only llama-cpp-python and FlexGen's plan."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_a_monitor_s_figures_complete_the_gpu_pytorch_s_message_gives():
    text = ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 144.00 MiB. GPU 0 has a total capacty of "
            "22.19 GiB of which 98.50 MiB is free.\n\n"
            "Device 0 [NVIDIA A10G] PCIe GEN 1@ 8x RX: 0.000 kB/s TX: 0.000 kB/s\n"
            "GPU 0MHz    MEM 405MHz  TEMP  29°C FAN   0% POW  16 / 300 W\n"
            "GPU[                          0%] MEM[                  0.3G/24.1G]\n")
    gpus = diagnose(text).snapshot.gpus
    assert len(gpus) == 1
    gpu = gpus[0]
    assert (gpu.name, gpu.memory_total_mib, gpu.temperature_c, gpu.power_draw_w, gpu.power_limit_w) == (
        "NVIDIA A10G", 22722.6, 29.0, 16.0, 300.0)


def test_ggml_cuda_init_s_total_vram_is_the_one_device_s_size():
    text = ("ggml_cuda_init: found 1 CUDA devices (Total VRAM: 24123 MiB):\n"
            "  Device 0: NVIDIA GeForce RTX 3090, compute capability 8.6\n")
    assert diagnose(text).snapshot.gpus[0].memory_total_mib == 24123.0
    two = ("ggml_cuda_init: found 2 CUDA devices (Total VRAM: 48246 MiB):\n"
           "  Device 0: NVIDIA GeForce RTX 3090, compute capability 8.6\n  Device 1: NVIDIA GeForce RTX 3090, compute capability 8.6\n")
    assert all(g.memory_total_mib is None for g in diagnose(two).snapshot.gpus)


def test_instructlab_s_llama_cpp_python_without_acceleration_runs_on_the_cpu():
    text = ("(venv) root:~# ilab generate\n"
            "llama_cpp_python is built without hardware acceleration. ilab generate will be very slow.\n")
    assert "cpu_only" in codes(text)


def test_flexgen_s_plan_and_peak_are_read_with_nothing_to_judge():
    assert codes("model size: 2.443 GB, cache size: 0.100 GB, hidden size (prefill): 0.002 GB\n") == set()
    assert codes("peak gpu mem: 6.0679 GB\n") == set()
