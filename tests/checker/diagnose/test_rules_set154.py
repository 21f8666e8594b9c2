"""Readings added while published_holdout154 was tuned on: NCCL's warnings with their source file and error number,
cuBLAS failing to allocate, and a count of GPUs written as an adjective ("a 4-GPU node")."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

NCCL_WARN = "TENCENT64:47604:53083 [{dev}] include/alloc.h:103 NCCL WARN Cuda failure 2 'out of memory'\n"


def test_nccls_warnings_with_their_source_line_name_the_device_and_the_out_of_memory():
    assert codes(NCCL_WARN.format(dev=0)) == {"out_of_memory"}
    both = NCCL_WARN.format(dev=0) + NCCL_WARN.format(dev=7)
    assert len(read_paste(both).gpus) == 8  # device 7 is an eighth
    assert codes(both) == {"out_of_memory", "multi_gpu"}
    # (the same line without the source file, as NCCL's INFO lines print, still names its device)
    assert "multi_gpu" in codes("host:1:2 [1] NCCL INFO Connected all rings\n")


def test_cublas_failing_to_allocate_its_handle_is_out_of_memory():
    line = "RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`\n"
    assert "out_of_memory" in codes(line)
    assert "out_of_memory" not in codes(line.replace("ALLOC_FAILED", "NOT_INITIALIZED"))


def test_a_count_joined_to_gpu_by_a_hyphen_is_a_count_but_not_one_with_a_space():
    text = "Long rollouts spike the memory of a 4-GPU (TP4) 14B trainer:\n" + (
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.84 GiB.\n")
    assert codes(text) == {"out_of_memory", "multi_gpu"}
    assert "multi_gpu" not in codes(text.replace("4-GPU", "4 GPU"))
    assert "multi_gpu" not in codes(text.replace("4-GPU", "4-GPU-hour"))
