"""Readings added while published_holdout27 was tuned on: Jetson's tegrastats, gpustat's first and forked layouts,
an nvidia-smi table copied from inside a GPU's box, mistral.rs's start-up lines."""

from hypothesis import given, settings
from hypothesis import strategies as st

from checker.diagnose.parsers import tegrastats
from checker.diagnose.rules import diagnose

TX2 = ("RAM 309/7852MB (lfb 1810x4MB) SWAP 0/3926MB (cached 0MB) CPU [1%@345,off,off,0%@345,3%@345,1%@345] "
       "EMC_FREQ 2%@1331 GR3D_FREQ {load}%@114 APE 150 PLL@40.5C MCPU@40.5C PMIC@100C Tboard@37C GPU@{temp}C "
       "BCPU@40.5C thermal@39.4C Tdiode@38.25C VDD_SYS_GPU 229/229 VDD_SYS_SOC 687/687\n")
ORIN = ("RAM 264/28409MB (lfb 7004x4MB) CPU [0%@1817,0%@1817,0%@1817,0%@1817] EMC_FREQ @2133 GR3D_FREQ {load}%@1109 "
        "APE 245 AUX@30C CPU@31.5C Tdiode@30.75C AO@31C gpu@{temp}C tj@41C\n")


def test_tegrastats_gives_the_gpus_load_and_temperature_of_the_last_sample():
    paste = "```\n" + TX2.format(load=97, temp="61.5") + TX2.format(load=0, temp="38.5") + "```\n"
    result = diagnose(paste)
    gpu, = result.snapshot.gpus
    assert (gpu.utilization_pct, gpu.temperature_c) == (0, 38.5)
    # RAM is the memory the CPU and the GPU share: read, marked shared, and no room is claimed on it (set 38)
    assert (gpu.memory_used_mib, gpu.memory_total_mib, gpu.memory_shared) == (309, 7852, True)
    assert result.snapshot.input_kinds == ["tegrastats"]
    assert {f.code for f in result.findings} == {"gpu_idle"}
    busy = diagnose(ORIN.format(load=99, temp="58"))
    assert [(g.utilization_pct, g.temperature_c) for g in busy.snapshot.gpus] == [(99, 58)]
    assert "gpu_idle" not in {f.code for f in busy.findings}
    # The TX1's L4T 28 wrote GR3D without _FREQ.
    old = "RAM 3468/3983MB (lfb 48x4MB) SWAP 873/8192MB (cached 295MB) cpu [17%,13%,29%,5%]@408 EMC 1%@408 APE 25 GR3D 3%@76\n"
    assert [g.utilization_pct for g in diagnose(old).snapshot.gpus] == [3]


@given(st.integers(0, 100), st.decimals(0, 110, places=1), st.text(max_size=40))
@settings(max_examples=150, deadline=None)
def test_tegrastats_reads_any_sample_and_never_raises(load, temp, noise):
    snapshot = tegrastats.parse(noise + "\n" + TX2.format(load=load, temp=temp) + noise)
    assert snapshot is not None and snapshot.gpus[0].utilization_pct == load and snapshot.gpus[0].temperature_c == float(temp)
    tegrastats.parse(noise)  # no sample: nothing, without raising


def test_gpustats_first_layout_and_a_forks_gb_units():
    # gpustat's README of 2016: "Mem:" and no process column.
    first = ("[0] GeForce GTX TITAN X | 59'C,   0 % | Mem:   109 MiB / 12287 MiB\n"
             "[2] GeForce GTX TITAN X | 86'C,  93 % | Mem: 11134 MiB / 12287 MiB\n")
    result = diagnose(first)
    assert [(g.index, g.temperature_c, g.utilization_pct, g.memory_used_mib) for g in result.snapshot.gpus] == [
        (0, 59, 0, 109), (2, 86, 93, 11134)]
    assert "high_temperature" in {f.code for f in result.findings}
    # A 2025 fork prints GB, rounded: the load and temperature are read, the memory is not.
    fork = ("hostname  CPU:  0.0%   3/ 126 GB Sun Oct 26 21:24:39 2025  575.51.03\n"
            "[0] NVIDIA GeForce RTX 3090 | 33°C,   0 % |    0 /  24 GB | gdm(0G) gdm(0G)\n")
    gpu, = diagnose(fork).snapshot.gpus
    assert (gpu.temperature_c, gpu.utilization_pct, gpu.memory_used_mib, gpu.memory_total_mib) == (33, 0, None, None)


def test_a_table_copied_from_inside_a_gpus_box_keeps_that_gpu_and_is_cut():
    paste = ("```\n| N/A   43C    P0             80W /  350W |   30046MiB /  46068MiB |      0%      Default |\n"
             "|                                         |                        |                  N/A |\n"
             "+-----------------------------------------+------------------------+----------------------+\n"
             "|   4  NVIDIA L20                     Off |   00000000:81:00.0 Off |                    0 |\n"
             "| N/A   42C    P0             81W /  350W |   33942MiB /  46068MiB |      0%      Default |\n"
             "|                                         |                        |                  N/A |\n"
             "+-----------------------------------------+------------------------+----------------------+\n```\n")
    result = diagnose(paste)
    assert [(g.index, g.memory_used_mib) for g in result.snapshot.gpus] == [(3, 30046), (4, 33942)]
    assert "truncated" in {f.code for f in result.findings}
    # Rows quoted from a GPU's name row on are a choice, not a cut.
    chosen = paste[paste.index("+---"):]
    assert "truncated" not in {f.code for f in diagnose(chosen).findings}


def test_mistral_rs_start_up_lines_are_its_log():
    log = ("2025-05-03T17:35:40.296601Z  INFO mistralrs_server: Model kind is: gguf quantized from gguf (no adapters)\n"
           "2025-05-03T17:35:40.296778Z  INFO mistralrs_core::pipeline::gguf: Prompt chunk size is 1024.\n")
    result = diagnose(log)
    assert not result.findings and result.snapshot.input_kinds == ["runtime log"]
