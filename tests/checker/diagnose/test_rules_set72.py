"""Readings added while published_holdout72 was tuned on: vLLM V1's "(VllmWorker rank=N pid=...)" workers and PyTorch's
out-of-memory message wrapped before its figures (gpustack-runtime's JSON and lspci have their own tests)."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_a_vllm_worker_s_rank_counts_the_gpus_whatever_follows_its_prefix():
    line = ("(VllmWorker rank={rank} pid=2728139) [2025-07-18 19:51:58,723] LMCache INFO: Initializing usage context. "
            "(usage_context.py:274:lmcache.usage_context)\n")
    assert len(diagnose(line.format(rank=1)).snapshot.gpus) == 2 and "multi_gpu" in codes(line.format(rank=1))
    assert "unrecognized_input" not in codes(line.format(rank=0)) and "multi_gpu" not in codes(line.format(rank=0))


def test_pytorch_s_message_wrapped_before_its_figures_still_judges_the_card():
    text = ("ERROR 08-25 22:00:44 [core.py:632] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 330.00 MiB. \n"
            "GPU 0 has a total capacity of 22.03 GiB of which {free} is free. \n"
            "Including non-PyTorch memory, this process has 21.71 GiB memory in use. \n")
    for free, used in (("319.12 MiB", 22.03 * 1024 - 319.12), ("12.00 GiB", (22.03 - 12) * 1024)):
        diagnosis = diagnose(text.format(free=free))
        assert {f.code for f in diagnosis.findings} == {"out_of_memory"}  # the message alone (rules 2026.11.4)
        assert round(diagnosis.snapshot.gpus[0].memory_used_mib) == round(used)
