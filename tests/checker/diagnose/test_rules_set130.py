"""Readings added while published_holdout130 was tuned on: colibrì's engine placing its experts between VRAM and RAM is a
split, and ds4-server's ROCm start-up lines are its log."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

ENGINE = ("[CUDA] mode: routed experts only (resident dense on CPU); VRAM experts without host backing\n"
          "[CUDA] hot expert tier: 4521/5374 experts, VRAM 96.00 GB (budget 96.0 GB, reserve 2.0 GB)\n"
          "[PIN] placement: {vram} VRAM + {ram} RAM expert (18.1 GB warm) in 32s\n")


def test_colibris_engine_placing_experts_in_ram_is_a_split():
    assert "partial_offload" in codes(ENGINE.format(vram=4521, ram=853))
    # every expert on the GPU, the dense weights still on the CPU in this mode
    assert "partial_offload" in codes(ENGINE.format(vram=5374, ram=0))
    assert "full_gpu" in codes(ENGINE.replace(" (resident dense on CPU)", "").format(vram=5374, ram=0))


def test_ds4_servers_rocm_start_is_its_log():
    text = ("ds4: Linux rocm backend set oom_score_adj=1000\n"
            "ds4: ROCm backend initialized on AMD Radeon 8060S Graphics (sm_115)\n")
    assert read_paste(text).input_kinds == ["runtime log"]
    assert "unrecognized_input" not in codes(text)
