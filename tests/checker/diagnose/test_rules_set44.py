"""Readings added while published_holdout44 was tuned on: xpu-smi's boxed discovery list and its topology matrix,
llamafile 0.8's note that no layer is offloaded, Ollama's install script, a renamed debug memory line, Ollama's engine
placing weights on the GPU and the CPU without a layer count, llama.cpp's RPC devices, a tool's command whose output
stops at its first lines, and club-3090's rig report."""

from checker.diagnose.reading import read
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

BORDER = "+-----------+--------------------------------------------------------------------------------------+\n"


def _row(left: str, right: str) -> str:
    return f"| {left:<9} | {right:<84} |\n"


def test_xpu_smi_boxed_discovery_names_the_device_and_a_list_without_its_last_border_was_cut():
    box = (BORDER + _row("Device ID", "Device Information") + BORDER + _row("0", "Device Type: GPU")
           + _row("", "Device Name: Intel(R) Arc(TM) A770 Graphics") + _row("", "Memory Physical Size: 16225.52 MiB"))
    whole = diagnose(box + BORDER)
    assert [(g.name, g.memory_total_mib) for g in whole.snapshot.gpus] == [("Intel(R) Arc(TM) A770 Graphics", 16225.52)]
    assert "truncated" not in {f.code for f in whole.findings}
    assert codes(box) == {"truncated"}


def test_xpu_smi_topology_counts_the_devices_from_any_row_and_keeps_the_names_discovery_gave():
    rows = "".join(f"GPU {i}/0  " + "  ".join("S" if j == i else "NODE" for j in range(4)) + "  0-31\n" for i in (1, 2))
    discovery = BORDER + _row("Device ID", "Device Information") + BORDER + _row("0", "Device Name: Intel(R) Arc(TM) Pro B60 Graphics") + BORDER
    result = diagnose(rows + "XPU Discovery:\n" + discovery)
    assert [g.index for g in result.snapshot.gpus] == [0, 1, 2, 3]
    assert result.snapshot.gpus[0].name == "Intel(R) Arc(TM) Pro B60 Graphics"
    assert "multi_gpu" in {f.code for f in result.findings}
    # a row without the diagonal's S is not a topology row
    assert not read("GPU 1/0  NODE  NODE  0-31\n").parts


def test_llamafile_started_without_ngl_runs_on_the_cpu():
    note = "note: if you have an AMD or NVIDIA GPU then you need to pass -ngl 9999 to enable GPU offloading\n"
    assert codes(note) == {"cpu_only"}


def test_ollamas_install_script_that_could_not_look_for_a_gpu_is_read_without_a_finding():
    output = (">>> Installing ollama to /usr/local\n>>> Creating ollama systemd service...\nWARNING: Unable to detect NVIDIA/AMD GPU. "
              "Install lspci or lshw to automatically detect and install GPU dependencies.\n>>> Install complete.\n")
    assert codes(output) == set()


def test_a_debug_memory_line_renamed_getgpuinfo_gives_the_cards_figures():
    line = ('time=2025-03-14T21:22:11.675+10:00 level=DEBUG source=gpu.go:683 msg="GetGPUInfo: updating CUDA memory data" '
            'gpu=GPU-ff81 name="NVIDIA GeForce RTX 3060" overhead="115.5 MiB" before.total="12.0 GiB" before.free="10.8 GiB" '
            'now.total="12.0 GiB" now.free="10.8 GiB" now.used="1.1 GiB"\n')
    result = diagnose(line)
    assert result.snapshot.gpus[0].memory_total_mib == 12288 and "vram_headroom_ok" in {f.code for f in result.findings}


ENGINE = ('time=2026-02-17T02:40:08.156+01:00 level=INFO source=device.go:240 msg="model weights" device=CUDA0 size="{gpu}"\n'
          'time=2026-02-17T02:40:08.156+01:00 level=INFO source=device.go:245 msg="model weights" device=CPU size="{cpu}"\n'
          'time=2026-02-17T02:40:08.156+01:00 level=INFO source=device.go:251 msg="kv cache" device=CUDA0 size="144.0 MiB"\n')


def test_ollamas_engine_splitting_the_weights_without_a_layer_count_is_a_partial_offload():
    assert "partial_offload" in codes(ENGINE.format(gpu="1.4 GiB", cpu="6.5 GiB"))
    # the token embeddings alone in system memory are a full offload's
    assert "partial_offload" not in codes(ENGINE.format(gpu="7.4 GiB", cpu="300.0 MiB"))


def test_a_paste_that_stops_on_ollamas_cpu_weights_line_is_not_called_a_cpu_run():
    cut = ('ggml_cuda_init: found 1 CUDA devices:\n  Device 0: NVIDIA GeForce RTX 3060, compute capability 8.6, VMM: yes\n'
           'time=2025-04-24T15:55:51.003Z level=INFO source=ggml.go:298 msg="model weights" buffer=CPU size="4.5 GiB"\n')
    assert "cpu_only" not in codes(cut)
    assert "cpu_only" in codes(cut + 'time=2025-04-24T15:55:51.010Z level=INFO source=ggml.go:298 msg="kv cache" buffer=CPU size="1.0 GiB"\n')


def test_buffers_on_rpc_devices_are_gpu_memory_not_weights_named_kv():
    log = ("llama_kv_cache_init: RPC[localhost:50052] KV buffer size =   384.00 MiB\n"
           "llama_kv_cache_init: RPC[192.168.0.21:50052] KV buffer size =   384.00 MiB\n")
    load = diagnose(log).snapshot.load
    assert load.buffers_mib == {"RPC[localhost:50052]": {"kv": 384.0}, "RPC[192.168.0.21:50052]": {"kv": 384.0}}
    assert "cpu_only" not in codes(log)


def test_a_tool_command_whose_output_stops_at_its_first_lines_was_cut():
    ollama_ps = ("$ ollama ps\nNAME               \tID          \tSIZE  \tPROCESSOR\tUNTIL\n"
                 "qwen:1.8b-chat-fp16\t7b9c77c7b5b6\t3.7 GB\t100% GPU \t4 minutes from now\n")
    opening = "and nvidia-smi:\n$ nvidia-smi\nSat May 18 18:23:13 2024\n+" + "-" * 89 + "+\n"
    assert codes(ollama_ps + opening) == {"full_gpu", "truncated"}
    # the command alone at the end: the author may have stopped there
    assert codes(ollama_ps + "root@272875ddc015:~# nvidia-smi\n") == {"full_gpu"}


def test_club_3090_rig_report_gives_each_cards_size_driver_power_and_link():
    report = ("## GPU hardware\n\n- **GPU 0:** NVIDIA GeForce RTX 3090 | 24576 MiB | driver 595.71.05 | VBIOS 94.02.42.00.9E | "
              "persistence=Enabled\n  - **Power:** limit=290.00 W (default=390.00 W, max=430.00 W) | current_draw=11.23 W\n"
              "  - **PCIe:** x4 lanes negotiated (GPU max x16, Gen up to 4) | bus 00000000:65:00.0\n")
    result = diagnose(report)
    gpu = result.snapshot.gpus[0]
    assert (gpu.name, gpu.memory_total_mib, gpu.power_limit_w, gpu.power_draw_w, gpu.pcie_width, gpu.pcie_width_max) == (
        "NVIDIA GeForce RTX 3090", 24576, 290, 11.23, 4, 16)
    assert result.snapshot.driver_version == "595.71.05"
    # a narrow link is judged only while the card works, which this part does not show
    assert not result.findings
