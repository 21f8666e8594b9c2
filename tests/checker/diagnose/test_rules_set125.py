"""Readings added while published_holdout125 was tuned on: PyTorch's glog-style warnings, vLLM's process prefix before a
traceback's frames and Jan's app log are logs; Jan running in its CPU mode is a CPU run; Unsloth's banner of mid-2025
states its GPU count after the card's name."""

from checker.diagnose.parsers.stated_gpus import stated_count
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes


def test_torchrun_vllm_process_and_jan_lines_are_logs():
    for text in ("W1006 18:02:14.946367 126467783853248 torch/distributed/run.py:757] \n",
                 '(EngineCore_0 pid=120)   File "/opt/vllm/models/qwen2_5_vl.py", line 733, in forward\n',
                 "2024-11-15T06:25:22.736Z [APP]::Terminating watched process...\n"):
        assert read_paste(text).input_kinds == ["runtime log"], text
    assert "unrecognized_input" in codes("(see pid=120) File in forward\n")


def test_jan_in_its_cpu_mode_runs_on_the_cpu():
    line = '2024-04-15T10:29:32.672Z [APP]::{{"notify":true,"run_mode":"{mode}","nvidia_driver":{{"exist":true}}}}\n'
    assert "cpu_only" in codes(line.format(mode="cpu"))
    assert "cpu_only" not in codes(line.format(mode="gpu"))


def test_unsloths_banner_of_2025_states_its_gpus():
    banner = ("==((====))==  Unsloth 2025.6.1: Fast Qwen3 patching.\n"
              "   \\\\   /|    Tesla V100-PCIE-16GB. Num GPUs = {n}. Max memory: 15.773 GB.\n")
    assert stated_count(banner.format(n=4))[0] == 4
    assert "multi_gpu" not in codes(banner.format(n=1))
