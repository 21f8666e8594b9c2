"""Readings added while published_holdout81 was tuned on: Lemonade's own log and RADV losing the GPU's context."""

from tests.checker.diagnose.helpers import codes


def test_lemonade_s_log_is_read_with_nothing_to_judge():
    text = ("Starting Lemonade Server...\n  Version: 9.1.2\n  Port: 8000\n"
            "[Router] Multi-model limits: LLM=1, Embedding=1, Reranking=1, Audio=1\n")
    assert codes(text) == set()


def test_radv_losing_the_context_is_a_driver_error_that_stops_the_run():
    text = "radv/amdgpu: The CS has been cancelled because the context is lost. This context is innocent.\n"
    assert codes(text) == {"driver_error"}
