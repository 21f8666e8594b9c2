"""Readings added while published_holdout104 was tuned on: llama.cpp's fit keeping an MoE model's experts in system
memory, and PyTorch's CPU-only wheel."""

from tests.checker.diagnose.helpers import codes

FIT = """\
llama_params_fit_impl: projected to use 55217 MiB of device memory vs. 6968 MiB of free device memory
llama_params_fit_impl: with only dense weights in device memory there is a total surplus of 2795 MiB
llama_params_fit_impl: filling dense-only layers back-to-front:
llama_params_fit_impl:   - CUDA0 (NVIDIA GeForce RTX 4060): 49 layers,   4272 MiB used,   2695 MiB free
llama_params_fit_impl: converting dense-only layers to full layers and filling them front-to-back with overflow to next device/system memory:
llama_params_fit_impl:   - CUDA0 (NVIDIA GeForce RTX 4060): 49 layers ({part} overflowing),   5767 MiB used,   1201 MiB free
llama_params_fit: successfully fit params to free device memory
"""

TWO_DEVICES = """\
llama_params_fit_impl: filling dense-only layers back-to-front:
llama_params_fit_impl:   - CUDA0 (NVIDIA GeForce RTX 3090): 20 layers,   9000 MiB used,  14000 MiB free
llama_params_fit_impl:   - CUDA1 (NVIDIA GeForce RTX 3090): 29 layers,   9000 MiB used,  14000 MiB free
llama_params_fit_impl: converting dense-only layers to full layers and filling them front-to-back with overflow to next device/system memory:
llama_params_fit_impl:   - CUDA0 (NVIDIA GeForce RTX 3090): 30 layers ( 1 overflowing),  22000 MiB used,   1000 MiB free
llama_params_fit_impl:   - CUDA1 (NVIDIA GeForce RTX 3090): 19 layers ( 0 overflowing),  20000 MiB used,   3000 MiB free
llama_params_fit: successfully fit params to free device memory
"""


def test_fit_overflowing_layers_on_one_gpu_are_a_partial_offload():
    assert "partial_offload" in codes(FIT.format(part=47))
    assert "partial_offload" in codes(FIT.format(part=1))  # one GPU: its overflow has nowhere to go but system memory
    assert "partial_offload" not in codes(FIT.format(part=0))


def test_fit_overflow_to_the_next_gpu_is_not_system_memory():
    assert "partial_offload" not in codes(TWO_DEVICES)
    assert "partial_offload" in codes(TWO_DEVICES.replace("( 1 overflowing)", "( 3 overflowing)"))


def test_fit_with_a_deficit_keeps_every_expert_in_system_memory():
    text = ("llama_params_fit_impl: with only dense weights in device memory there is still a total deficit of 812 MiB\n"
            "llama_params_fit_impl: filling dense-only layers back-to-front:\n")
    assert "partial_offload" in codes(text)
    assert "partial_offload" not in codes(text.replace("still a total deficit of 812", "a total surplus of 812"))


def test_pytorch_cpu_wheel_is_a_cpu_run():
    text = "PyTorch version: 2.9.1+cpu\nCUDA available: False\nCUDA version: None\n"
    assert "cpu_only" in codes(text)
    assert "cpu_only" in codes("torch==2.1.0+cpu\n" + text.split("\n", 1)[1])
    assert "cpu_only" not in codes(text.replace("+cpu", "+cu121"))
