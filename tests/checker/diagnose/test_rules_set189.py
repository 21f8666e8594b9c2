"""Readings added while published_holdout189 was tuned on: nvidia-smi tables of 2013-14 drivers (memory in "MB"),
intel_gpu_top's device list and JSON samples, llama.cpp's "[cublas]" output layer of mid-2023, and vLLM's worker
names that carry a parallel rank."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# cBio/cbio-cluster #39: driver 325.15 (2014) prints the same MiB as "MB".
OLD_TABLE = ("+------------------------------------------------------+\n"
             "| NVIDIA-SMI 5.325.15   Driver Version: 325.15         |\n"
             "|-------------------------------+----------------------+----------------------+\n"
             "| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |\n"
             "| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |\n"
             "|===============================+======================+======================|\n"
             "|   0  GeForce GTX TITAN   Off  | 0000:03:00.0     N/A |                  N/A |\n"
             "| 31%   44C  N/A     N/A /  N/A |       14MB /  6143MB |     N/A      Default |\n"
             "+-------------------------------+----------------------+----------------------+\n")


def test_an_old_drivers_megabytes_are_mebibytes():
    gpu = read_paste(OLD_TABLE).gpus[0]
    assert (gpu.memory_used_mib, gpu.memory_total_mib, gpu.temperature_c) == (14.0, 6143.0, 44.0)
    # near copy: another unit is not read as MiB
    assert read_paste(OLD_TABLE.replace("14MB /  6143MB", "14KB /  6143KB")).gpus[0].memory_total_mib is None


# luisbocanegra/plasma-intel-gpu-monitor #4: -L, then one -J sample of the Intel card (the NVIDIA card is listed too).
LISTED = ("card1                    Intel Dg2 (Gen12)                 pci:vendor=8086,device=56A5,card=0\n"
          "└─renderD129\n"
          "card0                    10de:2204                         pci:vendor=10DE,device=2204,card=0\n"
          "└─renderD128\n")
SAMPLE = ('[\n{\n\t"period": {\n\t\t"duration": 20.513696,\n\t\t"unit": "ms"\n\t},\n'
          '\t"rc6": {\n\t\t"value": 33.095547,\n\t\t"unit": "%"\n\t},\n'
          '\t"power": {\n\t\t"GPU": 11.5,\n\t\t"Package": 30.2,\n\t\t"unit": "W"\n\t},\n'
          '\t"engines": {\n\t\t"Render/3D": {\n\t\t\t"busy": 48.970580,\n\t\t\t"sema": 0.0,\n\t\t\t"wait": 0.0,\n\t\t\t"unit": "%"\n\t\t},\n'
          '\t\t"Compute/0": {\n\t\t\t"busy": 12.5,\n\t\t\t"sema": 0.0,\n\t\t\t"wait": 0.0,\n\t\t\t"unit": "%"\n\t\t}\n\t}\n}\n]\n')


def test_intel_gpu_tops_sample_is_the_listed_intel_cards_busiest_engine():
    snapshot = read_paste(LISTED + SAMPLE)
    assert snapshot.input_kinds == ["intel_gpu_top"]
    intel, nvidia = snapshot.gpus
    assert (intel.name, intel.utilization_pct, intel.power_draw_w) == ("Intel Dg2 (Gen12)", 48.97058, 11.5)
    assert (nvidia.name, nvidia.utilization_pct) == ("10de:2204", None)
    assert codes(LISTED + SAMPLE) == {"multi_gpu"}


def test_an_intel_gpu_top_sample_cut_inside_its_engines_is_cut():
    cut = SAMPLE[:SAMPLE.index('"Compute/0"')]
    assert read_paste(cut).gpus[0].utilization_pct == 48.97058
    assert "truncated" in codes(cut)


def test_an_idle_intel_card_is_idle_and_a_card_busy_earlier_in_the_capture_is_not():
    idle = SAMPLE.replace("48.970580", "0.0").replace("12.5", "0.0")
    assert "gpu_idle" in codes(idle)
    two = "[\n" + idle.strip("[]\n") + ",\n" + SAMPLE.strip("[]\n").replace("48.970580", "70.0") + ",\n" + idle.strip("[]\n") + "\n]\n"
    assert "gpu_idle" not in codes(two)


def test_json_without_intel_gpu_tops_keys_is_not_read_as_it():
    # near copy: the same shape with other keys
    other = SAMPLE.replace('"period"', '"window"').replace('"engines"', '"queues"').replace('"rc6"', '"sleep"')
    assert "intel_gpu_top" not in read_paste(other).input_kinds


# ggml-org/llama.cpp #1515 (May 2023): every layer and the output layer offloaded through cuBLAS.
CUBLAS_2023 = ("llama_model_load_internal: n_layer    = 40\n"
               "llama_model_load_internal: [cublas] offloading 40 layers to GPU\n"
               "llama_model_load_internal: [cublas] offloading output layer to GPU\n"
               "llama_model_load_internal: [cublas] total VRAM used: 7660 MB\n")


def test_the_2023_cublas_output_layer_line_means_the_whole_model_is_on_the_gpu():
    assert "full_gpu" in codes(CUBLAS_2023)
    # near copy: without the output layer's line the share is not known
    assert "full_gpu" not in codes(CUBLAS_2023.replace("llama_model_load_internal: [cublas] offloading output layer to GPU\n", ""))


# noonghunna/club-3090 #178: vLLM V1's worker of tensor-parallel rank 0, the only one that speaks.
WORKER = ("(Worker_TP0 pid=135) INFO 05-21 14:12:24 [weight_utils.py:922] Filesystem type for checkpoints: BTRFS. "
          "Checkpoint size: 17.69 GiB. Available RAM: 8.82 GiB.\n")


def test_a_worker_named_by_its_parallel_rank_is_one_of_two_gpus_at_least():
    assert len(read_paste(WORKER).gpus) == 2 and "multi_gpu" in codes(WORKER)
    # near copy: V1's single worker has no rank in its name
    assert "multi_gpu" not in codes(WORKER.replace("Worker_TP0", "Worker"))
