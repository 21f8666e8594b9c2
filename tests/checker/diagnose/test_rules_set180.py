"""Readings added while published_holdout180 was tuned on: CuPy's, Kaldi's and Caffe's words for a GPU out of memory,
and a one-column query whose header a script printed before each one-row call."""

import pytest

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

CUPY = "Exception in main training loop: out of memory to allocate 205520896 bytes (total 16068929536 bytes)\n"
CUPY_7 = ("cupy.cuda.memory.OutOfMemoryError: Out of memory allocating 1,073,741,824 bytes (allocated so far: "
          "11,811,160,064 bytes).\n")
KALDI = ("ERROR (nnet3-train[5.5]:AllocateNewRegion():cu-allocator.cc:519) Failed to allocate a memory region of "
         "8088715264 bytes.  Possibly this is due to sharing the GPU.\n")
CAFFE = "F0830 04:37:44.953891  4368 syncedmem.cpp:58] Check failed: error == cudaSuccess (2 vs. 0)  out of memory\n"


@pytest.mark.parametrize(("paste", "other"), [
    # (CuPy's figures in a sentence of the author's without its words are not the error)
    (CUPY, "I tried to allocate 205520896 bytes (total 16068929536 bytes)\n"),
    (CUPY_7, CUPY_7.replace("cupy.cuda.memory.OutOfMemoryError: Out of memory allocating", "Allocating")),
    # (Kaldi's allocator region printed as allocated is no failure)
    (KALDI, KALDI.replace("Failed to allocate", "Allocated")),
    # (another CUDA error in the same check is not memory: 9 is cudaErrorInvalidConfiguration)
    (CAFFE, CAFFE.replace("(2 vs. 0)  out of memory", "(9 vs. 0)  invalid configuration argument")),
], ids=["cupy-before-7", "cupy-7", "kaldi-allocator", "caffe-syncedmem"])
def test_framework_words_for_a_gpu_out_of_memory(paste, other):
    assert "out_of_memory" in codes(paste)
    assert "out_of_memory" not in codes(other)


def test_a_one_row_call_repeated_is_one_gpu_sampled():
    samples = "".join(f"utilization.gpu [%]\n{share} %\n" for share in (85, 100, 94, 91))
    snapshot = read_paste(samples)
    assert [(g.index, g.utilization_pct, g.peak_utilization_pct) for g in snapshot.gpus] == [(0, 91, 100)]
    # (rows under one header are one call's GPUs or one GPU's samples: no GPU claimed)
    assert read_paste("utilization.gpu [%]\n85 %\n100 %\n94 %\n").gpus == []
