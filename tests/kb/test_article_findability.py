"""Issue #3: each article is found by the way users describe its symptom, and
the errors lookup lands on it for a real error text.

Phrasings are written the way people ask in issue threads and forums, not
copied from the articles' symptom lines, so the tests exercise the ranking.
Error texts are whole lines as the tools print them (numbers vary freely).
"""

from importlib import import_module
from pathlib import Path

import pytest

from kb.library import load_library

REAL = Path(__file__).parent.parent.parent / "content" / "articles"
SITE = load_library(REAL)

PHRASINGS = {
    "vram-spill-partial-offload": "model is partly on cpu and partly on gpu, generation super slow",
    "kv-cache-grows-with-context": "slow after long chat",
    "cuda-out-of-memory": "out of memory",
    "ollama-cpu-fallback": "ollama uses cpu",
    "choosing-a-quantization": "Q4_K_M or Q8_0 which quant",
    "reading-ollama-ps": "what does 100% GPU mean in ollama ps",
    "lm-studio-gpu-offload": "lm studio gpu offload slider",
    "llama-cpp-gpu-layers": "how many layers -ngl should I offload",
    "kv-cache-quantization": "quantize the kv cache q8_0",
    "flash-attention": "should I enable flash attention",
    "setting-context-length": "how to set context length num_ctx",
    "cpu-thread-count": "how many threads should llama.cpp use",
    "slow-prompt-processing": "prompt processing takes forever before the first token",
    "speculative-decoding": "speed up generation with a draft model",
    "thermal-throttling": "gpu gets hot and tokens per second drop",
    "power-limit-throttling": "gpu stuck at power limit",
    "other-processes-holding-vram": "something else is using my vram",
    "low-gpu-utilization": "gpu utilization low while generating",
    "multi-gpu-split": "split a model across two gpus",
    "pcie-link-degraded": "pcie link running at x4 instead of x16",
    "vram-fragmentation-repeated-loads": "after switching models several times it no longer fits",
    "expected-tokens-per-second": "how many tokens per second should I expect",
    "moe-expert-offload": "run a big MoE model with experts on the cpu",
    "driver-library-version-mismatch": "driver library version mismatch",
    "nvidia-smi-cannot-communicate": "nvidia-smi couldn't communicate with the driver",
    "no-cuda-device-cpu-build": "torch.cuda.is_available() returns False",
    "windows-shared-gpu-memory": "windows shared gpu memory makes it slow",
    "wsl2-gpu-access": "gpu not detected in wsl2",
    "docker-nvidia-container-toolkit": "gpu not available inside docker container",
    "rocm-unsupported-gpu": "my amd radeon is not supported by rocm",
    "apple-silicon-gpu-memory-limit": "mac gpu memory limit for large models",
    "vllm-kv-cache-too-small": "vllm max_model_len too large for kv cache",
    "collecting-gpu-diagnostics": "what should I paste into diagnose",
}

ERROR_TEXTS = {
    "cuda-out-of-memory": (
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.96 GiB. GPU 0 has a total capacity of "
        "23.64 GiB of which 1.07 GiB is free. Including non-PyTorch memory, this process has 22.55 GiB memory in use."
    ),
    "ollama-cpu-fallback": 'time=2025-03-02T10:11:12.000Z level=INFO source=gpu.go:377 msg="no compatible GPUs were discovered"',
    "driver-library-version-mismatch": "Failed to initialize NVML: Driver/library version mismatch\nNVML library version: 550.120",
    "nvidia-smi-cannot-communicate": (
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
        "Make sure that the latest NVIDIA driver is installed and running."
    ),
    "no-cuda-device-cpu-build": "warning: no usable GPU found, --gpu-layers option will be ignored",
    "docker-nvidia-container-toolkit": (
        'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].'
    ),
    "rocm-unsupported-gpu": (
        "rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: No such file or directory "
        "for GPU arch : gfx1032"
    ),
    "apple-silicon-gpu-memory-limit": (
        "ggml_metal_graph_compute: command buffer 0 failed with status 5\n"
        "error: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)"
    ),
    "vllm-kv-cache-too-small": (
        "ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be "
        "stored in KV cache (61440). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
        "initializing the engine."
    ),
    "thermal-throttling": "        SW Thermal Slowdown               : Active",
    "power-limit-throttling": "        SW Power Cap                      : Active",
    "wsl2-gpu-access": "libcuda.so: cannot open shared object file: No such file or directory",
    "setting-context-length": (
        'time=2025-01-04T16:00:37.950+01:00 level=WARN source=runner.go:129 msg="truncating input prompt" '
        "limit=2048 prompt=2084 keep=5 new=2048"
    ),
    "flash-attention": "llama_init_from_model: V cache quantization requires flash_attn\nllama_init_from_model: failed to initialize the context",
    "speculative-decoding": (
        "common_speculative_are_compatible: draft model vocab must closely match target model to use speculation but "
        "target vocab size 152064 does not match draft vocab size 128256 - difference 23808, max allowed 128"
    ),
}

# Runtimes reword their errors between versions and old installs keep printing
# the old text, so an article keeps both signatures. Each pair is a current text
# as the newest source prints it (the version is named beside it); the older
# texts stay covered by ERROR_TEXTS above.
CURRENT_ERROR_TEXTS = [
    # llama.cpp 0c1e57098 (Oct 2026): the vocab mismatch, at the default log level.
    (
        "speculative-decoding",
        "spec common_specu: the target and draft vocabs are not compatible\n"
        "srv    load_model: failed to initialize speculative decoding context: draft model vocab type must match "
        "target model to use speculation",
    ),
    # llama.cpp since PR #22397 (Apr 2026): the old draft-count flags abort.
    (
        "speculative-decoding",
        'error while handling argument "--draft-max": the argument has been removed. use --spec-draft-n-max or '
        "--spec-ngram-mod-n-max\n\nusage:\n--draft, --draft-n, --draft-max N",
    ),
    (
        "speculative-decoding",
        'error while handling argument "--draft-min": the argument has been removed. use --spec-draft-n-min or '
        "--spec-ngram-mod-n-min",
    ),
    # Ollama v0.33.0-rc2 (llama-server runner): a load that runs out of VRAM.
    (
        "cuda-out-of-memory",
        "Error: 500 Internal Server Error: llama-server reported out-of-memory during startup: "
        "ggml_backend_cuda_buffer_type_alloc_buffer: allocating 8704.00 MiB on device 0: cudaMalloc failed: out of memory",
    ),
    # llama.cpp 0c1e57098: context creation fails without the old "-ngl" hint.
    (
        "cuda-out-of-memory",
        "llama_init_from_model: failed to initialize the context: failed to allocate compute pp buffers\n"
        "cmn  common_init_: failed to create context with model 'models/Qwen3-32B-Q4_K_M.gguf'",
    ),
    # The older form of the same failure, still printed by older builds.
    (
        "cuda-out-of-memory",
        "common_init_from_params: failed to create context with model 'models/Qwen3-32B-Q4_K_M.gguf', "
        "try reducing --n-gpu-layers if you're running out of VRAM",
    ),
    # llama.cpp 0c1e57098: a quantized V cache with -fa off, and with auto resolved to off.
    (
        "flash-attention",
        "llama_init_from_model: quantized V cache requires flash_attn to be enabled\n"
        "cmn  common_init_: failed to create context with model 'models/Llama-3.1-8B-Instruct-Q4_K_M.gguf'",
    ),
    (
        "flash-attention",
        "llama_init_from_model: failed to initialize the context: quantized V cache was requested, but this requires "
        "Flash Attention",
    ),
    # Ollama v0.33.0-rc2 with OLLAMA_KV_CACHE_TYPE=q8_0 and OLLAMA_FLASH_ATTENTION=0.
    (
        "flash-attention",
        "Error: 500 Internal Server Error: llama-server process has terminated: exit status 1: "
        "llama_init_from_model: quantized V cache requires flash_attn to be enabled",
    ),
    # llama.cpp 0c1e57098: the context error with both token counts, and the renamed n_ctx_seq line.
    (
        "setting-context-length",
        '{"error":{"code":400,"message":"request (9100 tokens) exceeds the available context size (8192 tokens), '
        'try increasing it","type":"exceed_context_size_error","n_prompt_tokens":9100,"n_ctx":8192}}',
    ),
    (
        "setting-context-length",
        "llama_context: n_ctx_seq (4096) < n_ctx_train (131072) -- the full capacity of the model will not be utilized",
    ),
    # llama.cpp 0c1e57098, fit at -lv 4: the context is cut to make the model fit.
    (
        "kv-cache-grows-with-context",
        "common_params_fit_impl: cannot meet free memory target of 1024 MiB, need to reduce device memory by 14336 MiB\n"
        "common_params_fit_impl: context size reduced from 131072 to 16384 -> need 14336 MiB less memory in total",
    ),
    # llama.cpp 0c1e57098, fit at -lv 4: layers overflow to system memory.
    (
        "vram-spill-partial-offload",
        "common_params_fit_impl: converting dense-only layers to full layers and filling them front-to-back with "
        "overflow to next device/system memory:\n"
        "common_params_fit_impl:   - CUDA0: 48 layers (34 overflowing),  19187 MiB used,   1199 MiB free",
    ),
    # Ollama v0.33.0-rc2: an unsupported AMD card is dropped during discovery.
    (
        "rocm-unsupported-gpu",
        'time=2026-11-20T09:14:02.118Z level=WARN source=amd.go:469 msg="dropping ROCm device \u2014 no rocblas '
        'support for gfx target" device="AMD Radeon RX 6700 XT" gfx_target=gfx1031 '
        'supported=map[gfx1030:true gfx1100:true gfx1101:true gfx1102:true] '
        'hint="set HSA_OVERRIDE_GFX_VERSION to map to a supported target"',
    ),
    # Ollama since v0.12.4: no GPU found, only the CPU line.
    (
        "ollama-cpu-fallback",
        'time=2026-11-20T09:14:02.301Z level=INFO source=types.go:60 msg="inference compute" id=cpu library=cpu '
        'compute="" name=cpu description=cpu libdirs=ollama driver="" pci_id="" type="" total="31.2 GiB" '
        'available="27.9 GiB"',
    ),
    # llama.cpp 0c1e57098: llama-quantize to IQ2_XS without --imatrix.
    (
        "choosing-a-quantization",
        "============================================================================\n"
        " ERROR: this quantization requires an importance matrix!\n"
        "        - offending tensor: blk.0.attn_k.weight\n"
        "        - target type: iq2_xs\n"
        "============================================================================\n"
        "llama_model_quantize: failed to quantize: this quantization requires an imatrix!",
    ),
]


# Each batch of new articles brings its phrasings and error texts in a module of its own
# (tests/kb/findability_<batch>.py, with PHRASINGS, ERROR_TEXTS and CURRENT_ERROR_TEXTS).
for _extra in sorted(Path(__file__).parent.glob("findability_*.py")):
    _module = import_module(f"tests.kb.{_extra.stem}")
    PHRASINGS.update(getattr(_module, "PHRASINGS", {}))
    ERROR_TEXTS.update(getattr(_module, "ERROR_TEXTS", {}))
    CURRENT_ERROR_TEXTS += getattr(_module, "CURRENT_ERROR_TEXTS", [])


def test_the_knowledge_base_has_at_least_30_valid_articles():
    assert SITE.problems == []
    assert len(SITE.articles) >= 30


def test_every_article_has_a_phrasing():
    assert sorted(set(SITE.articles) ^ set(PHRASINGS)) == []


@pytest.mark.parametrize(("slug", "query"), sorted(PHRASINGS.items()))
def test_a_user_phrasing_finds_the_article_first(slug, query):
    results = SITE.search_index.search(query)
    assert [result.article.slug for result in results[:1]] == [slug], [r.article.slug for r in results[:3]]


@pytest.mark.parametrize(("slug", "text"), sorted(ERROR_TEXTS.items()))
def test_a_real_error_text_lands_on_the_article(slug, text):
    matches = SITE.signature_index.match(text)
    assert [match.article.slug for match in matches[:1]] == [slug], [m.article.slug for m in matches]


@pytest.mark.parametrize("slug", sorted(slug for slug, article in SITE.articles.items() if article.meta.error_signatures))
def test_each_signature_owner_lands_on_itself_for_its_first_signature(slug):
    # The article's first signature, inside a log line, must bring the user to it.
    signature = SITE.get(slug).meta.error_signatures[0]
    matches = SITE.signature_index.match(f"2026-11-22 10:00:01 error: {signature} (see log)")
    assert matches[0].article.slug == slug, [m.article.slug for m in matches]


@pytest.mark.parametrize(("slug", "text"), CURRENT_ERROR_TEXTS)
def test_a_current_error_text_lands_on_the_article(slug, text):
    matches = SITE.signature_index.match(text)
    assert [match.article.slug for match in matches[:1]] == [slug], [m.article.slug for m in matches]
