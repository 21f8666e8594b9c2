"""Readings added while published_holdout168 was tuned on: torchchat's and Transformers' lines that put the model on the
CPU, a launcher's echo of torchrun's count, and exo's and BentoML's lines as logs with nothing to judge (those two are in
test_quiet_logs)."""

import pytest

from tests.checker.diagnose.helpers import codes

TORCHCHAT = ("Using device=mps \nLoading model...\n"
             "Cannot load specified DSO to mps. Attempting to load model to CPU instead\nTime to load model: 0.20 seconds\n")
PIPELINE = "Device set to use cpu\nConfiguring for 8 CPU threads\nRunning CPU inference benchmarks...\n"


@pytest.mark.parametrize("paste", [TORCHCHAT, PIPELINE], ids=["torchchat-dso-fallback", "transformers-pipeline"])
def test_a_runtime_putting_the_model_on_the_cpu_is_a_cpu_run(paste):
    assert "cpu_only" in codes(paste)


def test_the_pipelines_device_named_in_a_sentence_is_not_its_log_line():
    assert "cpu_only" not in codes("The docs say: Device set to use cpu by default, but mine says cuda:0.\n")


def test_a_launchers_echo_of_torchruns_count_is_several_gpus():
    assert "multi_gpu" in codes("INFO:root:Using nproc_per_node=8.\n")
    assert "multi_gpu" not in codes("INFO:root:Using nproc_per_node=1.\n")
