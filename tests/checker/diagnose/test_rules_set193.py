"""Readings added while published_holdout193 was tuned on: an nvidia-smi query cut after its header, and InvokeAI
choosing the CPU. (dcgmi diag's table, read on the same set, is tested with its parser, parsers/test_dcgmi_diag.py.)"""

from tests.checker.diagnose.helpers import codes

# aristocratos/bpytop #26: the query run twice, the copy cut after the second run's header.
ROWS = ("name, memory.total [MiB], memory.used [MiB], utilization.gpu [%]\n"
        "GeForce GTX 1080 Ti, 11175 MiB, 2856 MiB, 36 %\nGeForce GTX 1060 6GB, 6078 MiB, 4 MiB, 0 %\n")
AGAIN = ("~ $  time nvidia-smi --query-gpu=gpu_name,memory.total,memory.used,utilization.gpu --format=csv\n"
         "name, memory.total [MiB], memory.used [MiB], utilization.gpu [%]\n")


def test_a_query_the_paste_ends_after_its_header_is_cut():
    assert "truncated" in codes(ROWS + "\nreal\t0m0,022s\n" + AGAIN)
    assert "truncated" in codes(AGAIN)
    # near copies: the first run alone is whole, and a header followed by the author's words is not read as cut
    assert "truncated" not in codes(ROWS)
    assert "truncated" not in codes(ROWS + AGAIN + "It hangs here for ten seconds.\n")


# invoke-ai/InvokeAI #1763: InvokeAI 2.x starting on the CPU, its lines prefixed with ">> ".
INVOKE = (">> Patchmatch initialized\n>> GFPGAN Initialized\n>> Using device_type CPU     <-----------------------------\n"
          ">> Current VRAM usage:  0.00G\n   | DiffusionWrapper has 859.52 M params.\n")


def test_invokeai_choosing_the_cpu_runs_on_the_cpu():
    assert "cpu_only" in codes(INVOKE)
    # near copy: its CUDA choice is not the CPU
    assert "cpu_only" not in codes(INVOKE.replace("device_type CPU", "device_type cuda"))
