"""A training framework's own report of the GPU memory its process holds, read as that GPU's use. Plain Python.

torchtitan logs each step through its logger ("[titan] %(asctime)s - %(name)s - %(levelname)s - %(message)s",
torchtitan/tools/logging.py), its memory as "memory: 73.32GiB(92.70%)": the peak of PyTorch's reserved memory on the
rank's device (DeviceMemoryMonitor: reserved_bytes.all.peak over 2**30, and over the device's total_memory as a
percentage), so the card's size is the one over the other. At model build it says "GPU memory usage for model: 9.02GiB
(11.40%)" ("CUDA memory usage for model" in later releases). Under torchrun each line carries its rank ("[rank0]:"), one
GPU each; the latest line of a rank is its state. A peak of 0.00 GiB says nothing of the card (published_holdout220, a
debug run). Read from published_holdout36 (DeepSeek-V3 16B on H100s, 92.70 %) and 220.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState

MARKER = "[titan] "
MEMORY = re.compile(r"(?:^\[rank(?P<rank>\d{1,3})\]:)?\[titan\] .*?\b(?:memory|memory usage for model): {0,3}"
                    r"(?P<gib>\d{1,4}\.\d{2}) ?GiB ?\((?P<pct>\d{1,3}\.\d{2})%\)")


def devices(lines: list[str]) -> list[GpuState]:
    """Each rank's GPU at its latest memory line, where the line gives the card's size; none where no line does."""
    found: dict[int, GpuState] = {}
    for line in lines:
        if MARKER not in line or not (match := MEMORY.search(line.strip())):
            continue
        used_mib, share = float(match.group("gib")) * 1024, float(match.group("pct"))
        if share <= 0 or used_mib <= 0:
            continue
        rank = int(match.group("rank") or 0)
        found[rank] = GpuState(index=rank, memory_used_mib=round(used_mib, 1), memory_total_mib=round(used_mib * 100 / share, 1))
    return [found[rank] for rank in sorted(found)]


def with_memory(gpus: list[GpuState], lines: list[str]) -> list[GpuState]:
    """The GPUs the log's other lines found (its ranks), each given its rank's memory where it has none, and the ranks
    only a memory line names after them."""
    if not any(MARKER in line for line in lines):
        return gpus
    known = {gpu.index: gpu for gpu in gpus}
    added = []
    for reported in devices(lines):
        gpu = known.get(reported.index)
        if gpu is None:
            added.append(reported)
        elif gpu.memory_total_mib is None and gpu.memory_used_mib is None:
            gpu.memory_used_mib, gpu.memory_total_mib = reported.memory_used_mib, reported.memory_total_mib
    return gpus + added
