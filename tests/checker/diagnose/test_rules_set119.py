"""Readings added while published_holdout119 was tuned on: llama.cpp's automatic fit keeping part of a dense model's
layers off its one device is a partial offload, and llama-server's request timings and model-load lines are its log."""

from checker.diagnose.rules import diagnose, read_paste
from tests.checker.diagnose.helpers import codes

FIT = ("common_params_fit_impl: projected to use 5319 MiB of device memory vs. 5072 MiB of free device memory\n"
       "common_params_fit_impl: cannot meet free memory target of 1024 MiB, need to reduce device memory by 1271 MiB\n"
       "common_params_fit_impl: filling dense layers back-to-front:\n"
       "common_params_fit_impl: id=0, n_layer=37, n_part= 0, overflow_type=4, mem=  5319 MiB\n"
       "common_params_fit_impl: start filling device 0, delta=37\n"
       "common_params_fit_impl: set ngl_per_device[0].n_layer={layers}\n"
       "common_params_fit_impl:   - CUDA0 (NVIDIA GeForce RTX 4050 Laptop GPU): {layers} layers,   4016 MiB used,   1055 MiB free\n"
       "common_fit_params: successfully fit params to free device memory\n")


def test_the_fit_keeping_part_of_a_dense_model_off_its_one_device_is_a_partial_offload():
    found = diagnose(FIT.format(layers=27))
    offload = next(f for f in found.findings if f.code == "partial_offload")
    assert offload.evidence.endswith("27 layers,   4016 MiB used,   1055 MiB free")
    assert read_paste(FIT.format(layers=27)).load.placement_share == 27 / 37
    # Two devices share the layers: a later device's delta does not count from none, so nothing is said.
    two = FIT.format(layers=27).replace("start filling device 0", "start filling device 1") + \
        "common_params_fit_impl:   - CUDA1 (NVIDIA GeForce RTX 3090): 10 layers,   9000 MiB used,   1055 MiB free\n"
    assert "partial_offload" not in codes(two)


def test_llama_servers_timings_and_load_lines_are_its_log():
    timings = ("24.17.528.975 I slot print_timing: id 0 | task 2484 |\n"
               "eval time = 28897.12 ms / 808 tokens ( 35.76 ms per token, 27.96 tokens per second)\n")
    assert codes(timings) == set()
    load = ("[56280] 4.11.090.387 I srv load_model: loading model 'D:/LLMs/Qwen3.6-27B-MTP-IQ4_NL.gguf'\n"
            "[56280] 4.12.591.189 I common_init_result: fitting params to device memory ...\n")
    assert codes(load) == set()
    assert codes("eval time = 28897.12 ms / 808 tokens\n") == {"unrecognized_input"}
