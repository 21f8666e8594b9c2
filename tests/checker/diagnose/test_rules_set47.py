"""Readings added while published_holdout47 was tuned on: vLLM's log lines before 0.7 and behind another program's
prefix, Ollama's refusal for system memory, and LMDeploy TurboMind's memory after its allocation."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_vllm_lines_without_the_bracket_and_behind_a_prefix_are_its_log():
    torchserve = ("2024-10-07T22:54:57,365 [INFO ] W-9000-model_1.0-stdout MODEL_LOG - INFO 10-07 22:54:57 model_runner.py:1014] "
                  "Starting to load model meta-llama/Llama-3.2-3B-Instruct...\n")
    docker = "2024-05-24 23:49:38 WARNING 05-24 15:49:38 utils.py:327] Not found nvcc in /usr/local/cuda. Skip cuda version check!\n"
    for paste in (torchserve, docker):
        assert codes(paste) == set(), paste
    # a level and a time without vLLM's file:line are not its log
    assert codes("INFO 10-07 22:54:57 starting the web server\n") == {"unrecognized_input"}


def test_ollamas_refusal_for_system_memory_is_out_of_memory_of_ram():
    line = ('time=2025-10-19T15:17:57.097+08:00 level=INFO source=sched.go:450 msg="Load failed" model=/blobs/sha256-2e81 '
            'error="model requires more system memory (5.5 GiB) than is available (3.4 GiB)"\n')
    [oom] = [f for f in diagnose(line).findings if f.code == "out_of_memory"]
    assert "system memory" in oom.title


def test_turbomind_memory_after_its_allocation_is_the_cards_state():
    after = "after allocation    : free: 24.62 GB, total: 39.45 GB, used: 14.83 GB\n"
    gpu = diagnose(after).snapshot.gpus[0]
    assert (gpu.memory_total_mib, gpu.memory_used_mib, gpu.memory_before_load) == (40396.8, 15185.9, False)
    assert "vram_headroom_ok" in codes(after)
    # before the allocation it is what other programs held: no room finding from it
    assert "vram_headroom_ok" not in codes(after.replace("after", "before"))
