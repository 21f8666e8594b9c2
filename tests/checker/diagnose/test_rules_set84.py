"""Readings added while published_holdout84 was tuned on: Langchain-Chatchat's logger, Transformers loading a sharded
checkpoint, bitsandbytes' CPU-only library and PyTorch finding no NVIDIA driver."""

from tests.checker.diagnose.helpers import codes


def test_langchain_chatchat_s_log_lines_are_read_with_nothing_to_judge():
    text = ("2024-04-12 11:54:29,189 - startup.py[line:655] - INFO: 正在启动服务：\n"
            "2024-04-12 11:54:29,189 - startup.py[line:656] - INFO: 如需查看 llm_api 日志，请前往 /dev/shm/logs\n")
    assert codes(text) == set()


def test_a_sharded_checkpoint_loading_is_read_with_nothing_to_judge():
    text = ("PS C:\\Users\\Administrator> python -m fastchat.serve.cli --model-path C:\\model\\vicuna-13b-1.1 --load-8bit\n"
            "Loading checkpoint shards: 100%|██████████| 3/3 [00:24<00:00,  8.10s/it]\n")
    assert codes(text) == set()


def test_bitsandbytes_loading_its_cpu_only_library_is_a_cpu_run():
    text = ("CUDA SETUP: WARNING! libcuda.so not found! Do you have a CUDA driver installed?\n"
            "/home/user/envs/llama/lib/python3.10/site-packages/bitsandbytes/cuda_setup/main.py:136: UserWarning: WARNING: No "
            "GPU detected! Check your CUDA paths. Proceeding to load CPU-only library...\n")
    assert "cpu_only" in codes(text)


def test_pytorch_finding_no_nvidia_driver_is_no_device_and_stops_the_run():
    text = ("AssertionError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a "
            "driver from http://www.nvidia.com/Download/index.aspx\n")
    assert codes(text) == {"no_devices"}
