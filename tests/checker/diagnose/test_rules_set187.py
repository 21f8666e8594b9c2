"""Readings added while published_holdout187 was tuned on: rocm-smi's keys read whatever the case of their unit (an
older rocm-smi -a prints "(c)" where the current one prints "(C)")."""

from checker.diagnose.rules import read_paste

# ROC-smi issue #62's rocm-smi -a of a Vega 10, its lines as printed (a tab pair after "GPU[0]").
OLD_ROCM_SMI = ("========================ROCm System Management Interface========================\n"
                "GPU[0] \t\t: GPU ID: 0x687f\n"
                "GPU[0] \t\t: Temperature (Sensor edge) (c): 50.0\n"
                "GPU[0] \t\t: Temperature (Sensor junction) (c): 52.0\n"
                "GPU[0] \t\t: Fan Level: 79 (30%)\n"
                "==============================End of ROCm SMI Log ==============================\n")


def test_an_older_rocm_smis_lower_case_unit_is_the_edge_temperature():
    gpu = read_paste(OLD_ROCM_SMI).gpus[0]
    assert gpu.temperature_c == 50.0  # the edge sensor, not the junction's 52
    # the current spelling reads the same
    assert read_paste(OLD_ROCM_SMI.replace("(c)", "(C)")).gpus[0].temperature_c == 50.0


def test_a_key_rocm_smi_does_not_print_is_not_read_by_case_folding():
    # a near copy: the junction sensor alone is not the edge temperature
    text = OLD_ROCM_SMI.replace("GPU[0] \t\t: Temperature (Sensor edge) (c): 50.0\n", "")
    assert read_paste(text).gpus[0].temperature_c is None
