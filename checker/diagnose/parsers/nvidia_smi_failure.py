"""nvidia-smi's failure messages: no driver, a driver/library mismatch, no devices.

Plain Python.
"""

from __future__ import annotations

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


def parse(text: str) -> Snapshot | None:
    if not any(key in text for key in FAILURES):
        return None
    lines = [line.strip() for line in text.splitlines() if any(key in line for key in FAILURES)]
    if not lines:
        return None
    return Snapshot(input_kinds=["nvidia-smi failure"], messages=lines[:10])


def codes(snapshot: Snapshot) -> list[tuple[str, str]]:
    """(finding code, quoted line) for each failure message."""
    found = []
    for line in snapshot.messages:
        for key, code in FAILURES.items():
            if key in line:
                found.append((code, line))
    return found
