"""``intel_gpu_top`` (igt-gpu-tools), Intel's own top for its GPUs on Linux, in the forms people paste: its device
list (``-L``) and its JSON samples (``-J``), whole or cut.

- ``-L`` lists every DRM card it finds, Intel's and others' (an NVIDIA card by its PCI ids)::

      card1                    Intel Dg2 (Gen12)                 pci:vendor=8086,device=56A5,card=0
      └─renderD129
      card0                    10de:2204                         pci:vendor=10DE,device=2204,card=0

  (or ``pci:0000:00:02.0`` where it names the card by its address, and the filter on a line of its own where the
  terminal is narrow).
- ``-J`` prints one object a period: ``"engines": {"Render/3D/0": {"busy": 42.0, "sema": 0.0, "wait": 2.3, "unit":
  "%"}, "Video/0": ..., "Compute/0": ...}`` ("Render/3D" without its instance in the physical-engine view),
  ``"rc6"`` (the time asleep), ``"frequency"`` and, where the kernel reports it, ``"power": {"GPU": 8.2, "Package":
  45.2, "unit": "W"}``; per-client figures in ``"clients"`` are strings. The busiest engine's ``busy`` is how busy the
  GPU is (a model runs on Compute or Render/3D), ``power.GPU`` its draw; no memory is printed. Samples follow each
  other in a JSON array; the last is the state the paste ends on, the busiest the peak (a card at work earlier in
  the capture is not idle). A sample that stops before its closing braces stops early. The format as the tools that
  read it document it (MangoHud, Frigate's wrappers, Prometheus exporters) and as published_holdout189's two samples
  print it. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

PCI = r"pci:(?:vendor=(?P<vendor>[0-9A-Fa-f]{4}),device=[0-9A-Fa-f]{4},card=\d+|[0-9A-Fa-f]{4}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.\d)"
LIST_ROW = re.compile(r"^\s*(?P<card>card\d+)\s+(?P<name>\S.*?)(?:\s+" + PCI + r")?\s*$")
PCI_LINE = re.compile(r"^\s*" + PCI + r"\s*$")
RENDER_NODE = re.compile(r"^\s*(?:└─|\+-|`-|\|-)?\s*renderD\d+\s*$")  # (box-drawing as the cleaning stage writes it too)
# An engine's figures in a sample (any key order: "busy" first as the tool prints it, "unit" first as some copies do);
# the clients' engine classes quote their figures, so they do not match.
ENGINE = re.compile(r'"(?P<engine>[A-Za-z\[][^"]{0,40})"\s*:\s*\{[^{}]*?"busy"\s*:\s*(?P<busy>\d+(?:\.\d+)?)')
POWER = re.compile(r'"power"\s*:\s*\{[^{}]*?"GPU"\s*:\s*(?P<gpu>\d+(?:\.\d+)?)')
SAMPLE_KEYS = ('"period"', '"engines"')


def is_list_row(line: str, following: str = "") -> bool:
    """A line of -L: a card with its PCI filter (or with the filter on the line below)."""
    match = LIST_ROW.match(line) if "card" in line else None
    return match is not None and (match.group("name").startswith(("Intel", "8086:")) or "pci:" in line
                                  or PCI_LINE.match(following) is not None)


def _samples(text: str) -> list[str]:
    """Each sample's text, from its "period" key to the next."""
    starts = [match.start() for match in re.finditer(r'"period"\s*:', text)]
    return [text[start:end] for start, end in zip(starts, [*starts[1:], len(text)], strict=False)]


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    gpus: list[GpuState] = []
    intel: int | None = None
    for number, line in enumerate(lines):
        following = lines[number + 1] if number + 1 < len(lines) else ""
        if is_list_row(line, following):
            match = LIST_ROW.match(line)
            vendor = match.group("vendor") or (PCI_LINE.match(following) or match).group("vendor")
            gpus.append(GpuState(index=len(gpus), name=match.group("name")))
            if intel is None and ((vendor or "").lower() == "8086" or match.group("name").startswith("Intel")):
                intel = len(gpus) - 1
    samples = [sample for sample in _samples(text) if "busy" in sample or '"power"' in sample]
    if not samples and not gpus:
        return None
    if samples:
        if not gpus:
            gpus.append(GpuState(index=0))
        gpu = gpus[intel if intel is not None else 0]  # the tool samples one Intel card
        busiest = [max((float(m.group("busy")) for m in ENGINE.finditer(sample)), default=None) for sample in samples]
        busiest = [value for value in busiest if value is not None]
        gpu.utilization_pct = busiest[-1] if busiest else None
        gpu.peak_utilization_pct = max(busiest) if busiest else None
        if power := POWER.search(samples[-1]):
            gpu.power_draw_w = float(power.group("gpu"))
    snapshot = Snapshot(input_kinds=["intel_gpu_top"], gpus=gpus)
    # A sample cut before its closing braces stops early (where the paste ends there, cut).
    json_text = text[max(text.rfind("{", 0, text.find('"period"')), 0):] if samples else ""  # from the sample's own "{"
    snapshot.stops_early = bool(samples) and json_text.count("{") > json_text.count("}")
    return snapshot
