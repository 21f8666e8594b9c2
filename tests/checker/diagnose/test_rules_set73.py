"""Readings added while published_holdout73 was tuned on: PyTorch's CUDA initialization warning, its old out-of-memory
message without a space before the unit, llama-cpp-python's and ggml's 2023 lines, and PyTorch's rank-prefixed
traceback."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_pytorch_s_cuda_initialization_warning_is_a_driver_error_and_a_cpu_run():
    text = ("/env/lib/python3.10/site-packages/torch/cuda/__init__.py:107: UserWarning: CUDA initialization: CUDA unknown "
            "error - this may be due to an incorrectly set up environment, e.g. changing env variable CUDA_VISIBLE_DEVICES "
            "after program start. Setting the available devices to be zero. (Triggered internally at "
            "../c10/cuda/CUDAFunctions.cpp:109.)\n")
    assert {"driver_error", "cpu_only"} <= codes(text)
    assert "driver_error" in codes("UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you "
                                   "run some cuda functions before calling NumCudaDevices() that might have already set an "
                                   "error? Error 804: forward compatibility was attempted on non supported HW\n")


def test_pytorch_s_old_message_without_a_space_before_the_unit_gives_the_card():
    text = ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 98 MiB. (GPU 0; 44.32GiB total capacity; "
            "9.29 GiB already allocated; 41.00 MiB free; 9.29 GiB reserved in total by PyTorch)\n")
    gpu = diagnose(text).snapshot.gpus[0]
    assert gpu.memory_total_mib == 45383.7 and codes(text) == {"out_of_memory"}  # the message alone (rules 2026.11.4)


def test_llama_cpp_python_s_and_ggml_s_2023_lines_are_read_with_nothing_to_judge():
    text = ("Llama.generate: prefix-match hit\nggml_new_tensor_impl: not enough space in the scratch memory pool (needed "
            "337076992, available 268435456)\nSegmentation fault (core dumped)\n")
    assert codes(text) == set()


def test_a_rank_prefixed_traceback_is_a_run_s_output():
    text = ('[rank0]:   File "/env/lib/python3.9/site-packages/torch/nn/modules/module.py", line 1736, in _wrapped_call_impl\n'
            "[rank0]:     return self._call_impl(*args, **kwargs)\n")
    assert codes(text) == set()
