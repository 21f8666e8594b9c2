"""Readings added while published_holdout133 was tuned on: the RWKV runtime's strategy on a DirectML card
("privateuse1"), Triton's pinned-memory pool refused by an old driver (a driver error with no CPU run), and lines that
mark a program's log with nothing to judge (GPUStack's gateway, llama-box's chat template, ggml's GGUF reader failing to
open a path, PyTorch's CPU allocator out of system memory on Windows)."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes


def test_a_directml_device_in_the_rwkv_strategy_holds_its_layers_on_the_gpu():
    strategy = ("Strategy: (total 32+1=33 layers)\n"
                "* privateuse1 [float16, float16], store 4 layers\n"
                "* cpu [float32, float32], store 29 layers\n")
    assert "partial_offload" in codes(strategy)
    assert "cpu_only" not in codes(strategy)
    assert "full_gpu" in codes(strategy.replace("store 4 layers", "store 33 layers").split("* cpu")[0])


def test_tritons_pinned_pool_refused_by_the_driver_is_a_driver_error_without_a_cpu_run():
    line = ("W0816 16:43:33.649654 127 pinned_memory_manager.cc:236] Unable to allocate pinned system memory, pinned "
            "memory pool will not be available: CUDA driver version is insufficient for CUDA runtime version\n")
    assert codes(line) == {"driver_error"}
    # the same driver message from a runtime that goes on without the GPU
    assert {"driver_error", "cpu_only"} <= codes("ggml_cuda_init: failed to initialize CUDA: CUDA driver version is "
                                                 "insufficient for CUDA runtime version\n")


def test_lines_that_mark_a_log_with_nothing_to_judge():
    for text in (
        "2025-11-24 15:48:29.233113+08:00 - gpustack.gateway.utils - INFO - Updated WasmPlugin gpustack-ai-statistics "
        "in namespace higress-system.\n",
        "0.01.216.210 I srv                load_model: chat template, built_in: true, alias: chatml, tool call: supported\n",
        "gguf_init_from_file: failed to open '': 'Invalid argument'\n",
        "[enforce fail at ..\\c10\\core\\impl\\alloc_cpu.cpp:72] data. DefaultCPUAllocator: not enough memory: you tried "
        "to allocate 268435456 bytes.\n",
    ):
        assert read_paste(text).input_kinds == ["runtime log"], text
        assert codes(text) == set(), text
