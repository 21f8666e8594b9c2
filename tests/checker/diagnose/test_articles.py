"""Every finding links the article that explains it for the runtime the paste comes from."""

import pytest

from checker.diagnose.articles import ARTICLES, article_for
from checker.diagnose.codes import FINDING_CODES
from checker.diagnose.rules import diagnose
from kb.library import load_library
from tests.checker.diagnose.test_rules import CASES

SITE = load_library("content/articles")
PAIRS = [(code, context, slug) for code, table in ARTICLES.items() for context, slug in table.items()]


def test_every_code_has_an_entry():
    assert set(ARTICLES) == set(FINDING_CODES)


@pytest.mark.parametrize("code, context, slug", [pair for pair in PAIRS if pair[2]], ids=lambda v: v if isinstance(v, str) else "")
def test_the_article_named_for_a_code_says_it_explains_that_code(code, context, slug):
    article = SITE.get(slug)
    assert article is not None, slug
    assert code in article.meta.finding_codes, f"{slug} does not list {code} in finding_codes"


def test_ok_findings_link_nothing():
    assert [code for code, table in ARTICLES.items() if None in table.values()] == ["vram_headroom_ok", "llm_process_on_gpu"]


@pytest.mark.parametrize("text, code, slug", [
    # The cases: Ollama's CPU/GPU split is Ollama's spill, not LM Studio's offload slider.
    ("NAME         ID              SIZE     PROCESSOR          UNTIL\nqwen3:14b    bdbd181c33f2    10 GB    22%/78% CPU/GPU    4 minutes from now",
     "partial_offload", "vram-spill-partial-offload"),
    ("load_tensors: offloaded 20/33 layers to GPU\nload_tensors:        CUDA0 model buffer size =  2495.31 MiB", "partial_offload",
     "llama-cpp-gpu-layers"),
    ("load_tensors: offloaded 42/42 layers to GPU\nload_tensors:   CPU_Mapped model buffer size = 21623.30 MiB\n"
     "load_tensors:        CUDA0 model buffer size = 19201.62 MiB", "partial_offload", "moe-expert-offload"),
    ("ggml_cuda_init: failed to initialize CUDA: CUDA driver version is insufficient for CUDA runtime version\n"
     "load_tensors: offloaded 0/33 layers to GPU", "driver_error", "no-cuda-device-cpu-build"),
    ("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.", "driver_error", "nvidia-smi-cannot-communicate"),
    # vLLM's out of memory: no room for one request's KV cache, and too little free memory at start-up.
    ("(EngineCore pid=90) ValueError: To serve at least one request with the model's max seq len (131072), (16.00 GiB KV cache "
     "is needed, which is larger than the available KV cache memory (4.21 GiB).", "out_of_memory", "vllm-kv-cache-too-small"),
    ("ValueError: Free memory on device (10.2/23.6 GiB) on startup is less than desired GPU memory utilization (0.92, 21.7 GiB)",
     "out_of_memory", "vllm-out-of-memory-at-startup"),
    ("CUDA error: out of memory", "out_of_memory", "cuda-out-of-memory"),
    ("RuntimeError: [metal::malloc] Attempting to allocate 48736917632 bytes which is greater than the maximum allowed "
     "buffer size of 30150672384 bytes.", "out_of_memory", "mlx-model-does-not-fit-mac"),
    ("kernel: NVRM: Xid (PCI:0000:dc:00): 45, pid=1818990, name=python3, Ch 00000001", "driver_error",
     "cuda-illegal-memory-access-xid"),
    ("ggml_cuda_compute_forward: RMS_NORM failed\nROCm error: invalid device function", "driver_error", "rocm-unsupported-gpu"),
])
def test_the_same_code_links_the_article_for_its_runtime(text, code, slug):
    diagnosis = diagnose(text)
    finding = next(f for f in diagnosis.findings if f.code == code)
    assert article_for(finding.code, diagnosis.snapshot, finding.evidence) == slug


def test_no_finding_of_a_real_paste_links_an_article_that_does_not_explain_it():
    for path in CASES:
        diagnosis = diagnose(path.read_text())
        for finding in diagnosis.findings:
            slug = article_for(finding.code, diagnosis.snapshot, finding.evidence)
            if slug is not None:
                assert finding.code in SITE.get(slug).meta.finding_codes, (path.name, finding.code, slug)


def test_vllms_kv_cache_check_is_read_in_both_spellings_vllm_printed():
    # vLLM's source says "the models's max seq len"; some logs print "model's". A message cut after it still counts.
    for spelling in ("models's", "model's"):
        text = f"ValueError: To serve at least one request with the {spelling} max seq len (262144),"
        assert [f.code for f in diagnose(text).findings] == ["out_of_memory"], spelling


def test_vllm_short_of_kv_cache_memory_names_vllms_flags():
    finding = diagnose("  File \"/usr/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py\", line 778, in "
                       "_check_enough_kv_cache_memory\n    raise ValueError(").findings[0]
    assert finding.code == "out_of_memory" and "--max-model-len" in finding.detail and "--gpu-memory-utilization" in finding.detail
