"""Stable codes of the diagnosis findings.

The Diagnose rules (checker/diagnose/rules.py) emit these; knowledge-base articles name the ones
they explain in their ``finding_codes`` front matter, and the content loader
refuses a code that is not listed here, so a typo cannot orphan a finding.
Plain Python: imported by the content loader, which has no Django import.
"""

FINDING_CODES: tuple[str, ...] = (
    "vram_nearly_full",
    "vram_headroom_ok",
    "other_gpu_consumers",
    "llm_process_on_gpu",
    "no_llm_process_on_gpu",
    "gpu_idle",
    "high_temperature",
    "power_capped",
    "partial_offload",
    "cpu_only",
    "full_gpu",
    "multiple_models_loaded",
    "multi_gpu",
    "driver_error",
    "driver_mismatch",
    "no_devices",
    "out_of_memory",
    "port_in_use",
    "clocks_throttled",
    "pcie_link_degraded",
    "wsl",
    "mig",
    "truncated",
    "unrecognized_input",
)
