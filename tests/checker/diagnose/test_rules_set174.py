"""Readings added while published_holdout174 was tuned on: a one-column query whose header a script printed before each
call's rows."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

CALL = "utilization.gpu [%]\n97 %\n100 %\n0 %\n"
LATER = "utilization.gpu [%]\n83 %\n85 %\n0 %\n"


def test_a_repeated_header_before_as_many_rows_each_time_makes_each_call_the_gpus():
    gpus = read_paste(CALL + LATER).gpus
    assert [(g.index, g.utilization_pct, g.peak_utilization_pct) for g in gpus] == [(0, 83, 97), (1, 85, 100), (2, 0, 0)]
    assert "multi_gpu" in codes(CALL + LATER)
    # the header once: one call's GPUs or one GPU's samples, which one column cannot say (no GPU claimed)
    assert not read_paste(CALL + "83 %\n85 %\n0 %\n").gpus
    # calls of different lengths say nothing of the count either
    assert not read_paste(CALL + "utilization.gpu [%]\n83 %\n85 %\n").gpus
