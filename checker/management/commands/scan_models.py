"""python manage.py scan_models [FOLDER ...]: the local GGUF models and what runs on this machine's GPUs."""

from __future__ import annotations

import sys
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from checker.fit.site_catalog import get_catalog
from checker.machine.judge import what_runs_here

VERDICT_WORDS = {"fits": "fits", "partial_offload": "partial offload", "wont_fit": "won't fit"}


class Command(BaseCommand):
    help = "Find the GGUF models in the model folders (HEADROOM_MODEL_DIRS) and judge each against this machine's GPUs."

    def add_arguments(self, parser):
        parser.add_argument("folders", nargs="*", help="folders to scan instead of HEADROOM_MODEL_DIRS")

    def _progress(self, number: int, total: int, model) -> None:
        width = 30
        done = width * number // total
        # On a terminal: one line redrawn in place; in a log or a pipe: nothing (the table follows).
        if sys.stderr.isatty():
            sys.stderr.write(f"\r[{'#' * done}{'.' * (width - done)}] {number}/{total} {model.name[:40]:40}")
            if number == total:
                sys.stderr.write("\n")
            sys.stderr.flush()

    def handle(self, *args, **options) -> None:
        folders = [Path(folder) for folder in options["folders"]] or settings.HEADROOM_MODEL_DIRS
        found = what_runs_here(folders, get_catalog(), self._progress)
        hardware = found.hardware
        if found.probe.snapshot is None:
            self.stdout.write(f"No GPU was read: {found.probe.problem} The verdicts are for the CPU and system memory alone.")
        elif hardware.unmatched:
            self.stdout.write(f"Not in Headroom's catalog, so not counted: {', '.join(hardware.unmatched)}.")
        if hardware.gpu_ids:
            self.stdout.write(f"GPUs: {' + '.join(hardware.gpu_ids)}")
        for folder, what in found.scan.folders:
            self.stdout.write(f"{folder}: {what}")
        if not found.verdicts:
            self.stdout.write("No GGUF model was found.")
            return
        self.stdout.write("")
        self.stdout.write(f"{'model':40} {'size':>9}  {'verdict':16} {'context':>9} {'layers':>7} {'tokens/s':>9}")
        for verdict in found.verdicts:
            model = verdict.model
            size = f"{model.size_bytes / 2**30:.1f} GiB"
            if verdict.result is None:
                self.stdout.write(f"{model.name[:40]:40} {size:>9}  {verdict.problem}")
                continue
            r = verdict.result
            self.stdout.write(f"{model.name[:40]:40} {size:>9}  {VERDICT_WORDS[r.verdict]:16} {r.context:>9,} "
                              f"{f'{r.plan.n_gpu_layers}/{r.layers_total}':>7} {r.speed.decode_tps:>9.0f}")
