"""Readings added while published_holdout165 was tuned on: the kernel's NVIDIA module unable to start any card is a
driver error; a logged query whose earlier samples show the card at work is not idle. (torchchat's and
distributed-llama's distributed runs, logs with nothing to judge, are in test_quiet_logs.)"""

from tests.checker.diagnose.helpers import codes

NVRM_PROBE = ("[  522.284264] NVRM: The NVIDIA GPU 0000:00:10.0 (PCI ID: 10de:1db6)\n"
              "               NVRM: NVIDIA 550.144.03 driver release.\n"
              "[  522.307012] nvidia: probe of 0000:00:10.0 failed with error -1\n"
              "[  522.307056] NVRM: The NVIDIA probe routine failed for 1 device(s).\n"
              "[  522.307059] NVRM: None of the NVIDIA devices were initialized.\n")
SERIES = ("timestamp, name, utilization.gpu [%], memory.used [MiB]\n"
          "2025/12/20 16:47:44.805, NVIDIA GeForce GTX 1650, 13 %, 3195 MiB\n"
          "2025/12/20 16:47:45.815, NVIDIA GeForce GTX 1650, {busy} %, 3197 MiB\n"
          "2025/12/20 16:47:47.824, NVIDIA GeForce GTX 1650, 0 %, 3200 MiB\n")


def test_the_kernel_module_unable_to_start_any_card_is_a_driver_error():
    assert "driver_error" in codes(NVRM_PROBE)
    # (the module's banner alone is no failure)
    assert "driver_error" not in codes(NVRM_PROBE.split("[  522.307012]")[0])


def test_a_logged_query_whose_earlier_samples_show_work_is_not_idle():
    assert "gpu_idle" not in codes(SERIES.format(busy=86))
    assert "gpu_idle" in codes(SERIES.replace("13 %", "0 %").format(busy=1))


def test_the_same_without_the_querys_header():
    # (nvidia-smi --query-gpu=timestamp,utilization.gpu,memory.used,memory.total --format=csv,noheader -l 1: rows known
    # by their timestamp and units alone)
    rows = ("2024/08/08 16:16:58.159, 35 %, 4 MiB, 81920 MiB\n"
            "2024/08/08 16:16:59.159, {last} %, 4 MiB, 81920 MiB\n")
    assert "gpu_idle" not in codes(rows.format(last=0))
    assert "gpu_idle" in codes(rows.replace("35 %", "0 %").format(last=0))
