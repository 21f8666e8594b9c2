"""Readings added while published_holdout49 was tuned on: a launcher's task tag before each line (SkyPilot's), llama.cpp's
per-layer KV cache lines read as its log, and PyTorch's warnings that its build has no kernels for the card."""

from checker.diagnose.articles import article_for
from checker.diagnose.clean import clean
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_a_launchers_task_tag_is_taken_off_and_vllms_worker_prefix_kept():
    assert clean("(sky-cmd, pid=13008) | NVIDIA-SMI 535.183.06\n").lines == ["| NVIDIA-SMI 535.183.06"]
    assert clean("(worker1, rank=1, pid=2101, ip=10.0.0.2) Sat Oct 19\n").lines == ["Sat Oct 19"]
    worker = "(VllmWorkerProcess pid=521) INFO 08-19 07:51:03 model_runner.py:732] Loading model weights took 7.0 GiB"
    assert clean(worker).lines == [worker]


def test_llama_cpp_kv_cache_layer_lines_are_its_log():
    lines = "".join(f"llama_kv_cache_unified: layer  {n}: dev = CPU\n" for n in range(36, 40))
    assert codes(lines) == set()


def test_pytorchs_warning_that_its_build_skips_the_card_is_a_driver_error_naming_the_gpu():
    new = ("/usr/local/lib/python3.12/dist-packages/torch/cuda/__init__.py:371: UserWarning: Found GPU1 Tesla V100-SXM2-32GB "
           "which is of compute capability (CC) 7.0.\n")
    result = diagnose(new)
    [error] = [f for f in result.findings if f.code == "driver_error"]
    assert "architecture" in error.title and "cpu_only" not in codes(new)
    assert article_for("driver_error", result.snapshot, error.evidence) == "cuda-no-kernel-image-available"
    assert len(result.snapshot.gpus) == 2  # CUDA's device 1 is a second GPU
    blackwell = ("UserWarning: NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch "
                 "installation.\n")
    assert "driver_error" in codes(blackwell)
