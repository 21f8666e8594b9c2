"""Readings added while published_holdout35 and 36 were tuned on: CUDA's driver-API out-of-memory name, Ollama's CPU
runner in ps, the amdgpu kernel driver's VRAM size, PyTorch's "driver too old" and device properties, llama.cpp finding
no CUDA device."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_cudas_driver_api_out_of_memory():
    # candle (Rust, cudarc): DriverError(CUDA_ERROR_OUT_OF_MEMORY, "out of memory")
    assert codes('Error: DriverError(CUDA_ERROR_OUT_OF_MEMORY, "out of memory")\n') == {"out_of_memory"}


def test_ollamas_cpu_runner_in_a_process_list():
    ps = ("ollama   1156949 1063915  4 11:44 ?        00:00:01 /tmp/ollama3065264722/runners/cpu_avx2/ollama_llama_server "
          "--model /usr/share/ollama/.ollama/models/blobs/sha256-3a43 --ctx-size 2048 --batch-size 512 --port 34567\n")
    assert codes(ps) == {"cpu_only"}
    gpu = ps.replace("runners/cpu_avx2/", "runners/cuda_v11/")
    assert "cpu_only" not in codes(gpu)


def test_the_amdgpu_drivers_vram_size_at_boot():
    dmesg = "[    3.196120] [drm] amdgpu: 98304M of VRAM memory ready\n[    3.196124] [drm] amdgpu: 512M of GTT memory ready.\n"
    assert [g.memory_total_mib for g in diagnose(dmesg).snapshot.gpus] == [98304]


def test_pytorchs_driver_too_old_is_a_driver_error_with_its_article():
    from checker.diagnose.articles import article_for

    warning = ("UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 11000). "
               "Please update your GPU driver by downloading and installing a new version from the URL\n")
    result = diagnose(warning)
    assert {f.code for f in result.findings} == {"driver_error"}  # no CPU run claimed
    assert article_for("driver_error", result.snapshot, result.findings[0].evidence) == "no-cuda-device-cpu-build"


# Added while published_holdout36 was tuned on.

def test_pytorchs_device_properties_name_each_device_and_its_size():
    line = ("* [{n}] _XpuDeviceProperties(name='Intel(R) Data Center GPU Max 1550', platform_name='Intel(R) oneAPI Unified "
            "Runtime over Level-Zero', type='gpu', device_id=0xBD6, driver_version='1.15.37833+4', total_memory=65520MB, "
            "local_mem_size=128KB, max_compute_units=448)\n")
    result = diagnose(line.format(n=8) + line.format(n=9))
    assert [(g.index, g.memory_total_mib) for g in result.snapshot.gpus] == [(8, 65520), (9, 65520)]
    assert codes(line.format(n=8) + line.format(n=9)) == {"multi_gpu"}
    cuda = ("_CudaDeviceProperties(name='NVIDIA A100-SXM4-80GB', major=8, minor=0, total_memory=81050MB, "
            "multi_processor_count=108)\n")
    assert [(g.name, g.memory_total_mib) for g in diagnose(cuda).snapshot.gpus] == [("NVIDIA A100-SXM4-80GB", 81050)]


def test_llama_cpp_finding_no_cuda_device():
    assert "no_devices" in codes("ggml_cuda_init: no CUDA devices found, CUDA will be disabled\n")
