"""The CUDA device a program reports it runs on, in the program's own words: names and sizes, nothing of the device's
present use. Six reports people paste with a question about their training or reconstruction run (all
published_holdout191):

- Caffe's device query (``Caffe::DeviceQuery``, src/caffe/common.cpp, which DeepDetect and other Caffe servers log at
  start-up): its labels padded to one column, ``Name:                          GeForce GTX 1080`` and ``Total global
  memory:           8513585152`` (cudaDeviceProp.totalGlobalMem, bytes; DeepDetect's logger prints it as
  ``8513585152.000000``).
- AliceVision's device information (Meshroom's depth-map step, ``gpuInformationCUDA``): an indented list under
  ``Device information:``, ``- name:                    GeForce 930MX`` and ``- total device memory:     2048 MB``
  (totalGlobalMem / 2**20, so MiB). Its ``device memory available`` is what was free before the step, so what other
  programs held, not the step's need: not read as a use.
- faceswap's ``============ System Information ============`` (lib/sysinfo.py, ``full_info``): ``gpu_devices:
  GPU_0: GeForce GT 1030``, ``gpu_vram:            GPU_0: 2048MB`` (each card's total from its GPU stats, in MiB)
  and ``gpu_driver:          430.86``.
- DeepFaceLab's model summary, its ``Running On`` box: ``==              Name: NVIDIA GeForce GTX 1650 ==``. Its
  ``VRAM: 2.85GB`` is what TensorFlow may use on the card (a 4 GB card here), not the card's size: only the name is
  read.
- Speech Note's (dsnote's) verbose log of the devices it scanned (src/gpu_tools.cpp, mkiol/dsnote at 5f3abaf, 2026-08):
  ``cuda device: 0, name=Quadro RTX 5000, comp-cap=7.5`` (the driver API's scan; the runtime API's prints the name
  only) and ``hip device: 0, name=..., gcn-arch=..., gcn-arch-name=...`` after its logger's ``[D] 21:30:32.213861979.213
  0x7f664bf94d00 add_cuda_dev_devices:800 - `` (published_holdout194): each device's name.
- A home-made print of ``cudaGetDeviceProperties`` (CUDA courses and notes keep one, each in its own layout:
  published_holdout195's ``Device 0: NVIDIA GeForce RTX 3060`` then ``  Global Memory           : 11.64 GB``, and
  ``Name                       : NVIDIA A10`` with ``Total global memory (GB)   : 22.06``): read where a device's
  ``Compute Capability : 8.6`` line says it is one, its name and its global memory. Such programs divide
  totalGlobalMem by 1024 twice or thrice, so their "MB" and "GB" are MiB and GiB.
- Triton Inference Server's metrics start-up, one line for each CUDA-visible GPU it watches (src/metrics.cc, LOG_INFO <<
  "Collecting metrics for GPU " << i << ": " << name, behind glog's prefix: ``I0214 03:52:45.327012 5265
  metrics.cc:864] Collecting metrics for GPU 3: NVIDIA GeForce RTX 2080``; four cards, published_holdout204): each
  GPU's name, read inside the server's log by runtime_log (triton_gpus).

Each label is matched as its program pads it, so a YAML ``- name: x`` or a prose ``Name: x`` is not taken for one.
Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

# Caffe pads every label with spaces to 31 characters, the value starting in the 32nd; glog's prefix ("I0612 16:21:19.052
# 123 common.cpp:150] ") or DeepDetect's ("[2018-06-12 16:21:19.052] [caffe] [info] ") ends in "] ".
CAFFE = re.compile(r"(?:^|\] )(?P<key>Device id:|Major revision number:|Name:|Total global memory:)(?P<pad> +)(?P<value>\S.*?)\s*$")
CAFFE_WIDTH = 31
ALICEVISION = re.compile(r"^\s*- (?P<key>id|name|compute capability|total device memory|device memory available):"
                         r"(?P<pad> {2,})(?P<value>\S.*?)\s*$")
ALICEVISION_HEADING = "Device information:"
FACESWAP = re.compile(r"^(?P<key>gpu_devices|gpu_devices_active|gpu_vram|gpu_driver|gpu_cuda|gpu_cudnn):\s+(?P<value>\S.*?)\s*$")
FACESWAP_DEVICE = re.compile(r"GPU_(?P<index>\d{1,2}): (?P<value>.+?)(?=, GPU_\d{1,2}: |$)")
DFL = re.compile(r"^==\s+(?P<key>Device index|Name|VRAM): (?P<value>\S.*?)\s*==$")
DFL_HEADING = re.compile(r"^==-+ Running On -+==$")
PROPS_CAPABILITY = re.compile(r"^\s*Compute [Cc]apability\s*:\s*\d{1,2}\.\d\s*$")
PROPS_NAME = re.compile(r"^\s*(?:Device (?P<index>\d{1,2})\s*:|(?:Device )?[Nn]ame\s*:)\s*(?P<name>[^\s\"'].{0,60}?)\s*$")
PROPS_MEMORY = re.compile(r"^\s*(?:Total )?[Gg]lobal [Mm]emory(?: \((?P<label_unit>[GM]i?B|bytes)\))?\s*:\s*"
                          r"(?P<value>\d{1,13}(?:\.\d+)?)\s*(?P<unit>[GM]i?B|bytes)?\s*$")
PROPS_MIB = {"GB": 1024, "GiB": 1024, "MB": 1, "MiB": 1, "bytes": 2**-20}
TRITON = re.compile(r"\] Collecting metrics for GPU (?P<index>\d{1,2}): (?P<name>\S.{0,80}?)\s*$")
DSNOTE = re.compile(r"(?:^|\w:\d+ - )(?P<api>cuda|hip) device: (?P<index>\d{1,2}), name=(?P<name>[^,\n]+?)"
                    r"(?:, comp-cap=\d+\.\d+|, gcn-arch=.*)?\s*$")


def _caffe(line: str) -> re.Match | None:
    match = CAFFE.search(line)
    return match if match and len(match.group("key")) + len(match.group("pad")) == CAFFE_WIDTH else None


def is_line(line: str) -> bool:
    stripped = line.strip()
    if stripped.startswith("=="):
        return DFL.match(stripped) is not None or DFL_HEADING.match(stripped) is not None
    if stripped.startswith("gpu_"):
        return FACESWAP.match(stripped) is not None
    if stripped.startswith("- "):
        return ALICEVISION.match(line) is not None
    if stripped == ALICEVISION_HEADING:
        return True
    if " device: " in line and ", name=" in line:
        return DSNOTE.search(stripped) is not None
    return ":" in line and any(key in line for key in ("Device id:", "Name:", "Total global memory:",
                                                        "Major revision number:")) and _caffe(line) is not None


# A properties print's other lines: "label : value", a "[Memory]" section, a "=== BASIC DEVICE INFO ===" rule.
PROPS_OTHER = re.compile(r"^\s*(?:[A-Za-z][\w ()/.,%-]{1,40}?\s*:\s*\S.{0,80}|\[[\w -]{1,30}\]|=+[\w -]{0,40}=+)\s*$")


def starts_properties(lines: list[str], index: int) -> bool:
    """A device's name line with its compute capability within the next three lines."""
    return PROPS_NAME.match(lines[index]) is not None and any(
        PROPS_CAPABILITY.match(line) for line in lines[index + 1:index + 4])


def is_properties_line(line: str) -> bool:
    return PROPS_OTHER.match(line) is not None or not line.strip()


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _faceswap(lines: list[str], snapshot: Snapshot) -> None:
    fields = {m.group("key"): m.group("value") for line in lines if (m := FACESWAP.match(line.strip()))}
    sizes = {int(m.group("index")): m.group("value") for m in FACESWAP_DEVICE.finditer(fields.get("gpu_vram", ""))}
    for device in FACESWAP_DEVICE.finditer(fields.get("gpu_devices", "")):
        index = int(device.group("index"))
        size = re.fullmatch(r"(\d+)MB", sizes.get(index, ""))
        snapshot.gpus.append(GpuState(index=index, name=device.group("value"),
                                      memory_total_mib=float(size.group(1)) if size else None))
    if snapshot.gpus and re.fullmatch(r"\d{3}\.\d{2}(?:\.\d{2})?", fields.get("gpu_driver", "")):
        snapshot.driver_version = fields["gpu_driver"]


def _listed_gpus(pairs, memory_mib=None) -> list[GpuState]:
    """Devices a report lists as labelled lines, as (key, value) pairs with the keys "id", "name" and "memory": an id opens
    each device, its name and total memory (``memory_mib`` reads the value) follow; a device without a name is not one."""
    gpus: list[GpuState] = []
    for key, value in pairs:
        if key == "id" and (index := _number(value)) is not None and index.is_integer() and 0 <= index < 100:
            gpus.append(GpuState(index=int(index)))  # ("0", Caffe's "0.000000" under DeepDetect; not "inf" or "-1")
        elif gpus and key == "name":
            gpus[-1].name = value
        elif gpus and key == "memory" and memory_mib and (size := memory_mib(value)) is not None:
            gpus[-1].memory_total_mib = size
    return [gpu for gpu in gpus if gpu.name]


CAFFE_KEYS = {"Device id:": "id", "Name:": "name", "Total global memory:": "memory"}
ALICEVISION_KEYS = {"id": "id", "name": "name", "total device memory": "memory"}


def _caffe_gpus(lines: list[str]) -> list[GpuState]:
    pairs = ((CAFFE_KEYS.get(m.group("key")), m.group("value")) for line in lines if (m := _caffe(line)))
    return _listed_gpus(pairs, lambda value: round(size / 2**20, 1) if (size := _number(value)) is not None else None)


def _alicevision_gpus(lines: list[str]) -> list[GpuState]:
    pairs = ((ALICEVISION_KEYS.get(m.group("key")), m.group("value")) for line in lines if (m := ALICEVISION.match(line)))
    return _listed_gpus(pairs, lambda value: float(size.group(1)) if (size := re.fullmatch(r"(\d+) MB", value)) else None)


def _deepfacelab_gpus(lines: list[str]) -> list[GpuState]:
    """The devices of DeepFaceLab's "Running On" box (its VRAM line is what TensorFlow may use: not read)."""
    heading = next((index for index, line in enumerate(lines) if DFL_HEADING.match(line.strip())), None)
    keys = {"Device index": "id", "Name": "name"}
    return [] if heading is None else _listed_gpus(
        (keys.get(m.group("key")), m.group("value")) for line in lines[heading + 1:] if (m := DFL.match(line.strip())))


def _dsnote_gpus(lines: list[str]) -> list[GpuState]:
    gpus: dict[tuple[str, int], GpuState] = {}
    for line in lines:
        if " device: " in line and (match := DSNOTE.search(line.strip())):
            # (a device the runtime and the driver scans both name is one device)
            gpus.setdefault((match.group("api"), int(match.group("index"))),
                            GpuState(index=int(match.group("index")), name=match.group("name")))
    return list(gpus.values())


def triton_gpus(lines: list[str]) -> list[GpuState]:
    """The GPUs Triton Inference Server says it collects metrics for, each once."""
    gpus: dict[int, GpuState] = {}
    for line in lines:
        if "Collecting metrics for GPU" in line and (match := TRITON.search(line)):
            gpus.setdefault(int(match.group("index")), GpuState(index=int(match.group("index")), name=match.group("name")))
    return list(gpus.values())


def _properties_gpus(lines: list[str]) -> list[GpuState]:
    devices: list[GpuState] = []
    capable: set[int] = set()  # the positions of the devices whose lines hold a compute capability
    for line in lines:
        if match := PROPS_NAME.match(line):
            index = int(match.group("index")) if match.group("index") else len(devices)
            devices.append(GpuState(index=index, name=match.group("name")))
        elif devices and PROPS_CAPABILITY.match(line):
            capable.add(len(devices) - 1)
        elif devices and (match := PROPS_MEMORY.match(line)) and (unit := match.group("label_unit") or match.group("unit")):
            devices[-1].memory_total_mib = round(float(match.group("value")) * PROPS_MIB[unit], 1)
    return [gpu for position, gpu in enumerate(devices) if position in capable]


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    snapshot = Snapshot(input_kinds=["program device report"])
    snapshot.gpus = _caffe_gpus(lines) or _alicevision_gpus(lines) or _deepfacelab_gpus(lines) or _dsnote_gpus(lines) \
        or _properties_gpus(lines)
    if not snapshot.gpus:
        _faceswap(lines, snapshot)
    return snapshot if snapshot.gpus else None
