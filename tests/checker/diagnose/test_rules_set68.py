"""Readings added while published_holdout68 was tuned on: the CUDA stub library, and PyTorch's "0 bytes is free"
(llm_benchmark's report has its own tests in parsers/test_llm_benchmark.py)."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_the_cuda_stub_library_is_a_driver_error_that_stops_the_run():
    assert codes("Error: DriverError(CUDA_ERROR_STUB_LIBRARY, \"CUDA driver is a stub library\")\n") == {"driver_error"}
    assert codes("CUDA operation failed with error: CUDA_ERROR_STUB_LIBRARY\n") == {"driver_error"}


def test_a_card_with_no_byte_free_is_full():
    text = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of "
            "8.00 GiB of which 0 bytes is free. Of the allocated memory 7.10 GiB is allocated by PyTorch\n")
    diagnosis = diagnose(text)
    gpu = diagnosis.snapshot.gpus[0]
    assert (gpu.memory_total_mib, gpu.memory_used_mib) == (8192.0, 8192.0)
    assert codes(text) == {"out_of_memory"}  # the message alone (rules 2026.11.4)
