"""llama.cpp's automatic fit of a model to the devices' memory: where its lines say the layers went.

Split from runtime_log, which reads them among a load log's other lines. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import LoadFacts

FIT_PROJECTED = re.compile(r"projected to use (\d+) MiB of device memory vs\. (\d+) MiB of free device memory")
# llama.cpp's automatic fit placing an MoE model that does not fit (src/llama.cpp's llama_params_fit_impl, b7585 of
# 2025-12 to 0c1e57098 of 2026-11, common_params_fit_impl since): first "with only dense weights in device memory there
# is still a total deficit of N MiB" (every assigned layer keeps its experts in system memory), else each device's
# final line "- CUDA0 (NVIDIA GeForce RTX 4060): 49 layers (47 overflowing),   5767 MiB used,   1201 MiB free": an
# overflowing layer keeps part of its weights elsewhere, the device's first one on the next device or in system memory
# (its overflow buffer type), every further one its experts in system memory (published_holdout104).
FIT_DEFICIT = "with only dense weights in device memory there is still a total deficit"
FIT_OVERFLOW = re.compile(r"params_fit_impl:\s+- (?P<device>[^:\n]{1,120}): +(?P<layers>\d+) layers \( *(?P<part>\d+) overflowing\)")
FIT_DEVICE = re.compile(r"params_fit_impl:\s+- ([^:\n]{1,120}): +\d+ layers\b")
# The same fit placing a dense model on one device that cannot hold it whole: "filling dense layers back-to-front", then
# "start filling device 0, delta=37" (the layers the device would take to hold them all, from none: ngl_per_device_high
# less ngl_per_device), then the device's final line "- CUDA0 (NVIDIA GeForce RTX 4050 Laptop GPU): 27 layers,   4016 MiB
# used,   1055 MiB free" (common/fit.cpp's LOG_INF and LOG_TRC lines, 0c1e57098; Ollama 0.32's llama-server,
# published_holdout119): the rest of the layers stay in system memory. (More devices share the layers among them, and
# the delta of a later one no longer counts from none: read for one device only.)
FIT_FILLING = re.compile(r"params_fit_impl: start filling device (\d+), delta=(\d+)")
FIT_DENSE_DEVICE = re.compile(r"params_fit_impl:\s+- [^:\n]{1,120}: +(\d+) layers,")


def fit_on_one_device(lines: list[str], load: LoadFacts) -> bool:
    """The share of a dense model's layers llama.cpp's fit kept on its one device (FIT_FILLING), where fewer than all:
    whether it was read."""
    filling = [found for line in lines if "start filling" in line and (found := FIT_FILLING.search(line))]
    placed = [(int(found.group(1)), line.strip()) for line in lines
              if "layers," in line and (found := FIT_DENSE_DEVICE.search(line))]
    if len(filling) == 1 and filling[0].group(1) == "0" and len(placed) == 1 and 0 < int(filling[0].group(2)):
        layers, line = placed[0]
        if layers < int(filling[0].group(2)):
            load.placement_share, load.placement_line = layers / int(filling[0].group(2)), line[:300]
            return True
    return False
