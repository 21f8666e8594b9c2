"""Readings added while published_holdout198 was tuned on: an nvidia-smi -q copy that opens inside its ECC Errors block,
where a heading ("Aggregate") sits over another heading ("Single Bit") and not over keys."""

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
# the copy's counter lines, from its first to the last Double Bit counter above Retired Pages, all inside the ECC block
# (a copy that opens at a heading is not known to be cut above)
ECC_COUNTERS = [index for index in range(1, LINES.index("    Retired Pages")) if LINES[index].endswith(": N/A")]


def test_a_copy_opening_inside_the_ecc_block_is_read_as_cut_with_its_temperature():
    snapshot = read_paste(PASTE.read_text())
    gpu, = snapshot.gpus
    assert gpu.temperature_c == 28.0
    assert snapshot.truncated
    assert "truncated" in codes(PASTE.read_text())
    assert "high_temperature" not in codes(PASTE.read_text())


@given(start=st.sampled_from(ECC_COUNTERS), prefix=st.sampled_from(["", "    ", "> ", "\t"]))
def test_any_cut_above_a_nested_heading_keeps_the_lines_above_it(start, prefix):
    # wherever the copy opens among the counters, and however it is indented or quoted, the counters above the first
    # heading belong to a block whose heading is not there: the copy was cut above
    text = "\n".join(prefix + line if line.strip() else line for line in LINES[start:]) + "\n"
    snapshot = read_paste(text)
    assert [gpu.temperature_c for gpu in snapshot.gpus] == [28.0]
    assert snapshot.truncated


def test_a_report_copied_from_a_top_level_section_is_not_called_cut_above():
    # the same report's last lines from "Temperature" on, with the lines that follow in such reports: a copy that opens at
    # a section's heading and ends after its block is whole
    text = "    Temperature\n        GPU Current Temp                  : 28 C\n        GPU Shutdown Temp                 : 96 C\n" \
           "        GPU Slowdown Temp                 : 93 C\n"
    snapshot = read_paste(text)
    assert [gpu.temperature_c for gpu in snapshot.gpus] == [28.0]
    assert not snapshot.truncated
