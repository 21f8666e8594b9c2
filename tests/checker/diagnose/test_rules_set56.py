"""Readings added while published_holdout56 was tuned on: PyTorch's out-of-memory from its driver-API checks and from its
allocator on an Intel GPU, quoted in a sentence."""

import pytest

from tests.checker.diagnose.helpers import codes


@pytest.mark.parametrize("said", ["我用4070ti（12GB显存）提示 RuntimeError: CUDA driver error: out of memory\n",
                                  "I use tests/models/test_qwen2_5_omni.py to run the GPTQ model. error:XPU out of memory.\n"])
def test_pytorch_out_of_memory_words_quoted_in_a_sentence(said):
    assert codes(said) == {"out_of_memory"}
