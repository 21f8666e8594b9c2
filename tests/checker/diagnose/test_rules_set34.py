"""Readings added while published_holdout34 was tuned on: Ollama's lines without their time, vLLM's padded
collect_env, nvidia-smi -q cut inside FB Memory Usage on any driver, llama.cpp's Kompute refusing the GPU, CUDA's
error 802, LLamaSharp's library choice."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_ollamas_lines_without_their_time_and_level_are_its_log():
    log = ('    source=sched.go:443 msg="system memory" total="31.2 GiB" free="23.1 GiB" free_swap="47.5 GiB"\n'
           '    source=server.go:702 msg="loading model" "model layers"=35 requested=-1\n')
    result = diagnose(log)
    assert not result.findings and result.snapshot.input_kinds == ["runtime log"]


def test_vllms_padded_collect_env():
    report = ("GPU models and configuration : \nGPU 0: NVIDIA GeForce RTX 5090\nGPU 1: NVIDIA GeForce RTX 5060 Ti\n\n"
              "Nvidia driver version        : 581.57\ncuDNN version                : Could not collect\n")
    result = diagnose(report)
    assert [g.name for g in result.snapshot.gpus] == ["NVIDIA GeForce RTX 5090", "NVIDIA GeForce RTX 5060 Ti"]
    assert result.snapshot.driver_version == "581.57" and codes(report) == {"multi_gpu"}


def test_a_query_cut_inside_fb_memory_usage_without_reserved():
    fragment = ("```\n        Used                              : 19147 MiB\n        Free                              : 5121 MiB\n"
                "    BAR1 Memory Usage\n        Total                             : 256 MiB\n"
                "        Used                              : 4 MiB\n    Utilization\n        Gpu                               : 0 %\n```\n")
    result = diagnose(fragment)
    gpu, = result.snapshot.gpus
    assert (gpu.memory_used_mib, gpu.memory_total_mib) == (19147, 19147 + 5121)
    assert {"truncated", "vram_headroom_ok"} <= {f.code for f in result.findings}


def test_kompute_refusing_the_gpu_and_cuda_error_802():
    assert codes("llama_default_buffer_type_offload: cannot use GPU 0, check `vulkaninfo --summary`\n" * 3) == {"cpu_only"}
    not_ready = "RuntimeError: cudaGetDeviceCount() ... Error 802: system not yet initialized\n"
    result = diagnose(not_ready)
    assert {f.code for f in result.findings} == {"driver_error"}  # SGLang and vLLM stop there: no CPU run
    assert "fabric" in result.findings[0].detail


def test_llamasharps_library_choice_is_its_log():
    log = "[llama Info]: NativeLibraryConfig Description:\n- LibraryName: LLama\n- PreferCuda: True\n"
    assert not diagnose(log).findings and diagnose(log).snapshot.input_kinds == ["runtime log"]
