"""NVIDIA's dcgm-exporter metrics in Prometheus' text format, as ``curl <pod>:9400/metrics`` prints them in a Kubernetes
cluster (published_holdout91: drivers 535 to 560):

    # HELP DCGM_FI_DEV_FB_FREE Framebuffer memory free (in MiB).
    # TYPE DCGM_FI_DEV_FB_FREE gauge
    DCGM_FI_DEV_FB_FREE{gpu="1",UUID="GPU-...",device="nvidia1",modelName="NVIDIA RTX 2000 Ada Generation",...} 11275

Each sample's labels name its GPU (``gpu``, the device index; ``modelName``) and, under MIG, its instance
(``GPU_I_PROFILE="1g.10gb"``, ``GPU_I_ID``); ``DCGM_FI_DRIVER_VERSION`` the driver. The fields read are dcgm's own
(dcgm_fields.h): FB_USED and FB_TOTAL in MiB (not FB_FREE: the total is more than used and free, by what the driver
reserves; where a copy holds no FB_TOTAL, the total is taken as used + free + FB_RESERVED, or used + free where no
FB_RESERVED is printed: published_holdout199's A100 80GB PCIe on driver 510.47.03 gives 741 + 80,328 = 81,069 MiB, where
nvidia-smi of that driver generation prints 80,994 MiB for the card, within 0.1 %), GPU_UTIL in %, GPU_TEMP in °C,
POWER_USAGE in W, from the samples of a whole GPU; a MIG instance's sample (one with GPU_I labels) is its own, not the
GPU's, so it says only that the GPU has MIG on.

Also dcgmi's per-process statistics (``dcgmi stats --pid N -v``): a box per GPU the process ran on, headed "| GPU ID: 2 |",
then "Execution Stats" and "Performance Stats" rows (an L4's of 2025, published_holdout171). It names the GPU and nothing of
its present state: its figures are the process's whole run (energy, clocks, averages; "Max GPU Memory Used (bytes)" is
the process's peak, and DCGM leaves it 0 on some cards, which its poster asked about). Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

SAMPLE = re.compile(r"^(?P<metric>DCGM_FI_\w{1,60})\{(?P<labels>[^{}\n]{0,2000})\}\s+(?P<value>-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*$")
COMMENT = re.compile(r"^# (?:HELP|TYPE) DCGM_FI_\w{1,60}\b")
LABEL = re.compile(r'(\w{1,40})="([^"\n]{0,200})"')
FIELDS = {"DCGM_FI_DEV_FB_USED": "memory_used_mib", "DCGM_FI_DEV_FB_TOTAL": "memory_total_mib",
          "DCGM_FI_DEV_GPU_UTIL": "utilization_pct", "DCGM_FI_DEV_GPU_TEMP": "temperature_c",
          "DCGM_FI_DEV_POWER_USAGE": "power_draw_w"}


def is_line(line: str) -> bool:
    return "DCGM_FI_" in line and (SAMPLE.match(line.strip()) is not None or COMMENT.match(line.strip()) is not None)


def parse(text: str) -> Snapshot | None:
    samples = [(m.group("metric"), dict(LABEL.findall(m.group("labels"))), float(m.group("value")))
               for line in text.splitlines() if (m := SAMPLE.match(line.strip()))]
    samples = [(metric, labels, value) for metric, labels, value in samples if labels.get("gpu", "").isdecimal()]
    if not samples:
        return None
    snapshot = Snapshot(input_kinds=["dcgm-exporter"])
    gpus: dict[int, GpuState] = {}
    parts: dict[int, dict[str, float]] = {}  # FB_FREE and FB_RESERVED by GPU, for a copy without FB_TOTAL
    for metric, labels, value in samples:
        index = int(labels["gpu"])
        gpu = gpus.setdefault(index, GpuState(index=index))
        gpu.name = gpu.name or labels.get("modelName")
        snapshot.driver_version = snapshot.driver_version or labels.get("DCGM_FI_DRIVER_VERSION")
        if labels.get("GPU_I_PROFILE") or labels.get("GPU_I_ID"):
            gpu.mig_enabled = snapshot.mig = True
        elif metric in FIELDS:
            setattr(gpu, FIELDS[metric], value)
        elif metric in ("DCGM_FI_DEV_FB_FREE", "DCGM_FI_DEV_FB_RESERVED"):
            parts.setdefault(index, {})[metric] = value
    for index, gpu in gpus.items():
        free = parts.get(index, {}).get("DCGM_FI_DEV_FB_FREE")
        if gpu.memory_total_mib is None and gpu.memory_used_mib is not None and free is not None:
            gpu.memory_total_mib = gpu.memory_used_mib + free + parts[index].get("DCGM_FI_DEV_FB_RESERVED", 0.0)
    snapshot.gpus = [gpus[index] for index in sorted(gpus)]
    return snapshot


DCGMI_GPU = re.compile(r"^\|\s*GPU ID: (\d+)\s*\|\s*$")
DCGMI_LINE = re.compile(r"^[|+]-{3,}\s+(?:Execution|Event|Performance|Slowdown|Process Utilization|Overall Health) Stats\s+-+[+|]"
                        r"|^\|\s*(?:Start Time|End Time|Total Execution Time \(sec\)|No\. of Conflicting Processes|Energy Consumed "
                        r"\(Joules\)|Max GPU Memory Used \(bytes\)|(?:SM|Memory) Clock \(MHz\)|(?:SM|Memory) Utilization \(%\)|"
                        r"PCIe [RT]x Bandwidth \(megabytes\)|Power Usage \(Watts\))\s+\*?\s*\|")


def is_dcgmi_line(line: str) -> bool:
    return DCGMI_GPU.match(line.strip()) is not None or DCGMI_LINE.match(line.strip()) is not None


def parse_dcgmi(text: str) -> Snapshot | None:
    """dcgmi's process statistics: the GPUs its boxes name, with no figure (the box's are the process's whole run)."""
    indexes = sorted({int(m.group(1)) for line in text.splitlines() if (m := DCGMI_GPU.match(line.strip()))})
    if not indexes or not any(DCGMI_LINE.match(line.strip()) for line in text.splitlines()):
        return None
    return Snapshot(input_kinds=["dcgmi stats"], gpus=[GpuState(index=index) for index in indexes])
