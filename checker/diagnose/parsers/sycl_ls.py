"""``sycl-ls``, oneAPI's list of the devices each SYCL backend sees, which people paste to show which GPU llama.cpp's
SYCL build or IPEX-LLM can use. One line per device and backend; releases before 2024 named the backend and index
together, later ones in two brackets (intel/llvm's sycl/tools/sycl-ls):

    [ext_oneapi_level_zero:gpu:0] Intel(R) Level-Zero, Intel(R) Arc(TM) A770M Graphics 1.3 [1.3.28202]
    [opencl:gpu:2] Intel(R) OpenCL Graphics, Intel(R) Arc(TM) A770M Graphics OpenCL 3.0 NEO  [23.52.28202.51]
    [level_zero:gpu][level_zero:0] Intel(R) oneAPI Unified Runtime over Level-Zero V2, Intel(R) Arc(TM) Pro B60 Graphics 20.1.0 [1.17.39395+13]
    [ext_oneapi_cuda:gpu:0] NVIDIA CUDA BACKEND, NVIDIA GeForce RTX 3080 8.6 [CUDA 12.2]

(llama.cpp #6991, published_holdout214; an issue's environment list, published_holdout53.) Each GPU is listed once per
backend that sees it (Level-Zero and OpenCL both list an Arc card), so the GPUs are the distinct device names; the CPU
and FPGA-emulation entries are not GPUs. It prints no memory or load. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.snapshot import GpuState, Snapshot

DEVICE = re.compile(r"(?:^|\s)\[(?:ext_oneapi_)?(?:level_zero|opencl|cuda|hip):gpu(?::\d+\]|\]\[(?:ext_oneapi_)?\w{2,12}:\d+\])"
                    r"\s+[^,\n]{1,120},\s+(?P<name>[^\[\n]{2,120}?)\s+(?:OpenCL \d+\.\d+(?: NEO)?|\d+(?:\.\d+)+)\s+\[[^\]\n]{1,60}\]\s*$")


def is_line(line: str) -> bool:
    return ":gpu" in line and DEVICE.search(line) is not None


def parse(text: str) -> Snapshot | None:
    names: list[str] = []
    for line in text.splitlines():
        if ":gpu" in line and (match := DEVICE.search(line)):
            name = " ".join(match.group("name").split())
            if name not in names:
                names.append(name)
    gpus = [GpuState(index=index, name=name) for index, name in enumerate(names)]
    return Snapshot(input_kinds=["sycl-ls"], gpus=gpus) if gpus else None
