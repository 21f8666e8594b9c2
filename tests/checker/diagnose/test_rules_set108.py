"""Readings added while published_holdout108 was tuned on: vLLM's engine configuration line copied without its logger's
prefix."""

from checker.diagnose.reading import read
from tests.checker.diagnose.helpers import codes

V0_CONFIG = ("Initializing an LLM engine (v0.6.3.post1) with config: model='Llama-3.2-3B-Instruct', "
             "speculative_config=None, tokenizer='Llama-3.2-3B-Instruct', dtype=torch.bfloat16, max_seq_len=2048, "
             "tensor_parallel_size=1, pipeline_parallel_size=1, enforce_eager=True, kv_cache_dtype=fp8_e5m2")


def test_vllms_engine_configuration_without_its_prefix_is_its_log_with_nothing_to_judge():
    text = "Hi,\n  I am unable to load the model.\n\n" + V0_CONFIG + "\n\nI get the error below\n"
    assert codes(text) == set()
    v1 = ("Initializing a V1 LLM engine (v0.8.5.post1) with config: model='Qwen/Qwen3-8B', "
          "tensor_parallel_size=1, dtype=torch.bfloat16\n")
    assert codes(v1) == set()
    # The same words without the version in parentheses are a sentence, not the engine's line.
    assert codes("Initializing an LLM engine with config takes a while here.\n") == {"unrecognized_input"}


def test_the_configuration_line_is_marked_as_read_and_the_prose_skipped():
    reading = read("some words first\n" + V0_CONFIG + "\n")
    assert 1 in reading.read_lines and reading.skipped_lines == [0]
