"""Readings added while published_holdout67 was tuned on: amd-smi static, Windows' nvlddmkm event, PyTorch's rank
prefix on NCCL errors, and llama-cpp-python's ways of writing a tensor split."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_amd_smi_static_names_the_card_and_its_memory():
    text = ("$ amd-smi static\nGPU: 0\n    ASIC:\n        MARKET_NAME: AMD Instinct MI300X\n        VENDOR_ID: 0x1002\n"
            "        TARGET_GRAPHICS_VERSION: gfx942\n    VRAM:\n        TYPE: HBM\n        VENDOR: N/A\n"
            "        SIZE: 196592 MB\n")
    diagnosis = diagnose(text)
    assert diagnosis.snapshot.input_kinds == ["amd-smi static"]
    gpu = diagnosis.snapshot.gpus[0]
    assert gpu.name == "AMD Instinct MI300X" and gpu.memory_total_mib == 196592 and gpu.memory_used_mib is None


def test_nvidia_s_windows_kernel_driver_event_is_a_driver_error_that_stops_the_run():
    text = ('<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">\n  <System>\n'
            '    <Provider Name="nvlddmkm" />\n    <EventID Qualifiers="0">153</EventID>\n    <Level>2</Level>\n')
    assert codes(text) == {"driver_error"}


def test_a_torch_rank_prefix_on_an_nccl_error_counts_the_gpus():
    text = ("[rank3]:[E ProcessGroupNCCL.cpp:616] [Rank 3] Watchdog caught collective operation timeout: "
            "WorkNCCL(SeqNum=5, OpType=ALLREDUCE) ran for 600000 milliseconds before timing out.\n")
    diagnosis = diagnose(text)
    assert len(diagnosis.snapshot.gpus) == 4 and "multi_gpu" in codes(text)


def test_llama_cpp_python_s_tensor_split_as_words_or_a_list_is_a_stated_count():
    assert "multi_gpu" in codes("python3 -m llama_cpp.server --model m.gguf --n_gpu_layers 56 --tensor_split 64 36 --n_ctx 8000\n")
    assert "multi_gpu" in codes("llm = Llama(model_path=p, n_gpu_layers=-1, tensor_split=[0.5, 0.5, 0])\n")
    # one share is no split
    assert "multi_gpu" not in codes("python3 -m llama_cpp.server --model m.gguf --tensor_split 1 --n_ctx 8000\n")
