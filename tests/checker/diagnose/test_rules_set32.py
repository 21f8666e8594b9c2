"""Readings added while published_holdout32 was tuned on: ComfyUI's (and Fooocus') device lines and System Info,
Ollama 0.1's and KoboldCpp's words for running on the CPU."""

import pytest

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_comfyuis_start_up_lines_name_the_card_and_its_size():
    log = ("Total VRAM 8191 MB, total RAM 16311 MB\nSet vram state to: NORMAL_VRAM\n"
           "Device: cuda:0 NVIDIA GeForce RTX 3070 : native\n")
    result = diagnose(log)
    gpu, = result.snapshot.gpus
    assert (gpu.name, gpu.memory_total_mib, gpu.memory_used_mib) == ("NVIDIA GeForce RTX 3070", 8191, None)
    assert result.snapshot.input_kinds == ["ComfyUI"] and not result.findings
    directml = "Total VRAM 1024 MB, total RAM 81839 MB\nSet vram state to: LOW_VRAM\nDevice: privateuseone\n"
    assert [g.memory_total_mib for g in diagnose(directml).snapshot.gpus] == [1024]


def test_comfyuis_system_info_gives_what_is_free():
    info = ("## Devices\n- cuda:0 AMD Radeon RX 7600 : native (cuda)\n  VRAM Total: 7.98 GB\n  VRAM Free: 7.94 GB\n"
            "  Torch VRAM Total: 0 B\n  Torch VRAM Free: 0 B\n")
    gpu, = diagnose(info).snapshot.gpus
    assert gpu.memory_total_mib == 8171.5 and gpu.memory_used_mib == pytest.approx(41.0, abs=0.2)
    assert codes(info) == {"vram_headroom_ok"}
    full = info.replace("VRAM Free: 7.94 GB", "VRAM Free: 0.12 GB")
    assert "vram_nearly_full" in codes(full)


def test_ollama_0_1_and_koboldcpp_falling_back_to_the_cpu():
    ollama = ("2023/11/28 14:54:33 routes.go:777: Listening on 127.0.0.1:11434 (version 0.1.12)\n"
              "2023/11/28 14:54:33 routes.go:797: GPU support may not enabled, check you have installed GPU drivers "
              "and have the necessary permissions to run nvidia-smi\n")
    assert codes(ollama) == {"cpu_only"}
    kobold = ("Welcome to KoboldCpp - Version 1.22\nWarning: CLBlast library file not found. Non-BLAS library will be used.\n"
              "Initializing dynamic library: koboldcpp.dll\n")
    assert codes(kobold) == {"cpu_only"}
    assert not codes(kobold.replace("Warning: CLBlast library file not found. Non-BLAS library will be used.\n", ""))
