"""llm_benchmark's system report (ollama-benchmark on PyPI), in the layouts of published_holdout64 and 68."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import llm_benchmark
from checker.diagnose.rules import diagnose

REPORT = """$ llm_benchmark run --no-sendinfo
-------Linux----------
{'id': '0', 'name': 'NVIDIA GeForce RTX 3060', 'driver': '550.120', 'gpu_memory_total': '12288.0 MB', 'gpu_memory_free': '11804.0 MB', 'gpu_memory_used': '484.0 MB', 'gpu_load': '3.0%', 'gpu_temperature': '41.0 C'}
{'id': '1', 'name': 'NVIDIA GeForce RTX 3060', 'driver': '550.120', 'gpu_memory_total': '12288.0 MB', 'gpu_memory_free': '12279.0 MB', 'gpu_memory_used': '9.0 MB', 'gpu_load': '0.0%', 'gpu_temperature': '35.0 C'}
Total memory size : 62.72 GB
cpu_info: AMD Ryzen 9 5900X 12-Core Processor
gpu_info: NVIDIA GeForce RTX 3060
os_version: Ubuntu 22.04.4 LTS
ollama_version: 0.3.12
----------
"""


def test_each_gpu_dict_gives_its_card():
    snapshot = llm_benchmark.parse(REPORT)
    assert snapshot.driver_version == "550.120" and [g.index for g in snapshot.gpus] == [0, 1]
    first = snapshot.gpus[0]
    assert (first.name, first.memory_used_mib, first.memory_total_mib, first.utilization_pct, first.temperature_c) == (
        "NVIDIA GeForce RTX 3060", 484.0, 12288.0, 3.0, 41.0)
    assert "multi_gpu" in {f.code for f in diagnose(REPORT).findings}


def test_no_gpu_detected_is_read_without_a_gpu():
    text = ("-------Linux----------\n\nNo GPU detected.\nTotal memory size : 46.91 GB\ncpu_info: AMD Ryzen 7 PRO 4750G\n"
            "gpu_info: Renoir [Radeon Vega Series / Radeon Vega Mobile Series]\nos_version: Ubuntu 24.04.2 LTS\n"
            "ollama_version: 0.5.10\n")
    diagnosis = diagnose(text)
    assert diagnosis.snapshot.input_kinds == ["llm_benchmark"] and diagnosis.snapshot.gpus == [] and not diagnosis.findings


def test_report_lines_without_the_version_or_a_dict_are_not_this_tool():
    assert llm_benchmark.parse("cpu_info: some CPU\ngpu_info: some GPU\n") is None


@given(st.text(max_size=300))
def test_any_text_parses_or_is_refused_without_an_error(text):
    snapshot = llm_benchmark.parse(text)
    assert snapshot is None or snapshot.input_kinds == ["llm_benchmark"]


@given(st.integers(0, 15), st.floats(0, 200000, allow_nan=False), st.floats(0, 100, allow_nan=False))
def test_a_dict_s_figures_are_read_as_printed(index, used, load):
    line = (f"{{'id': '{index}', 'name': 'NVIDIA A10', 'driver': '535.1', 'gpu_memory_total': '24564.0 MB', "
            f"'gpu_memory_used': '{used:.1f} MB', 'gpu_load': '{load:.1f}%', 'gpu_temperature': '40.0 C'}}")
    gpu = llm_benchmark.parse(line).gpus[0]
    assert gpu.index == index and gpu.memory_used_mib == float(f"{used:.1f}") and gpu.utilization_pct == float(f"{load:.1f}")
