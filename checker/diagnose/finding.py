"""A finding, the unit every rule returns, and the figures its sentences print. Plain Python."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from checker.diagnose.snapshot import GpuState

Severity = Literal["critical", "warning", "info", "ok"]


@dataclass(frozen=True)
class Finding:
    code: str
    severity: Severity
    title: str
    detail: str  # what to do
    evidence: str  # quoted from the paste



def mib(value: float) -> str:
    return f"{value:,.0f}"


def gpu_label(gpu: GpuState) -> str:
    return f"GPU {gpu.index}" + (f" ({gpu.name})" if gpu.name else "")
