"""Readings added while published_holdout75 was tuned on: a GPU tool's output cut at its first line with nothing else
read, Windows' illegal-instruction status and NVIDIA's Triton banner (the RWKV strategy has its own tests)."""

from tests.checker.diagnose.helpers import codes


def test_a_tool_s_output_cut_at_its_date_line_is_a_cut_paste_not_an_unknown_one():
    text = "pip install auto-gptq\nerror: metadata-generation-failed\n```\nnvidia-smi\nMon May 12 02:17:33 2025       \n"
    assert codes(text) == {"truncated"}
    # The command alone at the end is not a cut output (an author may stop there).
    assert "truncated" not in codes("some prose\n$ nvidia-smi\n")


def test_windows_illegal_instruction_and_triton_s_banner_are_read_with_no_gpu_finding():
    assert codes("OSError: [WinError -1073741795] Windows Error 0xc000001d\n") == set()
    banner = ("fauxpilot-triton-1         | == Triton Inference Server ==\n"
              "fauxpilot-triton-1         | ERROR: No supported GPU(s) detected to run this container\n")
    assert codes(banner) == set()
