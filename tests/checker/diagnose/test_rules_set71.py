"""Readings added while published_holdout71 was tuned on: vLLM's usage-stats record and its 2023 serving benchmark,
SGLang's request slots running out, DeepSpeed's log, Forge's memory management and an L4 counted in words."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_vllm_usage_stats_give_the_card_its_size_and_count():
    record = ('{{\n  "cuda_runtime": "12.8",\n  "gpu_count": {count},\n  "gpu_type": "NVIDIA H100 80GB HBM3",\n'
              '  "gpu_memory_per_device": 85029158912,\n  "model_architecture": "Qwen3MoeForCausalLM"\n}}\n')
    gpus = diagnose(record.format(count=1)).snapshot.gpus
    assert len(gpus) == 1 and gpus[0].name == "NVIDIA H100 80GB HBM3" and gpus[0].memory_total_mib == 81090.1
    assert "unrecognized_input" not in codes(record.format(count=1))
    assert len(diagnose(record.format(count=4)).snapshot.gpus) == 4 and "multi_gpu" in codes(record.format(count=4))


def test_vllm_s_2023_serving_benchmark_is_read_and_its_flag_counts_the_gpus():
    text = ("`python -m vllm.entrypoints.api_server --model /code/llama-65b-hf --tensor-parallel-size 8`\n"
            "Total time: 312.02 s\nThroughput: 3.20 requests/s\nAverage latency: 125.45 s\n"
            "Average latency per token: 0.40 s\nAverage latency per output token: 2.10 s\n")
    assert codes(text) == {"multi_gpu"}
    # Without the program's last line the author's numbers alone are not read.
    assert "unrecognized_input" in codes("Total time: 312.02 s\nThroughput: 3.20 requests/s\n")


def test_sglang_s_request_slots_running_out_is_not_the_gpu_s_memory():
    text = ("This happens with Qwen 7B FP8 model on 4× NVIDIA L4.\n"
            "RuntimeError: alloc_req_slots runs out of memory. Please set a smaller number for `--max-running-requests`. "
            "self.req_to_token_pool.available_size()=1, num_reqs=2,\n")
    found = codes(text)
    assert "out_of_memory" not in found and "unrecognized_input" not in found
    assert "multi_gpu" in found  # "4× NVIDIA L4": an L4 is a GPU like a T4


def test_deepspeed_s_log_is_read_with_nothing_to_judge():
    text = ("(ActorModelRayActor pid=21287) [2024-01-24 13:07:02,886] [INFO] [logging.py:96:log_dist] [Rank 0] DeepSpeed "
            "info: version=0.13.0, git-hash=unknown, git-branch=unknown\n")
    assert codes(text) == set()


def test_forge_s_memory_management_says_where_the_model_went():
    unload = "[Unload] Trying to free 5797.46 MB for cuda:0 with 0 models keep loaded ... Done.\n"
    head = ("[Memory Management] Target: KModel, Free GPU: 3235.60 MB, Model Require: 3278.81 MB, Previously Loaded: "
            "0.00 MB, Inference Require: 1535.00 MB, Remaining: {remaining} MB, ")
    split = unload + head.format(remaining="-1578.22") + "CPU Swap Loaded (blocked method): 1971.88 MB, GPU Loaded: 1306.94 MB\n"
    fits = unload + head.format(remaining="4802.76") + "All loaded to GPU.\n"
    assert "partial_offload" in codes(split) and "full_gpu" not in codes(split)
    assert "full_gpu" in codes(fits) and "partial_offload" not in codes(fits)
    # The last load is where the model is now.
    assert "full_gpu" in codes(split + fits) and "partial_offload" in codes(fits + split)
    assert len(diagnose(split).snapshot.gpus) == 1
