"""The GPUs a log names by a rank, a worker or a device number rather than by a device line: tensor-parallel ranks
(NCCL, LMDeploy, TensorRT-LLM, text-generation-inference's shards), vLLM's worker processes, Ollama's tensor split, a
failed allocation's device and ktransformers' placement. Each says that the machine has at least that many GPUs.

Split from log_devices, which asks these for the indices they name. Plain Python.
"""

from __future__ import annotations

import re

# vLLM with more than one GPU per engine: "Defaulting to use mp for distributed inference" (or ray), config.py of 0.6.
VLLM_DISTRIBUTED = re.compile(r"Defaulting to use (?:mp|ray) for distributed inference")
# Ollama starting its runner with the split it chose: msg="starting llama server" cmd="... --tensor-split 21,13,7 ..."
# (one share per GPU; Ollama's own scheduler wrote it, unlike a --tensor-split a user typed).
OLLAMA_TENSOR_SPLIT = re.compile(r'msg="starting llama server".*?--tensor-split (\d+(?:,\d+){1,15})\b')
# ggml-cuda's failed allocation names the device: "ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9866.00 MiB on
# device 1: cudaMalloc failed: out of memory". CUDA numbers the devices a program sees from 0, so device 1 is a second.
CUDA_ALLOC_DEVICE = re.compile(r"allocating \d[\d.]* MiB on device (\d{1,2}): cudaMalloc failed")
# LMDeploy's PyTorch engine naming the tensor-parallel rank that failed ("2024-07-17 13:52:34,618 - lmdeploy - ERROR -
# Rank[2] failed.", 0.5, published_holdout39): one rank a GPU, so rank 2 is a third.
LMDEPLOY_RANK = re.compile(r"lmdeploy - [A-Z]+ - Rank\[(\d{1,2})\]")
# TensorRT-LLM's ranks likewise: "[TRT-LLM] [RANK 1] [E] Failed to initialize executor on rank 1" (1.0), and the GPU
# each rank takes, "[TensorRT-LLM][INFO] Rank 3 is using GPU 3" (Triton's backend, 24.02), both in published_holdout42.
TRTLLM_RANK = re.compile(r"\[TRT-LLM\] \[RANK (\d{1,2})\]|\[TensorRT-LLM\]\[INFO\] Rank \d{1,2} is using GPU (\d{1,2})")
# ktransformers placing each GGUF tensor as it loads ("loading model.layers.40.self_attn.kv_b_proj.weight to cuda:2",
# ktransformers/util/utils.py, published_holdout37): likewise, device 2 is a third.
KTRANSFORMERS_LOADING = re.compile(r"^\s*loading [\w.]+ to cuda:(\d{1,2})\s*$")
# SGLang's log prefix names each line's ranks ("[2025-10-03 20:34:47 DP1 TP3 EP3] KV Cache is allocated. ...",
# "[2025-05-01 10:02:03 TP0] Load weight end. ..."); with data-parallel attention the TP rank counts every GPU (DP1 TP3 is
# a fourth, published_holdout54), otherwise each DP group's TP ranks start at 0: at least as many GPUs as either says.
# (Cleaning takes the time off as a log prefix: "DP1 TP3 EP3] KV Cache is allocated. ...")
# A pipeline stage's rank likewise: "[2026-01-29 13:12:37 PP1 TP0] Scheduler watchdog timeout" is the second stage's first
# GPU, so at least two (published_holdout127).
SGLANG_PREFIX = re.compile(r"^(?:\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? )?(?:DP(\d{1,2}) )?(?:PP(\d{1,2}) )?TP(\d{1,2})"
                           r"(?: EP\d{1,2})?\] ")
# LocalAI's count of the GPUs it found ("6:27AM DBG GPU count: 2", v2.24, published_holdout60) and ExLlama's memory per
# device ("** VRAM, Total: [cuda:1] 6,805.26 MB", test_benchmark_inference.py of 2023): a second device is a second GPU,
# also where it holds nothing ("[cuda:0] 6,683.17 MB - [cuda:1] 0.00 MB - [cuda:2] 0.00 MB": three devices the run was
# given, published_holdout74).
LOCALAI_GPU_COUNT = re.compile(r"\bDBG GPU count: (\d{1,2})\b")
EXLLAMA_DEVICE = re.compile(r"\*\* VRAM, [\w ]+: \[cuda:(\d{1,2})\]")
VLLM_RANK = re.compile(r"\bRank (\d+), ")  # "Rank 2, Before profile_run, free_memory_pre_profile: ..., total_gpu_memory: ..."
# PyTorch's distributed log prefix ("[rank1]:[E ProcessGroupNCCL.cpp:1316] [PG 2 Rank 1] Heartbeat monitor timed out!",
# torch 2.2 and later; vLLM's workers under KServe, published_holdout67): one rank a GPU, so rank 1 is a second. (After
# a progress bar the same line holds, where tqdm wrote no newline before it: "  0%|          | 0/4854 [00:00<?,
# ?it/s][rank1]:[W1206 07:13:29.087800751 reducer.cpp:1431] Warning: ...", a LoRA run's log, published_holdout169.)
TORCH_RANK_PREFIX = re.compile(r"^(?:[^\n\[]{0,120}\[[^\n\]]{0,40}(?:it/s|s/it)\])?\[rank(\d{1,3})\]:")
# NCCL's debug log names each rank's CUDA device: "NCCL INFO ncclCommInitRank comm 0x26a1 rank 1 nranks 2 cudaDev 1".
# Each of its lines names it too, in brackets after the host, process and thread ("0b78...:14474:14577 [3] NCCL INFO
# Connected all rings", published_holdout127): device 3 is a fourth. Its warnings put the source file and line between
# ("TENCENT64:47611:53081 [7] include/alloc.h:103 NCCL WARN Cuda failure 2 'out of memory'", NCCL 2.21, published_holdout154).
NCCL_LINE_DEVICE = re.compile(r"^\S+:\d+:\d+ \[(\d{1,2})\] (?:[\w./-]{1,80}:\d+ )?NCCL (?:INFO|WARN) ")
# Megatron-LM's memory report names its rank ("[Rank 1] (after 1 iterations) memory (MB) | allocated: ...",
# published_holdout129): one rank a GPU, so rank 1 is a second.
MEGATRON_RANK = re.compile(r"^\[Rank (\d{1,3})\] \(after \d+ iterations\) memory \(MB\)")
NCCL_INIT = re.compile(r"ncclCommInitRank comm \S+ rank \d+ nranks \d+ cudaDev (\d+)")
# text-generation-inference's launcher names its shards' ranks ("Waiting for shard to be ready... rank=3"), and each
# shard's memory at warm-up ("text_generation_launcher: Rank [3] Total GPU memory: 79.21 GB,", 2023, published_holdout111).
# LoRAX, a fork of it, logs the same as "lorax_launcher: Shard ready in 10.4s rank=1" (2023-12, published_holdout122), and
# the launcher's --json-output puts the rank in each record's span ('"target":"text_generation_launcher","span":{"rank":4,
# "name":"shard-manager"}', 2024-11, published_holdout122), several records to a line where a page ran them together.
TGI_SHARD = re.compile(r"(?:text_generation|lorax)_launcher: .{0,80}?"
                       r"(?:\brank=(\d{1,2})\b|\bRank \[(\d{1,2})\] Total GPU memory)")
TGI_JSON_SHARD = re.compile(r'"span":\{"rank":(\d{1,2}),"name":"shard-manager"\}')
# vLLM's worker prefixes: "(VllmWorkerProcess pid=521)" (V0, beside a driver process on GPU 0), and in V1,
# where every GPU has a worker, "(Worker_TP1 pid=84)", named by vllm/v1/executor/multiproc_executor.py from
# its ranks (_DP, _PP, _PCP, _TP, _DCP, _EP; a part only where that size is above 1). Between the two (0.10.1 to 0.11, late
# 2025) the V1 workers were "(VllmWorker TP1 pid=19251)", the ranks after a space (ragflow issue #9856,
# published_holdout194; vLLM issues of 2025-08 to 2025-11 print the same).
VLLM_WORKER = re.compile(r"\((VllmWorkerProcess|RayWorkerWrapper|(?:Vllm(?=Worker [A-Z]+\d))?Worker((?:[_ ][A-Z]+\d+)*)) "
                         r"pid=(\d+)(?:, ip=[\d.:a-f]{3,45})?\)")
WORKER_RANK = re.compile(r"[_ ]([A-Z]+)(\d+)")
# V1's workers before that naming (0.8 to 0.10) print their rank in the prefix: "(VllmWorker rank=1 pid=2728139)",
# also before other programs' lines in the worker (LMCache's "[2025-07-18 19:51:58,723] LMCache INFO: ...",
# published_holdout72): one worker a GPU, so rank 1 is a second.
VLLM_WORKER_RANK = re.compile(r"\(VllmWorker rank=(\d{1,3}) pid=\d+\)")
# Meta's llama reference code (fairscale's model parallelism, one GPU a rank): "> initializing model parallel with size 2".
# (Cleaning may take the "> " off as a quote's mark.)
MODEL_PARALLEL = re.compile(r"^(?:> )?initializing model parallel with size (\d{1,2})\s*$")
# What follows a worker's prefix in vLLM's log: "INFO 08-19 07:51:03 model_runner.py:732] " (V0) or
# "INFO 10-02 11:20:14 [gpu_worker.py:276] " (V1), as printed by vllm/logger.py.
VLLM_LOG_LINE = re.compile(r"\s*(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \[?[\w./]+\.py:\d+\]")


# PyTorch naming a GPU it has no kernels for ("Found GPU1 Tesla V100-SXM2-32GB which is of compute capability (CC)
# 7.0."): CUDA's device 1, so a second GPU.
TORCH_FOUND_GPU = re.compile(r"Found GPU(\d{1,2}) .{1,100}? which is of (?:compute|cuda) capability")


# llama.cpp's context with its layers on several devices ("llama_context: pipeline parallelism enabled (n_copies=4)";
# llama-context.cpp of 2025 enables it only where model.n_devices() > 1, every layer offloaded, split by layer, the KV
# cache offloaded and no tensor overrides; published_holdout89, and the released experts of sets 6 and 'published' read
# such a log as several GPUs): at least two.
PIPELINE_PARALLEL = "pipeline parallelism enabled"
# A training script's memory statistics per rank ("RANK=2 MEMSTATS Memory stats after training step device=cuda:2 current
# alloc=45.4646GB ...", published_holdout90): the rank's device, so cuda:2 is a third GPU.
MEMSTATS_DEVICE = re.compile(r"\bMEMSTATS\b.{0,80}?\bdevice=cuda:(\d{1,2})\b")
# axolotl's log prefix names the rank of the process that wrote the line ("[2024-01-19 08:21:59,664] [INFO]
# [axolotl.load_model:625] [PID:6553] [RANK:5] GPU memory usage after adapters: ...", its logging format of 2024,
# published_holdout121): one process a GPU under accelerate or deepspeed, so rank 5 is a sixth.
AXOLOTL_RANK = re.compile(r"\[PID:\d+\] \[RANK:(\d{1,3})\]")
# Triton Inference Server creating a CUDA memory pool on each GPU it was given ("I0621 01:00:57.498735 294
# cuda_memory_manager.cc:107] CUDA memory pool is created on device 1 with size 67108864", published_holdout88): device 1
# is a second.
TRITON_POOL = re.compile(r"CUDA memory pool is created on device (\d{1,2})\b")


def named_indices(line: str) -> list[int]:
    """The GPU indices a line's rank, split or device number says exist (0 up to the highest named)."""
    if "ncclCommInitRank" in line and (match := NCCL_INIT.search(line)):
        return [int(match.group(1))]
    if " NCCL " in line and (match := NCCL_LINE_DEVICE.match(line.lstrip())):
        return list(range(int(match.group(1)) + 1))
    if "[Rank " in line and (match := MEGATRON_RANK.match(line.lstrip())):
        return list(range(int(match.group(1)) + 1))
    if "initializing model parallel" in line and (match := MODEL_PARALLEL.match(line.strip())):
        return list(range(int(match.group(1))))
    if "VllmWorker rank=" in line and (match := VLLM_WORKER_RANK.search(line)):
        return list(range(int(match.group(1)) + 1))
    if "[rank" in line and (match := TORCH_RANK_PREFIX.match(line.lstrip())):
        return list(range(int(match.group(1)) + 1))
    if "distributed inference" in line and VLLM_DISTRIBUTED.search(line):
        return [0, 1]  # at least two
    if "TP" in line and (match := SGLANG_PREFIX.match(line.lstrip())):
        data, stage, tensor = (int(group or 0) for group in match.groups())
        return list(range(max(data, stage, tensor) + 1))
    if "GPU count: " in line and (match := LOCALAI_GPU_COUNT.search(line)):
        return list(range(int(match.group(1))))
    if "** VRAM, " in line and EXLLAMA_DEVICE.search(line):
        return list(range(max(int(index) for index in re.findall(r"\[cuda:(\d{1,2})\]", line)) + 1))
    if PIPELINE_PARALLEL in line:
        return [0, 1]  # at least two
    if "MEMSTATS" in line and (match := MEMSTATS_DEVICE.search(line)):
        return list(range(int(match.group(1)) + 1))
    if "[RANK:" in line and (match := AXOLOTL_RANK.search(line)):
        return list(range(int(match.group(1)) + 1))
    if "memory pool is created on device" in line and (match := TRITON_POOL.search(line)):
        return list(range(int(match.group(1)) + 1))
    if "Found GPU" in line and (match := TORCH_FOUND_GPU.search(line)):
        return list(range(int(match.group(1)) + 1))
    if "--tensor-split" in line and (match := OLLAMA_TENSOR_SPLIT.search(line)):
        return list(range(len(match.group(1).split(","))))
    if ("cudaMalloc failed" in line or "to cuda:" in line or "Rank[" in line or "RANK " in line or "using GPU" in line) and (
            match := CUDA_ALLOC_DEVICE.search(line) or KTRANSFORMERS_LOADING.match(line) or LMDEPLOY_RANK.search(line)
            or TRTLLM_RANK.search(line)):
        return list(range(int(next(group for group in match.groups() if group is not None)) + 1))
    return []


def worker_indices(line: str, workers: dict[str, int]) -> list[int]:
    """The GPUs of a vLLM worker's line and of a text-generation-inference shard's; ``workers`` keeps each worker
    process's GPU across lines."""
    found = []
    if " pid=" in line and (worker := VLLM_WORKER.search(line)) and VLLM_LOG_LINE.search(line, worker.end()):
        # Each worker process of vLLM's tensor or pipeline parallelism drives a GPU of its own (V0's beside the
        # driver process on GPU 0), whatever its line says.
        if said := VLLM_RANK.search(line):
            workers.setdefault(worker.group(3), int(said.group(1)))
        found.append(vllm_rank(worker, workers))
        if worker.group(1) == "VllmWorkerProcess" or WORKER_RANK.search(worker.group(2) or ""):
            # (V1 names a rank only where its parallel size is above 1: "Worker_TP0" alone is one of two GPUs at least,
            # published_holdout189, where only rank 0 speaks.)
            found.append(0 if found[-1] else 1)
    if "_launcher" in line:  # each shard of text-generation-inference (--num-shard) drives a GPU, and they count from 0
        ranks = [int(plain or total) for plain, total in TGI_SHARD.findall(line)]
        ranks += [int(rank) for rank in TGI_JSON_SHARD.findall(line)]
        found += range(max(ranks) + 1) if ranks else []
    return found


def rank_of(line: str, workers: dict[str, int]) -> int:
    """The GPU a vLLM line's figures are of: the rank it states ("Rank 2, ..."), else its worker's."""
    said = VLLM_RANK.search(line)
    return int(said.group(1)) if said else vllm_rank(VLLM_WORKER.search(line), workers)


def vllm_rank(worker: re.Match | None, workers: dict[str, int]) -> int:
    """The GPU a vLLM worker profiles: its tensor-parallel rank where that alone places it, else by order."""
    if worker is None:
        return 0  # the driver process (V0), or a single GPU
    ranks = dict(WORKER_RANK.findall(worker.group(2) or ""))
    if "TP" in ranks and set(ranks) <= {"TP", "EP"}:
        return int(ranks["TP"])
    first = 0 if worker.group(1).startswith(("Worker", "VllmWorker ")) else 1  # V0 workers come after the driver's GPU 0
    return workers.setdefault(worker.group(3), len(workers) + first)


# vLLM's GPU worker, one per device, saying what sleep mode freed on its card ("INFO 08-27 09:29:24 [gpu_worker.py:81]
# Sleep mode freed 42.16 GiB memory, 16.79 GiB memory is still in use.", v1/worker/gpu_worker.py, 0.8 on): one worker
# sleeps once a step, minutes apart, so several such lines within SLEEP_BURST_S seconds are several workers, a GPU each
# (published_holdout132: six in five seconds, under ms-swift's GRPO).
VLLM_SLEEP = re.compile(r"\b(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d+)? \[[\w./]+\.py:\d+\] Sleep mode freed \d")
SLEEP_BURST_S = 10


def sleep_burst(lines: list[str]) -> int:
    """How many of vLLM's "Sleep mode freed" lines fall within SLEEP_BURST_S seconds of the first."""
    times = [((int(m[1]) * 31 + int(m[2])) * 24 + int(m[3])) * 3600 + int(m[4]) * 60 + int(m[5])
             for line in lines if "Sleep mode freed" in line and (m := VLLM_SLEEP.search(line))]
    return sum(1 for t in times if 0 <= t - times[0] <= SLEEP_BURST_S) if times else 0


# Ollama's scheduler counting the models it holds once a new one is loaded (server/sched.go, v0.33.0-rc2:
# slog.Info("loaded runners", "count", len(s.loaded)); 'msg="loaded runners" count=3', published_holdout116), and
# placing a new one beside those it holds ('msg="llama-server model fits alongside existing models"', 2026, after
# "updated VRAM based on existing loaded models"; published_holdout145): two at least.
OLLAMA_LOADED_RUNNERS = re.compile(r'msg="loaded runners" count=(\d{1,3})\b'
                                   r'|msg="[\w-]{1,30} model fits alongside existing models"')


def models_held(line: str) -> int | None:
    """The number of models Ollama's scheduler says it holds, where the line says so."""
    if 'msg="loaded runners" count=' not in line and "fits alongside existing models" not in line:
        return None
    held = OLLAMA_LOADED_RUNNERS.search(line)
    return None if held is None else int(held.group(1)) if held.group(1) else 2
