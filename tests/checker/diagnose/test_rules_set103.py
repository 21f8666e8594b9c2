"""Readings added while published_holdout103 was tuned on: vLLM saying it runs under WSL, and naming the different cards
it found."""

from tests.checker.diagnose.helpers import codes


def test_vllm_saying_wsl_is_detected_is_wsl():
    text = ("(EngineCore_DP0 pid=995968) WARNING 09-26 22:38:27 [interface.py:391] Using 'pin_memory=False' as WSL is "
            "detected. This may slow down the performance.\n")
    assert "wsl" in codes(text)
    assert "wsl" not in codes(text.replace("as WSL is detected", "as no accelerator is detected"))


def test_vllm_naming_different_cards_counts_them():
    text = ("WARNING 08-18 19:56:46 [cuda.py:567] Detected different devices in the system: NVIDIA GeForce RTX 3090, "
            "NVIDIA GeForce RTX 3060. Please make sure to set `CUDA_DEVICE_ORDER=PCI_BUS_ID` to avoid unexpected behavior.\n")
    assert "multi_gpu" in codes(text)
