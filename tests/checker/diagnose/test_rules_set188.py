"""Readings added while published_holdout188 was tuned on: darknet's CUDA runtime newer than the driver, and an
nvidia-smi dmon capture's busiest sample (Triton's start-up lines are test_quiet_logs')."""

from checker.diagnose.articles import article_for
from checker.diagnose.evidence import lines_for
from checker.diagnose.rules import diagnose, read_paste
from tests.checker.diagnose.helpers import codes

# AlexeyAB/darknet #7835: darknet's start-up as printed (src/dark_cuda.c, show_cuda_cudnn_info).
DARKNET = (" CUDA-version: 11020 (11000)\n Warning: CUDA-version is higher than Driver-version! \n"
           ", cuDNN: 8.1.0, GPU count: 1  \n OpenCV version: 3.4.11\n")


def test_darknets_runtime_newer_than_its_driver_is_a_mismatch_with_both_versions():
    diagnosis = diagnose(DARKNET)
    [finding] = diagnosis.findings
    assert (finding.code, finding.severity) == ("driver_mismatch", "warning")
    assert "CUDA 11.2" in finding.title and "CUDA 11.0" in finding.title
    # the article that explains a driver too old for the runtime, not NVML's library mismatch
    assert article_for(finding.code, diagnosis.reading.snapshot, finding.evidence) == "no-cuda-device-cpu-build"
    assert lines_for(finding, diagnosis.reading) == [1]


def test_darknet_with_a_driver_as_new_as_its_runtime_has_nothing_wrong():
    # near copies: the same start-up without the warning, and a warning whose versions say otherwise
    assert codes(" CUDA-version: 11020 (12020), cuDNN: 8.1.0, GPU count: 1  \n") == set()
    assert codes(DARKNET.replace("11020 (11000)", "11000 (11020)")) == set()


# OMNILab/easternmoney's gpu-usage.log: nvidia-smi dmon over two GPUs, GPU 0 at work between idle samples.
DMON = ("# gpu   pwr  temp    sm   mem   enc   dec  mclk  pclk\n# Idx     W     C     %     %     %     %   MHz   MHz\n"
        "    0    46    30     0     0     0     0  2600   705\n    1    24    25     0     0     0     0   324   324\n"
        "    0    58    31    69     2     0     0  2600   705\n    1    24    25     0     0     0     0   324   324\n"
        "    0    45    33     0     0     0     0  2600   705\n    1    24    25     0     0     0     0   324   324\n")


def test_a_dmon_capture_whose_card_worked_earlier_is_not_idle():
    assert [g.utilization_pct for g in read_paste(DMON).gpus] == [0.0, 0.0]  # the last sample's figures
    assert "gpu_idle" not in codes(DMON)
    # near copy: no sample at work, idle
    assert "gpu_idle" in codes(DMON.replace("   69     2", "    0     0"))
