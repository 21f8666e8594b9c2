"""Moore Threads' mthreads-gmi, as its users paste it (the layout of published_holdout4's MTT S5000 table)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from checker.diagnose.parsers import mthreads_gmi
from checker.diagnose.rules import diagnose

TABLE = """(base) user@worker:~$ mthreads-gmi
Tue Mar 31 13:39:52 2026
---------------------------------------------------------------------
    mthreads-gmi:2.3.2           Driver Version:3.3.5-server
---------------------------------------------------------------------
ID   Name                 |PCIe                |%GPU  Mem
     Device Type   Perf   |Pcie Lane Width     |Temp  MPC Capable
                                               |      ECC Mode
+-------------------------------------------------------------------+
0    MTT S4000            |00000000:2a:00.0    |97%   48800MiB(49152MiB)
     Physical      P0     |16x(16x)            |71C   YES
                                               |      On-die, EDC
+-------------------------------------------------------------------+
"""


def test_a_card_s_load_memory_and_temperature():
    snapshot = mthreads_gmi.parse(TABLE)
    gpu = snapshot.gpus[0]
    assert (gpu.name, gpu.utilization_pct, gpu.memory_used_mib, gpu.memory_total_mib, gpu.temperature_c, gpu.pstate) == \
        ("MTT S4000", 97.0, 48800.0, 49152.0, 71.0, "P0")
    assert snapshot.driver_version == "3.3.5-server" and not snapshot.truncated


def test_the_table_in_a_paste_is_read_and_a_cut_one_says_so():
    codes = {f.code for f in diagnose(TABLE).findings}
    assert "unrecognized_input" not in codes and "vram_nearly_full" in codes and "truncated" not in codes
    cut = TABLE.rsplit("+---", 1)[0].rstrip().rsplit("\n", 1)[0]  # ends on the card's second line
    assert "truncated" in {f.code for f in diagnose(cut).findings}


@given(st.lists(st.text(max_size=120), max_size=20))
@settings(max_examples=200)
def test_any_lines_under_the_heading_never_raise(lines):
    mthreads_gmi.parse("\n".join(["    mthreads-gmi:2.3.2           Driver Version:3.3.5-server", *lines]))


@given(st.sampled_from(["    ", "\t", "> ", "> > ", "# ", "// "]))
def test_a_decorated_table_gives_the_same_card(prefix):
    plain = diagnose(TABLE).snapshot.gpus
    decorated = diagnose("\n".join(prefix + line for line in TABLE.splitlines())).snapshot.gpus
    assert [(g.memory_used_mib, g.memory_total_mib, g.utilization_pct, g.temperature_c) for g in decorated] == \
        [(g.memory_used_mib, g.memory_total_mib, g.utilization_pct, g.temperature_c) for g in plain]
