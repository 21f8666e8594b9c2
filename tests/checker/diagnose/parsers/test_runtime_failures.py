"""The failure records: one per pattern, each with its finding, whether the run stops there, and its prefilter keys."""

import re
from pathlib import Path

import pytest

from checker.diagnose.parsers.runtime_failures import FAILURES, GPU_UNUSABLE_KEYS, STOPS_THE_RUN, Failure

DATA = Path(__file__).resolve().parents[3] / "data"


def test_a_pattern_that_is_no_literal_must_name_its_keys():
    with pytest.raises(ValueError):
        Failure(re.compile(r"CUDA error \d+: unknown"), "driver_error")
    with pytest.raises(ValueError):
        Failure(re.compile(r"unknown error", re.IGNORECASE), "driver_error")
    assert Failure(re.compile(r"fallen off the bus"), "driver_error").prefilter_keys == ("fallen off the bus",)
    assert Failure(re.compile(r"CUDA error \d+: unknown"), "driver_error", keys=("CUDA error",)).prefilter_keys == ("CUDA error",)


def test_every_line_of_the_real_pastes_a_record_matches_holds_one_of_its_keys():
    # the prefilter may skip no line the record would match: checked on every line of every real paste and log
    lines = {line for path in DATA.glob("**/*.txt") for line in path.read_text(errors="replace").splitlines()}
    matched = 0
    for failure in FAILURES:
        for line in lines:
            if failure.code and failure.pattern.search(line):
                matched += 1
                assert any(key in line for key in failure.prefilter_keys), (failure.pattern.pattern, line)
    assert matched > 100  # the check saw real failure lines


def test_the_derived_tables_keep_each_record_once():
    assert len(STOPS_THE_RUN) == sum(failure.stops for failure in FAILURES)
    assert len(set(GPU_UNUSABLE_KEYS)) == len(GPU_UNUSABLE_KEYS)
    # the two fatal errors whose finding an earlier record gives only stop the run
    assert [f for f in FAILURES if f.code is None] == [f for f in FAILURES if f.code is None and f.stops]
