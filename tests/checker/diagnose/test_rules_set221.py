"""Readings added while published_holdout221 was tuned on: Ollama's --verbose "eval rate:" lines on their own, as a
benchmark script greps them out of ollama run."""

from hypothesis import given
from hypothesis import strategies as st

from tests.checker.diagnose.helpers import codes

# geerlingguy/ai-benchmarks #24 (published_holdout221): obench.sh on a Raspberry Pi 500+
OBENCH = ("$ ./obench.sh -m llama3.2:3b -c 3\nRunning benchmark 3 times using model: llama3.2:3b\n\n"
          "eval rate:            5.61 tokens/s\neval rate:            5.52 tokens/s\neval rate:            5.52 tokens/s\n"
          "Average Eval Rate: 5.55 tokens/second\n")


def test_eval_rate_lines_alone_are_a_runtimes_output_with_nothing_to_judge():
    assert codes(OBENCH) == set()
    assert codes("Running benchmark 3 times using model: llama3.2:3b\nAverage speed was fine.\n") == {"unrecognized_input"}


@given(st.lists(st.floats(min_value=0.01, max_value=9999, allow_nan=False), min_size=1, max_size=6))
def test_any_rates_are_read(rates):
    text = "".join(f"eval rate:            {rate:.2f} tokens/s\n" for rate in rates)
    assert "unrecognized_input" not in codes(text)
