"""Readings added while published_holdout135 was tuned on: llama.cpp of 2023 naming its GPU backend (its layer count
is then of layers on the GPU), CUDA's runtime library missing where a plugin or provider loads it, ONNX Runtime's arena
out of memory, and club-3090's rig report of a card whose power limit reads N/A."""

import pytest

from checker.diagnose.parsers import runtime_failures
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

LOAD_2023 = ("llm_load_tensors: ggml ctx size =    0.09 MB\n"
             "llm_load_tensors: using CUDA for GPU acceleration\n"
             "llm_load_tensors: mem required  =   86.05 MB (+  128.00 MB per state)\n"
             "llm_load_tensors: offloading 32 repeating layers to GPU\n"
             "llm_load_tensors: offloaded 34/35 layers to GPU\n")


def test_a_2023_gpu_build_counts_its_layers_on_the_gpu_before_its_vram_line():
    assert "partial_offload" in codes(LOAD_2023)
    # the same count with no backend named and host memory alone is a build without GPU support
    assert "cpu_only" in codes(LOAD_2023.replace("llm_load_tensors: using CUDA for GPU acceleration\n", ""))


@pytest.mark.parametrize("line, expected", [
    # CUDA's runtime missing where a plugin or provider loads it: a driver error, and the program stops (no CPU run)
    ("[2024-01-17 05:33:58.120] [error]     load library failed:libcudart.so.12: cannot open shared object file: No such "
     "file or directory\n", {"driver_error"}),
    ('onnxruntime::ProviderLibrary::Get [ONNXRuntimeError] : 1 : FAIL : LoadLibrary failed with error 126 "" when trying '
     'to load "C:\\foundry\\onnxruntime_providers_cuda.dll"\n', {"driver_error"}),
    # ONNX Runtime's arena allocator out of memory
    ("Exception during initialization: D:\\a\\_work\\1\\s\\onnxruntime\\core\\framework\\bfc_arena.cc:376 "
     "onnxruntime::BFCArena::AllocateRawInternal Failed to allocate memory for requested buffer of size 197001216\n",
     {"out_of_memory"}),
])
def test_a_missing_cuda_runtime_and_onnx_runtimes_arena(line, expected):
    assert codes(line) == expected


def test_a_rig_report_with_no_power_limit_still_reads_the_draw():
    report = ("- **GPU 0:** NVIDIA GeForce RTX 5090 Laptop GPU | 24463 MiB | driver 596.36 | VBIOS 98.03.5c.00.b4\n"
              "  - **Power:** limit=[N/A] (default=95.00 W, max=175.00 W) | current_draw=9.95 W\n")
    gpu = read_paste(report).gpus[0]
    assert (gpu.power_draw_w, gpu.power_limit_w, gpu.memory_total_mib) == (9.95, None, 24463.0)


def test_ollamas_missing_cudart_is_not_a_stop():
    # Ollama looks for another library, or runs on the CPU, after its own wording of the same failure
    line = ("time=2024-03-01T10:00:00.000Z level=INFO source=gpu.go:282 msg=\"Unable to load cudart library "
            "/usr/lib/libcudart.so.12: libcudart.so.12: cannot open shared object file: No such file or directory\"\n")
    assert not runtime_failures.CUDA_RUNTIME_MISSING.search(line)
