"""Readings added while published_holdout110 was tuned on: PyTorch's allocator failing in its out-of-memory report,
vLLM V1's negative KV cache budget, and ``ollama ps`` with the command's name before its header."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

ASSERT = ('RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at "../c10/cuda/CUDACachingAllocator.cpp":995, '
          "please report a bug to PyTorch. \n")


def test_the_allocators_nvml_assert_is_an_out_of_memory():
    assert "out_of_memory" in codes("  File \"/x/vllm/model_executor/models/qwen2.py\", line 99, in __init__\n" + ASSERT)
    # Other builds' paths and line numbers
    assert "out_of_memory" in codes(ASSERT.replace("../c10", "/opt/conda/conda-bld/pytorch_1695392035891/work/c10")
                                    .replace("995", "1154"))
    # NVML failing to start or to find the card is not the out-of-memory path
    for other in ('RuntimeError: NVML_SUCCESS == DriverAPI::get()->nvmlInit_v2_() INTERNAL ASSERT FAILED at '
                  '"../c10/cuda/CUDACachingAllocator.cpp":1123, please report a bug to PyTorch.\n',
                  'RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at "../torch/csrc/cuda/Module.cpp":12\n'):
        assert "out_of_memory" not in codes(other), other


def test_a_negative_kv_cache_budget_is_an_out_of_memory():
    log = ("(EngineCore_0 pid=1321) INFO 09-06 03:10:08 [gpu_worker.py:276] Available KV cache memory: {} GiB\n"
           "(EngineCore_0 pid=1321) ERROR 09-06 03:10:08 [core.py:700] EngineCore failed to start.\n")
    assert "out_of_memory" in codes(log.format("-0.53"))
    assert "out_of_memory" not in codes(log.format("11.03"))


def test_ollama_ps_after_the_commands_name_as_a_label():
    text = ("# List running models\nollama ps\nollama ps:NAME ID SIZE PROCESSOR UNTIL\n"
            "qwen3:1.7b abc123def456 1.4 GB 100% CPU 4 minutes from now\n")
    [model] = read_paste(text).models
    assert (model.name, model.cpu_pct) == ("qwen3:1.7b", 100.0)
    assert "cpu_only" in codes(text)
    # The name alone before a header-like line of other words is not a table
    assert read_paste("ollama ps: NAME is the model, SIZE its memory\n").models == []
