"""Readings added while published_holdout153 was tuned on: Triton's out-of-memory error, IPEX's collect_env device
lines (the environment report's reader, each device with its name and size), and the GPUs that Ascend's container
devices and torchrun's failure summary name."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

IPEX = ("[0] _DeviceProperties(name='Intel(R) Arc(TM) A770 Graphics', platform_name='Intel(R) Level-Zero', "
        "dev_type='gpu, support_fp64=0, total_memory=15473MB, max_compute_units=512, gpu_eu_count=512)\n")
IPEX_SECOND = IPEX.replace("[0]", "[1]").replace("Arc(TM) A770 Graphics", "HD Graphics 530")
ELASTIC = ("train.py FAILED\n------------------------------------------------------------\n"
           "Failures:\n  <NO_OTHER_FAILURES>\n"
           "Root Cause (first observed failure):\n[0]:\n  time      : 2024-10-16_10:00:00\n  host      : node\n"
           "  rank      : {rank} (local_rank: {rank})\n  exitcode  : 1 (pid: 1234)\n")


def test_tritons_out_of_memory_error_is_out_of_memory():
    assert "out_of_memory" in codes("RuntimeError('Triton Error [CUDA]: out of memory')\n")


def test_ipexs_device_list_is_read_gpu_by_gpu():
    # one device: read, with nothing to judge
    assert codes(IPEX) == set()
    snapshot = read_paste(IPEX + IPEX_SECOND)
    assert snapshot.input_kinds == ["environment report"]
    assert [(g.index, g.name) for g in snapshot.gpus] == [(0, "Intel(R) Arc(TM) A770 Graphics"),
                                                          (1, "Intel(R) HD Graphics 530")]
    assert snapshot.gpus[0].memory_total_mib == 15473
    assert codes(IPEX + IPEX_SECOND) == {"multi_gpu"}


def test_ascend_devices_passed_to_a_container_and_torchruns_failed_rank_count_the_devices():
    assert "multi_gpu" in codes("docker run -it \\\n    --device=/dev/davinci0 \\\n    --device=/dev/davinci1 \\\n"
                                "    --device=/dev/davinci_manager \\\n    image\n")
    assert "multi_gpu" in codes(ELASTIC.replace("{rank}", "1"))
    assert "multi_gpu" not in codes(ELASTIC.replace("{rank}", "0"))
