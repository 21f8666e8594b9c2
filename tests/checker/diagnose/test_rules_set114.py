"""Readings added while published_holdout114 was tuned on: devices counted by their indexes in Ollama's ggml system
line and in mmengine's environment report (read as a program's output), and cards joined by plus signs."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

SYSTEM = ('time=2025-09-06T19:07:13.515Z level=INFO source=ggml.go:104 msg=system CPU.0.SSE3=1 CPU.0.LLAMAFILE=1 '
          'CPU.1.LLAMAFILE=1 CUDA.0.ARCHS=500,600,610,700,750,800,860,870,890,900,1200 CUDA.0.USE_GRAPHS=1 '
          '{second}compiler=cgo(gcc)\n')


def test_ollamas_ggml_system_line_counts_its_gpu_backends():
    assert "multi_gpu" in codes(SYSTEM.format(second="CUDA.1.ARCHS=500,600,610,700,750,800,860,870,890,900,1200 "))
    # One backend, however many CPU ones: no run over several GPUs.
    assert "multi_gpu" not in codes(SYSTEM.format(second=""))


def test_mmengines_environment_report_is_read_and_counts_its_gpus():
    report = ("{'CUDA available': True,\n 'CUDA_HOME': '/usr',\n 'GPU 0,1,2,3,4,5,6,7': 'NVIDIA A100-SXM4-80GB',\n"
              " 'MMEngine': '0.10.4',\n")
    assert read_paste(report).input_kinds and codes(report) == {"multi_gpu"}
    assert "multi_gpu" not in codes(report.replace("GPU 0,1,2,3,4,5,6,7", "GPU 0"))


def test_cards_joined_by_plus_signs_are_one_each():
    assert "multi_gpu" in codes("I'm using local models with 4060+5060+5070 gpus, 48gb total.\n")
    assert "multi_gpu" in codes("my rig: RTX 3090 + 3060\n")
    assert "multi_gpu" not in codes("CUDA 12.4+ is needed for the 5090\n")
    assert "multi_gpu" not in codes("llama.cpp b4050+5060 commits later\n")
