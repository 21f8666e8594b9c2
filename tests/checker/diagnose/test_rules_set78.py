"""Readings added while published_holdout78 was tuned on: PaddlePaddle's out-of-memory error, nvidia-smi pmon's rows
counting the GPUs, and NVIDIA's management library missing."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_paddle_s_out_of_memory_error_is_out_of_memory():
    text = ("ResourceExhaustedError: \n\nOut of memory error on GPU 0. Cannot allocate 172.000000MB memory on GPU 0, "
            "23.486572GB memory has been allocated and available memory is only 167.062500MB.\n")
    assert "out_of_memory" in codes(text)


def test_pmon_s_rows_count_the_gpus_even_with_nothing_on_them():
    text = ("# gpu         pid   type     sm    mem    enc    dec    jpg    ofa    command \n"
            "# Idx           #    C/G      %      %      %      %      %      %    name \n"
            "    0    1647159     C      0      0      -      -      -      -    python         \n"
            "    1          -     -      -      -      -      -      -      -    -              \n")
    snapshot = diagnose(text).snapshot
    assert [g.index for g in snapshot.gpus] == [0, 1] and [p.pid for p in snapshot.processes] == [1647159]
    assert "multi_gpu" in codes(text)


def test_nvml_s_library_missing_is_a_driver_error_that_stops_the_run():
    text = ('  File "/venv/lib/python3.12/site-packages/pynvml.py", line 2248, in _LoadNvmlLibrary\n'
            '    nvmlLib = CDLL("libnvidia-ml.so.1")\n'
            "OSError: libnvidia-ml.so.1: cannot open shared object file: No such file or directory\n")
    assert codes(text) == {"driver_error"}
