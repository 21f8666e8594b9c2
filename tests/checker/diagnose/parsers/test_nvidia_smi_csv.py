"""nvidia-smi --query-gpu / --query-compute-apps CSV: header, units, noheader with the command pasted above."""

from pathlib import Path

from checker.diagnose.parsers import nvidia_smi_csv

PASTES = Path(__file__).resolve().parents[3] / "data" / "pastes" / "nvidia-smi-csv"


def test_the_header_names_the_columns_and_units_are_dropped():
    text = (PASTES / "exporter-h100-query-gpu-all-fields-csv.txt").read_text()
    gpu = nvidia_smi_csv.parse(text).gpus[0]
    assert gpu.name and gpu.memory_total_mib and gpu.memory_total_mib > 80_000


def test_a_prompt_and_command_line_above_the_header_do_not_hide_it():
    text = ("$ nvidia-smi --query-gpu=index,name,memory.used,memory.total --format=csv\n"
            "index, name, memory.used [MiB], memory.total [MiB]\n0, NVIDIA GeForce RTX 4090, 20312 MiB, 24564 MiB\n$ ")
    gpus = nvidia_smi_csv.parse(text).gpus
    assert [(g.index, g.name, g.memory_used_mib, g.memory_total_mib) for g in gpus] == [(0, "NVIDIA GeForce RTX 4090", 20312, 24564)]


def test_noheader_rows_are_named_by_the_command_line_above_them():
    text = ("user@box:~$ nvidia-smi --query-gpu=index,name,utilization.gpu,memory.used,memory.total,temperature.gpu "
            "--format=csv,noheader,nounits\n0, NVIDIA GeForce RTX 3090, 97, 23810, 24576, 84\n"
            "1, NVIDIA GeForce RTX 3090, 3, 1210, 24576, 41\n")
    gpus = nvidia_smi_csv.parse(text).gpus
    assert [(g.index, g.utilization_pct, g.memory_used_mib, g.memory_total_mib, g.temperature_c) for g in gpus] == [
        (0, 97, 23810, 24576, 84), (1, 3, 1210, 24576, 41)]


def test_noheader_compute_apps_use_the_query_names():
    text = ("nvidia-smi --query-compute-apps=pid,process_name,used_memory,gpu_bus_id --format=csv,noheader\n"
            "4127, /usr/local/bin/ollama, 9120 MiB, 00000000:01:00.0\n")
    process = nvidia_smi_csv.parse(text).processes[0]
    assert (process.pid, process.name, process.memory_mib, process.gpu_index) == (4127, "/usr/local/bin/ollama", 9120, 0)


def test_bare_headerless_rows_give_only_what_cannot_be_mistaken():
    # Without a header or the command, which number is memory would be a guess: only the index, the
    # name and the driver version are read.
    snapshot = nvidia_smi_csv.parse("0, NVIDIA GeForce RTX 4090, 1234, 24564, 550.54.15\n1, NVIDIA GeForce RTX 4090, 4, 24564, 550.54.15\n")
    assert [(g.index, g.name, g.memory_used_mib, g.memory_total_mib) for g in snapshot.gpus] == \
        [(0, "NVIDIA GeForce RTX 4090", None, None), (1, "NVIDIA GeForce RTX 4090", None, None)]
    assert snapshot.driver_version == "550.54.15"
    assert nvidia_smi_csv.parse("0, 1234, 24564\n") is None


def test_an_empty_compute_apps_answer_says_no_process_runs():
    snapshot = nvidia_smi_csv.parse("pid, process_name, used_gpu_memory [MiB]\n")
    assert snapshot.processes == [] and snapshot.processes_listed


def test_a_redacted_pid_keeps_its_row():
    snapshot = nvidia_smi_csv.parse("pid, process_name, used_gpu_memory [MiB]\n<pid>, ./build/bin/llama-server, 6010 MiB\n")
    assert [(p.pid, p.name, p.memory_mib) for p in snapshot.processes] == [(None, "./build/bin/llama-server", 6010.0)]
