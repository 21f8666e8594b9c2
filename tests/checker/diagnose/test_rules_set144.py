"""Readings added while published_holdout144 was tuned on: nvidia-smi's table rewritten as a Markdown table (read by its
column names, WSL from its banner), Python's "asctime - name - level -" logging, and ONNX Runtime's DirectML errors."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes, is_quiet_log

MARKDOWN = """\
| NVIDIA-SMI 535.103 | Driver Version: 537.13 | CUDA Version: 12.2 |
|--------------------|------------------------|--------------------|

| GPU | Name | Temp | Perf | Pwr:Usage/Cap | Memory-Usage | GPU-Uti |
|-----|------|------|------|---------------|--------------|---------|
| 0   | NVIDIA RTX A2000 Laptop GPU | 49C | P0 | 11W / 40W | 3886MiB / 4096MiB | 2% |
"""


def test_a_markdown_rewrite_of_the_table_is_read_by_its_column_names():
    snapshot = read_paste(MARKDOWN)
    gpu = snapshot.gpus[0]
    assert (gpu.name, gpu.memory_used_mib, gpu.memory_total_mib, gpu.utilization_pct) == (
        "NVIDIA RTX A2000 Laptop GPU", 3886, 4096, 2)
    assert (gpu.temperature_c, gpu.power_draw_w, gpu.power_limit_w, gpu.pstate) == (49, 11, 40, "P0")
    assert snapshot.driver_version == "537.13" and snapshot.wsl  # the Windows driver under a Linux nvidia-smi
    # columns moved or left out do not matter
    moved = MARKDOWN.replace("| Temp | Perf |", "| Perf | Temp |").replace("| 49C | P0 |", "| P0 | 49C |")
    assert read_paste(moved).gpus[0].temperature_c == 49
    # a table of other columns is not this one
    assert read_paste("| Model | Size |\n|---|---|\n| qwen3 | 5 GB |\n").gpus == []


def test_pythons_asctime_name_level_logging_and_directmls_errors_are_logs():
    assert is_quiet_log("2026-08-25 11:40:25,564 - omlx.scheduler - INFO - [-] - Prefill throttled\n"
                        "2026-08-25 11:40:26,001 - omlx.scheduler - INFO - [-] - Prefill throttled\n")
    assert is_quiet_log("Non-zero status code returned while running DmlFusedNode_0_0 node. Status Message: "
                        "D:\\a\\_work\\1\\s\\onnxruntime\\core\\providers\\dml\\DmlExecutionProvider\\src\\x.cpp(1060)\n")
    assert codes("- a list item - INFO - not a log\n") == {"unrecognized_input"}
