"""Readings added while published_holdout97 was tuned on: a --query-gpu log of samples over time, LM Studio's helper
processes as nvidia-smi cuts their path, whichllm's "No GPU detected" box, TVM's CUDA out-of-memory check, a script's
count of the GPUs it found, and llama.cpp's CUDA start, the CUDA image's banner and LM Studio's app log read as logs."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

SAMPLES = ("name, pstate, timestamp, utilization.gpu [%], utilization.memory [%], memory.total [MiB], memory.used [MiB]\n"
           "NVIDIA H100 NVL, P0, 2026/02/25 10:04:37.416, 0 %, 0 %, 95830 MiB, 1 MiB\n"
           "NVIDIA H100 NVL, P0, 2026/02/25 10:04:38.423, 0 %, 0 %, 95830 MiB, 1 MiB\n"
           "NVIDIA H100 NVL, P0, 2026/02/25 10:06:19.442, 66 %, 44 %, 95830 MiB, 90098 MiB\n"
           "NVIDIA H100 NVL, P0, 2026/02/25 10:06:20.442, 99 %, 62 %, 95830 MiB, 95000 MiB\n")


def test_a_logged_query_is_one_gpu_at_its_last_sample():
    diagnosis = diagnose(SAMPLES)
    assert len(diagnosis.snapshot.gpus) == 1
    gpu = diagnosis.snapshot.gpus[0]
    assert (gpu.memory_used_mib, gpu.utilization_pct) == (95000, 99)
    assert "multi_gpu" not in {f.code for f in diagnosis.findings}


def test_two_gpus_logged_by_index_stay_two_each_at_its_last_sample():
    text = ("index, timestamp, memory.used [MiB], memory.total [MiB], utilization.gpu [%]\n"
            "0, 2026/02/25 10:04:37.416, 100 MiB, 24576 MiB, 0 %\n1, 2026/02/25 10:04:37.417, 200 MiB, 24576 MiB, 0 %\n"
            "0, 2026/02/25 10:04:38.416, 23900 MiB, 24576 MiB, 97 %\n1, 2026/02/25 10:04:38.417, 300 MiB, 24576 MiB, 5 %\n")
    gpus = diagnose(text).snapshot.gpus
    assert [(g.memory_used_mib, g.utilization_pct) for g in gpus] == [(23900, 97), (300, 5)]


def test_two_identical_cards_without_a_timestamp_or_an_index_are_two():
    text = ("name, memory.used [MiB], memory.total [MiB]\n"
            "NVIDIA GeForce RTX 3090, 100 MiB, 24576 MiB\nNVIDIA GeForce RTX 3090, 200 MiB, 24576 MiB\n")
    assert len(diagnose(text).snapshot.gpus) == 2


def test_lm_studio_s_helpers_are_a_runtime_on_the_gpu_though_nvidia_smi_cut_their_path():
    table = (
        "+-----------------------------------------------------------------------------------------+\n"
        "| NVIDIA-SMI 580.126.09             Driver Version: 580.126.09     CUDA Version: 13.0     |\n"
        "+-----------------------------------------+------------------------+----------------------+\n"
        "| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |\n"
        "| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |\n"
        "|=========================================+========================+======================|\n"
        "|   0  NVIDIA GeForce RTX 4090        Off |   00000000:01:00.0 Off |                  Off |\n"
        "|  0%   38C    P8             21W /  450W |    1583MiB /  24564MiB |      0%      Default |\n"
        "+-----------------------------------------+------------------------+----------------------+\n"
        "\n"
        "+-----------------------------------------------------------------------------------------+\n"
        "| Processes:                                                                              |\n"
        "|  GPU   GI   CI              PID   Type   Process name                        GPU Memory |\n"
        "|        ID   ID                                                               Usage      |\n"
        "|=========================================================================================|\n"
        "|    0   N/A  N/A           11497      C   ...m-studio/.internal/utils/node        386MiB |\n"
        "+-----------------------------------------------------------------------------------------+\n")
    found = codes(table)
    assert "llm_process_on_gpu" in found and "no_llm_process_on_gpu" not in found


def test_whichllm_s_box_finds_no_gpu_but_the_line_quoted_in_a_sentence_does_not():
    assert {"no_devices", "cpu_only"} <= codes("│ No GPU detected — CPU-only mode                    │\n"
                                               "│ CPU: Unknown CPU — 20 cores                        │\n")
    assert "no_devices" not in codes('whichllm reports **"No GPU detected — CPU-only mode"** on every Jetson.\n'
                                     "before   No GPU detected — CPU-only mode\n")


def test_tvm_s_failed_cuda_check_is_out_of_memory():
    text = ("  Check failed: (e == cudaSuccess || e == cudaErrorCudartUnloading) is false: CUDA: out of memory\n"
            "terminate called after throwing an instance of 'tvm::runtime::InternalError'\n")
    assert "out_of_memory" in codes(text)


def test_a_script_s_count_of_the_gpus_it_found_is_a_stated_count():
    assert "multi_gpu" in codes("Number of GPUs detected: 4\nGPU 0: NVIDIA A100 80GB PCIe, Total Memory: 80.00 GB\n")
    assert "multi_gpu" not in codes("Number of GPUs detected: 1\nGPU 0: NVIDIA A100 80GB PCIe, Total Memory: 80.00 GB\n")


def test_llama_cpp_s_cuda_start_the_cuda_image_s_banner_and_lm_studio_s_app_log_are_read_with_nothing_to_judge():
    for text in ("Loading modelggml_cuda_init: GGML_CUDA_FORCE_MMQ:    no\n",
                 "==========\n== CUDA ==\n==========\n\nCUDA Version 12.8.0\n",
                 "[error] [LMSInternal][Client=LM Studio][Endpoint=loadModel] Error in channel handler: Error: Received "
                 "load-error\n"):
        assert codes(text) == set(), text
