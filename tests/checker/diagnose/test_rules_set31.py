"""Huawei Ascend's npu-smi, added while published_holdout31 was tuned on."""

from hypothesis import given, settings
from hypothesis import strategies as st

from checker.diagnose.parsers import npu_smi
from checker.diagnose.rules import diagnose

TOP = ("+------------------------------------------------------------------------------------------------+\n"
       "| npu-smi 24.1.0                   Version: 24.1.0                                               |\n"
       "+---------------------------+---------------+----------------------------------------------------+\n"
       "| NPU   Name                | Health        | Power(W)    Temp(C)           Hugepages-Usage(page)|\n"
       "| Chip                      | Bus-Id        | AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)        |\n"
       "+===========================+===============+====================================================+\n")
NPU = ("| {npu}     910B3               | OK            | {power:<11} {temp:<17} 0    / 0             |\n"
       "| 0                         | 0000:C{npu}:00.0  | {core:<11} 2387 / 13553      {hbm:<4} / 65536         |\n"
       "+===========================+===============+====================================================+\n")
PROCESSES = ("+---------------------------+---------------+----------------------------------------------------+\n"
             "| NPU     Chip              | Process id    | Process name             | Process memory(MB)      |\n"
             "+===========================+===============+====================================================+\n"
             "| 0       0                 | 2245          | python3                  | 60312                   |\n"
             "| 1       0                 | 3330598       |                          | 50117                   |\n"
             "+===========================+===============+====================================================+\n")


def test_npu_smi_reads_each_npus_hbm_load_power_and_temperature():
    whole = (TOP + NPU.format(npu=0, power="312.5", temp=55, core=97, hbm=61234)
             + NPU.format(npu=1, power="78.0", temp=38, core=0, hbm=18) + PROCESSES)
    result = diagnose("[root@host LLMs]# npu-smi info\n" + whole)
    first, second = result.snapshot.gpus
    assert (first.name, first.memory_used_mib, first.memory_total_mib, first.utilization_pct, first.power_draw_w,
            first.temperature_c) == ("Ascend 910B3", 61234, 65536, 97, 312.5, 55)
    assert second.memory_used_mib == 18 and second.bus_id == "0000:C1:00.0"
    assert [(p.pid, p.name) for p in result.snapshot.processes] == [(2245, "python3"), (3330598, "?")]
    codes = {f.code for f in result.findings}
    assert "multi_gpu" in codes and "truncated" not in codes
    # without its process section at the paste's end: cut
    assert "truncated" in {f.code for f in diagnose(TOP + NPU.format(npu=0, power="78.0", temp=38, core=0, hbm=18)).findings}


@given(st.integers(0, 7), st.integers(0, 100), st.integers(0, 65536), st.text(max_size=30))
@settings(max_examples=150, deadline=None)
def test_npu_smi_reads_any_row_and_never_raises(npu, core, hbm, noise):
    snapshot = npu_smi.parse(noise + "\n" + TOP + NPU.format(npu=npu, power="80.1", temp=40, core=core, hbm=hbm))
    assert (snapshot.gpus[0].index, snapshot.gpus[0].utilization_pct, snapshot.gpus[0].memory_used_mib) == (npu, core, hbm)
    npu_smi.parse(noise)
