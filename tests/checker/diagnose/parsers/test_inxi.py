"""inxi's Graphics section (published_holdout76): the cards a machine has, and NVIDIA's driver."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import inxi
from checker.diagnose.rules import diagnose

REPORT = ("CPU:\n  Info: quad core model: Intel Core i7-2600K bits: 64 type: MT MCP arch: Sandy Bridge rev: 7\n"
          "Graphics:\n"
          "  Device-1: Intel 2nd Generation Core Processor Family Integrated Graphics vendor: Gigabyte driver: i915 v: kernel\n"
          "  Device-2: NVIDIA GA106 [GeForce RTX 3060 Lite Hash Rate] vendor: ASUSTeK driver: nvidia\n"
          "    v: 525.125.06 pcie: speed: 5 GT/s lanes: 16 ports: active: none off: DP-3,HDMI-A-1\n"
          "  Display: x11 server: X.Org v: 1.21.1.4 driver: X: loaded: nvidia gpu: nvidia\n"
          "Audio:\n  Device-1: Intel 7 Series/C216 Family High Definition Audio driver: snd_hda_intel\n")


def test_the_nvidia_and_amd_devices_of_the_graphics_section_are_the_cards():
    snapshot = inxi.parse(REPORT)
    assert [g.name for g in snapshot.gpus] == ["GeForce RTX 3060 Lite Hash Rate"] and snapshot.driver_version == "525.125.06"
    assert not {f.code for f in diagnose(REPORT).findings}


def test_two_cards_are_two_gpus_and_other_sections_devices_are_not_cards():
    two = ("Graphics:\n  Device-1: AMD Navi 31 [Radeon RX 7900 XTX] driver: amdgpu v: kernel\n"
           "  Device-2: AMD Navi 31 [Radeon RX 7900 XTX] driver: amdgpu v: kernel\n")
    assert len(inxi.parse(two).gpus) == 2 and "multi_gpu" in {f.code for f in diagnose(two).findings}
    assert inxi.parse("Audio:\n  Device-1: NVIDIA GA106 High Definition Audio driver: snd_hda_intel\n") is None


@given(st.text(max_size=300))
def test_any_text_parses_or_is_refused_without_an_error(text):
    snapshot = inxi.parse(text)
    assert snapshot is None or snapshot.input_kinds == ["inxi"]


@given(st.integers(1, 8))
def test_every_device_line_counts(count):
    text = "Graphics:\n" + "".join(f"  Device-{i}: NVIDIA AD102 [GeForce RTX 4090] driver: nvidia v: 550.54.14\n"
                                  for i in range(1, count + 1))
    assert len(inxi.parse(text).gpus) == count
