"""Readings added while published_holdout143 was tuned on: an nvidia-smi table a browser translated into Chinese, and
DeepSpeed's flops profiler (a log, its world size a count of GPUs)."""

from checker.diagnose.clean import clean
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

TRANSLATED = """\
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 515.105.01 驱动程序版本：515.105.01 CUDA 版本：11.7 |
|-------------------------------+----------------------+----------------------+
| GPU 名称持久性-M|总线 ID Disp.A |挥发性未校正。 ECC |
|风扇温度性能功率：使用/上限|内存使用情况 | GPU-Util 计算 M。
|===============================+======================+======================|
| 0 NVIDIA A100 80G...关闭| 00000000:4F:00.0 关闭 | 0 |
|不适用 29C P0 63W / 300W | 62755MiB / 81920MiB | 0% 默认 |
| | |已禁用 |
+-------------------------------+----------------------+----------------------+
"""
PROFILER = ("-------------------------- DeepSpeed Flops Profiler --------------------------\n"
            "Profile Summary at step 21:\n"
            "world size:                                                   16\n"
            "data parallel size:                                           16\n")


def test_a_browser_translated_table_is_read_as_the_table():
    gpu = read_paste(TRANSLATED).gpus[0]
    assert (gpu.memory_used_mib, gpu.memory_total_mib, gpu.utilization_pct, gpu.temperature_c) == (62755, 81920, 0, 29)
    assert (gpu.power_draw_w, gpu.power_limit_w) == (63, 300)
    assert "browser translation" in clean(TRANSLATED).decorations
    # the same words outside an nvidia-smi table are left as they are
    assert clean("关闭 | 默认\n").lines == ["关闭 | 默认"]


def test_deepspeeds_flops_profiler_is_a_log_and_its_world_size_counts_the_gpus():
    assert codes(PROFILER) == {"multi_gpu"}
    assert "runtime log" in read_paste(PROFILER).input_kinds
    # a world size without the profiler's banner is not read as one
    assert "multi_gpu" not in codes("world size:      16\n")
