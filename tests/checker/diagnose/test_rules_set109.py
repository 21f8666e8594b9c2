"""Readings added while published_holdout109 was tuned on: a --query-gpu CSV of one field under its header."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

LOG = "nohup: ignoring input\nmemory.used [MiB]\n1290 MiB\n1285 MiB\n1278 MiB\n"


def test_one_field_under_its_header_is_the_query_it_is():
    snapshot = read_paste(LOG)
    assert snapshot.input_kinds == ["nvidia-smi csv"] and "unrecognized_input" not in codes(LOG)
    # Rows of one field are one call's GPUs or one GPU's samples: no GPU is claimed from them.
    assert snapshot.gpus == []
    [gpu] = read_paste("utilization.gpu [%]\n97 %\n").gpus  # one row: that GPU
    assert gpu.utilization_pct == 97
    [gpu] = read_paste("memory.used\n23900\n").gpus
    assert gpu.memory_used_mib == 23900


def test_a_dotted_word_alone_is_not_a_query_header():
    for text in ("memory.foo [MiB]\n1290 MiB\n", "name\nNVIDIA A100\n", "see memory.used [MiB] below\n1290 MiB\n"):
        assert read_paste(text).input_kinds == [], text
