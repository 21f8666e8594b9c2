"""Other programs' loggers, each line of which says a paste is that program's log: text-generation-webui's, FastChat's,
Xinference's, Ray's, DeepSpeed's, loguru's, glog's and the rest, with what each prints.

Split from runtime_markers, which lists the runtimes' own marker lines. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.parsers.stated_gpus import MODELOPT_PEAK_TEXT

# Other runtimes' loggers, each line of which says the paste is that runtime's log: text-generation-webui's (of 2024,
# "16:36:40-789264 INFO     Loading ...", the first form below; of 2023, "2023-06-27 12:08:01
# INFO:Loading 33-8k/WizardLM-33B-...-GPTQ...", published_holdout26), Langchain-Chatchat's, FastChat's format with the
# file and line ("2024-04-12 11:54:29,189 - startup.py[line:655] - INFO: ...", 0.2.x of 2023-24, published_holdout84; the
# cleaning stage may have taken its time off as a log prefix), and those below.
LOGGER_LINE = re.compile(r"^\d\d:\d\d:\d\d-\d{6} (?:INFO|WARNING|ERROR|DEBUG)\s{2,}\S"
                         r"|^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )?INFO:Loading \S+\.\.\.$"
                         r"|^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} )?(?:- )?[\w.]{1,80}\.py\[line:\d+\] - (?:INFO|WARNING|ERROR|DEBUG):"
                         # FastChat's own logger (fastchat/utils.py build_logger, "%(asctime)s | %(levelname)s | %(name)s |
                         # %(message)s": "2023-08-01 00:41:32 | INFO | __main__ | Using engine args:", its vLLM worker of
                         # 2023, published_holdout112; the cleaning stage takes the time off, and Markdown's emphasis the
                         # underscores of __main__)
                         r"|^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )?\| (?:INFO|WARNING|ERROR|DEBUG) \| [\w.]{1,80} \| "
                         # llama.cpp's server of 2024 (and ik_llama.cpp's): 'INFO [                    main] build info |
                         # tid="21616" timestamp=1772882446 build=4254 commit="fd16a418"' (published_holdout85)
                         r"|^(?:INFO|WARN|ERR|VERB) \[\s{0,40}\w{1,60}\] [^\n|]{1,200}\| tid=\"\d+\" timestamp=\d+"
                         # loguru's ("2025-07-29 10:40:55.669 | INFO     | llava.cli.eval:main:75 - ...", published_holdout161)
                         r"|^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} )?\| (?:TRACE|DEBUG|INFO|SUCCESS|WARNING|ERROR|CRITICAL)\s{1,8}\| [\w.<>]{1,80}:[\w<>]{1,60}:\d+ - "
                         # Ollama's server before its structured log ("2025/03/17 11:20:06 routes.go:1230: INFO server config
                         # env=...", Go's log with slog's default handler, 0.1 to 0.6), LocalAI's console log ("11:37AM DBG
                         # GRPC Service Ready", zerolog), and glog's lines of Triton and the C++ servers ("I0621 01:00:57.498719
                         # 294 cuda_memory_manager.cc:107] CUDA memory pool is created on device 0 ..."), all published_holdout88
                         r"|^(?:\d{4}/\d\d/\d\d \d\d:\d\d:\d\d )?[\w.]{1,60}\.go:\d+: (?:INFO|WARN|ERROR|DEBUG) "
                         r"|^\d{1,2}:\d\d(?:AM|PM) (?:DBG|INF|WRN|ERR) "
                         # (PyTorch's own warnings take the same form since 2.2: "W1006 18:02:14.946367 126467783853248
                         # torch/distributed/run.py:757]", torchrun starting its processes, published_holdout125)
                         r"|^[IWEF]\d{4} \d\d:\d\d:\d\d\.\d{6}\s{1,8}\d+ [\w./]{1,80}\.(?:cc|cpp|h|py):\d+\]"
                         # Xinference's ("2025-02-27 09:47:13,428 xinference.core.worker 10500 INFO     Connected to supervisor
                         # as a fresh worker": "%(asctime)s %(name)-12s %(process)d %(levelname)-8s %(message)s",
                         # xorbitsai/inference xinference/deploy/cmdline.py and the logging config after it; its supervisor,
                         # worker and REST API starting, published_holdout200)
                         r"|^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} )?[A-Za-z_][\w.]{0,60} +\d{1,8} (?:INFO|WARNING|ERROR|DEBUG|CRITICAL) {1,8}\S"
                         # TensorFlow's C++ log ("2020-02-12 10:57:13.670937: I tensorflow/stream_executor/platform/default/
                         # dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1": "%s.%06d: %c%s %s:%d] %s",
                         # the time, the severity's letter, an optional thread id, the file and line; tsl's and
                         # tensorflow/core/platform's default logging.cc; a Python shell's list_physical_devices,
                         # published_holdout202)
                         r"|^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}: )?[IWEF](?: {1,8}\d{1,10})? [\w./-]{1,160}\.(?:cc|cpp|h):\d+\] "
                         # cortex.cpp's (Jan's engine, 2024): "20241114 05:49:51.989000 UTC 7484 INFO  Origin:  - main.cc:160"
                         # (published_holdout89)
                         r"|^\d{8} \d\d:\d\d:\d\d\.\d{6} UTC \d+ (?:INFO|WARN|ERROR|DEBUG) "
                         # DeepSpeed's ("[2023-05-16 18:41:16,882] [WARNING] [runner.py:191:fetch_hostfile] Unable to find
                         # hostfile ...", published_holdout90; the cleaning stage may take the time off)
                         r"|^(?:\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}\] )?\[(?:INFO|WARNING|ERROR|DEBUG)\] \[[\w.]{1,60}:\d+:\w{1,60}\] "
                         # GPUStack's llama-box starting ("[2025-06-30 17:03:22.202468] I version : v0.0.144 (defe859)", "...
                         # I arguments : llama-box --host ...", published_holdout91; the cleaning stage takes the time off)
                         r"|^(?:\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}\] )?I (?:version|compiler|target|arguments) : \S"
                         # Ray's ("2024-04-21 15:12:15,317 INFO worker.py:1715 -- Connected to Ray cluster.") and Ray
                         # Serve's actors' ("(ServeController pid=11766) INFO 2024-04-21 15:12:15,440 controller 11766
                         # deployment_state.py:1545 - Deploying ...", under vLLM 0.3, published_holdout96)
                         r"|^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}\s+)?(?:INFO|WARNING|ERROR|DEBUG) [\w.]{1,60}\.py:\d+ -- \S"
                         r"|^\(\w{1,60} pid=\d+\) (?:INFO|WARNING|ERROR|DEBUG) \d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} "
                         # Any Python program's warning as the warnings module prints it (".../unsloth/__init__.py:23:
                         # UserWarning: Unsloth: 'CUDA_VISIBLE_DEVICES' is currently 0,1,2,3 ...", published_holdout96):
                         # the program's output, as its traceback is (what it says is read where a reading knows it)
                         r"|^\S{1,300}\.py:\d+: \w{0,40}Warning: "
                         # exo's (loguru; "[ 07:36:15.9385AM | INFO    ] Node elected Master", and with -v "[ 2025-11-02
                         # 10:15:03.120 | INFO     | exo.worker.main:run:88 ] ...", src/exo/shared/logging.py; published_holdout123)
                         r"|^\[ (?:\d\d:\d\d:\d\d\.\d{4}[AP]M|\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) \| (?:TRACE|DEBUG|INFO|SUCCESS|WARNING|ERROR|CRITICAL) *[]|]"
                         # LM Studio's app log (electron-log: "[2024-10-10 04:58:25.572] [info]  Creating config map file at
                         # /Users/usr/.cache/lm-studio/config-presets/config.map.json", "... [info]  Checking if LM Studio dev
                         # tools exist on the system...", 0.3.4, published_holdout123), where the line names the app (the
                         # cleaning stage takes the time off as a log prefix)
                         r"|^(?:\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] )?\[(?:info|warn|error|debug|verbose)\] [^\n]{0,200}?(?:LM Studio|lm-studio|lmstudio)"
                         # vLLM's process prefix before any line, a traceback's frames too ("(EngineCore_0 pid=120)   File
                         # \".../qwen2_5_vl.py\", line 733, in forward", 0.10 on gfx906, published_holdout125)
                         r"|^\((?:EngineCore\w*|APIServer|VllmWorker\w*|Worker(?:_[A-Z]+\d+)*) pid=\d+\) "
                         # Jan's app log (0.5: "2024-11-15T06:25:22.736Z [APP]::Terminating watched process...", "[SPECS]::Version:
                         # 0.5.8", published_holdout125; its engine's, "[NITRO]::Debug: ...", 0.4, published_holdout9; the
                         # cleaning stage may take the time off)
                         r"|^(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z )?\[(?:APP|SPECS|CORTEX|SERVER|NITRO)\]::"
                         # Transformers' Trainer reporting its memory metrics ("  train_mem_gpu_peaked_delta =     8862MB",
                         # skip_memory_metrics=False, 4.x, published_holdout126): what its process took, no card total
                         r"|^\s*(?:train|eval|predict|init)_mem_(?:cpu|gpu)_(?:alloc|peaked)_delta\s*=\s*-?\d+MB\s*$"
                         # lm-evaluation-harness's logger ("2024-10-04:14:46:18,784 INFO     [__main__.py:279] Verbosity set to
                         # INFO"), mmengine's as OpenCompass uses it ("03/14 17:17:45 - OpenCompass - INFO - Partitioned into 4
                         # tasks."), TurboMind's ("[TM][ERROR] CUDA runtime error: invalid argument .../LlamaBatch.cc:693",
                         # LMDeploy 0.0.x) and llm.c's multi-process start ("Started Multi Node training managed by Slurm:
                         # ProcessID:0, NumProcess::4, DeviceId:0"), all in published_holdout128
                         r"|^\d{4}-\d\d-\d\d:\d\d:\d\d:\d\d,\d{3} (?:INFO|WARNING|ERROR|DEBUG)\s+\[[\w.]{1,60}:\d+\] "
                         r"|^\d\d/\d\d \d\d:\d\d:\d\d - [\w.]{1,40} - (?:INFO|WARNING|ERROR|DEBUG) - "
                         r"|^\[TM\]\[(?:INFO|WARNING|ERROR|DEBUG|FATAL)\] "
                         r"|^Started Multi Node training managed by \w+: ProcessID:\d+, NumProcess::\d+"
                         # Megatron-LM's training log: its memory report per rank ("[Rank 1] (after 1 iterations) memory (MB)
                         # | allocated: 54250.97 | ...") and its iteration lines ("[2024-04-06 02:55:45] iteration        2/
                         # 100 | consumed samples: 256 | ..."), published_holdout129 (log_ranks counts the rank);
                         # Megatron of 2020 without the rank ("after 5 iterations memory (MB) | allocated: 10250.56 |
                         # ...", " iteration 5/  120000 | elapsed time per iteration (ms): 16491.5 | ...",
                         # published_holdout139)
                         r"|^\s*(?:\[Rank \d{1,3}\] \(after \d+ iterations\)|after \d+ iterations) memory \(MB\) \|"
                         r"|^\s*(?:\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] )?iteration\s+\d+/\s*\d+ \| "
                         r"(?:consumed samples:|elapsed time per iteration)"
                         # ExLlamaV2's test_inference.py measuring its speed (" ** Position   128 + 128 tokens:
                         # 1.1948 t/s", 2023, published_holdout139) and Transformers 5 loading a model's weights
                         # ("Loading weights: 100%| ████| 201/201 [00:01<00:00, 109.01it/s]", under Samsung's TICO,
                         # published_holdout139): how fast and what is loading, nothing to judge
                         r"|^\s*\*\* Position\s+\d+ \+\s*\d+ tokens:\s+[\d.]+ t/s\s*$"
                         r"|^\s*Loading weights:\s+\d{1,3}%\|"
                         # llama-server's own lines, "srv  <function>: " and "slot <function>: " (tools/server's SRV_INF
                         # and SLT_INF: "srv          init: initializing slots, n_slots = 4", "slot         init: id  0
                         # | task -1 | new slot, n_ctx = 4096", b6xxx, published_holdout141), and PrivateGPT's logger
                         # ("13:21:55.666 [INFO ] private_gpt.settings.settings_loader - Starting application",
                         # published_holdout141): their logs
                         r"|^(?:srv|slot) {1,12}\w{1,24}: "
                         # NeMo's logger ("[NeMo I 2025-10-13 13:29:27 utils:661] Setting up optimizer ...") and
                         # RamaLama's --debug commands ("run_cmd:  podman inspect quay.io/ramalama/ramalama:0.7"), both
                         # in published_holdout142: their logs
                         r"|^\[NeMo [IWEDC] \d{4}-\d\d-\d\d \d\d:\d\d:\d\d [\w.]{1,60}:\d+\] "
                         r"|^(?:run|exec)_cmd:  \S"
                         # Python's logging in its "%(asctime)s - %(name)s - %(levelname)s - " form ("2026-08-25
                         # 11:40:25,564 - omlx.scheduler - INFO - [-] - Prefill throttled ...", oMLX on an M1,
                         # published_holdout144; the cleaning stage takes the time off where every line carries it)
                         r"|^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} )?- [\w.]{1,60} - "
                         r"(?:INFO|WARNING|ERROR|DEBUG|CRITICAL) - "
                         # The kernel's note of a process that crashed ("[ +34.787117] python[66644]: segfault at 1e ip
                         # 00007e9adf577063 sp 00007e98aa7ea280 error 4 in libopenvino_intel_gpu_plugin.so[...]", dmesg,
                         # published_holdout146): which library it crashed in, no memory or device state
                         r"|^(?:\[[ +\d.]{1,20}\] )?[\w.-]{1,40}\[\d{1,8}\]: segfault at [0-9a-f]{1,16} ip [0-9a-f]{1,16} "
                         r"|^\d\d:\d\d:\d\d\.\d{3} \[(?:INFO|WARNING|ERROR|DEBUG) *\] +[\w.]{1,80} - "
                         # A Python traceback's frames copied without its heading ('  File ".../attention.py", line 599, in
                         # forward', ktransformers, published_holdout131): the program's output, as the whole traceback is
                         # (its author may have put a placeholder for the path's start, dropping 'File "':
                         # '$MYPATH/python3.10/site-packages/bitsandbytes/cuda_setup/main.py", line 153, in
                         # is_cublasLt_compatible', published_holdout149)
                         r"|^\s*(?:File \")?[^\"\n]{1,300}\.py\", line \d+, in [\w<>]+\s*$"
                         # NCCL's banner, printed by the first rank of a distributed run as its communicator starts ("NCCL
                         # version 2.19.3+cuda12.3", published_holdout123): the GPU stack's output, nothing to judge
                         r"|^NCCL version \d+\.\d+\.\d+\+cuda\d+\.\d+\s*$"
                         # Python's logging in its default form, "%(levelname)s:%(name)s:%(message)s"
                         # (logging.basicConfig; GPT-NeoX's "INFO:ConfigMonster:Total number of GPUs determined to
                         # be: 1"), llm.c's settings table ("| Parameter             | Value   |", train_gpt2.cu),
                         # torchtune's metric lines ("Step 1 | loss:1.57 lr:2e-05 gpu_resources:40627453440",
                         # StdoutLogger) and CUDA's p2pBandwidthLatencyTest sample ("P2P=Enabled Latency (P2P Writes)
                         # Matrix (us)"; stated_gpus counts its GPUs), all in published_holdout147: the program's
                         # output, nothing to judge in them
                         r"|^(?:INFO|WARNING|ERROR|DEBUG|CRITICAL):[\w.]{1,80}:\S"
                         # Uvicorn's and Modular MAX's console form, "LEVEL: message" with or without the time
                         # ("22:04:16.404 INFO: Metrics initialized.", "INFO: Still compiling model (56.4s elapsed)",
                         # "ERROR: Worker exception, shutting down: Segmentation fault", max serve, published_holdout151;
                         # "INFO: Uvicorn running on http://0.0.0.0:8000"): the server's log
                         r"|^(?:\d\d:\d\d:\d\d\.\d{3} )?(?:INFO|WARNING|ERROR|DEBUG|CRITICAL): +\S"
                         # TensorRT Model Optimizer's peak per GPU (stated_gpus' pattern, which counts the GPUs)
                         "|" + MODELOPT_PEAK_TEXT +
                         # gpt-fast's and torchchat's generate summary ("Time for inference 1: 26.99 sec total, 50
                         # tokens, 1.85 tokens/sec, 539.72 ms/token", "Bandwidth achieved: 29.76 GB/s", on an M1's
                         # mps, published_holdout148): how fast, nothing to judge
                         r"|^Time for inference \d+: [\d.]+ sec total, \d+ tokens, [\d.]+ tokens/sec"
                         # RTP-LLM's logger ("[process-385289][root][05/10/2024 15:11:37][gpu_util.py:__init__():30][INFO]
                         # detected [4] gpus", maga_transformer, published_holdout150; stated_gpus reads the count)
                         r"|^\[process-\d+\]\[[\w.]{1,60}\]\[\d\d/\d\d/\d{4} \d\d:\d\d:\d\d\]\[[^\]\n]{1,120}\]"
                         r"\[(?:INFO|WARNING|ERROR|DEBUG)\] "
                         r"|^Bandwidth achieved: [\d.]+ GB/s\s*$"
                         r"|^\| Parameter {2,40}\| Value {2,80}\|\s*$"
                         r"|^Step \d+ \| \w{1,40}:-?[\d.]+(?:e-?\d+)? "
                         r"|^\s*(?:Unidirectional |Bidirectional )?P2P(?:=(?:Enabled|Disabled))? [\w ()]{0,40}Matrix"
                         r" \((?:GB/s|us)\)\s*$",
                         re.MULTILINE)
