"""Readings added while published_holdout198 was tuned on: an nvidia-smi -q copy that opens inside its ECC Errors block,
where a heading ("Aggregate") sits over another heading ("Single Bit") and not over keys, or at one of those nested
headings (published_holdout116's copy opens at "Double Bit"): both were copied from inside a block, so they are cut."""

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# NVIDIA/nvidia-docker issue #1546's description as a search index returned it: the end of an -q report's ECC Errors
# block (drivers before 510 print Single Bit and Double Bit headings over the counters), Retired Pages, Remapped Rows
# and the Temperature block's first two lines; the index cut the next line.
PASTE = next((Path(__file__).parents[2] / "data" / "published_holdout198" / "tools").glob("nvidia-docker-1546-*.txt"))
LINES = PASTE.read_text().splitlines()
# the copy's lines from its first counter to the last Double Bit counter above Retired Pages, all inside the ECC block:
# counters and the nested headings over them (Aggregate, Single Bit, Double Bit)
ECC_LINES = range(1, LINES.index("    Retired Pages"))


def test_a_copy_opening_inside_the_ecc_block_is_read_as_cut_with_its_temperature():
    snapshot = read_paste(PASTE.read_text())
    gpu, = snapshot.gpus
    assert gpu.temperature_c == 28.0
    assert snapshot.truncated
    assert "truncated" in codes(PASTE.read_text())
    assert "high_temperature" not in codes(PASTE.read_text())


@given(start=st.sampled_from(ECC_LINES), prefix=st.sampled_from(["", "    ", "> ", "\t"]))
def test_a_copy_opening_anywhere_inside_the_ecc_block_is_cut(start, prefix):
    # wherever the copy opens among the counters and their headings, and however it is indented or quoted, it opened
    # inside a block whose heading is not there (it sits deeper than Retired Pages, further on): the copy was cut above
    text = "\n".join(prefix + line if line.strip() else line for line in LINES[start:]) + "\n"
    snapshot = read_paste(text)
    assert [gpu.temperature_c for gpu in snapshot.gpus] == [28.0]
    assert snapshot.truncated


def test_a_copy_opening_at_a_top_level_section_is_not_called_cut_above():
    # the same copy from its "    Retired Pages" heading on: a section of the report, from its heading, to a block whose
    # lines are all there as far as the copy can show
    text = "\n".join(LINES[LINES.index("    Retired Pages"):]) + "\n"
    snapshot = read_paste(text)
    assert [gpu.temperature_c for gpu in snapshot.gpus] == [28.0]
    assert not snapshot.truncated


def test_ecc_counters_alone_are_read_as_a_cut_copy_with_no_figure():
    # published_holdout116's shape: the counters of the Volatile and Aggregate levels from a "Double Bit" heading on,
    # then Retired Pages, all N/A, cut before Pending Page Blacklist: read (not "nothing recognized"), cut, no figure
    start = LINES.index("        Aggregate") + 1  # "            Single Bit"
    text = "```\n" + "\n".join(LINES[start:LINES.index("    Remapped Rows                         : N/A")]) + "\n"
    snapshot = read_paste(text)
    assert snapshot.truncated
    assert all(gpu.temperature_c is None and gpu.memory_total_mib is None for gpu in snapshot.gpus)
    assert codes(text) == {"truncated"}


def test_a_report_copied_from_a_top_level_section_is_not_called_cut_above():
    # the same report's last lines from "Temperature" on, with the lines that follow in such reports: a copy that opens at
    # a section's heading and ends after its block is whole
    text = "    Temperature\n        GPU Current Temp                  : 28 C\n        GPU Shutdown Temp                 : 96 C\n" \
           "        GPU Slowdown Temp                 : 93 C\n"
    snapshot = read_paste(text)
    assert [gpu.temperature_c for gpu in snapshot.gpus] == [28.0]
    assert not snapshot.truncated
