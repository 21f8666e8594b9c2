"""A short history of each GPU's memory and utilization, for the sparklines of /machine/.

Kept in the memory of the server process (a few hundred numbers), fed by each reading the
page makes, at most one sample per ``min_interval_s`` however many tabs poll. The clock is
passed in, so tests can drive it. Plain Python.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from checker.diagnose.snapshot import GpuState, Snapshot


@dataclass(frozen=True)
class Sample:
    at: float
    memory_pct: float | None
    utilization_pct: float | None


class History:
    def __init__(self, size: int = 90, min_interval_s: float = 1.0, clock: Callable[[], float] = time.monotonic):
        self.size, self.min_interval_s, self.clock = size, min_interval_s, clock
        self._series: dict[str, deque[Sample]] = {}
        self._last = float("-inf")
        self._lock = threading.Lock()

    def add(self, snapshot: Snapshot) -> bool:
        """Record one sample per GPU; False when the last sample is too recent."""
        now = self.clock()
        with self._lock:
            if now - self._last < self.min_interval_s:
                return False
            self._last = now
            for gpu in snapshot.gpus:
                self._series.setdefault(self._key(gpu), deque(maxlen=self.size)).append(Sample(now, gpu.memory_share_pct, gpu.utilization_pct))
            return True

    def series(self, gpu: GpuState) -> list[Sample]:
        with self._lock:
            return list(self._series.get(self._key(gpu), ()))

    @staticmethod
    def _key(gpu: GpuState) -> str:
        return gpu.bus_id or str(gpu.index)  # the bus address survives a reordering of the GPUs
