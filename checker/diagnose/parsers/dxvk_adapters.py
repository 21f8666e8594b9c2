"""DXVK's list of the Vulkan adapters it found, as its log prints it (doitsujin/dxvk; a game's or a Wine prefix's log that
people paste with a Vulkan or DirectX question): each adapter's name, its driver line and its memory heaps.

Two layouts:

- Up to 2.6 (``DxvkAdapter::logAdapterInfo``, checked at v2.3)::

      info:  NVIDIA GeForce GTX 1650:
      info:    Driver : NVIDIA 535.113.1
      info:    Memory Heap[0]:
      info:      Size: 4096 MiB
      info:      Flags: 0x1
      info:      Memory Type[1]: Property Flags = 0x1

  (vkd3d-proton issue #1734, published_holdout194). Flags 0x1 is VK_MEMORY_HEAP_DEVICE_LOCAL_BIT.
- From 2.7 (``DxvkDeviceCapabilities::logDeviceInfo``, checked at c935e6914, 2026-08): ``Driver   :``, a ``Queues:``
  list, then ``Memory:`` with ``  Heap 0: 8.0 GiB (DEVICE_LOCAL)``, ``  Budget: ...`` and ``    Type  0: ...`` lines.
  A size of a GiB or more is printed as whole GiB, a dot and the hundredths *without* a leading zero (``(size * 100) >>
  30`` split by 100): ``8.5 GiB`` is 8.05 GiB, ``8.50 GiB`` 8.5.

An adapter's memory is its largest device-local heap (the card's VRAM; a second, small device-local heap is the
BAR window the CPU writes through). An adapter all of whose heaps are device-local is one whose memory is the system's
(an integrated GPU, DXVK's own test for a unified memory architecture): read as shared memory. The heaps are sizes,
nothing of their use. The driver line is not read as the driver's version: DXVK 2.3 decodes NVIDIA's packed number
with Vulkan's generic macros, which are not NVIDIA's layout. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

# DXVK's logger puts its level before every line, padded to seven characters ("info:  ", "warn:  ", "err:   ").
PREFIX = re.compile(r"^(?:info:  |warn:  |err:   |debug: |trace: )?")
NAME = re.compile(r"^(?P<name>[^\s:][^:]{0,80}):$")
DRIVER = re.compile(r"^\s+Driver\s*: \S.{0,80}$")
OLD_HEAP = re.compile(r"^\s+Memory Heap\[(?P<heap>\d{1,2})\]:\s*$")
OLD_SIZE = re.compile(r"^\s+Size: (?P<mib>\d{1,9}) MiB$")
OLD_FLAGS = re.compile(r"^\s+Flags: 0x(?P<flags>[0-9a-fA-F]{1,8})$")
NEW_HEAP = re.compile(r"^\s+Heap (?P<heap>\d{1,2}): (?P<whole>\d{1,9})(?:\.(?P<hundredths>\d{1,2}))? (?P<unit>GiB|MiB)"
                      r"(?P<local> \(DEVICE_LOCAL\))?$")
DETAIL = re.compile(r"^(?:Queues:|Memory:|\s+(?:Graphics|Transfer|Sparse)\s*: \(.{0,20}\)|\s+Budget: .{0,40}"
                    r"|\s+Memory Type\[\d{1,2}\]: Property Flags = 0x[0-9a-fA-F]{1,8}|\s+Type\s+\d{1,2}: .{0,200})$")


def _bare(line: str) -> str:
    return PREFIX.sub("", line.rstrip(), count=1)


def starts_adapter(lines: list[str], index: int) -> bool:
    """An adapter's name line, the driver line under it."""
    return (lines[index].rstrip().endswith(":") and index + 1 < len(lines) and NAME.match(_bare(lines[index])) is not None
            and DRIVER.match(_bare(lines[index + 1])) is not None)


def is_detail(line: str) -> bool:
    bare = _bare(line)
    return any(pattern.match(bare) for pattern in (DRIVER, OLD_HEAP, OLD_SIZE, OLD_FLAGS, NEW_HEAP, DETAIL))


def _new_heap_mib(match: re.Match) -> float:
    whole = int(match.group("whole"))
    if match.group("unit") == "MiB":
        return float(whole)
    return (whole + int(match.group("hundredths") or 0) / 100) * 1024


def parse(text: str) -> Snapshot | None:
    lines = text.splitlines()
    gpus: list[GpuState] = []
    heaps: list[list[tuple[float | None, bool | None]]] = []  # each adapter's heaps: size in MiB, device-local
    for index, line in enumerate(lines):
        bare = _bare(line)
        if starts_adapter(lines, index):
            gpus.append(GpuState(index=len(gpus), name=NAME.match(bare).group("name").strip()))
            heaps.append([])
        elif not gpus:
            continue
        elif OLD_HEAP.match(bare):
            heaps[-1].append((None, None))
        elif heaps[-1] and (match := OLD_SIZE.match(bare)):
            heaps[-1][-1] = (float(match.group("mib")), heaps[-1][-1][1])
        elif heaps[-1] and (match := OLD_FLAGS.match(bare)):
            heaps[-1][-1] = (heaps[-1][-1][0], bool(int(match.group("flags"), 16) & 1))
        elif match := NEW_HEAP.match(bare):
            heaps[-1].append((_new_heap_mib(match), match.group("local") is not None))
    for gpu, listed in zip(gpus, heaps):
        local = [size for size, device_local in listed if device_local and size is not None]
        if local:
            gpu.memory_total_mib = max(local)
            gpu.memory_shared = all(device_local for _, device_local in listed)
    return Snapshot(input_kinds=["DXVK"], gpus=gpus) if gpus else None
