"""Readings added while published_holdout50 was tuned on: CUDA's allocation error by its runtime name and without a
space, llama.cpp's late-2023 weight sums and PowerInfer's offload count, and tensor overrides to the CPU read as a log."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_cudas_allocation_error_by_its_name_and_without_a_space_is_out_of_memory():
    assert "out_of_memory" in codes("  CUDA error = 2, cudaErrorMemoryAllocation at src/devices/cuda/fastllm-cuda.cu:1485\n")
    assert "out_of_memory" in codes("RuntimeError:CUDA error:out of memory\n")


def test_late_2023_weight_sums_and_powerinfers_count_say_where_the_weights_are():
    powerinfer = ("llm_load_sparse_model_tensors: offloaded layers from VRAM budget(-2147483648 bytes): 81/80\n"
                  "llm_load_sparse_model_tensors: mem required  = 40226.35 MB\n"
                  "llm_load_sparse_model_tensors: VRAM used: 9842.91 MB\n")
    load = diagnose(powerinfer).snapshot.load
    assert (load.layers_offloaded, load.layers_total) == (80, 80)
    assert load.buffers_mib == {"CPU": {"model": 40226.35}, "CUDA": {"model": 9842.91}}
    assert "partial_offload" in codes(powerinfer)
    full = ("llm_load_tensors: offloaded 35/35 layers to GPU\nllm_load_tensors: mem required  =   70.42 MB\n"
            "llm_load_tensors: VRAM used: 3577.56 MB\n")
    assert "full_gpu" in codes(full)
    # GGML v3's figure is the whole model's RAM for a CPU run, not what stayed there
    assert diagnose("llama_model_load_internal: mem required  = 11359.05 MB (+ 1608.00 MB per state)\n").snapshot.load is None


def test_tensor_overrides_to_the_cpu_are_read_without_a_finding():
    lines = "".join(f"tensor blk.86.ffn_{part}_exps.weight (330 MiB q3_K) buffer type overridden to CPU\n" for part in ("gate", "up"))
    assert codes(lines) == set()
