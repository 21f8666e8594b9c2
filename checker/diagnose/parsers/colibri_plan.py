"""colibrì's memory plan (``coli plan``, colibrì 1.0, 2026): where a huge MoE model it streams from disk will be held.

    model  144 shards · 378.8 GB
    disk   backing store · 2103.7 GB free
    RAM    115.1 GB budget · 10.7 GB dense · 6.1 GB runtime · cap 68/layer
    VRAM   48.5 GB hot tier · ~2563 experts · 0:NVIDIA RTX A6000

(published_holdout82: GLM-5.2 744B in int4 on an RTX A6000). The VRAM line is the part of the model kept on the GPU
(its most used experts) and names the GPU by its index; the rest runs from system memory and disk. So the GPU's share
of the model is the hot tier over the model's size: a model split between the GPU and the CPU. Where it finds no GPU it
says so on the same line, ``VRAM  no NVIDIA device detected · CPU path`` (published_holdout126, on an M5 Max, whose
Metal GPU colibrì does not use): every layer on the CPU. Its engine's own log says where the experts went once it
placed them, ``[PIN] placement: 4521 VRAM + 853 RAM expert (18.1 GB warm)`` (published_holdout130, its dense weights
resident on the CPU beside them): a split.

slotstream, which streams one MoE model's experts from disk on a Mac in the same way, prints its own plan at start-up,
``slotstream memory plan (auto)`` then ``  device: 52 GB RAM (36.0 GB reclaimable now), 40.2 GB Metal working set``
(slotstream's README, its Memory section: every figure in decimal GB; published_holdout194): the Metal working set is
what its GPU may use, read as that GPU's memory (the Mac's GPU, unnamed there). Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, LoadFacts, Snapshot

MODEL = re.compile(r"^\s*model\s+\d{1,5} shards\s+·\s+(?P<gb>\d{1,5}(?:\.\d+)?) GB\s*$")
VRAM = re.compile(r"^\s*VRAM\s+(?P<gb>\d{1,5}(?:\.\d+)?) GB hot tier\s+·.{0,60}?·\s+(?P<index>\d{1,2}):(?P<name>\S.{0,60}?)\s*$")

NO_DEVICE = re.compile(r"^\s*VRAM\s+no NVIDIA device detected\s+·\s+CPU path\s*$")
PLACED = re.compile(r"^\s*\[PIN\] placement: (?P<vram>\d{1,6}) VRAM \+ (?P<ram>\d{1,6}) RAM expert")
SLOTSTREAM_DEVICE = re.compile(r"^\s*device: \d{1,4}(?:\.\d+)? GB RAM \([\d.]+ GB reclaimable now\), "
                               r"(?P<gb>\d{1,4}(?:\.\d+)?) GB Metal working set\s*$")
SLOTSTREAM_HEADING = re.compile(r"^\s*slotstream memory plan \([^)\n]{1,40}\)\s*$")
DENSE_ON_CPU = re.compile(r"^\s*\[CUDA\] mode: .{0,80}\(resident dense on CPU\)")


def is_line(line: str) -> bool:
    return ("shards" in line and MODEL.match(line) is not None) or ("hot tier" in line and VRAM.match(line) is not None) \
        or ("CPU path" in line and NO_DEVICE.match(line) is not None) \
        or ("[PIN]" in line and PLACED.match(line) is not None) \
        or ("dense on CPU" in line and DENSE_ON_CPU.match(line) is not None) \
        or ("slotstream" in line and SLOTSTREAM_HEADING.match(line) is not None) \
        or ("Metal working set" in line and SLOTSTREAM_DEVICE.match(line) is not None)


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    if device := next((m for line in lines if (m := SLOTSTREAM_DEVICE.match(line))), None):
        working_set = round(float(device.group("gb")) * 1e9 / 2**20, 1)
        return Snapshot(input_kinds=["slotstream"], gpus=[GpuState(index=0, memory_total_mib=working_set)])
    model = next((m for line in lines if (m := MODEL.match(line))), None)
    vram = next((m for line in lines if (m := VRAM.match(line))), None)
    none = next((m for line in lines if (m := NO_DEVICE.match(line))), None)
    placed = next((m for line in lines if (m := PLACED.match(line))), None)
    if vram is None and placed is not None and int(placed.group("vram")) + int(placed.group("ram")) > 0:
        in_vram, in_ram = int(placed.group("vram")), int(placed.group("ram"))
        share = in_vram / (in_vram + in_ram)
        if any(DENSE_ON_CPU.match(line) for line in lines):  # "[CUDA] mode: routed experts only (resident dense on CPU)"
            share = min(share, 0.99)
        return Snapshot(input_kinds=["colibrì"], load=LoadFacts(placement_share=share, placement_line=placed.group(0).strip()))
    if vram is None and none is not None:
        return Snapshot(input_kinds=["colibrì"],
                        load=LoadFacts(placement_share=0.0, placement_line=none.group(0).strip()))
    if model is None or vram is None or float(model.group("gb")) <= 0:
        return None
    share = min(1.0, float(vram.group("gb")) / float(model.group("gb")))
    return Snapshot(input_kinds=["colibrì"], gpus=[GpuState(index=int(vram.group("index")), name=vram.group("name"))],
                    load=LoadFacts(placement_share=share, placement_line=vram.group(0).strip()))
