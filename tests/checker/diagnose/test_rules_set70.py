"""Readings added while published_holdout70 was tuned on: KoboldAI's layer split, LLaMA-Factory's environment report and
exllamav2's "Insufficient VRAM for model and cache"."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_koboldai_s_layer_split_is_a_placement():
    split = "       DEVICE ID  |  LAYERS  |  DEVICE NAME\n               0  |      {gpu}  |  NVIDIA GeForce RTX 3090\n{rest}"
    assert "partial_offload" in codes(split.format(gpu=20, rest="             N/A  |      20  |  (CPU)\n"))
    assert "full_gpu" in codes(split.format(gpu=40, rest=""))
    # Rows without the heading above them are not a split.
    assert "partial_offload" not in codes("               0  |      20  |  something\n             N/A  |      20  |  (CPU)\n")


def test_llamafactory_s_environment_report_gives_the_gpus():
    text = ("- `llamafactory` version: 0.9.3\n- Platform: Linux-6.8.0-x86_64-with-glibc2.35\n- PyTorch version: 2.6.0+cu124 (GPU)\n"
            "- GPU type: NVIDIA A100-SXM4-80GB\n- GPU number: 4\n- GPU memory: 79.25GB\n- DeepSpeed version: 0.16.4\n")
    diagnosis = diagnose(text)
    gpus = diagnosis.snapshot.gpus
    assert len(gpus) == 4 and gpus[0].name == "NVIDIA A100-SXM4-80GB" and gpus[0].memory_total_mib == 81152.0
    assert "multi_gpu" in codes(text)


def test_exllamav2_s_insufficient_vram_is_out_of_memory():
    assert "out_of_memory" in codes("ValueError: Insufficient VRAM for model and cache\n")


def test_koboldai_s_last_split_table_is_the_one_it_loads_with():
    head = "       DEVICE ID  |  LAYERS  |  DEVICE NAME\n"
    text = (head + "->             0  |       0  |  NVIDIA GeForce GTX 1080 Ti\n             N/A  |      32  |  (CPU)\n\n"
            "How many of the remaining 32 layers would you like to put into device 0?\n32\n\n"
            + head + "               0  |      32  |  NVIDIA GeForce GTX 1080 Ti\n             N/A  |       0  |  (CPU)\n")
    assert "full_gpu" in codes(text) and "cpu_only" not in codes(text)
