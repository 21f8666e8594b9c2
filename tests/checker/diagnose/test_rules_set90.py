"""Readings added while published_holdout90 was tuned on: verl's diagnosis report, DeepSpeed's logger, a training script's
memory statistics per rank and mlx-lm's LoRA training log."""

from checker.diagnose.parsers import env_report
from tests.checker.diagnose.helpers import codes

VERL = ("----------System Info----------\nCPU Memory      : 1007.60 GB\nGPU Count       : 3\n"
        "GPU 1   Type    : NVIDIA RTX A6000\nGPU 1   Memory  : 47.99 GB\nGPU 2   Type    : NVIDIA RTX A6000\n"
        "GPU 2   Memory  : 47.99 GB\nGPU 3   Type    : NVIDIA RTX A6000\nGPU 3   Memory  : 47.99 GB\n")


def test_verl_s_diagnosis_report_counts_and_names_the_gpus():
    snapshot = env_report.parse(VERL)
    assert [(g.index, g.name, g.memory_total_mib) for g in snapshot.gpus] == [(i, "NVIDIA RTX A6000", None) for i in range(3)]
    assert codes(VERL) == {"multi_gpu"}


def test_deepspeed_s_logger_and_mlx_lm_s_training_log_are_read_with_nothing_to_judge():
    deepspeed = ("[2023-05-16 18:41:16,882] [WARNING] [runner.py:191:fetch_hostfile] Unable to find hostfile, will proceed "
                 "with training with local resources only.\n")
    mlx = ("Iter 10: Train loss 0.986, Learning Rate 1.000e-06, It/sec 0.381, Tokens/sec 174.114, Trained Tokens 4568, "
           "Peak mem 28.349 GB\n")
    assert codes(deepspeed) == set() and codes(mlx) == set()


def test_a_rank_s_memory_statistics_name_its_device():
    text = ("RANK=2 MEMSTATS Memory stats after training step device=cuda:2 current alloc=45.4646GB (delta=0.0000GB "
            "max=52.3739GB) current cache=57.1406GB (delta=0.0000GB max=57.1406GB)\n")
    assert codes(text) == {"multi_gpu"}
