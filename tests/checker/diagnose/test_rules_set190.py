"""Readings added while published_holdout190 was tuned on: TensorFlow's visible GPUs where the log stops before it
created its devices, and a lone nvidia-smi -q GPU block cut before its readings."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# tensorflow/models #4951: TensorFlow 1.x naming the GPUs it will use, cut before it created them.
TF = ("2018-07-31 18:30:45.569107: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1392] Found device 1 with properties: \n"
      "name: GeForce GTX 1080 Ti major: 6 minor: 1 memoryClockRate(GHz): 1.6705\n"
      "pciBusID: 0000:04:00.0\n"
      "2018-07-31 18:30:45.570029: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1471] Adding visible gpu devices: 0, 1\n")


def test_tensorflows_visible_gpus_are_the_gpus_until_it_creates_them():
    assert len(read_paste(TF).gpus) == 2 and "multi_gpu" in codes(TF)
    # near copy: one visible device is one GPU
    assert len(read_paste(TF.replace("devices: 0, 1", "devices: 0")).gpus) == 1


# keras-team/autokeras #118: one GPU block of nvidia-smi -q without the report's header, cut in its PCI section.
BLOCK = ("GPU 00000000:0A:00.0\n    Product Name                    : GeForce GTX 1080 Ti\n"
         "    Product Brand                   : GeForce\n    Persistence Mode                : Disabled\n"
         "    PCI\n        Bus                         : 0x0A\n        Device                      : 0x00\n")


def test_a_lone_gpu_block_that_stops_before_its_readings_is_cut():
    assert "truncated" in codes(BLOCK)
    # near copy: the same block with its readings is whole
    whole = BLOCK + ("    Performance State               : P8\n    FB Memory Usage\n        Total                       : 11178 MiB\n"
                     "        Used                        : 2 MiB\n        Free                        : 11176 MiB\n")
    assert "truncated" not in codes(whole)
