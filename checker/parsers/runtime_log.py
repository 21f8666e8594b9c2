"""Load logs of llama.cpp, the Ollama server, LM Studio and vLLM: layers offloaded, buffer sizes, KV cache, failures.

Reads the lines llama.cpp prints in every generation of its log format
(``llm_load_tensors:`` / ``load_tensors:``, ``llama_kv_cache_init:`` /
``llama_kv_cache_unified:`` / ``llama_kv_cache:``, ``llama_new_context_with_model:`` /
``llama_context:``), with or without an Ollama or journald prefix. Plain Python.
"""

from __future__ import annotations

import re

from checker.snapshot import LoadFacts, Snapshot

OFFLOADED = re.compile(r"offloaded (\d+)/(\d+) layers to GPU")
BUFFER = re.compile(r"\b(?P<backend>[A-Za-z]+\d*?)(?:_Mapped|_Host)?\s+(?P<kind>model |KV |compute |RS )?buffer size =\s+(?P<mib>[\d.]+) MiB")
HOST = re.compile(r"\b([A-Za-z]+\d*)_Host\s+(?:compute |output )buffer size")
OOM = re.compile(
    r"(cudaMalloc failed: out of memory|CUDA error: out of memory|CUDA out of memory|failed to allocate \w+ buffer of size"
    r"|unable to allocate \w+ buffer|OutOfMemoryError|hipErrorOutOfMemory|kIOGPUCommandBufferCallbackErrorOutOfMemory"
    r"|ErrorOutOfDeviceMemory|graph_reserve: failed to allocate compute buffers)",
    re.IGNORECASE,
)
VLLM_KV_TOKENS = re.compile(r"GPU KV cache size:\s*([\d,]+) tokens")
VLLM_KV_MEMORY = re.compile(r"Available KV cache memory:\s*([\d.]+) GiB")
VLLM_MAX_LEN = re.compile(r"estimated maximum model length is\s*(\d+)")
MARKERS = ("GPU KV cache size:", "Available KV cache memory:", "load_tensors:", "llm_load_tensors:", "llama_model_loader:", "llama_context:", "llama_new_context_with_model:",
           "llama_kv_cache", "ggml_cuda_init:", "msg=\"offload", "msg=offload", "source=server.go")
KINDS = {"model": "model", "KV": "kv", "compute": "compute", "RS": "kv"}


def looks_like(text: str) -> bool:
    return any(marker in text for marker in MARKERS) or bool(OOM.search(text))


def parse(text: str) -> Snapshot | None:
    if not looks_like(text):
        return None
    snapshot = Snapshot(input_kinds=["runtime log"])
    load = LoadFacts()
    found_load = False
    for line in text.splitlines():
        offloaded = OFFLOADED.search(line)
        if offloaded:
            load.layers_offloaded, load.layers_total = int(offloaded.group(1)), int(offloaded.group(2))
            found_load = True
            continue
        buffer = BUFFER.search(line)
        if buffer and "output buffer" not in line:
            backend = buffer.group("backend")
            if HOST.search(line):
                backend = "CPU"  # pinned host memory is system RAM
            kind = KINDS.get((buffer.group("kind") or "model ").strip(), "model")
            per_backend = load.buffers_mib.setdefault(backend, {})
            per_backend[kind] = per_backend.get(kind, 0.0) + float(buffer.group("mib"))
            found_load = True
            continue
        for pattern, attribute, kind in ((VLLM_KV_TOKENS, "kv_cache_tokens", int), (VLLM_KV_MEMORY, "kv_cache_gib", float),
                                         (VLLM_MAX_LEN, "max_model_len_estimate", int)):
            vllm = pattern.search(line)
            if vllm:
                setattr(load, attribute, kind(vllm.group(1).replace(",", "")))
                found_load = True
        if OOM.search(line):
            snapshot.messages.append(line.strip()[:300])
    if found_load:
        snapshot.load = load
    if not found_load and not snapshot.messages:
        return None
    return snapshot
