"""Readings added while published_holdout217 was tuned on: torch_npu's out-of-memory error, an nvidia-smi -q block
copied from below its Product Name, the CUDA calls a device plugin took over, and a card's model number that starts
with 0."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers.stated_gpus import stated_count
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# vllm-project/vllm-ascend #1987 (published_holdout217): the error after the author's tag, in a line of prose
NPU_OOM = ("RuntimeError: NPU out of memory. Tried to allocate {size} GiB (NPU 0; 60.97 GiB total capacity; 58.92 GiB "
           "already allocated; 58.92 GiB current active; 1.66 GiB free; 58.95 GiB reserved in total by PyTorch) If reserved "
           "memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.")


def test_torch_npus_out_of_memory_is_read():
    assert codes("【BUG】：" + NPU_OOM.format(size="3.47")) == {"out_of_memory"}
    assert "out_of_memory" not in codes("Tried using the model on an NPU, but memory was fine.")


@given(st.floats(min_value=0.01, max_value=999, allow_nan=False).map(lambda size: f"{size:.2f}"),
       st.sampled_from(["", "  ", "torch.OutOfMemoryError: ", "[rank0]: "]))
def test_the_npu_error_is_read_whatever_its_size_and_prefix(size, prefix):
    assert "out_of_memory" in codes(prefix + NPU_OOM.format(size=size).removeprefix("RuntimeError: "))


# NVIDIA/DCGM #152 (published_holdout217): an index's chunk of an -q report, opening below the Product Name, cut at PCI
IDENTITY = """        Pending                           : N/A
    Serial Number                         : XXXXXX
    GPU UUID                              : GPU-072b19bd-4ccf-63cf-6435-cf462aff833d
    Minor Number                          : 5
    VBIOS Version                         : 92.00.45.00.05
    MultiGPU Board                        : No
    Board ID                              : 0xa04
    GPU Part Number                       : XXXX
    Module ID                             : 8
    GSP Firmware Version                  : 535.104.05
    GPU Reset Status
        Reset Required                    : No
    PCI
"""


def test_a_q_block_from_below_its_name_is_one_gpu_and_cut_at_its_heading():
    snapshot = read_paste(IDENTITY)
    assert snapshot.input_kinds == ["nvidia-smi -q"] and len(snapshot.gpus) == 1
    assert codes(IDENTITY) == {"truncated"}
    # copied from the block's top, its Product Name, and on into PCI's lines, it is whole
    whole = ("    Product Name                          : NVIDIA A100-SXM4-80GB\n" + IDENTITY.split("\n", 1)[1]).replace(
        "    PCI\n", "    PCI\n        Bus                               : 0x0A\n")
    assert "truncated" not in codes(whole)
    assert [gpu.name for gpu in read_paste(whole).gpus] == ["NVIDIA A100-SXM4-80GB"]
    # without the GPU's UUID, a few keys of that name are not taken for nvidia-smi's
    assert codes("Minor Number : 5\nBoard ID : 0xa04\nVBIOS Version : 1.0\nGPU Part Number : X\n") == {"unrecognized_input"}


# InternLM/lmdeploy #2471 (published_holdout217): torch_npu's warning as an LMDeploy run on an Atlas 300I Duo starts
TORCH_NPU = ("/usr/local/python3.10.5/lib/python3.10/site-packages/torch_npu/contrib/transfer_to_npu.py:301: ImportWarning:\n"
             "    " + "*" * 109 + "\n"
             "    The torch.Tensor.cuda and torch.nn.Module.cuda are replaced with torch.Tensor.npu and torch.nn.Module.npu now..\n"
             "    The torch.cuda.DoubleTensor is replaced with torch.npu.FloatTensor cause the double type is not supported now..\n")


def test_a_device_plugins_takeover_of_cuda_is_read_with_nothing_to_judge():
    assert codes(TORCH_NPU) == set()
    assert codes(TORCH_NPU.replace(".npu", ".gcu")) == set()  # Enflame's plugin words it the same
    assert codes("The torch.cuda.DoubleTensor is replaced, and nothing else is said.") == {"unrecognized_input"}


def test_a_model_number_starting_with_0_is_no_card():
    # hiyouga/LLaMA-Factory #2798 (published_holdout217): "2*A00" beside "4*A100", a slip of the keys
    assert stated_count("使用4*A100环境，能正常run；使用2*A00环境，报错")[0] == 4
    assert stated_count("使用2*A10环境，报错")[0] == 2


@given(st.integers(min_value=0, max_value=99), st.sampled_from("AHLBV"), st.integers(min_value=2, max_value=8))
def test_no_model_number_with_a_leading_0_counts(number, letter, count):
    assert stated_count(f"we use {count}*{letter}0{number} cards") is None
