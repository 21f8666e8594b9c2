"""A script's own status line per GPU: training and serving scripts that log what NVML or PyTorch says about each card,
one line a GPU, in their own words (both published_holdout107):

    GPU 0: Utilization: 2% | Memory Used: 39792.62 MB / 49140.00 MB
    cuda:6 NVIDIA RTX A6000: 1804 MiB free out of 48676 MiB total, temperature: 70 C

A line is read where it starts (after a log prefix) with the GPU's label, ``GPU 0``, ``GPU #0`` or ``cuda:0``, then,
before a colon, at most the GPU's name, and where it holds a memory figure with its total: used of total ("Memory
Used: X MB / Y MB", "mem 1234/24576 MiB") or free of total ("X MiB free out of Y MiB total", what
``torch.cuda.mem_get_info`` gives). The utilization ("Utilization: 2%") and temperature ("temperature: 70 C") on the
same line are read too, and a line with the utilization alone ("GPU 0 (NVIDIA GeForce RTX 4090 D): GPU Utilization:
21% | Memory Utilization: 17%", an NVML monitor's log in MegatronApp, published_holdout158: "Memory Utilization" is
the memory controller's busy share, not memory in use) gives the GPU and its utilization. A label with neither
(``nvidia-smi -L``'s "GPU 0: NVIDIA ... (UUID: ...)") is not this format. Such scripts call NVML's or PyTorch's bytes
divided by 2**20 "MB": MB are read as MiB, GB and GiB as 1024 of them. A GPU logged again (the next sample) is read as
last logged. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

# Bounded everywhere: linear on hostile lines. The prefix is a logger's (time, level, module) and has no colon-space
# label of its own after the GPU's.
LABEL = re.compile(r"^[^\n]{0,80}?\b(?:GPU ?#?|cuda:)(?P<index>\d{1,2})(?P<name>(?: [^:\n|]{2,80}?)?):\s")
NUMBER = r"(\d{1,7}(?:\.\d{1,3})?)"
UNIT = r"\s?(MiB|MB|GiB|GB)\b"
USED_OF = re.compile(r"(?:Memory(?: Used)?|Mem(?:ory)?(?: used)?|VRAM(?: used)?|used)\s*[:=]?\s*" + NUMBER + r"(?:" + UNIT
                     + r")?\s?/\s?" + NUMBER + UNIT, re.IGNORECASE)
FREE_OF = re.compile(NUMBER + UNIT + r" free (?:out )?of " + NUMBER + UNIT, re.IGNORECASE)
UTILIZATION = re.compile(r"(?<!Memory )(?<!Mem )\b(?:GPU )?Util(?:ization)?\s*[:=]\s*" + NUMBER + r"\s?%", re.IGNORECASE)
TEMPERATURE = re.compile(r"\bTemp(?:erature)?\s*[:=]\s*" + NUMBER + r"\s?°?C\b", re.IGNORECASE)
SCALE = {"mib": 1.0, "mb": 1.0, "gib": 1024.0, "gb": 1024.0}


def _mib(number: str, unit: str) -> float:
    return float(number) * SCALE[unit.lower()]


def _gpu(line: str) -> GpuState | None:
    label = LABEL.match(line)
    if label is None:
        return None
    body = line[label.end():]
    name = label.group("name").strip()
    name = name[1:-1] if name.startswith("(") and name.endswith(")") else name  # "GPU 0 (NVIDIA GeForce RTX 4090 D):"
    gpu = GpuState(index=int(label.group("index")), name=name or None)
    if used := USED_OF.search(body):  # ("1234/24576 MiB": the used figure takes the total's unit)
        gpu.memory_total_mib = _mib(used.group(3), used.group(4))
        gpu.memory_used_mib = _mib(used.group(1), used.group(2) or used.group(4))
    elif free := FREE_OF.search(body):
        gpu.memory_total_mib = _mib(free.group(3), free.group(4))
        gpu.memory_used_mib = round(gpu.memory_total_mib - _mib(free.group(1), free.group(2)), 2)
    share = UTILIZATION.search(body)
    if gpu.memory_total_mib is None and gpu.memory_used_mib is None and share is None:
        return None
    if gpu.memory_total_mib is not None and (not gpu.memory_total_mib or not 0 <= gpu.memory_used_mib <= gpu.memory_total_mib):
        return None
    if share:
        gpu.utilization_pct = float(share.group(1))
    if heat := TEMPERATURE.search(body):
        gpu.temperature_c = float(heat.group(1))
    return gpu


def is_line(line: str) -> bool:
    return ("GPU" in line or "cuda:" in line) and ("/" in line or " free " in line or "tilization" in line) \
        and _gpu(line) is not None


def parse(text: str) -> Snapshot | None:
    latest: dict[int, GpuState] = {}
    for line in text.splitlines():
        if gpu := _gpu(line):
            latest[gpu.index] = gpu  # a later sample replaces an earlier one; the dict keeps the first one's place
    return Snapshot(input_kinds=["GPU status lines"], gpus=list(latest.values())) if latest else None
