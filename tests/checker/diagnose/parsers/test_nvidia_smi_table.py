"""The nvidia-smi table parser on real outputs (tests/data/pastes/nvidia-smi-table, each .json names its source)."""

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.diagnose.parsers.nvidia_smi_table import GPU_ROW, STATE_ROW, parse

PASTES = Path(__file__).resolve().parents[3] / "data" / "pastes" / "nvidia-smi-table"
CASES = sorted(PASTES.glob("*.txt"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_every_gpu_field_matches_the_recorded_values(path):
    expected = json.loads(path.with_suffix(".json").read_text())
    snapshot = parse(path.read_text())
    assert snapshot.driver_version == expected["driver_version"]
    got = [
        {"name": g.name, "mem_used_mib": g.memory_used_mib, "mem_total_mib": g.memory_total_mib, "util_pct": g.utilization_pct,
         "temp_c": g.temperature_c, "power_w": g.power_draw_w, "power_cap_w": g.power_limit_w}
        for g in snapshot.gpus
    ]
    keys = ("name", "mem_used_mib", "mem_total_mib", "util_pct", "temp_c", "power_w", "power_cap_w")
    want = [{key: gpu.get(key) for key in keys} for gpu in expected["gpus"]]
    assert got == want
    assert [g.index for g in snapshot.gpus] == list(range(len(snapshot.gpus)))
    # Each fixture is the whole paste: a table that stops early ends it, so it reads as cut.
    assert (snapshot.truncated or snapshot.stops_early) == ("truncated" in expected["expected_findings"])


def test_processes_with_and_without_memory_figures():
    windows = parse((PASTES / "exporter-win-rtx2080s-591-wddm.txt").read_text())
    assert len(windows.processes) == 12
    assert windows.processes[0].name == r"C:\Windows\System32\dwm.exe"
    assert windows.processes[0].type == "C+G" and windows.processes[0].memory_mib is None  # WDDM shows N/A
    assert windows.gpus[0].driver_model == "WDDM"
    mig = parse((PASTES / "exporter-h100-mig-590.txt").read_text())
    assert mig.gpus[0].utilization_pct is None  # "N/A" while MIG is on
    assert [p.memory_mib for p in mig.processes][:2] == [2296, 1272]


def test_a_cut_off_table_is_marked_truncated():
    text = (PASTES / "thamada-rtx3090x2-560.txt").read_text()
    cut = text[: text.index("| 30%   29C")]  # inside GPU 1's block, as a terminal scroll-back cuts it
    snapshot = parse(cut)
    assert snapshot.truncated and len(snapshot.gpus) == 2
    assert snapshot.gpus[1].memory_total_mib is None  # its memory line is missing, and stays unknown


def test_text_that_is_not_a_table_is_none():
    assert parse("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.") is None
    assert parse("hello") is None


@given(st.text(max_size=3000))
@settings(max_examples=300)
def test_arbitrary_text_never_raises(text):
    parse(text)


@given(st.data())
@settings(max_examples=200)
def test_mutated_real_tables_never_raise(data):
    text = data.draw(st.sampled_from(CASES)).read_text()
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    noise = data.draw(st.text(max_size=40))
    parse(text[:start] + noise + text[end:])


def test_the_gpu_rows_alone_are_read_and_not_called_cut_off():
    rows = [line for line in (PASTES / "thamada-rtx3090x2-560.txt").read_text().splitlines()
            if GPU_ROW.match(line) or STATE_ROW.match(line)]
    snapshot = parse("\n".join(rows))
    assert [(g.index, g.name, g.memory_total_mib) for g in snapshot.gpus] == \
        [(0, "NVIDIA GeForce RTX 3090", 24576.0), (1, "NVIDIA GeForce RTX 3090", 24576.0)]
    assert not snapshot.truncated


def test_what_follows_a_table_does_not_make_it_cut_off():
    # The README's own example: nvidia-smi, then ollama ps.
    from checker.diagnose.rules import diagnose

    table = (PASTES / "thamada-rtx3090x2-560.txt").read_text()
    ollama = "NAME         ID              SIZE     PROCESSOR    UNTIL\nqwen3:14b    bdbd181c33f2    10 GB    100% GPU     4 minutes from now\n"
    assert "truncated" not in {f.code for f in diagnose(table + "\n$ ollama ps\n" + ollama).findings}


def test_a_table_cut_after_its_header_still_gives_the_driver_wsl_and_the_cut():
    # The 590 layout as printed under WSL (Linux nvidia-smi 590.52.01, Windows driver 591.74), cut after the
    # column names, as in an Olares issue (tests/data/published_holdout).
    text = "\n".join([
        "+-----------------------------------------------------------------------------------------+",
        "| NVIDIA-SMI 590.52.01              Driver Version: 591.74         CUDA Version: 13.1     |",
        "+-----------------------------------------+------------------------+----------------------+",
        "| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |",
    ])
    from checker.diagnose.rules import diagnose

    diagnosis = diagnose(text)
    assert diagnosis.snapshot.driver_version == "591.74"
    assert {"wsl", "truncated"} <= {f.code for f in diagnosis.findings}
    assert "unrecognized_input" not in {f.code for f in diagnosis.findings}


def test_a_unified_memory_gpu_without_memory_figures_still_gives_its_state():
    # DGX Spark's GB10 on driver 580.126 prints "Not Supported" for memory (tests/data/published_holdout5).
    text = "\n".join([
        "| NVIDIA-SMI 580.126.09             Driver Version: 580.126.09     CUDA Version: 13.0     |",
        "|   0  NVIDIA GB10                    On  |   0000000F:01:00.0 Off |                  N/A |",
        "| N/A   36C    P8              3W /  N/A  | Not Supported          |      0%      Default |",
    ])
    gpu = parse(text).gpus[0]
    assert (gpu.name, gpu.temperature_c, gpu.power_draw_w, gpu.utilization_pct, gpu.memory_total_mib) == ("NVIDIA GB10", 36.0, 3.0, 0.0, None)


def test_intels_xpu_smi_v2_table_reads_like_nvidia_smis():
    # xpu-smi v2.0 on an Arc A770 (tests/data/published_holdout5): the same frame, no performance state.
    text = "\n".join([
        "|            Intel XPU-SMI v2.0    Driver: 96E1802BAF7F7118043A89B    Level Zero: 1.32.0             |",
        "|   0  Intel(R) Arc(TM) A770   Off             | 0000:03:00.0      Off      |               Disabled |",
        "|      Graphics                                |                            |                        |",
        "| N/A               N/A  45W / 190W            | 3642MiB / 16288MiB         |      N/A       Default |",
    ])
    snapshot = parse(text)
    gpu = snapshot.gpus[0]
    assert snapshot.input_kinds == ["xpu-smi"]
    assert (gpu.memory_used_mib, gpu.memory_total_mib, gpu.power_draw_w, gpu.power_limit_w, gpu.pstate) == (3642.0, 16288.0, 45.0, 190.0, None)


def test_a_cuda_version_nvidia_smi_cannot_read_is_a_driver_error():
    # WSL2 with a broken CUDA library: "CUDA Version: ERR!" (tests/data/published_holdout5).
    from checker.diagnose.rules import diagnose

    header = "| NVIDIA-SMI 545.29.06              Driver Version: 546.80       CUDA Version: ERR!     |"
    assert "driver_error" in {f.code for f in diagnose(header + "\n+---+").findings}


def test_a_processes_box_whose_rows_stop_without_its_border_was_cut():
    rows = ("|   0  GeForce GTX 108...  Off  | 00000000:01:00.0  On |                  N/A |\n"
            "| 57%   68C    P2    65W / 280W |  10524MiB / 11169MiB |      0%      Default |\n"
            "+-------------------------------+----------------------+----------------------+\n\n"
            "+-----------------------------------------------------------------------------+\n"
            "| Processes:                                                       GPU Memory |\n"
            "|  GPU       PID   Type   Process name                             Usage      |\n"
            "|=============================================================================|\n")
    row = "|    0      3399      C   python                                     10310MiB |\n"
    assert parse(rows + row).truncated  # published_holdout23: quoted from the column headings, cut in the box
    assert not parse(rows).truncated  # stopped at the box's rule: an empty box quoted (published_holdout10)
    assert not parse(rows + row + "+-----------------------------------------------------------------------------+\n").truncated
