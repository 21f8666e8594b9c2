"""python manage.py gpu_status [--json] [--watch [SECONDS]]: this machine's GPUs through NVML, with the Diagnose findings."""

from __future__ import annotations

import json
import time

from django.core.management.base import BaseCommand, CommandError

from checker.diagnose.rules import diagnose_snapshot
from checker.fit.charts import sparkline_text
from checker.machine.history import History
from checker.machine.nvml_probe import ProbeResult
from checker.machine.reading import read_this_machine

SEVERITY_MARK = {"critical": "!!", "warning": "! ", "info": "i ", "ok": "ok"}


def _mib(value: float | None) -> str:
    return "?" if value is None else f"{value:,.0f}"


def render(result: ProbeResult, history: History | None = None, ollama_said: str | None = None) -> str:
    snapshot = result.snapshot
    if snapshot is None:
        return f"No GPU could be read: {result.problem}\nWhat to check: {result.check}\n"
    lines = [f"Driver {snapshot.driver_version or '?'}, CUDA {snapshot.cuda_version or '?'}"]
    for gpu in snapshot.gpus:
        share = f" ({gpu.memory_share_pct:.0f} %)" if gpu.memory_share_pct is not None else ""
        lines.append(f"GPU {gpu.index}: {gpu.name or '(could not be read)'}")
        lines.append(f"  memory       {_mib(gpu.memory_used_mib)} of {_mib(gpu.memory_total_mib)} MiB{share}")
        lines.append(f"  utilization  {_mib(gpu.utilization_pct)} %   temperature {_mib(gpu.temperature_c)} C"
                     + (f" (slowdown at {gpu.temperature_slowdown_c:.0f} C)" if gpu.temperature_slowdown_c else ""))
        lines.append(f"  power        {_mib(gpu.power_draw_w)} of {_mib(gpu.power_limit_w)} W   {gpu.pstate or ''}")
        lines.append(f"  clocks       graphics {_mib(gpu.clock_graphics_mhz)} of {_mib(gpu.clock_graphics_max_mhz)} MHz, "
                     f"memory {_mib(gpu.clock_memory_mhz)} of {_mib(gpu.clock_memory_max_mhz)} MHz"
                     + (f"; held back by {', '.join(gpu.clocks_event_reasons)}" if gpu.clocks_event_reasons else ""))
        if gpu.pcie_gen:
            lines.append(f"  PCIe         Gen {gpu.pcie_gen} x{gpu.pcie_width} of Gen {gpu.pcie_gen_max} x{gpu.pcie_width_max}")
        if history is not None:
            samples = history.series(gpu)
            if len(samples) > 1:
                lines.append(f"  memory       {sparkline_text([s.memory_pct for s in samples])}")
                lines.append(f"  utilization  {sparkline_text([s.utilization_pct for s in samples])}")
        for process in (p for p in snapshot.processes if p.gpu_index == gpu.index):
            lines.append(f"  PID {process.pid:>8}  {process.type or '':3} {_mib(process.memory_mib):>8} MiB  {process.name}")
    if ollama_said:
        lines.append(ollama_said)
    for model in snapshot.models:
        where = "100% GPU" if model.gpu_pct == 100 else "100% CPU" if model.gpu_pct == 0 else f"{model.cpu_pct:.0f}%/{model.gpu_pct:.0f}% CPU/GPU"
        lines.append(f"  {model.name:32} {(model.size_bytes or 0) / 1e9:6.1f} GB  {where}" + (f"  context {model.context}" if model.context else ""))
    lines.append("")
    for finding in diagnose_snapshot(snapshot).findings:
        lines.append(f"[{SEVERITY_MARK[finding.severity]}] {finding.title} ({finding.code}): {finding.evidence}")
        if finding.severity in ("critical", "warning"):
            lines.append(f"     {finding.detail}")
    for note in result.notes:
        lines.append(f"note: {note}")
    return "\n".join(lines) + "\n"


class Command(BaseCommand):
    help = "Read this machine's NVIDIA GPUs through NVML and run the Diagnose rules on them."

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="print the snapshot and the findings as JSON, for scripts")
        parser.add_argument("--watch", nargs="?", type=float, const=2.0, metavar="SECONDS",
                            help="refresh every SECONDS (default 2) until Ctrl-C, with history sparklines")

    def handle(self, *args, **options) -> None:
        if options["watch"] is not None and options["watch"] <= 0:
            raise CommandError("--watch needs a positive number of seconds.")
        if options["json"]:
            result, said = read_this_machine()
            payload = {"ollama": said, "snapshot": result.snapshot.model_dump() if result.snapshot else None, "problem": result.problem,
                       "check": result.check, "notes": result.notes,
                       "findings": [vars(f) for f in diagnose_snapshot(result.snapshot).findings] if result.snapshot else []}
            self.stdout.write(json.dumps(payload, indent=2))
            if result.snapshot is None:
                raise CommandError(result.problem)
            return
        if options["watch"] is None:
            result, said = read_this_machine()
            self.stdout.write(render(result, ollama_said=said), ending="")
            if result.snapshot is None:
                raise CommandError("no GPU could be read (see above)")
            return
        history = History(size=60, min_interval_s=0)
        try:
            while True:
                result, said = read_this_machine()
                if result.snapshot is not None:
                    history.add(result.snapshot)
                # Clear the screen and go home, then draw (ANSI; every current terminal, Windows 10+ included).
                self.stdout.write("\x1b[2J\x1b[H" + time.strftime("%H:%M:%S  ") + render(result, history, said), ending="")
                self.stdout.flush()
                time.sleep(options["watch"])
        except KeyboardInterrupt:
            self.stdout.write("")
