"""Which knowledge-base article explains a finding, for the runtime the paste comes from.

One code can mean different things to fix: a CPU/GPU split in ``ollama ps`` is explained by the
article on Ollama's spill to system memory, the same split in a llama.cpp log by the one on
``-ngl``, and in an MoE log whose experts stayed on the CPU by the one on expert offload. An "ok"
finding links no article. Every article named here lists the code in its ``finding_codes``
(tests/checker/diagnose/test_articles.py holds it). Plain Python, no Django import.
"""

from __future__ import annotations

from checker.diagnose.parsers import nvidia_smi_failure, oom_patterns, runtime_failures
from checker.diagnose.snapshot import Snapshot

# code -> {runtime: slug}; "" is any runtime (and a paste that names none). None: no article.
ARTICLES: dict[str, dict[str, str | None]] = {
    "vram_nearly_full": {"": "other-processes-holding-vram"},
    "vram_headroom_ok": {"": None},
    "other_gpu_consumers": {"": "other-processes-holding-vram"},
    "llm_process_on_gpu": {"": None},
    "no_llm_process_on_gpu": {"": "ollama-cpu-fallback", "llama.cpp": "no-cuda-device-cpu-build"},
    "gpu_idle": {"": "low-gpu-utilization"},
    "high_temperature": {"": "thermal-throttling"},
    "power_capped": {"": "power-limit-throttling"},
    "partial_offload": {"": "vram-spill-partial-offload", "llama.cpp": "llama-cpp-gpu-layers", "moe": "moe-expert-offload",
                        "lmstudio": "lm-studio-gpu-offload"},
    "cpu_only": {"": "ollama-cpu-fallback", "llama.cpp": "no-cuda-device-cpu-build", "lmstudio": "lm-studio-gpu-offload"},
    "full_gpu": {"": "reading-ollama-ps", "llama.cpp": "llama-cpp-gpu-layers", "lmstudio": "lm-studio-gpu-offload"},
    "multiple_models_loaded": {"": "reading-ollama-ps"},
    "multi_gpu": {"": "multi-gpu-split"},
    "driver_error": {"": "nvidia-smi-cannot-communicate", "smi-failed": "nvidia-smi-cannot-communicate",
                     "container-cli": "docker-nvidia-container-toolkit",
                     "ollama": "ollama-cpu-fallback", "llama.cpp": "no-cuda-device-cpu-build",
                     "driver-too-old": "no-cuda-device-cpu-build",
                     "rocm": "rocm-unsupported-gpu", "xid": "cuda-illegal-memory-access-xid",
                     "no-kernel": "cuda-no-kernel-image-available", "vulkan-lost": "vulkan-backend-problems",
                     "nvrm-init": "nvidia-smi-cannot-communicate"},
    "driver_mismatch": {"": "driver-library-version-mismatch", "driver-too-old": "no-cuda-device-cpu-build"},
    "no_devices": {"": "no-cuda-device-cpu-build", "container": "docker-nvidia-container-toolkit"},
    "out_of_memory": {"": "cuda-out-of-memory", "vllm-kv": "vllm-kv-cache-too-small", "vllm": "vllm-out-of-memory-at-startup",
                      "mlx": "mlx-model-does-not-fit-mac", "killed": "runner-killed-out-of-system-ram"},
    "port_in_use": {"": "port-already-in-use"},
    "clocks_throttled": {"": "power-limit-throttling", "thermal": "thermal-throttling"},
    "pcie_link_degraded": {"": "pcie-link-degraded"},
    "wsl": {"": "wsl2-gpu-access"},
    "mig": {"": "multi-gpu-split"},
    "truncated": {"": "collecting-gpu-diagnostics"},
    "unrecognized_input": {"": "collecting-gpu-diagnostics"},
}


def contexts(snapshot: Snapshot, evidence: str = "") -> list[str]:
    """What the paste says about where the finding happens, most specific first."""
    found = []
    load = snapshot.load
    kinds = set(snapshot.input_kinds)
    names = " ".join(p.name.lower() for p in snapshot.processes)
    lowered = evidence.lower()
    if any(phrase in lowered for phrase in ("no kernel image is available", "current pytorch installation",
                                            "no longer supports this gpu", "which is of compute capability",
                                            "which is of cuda capability", "does not has any binary")):
        found.append("no-kernel")
    if nvidia_smi_failure.crashed(evidence) or nvidia_smi_failure.exit_status(evidence) not in (None, 15):
        found.append("smi-failed")  # its article's sections on nvidia-smi crashing or failing, before the log's runtime
    if runtime_failures.VULKAN_DEVICE_LOST.search(evidence):
        found.append("vulkan-lost")
    if runtime_failures.NVRM_INIT_FAILED.search(evidence):
        found.append("nvrm-init")  # the kernel module failing to start a card: the article's section on the module and GPU
    if "driver on your system is too old" in lowered or "insufficient for cuda runtime" in lowered \
            or "cuda-version is higher than driver-version" in lowered:
        found.append("driver-too-old")
    if "rocblas" in lowered or "rocm" in lowered or "hip" in lowered.split() or "hsa_status_error" in lowered:
        found.append("rocm")
    if "slowdown" in lowered and "thermal" in lowered:
        found.append("thermal")
    if "nvidia-container-cli" in lowered or "could not select device driver" in lowered:
        found.append("container-cli")
    if "container" in lowered or "docker" in lowered:
        found.append("container")
    if runtime_failures.XID.search(evidence) or runtime_failures.FALLEN_OFF_THE_BUS.search(evidence) \
            or nvidia_smi_failure.stuck(evidence) or nvidia_smi_failure.exit_status(evidence) == 15:
        found.append("xid")  # the article's section on the driver and the hardware
    if evidence.strip() == "Killed":  # the shell's report of SIGKILL: the OOM killer
        found.append("killed")
    # MLX's allocator, and its Metal stream when a command buffer fails ("[METAL] Command buffer execution failed:
    # Insufficient Memory"; llama.cpp's Metal backend words it "command buffer 0 failed with status 5")
    if "metal::malloc" in lowered or "maximum allowed buffer size" in lowered or "[metal] command buffer execution failed" in lowered:
        found.append("mlx")
    if oom_patterns.VLLM_KV_SHORT.search(evidence):
        found.append("vllm-kv")
    if "vllm" in lowered or "enginecore" in lowered or "gpu memory utilization" in lowered:
        found.append("vllm")
    if "system memory" in lowered and "weights" in lowered:
        found.append("moe")  # every layer offloaded, the experts' weights left in system memory
    ollama = kinds & {"ollama ps", "ollama api/ps"} or (load and (load.compute_libraries or load.planned_backend)) or "ollama" in names
    if ollama:
        found.append("ollama")
    elif "lm studio" in names or "lmstudio" in lowered:
        found.append("lmstudio")
    elif "runtime log" in kinds:
        found.append("llama.cpp")
    return found + [""]


def article_for(code: str, snapshot: Snapshot, evidence: str = "") -> str | None:
    """The slug of the article that explains ``code`` in this paste, or None (an "ok" finding)."""
    table = ARTICLES.get(code, {})
    for context in contexts(snapshot, evidence):
        if context in table:
            return table[context]
    return None
