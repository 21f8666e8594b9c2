"""ComfyUI's (and Fooocus', which share its model management) start-up lines and ComfyUI's System Info panel.

    Total VRAM 8191 MB, total RAM 16311 MB
    Set vram state to: NORMAL_VRAM
    Device: cuda:0 NVIDIA GeForce RTX 3070 : native

(model_management.py: the device's total memory in MiB, written "MB"; DirectML's device is "privateuseone"), and the
System Info that ComfyUI's settings copy out (published_holdout32):

    ## Devices
    - cuda:0 AMD Radeon RX 7600 : native (cuda)
      VRAM Total: 7.98 GB
      VRAM Free: 7.94 GB

(bytes over 1024³, two decimals). People running LLM nodes in ComfyUI paste these. The "ComfyUI Launcher Diagnostic
File" of the aki launcher (2.8, published_holdout38) lists each CUDA device under "CUDA Driver:":

    CUDA Driver:
      Version: 12070
      Devices:
        00000000:09:00.0 0: NVIDIA GeForce RTX 2080 Ti [75] 22 GB

(its bus, its number, its name, its compute capability and its size rounded to GB, which is not read as a figure).
Stable Diffusion WebUI Forge, whose memory management grew from ComfyUI's, says where each model it loads went:

    [Unload] Trying to free 5797.46 MB for cuda:0 with 0 models keep loaded ... Done.
    [Memory Management] Target: KModel, Free GPU: 3235.60 MB, Model Require: 3278.81 MB, ..., Remaining: -1578.22 MB,
    CPU Swap Loaded (blocked method): 1971.88 MB, GPU Loaded: 1306.94 MB

(backend/memory_management.py, Forge 2, 2024-25; one line each; "All loaded to GPU." where it fits; published_holdout71
and lllyasviel/stable-diffusion-webui-forge#343's thread): the last such line is where the model is. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, LoadFacts, Snapshot

STARTUP_TOTAL = re.compile(r"^Total VRAM (\d+) MB, total RAM \d+ MB\s*$")
VRAM_STATE = re.compile(r"^Set vram state to: [A-Z_]+\s*$")
DEVICE = re.compile(r"^Device: (?P<device>cuda:\d+|xpu:\d+|mps|privateuseone|cpu)(?: (?P<name>[^:\n]+?) : [\w-]+)?\s*$")
# (ComfyUI's error report, 0.3.2x, writes the same list in bold with the figures in bytes: "- **Name:** cuda:0 NVIDIA
# GeForce RTX 3050 : cudaMallocAsync", "  - **VRAM Total:** 8589410304", "  - **VRAM Free:** 4260125912", then PyTorch's
# own "Torch VRAM Total" and "Free", what its allocator holds, which are not the card's; published_holdout45.)
STATS_DEVICE = re.compile(r"^- (?:\*\*Name:\*\* )?(?P<device>cuda:\d+|xpu:\d+|mps|privateuseone) (?P<name>[^:\n]+?) : [\w-]+(?: \(\w+\))?\s*$")
STATS_FIGURE = re.compile(r"^\s+(?:- )?(?:\*\*)?(?P<key>(?:Torch )?VRAM (?:Total|Free)):(?:\*\*)? (?P<value>[\d.]+)(?: (?P<unit>GB|MB|KB|B))?\s*$")
UNIT_MIB = {"GB": 1024.0, "MB": 1.0, "KB": 1 / 1024, "B": 1 / 2**20}
LAUNCHER_DEVICE = re.compile(r"^\s*(?P<bus>[0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.\d) (?P<index>\d{1,2}): "
                             r"(?P<name>.{1,120}?) \[\d{2,3}\] \d+ GB\s*$")
FORGE_TARGET = re.compile(r"^\[Memory Management\] Target: [^,\n]{1,80}, Free GPU: -?[\d.]+ MB, Model Require: [\d.]+ MB,"
                          r".*?(?:(?P<all>All loaded to GPU\.)|CPU Swap Loaded \([^)\n]{0,40}\): (?P<cpu>[\d.]+) MB, "
                          r"GPU Loaded: (?P<gpu>[\d.]+) MB)")
FORGE_UNLOAD = re.compile(r"^\[Unload\] Trying to free [\d.]+ MB for (?P<device>cuda|xpu):(?P<index>\d{1,2}) ")


def is_line(line: str) -> bool:
    if line.startswith(("[Memory Management] Target:", "[Unload] Trying to free")):
        return bool(FORGE_TARGET.match(line) or FORGE_UNLOAD.match(line))
    return any(pattern.match(line) for pattern in (STARTUP_TOTAL, VRAM_STATE, DEVICE, STATS_DEVICE, STATS_FIGURE, LAUNCHER_DEVICE))


def _forge(lines: list[str]) -> Snapshot | None:
    """Where Forge's last load put its model: all on the GPU, or so many MB there and the rest swapped to the CPU."""
    targets = [match for line in lines if (match := FORGE_TARGET.match(line))]
    if not targets:
        return None
    last = targets[-1]
    share = 1.0 if last.group("all") else float(last.group("gpu")) / max(float(last.group("gpu")) + float(last.group("cpu")), 1e-9)
    devices = sorted({int(m.group("index")) for line in lines if (m := FORGE_UNLOAD.match(line))})
    return Snapshot(input_kinds=["Forge"], gpus=[GpuState(index=index) for index in devices],
                    load=LoadFacts(placement_share=share, placement_line=last.string.strip()[:200]))


def parse(text: str) -> Snapshot | None:
    if "[Memory Management] Target:" in text and (forge := _forge(text.splitlines())):
        return forge
    launcher = [match for line in text.splitlines() if (match := LAUNCHER_DEVICE.match(line))]
    if launcher:
        return Snapshot(input_kinds=["ComfyUI"], gpus=[GpuState(index=int(m.group("index")), name=m.group("name"), bus_id=m.group("bus"))
                                                       for m in launcher])
    gpu: GpuState | None = None
    free: float | None = None
    for line in text.splitlines():
        if total := STARTUP_TOTAL.match(line):
            gpu = gpu or GpuState(index=0)
            gpu.memory_total_mib = float(total.group(1))
        elif (device := DEVICE.match(line) or STATS_DEVICE.match(line)) and device.group("device") != "cpu":
            gpu = gpu or GpuState(index=int(device.group("device").split(":")[1]) if ":" in device.group("device") else 0)
            gpu.name = gpu.name or device.group("name") or device.group("device")
        elif gpu is not None and (figure := STATS_FIGURE.match(line)) and not figure.group("key").startswith("Torch"):
            value = round(float(figure.group("value")) * UNIT_MIB[figure.group("unit") or "B"], 1)
            if figure.group("key") == "VRAM Total":
                gpu.memory_total_mib = value
            else:
                free = value
    if gpu is None:
        return None
    if free is not None and gpu.memory_total_mib:
        gpu.memory_used_mib = round(max(gpu.memory_total_mib - free, 0.0), 1)
    return Snapshot(input_kinds=["ComfyUI"], gpus=[gpu])
