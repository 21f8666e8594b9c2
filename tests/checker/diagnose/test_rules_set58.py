"""Readings added while published_holdout58 was tuned on: TensorRT's out-of-memory while it builds an engine."""

import pytest

from tests.checker.diagnose.helpers import codes


@pytest.mark.parametrize("line", [
    "[11/10/2023-06:30:40] [TRT] [E] 2: [virtualMemoryBuffer.cpp::resizePhysical::140] Error Code 2: OutOfMemory "
    "(no further information)",
    "[11/07/2023-08:45:41] [TRT] [W] Requested amount of GPU memory (33555480576 bytes) could not be allocated. There may "
    "not be enough free memory for allocation to succeed.",
])
def test_tensorrt_building_an_engine_out_of_memory(line):
    assert codes(line + "\n") == {"out_of_memory"}
