"""Load logs of llama.cpp, the Ollama server, LM Studio and vLLM: layers offloaded, buffer sizes, KV cache, failures.

Reads the lines llama.cpp prints in every generation of its log format
(``llm_load_tensors:`` / ``load_tensors:``, ``llama_kv_cache_init:`` /
``llama_kv_cache_unified:`` / ``llama_kv_cache:``, ``llama_new_context_with_model:`` /
``llama_context:``), with or without an Ollama or journald prefix. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.parsers import (
    ggml_backends,
    log_devices,
    log_ranks,
    mistralrs_map,
    program_devices,
    server_port,
    tf_devices,
    trainer_memory,
    wrapped_lines,
)
from checker.diagnose.parsers.llama_fit import (
    FIT_DEFICIT,
    FIT_DEVICE,
    FIT_OVERFLOW,
    FIT_PROJECTED,
    fit_on_one_device,
)
from checker.diagnose.parsers.oom_patterns import KILLED, OOM, OOM_KEYS
from checker.diagnose.parsers.cpu_fallback import CPU_FALLBACK
from checker.diagnose.parsers.runtime_failures import (
    ABORTED,
    EMPTY_DEVICE_LIST,
    GPU_UNUSABLE,
    GPU_UNUSABLE_KEYS,
    UNSUPPORTED_GPU,
)
from checker.diagnose.parsers.logger_lines import LOGGER_LINE
from checker.diagnose.parsers.runtime_markers import (
    KOBOLD_SPLIT_HEADER,
    LIST_DEVICES,
    LLAMA_BENCH,
    MARKERS,
    OLLAMA_LINE,
    OLLAMA_VERBOSE,
    RECOGNIZED_ONLY,
    VLLM_LINE,
    kobold_split,
)
from checker.diagnose.snapshot import GpuState, LoadFacts, Snapshot

# (ggllm's falcon.cpp of 2023, under LocalAI and others, printed "offloading 0 of 60 layers to GPU, weights offloaded
# 0.00 MB", published_holdout17.)
# (PowerInfer, llama.cpp's fork of late 2023 that splits each layer's neurons between the GPU and the CPU, counts what
# its VRAM budget took: "llm_load_sparse_model_tensors: offloaded layers from VRAM budget(-2147483648 bytes): 81/80",
# published_holdout50.)
OFFLOADED = re.compile(r"offloaded (\d+)/(\d+) layers to GPU|offloading (\d+) of (\d+) layers to GPU"
                       r"|offloaded layers from VRAM budget\([^)\n]{0,40}\): (\d+)/(\d+)")
# llama.cpp of late 2023 (GGUF's first months) summed the weights it kept in system memory and those it put on the GPU:
# "llm_load_tensors: mem required  = 5407.72 MB", "llm_load_tensors: VRAM used: 3577.56 MB" (MB of 2^20 bytes),
# PowerInfer the same under llm_load_sparse_model_tensors. (GGML v3's "llama_model_load_internal: mem required" is
# the whole model's RAM for a CPU run, not read.)
# Its loader naming the GPU backend it was built with ("llm_load_tensors: using CUDA for GPU acceleration", under
# GGML_USE_CUBLAS; published_holdout135, whose "VRAM used" line the paste cut): the layers it counts went to that GPU.
GPU_BUILD_2023 = re.compile(r"llm_load_tensors: using (?:CUDA|ROCm|Metal|Vulkan|SYCL|OpenCL) for GPU acceleration")
OLD_TENSORS = re.compile(r"llm_load_(?:sparse_model_)?tensors: (?:mem required\s*=\s*(?P<cpu>[\d.]+) MB|VRAM used:\s*(?P<gpu>[\d.]+) MB)")
# "CUDA0 model buffer", "CPU_Mapped model buffer" (the file mapped into system memory), "CUDA_Host model buffer"
# (pinned system memory: counted as CPU), "Meta() model buffer" (llama.cpp's tensor-parallel device that splits
# each tensor over the GPUs, counted as GPU memory under the name Meta).
# (An RPC server's device is named by its address: "RPC[localhost:50053] KV buffer size", published_holdout22; a buffer
# split over the GPUs by its backend, --split-mode row or ik_llama.cpp's graph mode, "CUDA_Split KV buffer size",
# published_holdout45. A kind's word is never the backend: a backend the pattern does not know is left unread.)
BUFFER = re.compile(r"(?:\b(?P<backend>RPC\[[^\]\s]{1,80}\]|(?!(?:model|KV|compute|RS|output)\b)[A-Za-z]+\d*?(?:_Host|_Split)?)"
                    r"(?:_Mapped)?|\bMeta\(\))\s+(?P<kind>model |KV |compute |RS )?buffer size =\s+(?P<mib>[\d.]+) MiB")
HOST = re.compile(r"\b([A-Za-z]+\d*)_Host\s+(?:compute |output )buffer size")
# vLLM V1 ("GPU KV cache size: N tokens") and V0 ("maximum number of tokens that can be stored in KV cache (N)",
# "kv_cache_size=X GiB" in its memory profiling line).
VLLM_KV_TOKENS = re.compile(r"(?:GPU KV cache size:\s*([\d,]+) tokens|tokens that can be stored in KV cache \(([\d,]+)\))")
VLLM_KV_MEMORY = re.compile(r"(?:Available KV cache memory:\s*|kv_cache_size=)([\d.]+) ?GiB")
VLLM_MAX_LEN = re.compile(r"estimated maximum model length is\s*(\d+)")
# Ollama 0.2+: msg="inference compute" id=GPU-... library=cuda ... (one line per device; library=cpu when none)
INFERENCE_COMPUTE = re.compile(r"\blibrary=(\w+)")
KINDS = {"model": "model", "KV": "kv", "compute": "compute", "RS": "kv"}
# Ollama's own engine, what it placed where (device.go, 0.12 to 0.33): msg="model weights" device=CUDA0 size="1.4 GiB",
# the same with device=CPU for the layers left in system memory, "kv cache", "compute graph" (buffer= in mid-2025's
# ggml.go); read as llama.cpp's buffers are (published_holdout38 quoted without msg=, published_holdout44 whole).
ENGINE_PLACED = re.compile(r'"(?P<kind>model weights|kv cache|compute graph)" (?:device|buffer)=(?P<backend>[A-Za-z]+\d*) '
                           r'size="(?P<size>[\d.]+) (?P<unit>B|KiB|MiB|GiB|TiB)"')
ENGINE_KINDS = {"model weights": "model", "kv cache": "kv", "compute graph": "compute"}
# Lines that say the GPU cannot be used, and the finding each means. The runtime then runs on the CPU.
WORKING_SET_WARNING = "greater than the recommended max working set size"
# ggml-metal when the GPU gave up on a command buffer: status 5 is MTLCommandBufferStatusError (Apple's
# MTLCommandBufferStatus: ... completed 4, error 5), a failure of any kind; after the working-set warning above
# it is the memory running out (rules.py joins the two).
METAL_FAILED = re.compile(r"command buffer \d+ failed with status 5")
DEVICE_KEYS = ("Device ", "of VRAM memory ready", "ggml_vulkan: Using", "oneAPI device name:", "[SPECS]::", "device count", "too little memory", "ncclCommInitRank", "common_params_fit_impl", "breakdown", "ggml_vulkan:", "ggml_metal", ":gpu:", "CUDA device name", "CUDA totalMem", "CUDA usedMem", "CUDA freeMem",
               "total capac", "total_gpu_memory", "recommendedMaxWorkingSetSize", "MEMSTATS",
               "metal", "MiB free)", "updated VRAM based on", "Free memory on device", "NVRM: Xid",
               'msg="model weights" ', 'msg="kv cache" ', 'msg="compute graph" ', " pid=", "with LUID", "cudaMalloc failed", "--tensor-split", "assigned to device", "buffer type overrid", "to cuda:", "Rank[", "[RANK ", "is using GPU",
               "distributed inference", "GB, total: ", " GB total ", "memory pool is created on device", "pipeline parallelism enabled")
# Ollama's planner line: msg="offload to cuda" layers.requested=-1 layers.model=41 layers.offload=29
# ... memory.available="[6.9 GiB]" ... memory.required.full="9.6 GiB" (server/memory.go, 2024-2025).
# (Quoted with its start elided, the line still says it: '[...] offload to vulkan" layers.requested=-1 ...'.)
OLLAMA_PLAN = re.compile(r'msg=(?:"?offload to (\w+)"?|offload library=(\w+))|offload to (\w+)" layers\.')
OLLAMA_FIELD = re.compile(r'\b(layers\.model|layers\.offload|memory\.available|memory\.required\.full)=("[^"]*"|\S+)')
SIZE = re.compile(r"([\d.]+)\s*(B|KiB|MiB|GiB|TiB)\b")
UNIT_MIB = {"B": 1 / 1024 / 1024, "KiB": 1 / 1024, "MiB": 1.0, "GiB": 1024.0, "TiB": 1024.0 * 1024}


def _mib(value: str) -> list[float]:
    return [float(number) * UNIT_MIB[unit] for number, unit in SIZE.findall(value)]


# Ollama 0.1.x's plan (llm/llama.go, 2023): "3849 MB VRAM available, loading up to 25 GPU layers", beside the model's
# layer count as llama.cpp's loader of the time printed it ("llama_model_load_internal: n_layer    = 32").
OLLAMA_OLD_PLAN = re.compile(r"\d+ MB VRAM available, loading up to (\d+) GPU layers")
# Ollama's own engine (0.12 and later) asking its runner to place the model: msg=load request="{Operation:fit ...
# GPULayers:41[ID:GPU-3be4... Layers:41(0..40)] ...}" beside msg="loading model" "model layers"=41 (0.15.6,
# published_holdout18); the last request (commit after fit) counts.
OLLAMA_LOAD_REQUEST = re.compile(r"load request=\"\{Operation:\w+ .{0,400}?GPULayers:(\d+)")
OLLAMA_MODEL_LAYERS = re.compile(r'"model layers"=(\d+)')
N_LAYER = re.compile(r"^(?:llama_model_load_internal|llm_load_print_meta|print_info): n_layer\s*=\s*(\d+)\s*$")


# Lines that say where the whole model went without counting layers:
# - llama.cpp of late 2023 offloaded the V cache only with n_gpu_layers > n_layer + 1 (every layer and the output on
#   the GPU), printing "llama_kv_cache_init: offloading v cache to GPU" and "VRAM kv self = 400,00 MiB" (its
#   llama_kv_cache_init under GGML_USE_CUBLAS, as published in late 2023);
# - llama.cpp's "load_tensors: offloading output layer to GPU" comes only after every repeating layer, as its wording
#   of 2023-24 did, "llm_load_tensors: offloading non-repeating layers to GPU" (printed where n_gpu_layers > n_layer,
#   llama.cpp's llm_load_tensors of those years; published_holdout132, an Ollama log cut before the "offloaded 28/28");
# - Ollama's scheduler names a runner's size and what of it is in VRAM: runner.size="5.6 GiB" runner.vram="5.6 GiB"
#   (server/sched.go's runner log value, as "ollama ps" derives its CPU/GPU split).
# (Builds of September 2023 printed the V cache's line under llm_load_tensors: "llm_load_tensors: offloading v cache to
# GPU", after "offloading non-repeating layers to GPU", published_holdout43.)
KV_OFFLOADED_2023 = re.compile(r"(?:llama_kv_cache_init|llm_load_tensors): offloading v cache to GPU|llama_kv_cache_init: VRAM kv self = [1-9]")
# (And before GGUF, May-June 2023: "llama_model_load_internal: [cublas] offloading output layer to GPU" after
# "[cublas] offloading 40 layers to GPU" of a 40-layer model, published_holdout189.)
OUTPUT_LAYER_OFFLOADED = re.compile(r"(?:(?:llm_)?load_tensors|llama_model_load_internal): (?:\[cublas\] )?"
                                    r"offloading (?:output layer|non-repeating layers) to GPU")
RUNNER_SIZES = re.compile(r'runner\.size="([\d.]+ [KMGT]?i?B)" runner\.vram="([\d.]+ [KMGT]?i?B)"')
# llama.cpp of 2023 naming how many layers it sends to the GPU before (or without) the "offloaded N/M" count:
# "llama_model_load_internal: [cublas] offloading 0 layers to GPU" (ggml v3, May 2023, published_holdout117) and later
# "llm_load_tensors: offloading 0 repeating layers to GPU". None sent is no layer there (the output layer's own line,
# which follows with -ngl above the layer count, says otherwise and then leaves the share unknown).
NO_LAYER_OFFLOADED = re.compile(r"offloading 0 (?:repeating )?layers to GPU")
# Ollama's scheduler finding room for the whole model on the GPUs of one library (server/sched.go's
# pickBestFullFitByLibrary, 0.3 to 0.11: 'msg="new model will fit in available VRAM, loading" ... library=cuda'), before any
# offload line (published_holdout134, cut before its 29-of-29 plan): every layer on the GPUs. (Its single-GPU wording,
# "... in available VRAM in single GPU, loading", is the same fit on one card; the experts of the pastes that hold it
# alone split, and it is not read.)
FULL_FIT_ON_GPUS = 'msg="new model will fit in available VRAM, loading"'
# Ollama's discovery warning where the user set the devices it may use (discover/runner.go: msg="user overrode visible
# devices" CUDA_VISIBLE_DEVICES=0, 0.2x to 0.33): finding no GPU then is finding none of those it was pointed at.
VISIBLE_DEVICES_OVERRIDE = 'msg="user overrode visible devices"'


def _read_placement(line: str, load: LoadFacts) -> bool:
    if FULL_FIT_ON_GPUS in line and "library=cpu" not in line:
        if load.placement_share is None:
            load.placement_share, load.placement_line = 1.0, line.strip()[:300]
        return True
    if "offloading 0" in line and NO_LAYER_OFFLOADED.search(line):
        if load.placement_share is None:
            load.placement_share, load.placement_line = 0.0, line.strip()[:300]
        return True
    if (("kv_cache_init" in line or "v cache to GPU" in line) and KV_OFFLOADED_2023.search(line)) \
            or ("layers to GPU" in line or "layer to GPU" in line) and OUTPUT_LAYER_OFFLOADED.search(line):
        if load.placement_share == 0.0 and NO_LAYER_OFFLOADED.search(load.placement_line or ""):
            load.placement_share = load.placement_line = None  # the output layer alone on the GPU: a split of unknown size
        else:
            load.placement_share, load.placement_line = 1.0, line.strip()[:300]
        return True
    if "runner.vram=" in line and (sizes := RUNNER_SIZES.search(line)):
        size, vram = _mib(sizes.group(1)), _mib(sizes.group(2))
        if size and vram and size[0] > 0:
            load.placement_share, load.placement_line = min(vram[0] / size[0], 1.0), line.strip()[:300]
            return True
    return False


def _read_plan(line: str, load: LoadFacts) -> bool:
    plan = OLLAMA_PLAN.search(line)
    if not plan:
        return False
    fields = {key: value.strip('"') for key, value in OLLAMA_FIELD.findall(line)}
    load.planned_backend = plan.group(1) or plan.group(2) or plan.group(3)
    if fields.get("layers.model", "").isdecimal():
        load.planned_layers_model = int(fields["layers.model"])
    if fields.get("layers.offload", "").isdecimal():
        load.planned_layers_offload = int(fields["layers.offload"])
    full = _mib(fields.get("memory.required.full", ""))
    load.planned_required_full_mib = full[0] if full else load.planned_required_full_mib
    load.planned_available_mib = _mib(fields.get("memory.available", "")) or load.planned_available_mib
    return True


def _names_a_device(line: str) -> bool:
    return bool(log_devices.devices([line], []))


def looks_like(text: str) -> bool:
    if any(marker in text for marker in MARKERS):
        return True
    return any(carries_facts(line, ()) for line in text.splitlines())


def markers_in(text: str) -> tuple[str, ...]:
    """The markers in ``text``, the only ones its lines can hold: carries_facts tries these, not two hundred a line."""
    return tuple(marker for marker in MARKERS if marker in text)


def gpu_unusable(line: str) -> str | None:
    """The finding code of a line saying the GPU cannot be used (a driver, a library, no device), or None."""
    return found[0] if (found := _unusable(line)) else None


def _unusable(line: str) -> tuple[str, re.Match] | None:
    keyed = any(key in line for key in GPU_UNUSABLE_KEYS)  # (the patterns run only on lines holding a key: see FAILURES)
    return next(((code, match) for pattern, code in GPU_UNUSABLE if (match := pattern.search(line))), None) if keyed else None


def kept(line: str, words: re.Match | None) -> str:
    """A line as kept, at most 300 characters: from its start, or from 60 characters before the words that matter where
    they begin past 240 (prose or a long prefix before them), so the rules still find them and finding.quote shows them."""
    start = words.start() - (len(line) - len(line.lstrip())) - 60 if words and words.start() > 240 else 0
    return line.strip()[max(start, 0):][:300].strip()


# llama.cpp's debug log places each layer ("load_tensors: layer   0 assigned to device CPU, is_swa = 0"; a GPU's name
# otherwise, log_devices.LAYER_ASSIGNED). With no offload count in the paste, layers shown all on the CPU are a model on
# the CPU (the experts of both such pastes read it so, LLamaSharp's and a llama-cpp-python fork's, published_holdout33 and
# 54), and some on a GPU a split. (llama.cpp gives the CPU the first layers of a split: a copy cut after them could be
# the start of one, which neither expert thought; and layers shown all on a GPU may follow CPU layers cut from the copy,
# so they say nothing of the whole, as four experts read them.)
LAYER_ON_DEVICE = re.compile(r"\blayer\s+\d+ assigned to device (\w+)")
# Accelerate's dispatch of a model over a device map that sends part of it to system memory or disk (Transformers'
# device_map="auto" where the GPU cannot hold it all): "Some parameters are on the meta device because they were
# offloaded to the cpu and disk." (accelerate/big_modeling.py, dispatch_model, which warns where the map names "cpu" or
# "disk" beside a GPU; its releases of 2023-24 printed "meta device device"). Part of the model then runs at the CPU's
# speed: the experts of both such pastes read a split (published_holdout162 and 189).
ACCELERATE_OFFLOAD = re.compile(r"Some parameters are on the meta device(?: device)? because they were offloaded to the "
                                r"(?:cpu|disk)(?: and (?:cpu|disk))?")


# A row of llama.cpp's SYCL device table of 2025: "| 1|[level_zero:gpu:1]|  Intel(R) UHD Graphics 770|...".
SYCL_TABLE_ROW = re.compile(r"^\|\s*\d+\|\s*\[", re.MULTILINE)


def carries_facts(line: str, markers: tuple[str, ...] = MARKERS) -> bool:
    """Whether one line is a log line this parser reads (a marker, a load fact, a device, a failure); ``markers``, those
    of MARKERS its text holds (markers_in), where the caller has the text."""
    if "DEVICE ID" in line and KOBOLD_SPLIT_HEADER.match(line):
        return True
    if any(marker in line for marker in markers) or "buffer size" in line \
            or "offload" in line and (OFFLOADED.search(line) or NO_LAYER_OFFLOADED.search(line)):
        return True
    if any(key in line for key in DEVICE_KEYS) and _names_a_device(line) \
            or "(GigaBytes)" in line and log_devices.DEEPSPEED_WORKSPACE.match(line):
        return True
    if gpu_unusable(line) or CPU_FALLBACK.search(line) or "is not supported" in line and UNSUPPORTED_GPU.search(line) \
            or ABORTED.search(line) or server_port.is_port_taken(line):
        return True
    if "TP" in line and log_ranks.SGLANG_PREFIX.match(line.lstrip()):
        return True  # any line of SGLang's ranks
    if ("| model" in line or "| Model" in line or "iB |" in line) and LLAMA_BENCH.search(line.strip()) or OLLAMA_VERBOSE in line or LOGGER_LINE.match(line) \
            or "source=" in line and OLLAMA_LINE.search(line) or "] " in line and VLLM_LINE.search(line):
        return True
    if "SYCL devices:" in line and log_devices.SYCL_FOUND.search(line) or "global mem size" in line and log_devices.SYCL_GLOBAL_MEM.search(line):
        return True  # llama.cpp's SYCL device list of early 2024: its heading and each device's second line
    if "msg=" in line and "offload" in line or "using device" in line or "projected to use" in line \
            or "offload to " in line and OLLAMA_PLAN.search(line) or "offloaded to the" in line and ACCELERATE_OFFLOAD.search(line):
        return True
    if ("KV cache" in line or "maximum model length" in line or "kv_cache_size=" in line) \
            and any(pattern.search(line) for pattern in (VLLM_KV_TOKENS, VLLM_KV_MEMORY, VLLM_MAX_LEN)):
        return True
    lowered = line.lower()
    return any(key in lowered for key in OOM_KEYS) and OOM.search(line) is not None or "Killed" in line and KILLED.match(line) is not None


# SGLang ending its own process tree after a child failed (runtime_markers.ENGINE_LINES keeps the line in the log's
# block): a "Killed" within the next lines is that kill, not the OOM killer (published_holdout127).
SGLANG_SIGQUIT = "SIGQUIT received. signum="


def parse(text: str) -> Snapshot | None:
    if not looks_like(text):
        return None
    snapshot = Snapshot(input_kinds=["runtime log"])
    load = LoadFacts()
    found_load = False
    lines = list(wrapped_lines.logical_lines(text))
    model_layers = None  # the loader's n_layer, for a plan that names only how many layers go to the GPU
    mistralrs: dict[int, str | None] = {}  # mistral.rs's device map: each layer's device, None for the CPU
    repeating: list[int] = []  # the layers mistral.rs counted
    last_weights = -1  # the line of Ollama's last weights line (llama.cpp's follow its layer count)
    layer_devices: list[str] = []  # llama.cpp's debug placement: each layer's device, "CPU" or a GPU's
    kobold = kobold_split(lines)  # KoboldAI's layers on the GPUs and in all
    fit_devices = set(FIT_DEVICE.findall(text)) if "params_fit_impl:" in text else set()  # the devices the fit fills
    found_load = found_load or kobold is not None
    for number, line in enumerate(lines):
        if line.strip() == LIST_DEVICES and number + 1 < len(lines) \
                and not any(log_devices.DEVICE_LIST.search(later) for later in lines[number + 1:]):
            # the heading, then no device line below it (the segmenter keeps the next line, to show the list ended;
            # a backend's own log lines may come between the heading and its devices)
            snapshot.messages.append(EMPTY_DEVICE_LIST)
        if VISIBLE_DEVICES_OVERRIDE in line:
            load.visible_devices_override_line = line.strip()[:300]
            found_load = True
        if (held := log_ranks.models_held(line)) and held > (snapshot.models_loaded_together or 0):
            snapshot.models_loaded_together, snapshot.models_loaded_line = held, line.strip()[:200]
        if "** VRAM, Model: [cuda:" in line and load.placement_share is None:
            # ExLlama (v1) keeps every weight on its CUDA devices: it has no CPU offload to split a model with.
            load.placement_share, load.placement_line = 1.0, line.strip()[:300]
            found_load = True
        if "assigned to device" in line and (assigned := LAYER_ON_DEVICE.search(line)):
            layer_devices.append(assigned.group(1))
            found_load = True
        if "mistralrs_" in line and mistralrs_map.read_line(line, mistralrs, repeating):
            found_load = True
            continue
        if "GPU layers" in line and (old_plan := OLLAMA_OLD_PLAN.search(line)):
            load.planned_layers_offload = int(old_plan.group(1))
            found_load = True
            continue
        if "load request=" in line and (request := OLLAMA_LOAD_REQUEST.search(line)):
            load.planned_layers_offload = int(request.group(1))
            found_load = True
            continue
        if "model layers" in line and (layers := OLLAMA_MODEL_LAYERS.search(line)):
            model_layers = int(layers.group(1))
        if "n_layer" in line and (layers := N_LAYER.match(line.strip())):
            model_layers = int(layers.group(1))
        if ("kv_cache_init" in line or "to GPU" in line or "runner.vram=" in line
                or "offloading 0" in line or FULL_FIT_ON_GPUS in line) and _read_placement(line, load):
            found_load = True
            continue
        # Each regex runs only on lines holding its literal key: a server log can be megabytes long.
        if 'inference compute" ' in line:
            library = INFERENCE_COMPUTE.search(line)
            if library:
                load.compute_libraries.append(library.group(1).lower())
                load.compute_line = load.compute_line or line.strip()[:300]
                found_load = True
                continue
        if ("using device" in line or "projected to use" in line) and _read_devices(line, load):
            found_load = True
            continue
        if FIT_DEFICIT in line or "overflowing)" in line and (overflow := FIT_OVERFLOW.search(line)):
            # (A single device has no next one: its first overflowing layer's part is in system memory too.)
            if FIT_DEFICIT in line or int(overflow.group("part")) >= 2 or int(overflow.group("part")) == 1 and len(fit_devices) <= 1:
                load.experts_in_system_memory_line = line.strip()[:300]
            found_load = True
            continue
        if ("msg=" in line and "offload" in line or "offload to " in line) and _read_plan(line, load):
            found_load = True
            continue
        if "offloaded to the" in line and (accelerate := ACCELERATE_OFFLOAD.search(line)):
            load.offloaded_line = load.offloaded_line or kept(line, accelerate)
            found_load = True
            continue
        offloaded = OFFLOADED.search(line) if "offload" in line else None
        if offloaded:
            done, total = next((offloaded.group(i), offloaded.group(i + 1)) for i in (1, 3, 5) if offloaded.group(i))
            # (PowerInfer counts the output layer beyond the model's, "81/80": every layer.)
            load.layers_offloaded, load.layers_total = min(int(done), int(total)), int(total)
            # Ollama's engine (ml/backend/ggml/ggml.go, v0.24.0) counts only the layers it placed on a GPU device: a
            # positive count is a GPU in use, whatever buffer lines a paste shows (published_holdout112's grep).
            load.offload_counted_on_devices = 'msg="offloaded ' in line or load.offload_counted_on_devices
            found_load = True
            continue
        if "for GPU acceleration" in line and GPU_BUILD_2023.search(line):
            load.offload_counted_on_devices = True
        if "llm_load_" in line and (old_sums := OLD_TENSORS.search(line)):
            # counted as the weights' buffers: "CUDA" for the GPU's (the 2023 builds that printed it were CUDA or HIP)
            backend, mib = ("CPU", old_sums.group("cpu")) if old_sums.group("cpu") else ("CUDA", old_sums.group("gpu"))
            per_backend = load.buffers_mib.setdefault(backend, {})
            per_backend["model"] = per_backend.get("model", 0.0) + float(mib)
            found_load = True
            continue
        placed = ENGINE_PLACED.search(line) if '" device=' in line or '" buffer=' in line else None
        if placed:
            per_backend = load.buffers_mib.setdefault(placed.group("backend"), {})
            kind = ENGINE_KINDS[placed.group("kind")]
            per_backend[kind] = per_backend.get(kind, 0.0) + float(placed.group("size")) * UNIT_MIB[placed.group("unit")]
            last_weights = number if kind == "model" else last_weights
            load.engine_placed = found_load = True
            continue
        buffer = BUFFER.search(line) if "buffer size" in line else None
        if buffer and "output buffer" not in line:
            backend = buffer.group("backend") or "Meta"
            if backend.endswith("_Host") or HOST.search(line):
                host = backend.removesuffix("_Host") if backend.endswith("_Host") else HOST.search(line).group(1)
                if host not in load.host_buffer_backends:
                    load.host_buffer_backends.append(host)
                backend = "CPU"  # pinned host memory is system RAM
            kind = KINDS.get((buffer.group("kind") or "model ").strip(), "model")
            per_backend = load.buffers_mib.setdefault(backend, {})
            per_backend[kind] = per_backend.get(kind, 0.0) + float(buffer.group("mib"))
            found_load = True
            continue
        for pattern, attribute, kind in ((VLLM_KV_TOKENS, "kv_cache_tokens", int), (VLLM_KV_MEMORY, "kv_cache_gib", float),
                                         (VLLM_MAX_LEN, "max_model_len_estimate", int)):
            if "KV cache" not in line and "maximum model length" not in line and "kv_cache_size=" not in line:
                break
            vllm = pattern.search(line)
            if vllm:
                value = next(group for group in vllm.groups() if group is not None)
                setattr(load, attribute, kind(value.replace(",", "")))
                found_load = True
        lowered = line.lower()
        oom = OOM.search(line) if any(key in lowered for key in OOM_KEYS) else None
        # (Not where SGLang has just said it is ending its own processes: "SIGQUIT received. ... It usually means one
        # child failed." then "Killed" is its kill of the process tree, not the OOM killer; published_holdout127.)
        if "Killed" in line and KILLED.match(line) \
                and not any(SGLANG_SIGQUIT in earlier for earlier in lines[max(number - 3, 0):number]):
            snapshot.messages.append(line.strip())
        unusable = None if oom else _unusable(line)
        if oom or unusable or WORKING_SET_WARNING in line or ABORTED.search(line) \
                or "failed with status" in line and METAL_FAILED.search(line):
            snapshot.messages.append(kept(line, oom or (unusable[1] if unusable else None)))
        if load.unsupported_gpu_line is None and "is not supported" in line and UNSUPPORTED_GPU.search(line):
            load.unsupported_gpu_line = kept(line, UNSUPPORTED_GPU.search(line))
            found_load = True
        if load.cpu_fallback_line is None and (fallback := CPU_FALLBACK.search(line)):
            load.cpu_fallback_line = kept(line, fallback)
            found_load = bool(fallback)
    if load.layers_total is None and load.placement_share is None and len(fit_devices) == 1 and "start filling" in text:
        found_load = fit_on_one_device(lines, load) or found_load
    load.ends_on_weights = last_weights >= 0 and not any(line.strip() for line in lines[last_weights + 1:])
    if server_port.mentions(text) and (taken := server_port.unresolved(lines)) is not None:
        # a server that could not listen on its port, and did not start after (server_port)
        snapshot.messages.append(kept(lines[taken], server_port.PORT_TAKEN.search(lines[taken])))
    snapshot.gpus = log_devices.devices(lines, list(load.buffers_mib)) or tf_devices.devices(lines) \
        or program_devices.triton_gpus(lines)
    snapshot.gpus = trainer_memory.with_memory(snapshot.gpus, lines)
    # (CUDA passed over for another backend's devices is no failure: ggml_backends)
    if snapshot.gpus and (passed := {kept(lines[number], None) for number in ggml_backends.passed_over(lines)}):
        snapshot.messages = [message for message in snapshot.messages if message not in passed]
    if (listed := log_devices.SYCL_FOUND.search(text)) and 0 < len(SYCL_TABLE_ROW.findall(text)) < int(listed.group(1)):
        # llama.cpp's SYCL table (of 2025) with fewer rows than the devices it says it found: cut where the paste ends
        # there (published_holdout30: "found 6 SYCL devices:" and two rows; the list of 2024 has no such rows).
        snapshot.stops_early = True
    if mistralrs:
        mistralrs_map.place(mistralrs, repeating, load, snapshot)
    if kobold and load.layers_total is None:
        load.layers_offloaded, load.layers_total = kobold
    if "CPU" in layer_devices and load.layers_total is None and load.placement_share is None:
        on_gpu = sum(device != "CPU" for device in layer_devices)
        load.placement_share = on_gpu / len(layer_devices)
        load.placement_line = (f"{len(layer_devices)} layers assigned to device CPU" if not on_gpu
                               else f"{on_gpu} of the {len(layer_devices)} layers shown assigned to a GPU")
    if not snapshot.gpus and len(load.planned_available_mib) > 1:
        # Ollama's plan names one free-memory figure per GPU it splits over (memory.available="[22.8 GiB 22.7 GiB]").
        snapshot.gpus = [GpuState(index=index) for index in range(len(load.planned_available_mib))]
    if found_load:
        if load.planned_layers_model is None and load.planned_layers_offload is not None and model_layers:
            load.planned_layers_model = model_layers
            load.planned_layers_offload = min(load.planned_layers_offload, model_layers)
        if load.layers_total is None and load.planned_layers_model is not None and load.cpu_fallback_line is None:
            # No llama.cpp line in the excerpt: the plan is what Ollama passed as --n-gpu-layers (unless it then
            # fell back to the CPU, or started a CPU runner that cannot offload).
            load.layers_offloaded, load.layers_total = load.planned_layers_offload, load.planned_layers_model
        snapshot.load = load
    if not found_load and not snapshot.messages and not snapshot.gpus and not any(marker in text for marker in RECOGNIZED_ONLY) \
            and not LLAMA_BENCH.search(text) and not LOGGER_LINE.search(text) \
            and not ("source=" in text and OLLAMA_LINE.search(text)) and not VLLM_LINE.search(text):
        return None
    return snapshot


def _read_devices(line: str, load: LoadFacts) -> bool:
    using = log_devices.USING_DEVICE.search(line)
    if using:
        load.device_free_mib[using.group("device")] = float(using.group("free"))
        return True
    projected = FIT_PROJECTED.search(line)
    if projected:
        load.fit_projected_mib, load.fit_free_mib = float(projected.group(1)), float(projected.group(2))
        return True
    return False
