"""``llm_benchmark`` (ollama-benchmark on PyPI): the system report it prints before its speed runs.

    -------Linux----------
    {'id': '0', 'name': 'NVIDIA CMP 30HX', 'driver': '555.42.02', 'gpu_memory_total': '6144.0 MB',
     'gpu_memory_free': '5753.0 MB', 'gpu_memory_used': '391.0 MB', 'gpu_load': '0.0%', 'gpu_temperature': '33.0 C'}
    Only one GPU card
    Total memory size : 31.23 GB
    cpu_info: Intel(R) Core(TM) i5-7500T CPU @ 2.70GHz
    gpu_info: NVIDIA CMP 30HX
    os_version: Ubuntu 24.04 LTS
    ollama_version: 0.1.41

One dict per NVIDIA card, as the GPUtil package reads them from nvidia-smi (its "MB" are nvidia-smi's MiB, its load a
fraction printed as a percentage); "No GPU detected." where GPUtil found none, and then ``gpu_info`` names what the OS
lists (an integrated GPU the benchmark does not use). Read from published_holdout64 and 68. The program prints the report
again after its runs and before sending its results: a card printed again is the same card, at its latest figures
(an RTX 3060 five times in one output file, published_holdout216). Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

GPU_DICT = re.compile(r"^\{'id': '(\d{1,2})', 'name': '([^']{1,120})'")
FIELD = re.compile(r"'(\w+)': '([^']*)'")
REPORT_LINE = re.compile(r"^(?:ollama_version: \S+|os_version: .+|cpu_info: .+|gpu_info: .+|No GPU detected\.|Only one GPU card"
                         r"|Total memory size : [\d.]+ GB)\s*$")


def _number(text: str | None) -> float | None:
    match = re.match(r"\s*([\d.]+)", text or "")
    return float(match.group(1)) if match else None


def is_line(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith("{'id': '") and GPU_DICT.match(stripped) is not None or REPORT_LINE.match(stripped) is not None


def parse(text: str) -> Snapshot | None:
    lines = [line.strip() for line in text.splitlines()]
    if not any(line.startswith("ollama_version: ") or GPU_DICT.match(line) for line in lines):
        return None
    snapshot = Snapshot(input_kinds=["llm_benchmark"])
    latest: dict[int, GpuState] = {}
    for line in lines:
        if not GPU_DICT.match(line):
            continue
        fields = dict(FIELD.findall(line))
        snapshot.driver_version = snapshot.driver_version or fields.get("driver") or None
        latest[int(fields["id"])] = GpuState(
            index=int(fields["id"]), name=fields["name"], memory_total_mib=_number(fields.get("gpu_memory_total")),
            memory_used_mib=_number(fields.get("gpu_memory_used")), utilization_pct=_number(fields.get("gpu_load")),
            temperature_c=_number(fields.get("gpu_temperature")))
    snapshot.gpus = [latest[index] for index in sorted(latest)]
    return snapshot
