"""Readings added while published_holdout66 was tuned on: CUDA's "unknown error" mid-run, topo -m's NIC rows alone,
nvidia-smi's version line as a list item, and vLLM's serving benchmark result."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_cuda_s_unknown_error_in_a_running_program_is_a_driver_error_that_stops_it():
    assert codes("Traceback (most recent call last):\n  File \"infer.py\", line 40, in run\n"
                 "RuntimeError: CUDA error: unknown error\n") == {"driver_error"}
    assert codes("CUDA error 999 at /src/ggml-cuda.cu:2510: unknown error\n") == {"driver_error"}
    # The words alone in a sentence are not CUDA's error.
    assert "driver_error" not in codes("I get an unknown error when I start it\n")


def test_topo_m_nic_rows_alone_count_the_gpus_before_them():
    rows = "\n".join(
        f"NIC{n}  " + "  ".join("X" if column == 4 + n else "SYS" for column in range(4 + 3)) for n in range(3)) + "\n"
    diagnosis = diagnose(rows)
    assert len(diagnosis.snapshot.gpus) == 4 and "multi_gpu" in codes(rows)
    # Rows that disagree on the count are not read as a matrix.
    assert codes("NIC0  X  SYS  SYS\nNIC1  SYS  SYS  X\n") == {"unrecognized_input"}


def test_nvidia_smi_s_version_line_as_a_list_item_gives_the_driver():
    text = ("### Environment\n* OS: Ubuntu 22.04\n*  NVIDIA-SMI 535.183.01             Driver Version: 535.183.01   "
            "CUDA Version: 12.2 \n* Docker version 27.1.1\n")
    diagnosis = diagnose(text)
    assert diagnosis.snapshot.driver_version == "535.183.01" and not diagnosis.findings


def test_vllm_s_serving_benchmark_result_is_read_with_nothing_to_judge():
    text = ("============ Serving Benchmark Result ============\nSuccessful requests:                     200\n"
            "Benchmark duration (s):                  41.2\nOutput token throughput (tok/s):         2031.5\n")
    diagnosis = diagnose(text)
    assert diagnosis.snapshot.input_kinds and not diagnosis.findings
