"""Accelerate's warning that its device map sent part of the model to system memory or disk is a split."""

import pytest

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


@pytest.mark.parametrize("line", [
    # accelerate/big_modeling.py's dispatch_model, today's wording and that of its 2023-24 releases ("meta device device"),
    # both as published (published_holdout162's llm-compressor comment, published_holdout189's LLaMA-Factory log)
    "Some parameters are on the meta device because they were offloaded to the cpu.",
    "WARNING:root:Some parameters are on the meta device device because they were offloaded to the cpu and disk.",
    "Some parameters are on the meta device because they were offloaded to the disk.",
])
def test_accelerates_offload_warning_is_a_partial_offload(line):
    text = ("Loading checkpoint shards: 100%|██████████| 4/4 [00:12<00:00,  3.16s/it]\n" + line + "\n")
    finding, = [f for f in diagnose(text).findings if f.code == "partial_offload"]
    assert "device_map" in finding.detail and "hf_device_map" in finding.detail
    assert line.removeprefix("WARNING:root:") in finding.evidence


def test_an_out_of_memory_after_it_is_the_out_of_memory_and_near_copies_are_not_a_split():
    # the plan did not hold where an allocation then failed
    oom = ("Some parameters are on the meta device because they were offloaded to the cpu.\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of 23.64 GiB "
           "of which 3.50 MiB is free.\n")
    assert "partial_offload" not in codes(oom) and "out_of_memory" in codes(oom)
    # a README's advice about the warning, and another library's words, are no dispatch
    for text in ("Some parameters are on the meta device because they were offloaded to the GPU.\n",
                 "Weights were offloaded to the cpu by the user.\n"):
        assert "partial_offload" not in codes(text), text
