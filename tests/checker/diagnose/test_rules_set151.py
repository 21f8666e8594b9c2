"""Readings added while published_holdout151 was tuned on: npu-smi's rows copied without its headings (a first row
naming an Ascend chip, and a chip row whose NPU row is above the cut), the "LEVEL: message" console form of Uvicorn
and Modular MAX, and TensorRT Model Optimizer's per-GPU peak lines, which count the GPUs."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes, is_quiet_log

RULE = "+===========================+===============+====================================================+\n"
NPU_ROWS = ("| 0                         | 0000:01:00.0  | 0           0    / 0          60235/ 65536         |\n" + RULE
            + "| 2     910B2               | OK            | 98.0        36                0    / 0             |\n"
            "| 0                         | 0000:C2:00.0  | 0           0    / 0          60234/ 65536         |\n" + RULE)
PEAKS = ("GPU 0: Peak memory usage = 1.19 GB for all processes on the GPU\n"
         "GPU 1: Peak memory usage = 65.36 GB for all processes on the GPU\n")


def test_npu_smi_rows_without_their_headings_are_read():
    snapshot = read_paste(NPU_ROWS)
    assert snapshot.input_kinds == ["npu-smi"]
    assert [(g.name, g.memory_used_mib, g.memory_total_mib) for g in snapshot.gpus] == [
        (None, 60235, 65536), ("Ascend 910B2", 60234, 65536)]
    assert snapshot.gpus[1].power_draw_w == 98.0 and snapshot.gpus[1].temperature_c == 36
    # a row naming no Ascend chip is not npu-smi's
    assert "npu-smi" not in read_paste(NPU_ROWS.replace("910B2", "Widget")).input_kinds


def test_the_level_colon_console_form_is_a_log():
    assert is_quiet_log("22:04:16.404 INFO: Metrics initialized.\nINFO: Still compiling model (56.4s elapsed)\n")
    assert codes("Info: the model is slow.\n") == {"unrecognized_input"}


def test_model_optimizers_peak_lines_count_the_gpus():
    assert codes(PEAKS) == {"multi_gpu"}
    assert is_quiet_log(PEAKS.splitlines(keepends=True)[1])
