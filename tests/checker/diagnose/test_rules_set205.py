"""Readings added while published_holdout205 was tuned on: nvidia-smi crashing on a fatal signal, and ggml's backtrace
read as a llama.cpp log."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.articles import article_for
from checker.diagnose.parsers import nvidia_smi_failure
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes, is_quiet_log

# HaveAGitGat/Tdarr #1200 (published_holdout205): nvidia-smi in a container dies, the host's runs (its table cut here)
CONTAINER = """```
❯ docker exec -it tdarr-node /bin/bash
root@81f5f5281e3f:/# nvidia-smi
*** stack smashing detected ***: terminated
Aborted (core dumped)
```
"""


def test_nvidia_smi_dying_in_a_container_is_a_driver_error_quoting_the_crash_and_linking_its_article():
    diagnosis = diagnose(CONTAINER)
    finding = next(f for f in diagnosis.findings if f.code == "driver_error")
    assert "nvidia-smi" in finding.evidence and "stack smashing detected" in finding.evidence
    assert "crashed" in finding.title
    assert article_for("driver_error", diagnosis.snapshot, finding.evidence) == "nvidia-smi-cannot-communicate"


def test_zsh_naming_nvidia_smi_in_its_report_is_a_driver_error():
    # the zsh form of Nevuly/WSL2-Linux-Kernel-Rolling #13 and microsoft/WSL #11277
    assert "driver_error" in codes("➜  ~ nvidia-smi\n[1]    494 segmentation fault  nvidia-smi\n➜  ~\n")


def test_an_interposed_library_s_lines_may_stand_between_the_command_and_the_crash():
    # 4paradigm/k8s-vgpu-scheduler #14: a vGPU library's messages, then the segfault
    text = ("nvidia-smi\n[4pdvGPU Msg(29:140241530709824:libvgpu.c:813)]: Initializing...\n"
            "[4pdvGPU Msg(29:140241530709824:context.c:120)]: vdevices_pci=0000:84:00.0\nSegmentation fault (core dumped)\n")
    assert "driver_error" in codes(text)


def test_a_program_that_only_names_nvidia_smi_and_then_crashes_is_not_nvidia_smi_crashing():
    assert "driver_error" not in codes("Connecting to nvidia-smi...\nSegmentation fault (core dumped)\n")


def test_a_crash_after_another_command_is_not_nvidia_smi_s():
    text = "$ nvidia-smi -L\nGPU 0: NVIDIA GeForce RTX 3090 (UUID: GPU-5a3c1f2e-0000-0000-0000-000000000000)\n$ ./main\nSegmentation fault (core dumped)\n"
    assert "driver_error" not in codes(text)


@given(before=st.text(max_size=200), after=st.text(max_size=200),
       report=st.sampled_from(["Segmentation fault (core dumped)", "*** stack smashing detected ***: terminated",
                               "Aborted (core dumped)", "Bus error (core dumped)"]))
def test_a_crash_is_nvidia_smi_s_only_where_nvidia_smi_ran(before, after, report):
    lines = [*before.splitlines(), report, *after.splitlines()]
    crashes = nvidia_smi_failure.crash_reports(lines)
    assert all("nvidia-smi" in lines[run] for run, _ in crashes)
    if "nvidia-smi" not in before + after:
        assert crashes == []
    ran = [*before.splitlines(), "$ nvidia-smi", report]
    assert (len(ran) - 2, len(ran) - 1) in nvidia_smi_failure.crash_reports(ran)


# ggml-org/llama.cpp #22712 (published_holdout205): the OpenVINO build aborting, its shell trace and ggml's frames
BACKTRACE = """+ export GGML_OPENVINO_DEVICE=GPU
+ LD_LIBRARY_PATH=../openvino/runtime/lib/intel64 ./llama-cli -rea off --model /home/u/Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf
libggml-base.so.0(+0x1addb)[0x75c53e557ddb]
libggml-base.so.0(ggml_print_backtrace+0x21c)[0x75c53e55825c]
"""


def test_ggml_s_backtrace_is_a_llama_cpp_log_with_nothing_to_judge():
    assert is_quiet_log(BACKTRACE)
