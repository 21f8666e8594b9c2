"""Readings added while published_holdout206 was tuned on: WSL in the author's words, ONNX Runtime's CUDA provider
named before its error, Docker without an NVIDIA runtime, ncnn's Vulkan out-of-memory, rocm-smi cut under its
headers, and an nvidia-smi -q report cut inside a process's entry."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.articles import article_for
from checker.diagnose.reading import wsl_sentence
from checker.diagnose.rules import diagnose, read_paste
from tests.checker.diagnose.helpers import codes

NVSMI_L = "$ nvidia-smi -L\nGPU 0: NVIDIA GeForce RTX 3090 (UUID: GPU-5a3c1f2e-0000-0000-0000-000000000000)\n"


def test_the_author_saying_it_runs_in_wsl_is_wsl():
    # index-tts #559 (published_holdout206), and the phrasings of earlier sets' authors
    for sentence in ("Currently I'm runng Index-tts in my WSL", "I am using WSL2 and trying to start the server",
                     "I'm trying to run it on an Arc A750 via WSL.", "this time on **WSL2** (Windows 11)",
                     "installed Unsloth in WSL-Ubuntu", "some issues with Ollama on Windows (11 + WSL2)."):
        assert "wsl" in codes(sentence + "\n" + NVSMI_L), sentence


def test_a_wish_a_denial_or_a_program_s_own_mention_is_not_wsl():
    for sentence in ("But if WSL can solve this problem, maybe I will try it.", "This is native Linux, not on WSL.",
                     "I0101 nvc.c:393] attempting to load dxcore to see if we are running under Windows Subsystem for "
                     "Linux (WSL)", "Okay, I've been through the wsl2-podman-cuda doc", "I run it natively instead of WSL2.",
                     "### Are you using WSL 1 or WSL 2?"):
        assert "wsl" not in codes(sentence + "\n" + NVSMI_L), sentence


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=300))
def test_no_wsl_is_read_where_the_paste_never_names_it(text):
    if "wsl" not in text.lower():
        assert not wsl_sentence(text) and not read_paste(text).wsl


# GLaDOS #117 (published_holdout206): a long path cuts the message before the DLL's name
ONNX = ("2025-01-31 14:57:48.9122536 [E:onnxruntime:Default, provider_bridge_ort.cc:1862 onnxruntime::TryGetProviderInfo_"
        "CUDA] D:\\a\\_work\\1\\s\\onnxruntime\\core\\session\\provider_bridge_ort.cc:1539 onnxruntime::ProviderLibrary::"
        "Get [ONNXRuntimeError] : 1 : FAIL : LoadLibrary failed with error 126 \"\" when trying to load \"T:\\AI\\GLaDOS\\"
        ".venv\\Lib\\site-packages\\onnxruntime\\capi\\onnxruntime_providers_cuda.dll\"\n")


def test_onnx_runtime_s_cuda_provider_failing_to_load_is_a_driver_error():
    assert codes(ONNX) == {"driver_error"}


# speaches-ai/speaches #2 (published_holdout206)
DOCKER = ('docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]]\n\n'
          "Run 'docker run --help' for more information\n")


def test_docker_without_an_nvidia_runtime_is_a_driver_error_pointing_at_the_container_toolkit():
    diagnosis = diagnose(DOCKER)
    finding = next(f for f in diagnosis.findings if f.code == "driver_error")
    assert "nvidia-ctk runtime configure" in finding.detail
    assert article_for("driver_error", diagnosis.snapshot, finding.evidence) == "docker-nvidia-container-toolkit"


# TNTwise/REAL-Video-Enhancer #99 (published_holdout206): ncnn's allocator with the VkResult as a number
NCNN = "Using backend: ncnn\nUsing GPU: NVIDIA GeForce RTX 3060 Laptop GPU\nvkAllocateMemory failed -2\nvkAllocateMemory failed -2\n"


def test_ncnn_s_vulkan_allocation_failing_for_device_memory_is_out_of_memory():
    assert codes(NCNN) == {"out_of_memory"}
    # -3 is VK_ERROR_INITIALIZATION_FAILED, not memory
    assert "out_of_memory" not in codes(NCNN.replace("-2", "-3"))


# Comfy-Org/ComfyUI #10369 (published_holdout206): the concise table's headers and nothing under them
ROCM = """### GPU / ROCm INFO
rocm-smi output:

========================================= ROCm System Management Interface =========================================
=================================================== Concise Info ===================================================
Device  Node  IDs              Temp    Power  Partitions          SCLK     MCLK   Fan    Perf  PwrCap  VRAM%  GPU%
              (DID,     GUID)  (Edge)  (Avg)  (Mem, Compute, ID)
"""


def test_rocm_smi_cut_under_its_headers_is_cut():
    assert codes(ROCM) == {"truncated"}
    assert "rocm-smi" in read_paste(ROCM).input_kinds


# NVIDIA/nvidia-docker #1663 (published_holdout206): a report cut inside its second process's entry
QUERY = """    Processes
        GPU instance ID                   : N/A
        Compute instance ID               : N/A
        Process ID                        : 1667
            Type                          : G
            Name                          : /usr/lib/xorg/Xorg
            Used GPU Memory               : 141 MiB
        GPU instance ID                   : N/A
        Compute instance ID               : N/A
        Process ID                        : 2386
            Type                          : G
            Name                          : /usr/bin/gnome-shell
"""
HEAD = """==============NVSMI LOG==============

Driver Version                            : 550.54.14
CUDA Version                              : 12.4

Attached GPUs                             : 1
GPU 00000000:01:00.0
    Product Name                          : NVIDIA GeForce GTX 1080
    FB Memory Usage
        Total                             : 8192 MiB
        Used                              : 200 MiB
        Free                              : 7992 MiB
"""


def test_a_report_cut_inside_a_process_s_entry_may_have_lost_the_runtime():
    found = codes(HEAD + QUERY)
    assert "truncated" in found and "no_llm_process_on_gpu" not in found
    whole = HEAD + QUERY + "            Used GPU Memory               : 80 MiB\n"
    assert "truncated" not in codes(whole) and "no_llm_process_on_gpu" in codes(whole)
