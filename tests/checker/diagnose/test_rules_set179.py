"""Readings added while published_holdout179 was tuned on: TensorFlow's, PaddlePaddle Fluid's and MXNet's words for
a GPU out of memory."""

import pytest

from tests.checker.diagnose.helpers import codes

TENSORFLOW = ("Non-OK-status: GpuLaunchKernel (FillPhiloxRandomKernelLaunch <Distribution>, num_blocks, block_size, 0, "
              "d.stream (), gen, data, size, dist) status: Internal: out of memory\n")
FLUID = ("paddle.fluid.core.EnforceNotMet: enforce allocating <= available failed, 10513462067 > 1369702144\n"
         "at [/home/disk1/paddle/Paddle/paddle/fluid/platform/gpu_info.cc:89]\n")
MXNET = ("mxnet.base.MXNetError: [21:36:37] src/storage/./pooled_storage_manager.h:143: cudaMalloc retry failed: out of "
         "memory\n")


@pytest.mark.parametrize(("paste", "other"), [
    # (the same launch failing for another reason is no out-of-memory)
    (TENSORFLOW, TENSORFLOW.replace("Internal: out of memory", "Internal: invalid configuration argument")),
    # (Fluid's check of another pair of figures is not its memory check)
    (FLUID, FLUID.replace("allocating <= available", "numel <= capacity")),
    (MXNET, MXNET.replace("out of memory", "an illegal memory access was encountered")),
], ids=["tensorflow-launch", "paddle-fluid-enforce", "mxnet-pooled-storage"])
def test_framework_words_for_a_gpu_out_of_memory(paste, other):
    assert "out_of_memory" in codes(paste)
    assert "out_of_memory" not in codes(other)
