"""Readings added while published_holdout183 was tuned on: the NVIDIA Container Toolkit's hook failing at its later
steps (ldcache, mount, detection), with advice for the step; TensorFlow finding no NVIDIA device node; Vulkan's device
lost. (llama.rn's logcat lines are test_quiet_logs'.)"""

import pytest

from tests.checker.diagnose.helpers import codes

from checker.diagnose.articles import article_for
from checker.diagnose.rules import CONTAINER_CLI_ADVICE, diagnose

# SlinkyProject's containers PR #2: pyxis and enroot under Slurm, the toolkit's ldconfig failing.
PYXIS = ("[2025-07-18T15:06:29.684] error: pyxis: container start failed with error code: 1\n"
         "[2025-07-18T15:06:29.684] error: pyxis:     nvidia-container-cli: ldcache error: process /usr/sbin/ldconfig.real "
         "failed with error code: 1\n"
         "[2025-07-18T15:06:29.684] error: pyxis:     [ERROR] /etc/enroot/hooks.d/98-nvidia.sh exited with return code 1\n")


@pytest.mark.parametrize(("paste", "step"), [
    (PYXIS, "ldcache"),
    ("docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: "
     "unable to start container process: error during container init: error running hook #0: error running hook: exit "
     "status 1, stdout: , stderr: nvidia-container-cli: mount error: failed to add device rules: unable to find any "
     "existing device filters attached to the cgroup: bpf_prog_query(BPF_CGROUP_DEVICE) failed: operation not permitted: "
     "unknown.\n", "mount"),
    ("stderr: nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared "
     "object file: no such file or directory: unknown.\n", "initialization"),
], ids=["ldcache", "mount", "initialization"])
def test_the_container_toolkits_hook_failing_at_any_step_is_a_driver_error_with_its_steps_advice(paste, step):
    finding = next(f for f in diagnose(paste).findings if f.code == "driver_error")
    assert finding.detail == CONTAINER_CLI_ADVICE[step] and "nvidia-container-cli" in finding.evidence


def test_the_container_toolkit_asked_for_a_gpu_the_host_lacks_is_no_driver_error():
    assert "driver_error" not in codes("nvidia-container-cli: device error: 7: unknown device\n")


def test_the_ldcache_advice_names_the_ldconfig_setting():
    assert "/etc/nvidia-container-runtime/config.toml" in CONTAINER_CLI_ADVICE["ldcache"]


TF_NO_NODE = ("2021-02-25 21:58:35.933252: W tensorflow/stream_executor/cuda/cuda_driver.cc:326] failed call to cuInit: "
              "UNKNOWN ERROR (303)\n2021-02-25 21:58:35.933277: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:163] "
              "no NVIDIA GPU device is present: /dev/nvidia0 does not exist\n")


def test_tensorflow_finding_no_device_node_is_no_gpu():
    assert "no_devices" in codes(TF_NO_NODE)
    assert "no_devices" not in codes(TF_NO_NODE.replace("does not exist", "exists"))


# Vulkan's device lost as llama.cpp (issues #27076, #18203), Ollama's runner and ncnn's apps (Upscayl #401) print it.
@pytest.mark.parametrize("line", [
    "ggml_vulkan: device lost on Vulkan0",
    "vk::Queue::submit: ErrorDeviceLost",
    "terminate called after throwing an instance of 'vk::DeviceLostError'",
    "[2023-07-24 19:54:07.424] [info]  🐞 BACKEND REPORTED:  image upscayl:  vkQueueSubmit failed -4",
])
def test_a_lost_vulkan_device_is_a_driver_error_explained_by_the_vulkan_article(line):
    diagnosis = diagnose("ggml_vulkan: Found 1 Vulkan devices:\n" + line + "\n")
    finding = next(f for f in diagnosis.findings if f.code == "driver_error")
    assert "device lost" in finding.title and "-ub" in finding.detail
    assert article_for("driver_error", diagnosis.reading.snapshot, finding.evidence) == "vulkan-backend-problems"
    # (an allocation that failed, -2, is not a lost device)
    assert "driver_error" not in codes(line.replace("failed -4", "failed -2").replace("DeviceLost", "OutOfDeviceMemory")
                                       .replace("device lost on", "device memory on"))
