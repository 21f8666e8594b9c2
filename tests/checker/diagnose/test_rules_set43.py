"""Readings added while published_holdout43 was tuned on: CUDA's unsupported-PTX error, ggml_cuda_init's lines run
together, mistral.rs's device map that does not fit, Ollama 0.1's nvidia-smi check and a runner's Metal fallback, and
llama.cpp's V cache on the GPU as builds of September 2023 printed it."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_ptx_from_an_unsupported_toolchain_is_a_driver_error_without_a_cpu_run():
    log = "main: loading model\nCUDA error: the provided PTX was compiled with an unsupported toolchain.\n"
    assert codes(log) == {"driver_error"}


def test_ggml_cuda_init_lines_run_together_name_the_device():
    line = ("ggml_cuda_init: GGML_CUDA_FORCE_MMQ: no ggml_cuda_init: GGML_CUDA_FORCE_CUBLAS: no ggml_cuda_init: found 1 CUDA "
            "devices: Device 0: NVIDIA GeForce GTX 1060 6GB, compute capability 6.1, VMM: yes\n")
    result = diagnose(line)
    assert [g.name for g in result.snapshot.gpus] == ["NVIDIA GeForce GTX 1060 6GB"] and not result.findings


def test_mistral_rs_model_that_does_not_fit_its_devices_is_out_of_memory():
    error = 'CPU load failed: This model does not fit on the devices\n["cpu (avail: 0MB)"], and exceeds total\ncapacity by 5706MB.\n'
    assert codes(error) == {"out_of_memory"}


def test_ollamas_nvidia_smi_check_is_a_cpu_run_unless_a_table_shows_the_card():
    warning = ("routes.go:891: warning: gpu support may not be enabled, check that you have installed GPU drivers: "
               "nvidia-smi command failed\n")
    assert codes(warning) == {"cpu_only"}
    table = ("| NVIDIA-SMI 545.29.02              Driver Version: 546.17       CUDA Version: 12.3     |\n"
             "|=========================================+======================+======================|\n"
             "|   0  NVIDIA GeForce RTX 4080        On  | 00000000:01:00.0  On |                  N/A |\n"
             "|  0%   38C    P8               9W / 320W |   1021MiB / 16376MiB |      2%      Default |\n"
             "+-----------------------------------------+----------------------+----------------------+\n")
    assert "cpu_only" not in codes(warning + "\n" + table)


def test_a_runners_metal_failure_that_goes_on_on_the_cpu():
    assert "cpu_only" in codes("gpu: Metal initialization failed (weight buffer allocation) — using CPU\n")


def test_the_v_cache_on_the_gpu_in_a_september_2023_build_means_every_layer_is():
    log = ("llm_load_print_meta: n_layer        = 32\nllm_load_tensors: offloading 32 repeating layers to GPU\n"
           "llm_load_tensors: offloading non-repeating layers to GPU\nllm_load_tensors: offloading v cache to GPU\n"
           "llm_load_tensors: offloading k cache to GPU\n")
    assert "full_gpu" in codes(log)
    assert "full_gpu" not in codes(log.replace("32 repeating", "20 repeating").split("llm_load_tensors: offloading non")[0])
