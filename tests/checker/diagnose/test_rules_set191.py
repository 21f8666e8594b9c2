"""Readings added while published_holdout191 was tuned on: TensorFlow's devices found where the log stops before it
names the visible ones, and a deviceQuery listing cut inside a device's block. (Programs' own device reports, read on
the same set, are tested with their parser, parsers/test_program_devices.py.)"""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# OlafenwaMoses/ImageAI #624: TensorFlow 2.4 finding its fourth T4, the log cut before the visible list.
FOUND = ("2021-01-09 18:37:57.746301: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1720] Found device 3 with properties: \n"
         "pciBusID: 0000:00:07.0 name: Tesla T4 computeCapability: 7.5\n"
         "coreClock: 1.59GHz coreCount: 40 deviceMemorySize: 14.75GiB deviceMemoryBandwidth: 298.08GiB/s\n"
         "2021-01-09 18:37:57.746363: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened "
         "dynamic library libcudart.so.11.0\n")


def test_tensorflows_fourth_device_found_means_four_gpus():
    assert len(read_paste(FOUND).gpus) == 4 and "multi_gpu" in codes(FOUND)
    # near copy: device 0 found is one GPU
    assert len(read_paste(FOUND.replace("Found device 3", "Found device 0")).gpus) == 1
    assert "multi_gpu" not in codes(FOUND.replace("Found device 3", "Found device 0"))
    # and the visible list, where the log reaches it, is the GPUs the process takes
    visible = FOUND + ("2021-01-09 18:37:57.760000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1862] Adding "
                       "visible gpu devices: 3\n")
    assert len(read_paste(visible).gpus) == 1


# NVIDIA/nvidia-docker #471: deviceQuery's block, cut after its fifth line.
QUERY = ('Device 0: "GeForce GTX 980"\n'
         "  CUDA Driver Version / Runtime Version          9.0 / 8.0\n"
         "  CUDA Capability Major/Minor version number:    5.2\n"
         "  Total amount of global memory:                 4038 MBytes (4233887744 bytes)\n"
         "  (16) Multiprocessors, (128) CUDA Cores/MP:     2048 CUDA Cores\n")
END = ("\ndeviceQuery, CUDA Driver = CUDART, CUDA Driver Version = 9.0, CUDA Runtime Version = 8.0, NumDevs = 1, "
       "Device0 = GeForce GTX 980\nResult = PASS\n")


def test_a_device_query_cut_inside_its_device_is_cut():
    reading = read_paste(QUERY)
    assert [(gpu.name, gpu.memory_total_mib) for gpu in reading.gpus] == [("GeForce GTX 980", 4038.0)]
    assert "truncated" in codes(QUERY)
    # near copies: the listing with its closing line is whole, and one its author followed with prose was shortened
    assert "truncated" not in codes(QUERY + END)
    assert "truncated" not in codes(QUERY + "\nThe container sees the card, but the UVM device is missing.\n")


def test_device_query_body_lines_are_matched_by_their_column_only():
    from checker.diagnose.parsers.cuda_smi import is_device_query_line
    assert is_device_query_line("  GPU Max Clock rate:                            1291 MHz (1.29 GHz)")
    assert not is_device_query_line("  GPU Max Clock rate: 1291 MHz (1.29 GHz)")
    assert not is_device_query_line("    GPU Max Clock rate:                          1291 MHz (1.29 GHz)")
