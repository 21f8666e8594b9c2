"""Readings added while published_holdout147 was tuned on: Python's default logging form, llm.c's settings table,
torchtune's metric lines and CUDA's peer-to-peer matrices as program output; the GPUs that MPI's launcher, DeepSpeed's
batch settings and those matrices imply."""

from tests.checker.diagnose.helpers import codes, is_quiet_log

NEOX = "INFO:ConfigMonster:Total number of GPUs determined to be: 1\n4.0 4 1\n"
TORCHTUNE = ("Step 0 | loss:1.7535516023635864 lr:2e-05 gpu_resources:13708965376 \n"
             "Step 1 | loss:1.5729001760482788 lr:2e-05 gpu_resources:40627453440 \n")
LLMC = ("+-----------------------+----------------------------------------------------+\n"
        "| Parameter             | Value                                              |\n"
        "+-----------------------+----------------------------------------------------+\n"
        "| micro batch size B    | 4                                                  |\n")
P2P = ("    P2P=Enabled Latency (P2P Writes) Matrix (us)\n"
       "      GPU     0      1      2      3  \n"
       "        0   4.95 49206.88 49206.64 49206.69  \n"
       "        1 49206.62   2.08 49206.51 49206.52  \n")
DEEPSPEED = ("[2025-07-03 13:32:40,450] [INFO] [config.py:911:print_user_config]   json = {\n"
             '    "train_batch_size": {total}, \n'
             '    "train_micro_batch_size_per_gpu": 2, \n'
             '    "gradient_accumulation_steps": 8, \n'
             '    "bf16": {\n        "enabled": true\n    }\n}\n')


def test_python_default_logging_torchtune_and_llmc_settings_are_logs_with_nothing_to_judge():
    assert is_quiet_log(NEOX)
    assert is_quiet_log(TORCHTUNE)
    assert is_quiet_log(LLMC)
    assert codes("Step 3 of the guide did not work for me.\n") == {"unrecognized_input"}


def test_mpis_launcher_runs_a_rank_a_gpu():
    assert "multi_gpu" in codes("mpirun -np 8 ./train_gpt2cu\n" + LLMC)
    assert "multi_gpu" not in codes("mpirun -np 1 ./train_gpt2cu\n" + LLMC)


def test_peer_to_peer_matrices_name_each_gpu():
    assert codes(P2P) == {"multi_gpu"}


def test_deepspeeds_batch_settings_give_its_data_parallel_ranks():
    assert "multi_gpu" in codes(DEEPSPEED.replace("{total}", "48"))  # 48 = 2 x 8 x 3 ranks
    assert "multi_gpu" not in codes(DEEPSPEED.replace("{total}", "16"))  # one rank
    assert "multi_gpu" not in codes(DEEPSPEED.replace("{total}", "50"))  # does not divide: not DeepSpeed's own settings
