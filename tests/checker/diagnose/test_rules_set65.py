"""Readings added while published_holdout65 was tuned on: the kernel's NVRM API mismatch, nvidia-smi's NVML version
warning, Unsloth finding no GPU, Unsloth Studio's About panel, LM Studio 0.2's backend-only GPU report and nvidia-smi vgpu
on a host without vGPU."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_the_kernel_s_api_mismatch_is_a_driver_mismatch_and_no_cpu_run():
    text = ("[  12.345678] NVRM: API mismatch: the client has the version 570.86.16, but\n"
            "               NVRM: this kernel module has the version 570.124.04.  Please\n"
            "               NVRM: make sure that this kernel module and all NVIDIA driver\n"
            "               NVRM: components have the same version.\n")
    assert codes(text) == {"driver_mismatch"}


def test_nvidia_smi_s_nvml_version_warning_is_a_driver_mismatch():
    text = "$ nvidia-smi\nMismatch in versions between nvidia-smi and NVML.\nAre you sure you are using nvidia-smi provided with the driver?\n"
    assert codes(text) == {"driver_mismatch"}


def test_unsloth_without_a_gpu_finds_no_device_and_stops():
    text = ("File /opt/conda/lib/python3.11/site-packages/unsloth/__init__.py:92, in get_device_type()\n"
            "---> 92 raise NotImplementedError(\"Unsloth currently only works on NVIDIA GPUs and Intel GPUs.\")\n"
            "NotImplementedError: Unsloth currently only works on NVIDIA GPUs and Intel GPUs.\n")
    assert codes(text) == {"no_devices"}


def test_unsloth_studio_s_about_panel_names_the_gpus():
    text = ("**Hardware**\nGPU 0\nNVIDIA GeForce RTX 4090 · 24 GiB\nGPU 1\nNVIDIA GeForce RTX 3090 · 24 GiB\nCUDA\n12.8\n"
            "**Environment**\nProcess memory\n449 MB\n")
    diagnosis = diagnose(text)
    assert [g.name for g in diagnosis.snapshot.gpus] == ["NVIDIA GeForce RTX 4090", "NVIDIA GeForce RTX 3090"]
    assert diagnosis.snapshot.gpus[0].memory_total_mib is None  # Studio's rounded GiB is what PyTorch can use
    assert "multi_gpu" in codes(text)
    # A sentence with a middle dot and a size is not a card.
    assert codes("The cache · 4 GiB is what I set\n") == {"unrecognized_input"}


def test_lm_studio_0_2_s_gpu_object_with_only_a_backend_type_is_read():
    text = ('{\n  "cause": "(Exit code: 1). Please check settings and try loading the model again. ",\n  "data": {\n'
            '    "gpu": {\n      "type": "NvidiaCuda",\n      "vram_recommended_capacity": 0,\n      "vram_unused": 0\n    },\n'
            '    "os": {\n      "platform": "linux"\n    }\n  }\n}\n')
    diagnosis = diagnose(text)
    assert [g.name for g in diagnosis.snapshot.gpus] == ["NvidiaCuda"] and diagnosis.snapshot.gpus[0].memory_total_mib is None
    assert "unrecognized_input" not in codes(text)
    # A "type" key in some other object is not a GPU.
    assert codes('{\n  "model": {\n    "type": "Llama",\n    "size": 7\n  }\n}\n') == {"unrecognized_input"}


def test_nvidia_smi_vgpu_without_vgpu_is_read_with_nothing_to_say():
    for line in ("No supported devices in vGPU mode", "Not supported devices in vGPU mode"):
        diagnosis = diagnose(f"[root@host ~]# nvidia-smi vgpu\n{line}\n")
        assert diagnosis.snapshot.input_kinds == ["nvidia-smi vgpu"] and not diagnosis.findings
