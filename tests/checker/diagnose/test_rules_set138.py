"""Readings added while published_holdout138 was tuned on: candle's examples' CPU-feature banner, and mmcv's
environment report (lmdeploy check_env) cut before its GPU line."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

CANDLE = ("avx: true, neon: false, simd128: false, f16c: true\n"
          "temp: 0.00 repeat-penalty: 1.10 repeat-last-n: 64\n")
MMCV_CUT = ("sys.platform: linux\n"
            "Python: 3.10.13 (main, Sep 11 2023, 13:44:35) [GCC 11.2.0]\n"
            "CUDA available: True\n"
            "MUSA available: False\n"
            "numpy_random_seed: 2147483648\n")


def test_candles_banner_is_a_log_with_nothing_to_judge_and_its_build_paths_can_say_wsl():
    assert codes(CANDLE) == set()
    assert "runtime log" in read_paste(CANDLE).input_kinds
    built = "   Compiling candle-core v0.2.3 (/mnt/c/Users/someone/git/candle/candle-core)\n" + CANDLE
    assert codes(built) == {"wsl"}
    # the features alone, without candle's simd128 field, are no log Diagnose knows
    assert codes("avx: true, neon: false\n") == {"unrecognized_input"}


def test_mmcvs_report_cut_before_its_gpus_is_read_with_nothing_to_judge():
    assert codes(MMCV_CUT) == set()
    assert "environment report" in read_paste(MMCV_CUT).input_kinds
    # with its GPU line the GPU is read as before
    whole = MMCV_CUT + "GPU 0: NVIDIA GeForce RTX 3060\n"
    assert [gpu.name for gpu in read_paste(whole).gpus] == ["NVIDIA GeForce RTX 3060"]
    # the availability line alone, without the report's seed line, is not read as a report
    assert codes("CUDA available: True\n") == {"unrecognized_input"}
