"""Readings added while published_holdout175 was tuned on: infinity's embedding engine set to the CPU (llama-stack's
request lines and Faster-Whisper-XXL's banner are in test_quiet_logs.py)."""

from tests.checker.diagnose.helpers import codes

ENGINE = ("DEBUG    2025-04-16 12:43:09,714 infinity_emb DEBUG: Creating       engine.py:70\n"
          "         AsyncEmbeddingEngine from\n"
          "         `EngineArgs(model_name_or_path='vidore/colpali-v1.2-merged\n"
          "         ', batch_size=64, revision=None, trust_remote_code=True,\n"
          "         device=<Device.cpu: 'cpu'>, device_id=DeviceID(),\n")


def test_infinity_s_engine_on_the_cpu_is_a_cpu_run():
    assert "cpu_only" in codes(ENGINE)
    assert "cpu_only" not in codes(ENGINE.replace("<Device.cpu: 'cpu'>", "<Device.cuda: 'cuda'>"))
