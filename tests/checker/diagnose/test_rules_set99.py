"""Readings added while published_holdout99 was tuned on: vLLM's platform detection."""

from tests.checker.diagnose.helpers import codes

NO_PLATFORM = ("2025-07-08 14:03:55,524 - INFO - __init__.py:resolve_current_platform_cls_qualname:248 - No platform "
               "detected, vLLM is running on UnspecifiedPlatform\n")


def test_vllm_finding_no_gpu_for_its_cuda_platform_is_no_device_and_no_cpu_run():
    text = ("DEBUG [platforms/__init__.py:61] Checking if CUDA platform is available.\n"
            "DEBUG [platforms/__init__.py:78] CUDA platform is not available because no GPU is found.\n") + NO_PLATFORM
    assert codes(text) == {"no_devices"}


def test_vllm_s_unspecified_platform_alone_is_read_with_nothing_to_judge():
    # vllm-ascend's plugin takes over after it: the line alone does not say that no device is there
    assert codes(NO_PLATFORM) == set()
    assert codes(NO_PLATFORM + "INFO 02-19 16:02:59 __init__.py:174] Platform plugin ascend is activated\n") == set()
