"""nvidia-smi's failure messages: no driver, a driver/library mismatch, no devices; nvidia-smi itself crashing; a
program's report of nvidia-smi's exit status; a task stuck inside the NVIDIA kernel modules.

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

# A program that ran nvidia-smi and reports its exit status (Python's "subprocess.CalledProcessError: Command
# '['nvidia-smi', '--query-gpu=...', '--format=csv']' returned non-zero exit status 4.", Refact's GPU probe inside its
# container, published_holdout144 and 207; "nvidia-smi failed with return code 18", a CI task's, published_holdout2; a
# negative status is Python's for a signal). nvidia-smi's manual page (its RETURN VALUE section, current releases) names
# what each status means; those of a driver that cannot serve the GPU are the ones below. 2 (a bad argument), 3 (not
# available on the device), 6 (no such object) and 13 (not implemented by this NVML) are the calling program's or the
# card's limits, not a broken driver, and an undocumented status (18) is left to the message beside it.
EXIT_STATUS = re.compile(r"nvidia-smi\b[^\n]{0,300}?(?:returned non-zero exit status|failed with (?:return|exit) code)"
                         r"\s*(-?\d+)")
# status -> (what it means, what to do). Under SELinux (Fedora, RHEL) a container is refused the device files unless it
# runs with --security-opt label=disable or gets them through the NVIDIA Container Toolkit's CDI specifications (the
# toolkit's documentation, "Running a Sample Workload with Podman").
EXIT_MEANINGS = {
    4: ("no permission to use the device",
        "Run nvidia-smi by hand where the program runs: on the host, check the user's access to /dev/nvidia*; in a "
        "container, check that the runtime handed the devices over (under SELinux, run it with --security-opt "
        "label=disable or through the NVIDIA Container Toolkit's CDI devices)."),
    9: ("the NVIDIA driver is not loaded",
        "Load the kernel module (sudo modprobe nvidia) or reinstall the driver for the running kernel."),
    10: ("the kernel saw an interrupt problem with a GPU",
         "Read the kernel log (sudo dmesg | grep NVRM) and reboot; check the card's slot and the PCIe settings if it comes back."),
    12: ("the NVML library could not be found or loaded",
         "In a container, the NVIDIA Container Toolkit did not mount the driver's libraries: reinstall it and recreate the "
         "container; on the host, reinstall the driver's utilities."),
    14: ("a GPU's infoROM is corrupted", "The card's configuration store is damaged: ask the vendor about a replacement."),
    15: ("a GPU has fallen off the bus or cannot be reached",
         "Reboot, then check the card's power cables, riser and slot (Xid 79 in the kernel log)."),
    255: ("an internal driver error",
          "Run nvidia-smi by hand where the program runs and read the kernel log (sudo dmesg | grep NVRM); reinstall the "
          "driver if it fails there too."),
}
STUCK_ACTION = ("A task waiting inside the driver cannot be killed, not even with kill -9, and nvidia-smi -r resets no GPU a "
                "process still holds: reboot to free the GPU, update the driver, and report the stack with "
                "nvidia-bug-report.sh if it comes back.")
# A task inside the NVIDIA kernel modules, as its kernel stack shows it: /proc/PID/stack ("[<0>] uvm_spin_loop+0xb4/0x100
# [nvidia_uvm]", a vLLM engine that kill -9 could not end, only a reboot, unslothai/unsloth #3331, published_holdout207)
# or the kernel's hung-task and oops call traces (" uvm_tracker_wait+0xa2/0x1c0 [nvidia_uvm]"). Two frames at least: a
# stack, not one symbol named in prose.
KERNEL_FRAME = re.compile(r"\b\w+\+0x[0-9a-f]+/0x[0-9a-f]+ \[nvidia(?:_uvm|_modeset|_drm|_peermem)?\]")


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


def exit_status(line: str) -> int | None:
    """The status a program reports nvidia-smi exiting with, where it says that the driver cannot serve the GPU (or
    that nvidia-smi died on a signal); None otherwise."""
    match = EXIT_STATUS.search(line) if "nvidia-smi" in line else None
    if match is None:
        return None
    status = int(match.group(1))
    return status if status in EXIT_MEANINGS or status < 0 else None


def kernel_frames(lines: list[str]) -> list[int]:
    """The indexes of the lines that are frames of a kernel stack inside the NVIDIA modules (two or more), or none."""
    frames = [index for index, line in enumerate(lines) if "[nvidia" in line and KERNEL_FRAME.search(line)]
    return frames if len(frames) >= 2 else []


def parse(text: str) -> Snapshot | None:
    all_lines = text.splitlines()
    crashes = crash_reports(all_lines) if "nvidia-smi" in text else []
    # nvidia-smi's own message, where the paste holds it, says more than the status a program saw
    said = any(key in text for key in FAILURES)
    exits = [line.strip() for line in all_lines if exit_status(line) is not None] if "nvidia-smi" in text and not said else []
    frames = kernel_frames(all_lines) if "[nvidia" in text else []
    if not crashes and not exits and not frames and not said:
        return None
    lines = [line.strip() for line in all_lines if any(key in line for key in FAILURES)] + exits
    lines += [all_lines[frames[0]].strip()] if frames else []  # one finding for the stack, quoting its first frame
    # A crash is quoted as the command and the shell's report of it.
    lines += [all_lines[run].strip() if run == crash else f"{all_lines[run].strip()} / {all_lines[crash].strip()}"
              for run, crash in crashes]
    if not lines:
        return None
    return Snapshot(input_kinds=["nvidia-smi failure"], messages=lines[:10])


def crashed(line: str) -> bool:
    """Whether a message of parse's is nvidia-smi's crash (a negative exit status is a signal's)."""
    return "nvidia-smi" in line and (CRASH.search(line) is not None or (exit_status(line) or 0) < 0)


def explain(line: str) -> tuple[str, str] | None:
    """(title, action) for a program's report of nvidia-smi's exit status or a kernel stack in the NVIDIA modules."""
    status = exit_status(line)
    if status is not None and status > 0:
        meaning, action = EXIT_MEANINGS[status]
        return f"nvidia-smi failed with exit status {status}: {meaning}", action
    if stuck(line):
        return "A task is stuck inside the NVIDIA kernel driver", STUCK_ACTION
    return None


def stuck(line: str) -> bool:
    """Whether a message of parse's is a kernel stack frame inside the NVIDIA modules."""
    return KERNEL_FRAME.search(line) is not None


def codes(snapshot: Snapshot) -> list[tuple[str, str]]:
    """(finding code, quoted line) for each failure message."""
    found = []
    for line in snapshot.messages:
        named = [(code, line) for key, code in FAILURES.items() if key in line]
        found += named
        if not named and (crashed(line) or exit_status(line) or stuck(line)):
            found.append(("driver_error", line))
    return found
