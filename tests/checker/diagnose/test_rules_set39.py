"""Readings added while published_holdout39 was tuned on: MLC LLM's and vLLM.rs's refusals for lack of GPU memory,
GPUStack's scheduler log, and LMDeploy's failed rank naming a GPU."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_mlc_llms_insufficient_gpu_memory_is_out_of_memory():
    error = ("TVMError: Check failed: (output_res.IsOk()) is false: Insufficient GPU memory error: The available single GPU "
             "memory is 20584.716 MB, which is less than the sum of model weight size (5977.188 MB) and temporary buffer "
             "size (15013.765 MB).\n")
    assert codes(error) == {"out_of_memory"}


def test_vllm_rs_refusing_a_prompt_its_kv_cache_cannot_hold_is_out_of_memory():
    log = ("2026-04-01T02:58:54.898453Z  INFO vllm_rs::core::scheduler: GPU Kvcache: 21976 blocks (1406464 tokens) free, "
           "used 55.3% (19.90GB/36.00GB); CPU swap used 0.0% (0.00GB/72.00GB)\n"
           "2026-04-01T02:59:00.655654Z ERROR vllm_rs::server::server: Stream generation failed: Remaining 1406272 kvcache "
           "tokens, but your prompt requires 1717120 new tokens, please request later!\n")
    assert codes(log) == {"out_of_memory"}
    assert codes(log.splitlines()[0] + "\n") == set()  # the scheduler's stats alone: read, nothing to judge
    assert diagnose(log.splitlines()[0] + "\n").snapshot.input_kinds == ["runtime log"]


def test_gpustacks_scheduler_log_is_read():
    log = ("2025-03-05T16:08:18+08:00 - gpustack.scheduler.scheduler - DEBUG - Scheduling model instance llama3.1-Z6TVI\n"
           "2025-03-05T16:08:18+08:00 - gpustack.policies.utils - DEBUG - Worker TEST-gpt reserved memory: 2147483648\n")
    result = diagnose(log)
    assert result.snapshot.input_kinds == ["runtime log"] and not result.findings


def test_lmdeploys_failed_rank_counts_the_gpus_below_it():
    log = ("2024-07-17 13:52:26,995 - lmdeploy - INFO - session_id=1, history_tokens=0, input_tokens=2408\n"
           "2024-07-17 13:52:34,618 - lmdeploy - ERROR - Rank[2] failed.\n")
    assert [g.index for g in diagnose(log).snapshot.gpus] == [0, 1, 2]
    assert codes(log) == {"multi_gpu"}
    assert codes(log.replace("Rank[2]", "Rank[0]")) == set()
