"""Readings added while published_holdout146 was tuned on: the kernel's note of a crashed process (dmesg's "segfault
at ... in lib...") and OpenVINO's GPU plugin exceptions, logs with nothing to judge."""

from tests.checker.diagnose.helpers import codes, is_quiet_log

SEGFAULT = ("[ +34.787117] python[66644]: segfault at 1e ip 00007e9adf577063 sp 00007e98aa7ea280 error 4 in "
            "libopenvino_intel_gpu_plugin.so[7e9ade9d6000+de4000] likely on CPU 4 (core 8, socket 0)\n")
OPENVINO = ("RuntimeError: Exception from src/inference/src/cpp/core.cpp:104:\n"
            "Exception from src/plugins/intel_gpu/src/plugin/program_builder.cpp:246:\n"
            "Operation: PagedAttentionExtension_39914 of type PagedAttentionExtension(extension) is not supported\n")


def test_a_crash_note_and_openvinos_gpu_plugin_exceptions_are_logs_with_nothing_to_judge():
    assert is_quiet_log(SEGFAULT)
    assert is_quiet_log(OPENVINO)
    assert codes("The program hit a segfault at startup.\n") == {"unrecognized_input"}
