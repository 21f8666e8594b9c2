"""Readings added while published_holdout204 was tuned on: a looped query with no GPU column, Triton Inference Server's
GPUs, PyTorch's memory summary, and an inline-code mark glued to an XML report."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes, is_quiet_log

# polybar-scripts #42 (published_holdout204): a status-bar script's loop, one card, nine samples
LOOP = """❯ nvidia-smi --loop=1 --query-gpu=temperature.gpu,utilization.gpu,utilization.memory --format=csv,noheader,nounits
41, 6, 13
41, 6, 13
41, 5, 13
41, 7, 13
41, 12, 15
41, 8, 13
41, 4, 12
41, 6, 13
41, 5, 13
"""


def test_a_looped_query_without_a_gpu_column_is_one_gpu_at_its_last_sample():
    gpus = read_paste(LOOP).gpus
    assert [(gpu.utilization_pct, gpu.temperature_c, gpu.peak_utilization_pct) for gpu in gpus] == [(5.0, 41.0, 12.0)]
    assert "multi_gpu" not in codes(LOOP)


@given(flag=st.sampled_from(["--loop=1", "-l 2", "--loop-ms=500", "-lms 250"]), samples=st.lists(st.integers(0, 100),
                                                                                                 min_size=2, max_size=30))
def test_any_loop_flag_makes_rows_samples(flag, samples):
    text = (f"$ nvidia-smi {flag} --query-gpu=utilization.gpu,temperature.gpu --format=csv,noheader,nounits\n"
            + "".join(f"{util}, 40\n" for util in samples))
    gpus = read_paste(text).gpus
    assert len(gpus) == 1 and gpus[0].utilization_pct == samples[-1] and gpus[0].peak_utilization_pct == max(samples)


def test_without_a_loop_the_rows_are_gpus():
    text = "$ nvidia-smi --query-gpu=utilization.gpu,temperature.gpu --format=csv,noheader,nounits\n5, 40\n7, 41\n"
    assert len(read_paste(text).gpus) == 2


# triton-inference-server/server #5349 (published_holdout204): the server's metrics start-up on four cards
TRITON = "".join(f"I0214 03:52:45.3270{n}2 5265 metrics.cc:864] Collecting metrics for GPU {n}: NVIDIA GeForce RTX 2080\n"
                 for n in range(4)) + "I0214 03:52:45.328185 5265 metrics.cc:757] Collecting CPU metrics\n"


def test_triton_s_metrics_lines_are_its_gpus():
    assert [gpu.name for gpu in read_paste(TRITON).gpus] == ["NVIDIA GeForce RTX 2080"] * 4
    assert codes(TRITON) == {"multi_gpu"}


@given(count=st.integers(1, 16), repeated=st.booleans())
def test_each_gpu_triton_watches_counts_once(count, repeated):
    lines = [f"I0316 14:16:51.173524 93 metrics.cc:864] Collecting metrics for GPU {n}: Tesla T4\n" for n in range(count)]
    assert len(read_paste("".join(lines * (2 if repeated else 1))).gpus) == count


# neonbjb/tortoise-tts #439 (published_holdout204): torch.cuda.memory_summary() on a GTX 1080 Ti, cut in its rows
SUMMARY = """Computing best candidates using CLVP
|===========================================================================|
|                  PyTorch CUDA memory summary, device ID 0                 |
|---------------------------------------------------------------------------|
|            CUDA OOMs: {ooms:<12d}|        cudaMalloc retries: 0         |
|===========================================================================|
|        Metric         | Cur Usage  | Peak Usage | Tot Alloc  | Tot Freed  |
|---------------------------------------------------------------------------|
| Allocated memory      |    972 MiB |   2160 MiB |   1358 GiB |   1358 GiB |
"""


def test_pytorch_s_memory_summary_is_a_log_with_nothing_to_judge():
    assert is_quiet_log(SUMMARY.format(ooms=0))


@given(ooms=st.integers(1, 10**6))
def test_a_summary_that_counts_out_of_memory_errors_is_out_of_memory(ooms):
    assert "out_of_memory" in codes(SUMMARY.format(ooms=ooms))


# Saim20/SysMonTask #60 (published_holdout204): an -q -x report behind an inline-code mark, cut in the GPU's element
XML = """`<?xml version="1.0" ?>
<!DOCTYPE nvidia_smi_log SYSTEM "nvsmi_device_v11.dtd">
<nvidia_smi_log>
\t<timestamp>Thu May  6 17:28:35 2021</timestamp>
\t<driver_version>460.67</driver_version>
\t<cuda_version>11.2</cuda_version>
\t<attached_gpus>1</attached_gpus>
\t<gpu id="00000000:01:00.0">
\t\t<product_name>GeForce GT 730</product_name>
\t\t<persistence_mode>Disabled</persistence_mode>
"""


def test_an_xml_report_behind_a_glued_backtick_is_read():
    snapshot = read_paste(XML)
    assert [gpu.name for gpu in snapshot.gpus] == ["GeForce GT 730"] and snapshot.driver_version == "460.67"
    assert codes(XML) == {"truncated"}


def test_a_closed_inline_code_span_is_left_alone():
    assert "unrecognized_input" in codes("Run `nvidia-smi` and paste `<output>`\n")
