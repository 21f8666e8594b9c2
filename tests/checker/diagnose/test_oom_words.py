"""Runtimes' and frameworks' words for a GPU out of memory, each beside a near copy that is not read: the readings of
the sets tuned on since published_holdout179, one case each (checker.diagnose.parsers.oom_patterns)."""

import pytest

from tests.checker.diagnose.helpers import codes

# published_holdout179: TensorFlow's CUDA launch check, PaddlePaddle Fluid's memory check, MXNet's pooled allocator
TENSORFLOW = ("Non-OK-status: GpuLaunchKernel (FillPhiloxRandomKernelLaunch <Distribution>, num_blocks, block_size, 0, "
              "d.stream (), gen, data, size, dist) status: Internal: out of memory\n")
FLUID = ("paddle.fluid.core.EnforceNotMet: enforce allocating <= available failed, 10513462067 > 1369702144\n"
         "at [/home/disk1/paddle/Paddle/paddle/fluid/platform/gpu_info.cc:89]\n")
MXNET = ("mxnet.base.MXNetError: [21:36:37] src/storage/./pooled_storage_manager.h:143: cudaMalloc retry failed: out of "
         "memory\n")

# published_holdout180: CuPy's memory pool (before v7 and since), Kaldi's CUDA allocator, Caffe's synced memory
CUPY = "Exception in main training loop: out of memory to allocate 205520896 bytes (total 16068929536 bytes)\n"
CUPY_7 = ("cupy.cuda.memory.OutOfMemoryError: Out of memory allocating 1,073,741,824 bytes (allocated so far: "
          "11,811,160,064 bytes).\n")
KALDI = ("ERROR (nnet3-train[5.5]:AllocateNewRegion():cu-allocator.cc:519) Failed to allocate a memory region of "
         "8088715264 bytes.  Possibly this is due to sharing the GPU.\n")
CAFFE = "F0830 04:37:44.953891  4368 syncedmem.cpp:58] Check failed: error == cudaSuccess (2 vs. 0)  out of memory\n"


@pytest.mark.parametrize(("paste", "other"), [
    # (the same launch failing for another reason is no out-of-memory)
    (TENSORFLOW, TENSORFLOW.replace("Internal: out of memory", "Internal: invalid configuration argument")),
    # (Fluid's check of another pair of figures is not its memory check)
    (FLUID, FLUID.replace("allocating <= available", "numel <= capacity")),
    (MXNET, MXNET.replace("out of memory", "an illegal memory access was encountered")),
    # (CuPy's figures in a sentence of the author's without its words are not the error)
    (CUPY, "I tried to allocate 205520896 bytes (total 16068929536 bytes)\n"),
    (CUPY_7, CUPY_7.replace("cupy.cuda.memory.OutOfMemoryError: Out of memory allocating", "Allocating")),
    # (Kaldi's allocator region printed as allocated is no failure)
    (KALDI, KALDI.replace("Failed to allocate", "Allocated")),
    # (another CUDA error in the same check is not memory: 9 is cudaErrorInvalidConfiguration)
    (CAFFE, CAFFE.replace("(2 vs. 0)  out of memory", "(9 vs. 0)  invalid configuration argument")),
], ids=["tensorflow-launch", "paddle-fluid-enforce", "mxnet-pooled-storage", "cupy-before-7", "cupy-7", "kaldi-allocator",
        "caffe-syncedmem"])
def test_framework_words_for_a_gpu_out_of_memory(paste, other):
    assert "out_of_memory" in codes(paste)
    assert "out_of_memory" not in codes(other)
