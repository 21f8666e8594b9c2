"""GPUStack's device detection as JSON (``gpustack-runtime detect --format json``, which GPUStack's issue template asks
for under "Accelerator detection diagnosis"; published_holdout72): a list of devices of any maker.

    [
      {
        "manufacturer": "ascend",
        "index": 0,
        "name": "910B4-1",
        ...
        "cores_utilization": 0,
        "memory": 65536,
        "memory_used": 4715,
        "memory_utilization": 7.19,
        "temperature": 39,
        "power": null,
        "power_used": 91.9,
        "appendix": {...}
      },

Its units are gpustack_runtime.detector's Device fields (gpustack/runtime, detector/__types__.py): memory and
memory_used in MiB, cores_utilization and memory_utilization in percent, temperature in Celsius, power (the limit)
and power_used in watts. Read by its keys, one line each, so that a listing cut inside a device still gives the ones
before the cut; a listing that stops before its closing bracket stops early. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

# A device starts at its maker, one of gpustack_runtime's ManufacturerEnum values.
MANUFACTURER = re.compile(r'^\s*\{?\s*"manufacturer": "(?:amd|ascend|cambricon|hygon|iluvatar|metax|mthreads|nvidia|thead|unknown)",?\s*$')
FIELD = re.compile(r'^\s*"(?P<key>index|name|memory|memory_used|cores_utilization|temperature|power|power_used)": '
                   r'(?P<value>null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|"[^"\n]{0,120}"),?\s*$')
# Any other line of the listing: a key and a value, a brace or a bracket (the appendix and the closing lines).
JSON_LINE = re.compile(r'^\s*(?:"[\w.-]{1,60}": .{0,400}|[\[\]{}],?|\},?|\],?)\s*$')


def is_start(line: str) -> bool:
    return '"manufacturer": "' in line and MANUFACTURER.match(line) is not None


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    gpus: list[GpuState] = []
    for line in lines:
        if is_start(line):
            gpus.append(GpuState(index=len(gpus)))
            continue
        if not gpus or not (field := FIELD.match(line)):
            continue
        gpu, key, value = gpus[-1], field.group("key"), field.group("value")
        if value == "null":
            continue
        if key == "name":
            gpu.name = gpu.name or value.strip('"')
        elif key == "index" and value.isdecimal() and int(value) < 64:
            gpu.index = int(value)
        elif not value.startswith('"'):
            number = float(value)
            if key == "memory":
                gpu.memory_total_mib = gpu.memory_total_mib if gpu.memory_total_mib is not None else number
            elif key == "memory_used":
                gpu.memory_used_mib = gpu.memory_used_mib if gpu.memory_used_mib is not None else number
            elif key == "cores_utilization":
                gpu.utilization_pct = number
            elif key == "temperature":
                gpu.temperature_c = number
            elif key == "power":
                gpu.power_limit_w = number
            elif key == "power_used":
                gpu.power_draw_w = number
    if not gpus:
        return None
    closed = any(line.strip() == "]" for line in lines)
    return Snapshot(input_kinds=["gpustack-runtime detect"], gpus=gpus, stops_early=not closed)
