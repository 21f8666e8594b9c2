"""Readings added while published_holdout48 was tuned on: a runtime's log naming GPU 0 no longer hides a query's second
GPU, nvidia-smi topo -m's heading counts the GPUs of a cut matrix, Ollama's engine placing every part on the GPU is a
full offload, and a Processes box cut at its column headings was cut."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_a_runtime_log_naming_gpu_0_keeps_the_second_gpu_of_query_rows():
    paste = ("0, NVIDIA GeForce RTX 3090, 580.142\n1, NVIDIA GeForce RTX 3090, 580.142\n\n"
             "(Worker_TP0 pid=67) INFO 05-06 01:50:52 [gpu_worker.py:460] Available KV cache memory: 9.49 GiB\n")
    assert len(diagnose(paste).snapshot.gpus) == 2 and "multi_gpu" in codes(paste)


def test_topo_heading_counts_the_gpus_of_a_matrix_cut_after_its_first_row():
    matrix = ("GPU Topology:\n        GPU0    GPU1    GPU2    GPU3    CPU Affinity    NUMA Affinity   GPU NUMA ID\n"
              "GPU0     X      SYS     SYS     SYS     48-63,112-127   3               N/A\n")
    assert [g.index for g in diagnose(matrix).snapshot.gpus] == [0, 1, 2, 3]


ENGINE = ('time=2026-01-17T20:35:08.861Z level=INFO source=device.go:240 msg="model weights" device=Vulkan0 size="1.9 GiB"\n'
          'time=2026-01-17T20:35:08.861Z level=INFO source=device.go:251 msg="kv cache" device=Vulkan0 size="448.0 MiB"\n')


def test_ollamas_engine_placing_every_part_on_the_gpu_is_a_full_offload():
    assert "full_gpu" in codes(ENGINE)
    # the weights' line alone may be followed by a CPU one the copy lost; CPU weights make it a split
    assert "full_gpu" not in codes(ENGINE.splitlines()[0] + "\n")
    cpu = 'time=2026-01-17T20:35:08.861Z level=INFO source=device.go:245 msg="model weights" device=CPU size="6.5 GiB"\n'
    assert "partial_offload" in codes(ENGINE + cpu) and "full_gpu" not in codes(ENGINE + cpu)


def test_a_processes_box_cut_at_its_column_headings_was_cut():
    rows = ("|   0  NVIDIA GeForce RTX 3090        On  |   00000000:04:00.0 Off |                  N/A |\n"
            "| 30%   52C    P2             99W /  250W |   12676MiB /  24576MiB |      1%      Default |\n"
            "+-----------------------------------------+------------------------+----------------------+\n\n"
            "+-----------------------------------------------------------------------------------------+\n"
            "| Processes:                                                                              |\n")
    columns = "|  GPU   GI   CI              PID   Type   Process name                        GPU Memory |\n"
    assert "truncated" in codes(rows + columns)
    assert "truncated" in codes(rows + columns + "|        ID   ID                                                               Usage      |\n")
