"""Outputs read as a program's log with nothing to judge, each beside a near copy that is not read (the marker is what
makes it a log): the readings of the sets tuned on since published_holdout163, one case each."""

import pytest

from tests.checker.diagnose.helpers import codes, is_quiet_log

# published_holdout163: a shell's trace of a GPU job's launch script; CMake's configure run of a ggml project
XTRACE = ("The log is as follows:\n+ export NCCL_DEBUG=WARN\n+ NCCL_DEBUG=WARN\n"
          "+ export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n+ PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n"
          "+ port=6379\n+ ray start --head --port=6379 --include-dashboard=false --block\n")
CONFIGURE = ("E:\\projects\\chatglm.cpp>cmake -B build\n-- Selecting Windows SDK version 10.0.22000.0 to target Windows 10.0.19045.\n"
             "-- x86 detected\n-- Configuring done (0.7s)\n-- Generating done (0.7s)\n"
             "-- Build files have been written to: E:/projects/chatglm.cpp/build\n")
# published_holdout164: vMLX's engine lines; Tenstorrent's tt-smi snapshot
VMLX = ("[01:57:39.694] INFO:__main__:Reasoning parser enabled: qwen3\n"
        "[01:57:39.694] INFO:vmlx_engine.server:System memory before load: 49.9GB available / 64.0GB total (22.0% used)\n")
TT_SMI = ('Here is the rest of the `tt-smi -s`\n\n```\n {\n            "smbus_telem": {\n'
          '                "BOARD_ID": "0x100035100000000",\n                "AICLK": "0x3e803e8",\n'
          '                "THROTTLER": null,\n')
# published_holdout165: torchchat's distributed generate (its "Worker started: rank=0, world_size=2" line is a stated
# count of GPUs, read as such); distributed-llama's header and token lines
TORCHCHAT = ("Launching distributed inference ...\n"
             "10-24 12:48:32.449 - dist_run:310 - Using model weights from meta-llama/Meta-Llama-3.1-8B-Instruct\n")
# published_holdout166: llama-bench's result rows without their header (ik_llama.cpp)
BENCH_ROWS = ("| deepseek2 671B Q8_0            | 307.20 GiB |   672.05 B | CUDA       |  63 |    2048 |     4096 |  1 |   2 |   "
              "64 |    1 |         pp512 |    237.92 ± 2.32 |\n"
              "| deepseek2 671B Q8_0            | 307.20 GiB |   672.05 B | CUDA       |  63 |    2048 |     4096 |  1 |   2 |   "
              "64 |    1 |         tg128 |     17.20 ± 0.05 |\n")
# published_holdout168: exo choosing its engine; BentoML's access log under OpenLLM
EXO = ("Detected system: Linux\nInference engine name after selection: tinygrad\n"
       "Using inference engine: TinygradDynamicShardInferenceEngine with shard downloader: HFShardDownloader\n")
BENTOML = ("2023-08-19T15:49:17+0200 [INFO] [api_server:llm-llama-service:1] 192.168.1.1:60436 (scheme=http,method=POST,"
           "path=/v1/embeddings,type=application/json,length=308) (status=200,type=application/json,length=88380) 193.232ms\n")
# published_holdout169: distributed-llama's Vulkan device lines
DLLAMA_VULKAN = "🌋 Device: NVIDIA GeForce RTX 3060 Ti\n🌋 DeviceApiVersion: 1.3.242\n🌋 Heap[0]: 8192 MB\n"
# published_holdout170: mlx-lm's and TensorRT-LLM's benchmark summaries
MLX_BENCH = "Post: Averages: prompt_tps=500.388, generation_tps=83.726, peak_memory=23.501\n"
TRT_BENCH = ("[BENCHMARK] model_name llama_13b world_size 1 num_heads 40 num_kv_heads 40 num_layers 40 hidden_size 5120 "
             "precision float16 batch_size 1 input_length 710 output_length 190 tokens_per_sec 43.09\n")
# published_holdout171: OpenLLM's own start, the card it found
OPENLLM = ("$ openllm hello\n  Detected Platform: linux\n  Detected Accelerators: \n   - NVIDIA A100-SXM4-80GB 80GB\n"
           "? Select a model llama3.1  default  Yes\n")
# published_holdout175: llama-stack's request lines; Faster-Whisper-XXL's banner
LLAMA_STACK = ("15:37:47.775 [END] /v1/inference/chat-completion [StatusCode.OK] (848.73ms)\n"
               "15:37:57.929 [START] /v1/inference/chat-completion\n")
WHISPER_XXL = "Standalone Faster-Whisper-XXL r245.2 running on: CUDA\n2% |   27/1738 | 00:08<<08:40 |  3.28 audio seconds/s\n"
# published_holdout178: TensorFlow finding a GPU
TF_DEVICE = ("2021-03-18 13:21:44.230424: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1720] Found device 0 with "
             "properties: \npciBusID: 0000:0a:00.0 name: GeForce GTX 1080 Ti computeCapability: 6.1\n")
# published_holdout181: Isaac Gym's start-up, where the user chose to run the physics
ISAAC_GYM = ("Setting seed: 1\nNot connected to PVD\n+++ Using GPU PhysX\nPhysics Engine: PhysX\nPhysics Device: cuda:0\n"
             "GPU Pipeline: enabled\n")
# published_holdout183: llama.rn's logcat lines on Android
LLAMA_RN = ("09-26 23:40:56.582 22955 23001 D RNLlamaContext: Primary ABI: arm64-v8a\n"
            "09-26 23:40:56.583 22955 23001 D RNLlamaContext: Loading librnllama_v8_4_fp16_dotprod.so\n"
            "09-26 23:40:56.685 22955 23001 I RNLLAMA_ANDROID_JNI: [RNLlama] is_model_loaded false\n")
# published_holdout184: text-embeddings-inference starting
TEI = ('2025-11-13T12:06:25.650647Z  INFO text_embeddings_router: router/src/main.rs:203: Args { model_id: "Qwen/Qwen3-'
       'Embedding-0.6B", revision: None, dtype: Some(Float16), max_batch_tokens: 32768 }\n'
       "2025-11-13T12:06:25.730681Z  INFO download_artifacts: text_embeddings_core::download: core/src/download.rs:42: "
       "Starting download\n")
# published_holdout186: clinfo's listing of an AMD card
CLINFO = ("Number of platforms                               1\n"
          "  Platform Name                                   AMD Accelerated Parallel Processing\n"
          "  Device Name                                     gfx1032\n"
          "  Device OpenCL C Version                         OpenCL C 2.0 \n"
          "  Device Board Name (AMD)                         Navi 23 [Radeon RX 6600/6600 XT/6600M]\n")
# published_holdout188: Triton Inference Server's start-up after its model table
TRITON = ("I0316 14:16:51.173524 93 metrics.cc:864] Collecting metrics for GPU 0: Tesla T4\n"
          "I0316 14:16:51.173820 93 metrics.cc:757] Collecting CPU metrics\n")
DLLAMA = ("💡 arch: llama\n💡 dim: 2048\n💡 nLayers: 22\n💡 nSlices: 2\n⏩ Loaded 824584 kB\n"
          "🔶 G   77 ms I   34 ms T   43 ms S 266205 kB R     93 kB Python\n")


@pytest.mark.parametrize(("paste", "unread"), [
    # the same settings written in a script, not traced, are not a program's output
    (XTRACE, XTRACE.replace("+ ", "")),
    # a configure run cut before CMake's last line says nothing Diagnose knows
    (CONFIGURE, CONFIGURE.rsplit("-- Build files", 1)[0]),
    (VMLX, VMLX.replace("vmlx_engine.", "server.")),
    (TT_SMI, TT_SMI.replace('"smbus_telem"', '"telemetry"')),
    (TORCHCHAT, TORCHCHAT.replace(" - dist_run:", " - run:")),
    (DLLAMA, DLLAMA.replace("💡 nSlices: 2\n", "")),
    # (a row whose backend cell is no ggml backend is not llama-bench's)
    (BENCH_ROWS, BENCH_ROWS.replace("CUDA ", "Other")),
    (EXO, EXO.replace("Inference engine name after selection: ", "Engine: ")),
    (BENTOML, BENTOML.replace("[api_server:", "[server:")),
    (DLLAMA_VULKAN, DLLAMA_VULKAN.replace("🌋 ", "")),
    (MLX_BENCH, MLX_BENCH.replace("Averages: ", "")),
    (TRT_BENCH, TRT_BENCH.replace("[BENCHMARK] ", "")),
    (OPENLLM, OPENLLM.replace("Detected Accelerators:", "Accelerators:")),
    (LLAMA_STACK, LLAMA_STACK.replace(" [StatusCode.OK]", "")),
    (WHISPER_XXL, WHISPER_XXL.replace("Standalone ", "")),
    # (its device named in a sentence, without the log's "I file.cc:line] " and "Found device", is no log)
    (TF_DEVICE, TF_DEVICE.replace("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1720] Found device 0", "I see device 0")),
    (ISAAC_GYM, ISAAC_GYM.replace("Physics Engine: PhysX\nPhysics Device: ", "Engine: PhysX\nSim device: ")),
    # (the JNI's source, which names its tag, is no log)
    (TEI, TEI.replace("text_embeddings_router: ", "router: ").replace("text_embeddings_core::", "core::")),
    # (the labels named in a sentence are no listing)
    (CLINFO, "clinfo shows the Device Name and Number of platforms fields for my card\n"),
    (LLAMA_RN, '#define TAG "RNLLAMA_ANDROID_JNI"\n#define LOGI(...) __android_log_print(ANDROID_LOG_INFO, TAG, __VA_ARGS__)\n'),
    # (a monitoring script's own error, in lower case, is no server's start)
    (TRITON, 'logger.error(f"Error collecting metrics for GPU {gpu_id}: {e}")\n'),
], ids=["launch-script-trace", "cmake-configure", "vmlx-engine", "tt-smi-snapshot", "torchchat", "distributed-llama",
        "llama-bench-rows", "exo-engine", "bentoml-access-log", "distributed-llama-vulkan", "mlx-lm-benchmark",
        "tensorrt-llm-benchmark", "openllm-hello", "llama-stack-requests", "faster-whisper-xxl",
        "tensorflow-device", "isaac-gym-start", "text-embeddings-inference", "clinfo", "llama-rn-logcat", "triton-start"])
def test_a_programs_output_with_nothing_to_judge_is_read_as_its_log(paste, unread):
    assert is_quiet_log(paste)
    assert "unrecognized_input" in codes(unread)
