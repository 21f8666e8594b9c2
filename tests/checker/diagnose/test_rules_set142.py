"""Readings added while published_holdout142 was tuned on: PyTorch's out-of-memory on ROCm ("HIP out of memory"),
pynvml's "NVML Shared Library Not Found", nvtop's process list, NeMo's logger and RamaLama's debug commands."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes, is_quiet_log

HIP_OOM = ("RuntimeError: HIP out of memory. Tried to allocate 576.00 MiB (GPU 0; 15.98 GiB total capacity; 15.83 GiB "
           "already allocated; 0 bytes free; 15.84 GiB reserved in total by PyTorch)\n")
NVML_MISSING = ("DEBUG 08-29 04:29:54 [__init__.py:99] CUDA platform is not available because: NVML Shared Library Not Found\n"
                "INFO 08-29 04:29:54 [__init__.py:245] No platform detected, vLLM is running on UnspecifiedPlatform\n")
NVTOP_PROCESSES = (
    "PID USER DEV     TYPE  GPU        GPU MEM    CPU  HOST MEM Command\n"
    "1880122 root   0  Compute   0%   5102MiB  33%     1%   5959MiB /opt/tritonserver/backends/python/triton_python_"
    "backend_stub /models_vllm_gemma2B/gemma_2B_1/1/model.py\n"
    "1879648 root   0  Compute   0%    164MiB   1%     1%    420MiB tritonserver --model-repository=/models_vllm_gemma2B\n")


def test_pytorchs_out_of_memory_on_rocm_is_out_of_memory():
    assert codes(HIP_OOM) == {"out_of_memory"}
    assert "out_of_memory" not in codes("The HIP runtime reported memory use.\n")


def test_pynvml_without_its_library_is_a_driver_error():
    assert codes(NVML_MISSING) == {"driver_error"}
    # vLLM's platform line alone stays a log with nothing to judge
    assert is_quiet_log(NVML_MISSING.splitlines()[1] + "\n")


def test_nvtops_process_list_reads_each_process_with_its_gpu_memory():
    snapshot = read_paste(NVTOP_PROCESSES)
    assert "nvtop" in snapshot.input_kinds
    assert [(p.pid, p.gpu_index, p.memory_mib, p.type) for p in snapshot.processes] == [
        (1880122, 0, 5102.0, "C"), (1879648, 0, 164.0, "C")]
    assert codes(NVTOP_PROCESSES) == {"llm_process_on_gpu"}


def test_nemos_logger_and_ramalamas_debug_commands_are_logs():
    assert is_quiet_log("[NeMo I 2025-10-13 13:29:27 utils:661] Setting up optimizer with config OptimizerConfig()\n")
    assert is_quiet_log("run_cmd:  podman inspect quay.io/ramalama/ramalama:0.7\nCommand finished with return code: 0\n")
