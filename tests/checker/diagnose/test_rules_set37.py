"""Readings added while published_holdout37 was tuned on: llama.cpp's tensor overrides and ktransformers' tensor
placement name GPUs, cuda-smi's device lines, Ollama's install-script warning."""

from hypothesis import given, settings
from hypothesis import strategies as st

from checker.diagnose.parsers import cuda_smi
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_tensor_overrides_name_the_gpus_they_place_tensors_on():
    log = ("Tensor blk.57.ffn_up_exps.weight buffer type overriden to CUDA1\n"  # ik_llama.cpp's spelling
           "tensor blk.58.ffn_up_exps.weight (134 MiB q4_K) buffer type overridden to CUDA2\n"  # llama.cpp's
           "llm_load_tensors: offloaded 62/62 layers to GPU\n")
    assert [g.index for g in diagnose(log).snapshot.gpus] == [1, 2]
    assert codes(log) == {"full_gpu", "multi_gpu"}
    to_cpu = log.replace("CUDA1", "CPU").replace("CUDA2", "CPU")
    assert "multi_gpu" not in codes(to_cpu)  # experts kept in system memory name no GPU


def test_ktransformers_tensor_placement_counts_the_devices_below_the_one_named():
    log = "loading model.layers.40.self_attn.kv_b_proj.weight to cuda:2\nloading model.layers.41.input_layernorm.weight to cuda:2\n"
    assert [g.index for g in diagnose(log).snapshot.gpus] == [0, 1, 2]
    assert codes(log) == {"multi_gpu"}
    assert codes(log.replace("cuda:2", "cuda:0")) != {"multi_gpu"}


def test_cuda_smi_reads_free_of_total_and_ends_on_the_last_reading():
    paste = ("**Before**\n\n```\n% ./cuda-smi\n"
             "Device 0 [PCIe 0:193:0.0]: GeForce GTX TITAN X (CC 5.2): 12145 of 12288 MB (i.e. 98.8%) Free\n"
             "Device 1 [PCIe 0:1:0.0]: GeForce GT 650M (CC 3.0): 1000 of 1023.7 MB (i.e. 97.7%) Free\n```\n\n**After**\n\n```\n"
             "% ./cuda-smi\nDevice 1 [PCIe 0:1:0.0]: GeForce GT 650M (CC 3.0): 43.344 of 1023.7 MB (i.e. 4.23%) Free\n```\n")
    result = diagnose(paste)
    gpus = result.snapshot.gpus
    assert [(g.name, g.memory_total_mib) for g in gpus] == [("GeForce GTX TITAN X", 12288), ("GeForce GT 650M", 1023.7)]
    assert [round(g.memory_used_mib) for g in gpus] == [143, 980]
    assert {f.code for f in result.findings} == {"multi_gpu", "vram_nearly_full"}


@given(st.integers(0, 15), st.decimals(1, 200000, places=3), st.decimals(0, 1, places=3), st.text(max_size=40))
@settings(max_examples=150, deadline=None)
def test_cuda_smi_reads_any_device_line_and_never_raises(index, total, share, noise):
    free = round(total * share, 3)
    line = f"Device {index} [PCIe 0:1:0.0]: Tesla K80 (CC 3.7): {free} of {total} MB (i.e. {share * 100:.1f}%) Free"
    snapshot = cuda_smi.parse(noise + "\n" + line + "\n" + noise)
    assert snapshot is not None and [(g.index, g.memory_total_mib) for g in snapshot.gpus] == [(index, float(total))]
    assert abs(snapshot.gpus[0].memory_used_mib - float(total - free)) <= 0.06
    cuda_smi.parse(noise)  # no device line: nothing, without raising


def test_ollamas_install_warning_is_no_gpu_unless_the_paste_shows_one():
    warning = "WARNING: No NVIDIA/AMD GPU detected. Ollama will run in CPU-only mode.\n"
    assert codes(warning) == {"no_devices", "cpu_only"}
    assert codes(warning.replace("NVIDIA/AMD", "NVIDIA")) == {"no_devices", "cpu_only"}
    # Under WSL2 the installer's lspci sees no NVIDIA card while nvidia-smi shows it: the table outweighs the guess.
    table = ("+-----------------------------------------------------------------------------+\n"
             "| NVIDIA-SMI 535.146.01             Driver Version: 537.99       CUDA Version: 12.2     |\n"
             "|=========================================+======================+======================|\n"
             "|   0  Quadro P4000                   On  | 00000000:17:00.0 Off |                  N/A |\n"
             "| 46%   34C    P8               6W / 105W |      0MiB /  8192MiB |      0%      Default |\n"
             "+-----------------------------------------+----------------------+----------------------+\n")
    both = codes(warning + "\n" + table)
    assert not both & {"no_devices", "cpu_only"} and "vram_headroom_ok" in both
