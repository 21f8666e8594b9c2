"""Readings added while published_holdout38 was tuned on: llama.cpp's empty device list, a Jetson's shared memory,
TabbyAPI's log, system_profiler without its heading, the ComfyUI launcher's diagnostic, nvgpu's list, and Ollama's
total VRAM beyond the GPUs it named."""

from hypothesis import given, settings
from hypothesis import strategies as st

from checker.diagnose.parsers import nvgpu
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_an_empty_device_list_is_no_device_and_no_cpu_run():
    empty = "```shell\n ~ llama-cli --list-devices\nAvailable devices:\n```\n\n**My System Info:**\n"
    assert codes(empty) == {"no_devices"}  # a listing, not a run: nothing ran on the CPU
    listed = "Available devices:\n  CUDA0: NVIDIA GeForce RTX 3090 (24123 MiB, 23755 MiB free)\n"
    assert "no_devices" not in codes(listed) and len(diagnose(listed).snapshot.gpus) == 1
    # A backend's log line between the heading and its devices (llama.cpp b7166, published_holdout32).
    interleaved = ("Available devices:\nggml_backend_cuda_get_available_uma_memory: final available_memory_kb: 56701456\n"
                   "  CUDA0: NVIDIA GeForce RTX 5090 (32106 MiB, 55372 MiB free)\n")
    assert "no_devices" not in codes(interleaved)
    assert "no_devices" not in codes("llama-cli --list-devices\nAvailable devices:\n")  # the paste may be cut there


def test_a_jetsons_shared_memory_is_full_from_90_percent_and_never_roomy():
    sample = "RAM {used}/7620MB (lfb 4x1MB) SWAP 2640/3810MB (cached 40MB) CPU [40%@1510] GR3D_FREQ 84% gpu@63.5C\n"
    full = diagnose(sample.format(used=6982))  # 91.6 %: a card's VRAM would still have room (full from 95 %)
    assert [(g.memory_used_mib, g.memory_total_mib) for g in full.snapshot.gpus] == [(6982, 7620)]
    assert {f.code for f in full.findings} == {"vram_nearly_full"}
    assert codes(sample.format(used=1500)) == set()  # no "room": the CPU's programs take from the same pool


def test_tabbyapis_log_is_read_with_nothing_to_judge():
    log = ("Starting TabbyAPI on http://0.0.0.0:9999...\n"
           "2026-09-01 09:39:58.340 INFO:     exllamav3 version: 1.4.5\n"
           "2026-09-01 09:39:58.947 INFO:     Disabling GPU split because one GPU is in use.\n")
    assert codes(log) == set()
    assert diagnose(log).snapshot.input_kinds == ["runtime log"]


def test_system_profiler_lines_without_their_heading_name_the_gpu():
    paste = "```\nModel Name:\tMacBook Pro\nChip:\tApple M4 Max\n\nChipset Model:\tApple M4 Max\nType:\tGPU\nBus:\tBuilt-In\n```\n"
    assert [g.name for g in diagnose(paste).snapshot.gpus] == ["Apple M4 Max"]


def test_the_comfyui_launchers_diagnostic_names_each_cuda_device():
    paste = ("ComfyUI Launcher Diagnostic File\n\nCUDA Driver:\n  Version: 12070\n  Devices: \n"
             "    00000000:09:00.0 0: NVIDIA GeForce RTX 2080 Ti [75] 22 GB\n\nDirectML Driver: \n  Devices: \n"
             "    7687 0: NVIDIA GeForce RTX 2080 Ti 21 GB\n")
    result = diagnose(paste)
    assert [(g.index, g.name, g.bus_id, g.memory_total_mib) for g in result.snapshot.gpus] == [
        (0, "NVIDIA GeForce RTX 2080 Ti", "00000000:09:00.0", None)]  # 22 GB is rounded: not a figure
    assert {f.code for f in result.findings} == set()


def test_nvgpus_list_gives_each_gpus_memory_and_no_wished_for_keys():
    paste = ("[{'index': '0',\n  'mem_total': 8119,\n  'mem_used': 7881,\n  'mem_used_percent': 97.06860450794433,\n"
             "  'type': 'GeForce GTX 1070',\n  'uuid': 'GPU-3aa99ee6-4a9f-470e-3798-70aaed942689'}]\n")
    result = diagnose(paste)
    assert [(g.name, g.memory_used_mib, g.memory_total_mib) for g in result.snapshot.gpus] == [("GeForce GTX 1070", 7881, 8119)]
    assert {f.code for f in result.findings} == {"vram_nearly_full"}
    wished = paste.replace("'mem_total'", "'load': '20%',\n  'temperature': '35°C'\n  'mem_total'")
    assert [(g.utilization_pct, g.temperature_c) for g in diagnose(wished).snapshot.gpus] == [(None, None)]


@given(st.lists(st.tuples(st.integers(0, 200000), st.integers(1, 200000)), min_size=1, max_size=8), st.text(max_size=30))
@settings(max_examples=100, deadline=None)
def test_nvgpu_reads_any_list_and_never_raises(figures, noise):
    records = ",\n ".join(f"{{'index': '{i}',\n  'mem_total': {total},\n  'mem_used': {used},\n  'type': 'GPU {i}'}}"
                          for i, (used, total) in enumerate(figures))
    snapshot = nvgpu.parse(noise + "\n[" + records + "]\n" + noise)
    assert [(g.memory_used_mib, g.memory_total_mib) for g in snapshot.gpus] == [(u, t) for u, t in figures]
    nvgpu.parse(noise)  # no list: nothing, without raising


def test_ollamas_total_vram_beyond_the_gpus_it_named_means_another_gpu():
    line = ('time=2026-08-16T00:39:43.701+12:00 level=INFO source=types.go:32 msg="inference compute" id=0 library=Vulkan '
            'name=Vulkan1 description="Quadro P4000" type=discrete total="8.2 GiB" available="8.1 GiB"\n'
            'time=2026-08-16T00:39:43.701+12:00 level=INFO source=routes.go:2040 msg="vram-based default context" '
            'total_vram="{total} GiB" default_num_ctx=262144\n')
    assert "multi_gpu" in codes(line.replace("{total}", "87.7"))
    assert "multi_gpu" not in codes(line.replace("{total}", "8.2"))
