"""Readings added while published_holdout211 was tuned on: OpenAI Whisper's and Nougat's words for a model on the CPU."""

from checker.diagnose.parsers.cpu_fallback import CPU_FALLBACK
from tests.checker.diagnose.helpers import codes

# chidiwilliams/buzz PR #346 (published_holdout211): Buzz's debug log relaying Whisper's warning
BUZZ = ("[2023-01-17 20:14:17,242] transcriber.read_line:413 DEBUG -> whisper (stderr): whisper/transcribe.py:78: "
        "UserWarning: FP16 is not supported on CPU; using FP32 instead\n")


def test_whisper_warning_that_it_runs_in_fp32_on_the_cpu_is_a_cpu_run():
    assert codes(BUZZ) == {"cpu_only"}
    assert "cpu_only" in codes("UserWarning: Performing inference on CPU when CUDA is available\n")


def test_nougat_finding_no_gpu_is_a_cpu_run():
    assert "cpu_only" in codes("WARNING:root:No GPU found. Conversion on CPU is very slow.\n")


def test_fp16_on_a_gpu_or_other_fp16_warnings_are_no_cpu_run():
    for line in ("FP16 is supported on CUDA; using FP16", "UserWarning: FP16 is not supported on MPS; using FP32",
                 "Performing inference on CUDA"):
        assert CPU_FALLBACK.search(line) is None, line
