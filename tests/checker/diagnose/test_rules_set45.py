"""Readings added while published_holdout45 was tuned on: ComfyUI's error report, llama.cpp's split buffers
(CUDA_Split) and a kind's word never read as a backend, and an idle card that reports neither utilization nor power."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_comfyuis_error_report_gives_the_cards_size_and_what_is_free_in_bytes():
    report = ("## Devices\n\n- **Name:** cuda:0 NVIDIA GeForce RTX 3050 : cudaMallocAsync\n  - **Type:** cuda\n"
              "  - **VRAM Total:** 8589410304\n  - **VRAM Free:** 4260125912\n  - **Torch VRAM Total:** 3422552064\n"
              "  - **Torch VRAM Free:** 189553880\n")
    result = diagnose(report)
    gpu = result.snapshot.gpus[0]
    assert (gpu.name, gpu.memory_total_mib, gpu.memory_used_mib) == ("NVIDIA GeForce RTX 3050", 8191.5, 4128.7)
    assert "vram_headroom_ok" in {f.code for f in result.findings}
    # PyTorch's own figures (what its allocator holds) are not the card's
    nearly_all_free = report.replace("4260125912", "8489410304")
    assert diagnose(nearly_all_free).snapshot.gpus[0].memory_used_mib == round((8589410304 - 8489410304) / 2**20, 1)


def test_a_buffer_split_over_the_gpus_is_gpu_memory_on_at_least_two():
    log = ("llama_kv_cache_init: CUDA_Split KV buffer size = 14632.83 MiB\n"
           "llama_new_context_with_model:      CUDA0 compute buffer size =   292.00 MiB\n")
    result = diagnose(log)
    assert result.snapshot.load.buffers_mib["CUDA_Split"] == {"kv": 14632.83}
    assert {f.code for f in result.findings} == {"multi_gpu"}


def test_a_kinds_word_is_never_read_as_a_backend():
    # a backend the pattern does not know leaves the line unread rather than read as "KV" weights in system memory
    load = diagnose("llama_kv_cache_init: Weird[7] KV buffer size = 512.00 MiB\nllm_load_tensors: CPU buffer size = 100.00 MiB\n").snapshot.load
    assert "KV" not in load.buffers_mib and load.buffers_mib["CPU"] == {"model": 100.0}


TABLE = ("+-----------------------------------------------------------------------------+\n"
         "| NVIDIA-SMI 461.33       Driver Version: 461.33       CUDA Version: 11.2     |\n"
         "|-------------------------------+----------------------+----------------------+\n"
         "| GPU  Name            TCC/WDDM | Bus-Id        Disp.A | Volatile Uncorr. ECC |\n"
         "| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |\n"
         "|                               |                      |               MIG M. |\n"
         "|===============================+======================+======================|\n"
         "|   0  Tesla K10           TCC  | 00000000:1B:00.0 N/A |                  N/A |\n"
         "| 30%   34C    {pstate}    N/A /  N/A |{used:>7}MiB /  4035MiB |     N/A      Default |\n"
         "|                               |                      |                  N/A |\n"
         "+-------------------------------+----------------------+----------------------+\n")


def test_a_card_without_utilization_or_power_readings_resting_empty_in_p8_is_idle():
    assert "gpu_idle" in codes(TABLE.format(pstate="P8", used=9))
    # in P0, or holding memory, it is not called idle
    assert "gpu_idle" not in codes(TABLE.format(pstate="P0", used=9))
    assert "gpu_idle" not in codes(TABLE.format(pstate="P8", used=2900))
