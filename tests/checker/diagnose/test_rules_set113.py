"""Readings added while published_holdout113 was tuned on: no run over the devices a runtime was shown where it found
no GPU at all, NVIDIA's vLLM and PyTorch images' banners read as their output, and a count of "NVIDIA显卡"."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

CONFIG = ('time=2026-05-17T18:28:06.038Z level=WARN source=runner.go:536 msg="user overrode visible devices" '
          'CUDA_VISIBLE_DEVICES=1,2,3,4,5,6\n')
NO_GPU = ('time=2026-05-17T18:28:36.203Z level=INFO source=types.go:60 msg="inference compute" id=cpu library=cpu '
          'compute="" name=cpu description=cpu libdirs=ollama driver="" pci_id="" type="" total="503.7 GiB" '
          'available="400.2 GiB"\n')
A_GPU = ('time=2026-05-17T18:28:36.203Z level=INFO source=types.go:42 msg="inference compute" id=GPU-1 library=CUDA '
         'compute=8.6 name=CUDA0 description="NVIDIA GeForce RTX 3090" libdirs=ollama,cuda_v12 driver=12.8 '
         'pci_id=0000:01:00.0 type=discrete total="24.0 GiB" available="23.6 GiB"\n')


def test_a_runtime_that_found_no_gpu_runs_over_none_of_the_devices_it_was_shown():
    assert "cpu_only" in codes(CONFIG + NO_GPU) and "multi_gpu" not in codes(CONFIG + NO_GPU)
    # One card found of the six it was shown: the run is still over the devices the paste names.
    assert "multi_gpu" in codes(CONFIG + A_GPU)


def test_nvidias_vllm_and_pytorch_images_banners_are_their_output():
    for name in ("vLLM", "PyTorch"):
        banner = f"==========\n== {name} ==\n==========\n\nNVIDIA Release 26.01 (build 257596323)\n"
        assert read_paste(banner).input_kinds and codes(banner) == set()
    assert not read_paste("== Notes ==\nWe tried vLLM today.\n").input_kinds


def test_a_count_of_nvidia_cards_in_chinese():
    assert "multi_gpu" in codes("通过nvidia-smi工具观察到三张NVIDIA显卡均存在显存未充分利用的情况\n")
    assert "multi_gpu" not in codes("一张NVIDIA显卡\n")
