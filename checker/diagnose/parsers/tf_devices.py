"""TensorFlow's log of the GPUs it creates devices on (tensorflow/core/common_runtime/gpu/gpu_device.cc). Plain Python.

Each process logs one line per GPU it uses: up to TensorFlow 2.4, "Created TensorFlow device
(/job:localhost/replica:0/task:0/device:GPU:0 with 30379 MB memory) -> physical GPU (device: 3, name: Tesla
V100-SXM2-32GB, pci bus id: 0000:0b:00.0, compute capability: 7.0)" (1.x under Horovod, published_holdout179); since 2.5,
"Created device /job:localhost/replica:0/task:0/device:GPU:0 with 9610 MB memory:  -> device: 0, name: NVIDIA GeForce
RTX 3080, pci bus id: 0000:01:00.0, compute capability: 8.6". The GPU is known by its PCI bus id: under Horovod or
CUDA_VISIBLE_DEVICES every process calls its one GPU GPU:0, so two processes' lines with two bus ids are two cards. The
memory figure is what TensorFlow set aside for itself, neither the card's total nor its use: not read.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState

# (And, before it creates them, the GPUs it will use: "gpu_device.cc:1471] Adding visible gpu devices: 0, 1" (1.x and 2.x;
# published_holdout190, cut before the devices were created).)
# (And, before that, each GPU it finds: "gpu_device.cc:1720] Found device 3 with properties: ", its properties on the
# lines below, which carry no log prefix (2.4, published_holdout191, a log cut before the visible list): device N found
# means N + 1 GPUs at least.)
# (And XLA's service listing the CUDA devices of its platform, "service.cc:158]   StreamExecutor device (3): Tesla
# V100-SXM2-32GB, Compute Capability 7.0" (1.x and 2.x; Horovod's ranks each take one of them, published_holdout192):
# every device the process's CUDA sees, so as many GPUs where they are more than the other lines show.)
MARKERS = ("Created TensorFlow device (/job:", "Created device /job:", "Adding visible gpu devices: ", "StreamExecutor device (")
XLA_DEVICE = re.compile(r"StreamExecutor device \((?P<index>\d{1,2})\): (?P<name>[^,\n]{1,120}), Compute Capability \d+\.\d+")
FOUND = re.compile(r"\] Found device (?P<index>\d{1,2}) with properties:")
VISIBLE = re.compile(r"Adding visible gpu devices: (?P<ids>\d{1,2}(?:, \d{1,2}){0,15})\s*$")
CREATED = re.compile(r"Created (?:TensorFlow device \(|device )/job:[\w/:]{1,80}/device:GPU:\d{1,2} with \d{1,7} MB memory\)?:?"
                     r" {0,3}-> (?:physical GPU \()?device: \d{1,2}, name: (?P<name>[^,\n]{1,120}), "
                     r"pci bus id: (?P<bus>[0-9a-fA-F]{4,8}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.\d)")


def devices(lines: list[str]) -> list[GpuState]:
    """The GPUs TensorFlow's processes created devices on, one per PCI bus id, in the order they first appear."""
    found: dict[str, GpuState] = {}
    visible: list[str] = []
    highest = -1  # the highest device number found
    xla: dict[int, str] = {}
    for line in lines:
        if "/job:" in line and (match := CREATED.search(line)):
            bus = match.group("bus").upper()
            found.setdefault(bus, GpuState(index=len(found), name=match.group("name").strip(), bus_id=bus))
        elif "Adding visible gpu devices" in line and (listed := VISIBLE.search(line)):
            visible = listed.group("ids").split(", ")
        elif "StreamExecutor device (" in line and (device := XLA_DEVICE.search(line)):
            xla.setdefault(int(device.group("index")), device.group("name").strip())
        elif "Found device " in line and (device := FOUND.search(line)):
            highest = max(highest, int(device.group("index")))
    gpus = list(found.values())
    if not found and visible:  # cut before the devices were created: the visible list is the GPUs the process takes
        gpus = [GpuState(index=index) for index in range(len(visible))]
    elif not found and highest >= 0:  # cut before both: the GPUs it found
        gpus = [GpuState(index=index) for index in range(highest + 1)]
    if len(xla) > len(gpus):
        gpus = [GpuState(index=index, name=name) for index, name in sorted(xla.items())]
    return gpus
