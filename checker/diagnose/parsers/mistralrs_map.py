"""mistral.rs's device map: where its loader put each repeating layer, read from its log. Plain Python.

Two layouts, both under its logger's target: one line a layer ("INFO mistralrs_core::device_map: Layer 10: cpu",
"... Layer 0: cuda[0]"; 0.3 to 0.6, published_holdout19), and since 2025 one line a run of layers on one device, after
the count of repeating layers ("INFO mistralrs_core::utils::log: Model has 28 repeating layers.", then "Layers 0-27:
cuda[0]"; from 2025-05 under mistralrs_quant::utils::log with the run's memory, "Layers 0-15: metal[4294968389] (36
GB)", published_holdout171; a Metal device is named by its registry id, not a number from 0).
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, LoadFacts, Snapshot

LAYERS = re.compile(r"mistralrs_(?:core|quant)::(?:device_map|utils::log): Layers? (\d+)(?:-(\d+))?: (cpu|(cuda|metal)\[(\d+)\])")
REPEATING = re.compile(r"mistralrs_(?:core|quant)::utils::log: Model has (\d+) repeating layers")
MARKERS = ("mistralrs_core::device_map:", "mistralrs_core::utils::log: Layer", "mistralrs_quant::utils::log: Layer",
           "mistralrs_core::utils::log: Model has", "mistralrs_quant::utils::log: Model has")


def read_line(line: str, layers: dict[int, str | None], repeating: list[int]) -> bool:
    """Whether ``line`` is one of the map's lines; its layers go into ``layers`` (each layer's device: "cuda 0", "metal
    4294968389", None for the CPU), the count of repeating layers it states into ``repeating``."""
    if count := REPEATING.search(line):
        repeating.append(int(count.group(1)))
        return True
    if not (run := LAYERS.search(line)):
        return False
    first = int(run.group(1))
    device = None if run.group(3) == "cpu" else f"{run.group(4)} {run.group(5)}"
    for layer in range(first, int(run.group(2) or first) + 1):
        layers[layer] = device
    return True


def place(layers: dict[int, str | None], repeating: list[int], load: LoadFacts, snapshot: Snapshot) -> None:
    """Where the map put the layers. A map holding the CPU says how many layers went to the GPU; a map of GPU layers
    alone only where it covers every repeating layer the log counted: without the count it may be the start of a longer
    one (the paste cut), so it says nothing of the rest."""
    devices = list(dict.fromkeys(device for device in layers.values() if device is not None))
    if not snapshot.gpus:
        snapshot.gpus = [GpuState(index=int(device.split()[1]) if device.startswith("cuda") else number)
                         for number, device in enumerate(devices)]
    whole = bool(repeating) and set(layers) == set(range(repeating[-1]))
    if None in layers.values() or whole:
        load.layers_offloaded = sum(device is not None for device in layers.values())
        load.layers_total = len(layers)
