"""Readings added while published_holdout201 was tuned on: Processes rows whose process name is blank."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

HEAD = ("+-----------------------------------------------------------------------------+\n"
        "| Processes:                                                                  |\n"
        "|  GPU   GI   CI        PID   Type   Process name                  GPU Memory |\n"
        "|        ID   ID                                                   Usage      |\n"
        "|=============================================================================|\n")


def blank_row(gpu: int, pid: int, kind: str, mib: int) -> str:
    return f"|    {gpu}   N/A  N/A {pid:>10}      {kind:<3}{f'{mib}MiB':>41} |\n"


def test_rows_with_a_blank_process_name_are_read():
    # selkies-project/docker-selkies-glx-desktop #11 (published_holdout201): the X server on every GPU, its name
    # blank, the box cut at GPU 7's row
    text = ("The issue for some reason is that Xorg grabs all available GPUs even if not set to be used:\n```\n" + HEAD
            + blank_row(0, 204194, "G", 14) + "".join(blank_row(gpu, 204194, "G", 4) for gpu in range(1, 7)))
    snapshot = read_paste(text)
    assert [(p.gpu_index, p.pid, p.name, p.memory_mib) for p in snapshot.processes][:2] == [(0, 204194, "", 14), (1, 204194, "", 4)]
    assert len(snapshot.processes) == 7
    assert {"multi_gpu", "truncated"} <= codes(text)


@given(rows=st.lists(st.tuples(st.integers(0, 7), st.integers(1, 9_999_999), st.sampled_from(["C", "G", "C+G"]),
                               st.integers(0, 81_920)), min_size=1, max_size=8))
def test_any_blank_named_row_keeps_its_gpu_pid_and_memory(rows):
    text = HEAD + "".join(blank_row(*row) for row in rows) + "+" + "-" * 77 + "+\n"
    snapshot = read_paste(text)
    assert [(p.gpu_index, p.pid, p.type, p.memory_mib, p.name) for p in snapshot.processes] == \
        [(gpu, pid, kind, mib, "") for gpu, pid, kind, mib in rows]


def test_a_named_row_keeps_its_name():
    row = "|    0   N/A  N/A     52573      C   ...a3/envs/yolovx/bin/python    29347MiB |\n"
    assert [p.name for p in read_paste(HEAD + row).processes] == ["...a3/envs/yolovx/bin/python"]
