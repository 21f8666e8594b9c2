"""Readings added while published_holdout155 was tuned on: the rig report's memory at rest, the free memory llama.cpp's
fit keeps as its margin where it put layers on the CPU (no room), and vLLM's CUDA-graph line as its log."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

RIG = ("## GPU hardware\n\n"
       "- **GPU 0:** NVIDIA GeForce RTX 3090 | 24576 MiB | driver 580.142 | persistence=Disabled\n"
       "  - **Power:** limit=420.00 W (default=420.00 W, max=450.00 W) | current_draw=126.44 W\n\n"
       "## Display / desktop state\n\n"
       "- **GPU 0 idle VRAM:** {used} MiB (display + browser + the running llama-server)\n")
FIT = ("common_params_fit_impl: projected to use 16442 MiB of device memory vs. 3365 MiB of free device memory\n"
       "common_params_fit_impl: cannot meet free memory target of 1024 MiB, need to reduce device memory by 14100 MiB\n"
       "common_params_fit_impl: start filling device 0, delta={delta}\n"
       "common_params_fit_impl:   - Vulkan0 (NVIDIA GeForce RTX 3050 Laptop GPU): {layers} layers,   1806 MiB used,"
       "   1559 MiB free\n")


def test_the_rig_reports_memory_at_rest_is_the_cards_memory_in_use():
    snapshot = read_paste(RIG.format(used=20378))
    assert (snapshot.gpus[0].memory_used_mib, snapshot.gpus[0].memory_total_mib) == (20378, 24576)
    assert "vram_nearly_full" in codes(RIG.format(used=23900))
    # (a GPU the report's hardware part does not list is not made up from the line alone)
    assert len(read_paste(RIG.format(used=100).replace("GPU 0 idle", "GPU 1 idle")).gpus) == 1


def test_the_fits_margin_beside_layers_left_on_the_cpu_is_not_room():
    partial = codes(FIT.format(delta=29, layers=2))
    assert "partial_offload" in partial and "vram_headroom_ok" not in partial
    # every layer placed: what the fit leaves free is room
    assert "vram_headroom_ok" in codes(FIT.format(delta=29, layers=29))


def test_vllms_cuda_graph_line_is_its_log_with_nothing_to_judge():
    line = "2025-06-03T23:58:28.344Z  INFO model_runner.capture_model: Graph capturing finished in 15 secs, took 0.24 GiB\n"
    assert read_paste(line).input_kinds == ["runtime log"]
    assert codes(line) == set()
