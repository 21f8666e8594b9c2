"""Readings added while published_holdout160 was tuned on: AWS's A10G by its own name and a training script's
NUM_DEVICES as counts of GPUs."""

from tests.checker.diagnose.helpers import codes


def test_a10g_by_its_own_name_and_num_devices_count_the_gpus():
    assert "multi_gpu" in codes("I used 4 A10g GPUs (4 x 24G vRAM) with the default zero3-offload config.\n")
    assert "multi_gpu" in codes("GLOBAL_BATCH_SIZE=16\nNUM_DEVICES=4\n")
    assert "multi_gpu" not in codes("NUM_DEVICES=1\n")
    # (one A10G, or a model number glued to more letters, is no count)
    assert "multi_gpu" not in codes("I used an A10g GPU with the default config.\n")
    assert "multi_gpu" not in codes("I used 4 A10gx GPUs.\n")
