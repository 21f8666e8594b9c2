"""Readings added while published_holdout91 was tuned on: GPUStack's llama-box starting (dcgm-exporter's metrics have
their own parser tests, parsers/test_dcgm_exporter.py)."""

from tests.checker.diagnose.helpers import codes


def test_llama_box_s_start_is_read_with_nothing_to_judge():
    text = ("[2025-06-30 17:03:22.202468] I version : v0.0.144 (defe859)\n"
            "[2025-06-30 17:03:22.202468] I compiler : cc (GCC) 9.3.1 20200408 (Red Hat 9.3.1-2)\n"
            "[2025-06-30 17:03:22.202468] I target : x86_64-redhat-linux\n")
    assert codes(text) == set()
