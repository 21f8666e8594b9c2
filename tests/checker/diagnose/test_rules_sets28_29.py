"""Readings added while published_holdout28 and 29 were tuned on: radeontop, nvidia-smi's process rows quoted alone,
text-generation-inference's shards, llama.cpp's OpenCL device lines, vLLM's start-up and logger lines, WSL told by a
Linux prompt above a WDDM GPU, nvidia-smi topo -m's GPUs, and a rocminfo fragment without its agent's name."""

from hypothesis import given, settings
from hypothesis import strategies as st

from checker.diagnose.parsers import radeontop
from checker.diagnose.rules import diagnose

DUMP = ("1502903295.84311: bus 01, gpu {gpu:.2f}%, ee 0.00%, vgt 0.00%, ta 0.00%, sx 0.00%, sh 0.00%, spi 0.00%, sc 0.00%, "
        "pa 0.00%, db 0.00%, cb 0.00%, vram {vram:.2f}% {mib:.2f}mb, gtt 0.53% 10.91mb\n")


def test_radeontops_dump_gives_the_load_and_the_share_of_memory():
    result = diagnose("Sample line:\n```\n" + DUMP.format(gpu=0, vram=30.01, mib=153.66) + "```\n")
    gpu, = result.snapshot.gpus
    assert (gpu.utilization_pct, gpu.memory_used_mib, gpu.memory_used_pct, gpu.memory_total_mib) == (0, 153.66, 30.01, None)
    assert {f.code for f in result.findings} == {"gpu_idle", "vram_headroom_ok"}
    assert "vram_nearly_full" in {f.code for f in diagnose(DUMP.format(gpu=99, vram=97.5, mib=7980)).findings}


@given(st.floats(0, 100), st.floats(0, 100), st.floats(0, 65536), st.text(max_size=30))
@settings(max_examples=150, deadline=None)
def test_radeontop_reads_any_dump_line_and_never_raises(load, share, mib, noise):
    snapshot = radeontop.parse(noise + "\n" + DUMP.format(gpu=load, vram=share, mib=mib))
    assert snapshot.gpus[0].utilization_pct == float(f"{load:.2f}") and snapshot.gpus[0].memory_used_pct == float(f"{share:.2f}")
    radeontop.parse(noise)


SCREEN = ("                  radeontop v1.2, running on NAVI23 bus 03, 120 samples/sec\n\n"
          "                                 Graphics pipe  37,50% │\n"
          "\t───────────────────────────────────────────────────────┼─────────────────\n"
          "\t                                  Event Engine   0,00% │\n"
          "\t                                                       │\n"
          "\t                                 902M / 8176M VRAM  11,03% │\n")


def test_radeontops_screen_in_any_locale_and_cut_before_its_clocks():
    result = diagnose("here's `radeontop`:\n" + SCREEN)
    gpu, = result.snapshot.gpus
    assert (gpu.name, gpu.utilization_pct, gpu.memory_used_mib, gpu.memory_total_mib) == ("NAVI23", 37.5, 902, 8176)
    assert "truncated" in {f.code for f in result.findings}  # the screen ends with its clock lines
    whole = SCREEN + ("\t                          0.88G / 1.75G Memory Clock  50,29% │\n"
                      "\t                          0.50G / 2.59G Shader Clock  19,31% │\n")
    assert "truncated" not in {f.code for f in diagnose(whole).findings}
    # The banner alone (VRAM reporting off on an old kernel) is read, with nothing to judge.
    banner = " radeontop v1.0-4-gba7beb7, running on POLARIS10, 120 samples/sec\n"
    assert [g.name for g in diagnose(banner).snapshot.gpus] == ["POLARIS10"]
    assert "unrecognized_input" not in {f.code for f in diagnose(banner).findings}


def test_process_rows_quoted_alone_are_read():
    paste = ("It shows like this on nvidia-smi:\n\n```\n"
             "|    2   N/A  N/A   1371103      C   /usr/local/bin/ollama                         7843MiB |\n```\n")
    result = diagnose(paste)
    assert [(p.pid, p.gpu_index, p.memory_mib) for p in result.snapshot.processes] == [(1371103, 2, 7843)]
    assert "llm_process_on_gpu" in {f.code for f in result.findings}


def test_text_generation_inferences_shards_are_its_gpus():
    log = "".join(f"2025-03-13T08:37:54.657147Z  INFO shard-manager: text_generation_launcher: Waiting for shard to be "
                  f"ready... rank={rank}\n" for rank in (0, 1, 2, 3, 0, 1))
    result = diagnose(log)
    assert len(result.snapshot.gpus) == 4 and {f.code for f in result.findings} == {"multi_gpu"}


def test_llama_cpps_opencl_device_and_vllms_start_up_lines_are_logs():
    opencl = ("ggml_opencl: selected platform: 'QUALCOMM Snapdragon(TM)'\n"
              "ggml_opencl: device: 'QUALCOMM Adreno(TM) 830 (OpenCL 3.0 Adreno(TM) 830)'\n"
              "ggml_opencl: max mem alloc size: 1024 MB\n")
    vllm = ("(APIServer pid=1) INFO 08-06 10:08:41 [model.py:533] Resolved architecture: Qwen3ForCausalLM\n"
            "(APIServer pid=1) INFO 08-06 10:08:41 [model.py:1582] Using max model len 16384\n")
    for log in (opencl, vllm):
        result = diagnose(log)
        assert not result.findings and result.snapshot.input_kinds == ["runtime log"]


QUERY_WDDM = ("==============NVSMI LOG==============\n\nDriver Version                            : 566.36\n"
              "CUDA Version                              : 12.7\n\nAttached GPUs                             : 1\n"
              "GPU 00000000:01:00.0\n    Product Name                          : NVIDIA GeForce RTX 4070 Laptop GPU\n"
              "    Driver Model\n        Current                           : WDDM\n        Pending                           : WDDM\n"
              "    FB Memory Usage\n        Total                             : 8188 MiB\n"
              "        Used                              : 0 MiB\n        Free                              : 7957 MiB\n")


def test_a_linux_prompt_above_a_wddm_gpu_is_wsl():
    assert "wsl" in {f.code for f in diagnose("jesse@Jesse:~$ nvidia-smi -q -i 0\n" + QUERY_WDDM).findings}
    # The same report from PowerShell is native Windows.
    assert "wsl" not in {f.code for f in diagnose("PS C:\\Users\\jesse> nvidia-smi -q -i 0\n" + QUERY_WDDM).findings}


# Added while published_holdout29 was tuned on.

TOPO = ("GPU Topology:\n        GPU0    GPU1    GPU2    NIC0    CPU Affinity    NUMA Affinity   GPU NUMA ID\n"
        "GPU0     X      NV8     NV8     PXB     0-31,64-95      0               N/A\n"
        "GPU1    NV8      X      NV8     PXB     0-31,64-95      0               N/A\n"
        "GPU2    NV8     NV8      X      SYS     32-63,96-127    1               N/A\n"
        "NIC0    PXB     PXB     SYS      X \n")


def test_nvidia_smis_topology_matrix_counts_the_gpus():
    # vLLM's collect_env quotes it without its legend (published_holdout29).
    result = diagnose(TOPO)
    assert [g.index for g in result.snapshot.gpus] == [0, 1, 2] and {f.code for f in result.findings} == {"multi_gpu"}
    one = "        GPU0    CPU Affinity    NUMA Affinity   GPU NUMA ID\nGPU0     X      0-23    0               N/A\n"
    assert not diagnose(one + "\nLegend:\n\n  X    = Self\n").findings


def test_a_rocminfo_fragment_without_the_agents_name_is_an_unnamed_gpu_cut():
    fragment = ("```\n  BDFID:                   50688\n  Internal Node ID:        1\n  Compute Unit:            40\n"
                "  SIMDs per CU:            2\n  Shader Engines:          2\n  Memory Properties:       APU\n"
                "  Wavefront Size:          32(0x20)\n  Max Waves Per CU:        32(0x20)\n```\n")
    result = diagnose(fragment)
    assert len(result.snapshot.gpus) == 1 and {f.code for f in result.findings} == {"truncated"}


def test_vllms_logger_lines_are_its_log_whatever_they_say():
    log = ('ERROR 11-26 14:34:34 [core.py:387]   File "/opt/vllm/v1/engine/core.py", line 378, in run_engine_core\n'
           "ERROR 11-26 14:34:34 [core.py:387]     engine_core = EngineCoreProc(*args, **kwargs)\n")
    result = diagnose(log)
    assert not result.findings and result.snapshot.input_kinds == ["runtime log"]
