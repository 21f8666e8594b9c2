"""Readings added while published_holdout186 was tuned on: Metal's buffers as allocated say when they pass the working
set, never that there is room (clinfo's listing is test_quiet_logs')."""

from tests.checker.diagnose.helpers import codes

from checker.diagnose.rules import read_paste

# llama-swift-macos' README: a llama.cpp load on an M3 through Metal, every layer offloaded.
METAL = ("llama_model_load_from_file_impl: using device Metal (Apple M3) - 16383 MiB free\n"
         "load_tensors: offloading 32 repeating layers to GPU\nload_tensors: offloaded 33/33 layers to GPU\n"
         "ggml_backend_metal_log_allocated_size: allocated buffer, size =  2510.53 MiB, ( 2510.61 / 16384.02)\n")


def test_metals_running_total_under_its_working_set_is_no_room():
    gpu = read_paste(METAL).gpus[0]
    assert (gpu.memory_used_mib, gpu.memory_total_mib) == (2510.61, 16384.02)
    assert codes(METAL) == {"full_gpu"}


def test_metals_running_total_past_its_working_set_is_still_full():
    full = METAL.replace("( 2510.61 / 16384.02)", "(16100.00 / 16384.02)")
    assert "vram_nearly_full" in codes(full)
