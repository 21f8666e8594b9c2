"""Timing shared by the benchmarks: the median of repeated runs, and the fixed baseline work
(sorting 20,000 distinct floats) timed in the same run, so ratios compare across noisy machines."""

from __future__ import annotations

import random
import statistics
import time

_RNG = random.Random(1)
NUMBERS = [_RNG.random() for _ in range(20_000)]


def timed(function, repeat: int) -> float:
    """Median seconds of ``repeat`` calls."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def baseline(repeat: int = 50) -> float:
    """Median seconds of the baseline work."""
    return timed(lambda: sorted(NUMBERS), repeat)
