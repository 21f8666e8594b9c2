"""Readings added while published_holdout117 was tuned on: vLLM's CPU platform is a CPU run, llama.cpp of 2023 sending
no layer to the GPU is one, and Ollama finding no GPU among the devices it was told to use found no device."""

from checker.diagnose.rules import diagnose, read_paste
from tests.checker.diagnose.helpers import codes

VLLM = ("INFO 10-28 11:50:06 [__init__.py:216] Automatically detected platform {platform}.\n"
        "(APIServer pid=21187) INFO 10-28 11:50:07 [api_server.py:1896] vLLM API server version 0.10.2\n")
OLLAMA = ('time=2026-05-11T10:58:24.004+09:00 level=INFO source=runner.go:67 msg="discovering available GPUs..."\n'
          '{override}'
          'time=2026-05-11T10:58:24.029+09:00 level=INFO source=types.go:60 msg="inference compute" id=cpu library=cpu '
          'compute="" name=cpu description=cpu libdirs=ollama driver="" pci_id="" type="" total="123.2 GiB" '
          'available="92.9 GiB"\n')
OVERRIDE = ('time=2026-05-11T10:58:24.004+09:00 level=WARN source=runner.go:536 msg="user overrode visible devices" '
            'CUDA_VISIBLE_DEVICES=0\n')


def test_vllms_cpu_platform_is_a_cpu_run():
    found = diagnose(VLLM.format(platform="cpu"))
    assert [f.code for f in found.findings] == ["cpu_only"]
    assert "detected platform cpu" in found.findings[0].evidence
    assert "cpu_only" not in codes(VLLM.format(platform="cuda"))


def test_no_layer_sent_to_the_gpu_by_llama_cpp_of_2023():
    old = ("llama_model_load_internal: [cublas] offloading 0 layers to GPU\n"
           "llama_model_load_internal: [cublas] total VRAM used: 0 MB\n")
    assert codes(old) == {"cpu_only"}
    assert read_paste(old).load.placement_share == 0.0
    # Some layers sent, with no count of all: nothing said of the placement.
    assert "cpu_only" not in codes(old.replace("offloading 0 layers", "offloading 20 layers"))
    # The output layer on the GPU after no repeating layer is a split of unknown size, not a CPU run.
    split = ("llm_load_tensors: offloading 0 repeating layers to GPU\n"
             "llm_load_tensors: offloading output layer to GPU\n")
    assert read_paste(split).load.placement_share is None
    assert "cpu_only" not in codes(split)


def test_ollama_finding_none_of_the_devices_it_was_told_to_use():
    told = diagnose(OLLAMA.format(override=OVERRIDE))
    assert {"cpu_only", "no_devices"} <= {f.code for f in told.findings}
    assert next(f for f in told.findings if f.code == "no_devices").evidence.endswith("CUDA_VISIBLE_DEVICES=0")
    # Left to choose, Ollama finding the CPU alone is a CPU run; which devices it lacks the paste does not say.
    assert codes(OLLAMA.format(override="")) == {"cpu_only"}


def test_a_failure_line_saying_no_gpu_was_found_is_not_said_twice():
    no_compatible = 'time=2026-05-11T10:58:24.004+09:00 level=INFO source=gpu.go:386 msg="no compatible GPUs were discovered"\n'
    found = diagnose(OLLAMA.format(override=OVERRIDE + no_compatible))
    assert [f.code for f in found.findings].count("no_devices") == 1
