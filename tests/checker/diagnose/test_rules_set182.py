"""Readings added while published_holdout182 was tuned on: Taichi (under Genesis) falling back to the CPU."""

from tests.checker.diagnose.helpers import codes

# Genesis #225: Taichi finds no libcuda.so on an AMD machine and runs on the CPU.
TAICHI = ("[Genesis] [10:19:01] [INFO] Running on [AMD Radeon Graphics] with backend gs.cuda. Device memory: 7.46 GB.\n"
          "[W 12/22/24 10:19:01.532 18257] [cuda_driver.cpp:load_lib@36] libcuda.so lib not found.\n"
          "[W 12/22/24 10:19:01.532 18257] [misc.py:adaptive_arch_select@758] Arch=[<Arch.cuda: 3>] is not supported, "
          "falling back to CPU\n")


def test_taichi_falling_back_to_the_cpu_is_a_cpu_run():
    assert "cpu_only" in codes(TAICHI)
    # (the f-string in Taichi's source, quoted in a paste, is not a run)
    assert "cpu_only" not in codes("    _logging.warn(f'Arch={arch} is not supported, falling back to CPU')\n    return cpu\n")
