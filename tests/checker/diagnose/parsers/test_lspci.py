"""lspci's display controllers (published_holdout36 and 72): the cards a machine has."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import lspci
from checker.diagnose.rules import diagnose

TWO = ("# lspci | grep -i vga\n"
       "01:00.0 VGA compatible controller: NVIDIA Corporation GA102 [GeForce RTX 3090] (rev a1)\n"
       "07:00.0 VGA compatible controller: NVIDIA Corporation GA102 [GeForce RTX 3090] (rev a1)\n")


def test_each_nvidia_or_amd_controller_is_a_card():
    snapshot = lspci.parse(TWO)
    assert [(g.index, g.name, g.bus_id) for g in snapshot.gpus] == [(0, "GeForce RTX 3090", "01:00.0"), (1, "GeForce RTX 3090", "07:00.0")]
    assert "multi_gpu" in {f.code for f in diagnose(TWO).findings}
    amd = "0000:c3:00.0 Display controller: Advanced Micro Devices, Inc. [AMD/ATI] Navi 31 [Radeon RX 7900 XTX] (rev c8)\n"
    assert lspci.parse(amd).gpus[0].name == "Radeon RX 7900 XTX"


def test_intel_graphics_and_other_devices_are_not_cards():
    text = ("00:02.0 VGA compatible controller: Intel Corporation AlderLake-S GT1 (rev 0c)\n"
            "00:1f.3 Audio device: Intel Corporation Alder Lake-S HD Audio Controller (rev 11)\n")
    assert lspci.parse(text) is None


def test_one_card_beside_its_nvidia_smi_table_is_one_gpu():
    line = "3b:00.0 3D controller: NVIDIA Corporation GA100 [A100 PCIe 80GB] (rev a1)\n"
    assert len(diagnose(line).snapshot.gpus) == 1 and "multi_gpu" not in {f.code for f in diagnose(line).findings}


@given(st.text(max_size=300))
def test_any_text_parses_or_is_refused_without_an_error(text):
    snapshot = lspci.parse(text)
    assert snapshot is None or snapshot.input_kinds == ["lspci"]


@given(st.integers(1, 8), st.sampled_from(["VGA compatible", "3D", "Display"]))
def test_every_controller_line_counts(count, kind):
    text = "".join(f"{index:02x}:00.0 {kind} controller: NVIDIA Corporation AD102 [GeForce RTX 4090] (rev a1)\n"
                   for index in range(1, count + 1))
    assert len(lspci.parse(text).gpus) == count
