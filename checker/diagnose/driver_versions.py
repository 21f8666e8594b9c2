"""Two versions of the NVIDIA driver stack in one paste: its kernel module and its library, nvidia-smi and the driver,
a program's CUDA runtime and the driver's (what "Driver/library version mismatch" and "driver version is insufficient"
mean). Split from rules, which adds these findings to the diagnosis. Plain Python, no Django import.
"""

from __future__ import annotations

import re

from checker.diagnose.finding import Finding
from checker.diagnose.parsers import nvidia_smi_table
from checker.diagnose.snapshot import Snapshot

# The loaded kernel module as dmesg prints it ("NVRM: loading NVIDIA UNIX x86_64 Kernel Module  535.54.03",
# "nvidia-modeset: Loading NVIDIA UNIX Open Kernel Mode Setting Driver for x86_64  570.172.08"), and the user-space
# driver library a runtime names by its versioned file ("/usr/lib/x86_64-linux-gnu/libcuda.so.565.77").
KERNEL_MODULE = re.compile(r"NVIDIA UNIX (?:Open )?(?:\w+ )?Kernel (?:Module|Mode Setting Driver)(?: for \w+)?\s+(\d{3}\.\d+(?:\.\d+)?)")
DRIVER_LIBRARY = re.compile(r"\blib(?:cuda|nvidia-ml)\.so\.(\d{3}\.\d+(?:\.\d+)?)\b")


# darknet's versions at start-up, the CUDA runtime's then the driver's, as CUDA codes them (11020 is 11.2), and its warning
# where the first is the newer (AlexeyAB/darknet src/dark_cuda.c, show_cuda_cudnn_info; published_holdout188).
DARKNET_VERSIONS = re.compile(r"CUDA-version: (\d{4,6}) \((\d{4,6})\)")
DARKNET_NEWER = re.compile(r"Warning: CUDA-version is higher than [Dd]river-version!")


def _cuda_version(code: str) -> str:
    return f"{int(code) // 1000}.{int(code) % 1000 // 10}"


def runtime_newer_than_driver(text: str) -> list[Finding]:
    """A program's CUDA runtime newer than the driver supports, where the program prints both (darknet). A warning: within
    one major version CUDA's minor-version compatibility (since 11.0) lets most programs run; a kernel or library that
    needs the newer driver fails with 'driver version is insufficient'."""
    warning = DARKNET_NEWER.search(text) if "CUDA-version" in text else None
    versions = DARKNET_VERSIONS.search(text) if warning else None
    if not warning or not versions or int(versions.group(1)) <= int(versions.group(2)):
        return []
    runtime, driver = _cuda_version(versions.group(1)), _cuda_version(versions.group(2))
    return [Finding("driver_mismatch", "warning", f"The program's CUDA {runtime} is newer than the driver's CUDA {driver}",
                    f"Update the NVIDIA driver to one for CUDA {runtime} or later (nvidia-smi's header shows the CUDA "
                    f"version a driver supports), or build the program with CUDA {driver}. Within one major version it "
                    "may run, until a kernel or library needs the newer driver ('driver version is insufficient').",
                    warning.group(0))]


def kernel_and_library_differ(text: str, snapshot: Snapshot) -> list[Finding]:
    """Two driver versions in one paste, the kernel's and the library's: what "Driver/library version mismatch" means."""
    header = nvidia_smi_table.HEADER.search(text) if "NVIDIA-SMI" in text else None
    if header and header.group(0).startswith("NVIDIA-SMI") and header.group(1) != header.group(2) != "N/A" and not snapshot.wsl \
            and re.fullmatch(r"\d{3}\.\d+(?:\.\d+)?", header.group(1)) and "nvidia-smi" in snapshot.input_kinds:
        # nvidia-smi's own version beside a different driver, outside WSL: its library is not the kernel module's (an
        # image that ships its own nvidia-smi, an update half done).
        # (A warning, not critical: nvidia-smi still read the cards. Experts differ on it: one of the two published
        # pastes with such a header is read as a mismatch.)
        return [Finding("driver_mismatch", "warning", "nvidia-smi's library and the kernel driver differ in version",
                        "Use the nvidia-smi and libnvidia-ml of the loaded driver (in a container, the ones the NVIDIA "
                        "runtime mounts, not the image's own), or reboot after a driver update.",
                        f"NVIDIA-SMI {header.group(1)} beside Driver Version {header.group(2)}")]
    if "Kernel" not in text or ".so." not in text:
        return []
    kernel, library = KERNEL_MODULE.search(text), DRIVER_LIBRARY.search(text)
    if not kernel or not library or kernel.group(1).split(".")[:2] == library.group(1).split(".")[:2]:
        return []
    return [Finding("driver_mismatch", "critical", "The driver's kernel module and its library differ in version",
                    "An update replaced one without the other (or the old kernel module is still loaded): reboot, or "
                    "reinstall one driver version for both.",
                    f"kernel module {kernel.group(1)}; library {library.group(0)}")]
