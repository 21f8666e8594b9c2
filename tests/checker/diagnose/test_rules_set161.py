"""Readings added while published_holdout161 was tuned on: vLLM's and SGLang's safetensors loading bar and loguru's
log lines, each a log with nothing to judge."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

SHARDS = ("Loading safetensors checkpoint shards:   0% Completed | 0/4 [00:00<?, ?it/s]\n"
          "Loading safetensors checkpoint shards: 100% Completed | 4/4 [00:06<00:00,  1.63s/it]\n")
LOGURU = ("2025-07-29 10:40:55.669 | INFO     | llava.cli.eval:main:75 - Running evaluation for 'LongVILA-R1-7B' on 0 "
          "tasks: []\n2025-07-29 10:40:55.671 | INFO     | llava.cli.eval:main:238 - Results:\n")


def test_the_safetensors_loading_bar_is_a_log_with_nothing_to_judge():
    assert read_paste(SHARDS).input_kinds == ["runtime log"]
    assert codes(SHARDS) == set()


def test_loguru_lines_are_a_log_with_nothing_to_judge_but_not_any_pipe_separated_line():
    assert read_paste(LOGURU).input_kinds == ["runtime log"]
    assert codes(LOGURU) == set()
    assert "unrecognized_input" in codes("2025-07-29 10:40:55.669 | INFO     | a sentence with bars | and more\n")
