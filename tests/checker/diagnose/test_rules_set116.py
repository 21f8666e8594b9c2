"""Readings added while published_holdout116 was tuned on: AMD's GPU page faults (the amdgpu driver's and the ROCm
runtime's) are a driver error, Ollama's "loaded runners" count is the models it holds, and its runner's inference
devices are counted."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

PAGE_FAULT = ("[  327.803487] amdgpu 0000:c6:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:153 vmid:8 pasid:32770)\n"
              "[  327.803532] amdgpu 0000:c6:00.0: amdgpu:  Process llama-cli pid 10890 thread llama-cli pid 10890\n"
              "[  327.803555] amdgpu 0000:c6:00.0: amdgpu: GCVM_L2_PROTECTION_FAULT_STATUS:0x00800932\n")
SCHED = ('time=2025-10-16T09:58:55.708-07:00 level=INFO source=sched.go:481 msg="loaded runners" count={n}\n'
         'time=2025-10-16T09:58:55.708-07:00 level=DEBUG source=sched.go:493 msg="finished setting up" '
         'runner.name=registry.ollama.ai/library/qwen2.5:32b runner.inference="[{{ID:GPU-18812cc6-4ff5-0384-aacf-1beca72b55a2 '
         'Library:CUDA}} {{ID:GPU-cdaa6f1a-16c9-781a-ef41-4917b1d{rest}\n')


def test_amd_gpu_page_faults_are_a_driver_error():
    assert "driver_error" in codes(PAGE_FAULT)
    rocm = ("CUDA available: True\nDevice: AMD Radeon 8060S\nMemory access fault by GPU node-1 (Agent handle: 0x1b376c50) "
            "on address 0x7f762a667000. Reason: Page not present or supervisor privilege.\nAborted (core dumped)\n")
    assert "driver_error" in codes(rocm)
    assert "driver_error" not in codes("amdgpu 0000:c6:00.0: amdgpu: SMU is initialized successfully!\n")


def test_ollamas_loaded_runners_and_its_runners_devices():
    found = diagnose(SCHED.format(n=3, rest=" Library:CUDA}]\""))
    assert {"multiple_models_loaded", "multi_gpu"} <= {f.code for f in found.findings}
    # its evidence is the paste's own line, which the page marks
    loaded = next(f for f in found.findings if f.code == "multiple_models_loaded")
    assert loaded.evidence == SCHED.splitlines()[0].format(n=3)
    # One runner loaded (the model just started): nothing else held; a line cut inside its second ID still names it.
    assert "multiple_models_loaded" not in codes(SCHED.format(n=1, rest=""))
    assert "multi_gpu" in codes(SCHED.format(n=1, rest=""))
