"""Readings added while published_holdout46 was tuned on: npu-smi 25's rows (two chips under one NPU number, and a copy
that starts at the column heading), a bare "Killed" after a load, and the lines of llama-sweep-bench, Unsloth Studio
and March 2023's loader read as logs with nothing to judge."""

from checker.diagnose.articles import article_for
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

HEADING = ("+---------------------------+---------------+----------------------------------------------------+\n"
           "| NPU   Name                | Health        | Power(W)    Temp(C)           Hugepages-Usage(page)|\n"
           "| Chip  Phy-ID              | Bus-Id        | AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)        |\n"
           "+===========================+===============+====================================================+\n")
CHIPS = ("| 0     Ascend910           | OK            | 165.4       37                0    / 0             |\n"
         "| 0     0                   | 0000:9D:00.0  | 12          0    / 0          3173 / 65536         |\n"
         "+------------------------------------------------------------------------------------------------+\n"
         "| 0     Ascend910           | OK            | -           36                0    / 0             |\n"
         "| 1     1                   | 0000:9F:00.0  | 15          0    / 0          2885 / 65536         |\n"
         "+===========================+===============+====================================================+\n")


def test_npu_smi_25_two_chips_of_one_npu_without_the_version_line():
    result = diagnose(HEADING + CHIPS)
    gpus = result.snapshot.gpus
    assert [(g.index, g.name, g.bus_id, g.memory_used_mib, g.utilization_pct) for g in gpus] == [
        (0, "Ascend910", "0000:9D:00.0", 3173, 12), (1, "Ascend910", "0000:9F:00.0", 2885, 15)]
    assert {"vram_headroom_ok", "multi_gpu", "truncated"} <= {f.code for f in result.findings}


def test_a_bare_killed_after_a_load_is_system_memory_running_out():
    paste = "root@tegra-ubuntu:/# python3 benchmark.py --model /data/models/q4f16/\n-- loading /data/models/q4f16/\nKilled\n"
    result = diagnose(paste)
    [oom] = [f for f in result.findings if f.code == "out_of_memory"]
    assert "system memory" in oom.title
    assert article_for("out_of_memory", result.snapshot, oom.evidence) == "runner-killed-out-of-system-ram"
    # the word inside a sentence is not the shell's report
    assert "out_of_memory" not in codes("-- loading /data/models/q4f16/\nthe process got Killed again\n")


def test_logs_with_nothing_to_judge_are_read_not_refused():
    sweep = "main: n_kv_max = 32768, n_batch = 2048, n_ubatch = 1024, flash_attn = 1, n_gpu_layers = 99, n_threads = 64\n"
    unsloth = ('{"timestamp": "2026-07-08T01:31:57.787665Z", "level": "info", "event": "Starting llama-server: '
               '/home/u/.unsloth/llama.cpp/llama-server -m /models/q.gguf --port 58913 -c 4096 --fit on"}\n')
    march_2023 = "llama_model_load: n_layer = 32\nllama_model_load: ggml ctx size = 4529.34 MB\n"
    for paste in (sweep, unsloth, march_2023):
        assert codes(paste) == set(), paste
