"""Readings added while published_holdout54 was tuned on: a count of GPUs the paste states (a parallelism flag, a device
list, the user's words), SGLang's rank prefixes, llama.cpp's layers placed on the CPU one by one, and the failures of
vLLM's empty device list, cudarc's driver errors and NVML's missing functions."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers.stated_gpus import stated_count
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

VLLM_OOM = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of 23.65 GiB\n"


@pytest.mark.parametrize("said, count", [
    ("vllm serve Qwen/Qwen2.5-7B --tensor-parallel-size 2 --port 8000", 2),
    ("python -m sglang.launch_server --model-path x --tp 8", 8),
    ("lmdeploy serve api_server /m --tp=4", 4),
    ("text-generation-launcher --num-shard 3", 3),
    ("torchrun --nproc_per_node=4 train.py", 4),
    ("backend_config=TurbomindEngineConfig(model_name='glm4', tp=2, session_len=None)", 2),
    ("non-default args: {'model': 'x', 'tensor_parallel_size': 4}", 4),
    ("CUDA_VISIBLE_DEVICES=5,6  lmdeploy serve api_server", 2),
    ("docker run --gpus '\"device=0,2,3\"' image", 3),
    ("./llama-server -m m.gguf -ts 0.43,0.57", 2),
    ("4*A100 40G", 4),
    ("I run it on two RTX 3090s", 2),
    ("Hardware: 2x RTX 5090", 2),
    ("显卡A800 * 4", 4),
    ("我这有两个显卡，使用cuda:0进行合并", 2),
    ("I got 3.\n1x RTX 4000 8Gb\n2x RTX A4000 16Gb", 3),
])
def test_a_stated_count_is_read(said, count):
    assert stated_count(said)[0] == count


@pytest.mark.parametrize("said", [
    "tensor_parallel_size=1, pipeline_parallel_size=1",  # one GPU
    "|   2  NVIDIA A100-SXM4-80GB          On  |",  # a table row's index
    "[2] NVIDIA GeForce RTX 3090 | 45°C",  # gpustat's index
    "I have experienced two GPU crashes since the update",  # not a count of GPUs
    "ERROR: 2 GPU[0]: power: RSMI_STATUS_NOT_SUPPORTED",
    "Mixtral 8x7B at 1920x1080",
    "运行2分钟卡住了",  # stuck, not a card
    "llama-batched-bench -npp 128,256 -ntg 128",
    "docker run --gpus all ollama/ollama",
])
def test_what_is_not_a_count_of_gpus(said):
    assert stated_count(said) is None


def test_a_stated_count_beside_a_runtime_log_is_a_run_over_several_gpus():
    paste = "I run vllm serve with --tensor-parallel-size 2 on two RTX 3090\n" + VLLM_OOM
    result = diagnose(paste)
    multi = next(f for f in result.findings if f.code == "multi_gpu")
    assert "2" in multi.title and "--tensor-parallel-size 2" in multi.evidence
    # a count no larger than the GPUs shown adds nothing
    assert "multi_gpu" not in codes("vllm serve x --tensor-parallel-size 1\n" + VLLM_OOM)


def test_sglang_rank_prefixes_count_the_gpus():
    log = "".join(f"[2025-10-03 20:34:47 DP{tp // 2} TP{tp} EP{tp}] KV Cache is allocated. #tokens: 1339395, K size: "
                  "58.76 GB, V size: 58.76 GB\n" for tp in (0, 2, 3, 1))
    result = diagnose(log)
    assert len(result.snapshot.gpus) == 4 and "multi_gpu" in {f.code for f in result.findings}


def test_layers_assigned_to_the_cpu_one_by_one_are_a_cpu_run():
    cpu = "".join(f"load_tensors: layer {n:>3} assigned to device CPU, is_swa = 0\n" for n in range(16))
    assert "cpu_only" in codes(cpu)
    gpu = "".join(f"load_tensors: layer {n:>3} assigned to device CUDA0, is_swa = 0\n" for n in range(16, 32))
    assert "partial_offload" in codes(cpu + gpu)
    # layers shown on a GPU alone may follow CPU layers cut from the copy: nothing said of the whole
    assert not codes(gpu) & {"cpu_only", "partial_offload", "full_gpu"}


@pytest.mark.parametrize("line, code", [
    ("RuntimeError: CUDA_VISIBLE_DEVICES is set to empty string, which means GPU support is disabled.", "no_devices"),
    ("called `Result::unwrap()` on an `Err` value: DriverError(CUDA_ERROR_UNKNOWN, \"unknown error\")", "driver_error"),
    ("Can't find nvmlDeviceGetNvLinkRemoteDeviceType: /lib64/libnvidia-ml.so.1: undefined symbol: "
     "nvmlDeviceGetNvLinkRemoteDeviceType", "driver_error"),
])
def test_failures_that_stop_the_program(line, code):
    # each ends the program: no CPU run follows
    assert codes(line + "\n") == {code}


def test_lmdeploy_and_ds4_logs_are_read_as_runtime_logs():
    lmdeploy = "2024-07-26 12:13:24,537 - lmdeploy - INFO - input backend=turbomind, backend_config=None\n"
    assert "runtime log" in diagnose(lmdeploy).snapshot.input_kinds
    ds4 = ("ds4: Linux cuda backend set oom_score_adj=1000\n"
           "ds4: CUDA backend initialized on Quadro RTX 5000 (sm_75) dev=0\n"
           "ds4: CUDA host registration skipped: out of memory\n")
    # its host-memory registration is not the GPU running out
    assert codes(ds4) == set()


@given(st.text(max_size=400))
def test_any_text_gives_no_count_or_a_plausible_one(text):
    result = stated_count(text)
    assert result is None or (2 <= result[0] <= 64 and result[1].strip())
