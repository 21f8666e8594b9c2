"""Readings added while published_holdout129 was tuned on: Ollama's debug list of the runners it unpacked is no CPU
fallback, and Megatron-LM's training log is a log whose memory report names its rank."""

from tests.checker.diagnose.helpers import codes

PLAN = ('time=2024-08-02T20:54:22.609+03:00 level=INFO source=memory.go:309 msg="offload to rocm" layers.requested=-1 '
        'layers.model=33 layers.offload=33 layers.split="" memory.available="[8.0 GiB]" memory.required.full="3.4 GiB"\n')
FOUND = ('time=2024-08-02T20:54:22.610+03:00 level=DEBUG source=payload.go:71 msg="availableServers : found" '
         'file=/tmp/ollama4024265843/runners/{runner}/ollama_llama_server\n')


def test_the_runners_ollama_unpacked_are_no_cpu_fallback():
    assert codes(PLAN + FOUND.format(runner="cpu") + FOUND.format(runner="rocm_v60102")) == {"full_gpu"}
    started = ('time=2024-08-02T20:54:23.001+03:00 level=INFO source=server.go:384 msg="starting llama server" '
               'cmd="/tmp/ollama4024265843/runners/cpu_avx2/ollama_llama_server --model /models/blob --ctx-size 2048"\n')
    assert "cpu_only" in codes(PLAN + started)


def test_megatrons_memory_report_names_its_rank():
    line = "[Rank {n}] (after 1 iterations) memory (MB) | allocated: 54250.97 | max allocated: 54250.98 | reserved: 61480.0\n"
    assert "multi_gpu" in codes(line.format(n=1))
    assert codes(line.format(n=0)) == set()
