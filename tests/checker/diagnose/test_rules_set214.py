"""Readings added while published_holdout214 was tuned on: sycl-ls, oneAPI's list of the devices each SYCL backend
sees."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import sycl_ls
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# ggml-org/llama.cpp #6991 (published_holdout214): the sycl-ls of 2024 at a shell prompt, an Arc card and an iGPU
OLD = ("dg2@dg2-demo:~/Desktop/anna$ sycl-ls\n"
       "[opencl:acc:0] Intel(R) FPGA Emulation Platform for OpenCL(TM), Intel(R) FPGA Emulation Device OpenCL 1.2  "
       "[2023.16.12.0.12_195853.xmain-hotfix]\n"
       "[opencl:cpu:1] Intel(R) OpenCL, 12th Gen Intel(R) Core(TM) i7-12700H OpenCL 3.0 (Build 0) [2023.16.12.0.12]\n"
       "[opencl:gpu:2] Intel(R) OpenCL Graphics, Intel(R) Arc(TM) A770M Graphics OpenCL 3.0 NEO  [23.52.28202.51]\n"
       "[opencl:gpu:3] Intel(R) OpenCL Graphics, Intel(R) Iris(R) Xe Graphics OpenCL 3.0 NEO  [23.52.28202.51]\n"
       "[ext_oneapi_level_zero:gpu:0] Intel(R) Level-Zero, Intel(R) Arc(TM) A770M Graphics 1.3 [1.3.28202]\n"
       "[ext_oneapi_level_zero:gpu:1] Intel(R) Level-Zero, Intel(R) Iris(R) Xe Graphics 1.3 [1.3.28202]\n")
# published_holdout53: the later form, quoted inside a sentence of an issue's environment list
NEW = ("sycl-ls confirms the device is correctly detected before running llama.cpp:   [level_zero:gpu][level_zero:0] "
       "Intel(R) oneAPI Unified Runtime over Level-Zero V2, Intel(R) Arc(TM) Pro B60 Graphics 20.1.0 [1.17.39395+13]\n"
       "[opencl:gpu][opencl:1] Intel(R) OpenCL Graphics, Intel(R) Arc(TM) Pro B60 Graphics OpenCL 3.0 NEO [26.31.39395.13]\n")


def test_each_gpu_is_counted_once_whatever_backends_list_it():
    snapshot = read_paste(OLD)
    assert [gpu.name for gpu in snapshot.gpus] == ["Intel(R) Arc(TM) A770M Graphics", "Intel(R) Iris(R) Xe Graphics"]
    assert codes(OLD) == {"multi_gpu"}
    assert [gpu.name for gpu in read_paste(NEW).gpus] == ["Intel(R) Arc(TM) Pro B60 Graphics"]
    assert codes(NEW) == set()  # one card, nothing to judge: read, not "not recognized"
    cuda = "[ext_oneapi_cuda:gpu:0] NVIDIA CUDA BACKEND, NVIDIA GeForce RTX 3080 8.6 [CUDA 12.2]\n"
    assert [gpu.name for gpu in read_paste(cuda).gpus] == ["NVIDIA GeForce RTX 3080"]


def test_cpu_and_emulation_entries_are_no_gpus():
    assert sycl_ls.parse(OLD.replace(":gpu:", ":cpu:")) is None


@given(st.lists(st.sampled_from(["Intel(R) Arc(TM) A770 Graphics", "Intel(R) UHD Graphics 770",
                                 "Intel(R) Arc(TM) B580 Graphics"]), min_size=1, max_size=6),
       st.sampled_from(["[ext_oneapi_level_zero:gpu:{i}] Intel(R) Level-Zero, {name} 1.3 [1.3.26241]",
                        "[opencl:gpu:{i}] Intel(R) OpenCL Graphics, {name} OpenCL 3.0 NEO  [23.17.26241.33]",
                        "[level_zero:gpu][level_zero:{i}] Intel(R) oneAPI Unified Runtime over Level-Zero, {name} 12.55.8 "
                        "[1.3.29735]"]))
def test_the_gpus_are_the_distinct_names_in_the_order_listed(names, template):
    text = "".join(template.format(i=i, name=name) + "\n" for i, name in enumerate(names))
    assert [gpu.name for gpu in sycl_ls.parse(text).gpus] == list(dict.fromkeys(names))


def test_an_xpu_smi_discovery_box_cut_under_its_header_is_cut():
    # llama.cpp #6991 (published_holdout214): the box's rule under its header fell to the index's cut
    cut = ("dg2@dg2-demo:~/Desktop/anna$ sudo xpu-smi discovery\n"
           "+-----------+--------------------------------------------------------------------------------------+\n"
           "| Device ID | Device Information                                                                   |\n")
    assert codes(cut) == {"truncated"}
    closed = cut + "+-----------+--------------------------------------------------------------------------------------+\n"
    assert "truncated" not in codes(closed)
