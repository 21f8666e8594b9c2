"""nvidia-smi's failure messages: no driver, a driver/library mismatch, no devices; nvidia-smi itself crashing.

Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import Snapshot

FAILURES = {
    "couldn't communicate with the NVIDIA driver": "driver_error",
    "Driver/library version mismatch": "driver_mismatch",
    "No devices were found": "no_devices",
    "Unable to determine the device handle": "driver_error",
    "Failed to initialize NVML: Unknown Error": "driver_error",
    # NVML's error string where the Windows host does not hand the GPU to WSL2 (a card in TCC mode, a WSL session
    # whose /dev/dxg is wedged until `wsl --shutdown`; published_holdout23, and READMEs found by the search tool)
    "GPU access blocked by the operating system": "driver_error",
    # nvidia-smi's warning where the NVML library it loaded is not the one of its own driver release ("Mismatch in
    # versions between nvidia-smi and NVML. Are you sure you are using nvidia-smi provided with the driver?": an
    # nvidia-smi copied from another release, or a library interposed in front of the driver's; published_holdout65)
    "Mismatch in versions between nvidia-smi and NVML": "driver_mismatch",
}

# nvidia-smi dying on a fatal signal before it prints anything: its user-space driver libraries are broken or do not
# fit the kernel module (inside a container, the ones the NVIDIA Container Toolkit mounted, "*** stack smashing
# detected ***: terminated" then "Aborted (core dumped)", Tdarr #1200, published_holdout205; under WSL2 with some
# Windows drivers, microsoft/WSL #11277 and #11870; a vGPU interposer's library in a Kubernetes pod,
# 4paradigm/k8s-vgpu-scheduler #11 and #14; after a CUDA installer's driver, gnina #317). The shell reports it on the
# lines after the command (bash, "Segmentation fault (core dumped)"; glibc, "*** stack smashing detected ***") or on one
# line naming it (zsh, "[1]    494 segmentation fault  nvidia-smi"; a bash script, "line 3:  812 Segmentation fault
# (core dumped) nvidia-smi"). The command is a line of its own, after a prompt or none, with options at most, so that a
# program announcing that it calls nvidia-smi ("Connecting to nvidia-smi...") and then crashing is not read as this.
SMI_RUN = re.compile(r"(?:^|[$#>❯%]\s)\s*(?:sudo\s+)?(?:\S*/)?nvidia-smi(?:\s+-[^|;&<>]*)?\s*$")
CRASH = re.compile(r"\*\*\* stack smashing detected \*\*\*|\b(?:Segmentation fault|Aborted \(core dumped\)|Bus error)", re.I)
CRASH_NAMING = re.compile(r"\b(?:segmentation fault|bus error|abort(?:ed)?)\s+(?:\(core dumped\)\s+)?(?:\S*/)?nvidia-smi(?:\s|$)", re.I)
PROMPT = re.compile(r"^\s*\S*[$#>❯%]\s")


def crash_reports(lines: list[str]) -> list[tuple[int, int]]:
    """(command line, crash line) for each nvidia-smi run that died: the crash within three lines of the command, before
    another prompt; the same line twice where the shell's report names nvidia-smi."""
    found = []
    for index, line in enumerate(lines):
        if CRASH_NAMING.search(line):
            found.append((index, index))
        elif SMI_RUN.search(line.rstrip()):
            for later in range(index + 1, min(index + 4, len(lines))):
                if CRASH.search(lines[later]):
                    found.append((index, later))
                    break
                if PROMPT.match(lines[later]) or SMI_RUN.search(lines[later].rstrip()):
                    break
    return found


def parse(text: str) -> Snapshot | None:
    all_lines = text.splitlines()
    crashes = crash_reports(all_lines) if "nvidia-smi" in text else []
    if not crashes and not any(key in text for key in FAILURES):
        return None
    lines = [line.strip() for line in all_lines if any(key in line for key in FAILURES)]
    # A crash is quoted as the command and the shell's report of it.
    lines += [all_lines[run].strip() if run == crash else f"{all_lines[run].strip()} / {all_lines[crash].strip()}"
              for run, crash in crashes]
    if not lines:
        return None
    return Snapshot(input_kinds=["nvidia-smi failure"], messages=lines[:10])


def crashed(line: str) -> bool:
    """Whether a message of parse's is nvidia-smi's crash."""
    return "nvidia-smi" in line and CRASH.search(line) is not None


def codes(snapshot: Snapshot) -> list[tuple[str, str]]:
    """(finding code, quoted line) for each failure message."""
    found = []
    for line in snapshot.messages:
        for key, code in FAILURES.items():
            if key in line:
                found.append((code, line))
        if crashed(line):
            found.append(("driver_error", line))
    return found
