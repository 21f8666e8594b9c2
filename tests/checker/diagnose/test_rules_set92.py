"""Readings added while published_holdout92 was tuned on: tinygrad's and ds4's out-of-memory words, and WSL 2 named by
an issue template's OS field, read even where the paste holds no output."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

TINYGRAD = (
    "loaded weights in 4041.00 ms, 8.03 GB loaded at 1.99 GB/s\n"
    "Error processing tensor for shard Shard(model_id='m', start_layer=0, end_layer=15, n_layers=32): CUDA Error 2, out of memory\n"
    "Traceback (most recent call last):\n"
    '  File "/home/u/exo/.venv/lib/python3.10/site-packages/tinygrad/device.py", line 152, in alloc\n'
    "    try: return super().alloc(size, options)\n"
)


def test_tinygrad_s_cuda_error_2_is_out_of_memory():
    assert "out_of_memory" in codes(TINYGRAD)


def test_another_cuda_error_number_is_not_out_of_memory():
    # 2 is CUDA_ERROR_OUT_OF_MEMORY; 999 is CUDA_ERROR_UNKNOWN, whatever words follow it
    assert "out_of_memory" not in codes(TINYGRAD.replace("CUDA Error 2, out of memory", "CUDA Error 999, unknown error"))


def test_an_allocator_that_failed_for_a_span_is_out_of_memory():
    text = ("ds4: ROCm backend initialized on AMD Radeon 8060S Graphics (sm_115)\n"
            "ds4: ROCm preparing model tensor mappings: 58.56 GiBds4: ROCm model arena alloc failed for tensor-span:105 "
            "(1792.00 MiB chunk): out of memory\n"
            "ds4: accelerator failed to prepare model tensor span 105 at offset 63432518464\n")
    assert "out_of_memory" in codes(text)


ENVIRONMENT = ("### Environment\n\n```markdown\n- OS: {os}\n- Python: 3.10.6\n- PyTorch: 2.0.1\n- CUDA: 12.1\n```\n\n"
               "### Current Behavior\n\nMy GPU stays busy after the request finishes.\n")


def test_an_os_field_naming_wsl_2_is_read_though_nothing_else_is():
    diagnosis = diagnose(ENVIRONMENT.format(os="WSL 2 - Ubuntu 22.04"))
    assert {f.code for f in diagnosis.findings} == {"wsl", "unrecognized_input"}
    assert "OS field" in next(f.evidence for f in diagnosis.findings if f.code == "wsl")


def test_os_fields_in_other_spellings_name_wsl_2():
    for os_field in ("wsl2", "Ubuntu (running via WSL2 on Windows)", "**Windows 11 / WSL2**"):
        assert "wsl" in codes(ENVIRONMENT.format(os=os_field)), os_field


def test_an_os_field_that_rules_wsl_out_or_names_another_system_is_not_wsl():
    for os_field in ("Windows 11, not WSL2", "Ubuntu 22.04", "Windows 11 (no WSL 2)"):
        assert "wsl" not in codes(ENVIRONMENT.format(os=os_field)), os_field


def test_wsl_named_in_a_sentence_is_the_machine_s_and_a_mention_is_not():
    # (The author's story to set 92's rules; the machine's since set 206's release, as the experts from set 24 on read it.)
    assert "wsl" in codes("I'm using WSL 2 and CUBLAS, and the OS: part of my setup is fine.\n")
    assert "wsl" not in codes("The docs mention WSL 2 and CUBLAS, and the OS: part of my setup is fine.\n")
