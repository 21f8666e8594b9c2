"""Geometry of the verdict page's two SVG charts, computed here and drawn by the template.

No chart library: a memory breakdown bar (weights, KV cache, compute buffer and
overhead of each device against its memory) and a chart of memory and decode
speed against context length. Plain Python.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from checker.fit.advice import CurvePoint
from checker.fit.estimate import Estimate

BAR_WIDTH = 600
CHART_WIDTH, CHART_HEIGHT = 600, 240
PAD_LEFT, PAD_RIGHT, PAD_TOP, PAD_BOTTOM = 56, 56, 12, 36
PARTS = (("weights", "Weights"), ("kv_cache", "KV cache"), ("compute_buffer", "Compute buffer"), ("overhead", "Overhead"))


@dataclass(frozen=True)
class Segment:
    part: str
    label: str
    x: float
    width: float
    mib: float


@dataclass(frozen=True)
class Bar:
    device: str
    segments: list[Segment]
    capacity_x: float  # where the device's free memory ends
    total_mib: float
    available_mib: float
    over: bool


def memory_bars(result: Estimate) -> list[Bar]:
    bars = []
    for device in result.plan.devices:
        if device.device == "cpu" and device.total_mib == 0:
            continue
        scale_to = max(device.total_mib, device.available_mib, 1.0)
        x = 0.0
        segments = []
        for part, label in PARTS:
            mib = getattr(device, f"{part}_mib")
            width = BAR_WIDTH * mib / scale_to
            segments.append(Segment(part, label, round(x, 1), round(width, 1), mib))
            x += width
        bars.append(Bar(
            "System RAM (CPU)" if device.device == "cpu" else device.device, segments,
            round(BAR_WIDTH * max(device.available_mib, 0) / scale_to, 1), device.total_mib, device.available_mib,
            device.total_mib > device.available_mib,
        ))
    return bars


@dataclass(frozen=True)
class Tick:
    position: float
    label: str


@dataclass(frozen=True)
class ContextChart:
    memory_points: str  # SVG polyline "x,y x,y"
    speed_points: str
    vram_y: float | None
    x_ticks: list[Tick]
    memory_ticks: list[Tick]
    speed_ticks: list[Tick]
    cliff_x: float | None  # first context where layers leave the GPU
    width: int = CHART_WIDTH
    height: int = CHART_HEIGHT
    left: int = PAD_LEFT
    right: int = CHART_WIDTH - PAD_RIGHT
    top: int = PAD_TOP
    bottom: int = CHART_HEIGHT - PAD_BOTTOM


def _nice_step(maximum: float, steps: int = 4) -> float:
    raw = maximum / steps
    magnitude = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    return next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)


def context_chart(points: list[CurvePoint]) -> ContextChart | None:
    if len(points) < 2:
        return None
    plot_w = CHART_WIDTH - PAD_LEFT - PAD_RIGHT
    plot_h = CHART_HEIGHT - PAD_TOP - PAD_BOTTOM
    log_min, log_max = math.log2(points[0].context), math.log2(points[-1].context)

    def x_of(context: int) -> float:
        return PAD_LEFT + plot_w * (math.log2(context) - log_min) / (log_max - log_min)

    memory_max = max(max(p.gpu_mib + p.cpu_mib for p in points), points[0].vram_mib) * 1.05 / 1024
    memory_step = _nice_step(memory_max)
    memory_top = memory_step * math.ceil(memory_max / memory_step)
    speed_max = max(p.decode_tps for p in points) * 1.05 or 1
    speed_step = _nice_step(speed_max)
    speed_top = speed_step * math.ceil(speed_max / speed_step)

    def y_memory(gib: float) -> float:
        return PAD_TOP + plot_h * (1 - gib / memory_top)

    def y_speed(tps: float) -> float:
        return PAD_TOP + plot_h * (1 - tps / speed_top)

    memory = " ".join(f"{x_of(p.context):.1f},{y_memory((p.gpu_mib + p.cpu_mib) / 1024):.1f}" for p in points)
    speed = " ".join(f"{x_of(p.context):.1f},{y_speed(p.decode_tps):.1f}" for p in points)
    full = max(p.n_gpu_layers for p in points)
    cliff = next((p for p in points if p.n_gpu_layers < full), None)
    vram = points[0].vram_mib / 1024
    return ContextChart(
        memory, speed, round(y_memory(vram), 1) if vram else None,
        [Tick(round(x_of(p.context), 1), _short(p.context)) for p in points],
        [Tick(round(y_memory(i * memory_step), 1), f"{i * memory_step:g}") for i in range(int(memory_top / memory_step) + 1)],
        [Tick(round(y_speed(i * speed_step), 1), f"{i * speed_step:g}") for i in range(int(speed_top / speed_step) + 1)],
        round(x_of(cliff.context), 1) if cliff else None,
    )


def _short(context: int) -> str:
    return f"{context // 1048576}M" if context >= 1048576 else f"{context // 1024}k" if context >= 1024 else str(context)


SPARK_WIDTH, SPARK_HEIGHT = 160, 32


def sparkline(values: list[float | None], width: int = SPARK_WIDTH, height: int = SPARK_HEIGHT, maximum: float = 100.0) -> str:
    """SVG polyline points for percentages, oldest on the left; a gap (unknown value) is skipped."""
    known = [(i, v) for i, v in enumerate(values) if v is not None]
    if not known:
        return ""
    step = width / max(len(values) - 1, 1)
    return " ".join(f"{i * step:.1f},{height - 1 - min(max(v, 0.0), maximum) / maximum * (height - 2):.1f}" for i, v in known)


SPARK_BLOCKS = "▁▂▃▄▅▆▇█"


def sparkline_text(values: list[float | None], maximum: float = 100.0) -> str:
    """The same history in block characters for a terminal; an unknown value is a space."""
    return "".join(" " if v is None else SPARK_BLOCKS[min(int(max(v, 0.0) / maximum * len(SPARK_BLOCKS)), len(SPARK_BLOCKS) - 1)]
                   for v in values)
