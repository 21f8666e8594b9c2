"""Readings added while published_holdout145 was tuned on: Ollama's scheduler placing a model beside those it holds
(several models loaded) and naming its runner's devices (a count of GPUs)."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

ALONGSIDE = ('time=2026-08-30T13:53:41.385+02:00 level=INFO source=sched.go:568 msg="llama-server model fits alongside '
             'existing models" predicted="6.9 GiB" predicted_num_ctx=32768 num_batch=1024 available="11.9 GiB"\n')
RUNNER = ('time=2025-10-22T21:10:16.686-04:00 level=DEBUG source=sched.go:304 msg="after processing request finished '
          'event" runner.name=registry.ollama.ai/library/qwen3-coder:30b-a3b-q8_0 runner.inference=cuda runner.devices=2 '
          'runner.size="35.1 GiB" runner.vram="35.1 GiB"\n')


def test_a_model_placed_alongside_others_means_several_are_loaded():
    assert "multiple_models_loaded" in codes(ALONGSIDE)
    assert read_paste(ALONGSIDE).models_loaded_together == 2
    # Ollama's count, where it prints one, still wins
    counted = ALONGSIDE + 'time=2026-08-30T13:53:42.000+02:00 level=INFO source=sched.go:473 msg="loaded runners" count=3\n'
    assert read_paste(counted).models_loaded_together == 3


def test_the_runners_devices_count_the_gpus_it_runs_on():
    assert "multi_gpu" in codes(RUNNER)
    assert len(read_paste(RUNNER).gpus) == 2
    # a runner on the CPU has no GPU to count
    assert "multi_gpu" not in codes(RUNNER.replace("runner.inference=cuda", "runner.inference=cpu"))
