"""Readings added while published_holdout83 was tuned on: a Python traceback cut before its error, llama-bench's table with
its headings capitalised, and MLX's buffer-size error without its prefix."""

from tests.checker.diagnose.helpers import codes

TRACEBACK = ("It will show the following error:\n"
             "```shell\n"
             "Traceback (most recent call last):\n"
             '  File "/root/DeepSpeedExamples/inference/huggingface/text-generation/inference-test.py", line 82, in <module>\n'
             "    outputs = pipe(inputs,\n"
             '  File "/miniconda/envs/py310/lib/python3.10/site-packages/deepspeed/inference/engine.py", line 636, in _generate\n'
             "    return self.module.generate(*inputs, **kwargs)\n")


def test_a_traceback_cut_before_its_error_is_read_with_nothing_to_judge():
    assert codes(TRACEBACK) == set()


def test_a_traceback_s_error_is_still_judged():
    assert "out_of_memory" in codes(TRACEBACK + "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. "
                                                "GPU 0 has a total capacity of 23.65 GiB of which 1.06 MiB is free.\n")


def test_llama_bench_s_table_with_capitalised_headings_is_read():
    text = ("| Model | Size | Params | Backend | ngl | Threads | Test | t/s |\n"
            "|-------|------|--------|---------|-----|---------|------|-----|\n"
            "| qwen2 14B Q4_K - Medium | 8.37 GiB | 14.77 B | SYCL | 99 | 8 | pp512 | 899.67 ± 1.85 |\n")
    assert codes(text) == set()


def test_mlx_s_buffer_size_error_without_its_prefix_is_an_out_of_memory():
    text = ("`libc++abi: terminating due to uncaught exception of type std::runtime_error: Attempting to allocate "
            "19081554496 bytes which is greater than the maximum allowed buffer size of 17179869184 bytes.`\n")
    assert codes(text) == {"out_of_memory"}
