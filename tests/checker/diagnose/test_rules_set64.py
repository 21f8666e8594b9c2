"""Readings added while published_holdout64 was tuned on: nvidia-smi --version, the stub NVML library, Ollama's
lower-case "nvidia" memory lookup failure, and Windows' DirectML device lost."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_nvidia_smi_version_is_read_and_says_the_driver():
    text = ("$ nvidia-smi --version\nNVIDIA-SMI version  : 555.42.02\nNVML version        : 555.42\n"
            "DRIVER version      : 555.42.02\nCUDA Version        : 12.5\n")
    diagnosis = diagnose(text)
    assert diagnosis.snapshot.driver_version == "555.42.02" and diagnosis.snapshot.gpus == []
    assert "unrecognized_input" not in codes(text)


def test_the_stub_nvml_banner_is_a_driver_error():
    text = ("2024/01/27 16:39:08 gpu.go:256: INFO Discovered GPU libraries: [/opt/cuda/targets/x86_64-linux/lib/stubs/"
            "libnvidia-ml.so /usr/lib/libnvidia-ml.so.545.29.06]\nWARNING:\n\nYou should always run with libnvidia-ml.so that is "
            "installed with your\nNVIDIA Display Driver. By default it's installed in /usr/lib and /usr/lib64.\n"
            "libnvidia-ml.so in GDK package is a stub library that is attached only for\nbuild purposes\n")
    assert "driver_error" in codes(text)


def test_ollama_s_lower_case_memory_lookup_failure_is_a_driver_error():
    text = ('time=2025-04-25T11:23:03.125+02:00 level=INFO source=gpu.go:272 msg="error looking up nvidia GPU memory" '
            'error="cuda driver library failed to get device context 801"\n'
            'time=2025-04-25T11:23:03.126+02:00 level=INFO source=gpu.go:377 msg="no compatible GPUs were discovered"\n')
    assert {"driver_error", "no_devices"} <= codes(text)


def test_directml_device_hung_stops_the_run_with_a_driver_error():
    text = ("onnxruntime_genai.py:43 Exception(2) tid(3218) 887A0006 The GPU will not respond to more commands, most likely "
            "because of an invalid command passed by the calling application.\n")
    assert codes(text) == {"driver_error"}
