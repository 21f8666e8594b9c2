"""Readings added while published_holdout132 was tuned on: llama.cpp's 2023-24 "offloading non-repeating layers"
(every layer on the GPU), several vLLM workers going to sleep at once (a GPU each), and the lines of benchmarks and
engines that say how fast, not what the GPU holds (ds4-bench, mlx-lm, MLC LLM and TVM, llama.cpp's OpenVINO backend)."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

LOAD = ("llm_load_print_meta: model size       = 11.03 GiB (6.03 BPW)\n"
        "ggml_cuda_init: found 1 CUDA devices:\n"
        "  Device 0: Tesla V100-PCIE-32GB, compute capability 7.0, VMM: yes\n"
        "llm_load_tensors: offloading 27 repeating layers to GPU\n")


def test_the_non_repeating_layers_on_the_gpu_are_a_full_offload():
    assert "full_gpu" in codes(LOAD + "llm_load_tensors: offloading non-repeating layers to GPU\n")
    # the repeating layers alone say nothing of the share
    assert "full_gpu" not in codes(LOAD)


def _sleep(seconds: list[int]) -> str:
    return "".join(f"INFO 08-27 09:29:{s:02d} [gpu_worker.py:81] Sleep mode freed 42.16 GiB memory, 16.79 GiB memory is "
                   f"still in use.\nINFO 08-27 09:29:{s:02d} [executor_base.py:210] It took 1.98 seconds to fall asleep.\n"
                   for s in seconds)


def test_vllm_workers_asleep_within_seconds_are_a_gpu_each():
    assert len(read_paste(_sleep([24, 28, 28, 29])).gpus) == 4
    assert "multi_gpu" in codes(_sleep([24, 28]))
    # one worker sleeping once a step, a minute apart: one GPU, not two
    assert "multi_gpu" not in codes(_sleep([0]) + _sleep([59]).replace("09:29:59", "09:30:59"))


def test_benchmark_and_engine_lines_are_logs_with_nothing_to_judge():
    for text in (
        "ds4: Metal device Apple M5 Max, 128.00 GiB RAM\n"
        "ds4: requesting Metal residency (may take tens of seconds)... done\n",
        "Prompt: 32159 tokens, 261.786 tokens-per-sec\nGeneration: 1000 tokens, 23.146 tokens-per-sec\n"
        "Peak memory: 13.523 GB\n",
        "[06:00:16] /work/cpp/llm_chat.cc:700: [i: 512] decoding-time=73.2919ms tok/s: 15.8149.\n"
        "[06:00:16] /work/3rdparty/tvm/src/runtime/relax_vm/memory_manager.cc:114: InternalError: Check failed: "
        "(offset + needed_size <= this->buffer.size) is false: storage allocation failure, attempted to allocate 4202496 "
        "at offset 0 in region that is 4194304bytes\n",
        "OpenVINO: using device GPU\n[GPU] Exceeded max size of memory object allocation: requested 4831838208 bytes, but "
        "max alloc size supported by device is 1073741824 bytes.\n",
    ):
        assert read_paste(text).input_kinds == ["runtime log"], text
        assert codes(text) == set(), text
