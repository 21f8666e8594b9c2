"""On a machine with an NVIDIA GPU: the NVML probe against nvidia-smi, and the parsers on its real outputs.

Skipped where there is no GPU (CI, most laptops). With HEADROOM_CAPTURE_DIR set, the
outputs of nvidia-smi on this machine are also written there, to become Diagnose fixtures
(tests/data/pastes/) once their expected findings have been written by a person.
"""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from checker.diagnose.rules import diagnose
from checker.machine.nvml_probe import probe

pytestmark = pytest.mark.gpu
QUERY = ("nvidia-smi --query-gpu=index,name,memory.used,memory.total,temperature.gpu,power.limit,pcie.link.gen.max,"
         "pcie.link.width.max --format=csv,noheader,nounits")


@pytest.fixture(scope="module")
def nvml():
    if shutil.which("nvidia-smi") is None:
        pytest.skip("no nvidia-smi on this machine")
    result = probe()
    if not result.ok:
        pytest.skip(f"NVML cannot read a GPU here: {result.problem}")
    return result.snapshot


def nvidia_smi(*args: str) -> str:
    text = subprocess.run(["nvidia-smi", *args], capture_output=True, text=True, timeout=60, check=True).stdout
    capture = os.environ.get("HEADROOM_CAPTURE_DIR")
    if capture:
        name = "nvidia-smi" + ("_" + "_".join(a.strip("-").replace("=", "-").replace(",", "-") for a in args) if args else "")
        Path(capture).mkdir(parents=True, exist_ok=True)
        (Path(capture) / f"{name[:120]}.txt").write_text(text)
    return text


def test_nvml_agrees_with_nvidia_smi_query(nvml):
    # The query's own command line names the noheader columns for Headroom's CSV parser.
    smi = diagnose(QUERY + "\n" + nvidia_smi(*QUERY.split()[1:])).snapshot.gpus
    assert [g.name for g in smi] == [g.name for g in nvml.gpus]
    for ours, theirs in zip(nvml.gpus, smi, strict=True):
        assert abs(ours.memory_total_mib - theirs.memory_total_mib) <= 1
        # Memory and temperature move between the two readings; the rest does not.
        assert abs(ours.memory_used_mib - theirs.memory_used_mib) <= 64 + 0.02 * theirs.memory_total_mib
        if theirs.temperature_c is not None:
            assert abs(ours.temperature_c - theirs.temperature_c) <= 3
        if theirs.power_limit_w is not None:
            assert abs(ours.power_limit_w - theirs.power_limit_w) <= 1


def test_the_parsers_read_this_machines_real_outputs(nvml):
    names = [g.name for g in nvml.gpus]
    totals = [g.memory_total_mib for g in nvml.gpus]
    for args in ((), ("-q",), ("-q", "-x"), ("-L",)):
        snapshot = diagnose(nvidia_smi(*args)).snapshot
        assert snapshot.input_kinds, args
        if args == ("-L",):
            assert [g.name for g in snapshot.gpus] == names
            continue
        assert [g.name for g in snapshot.gpus][: len(names)] == names or args == (), args
        for ours, theirs in zip(totals, [g.memory_total_mib for g in snapshot.gpus], strict=False):
            assert abs(ours - theirs) <= 1, args
    nvidia_smi("-q", "-d", "PERFORMANCE")
