"""Readings added while published_holdout60 was tuned on: ExLlama's benchmark (its devices, and every weight on them),
LocalAI's count of GPUs, and llama-server's request and slot lines behind another program's prefix."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

EXLLAMA = (" -- Loading model\n ** Time, Load model: 1.55 seconds\n ** VRAM, Model: [cuda:0] 6,682.23 MB\n"
           " ** VRAM, Model: [cuda:1] 5,120.00 MB\n ** Speed: 28.56 tokens/second\n ** VRAM, Total: [cuda:1] 5,200.10 MB\n")


def test_exllama_keeps_the_whole_model_on_its_cuda_devices():
    result = diagnose(EXLLAMA)
    assert {f.code for f in result.findings} == {"full_gpu", "multi_gpu"} and len(result.snapshot.gpus) == 2


def test_localai_counts_its_gpus():
    log = "6:27AM DBG GPU count: 2\n"
    assert codes(log) == {"multi_gpu"}
    assert len(diagnose(log).snapshot.gpus) == 2


def test_llama_server_lines_behind_a_prefix_are_its_log():
    log = ("[llamacpp] srv  log_server_r: request: GET /health 127.0.0.1 200\n"
           "[llamacpp] slot update_slots: id  0 | task 839 | new prompt, n_ctx_slot = 8192, n_keep = 0\n")
    result = diagnose(log)
    assert result.snapshot.input_kinds == ["runtime log"] and not result.findings
