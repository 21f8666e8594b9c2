"""dcgmi diag's result table (DCGM 3.3.5 and 4.2.3, as published_holdout193's pastes print it)."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import dcgmi_diag
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

BORDER = "+---------------------------+------------------------------------------------+"
# IBM/autopilot #68: DCGM 3.3.5 on four A100 80GB PCIe (device id 20b5), cut in its Deployment section.
DIAG = "\n".join((
    "Successfully ran diagnostic for group.", BORDER,
    "| Diagnostic                | Result                                         |",
    "+===========================+================================================+",
    "|-----  Metadata  ----------+------------------------------------------------|",
    "| DCGM Version              | 3.3.5                                          |",
    "| Driver Version Detected   | 550.54.15                                      |",
    "| GPU Device IDs Detected   | 20b5,20b5,20b5,20b5                            |",
    "|-----  Deployment  --------+------------------------------------------------|",
    "| Denylist                  | Pass                                           |",
    "| NVML Library              | Pass                                           |")) + "\n"


def test_the_device_ids_are_the_gpus_and_the_driver_is_read():
    snapshot = dcgmi_diag.parse(DIAG[DIAG.index("| Diagnostic"):])
    assert [gpu.name for gpu in snapshot.gpus] == ["GPU device ID 20b5"] * 4
    assert snapshot.driver_version == "550.54.15"
    assert all(gpu.memory_used_mib is None and gpu.utilization_pct is None for gpu in snapshot.gpus)


def test_a_table_cut_before_its_closing_border_is_cut_and_a_whole_one_is_not():
    assert codes(DIAG) == {"multi_gpu", "truncated"}
    whole = DIAG + BORDER + "\n"
    assert codes(whole) == {"multi_gpu"}
    # DCGM 4's section heading is no closing border; its ids are separated by ", "
    dcgm4 = whole.replace("20b5,20b5,20b5,20b5", "26b9, 26b9, 26b9, 26b9").replace(
        BORDER + "\n", "+-----  Hardware  ----------+------------------------------------------------+\n")
    assert len(read_paste(dcgm4).gpus) == 4 and "truncated" in codes(dcgm4)
    # and a cut table its author followed with prose was shortened, not cut
    assert "truncated" not in codes(DIAG + "\nThe PCIe test fails on one node.\n")


def test_one_gpu_is_no_multi_gpu_and_a_table_without_its_header_is_not_dcgmis():
    one = DIAG.replace("20b5,20b5,20b5,20b5", "20b5") + BORDER + "\n"
    assert codes(one) == set()
    assert dcgmi_diag.parse(DIAG.replace("| Diagnostic                |", "| Check                     |")) is None


@given(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=300))
def test_any_text_is_read_or_refused_without_raising(text):
    dcgmi_diag.parse(text)
    dcgmi_diag.parse(DIAG[DIAG.index("| Diagnostic"):] + text)
    read_paste(DIAG + text)
