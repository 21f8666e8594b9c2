"""DXVK's adapter list: both layouts, the device-local heap as the card's memory, an integrated GPU's shared memory."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import dxvk_adapters
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# HansKristian-Work/vkd3d-proton #1734: DXVK 2.3's list, the card's VRAM heap, the system memory and the BAR window.
OLD = """info:  DXVK: v2.3
warn:  Skipping CPU adapter: llvmpipe (LLVM 15.0.7, 256 bits)
info:  NVIDIA GeForce GTX 1650:
info:    Driver : NVIDIA 535.113.1
info:    Memory Heap[0]: 
info:      Size: 4096 MiB
info:      Flags: 0x1
info:      Memory Type[1]: Property Flags = 0x1
info:    Memory Heap[1]: 
info:      Size: 5862 MiB
info:      Flags: 0x0
info:      Memory Type[0]: Property Flags = 0x0
info:      Memory Type[2]: Property Flags = 0x6
info:    Memory Heap[2]: 
info:      Size: 246 MiB
info:      Flags: 0x1
info:      Memory Type[4]: Property Flags = 0x7
"""
# The layout of DXVK 2.7 and later (src/dxvk/dxvk_device_info.cpp, logDeviceInfo), an integrated GPU after the card.
NEW = """info:  AMD Radeon RX 6600 (RADV NAVI23):
info:    Driver   : radv 24.2.8
info:  Queues:
info:    Graphics : (0, 0)
info:    Transfer : (1, 0)
info:    Sparse   : (0, 0)
info:  Memory:
info:    Heap 0: 7.75 GiB (DEVICE_LOCAL)
info:    Budget: 7.70 GiB
info:      Type  0: DEVICE_LOCAL
info:    Heap 1: 15.5 GiB
info:      Type  1: HOST_VISIBLE | HOST_COHERENT
info:    Heap 2: 256 MiB (DEVICE_LOCAL)
info:      Type  2: DEVICE_LOCAL | HOST_VISIBLE | HOST_COHERENT
info:  AMD Radeon Graphics (RADV RAPHAEL_MENDOCINO):
info:    Driver   : radv 24.2.8
info:  Memory:
info:    Heap 0: 15.50 GiB (DEVICE_LOCAL)
info:      Type  0: DEVICE_LOCAL | HOST_VISIBLE | HOST_COHERENT
"""


def test_dxvk_23_gives_the_card_and_its_vram_heap_not_the_bar_window():
    snapshot = dxvk_adapters.parse(OLD)
    assert [(gpu.name, gpu.memory_total_mib, gpu.memory_used_mib, gpu.memory_shared) for gpu in snapshot.gpus] == [
        ("NVIDIA GeForce GTX 1650", 4096.0, None, False)]
    assert snapshot.driver_version is None  # DXVK 2.3 decodes NVIDIA's number with Vulkan's generic layout


def test_the_new_layout_reads_hundredths_as_dxvk_prints_them_and_an_integrated_gpu_as_shared():
    card, apu = dxvk_adapters.parse(NEW).gpus
    assert (card.name, card.memory_total_mib, card.memory_shared) == ("AMD Radeon RX 6600 (RADV NAVI23)", 7.75 * 1024, False)
    # "15.5 GiB" is 15 GiB and 5 hundredths: DXVK prints the hundredths without a leading zero
    assert dxvk_adapters.parse(NEW.replace("15.50 GiB (DEVICE", "15.5 GiB (DEVICE")).gpus[1].memory_total_mib == 15.05 * 1024
    assert (apu.memory_total_mib, apu.memory_shared) == (15.5 * 1024, True)


def test_a_dxvk_log_is_read_in_a_paste_and_judges_nothing():
    text = "When I start any D3D12 game it crashes:\n" + OLD + "info:  Intel(R) UHD Graphics (CM\n"
    assert read_paste(text).gpus and codes(text) == set()


def test_near_copies_that_are_no_adapter_list_are_not_read():
    # a name line without its driver line, a driver line without the logger's padding, YAML-like heaps alone
    assert dxvk_adapters.parse(OLD.replace("info:    Driver : NVIDIA 535.113.1\n", "")) is None
    assert dxvk_adapters.parse("Memory:\n  Heap 0: 8.0 GiB (DEVICE_LOCAL)\n") is None
    assert not dxvk_adapters.starts_adapter(["Queues:", "  Graphics : (0, 0)"], 0)
    assert not dxvk_adapters.starts_adapter(["My setup:", "Driver: 535"], 0)


@given(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=400))
def test_any_text_is_read_or_refused_without_raising(text):
    dxvk_adapters.parse(text)
    dxvk_adapters.parse(OLD + text)
    lines = text.splitlines()
    for index, line in enumerate(lines):
        dxvk_adapters.starts_adapter(lines, index)
        dxvk_adapters.is_detail(line)


@given(st.integers(min_value=1, max_value=2**20), st.integers(min_value=0, max_value=2**20))
def test_the_largest_device_local_heap_is_the_cards(vram, bar):
    # (each heap through its own placeholder: a VRAM of 246 MiB must not turn the BAR heap's line into a second match)
    text = OLD.replace("Size: 4096 MiB", "Size: {vram} MiB").replace("Size: 246 MiB", "Size: {bar} MiB")
    text = text.replace("{vram}", str(vram)).replace("{bar}", str(bar))
    gpu, = dxvk_adapters.parse(text).gpus
    assert gpu.memory_total_mib == max(vram, bar)
