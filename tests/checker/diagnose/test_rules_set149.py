"""Readings added while published_holdout149 was tuned on: a traceback's frame whose path start its author replaced by a
placeholder, and nvidia-smi cut after its top rule behind a prompt that ends in an arrow ("❯ nvidia-smi")."""

from tests.checker.diagnose.helpers import codes, is_quiet_log

FRAME = ('$MYPATH/python3.10/site-packages/bitsandbytes/cuda_setup/main.py", line 153, in is_cublasLt_compatible\n'
         "    cuda_setup.add_log_entry(\"WARNING: Compute capability < 7.5 detected!\", is_warning=True)\n\n"
         "NameError: name 'cuda_setup' is not defined. Did you mean: 'CUDASetup'?\n")
RULE = "+" + "-" * 89 + "+"


def test_a_frame_whose_path_start_is_a_placeholder_is_the_programs_output():
    assert is_quiet_log(FRAME)


def test_nvidia_smi_cut_after_its_top_rule_behind_an_arrow_prompt_is_cut():
    assert codes(f"❯ nvidia-smi\nTue Mar 18 13:25:47 2025\n{RULE}\n") == {"truncated"}
    # the command alone, with nothing of its output after it, is where an author may stop
    assert codes("I ran it like this:\n❯ nvidia-smi\n") == {"unrecognized_input"}
