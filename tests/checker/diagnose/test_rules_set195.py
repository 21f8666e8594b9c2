"""Readings added while published_holdout195 was tuned on: the amdgpu driver failing to bring a GPU back from sleep.
(Home-made prints of a device's properties, read on the same set, are tested with their parser,
parsers/test_program_devices.py.)"""

from tests.checker.diagnose.helpers import codes

# ROCm/ROCm #4226: an RX 7900 XTX that did not come back from suspend, under Ollama (dmesg).
RESUMED = ("[11186.057726] amdgpu 0000:0a:00.0: amdgpu: PSP is resuming...\n"
           "[11186.261735] amdgpu 0000:0a:00.0: amdgpu: SMU is resuming...\n"
           "[11186.397788] amdgpu 0000:0a:00.0: amdgpu: SMU is resumed successfully!\n")
FAILED = ("[39540.088426] amdgpu 0000:0a:00.0: amdgpu: PSP is resuming...\n"
          "[39540.459472] amdgpu 0000:0a:00.0: amdgpu: PSP create ring failed!\n"
          "[39540.459476] amdgpu 0000:0a:00.0: amdgpu: PSP resume failed\n"
          "[39540.459479] [drm:amdgpu_device_fw_loading [amdgpu]] *ERROR* resume of IP block <psp> failed -62\n"
          "[39540.459698] amdgpu 0000:0a:00.0: amdgpu: amdgpu_device_ip_resume failed (-62).\n")


def test_a_gpu_block_that_failed_to_resume_is_a_driver_error():
    assert "driver_error" in codes(RESUMED + FAILED)
    assert "driver_error" in codes(FAILED.splitlines()[-1] + "\n")  # the device's resume alone
    # (at boot the same helper starts each block: a block that could not start leaves no GPU either)
    assert "driver_error" in codes("[    4.1] [drm:amdgpu_device_init [amdgpu]] *ERROR* hw_init of IP block <gfx_v11_0> failed -110\n")
    # near copies: a resume that went well, and the helper's name in a sentence without a failure
    assert "driver_error" not in codes(RESUMED)
    assert "driver_error" not in codes("I read the code of amdgpu_device_ip_resume and the resume of IP block <psp> path.\n")
