"""Where the model runs: the rules that read a load's placement (layers, buffers, plans, Ollama's CPU/GPU split, runners
sharing a GPU) into findings. Split from checker.diagnose.rules, which runs them. Plain Python.
"""

from __future__ import annotations

import re

from checker.diagnose.finding import Finding
from checker.diagnose.finding import mib as _mib
from checker.diagnose.finding import quote as _quote
from checker.diagnose.parsers import cpu_fallback, oom_patterns, runtime_failures, runtime_log
from checker.diagnose.snapshot import Snapshot

# Meta: llama.cpp's tensor-parallel device, whose buffers are split over the GPUs.
# RPC[host:port]: a device that llama.cpp's RPC backend reaches on another process or host (rpc-server runs a GPU
# backend there).
GPU_BACKEND = re.compile(r"^(CUDA|ROCm|Vulkan|SYCL|MTL|Metal|OpenCL|CANN|MUSA|Kompute)\d*(?:_Split)?$|^Meta$|^RPC\[")
# With every layer offloaded, system RAM keeps the token embeddings (a few hundred MiB); more than this
# and a tenth of the weights means the experts of an MoE model stayed there (--n-cpu-moe, -ot exps=CPU).
CPU_WEIGHTS_OF_A_FULL_OFFLOAD_MIB = 2048


def _model_mib(load, gpu: bool) -> float:
    return sum(kinds.get("model", 0.0) for backend, kinds in load.buffers_mib.items() if bool(GPU_BACKEND.match(backend)) == gpu)


def _uses_gpu(snapshot: Snapshot) -> bool:
    load = snapshot.load
    if any(model.gpu_pct for model in snapshot.models):
        return True
    if load is None:
        return False
    if any(GPU_BACKEND.match(backend) for backend in load.buffers_mib):
        return True
    return bool(load.layers_offloaded) and not load.buffers_mib


def _kv_split(load) -> tuple[float, float] | None:
    """(MiB of KV cache on the GPUs, MiB in system memory) where the log shows both, else None."""
    gpu = sum(kinds.get("kv", 0.0) for backend, kinds in load.buffers_mib.items() if GPU_BACKEND.match(backend))
    cpu = load.buffers_mib.get("CPU", {}).get("kv", 0.0)
    return (gpu, cpu) if gpu > 0 and cpu > 0 else None


def _context_on_cpu_only(load) -> bool:
    """Whether the log's context buffers (KV cache and compute) are all in system memory, with no GPU backend in it."""
    cpu = load.buffers_mib.get("CPU", {})
    return (cpu.get("kv", 0.0) > 0 and cpu.get("compute", 0.0) > 0 and not load.host_buffer_backends
            and not any(GPU_BACKEND.match(backend) for backend in load.buffers_mib))


def _offload(load) -> list[Finding]:
    quote = f"offloaded {load.layers_offloaded}/{load.layers_total} layers to GPU"
    if load.planned_layers_model is not None and load.planned_required_full_mib:
        available = " + ".join(f"{mib / 1024:.1f} GiB" for mib in load.planned_available_mib) or "?"
        quote += (f"; Ollama planned {load.planned_layers_offload}/{load.planned_layers_model} layers: the whole model needs "
                  f"{load.planned_required_full_mib / 1024:.1f} GiB, {available} available")
    gpu_weights, cpu_weights = _model_mib(load, True), _model_mib(load, False)
    # A partial offload whose pinned host buffers name a GPU backend (CUDA_Host model buffer: the CPU layers' weights,
    # pinned for that backend) had its GPU buffer lines cut from the paste: its split stands.
    cut_before_gpu_buffers = (load.layers_total and load.layers_offloaded is not None and load.layers_offloaded < load.layers_total
                              and any(GPU_BACKEND.match(backend) for backend in load.host_buffer_backends))
    if load.layers_offloaded and load.buffers_mib and not any(GPU_BACKEND.match(backend) for backend in load.buffers_mib) \
            and not cut_before_gpu_buffers and not load.offload_counted_on_devices:
        # A build without GPU support (or a runtime that lost its GPU) still counts the layers it was asked to offload.
        return [Finding("cpu_only", "critical", "The log says the layers went to the GPU, but every buffer is in system memory",
                        "This build has no GPU backend, or the GPU was not found: use a CUDA/ROCm/Vulkan/Metal build and check "
                        "the device lines at the start of the log.", f"{quote}, yet no GPU buffer: "
                        + ", ".join(f"{backend} {sum(kinds.values()):,.0f} MiB" for backend, kinds in load.buffers_mib.items()))]
    if load.layers_offloaded == load.layers_total:
        if cpu_weights > CPU_WEIGHTS_OF_A_FULL_OFFLOAD_MIB and gpu_weights < 0.01 * (gpu_weights + cpu_weights) \
                and not load.offload_counted_on_devices:
            # "offloaded 33/33 layers" beside a 1 MiB GPU buffer and 15 GiB mapped in system memory: the layers
            # were assigned to a device that holds none of their weights (a build or a runtime that lost its GPU).
            return [Finding("cpu_only", "critical", "The log says the layers went to the GPU, but their weights are in system memory",
                            "The GPU holds almost none of the weights: check the device lines at the start of the log and "
                            "that the runtime's GPU backend loaded.",
                            f"{quote}; {cpu_weights:,.0f} MiB of weights in system memory, {gpu_weights:,.2f} MiB on the GPUs")]
        if gpu_weights and cpu_weights > max(CPU_WEIGHTS_OF_A_FULL_OFFLOAD_MIB, 0.1 * (gpu_weights + cpu_weights)):
            return [Finding("partial_offload", "warning", "Every layer is on the GPU, but part of the weights stayed in system memory",
                            "The experts of an MoE model kept on the CPU (--n-cpu-moe, -ot exps=CPU) run at the CPU's speed: lower "
                            "--n-cpu-moe as far as memory allows.",
                            f"{quote}; {cpu_weights:,.0f} MiB of weights in system memory, {gpu_weights:,.0f} MiB on the GPUs")]
        return [Finding("full_gpu", "ok", "Every layer is on the GPU", "Nothing to do.", quote)]
    if load.layers_offloaded == 0:
        return [Finding("cpu_only", "critical", "No layer is on the GPU", "Check that the build has GPU support and that -ngl / num_gpu is not 0.", quote)]
    return [Finding("partial_offload", "warning", "Part of the model runs on the CPU", "Raise -ngl if memory allows, or make the model smaller.", quote)]


# A process that holds one loaded model: Ollama's runners (ollama_llama_server before 0.6, the ollama binary
# itself since), llama.cpp's server. Below this much memory it is a server that loaded nothing.
RUNNER = re.compile(r"(ollama_llama_server|(^|[/\\])ollama(\.exe)?(\s+runner\b.*)?$|llama[-_]server)", re.IGNORECASE)
RUNNER_MIN_MIB = 500


def _runners_sharing_a_gpu(snapshot: Snapshot) -> list:
    by_gpu: dict = {}
    for process in snapshot.processes:
        if RUNNER.search(process.name.strip()) and (process.memory_mib or 0) >= RUNNER_MIN_MIB:
            by_gpu.setdefault(process.gpu_index, []).append(process)
    return next((runners for runners in by_gpu.values() if len(runners) > 1), [])


def found_no_gpu(snapshot: Snapshot) -> bool:
    """Ollama's discovery found the CPU alone (its only "inference compute" line is library=cpu) and nothing was placed."""
    load = snapshot.load
    return bool(load and load.compute_libraries and set(load.compute_libraries) == {"cpu"} and not load.layers_total
                and not snapshot.models)


def told_devices_not_found(snapshot: Snapshot) -> Finding | None:
    """Ollama found no GPU after the user named the devices to use: a device missing from where Ollama runs, or IDs
    that do not name one (published_holdout113 and 117: two experts read it so). The rules add it where no failure line
    already said that no device was found."""
    if not found_no_gpu(snapshot) or not snapshot.load.visible_devices_override_line:
        return None
    return Finding("no_devices", "critical", "Ollama found none of the GPUs it was told to use",
                   "CUDA_VISIBLE_DEVICES (or HIP_VISIBLE_DEVICES, GGML_VK_VISIBLE_DEVICES) is set, and no GPU was found: "
                   "check the IDs against nvidia-smi -L (UUIDs do not shift), or unset it and restart Ollama.",
                   snapshot.load.visible_devices_override_line)


def placement_findings(snapshot: Snapshot) -> list[Finding]:
    findings = []
    together = snapshot.models_loaded_together or len(snapshot.models)
    runners = _runners_sharing_a_gpu(snapshot)
    if together <= 1 and runners:
        findings.append(Finding("multiple_models_loaded", "info", f"{len(runners)} models are loaded on one GPU",
                                "Each model runner holds its own weights and KV cache: unload the ones you do not use "
                                "(ollama stop <name>, or stop the extra llama-server).",
                                ", ".join(f"{p.name} (PID {p.pid}) {_mib(p.memory_mib)} MiB" for p in runners)))
    if together > 1:
        findings.append(Finding("multiple_models_loaded", "info", f"{together} models are loaded", "They share the GPU memory; unload the ones you do not use (ollama stop <name>).",
                                ", ".join(m.name for m in snapshot.models) or snapshot.models_loaded_line
                                or f'"loaded runners" count={together}'))
    for model in snapshot.models:
        if model.gpu_pct is None:
            continue
        if model.gpu_pct >= 100:
            findings.append(Finding("full_gpu", "ok", f"{model.name} runs entirely on the GPU", "Nothing to do.", f"{model.name}: 100% GPU"))
        elif model.gpu_pct <= 0:
            findings.append(Finding("cpu_only", "critical", f"{model.name} runs on the CPU only", "See why Ollama did not use the GPU.", f"{model.name}: 100% CPU"))
        else:
            findings.append(Finding("partial_offload", "warning", f"{model.name} is split between CPU and GPU",
                                    "Generation runs at the speed of the CPU part: make it fit (smaller quantization, shorter context).",
                                    f"{model.name}: {model.cpu_pct:.0f}%/{model.gpu_pct:.0f}% CPU/GPU"))
    load = snapshot.load
    if found_no_gpu(snapshot):
        findings.append(Finding("cpu_only", "critical", "Ollama found no GPU to use", "Every model will run on the CPU: see why Ollama's "
                                "GPU discovery failed (driver, container access, or an unsupported card).", load.compute_line or ""))
    # What the runtime planned to place (the fit's experts, the placement share) is where the model is unless an
    # allocation then failed.
    plan_held = load is not None and not load.layers_total and not any(oom_patterns.OOM.search(line) for line in snapshot.messages)
    if load and load.layers_total:
        findings += _offload(load)
    elif plan_held and load.experts_in_system_memory_line:
        findings.append(Finding("partial_offload", "warning", "llama.cpp's fit kept part of the experts in system memory",
                                "The model does not fit the GPU whole, so the experts of some layers run at the CPU's speed: "
                                "shorten the context (-c) or use a smaller quantization to bring them onto the GPU.",
                                load.experts_in_system_memory_line))
    elif plan_held and load.offloaded_line:
        findings.append(Finding("partial_offload", "warning", "Part of the model was offloaded to system memory",
                                "Accelerate's device map (Transformers' device_map=\"auto\") put the layers the GPU could not "
                                "hold in system memory or on disk, and they run far slower there: load it quantized (4-bit "
                                "with bitsandbytes, or an AWQ/GPTQ build), shorten what else the GPU holds, or check "
                                "model.hf_device_map for the layers on 'cpu' or 'disk'.", load.offloaded_line))
    elif plan_held and load.placement_share is not None:
        share, quote = load.placement_share, load.placement_line or ""
        if share >= 0.999:
            findings.append(Finding("full_gpu", "ok", "The whole model is on the GPU", "Nothing to do.", quote))
        elif share <= 0:
            findings.append(Finding("cpu_only", "critical", "No part of the model is on the GPU",
                                    "Check that the build has GPU support and that -ngl / num_gpu is not 0.", quote))
        else:
            findings.append(Finding("partial_offload", "warning", f"{share:.0%} of the model is on the GPU, the rest on the CPU",
                                    "Generation runs at the speed of the CPU part: make it fit (smaller quantization, shorter "
                                    "context) or raise the layers on the GPU if memory allows.", quote))
    elif load and not load.layers_total and _model_mib(load, True) and _model_mib(load, False) > max(
            CPU_WEIGHTS_OF_A_FULL_OFFLOAD_MIB, 0.1 * (_model_mib(load, True) + _model_mib(load, False))):
        # No layer count in the paste, but the weights are split: more in system memory than a full offload leaves
        # there (Ollama's msg="model weights" device=CUDA0 size="1.4 GiB" then device=CPU size="6.5 GiB",
        # published_holdout44).
        gpu_weights, cpu_weights = _model_mib(load, True), _model_mib(load, False)
        findings.append(Finding("partial_offload", "warning", "Part of the model runs on the CPU",
                                "Generation runs at the speed of the CPU part: make it fit (smaller quantization, shorter "
                                "context) or raise the layers on the GPU if memory allows.",
                                f"{cpu_weights:,.0f} MiB of weights in system memory, {gpu_weights:,.0f} MiB on the GPUs"))
    elif load and not load.layers_total and load.engine_placed and _model_mib(load, True) and not _model_mib(load, False) \
            and any(kinds.get("kv") or kinds.get("compute") for kinds in load.buffers_mib.values()):
        # Ollama's engine lists the weights of each device it placed them on, the CPU's too, then the cache and the
        # graph: weights on the GPUs alone, with the listing past them, is every layer there (published_holdout48).
        findings.append(Finding("full_gpu", "ok", "The whole model is on the GPU", "Nothing to do.",
                                ", ".join(f"{backend} weights {kinds['model']:,.0f} MiB"
                                          for backend, kinds in load.buffers_mib.items() if kinds.get("model"))))
    elif load and not load.layers_total and not _model_mib(load, False) and _kv_split(load):
        # No layer count and no weights' buffers in the paste, but each layer's cache sits with its layer: a cache split
        # between a GPU and system memory is a model split between them (with --no-kv-offload all of it is in system
        # memory, none on a GPU).
        gpu_kv, cpu_kv = _kv_split(load)
        findings.append(Finding("partial_offload", "warning", "Part of the model runs on the CPU",
                                "Its KV cache is split between the GPU and system memory, as its layers are: raise -ngl if memory "
                                "allows, or make the model smaller.",
                                f"KV cache {gpu_kv:,.0f} MiB on the GPU, {cpu_kv:,.0f} MiB in system memory"))
    elif load and not load.layers_total and not load.buffers_mib.get("CPU", {}).get("model") and _context_on_cpu_only(load):
        # No layer count and no weights' buffers in the paste, but the context's buffers (KV cache and the compute
        # buffer) are all in system memory and no GPU backend holds any: llama.cpp gives every backend it runs layers
        # on a compute buffer of its own, so no layer is on a GPU (published_holdout19's Ollama log).
        gpu_in_sight = bool(snapshot.gpus)
        findings.append(Finding("cpu_only", "critical" if gpu_in_sight else "warning", "The model runs on the CPU",
                                "Its KV cache and compute buffer are in system memory and no GPU holds a buffer: check -ngl / "
                                "num_gpu and the device lines at the start of the log."
                                + ("" if gpu_in_sight else " If this machine has no GPU to use, this is expected."),
                                "CPU KV buffer {kv:,.0f} MiB, CPU compute buffer {compute:,.0f} MiB".format(**load.buffers_mib["CPU"])))
    elif load and not load.layers_total and _model_mib(load, False) and not _model_mib(load, True) and not load.ends_on_weights:
        # No "offloaded N/M layers" line in the paste, but the weights' buffers say it: all in system memory
        # (a GPU compute buffer beside them only serves the prompt batches).
        # Critical where the paste shows a GPU that was left unused; a machine or build with none in sight may
        # run on the CPU on purpose, so there it is said without alarm.
        gpu_in_sight = bool(snapshot.gpus) or any(GPU_BACKEND.match(backend) for backend in load.buffers_mib)
        findings.append(Finding("cpu_only", "critical" if gpu_in_sight else "warning", "Every layer's weights are in system memory",
                                "No layer was offloaded: check -ngl / num_gpu and the device lines at the start of the log."
                                + ("" if gpu_in_sight else " If this machine has no GPU to use, this is expected."),
                                ", ".join(f"{backend} model buffer {kinds['model']:,.0f} MiB"
                                          for backend, kinds in load.buffers_mib.items() if kinds.get("model"))))
    if not any(f.code == "cpu_only" for f in findings) and not _uses_gpu(snapshot):
        fallback = load.cpu_fallback_line if load else None
        if fallback and runtime_failures.guess_contradicted(fallback, bool(snapshot.gpus)):
            fallback = None
        # (A library that failed to load while Ollama's discovery still took up a GPU, as its compute line says, was
        # one of several it tried: no fallback.)
        discovered = load is not None and any(library != "cpu" for library in load.compute_libraries)
        if load and not fallback and not discovered:
            fallback = load.unsupported_gpu_line  # the card found is not supported, and no other was taken up
        aborted = any(runtime_failures.ABORTED.search(line) for line in snapshot.messages)
        failure = None if discovered or aborted else next((line for line in snapshot.messages if runtime_log.gpu_unusable(line)
                                                and not any(p.search(line) for p in runtime_failures.STOPS_THE_RUN)
                                                and not runtime_failures.guess_contradicted(line, bool(snapshot.gpus))), None)
        if fallback or failure:
            findings.append(Finding("cpu_only", "critical", "The runtime runs on the CPU", "It could not use the GPU: fix what the line "
                                    "quoted says, then load the model again and check the layers offloaded.",
                                    _quote(fallback or failure, *runtime_failures.UNUSABLE_PATTERNS, cpu_fallback.CPU_FALLBACK,
                                           runtime_failures.UNSUPPORTED_GPU)))
    return findings
