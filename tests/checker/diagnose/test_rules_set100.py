"""Readings added while published_holdout100 was tuned on: nvidia-smi -q's power limits under driver 610's "GPU Ceiling
Power Limit" subsection."""

from checker.diagnose.rules import diagnose

QUERY = ("==============NVSMI LOG==============\n\n"
         "Timestamp                                          : Tue Mar  3 10:00:00 2026\n"
         "Driver Version                                     : 610.60\n"
         "CUDA Version                                       : 13.2\n\n"
         "Attached GPUs                                      : 1\n"
         "GPU 00000000:01:00.0\n"
         "    Product Name                                   : NVIDIA GeForce RTX 4090\n"
         "    FB Memory Usage\n"
         "        Total                                      : 24564 MiB\n"
         "        Used                                       : 2322 MiB\n"
         "    GPU Power Readings\n"
         "        Average Power Draw                         : 26.04 W\n"
         "        Instantaneous Power Draw                   : 26.22 W\n"
         "        GPU Ceiling Power Limit\n"
         "            Current Power Limit                    : {limit}\n"
         "            Requested Power Limit                  : 450.00 W\n"
         "        Min Power Limit                            : 10.00 W\n"
         "        Max Power Limit                            : 600.00 W\n")


def test_driver_610_s_current_power_limit_is_read_from_its_ceiling_subsection():
    gpu = diagnose(QUERY.format(limit="450.00 W")).snapshot.gpus[0]
    assert (gpu.power_draw_w, gpu.power_limit_w) == (26.04, 450.0)


def test_a_limit_the_driver_does_not_report_is_not_taken_from_the_min_or_max():
    assert diagnose(QUERY.format(limit="N/A")).snapshot.gpus[0].power_limit_w is None
