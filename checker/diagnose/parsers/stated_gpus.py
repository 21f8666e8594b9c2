"""How many GPUs a paste says a run uses where it shows fewer: a parallelism flag or setting the user typed or the
runtime echoed (``--tensor-parallel-size 2``, ``--tp 2``, ``--num-shard 3``, ``tensor_para_size = 2``), a list of
visible devices (``CUDA_VISIBLE_DEVICES=5,6``), a split over devices (``--tensor-split 9,8``, ``gpu_split 16,24``),
devices a program lists by index (``CUDA.1.ARCHS=...``, ``'GPU 0,1,2,3'``, ``max_memory={0: ..., 1: ...}``), or the
user's own words ("4*A100 40G", "two RTX 3090", "2x 4090", "4张A100", "4060+5060+5070").

The experts of the published sets 35 to 55 read such a count as a run over several GPUs (18 of their 20 pastes that
state one and show fewer GPUs); those of sets 1 to 34 did not (1 of 33). Diagnose follows the later. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.parsers.log_ranks import TORCH_RANK_PREFIX

# Parallelism as a command-line flag: vLLM (--tensor-parallel-size, -tp, --pipeline-parallel-size, -pp,
# --data-parallel-size, -dp), Docker (--gpus 2), SGLang (--tp-size, --tp, --dp-size, --dp), LMDeploy (--tp), FastChat
# (--num-gpus), text-generation-inference (--num-shard), torchrun (--nproc-per-node / --nproc_per_node), DeepSpeed
# (--num_gpus).
FLAG = re.compile(r"(?<![\w-])(?:--tensor[-_]parallel[-_]size|--pipeline[-_]parallel[-_]size|--data[-_]parallel[-_]size"
                  r"|--tp[-_]size|--dp[-_]size|--tp|-tp|--pp|-pp|--dp|-dp|--num[-_]gpus|--num[-_]shard"
                  r"|--nproc[-_]per[-_]node|--gpus)"
                  r"(?:=|[ \t]+)['\"]?(\d{1,2})\b")
# The same as a setting the runtime echoes or a config file holds: vLLM's "tensor_parallel_size=2" in its engine config,
# LMDeploy's TurbomindEngineConfig(... tp=2 ...) and its model config "tensor_para_size = 2", SGLang's server args
# "tp_size=4, dp_size=2", a user's "TP=2", vLLM's non-default args "'tensor_parallel_size': 2", a YAML "num_shard: 3", a
# training script's "NUM_DEVICES=4" (Qwen-VL-Series-Finetune's scripts, published_holdout160), and a launcher's echo of
# torchrun's count ("INFO:root:Using nproc_per_node=8.", alignment-handbook's SFT run, published_holdout168).
SETTING = re.compile(r"\b(?:tensor_parallel_size|pipeline_parallel_size|data_parallel_size|tensor_para_size|tp_size"
                     r"|dp_size|tp|num_shard|num_gpus|num_devices|world_size|nproc_per_node)['\"]?\s*[=:]\s*['\"]?(\d{1,2})\b",
                     re.IGNORECASE)
# Unsloth's issue template (2025-26) asks "3. Number GPUs used, use `nvidia-smi`" and authors answer on the same line,
# with or without a colon ("... `nvidia-smi` 6", published_holdout94; "... `nvidia-smi`  2 T4" is the user's words below);
# its trainer's banner says how many the run uses ("==((====))==  Unsloth - 2x faster free finetuning | Num GPUs = 1",
# "Num GPUs used = 1" in 2025; published_holdout90, 94 and 96).
TEMPLATE_COUNT = re.compile(r"Number GPUs used(?:, use `nvidia-smi`)?[ \t]*:?[ \t]*(\d{1,2})(?![\w.])"
                            r"|\| Num GPUs(?: used)? = (\d{1,2})(?![\w.])"
                            # (its banner of mid-2025 after the card's name: "Tesla V100-PCIE-16GB. Num GPUs = 4. Max memory:
                            # 15.773 GB", Unsloth 2025.6.1, published_holdout125)
                            r"|\. Num GPUs = (\d{1,2})\. "
                            # a script printing torch.cuda.device_count() ("Number of GPUs detected: 4", mamba's GPU
                            # check, published_holdout97)
                            r"|Number of GPUs(?: detected| available| found)?[ \t]*:[ \t]*(\d{1,2})(?![\w.])"
                            # RTP-LLM's GPU probe ("gpu_util.py:__init__():30][INFO] detected [4] gpus",
                            # published_holdout150)
                            r"|\bdetected \[(\d{1,2})\] gpus\b"
                            # DB-GPT's issue template's "Device information" answered "GPU : Memory 16GB x Count 4"
                            # (published_holdout112)
                            r"|GPU[ \t]*:[ \t]*Memory[ \t]*\d{1,3}[ \t]?G(?:i?B)?[ \t]*x[ \t]*Count[ \t]*(\d{1,2})(?![\w.])")
# vLLM naming the different cards it found ("Detected different devices in the system: NVIDIA GeForce RTX 3090, NVIDIA
# GeForce RTX 3060. Please make sure to set `CUDA_DEVICE_ORDER=PCI_BUS_ID`", vllm/platforms/cuda.py, 0.10,
# published_holdout103): as many GPUs as it names, at least.
DIFFERENT_DEVICES = re.compile(r"Detected different devices in the system: ([^\n]{3,400}?)\. Please make sure")
# The devices a program is shown: "CUDA_VISIBLE_DEVICES=5,6" (or set from Python, "os.environ['CUDA_VISIBLE_DEVICES']='0,1'",
# published_holdout74), HIP's and ROCm's likewise, Docker's --gpus '"device=0,1"', fastllm's --device and --moe_device
# "multicuda:0,1" (published_holdout112); a split given per device: llama.cpp's "--tensor-split 9,8" (-ts), ExLlama's
# "gpu_split 16,24" (--gpu-split).
DEVICE_LIST = re.compile(r"\b(?:(?:CUDA|HIP|ROCR)_VISIBLE_DEVICES(?:['\"]\])?\s*=\s*|device=|multicuda:)['\"]?(\d{1,2}(?:\s*,\s*\d{1,2})+)\b"
                         # a program saying what it is set to ("UserWarning: Unsloth: 'CUDA_VISIBLE_DEVICES' is currently
                         # 0,1,2,3 but we require 'CUDA_VISIBLE_DEVICES=0'", 2023-12, published_holdout96)
                         r"|\bCUDA_VISIBLE_DEVICES'? is (?:currently|set to) ['\"]?(\d{1,2}(?:\s*,\s*\d{1,2})+)\b"
                         # (TabbyAPI's YAML gives the split as a list, "gpu_split: [24,24,24]", published_holdout98.)
                         r"|(?<![\w-])(?:--tensor[-_]split|-ts|--gpu[-_]split|gpu_split)(?:=|[ \t]+|\s*[:=]\s*)['\"\[]?"
                         r"(\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?)+)"
                         # llama-cpp-python's server takes its split as separate words ("--tensor_split 64 36")
                         r"|--tensor_split[ \t]+(\d+(?:\.\d+)?(?:[ \t]+\d+(?:\.\d+)?)+)(?![\w.])"
                         # and its Python API a list, one share per device ("tensor_split=[0, 0.5, 0.5, 0, 0, 0, 0, 0]",
                         # published_holdout67)
                         r"|\btensor_split\s*=\s*\[\s*(\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?)+)\s*\]")
# Devices a program lists by their indexes: Ollama's ggml backends in its "msg=system" line ("CUDA.0.ARCHS=500,...
# CUDA.1.ARCHS=...", ggml.go, 2025, published_holdout114), one key set per device, and mmengine's collect_env (OpenCompass,
# the OpenMMLab tools: "'GPU 0,1,2,3,4,5,6,7': 'NVIDIA A100-SXM4-80GB'", the indexes of each model of card).
BACKEND_KEYS = re.compile(r"\b(?:CUDA|ROCm)\.(\d{1,2})\.ARCHS=")
MMENGINE_GPUS = re.compile(r"'GPU ((?:\d{1,2},)*\d{1,2})': '")
# A memory budget per device as Accelerate and Transformers take it and print it ("max_memory={0: '20GiB', 1: '20GiB',
# 'cpu': '30GiB'}", ">>> Inferred max memory: {0: '14.25 GiB', ..., 7: '78.92 GiB', 'cpu': '1748.69 GiB'}",
# published_holdout115): one GPU per integer key.
MAX_MEMORY = re.compile(r"max[_ ]memory\W{0,6}\{([^{}\n]{1,800})\}", re.IGNORECASE)
MEMORY_KEY = re.compile(r"(?:^|,)\s*(\d{1,2})\s*:")
# Ollama's scheduler naming the GPUs a model's runner uses (server/sched.go, 2025: 'runner.inference="[{ID:GPU-1881...
# Library:CUDA} {ID:GPU-cdaa... Library:CUDA}]"', published_holdout116; a line cut inside the second ID still names it).
RUNNER_INFERENCE_ID = re.compile(r"\{ID:[\w-]{4,}")
# Cards joined by plus signs ("4060+5060+5070 gpus", "3090 + 3060"): one each.
PLUS_LIST = re.compile(r"(?<![\w.+-])(?:RTX[ \t]?)?(?:[2-5]0[5-9]0(?:[ \t]?Ti)?|[AHLV]\d{2,3}S?)"
                       r"(?:[ \t]*\+[ \t]*(?:RTX[ \t]?)?(?:[2-5]0[5-9]0(?:[ \t]?Ti)?|[AHLV]\d{2,3}S?))+(?![\w.+-])")
NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "ten": 10, "twelve": 12,
                "sixteen": 16, "dual": 2, "quad": 4, "pair": 2,
                "两": 2, "二": 2, "双": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
# A GPU by its model or the word itself: "A100", "H800", "L40S", "V100", "T4", "L4", "RTX 3090", "3090", "MI210", "MI50", "GPUs",
# with the model number after a brand ("RTX A4000"), so that two lines of a list ("1x RTX 4000", "2x RTX A4000") are
# two models; a plural ("two A100s") and a CJK character after it ("4张T4卡") end it too; the maker glued to the word
# for card ("三张NVIDIA显卡", published_holdout113).
GPU_MODEL = (r"(?:NVIDIA[ \t]+|AMD[ \t]+|GeForce[ \t]+|NVIDIA(?=显卡))*"
             r"(?:(?:RTX|GTX|Tesla|Quadro|TITAN|Radeon|Instinct|Arc)(?:[ \t]?(?:[A-Z]{1,2}[ \t]?)?\d{2,4}\w*)?"
             # (NVIDIA's workstation cards by their number alone, "4×A6000", published_holdout124)
             # (AWS's A10G by its own name, "4 A10g GPUs", published_holdout160)
             # (no model number starts with 0: "2*A00" is a slip of the keys, not a card, published_holdout217)
             r"|(?:MI\d{2,3}X?|A[1-6]000|A[45]500|A10G|[AHLBV][1-9]\d{1,2}S?|[TL]4|K80|P40|P100|[2-5]0[5-9]0(?:[ \t]?Ti)?)s?"
             r"|GPUs|cards|graphics cards|显卡)"
             r"(?![A-Za-z0-9_-])")
# A card's memory between a Chinese count and the card ("4 张 24G 显存的 3090": four 3090s of 24G each).
CJK_MEMORY = r"(?:\d{1,3}[ \t]?G(?:B|iB)?[ \t]*(?:显存)?的?[ \t]*)?"
# Not a letter, digit or sign of ASCII before a count (a CJK character may be: "有两个显卡", "显卡A800 * 4").
NOT_AFTER_A_WORD = r"(?<![A-Za-z0-9_.|:/#\[-])"
# The user's count: a number, then "x", "×" or "*" and a GPU ("4*A100 40G", "2x 4090", "3x3090"); a number or its word,
# then one space or a hyphen and a GPU ("two RTX 3090", "4 A800", "8 GPUs", "dual RTX 3090"; not the singular, "two GPU
# crashes", "10 GPU cores", rocm-smi's "ERROR: 2 GPU[0]: ..."; a number that begins a table row,
# "|   2  NVIDIA A100", is an index, with more than one space after it); a Chinese count ("4张A100", "两块3090",
# "两个显卡", "2个GPU", "4 张 24G 显存的 3090", "8卡", "双卡"; not "卡住", stuck).
# (Each card's memory may come between: "4x24gb gpus", "8x 80GB A100", published_holdout121.)
# (Likewise after a count in words: "2 80GB A100s", "two 24GB 3090s", published_holdout123.)
EACH_MEMORY = r"(?:\d{1,3}[ \t]?G(?:B|iB)?[ \t]+)?"
TIMES = re.compile(NOT_AFTER_A_WORD + r"(\d{1,2})[ \t]*[x×*][ \t]*(?:\d{1,3}[ \t]?G(?:B|iB)?[ \t]?)?(GPU(?![A-Za-z0-9_-])|"
                   + GPU_MODEL + ")", re.IGNORECASE)
COUNT_BEFORE = re.compile(NOT_AFTER_A_WORD + r"(?:(\d{1,2}|two|three|four|five|six|seven|eight|ten|twelve|sixteen"
                          r"|dual|quad)[ \t-]" + EACH_MEMORY + GPU_MODEL + r"|(\d{1,2}|[两二双三四五六七八])[ \t]*(?:(?:张|块|路|个)[ \t]*"
                          + CJK_MEMORY + r"(?:" + GPU_MODEL + r"|GPU|卡)|卡(?![住死顿在了]))"
                          # "dual" straight before a card's model ("双3090", "双 A100"; not "双显卡", a laptop's switchable
                          # graphics), published_holdout74; or before "GPU" and the model ("双GPU GTX3090", published_holdout120;
                          # not "双GPU" alone)
                          r"|(双)[ \t]?(?:GPU[ \t]?)?(?:(?:RTX|GTX)[ \t]?)?(?:[2-5]0[5-9]0(?:[ \t]?Ti)?|[AHLV]\d{2,3}S?|[TL]4)(?![A-Za-z0-9_-])"
                          # "a pair of 3060s 12gb" (published_holdout95)
                          r"|\b(pair) of[ \t]+" + GPU_MODEL +
                          # the count joined to the singular by a hyphen, as an adjective ("a 4-GPU (TP4) 14B trainer", "an
                          # 8-GPU node", published_holdout154; the space-separated "10 GPU cores" stays out)
                          r"|(\d{1,2})-GPU(?![A-Za-z0-9_-])" + ")",
                          re.IGNORECASE)
# Or the count glued to the word GPU, then the card ("with 8GPU H100", "4 GPU A100s", published_holdout62); not "10 GPU
# cores" (no card after it).
GPU_MODEL_NAMED = GPU_MODEL.replace("|GPUs|cards|graphics cards|显卡", "")
GPU_THEN_MODEL = re.compile(NOT_AFTER_A_WORD + r"(\d{1,2})[ \t]?GPUs?[ \t]+" + GPU_MODEL_NAMED, re.IGNORECASE)
# Or the GPU, then its count ("A100*8", "RTX 3090 x 2", "显卡A800 * 4"; in lower case too, "- v100 x 4" in an issue
# template's hardware list, published_holdout166).
COUNT_AFTER = re.compile(r"(?<![A-Za-z0-9_-])(?:RTX[ \t]?\d{4}|A[1-6]000|A[45]500|[AHLV]\d{2,3}S?|MI\d{2,3}X?|[2-5]0[5-9]0)"
                         r"(?:[ \t]?Ti)?"
                         r"[ \t]*[x×*][ \t]*(\d{1,2})(?![\w.])", re.IGNORECASE)
# checker.diagnose.evidence finds a quote's line by its first characters from this length on.
QUOTE_ALONE = 12
# Counts the user wrote in words stay below this; a flag's or a setting's may be larger (a 64-GPU tensor-parallel job).
MOST_IN_WORDS = 16


def _number(word: str) -> int:
    return int(word) if word.isdecimal() else NUMBER_WORDS.get(word.lower(), 0)


# Accelerate's processes where its config or command says one per GPU: "distributed_type: MULTI_GPU" with
# "num_processes: 10" in default_config.yaml (accelerate config, published_holdout95 and 123), "accelerate launch
# --multi_gpu --num_processes 4"; DeepSpeed and FSDP under Accelerate likewise start one process a GPU
# ("distributed_type: DEEPSPEED ... num_processes: 2 use_cpu: false", LlamaFactory's configs, published_holdout139),
# unless told to use the CPU. (Elsewhere a number of processes may be a data loader's or a CPU pool's.)
ACCELERATE_PROCESSES = re.compile(r"(?<![\w-])(?:--)?num_processes(?:\s*[:=]\s*|[ \t]+)['\"]?(\d{1,2})\b")
ACCELERATE_MULTI_GPU = re.compile(r"distributed_type\s*:\s*['\"]?(?:MULTI_GPU|DEEPSPEED|FSDP)\b|--multi_gpu\b")
ACCELERATE_ON_CPU = re.compile(r"\buse_cpu\s*:\s*true\b", re.IGNORECASE)
# Its launcher's own notice of the defaults it took ("`--num_processes` was set to a value of `2`", then "More than one
# GPU was found, enabling multi-GPU training.", published_holdout127): it defaults to one process a GPU it found.
ACCELERATE_DEFAULT = re.compile(r"`--num_processes` was set to a value of `(\d{1,2})`")
# torchrun's agent reporting a worker that failed ("ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode:
# -7) local_rank: 2 (pid: 94) of binary: ...", published_holdout127): the run started at least three workers, one a GPU
# as it is meant to (a count, not a device: more workers than GPUs end in "invalid device ordinal", published_holdout76).
TORCH_ELASTIC_FAILED = re.compile(r"failed \(exitcode: -?\d+\) local_rank: (\d{1,2}) \(pid: \d+\)")
# llm.c's trainer started over several processes, one a GPU ("Started Multi Node training managed by Slurm: ProcessID:0,
# NumProcess::4, DeviceId:0", train_gpt2.cu, published_holdout128).
LLMC_PROCESSES = re.compile(r"\bNumProcess::(\d{1,2}), DeviceId:\d+")
# DeepSpeed's flops profiler, one rank a GPU ("-------------------------- DeepSpeed Flops Profiler
# --------------------------", then "world size:                                                   16",
# published_holdout143): under its banner only.
DEEPSPEED_PROFILER = "DeepSpeed Flops Profiler"
DEEPSPEED_WORLD = re.compile(r"^\s*world size:\s+(\d{1,3})\s*$")
# MPI's launcher, one rank a GPU in the LLM programs that use it (llm.c's "mpirun -np 8 ./train_gpt2cu", TensorRT-LLM's
# "mpirun -n 4 --allow-run-as-root python3 run.py"; published_holdout147).
MPI_RANKS = re.compile(r"\b(?:mpirun|mpiexec)\b[^\n|]{0,80}?(?<![\w-])(?:-np|-n|--np|--n)[ \t]+(\d{1,2})\b")
# DeepSpeed's batch settings as its config print or JSON holds them: it requires train_batch_size = micro batch per GPU
# x gradient accumulation steps x the data-parallel world size (deepspeed/runtime/config.py, _batch_assertion), so the
# three give the ranks ("train_batch_size": 48, "train_micro_batch_size_per_gpu": 2, "gradient_accumulation_steps": 8:
# three, published_holdout147).
DEEPSPEED_BATCH = {key: re.compile(r"(?<!\w)[\"']?" + key + r"[\"']?\s*(?::|\.{2,})\s*(\d{1,5})\b")
                   for key in ("train_batch_size", "train_micro_batch_size_per_gpu", "gradient_accumulation_steps")}
# The author's words for a run over several cards, in Chinese: "单机多卡" (one machine, several cards), "多卡微调"
# (multi-card fine-tuning), "多GPU环境" (a multi-GPU setting): two at least, outside a question ("这个使用多卡部署的话怎么
# 配置", how would one set it up). The experts of the sets since 35 read it so in 23 of the 24 published pastes that
# say it (published_holdout148's two, sets 56 to 146's), the one other being a question.
MULTI_CARD = re.compile(r"多(?:张|块|个)?(?:卡|GPU|显卡)(?![住死顿])")
QUESTION = re.compile(r"[?？]|怎么|如何|是否")
SENTENCE_END = re.compile(r"[。！!？?\n]")
# The amdgpu kernel driver's lines, each naming its device by PCI address ("amdgpu 0000:a6:00.0: amdgpu: ...", dmesg,
# published_holdout152): as many GPUs as addresses. (Environment reports' device lists are env_report's, which reads
# each GPU they name.)
AMDGPU_DEVICE = re.compile(r"\bamdgpu ([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.\d): amdgpu:")
# TensorRT Model Optimizer's example scripts, one line a GPU ("GPU 3: Peak memory usage = 25.33 GB for all processes on
# the GPU", examples/llm_ptq, published_holdout151); runtime_markers takes the same line as a log's.
MODELOPT_PEAK_TEXT = r"^GPU (\d{1,2}): Peak memory usage = "
MODELOPT_PEAK = re.compile(MODELOPT_PEAK_TEXT, re.MULTILINE)
# Ascend's devices passed to a container ("--device=/dev/davinci7", published_holdout153); the failure summary of
# torchrun's agent ("  rank      : 1 (local_rank: 1)", torchtitan, published_holdout153): at least that rank plus one
# process, one a GPU.
DAVINCI_DEVICE = re.compile(r"/dev/davinci(\d{1,2})\b")
ELASTIC_RANK = re.compile(r"^\s*rank\s*: (\d{1,3}) \(local_rank: \d{1,3}\)", re.MULTILINE)
# CUDA's p2pBandwidthLatencyTest sample: each matrix's heading row names every GPU by its index ("   GPU     0      1
# ...      7", "   D\\D     0      1"; published_holdout147).
P2P_HEADING = re.compile(r"^\s*(?:GPU|D\\D)((?:\s+\d{1,2})+)\s*$", re.MULTILINE)


# A setting a script has switched off: a Python comment around an assignment to the environment ("# os.environ[
# \"CUDA_VISIBLE_DEVICES\"] = \"2,3,4,5,6,7\"", above the code that ran, published_holdout111). (A shell line after "# "
# may be a root prompt's command, so only Python's own spelling is skipped.)
COMMENTED_OUT = re.compile(r"\s*#\s*os\.environ\s*\[")


def _distinct(pattern: re.Pattern, text: str) -> list[tuple[int, re.Match]]:
    """The number of distinct devices ``pattern`` names in ``text`` (an index or an ID each), with its first match."""
    first = pattern.search(text)
    return [(len(set(pattern.findall(text))), first)] if first else []


def _candidates(line: str, times: list[re.Match]) -> list[tuple[int, re.Match]]:
    """Each count the line states, with its match; ``times`` are the line's TIMES matches, found once by the caller."""
    found = []
    if "-" in line:
        found += [(int(m.group(1)), m) for m in FLAG.finditer(line)]
    if "=" in line or ":" in line:
        found += [(int(m.group(1)), m) for m in SETTING.finditer(line)]
    if "GPUs" in line or "Count" in line or "] gpus" in line:
        found += [(int(next(g for g in m.groups() if g)), m) for m in TEMPLATE_COUNT.finditer(line)]
    if "different devices" in line:
        found += [(len(m.group(1).split(", ")), m) for m in DIFFERENT_DEVICES.finditer(line)]
    if "VISIBLE_DEVICES" in line or "device=" in line or "split" in line or "-ts" in line or "multicuda:" in line:
        found += [(len(re.split(r"\s*,\s*|[ \t]+", next(g for g in m.groups() if g).strip())), m) for m in DEVICE_LIST.finditer(line)]
    if ".ARCHS=" in line:
        found += _distinct(BACKEND_KEYS, line)
    if "'GPU " in line:
        found += [(len(m.group(1).split(",")), m) for m in MMENGINE_GPUS.finditer(line)]
    if "+" in line:
        found += [(len(m.group(0).split("+")), m) for m in PLUS_LIST.finditer(line)]
    if "runner.inference=" in line:
        found += _distinct(RUNNER_INFERENCE_ID, line[line.index("runner.inference="):])
    if "emory" in line:  # max_memory, "Max memory" (the pattern ignores case; the test before it is a cheap one)
        found += [(len(set(MEMORY_KEY.findall(m.group(1)))), m) for m in MAX_MEMORY.finditer(line)]
    words = [(_number(next(g for g in m.groups() if g)), m) for m in COUNT_BEFORE.finditer(line)]
    words += [(int(m.group(1)), m) for m in [*times, *COUNT_AFTER.finditer(line)]]
    if "gpu" in line.lower():
        words += [(int(m.group(1)), m) for m in GPU_THEN_MODEL.finditer(line)]
    return found + [(count, m) for count, m in words if count <= MOST_IN_WORDS]


def _quote(words: str, line: str) -> str:
    """The words that state the count, or their whole line where they are too few to find it by (a finding's evidence
    points at the lines holding its first words: "4*A100" alone is too short to)."""
    return words.strip() if len(words.strip()) >= QUOTE_ALONE else line.strip()[:200]


def _deepspeed_ranks(text: str) -> tuple[int, str] | None:
    """The data-parallel ranks DeepSpeed's batch settings imply, with the words of the first; None where they are not
    all given or do not divide."""
    found = [pattern.search(text) for pattern in DEEPSPEED_BATCH.values()]
    if not all(found):
        return None
    total, micro, steps = (int(m.group(1)) for m in found)
    if not micro or not steps or total % (micro * steps):
        return None
    return total // (micro * steps), found[0].group(0)


def _whole_text_counts(text: str) -> list[tuple[int, str]]:
    """GPU counts read from the whole text, not line by line: DeepSpeed's batch arithmetic (its settings on lines of
    their own), the author's words without a number ("单机多卡": two at least, by sentence) and CUDA's peer-to-peer
    matrices."""
    counts = []
    if "train_micro_batch_size_per_gpu" in text and (ranks := _deepspeed_ranks(text)):
        counts.append(ranks)
    if "多" in text:
        for sentence in SENTENCE_END.split(text):
            if MULTI_CARD.search(sentence) and not QUESTION.search(sentence):
                counts.append((2, sentence.strip()))
                break
    if "amdgpu " in text and (devices := set(AMDGPU_DEVICE.findall(text))):
        counts.append((len(devices), AMDGPU_DEVICE.search(text).group(0)))
    if "/dev/davinci" in text and (devices := set(DAVINCI_DEVICE.findall(text))):
        counts.append((len(devices), DAVINCI_DEVICE.search(text).group(0)))
    if "local_rank:" in text:
        counts += [(int(m.group(1)) + 1, m.group(0).strip()) for m in ELASTIC_RANK.finditer(text)]
    if "Peak memory usage = " in text and (peaks := set(MODELOPT_PEAK.findall(text))):
        counts.append((len(peaks), MODELOPT_PEAK.search(text).group(0)))
    if "P2P" in text and " Matrix (" in text:
        counts += [(len(m.group(1).split()), m.group(0).strip()) for m in P2P_HEADING.finditer(text)]
    if "[rank" in text:
        # PyTorch's distributed log prefix on a traceback copied without anything Diagnose reads as a log ("[rank2]:
        # File ...", open-instruct under DeepSpeed, published_holdout158): one rank a GPU, as log_ranks reads it in a log.
        ranks = [(m.group(1), line) for line in text.splitlines() if (m := TORCH_RANK_PREFIX.match(line.lstrip()))]
        if ranks:
            rank, line = max(ranks, key=lambda found: int(found[0]))
            counts.append((int(rank) + 1, line.strip()))
    return counts


def stated_count(text: str) -> tuple[int, str] | None:
    """The most GPUs the paste says a run uses (two or more), with the words that say it; None where it says none."""
    best: tuple[int, str] | None = None
    for count, words in _whole_text_counts(text):
        if 2 <= count <= 64 and (best is None or count > best[0]):
            best = (count, words[:200])
    listed: dict[str, tuple[int, str]] = {}  # "Nx MODEL" by model: a list of a machine's cards, summed
    accelerate = any(word in text for word in ("MULTI_GPU", "multi_gpu", "DEEPSPEED", "FSDP")) \
        and ACCELERATE_MULTI_GPU.search(text) is not None and ACCELERATE_ON_CPU.search(text) is None
    profiler = DEEPSPEED_PROFILER in text
    for line in text.splitlines():
        line = line[:4000]
        if COMMENTED_OUT.match(line):
            continue
        times = list(TIMES.finditer(line)) if "x" in line or "X" in line or "*" in line or "×" in line else []
        processes = [(int(m.group(1)), m) for m in ACCELERATE_PROCESSES.finditer(line)] \
            if accelerate and "num_processes" in line else []
        if "was set to a value of" in line:
            processes += [(int(m.group(1)), m) for m in ACCELERATE_DEFAULT.finditer(line)]
        if "mpi" in line:
            processes += [(int(m.group(1)), m) for m in MPI_RANKS.finditer(line)]
        if "NumProcess::" in line:
            processes += [(int(m.group(1)), m) for m in LLMC_PROCESSES.finditer(line)]
        if profiler and line.lstrip().startswith("world size:"):
            processes += [(int(m.group(1)), m) for m in DEEPSPEED_WORLD.finditer(line)]
        if "local_rank: " in line:
            processes += [(int(m.group(1)) + 1, m) for m in TORCH_ELASTIC_FAILED.finditer(line)]
        for count, match in _candidates(line, times) + processes:
            if 2 <= count <= 64 and (best is None or count > best[0]):
                best = (count, _quote(match.group(0), line))
        for match in times:
            listed.setdefault(match.group(2).lower(), (int(match.group(1)), _quote(match.group(0), line)))
    total = sum(count for count, _ in listed.values())
    if len(listed) > 1 and MOST_IN_WORDS >= total >= 2 and (best is None or total > best[0]):
        best = (total, ", ".join(words for _, words in listed.values()))
    return best
