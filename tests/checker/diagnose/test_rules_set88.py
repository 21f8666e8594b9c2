"""Readings added while published_holdout88 was tuned on: Ollama's log before its structured lines, LocalAI's console log,
glog's lines with Triton's memory pools counting the GPUs, NIM's logger, Ollama's old runner exit and TensorRT-LLM's
runtime buffers."""

from tests.checker.diagnose.helpers import codes


def test_ollama_s_log_before_its_structured_lines_is_read():
    text = ('2025/03/17 11:20:06 routes.go:1230: INFO server config env="map[CUDA_VISIBLE_DEVICES: GPU_DEVICE_ORDINAL: '
            'OLLAMA_CONTEXT_LENGTH:2048]"\n')
    assert codes(text) == set()


def test_localai_s_console_log_and_ollama_s_old_runner_exit_are_read():
    assert codes("```\n11:37AM DBG GRPC Service Ready\n```\n") == set()
    assert codes("Error: llama runner process no longer running: -1 \n") == set()


def test_triton_s_memory_pools_count_the_gpus():
    text = "".join(f"I0621 01:00:57.49873{n} 294 cuda_memory_manager.cc:107] CUDA memory pool is created on device {n} "
                   f"with size 67108864\n" for n in range(4))
    assert codes(text) == {"multi_gpu"}


def test_nim_s_logger_with_the_year_and_tensorrt_llm_s_runtime_buffers_are_read():
    nim = "INFO 2024-11-26 10:19:04.812 pre_download.py:87] Fetching contents for profile tensorrt_llm-h100_nvl-fp8-tp2\n"
    trt = ("Allocated 2.66 GB GPU memory for runtime buffers.\nTensorRT-managed allocation in IExecutionContext creation: "
           "CPU +0, GPU +0, now: CPU 0, GPU 869 (MiB)\n")
    assert codes(nim) == set() and codes(trt) == set()
