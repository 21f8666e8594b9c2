"""The RWKV runtime's strategy lines (ChatRWKV's load, published_holdout75): the layers each device stores."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import rwkv_strategy
from tests.checker.diagnose.helpers import codes

ALL_ON_GPU = ("Loading J:/ChatRWKV/RWKV-4-Pile-14B-20230313-ctx8192-test1050.pth ...\n"
              "Strategy: (total 40+1=41 layers)\n"
              "* cuda [float16, uint8], store 21 layers\n"
              "* cuda [float16, float16], store 20 layers\n")


def test_layers_stored_on_the_gpu_out_of_the_total_are_the_placement():
    load = rwkv_strategy.parse(ALL_ON_GPU).load
    assert (load.layers_offloaded, load.layers_total) == (41, 41) and "full_gpu" in codes(ALL_ON_GPU)
    split = ("Strategy: (total 32+1=33 layers)\n* cuda [float16, uint8], store 20 layers\n"
             "* cpu [float32, float32], store 13 layers\n")
    assert "partial_offload" in codes(split)


def test_streamed_layers_stay_in_system_memory_and_a_second_cuda_device_is_a_second_gpu():
    text = ("Strategy: (total 32+1=33 layers)\n* cuda:0 [float16, float16], store 10 layers\n"
            "* cuda:1 [float16, float16], store 10 layers, stream 13 layers\n")
    snapshot = rwkv_strategy.parse(text)
    assert snapshot.load.layers_offloaded == 20 and len(snapshot.gpus) == 2
    assert {"partial_offload", "multi_gpu"} <= codes(text)


def test_device_lines_without_the_total_are_not_read():
    assert rwkv_strategy.parse("* cuda [float16, float16], store 20 layers\n") is None


@given(st.text(max_size=300))
def test_any_text_parses_or_is_refused_without_an_error(text):
    snapshot = rwkv_strategy.parse(text)
    assert snapshot is None or snapshot.input_kinds == ["RWKV"]


@given(st.integers(1, 80), st.integers(0, 80))
def test_the_layers_are_counted_as_printed(gpu_layers, cpu_layers):
    total = gpu_layers + cpu_layers
    text = (f"Strategy: (total {total - 1}+1={total} layers)\n* cuda [float16, float16], store {gpu_layers} layers\n"
            + (f"* cpu [float32, float32], store {cpu_layers} layers\n" if cpu_layers else ""))
    load = rwkv_strategy.parse(text).load
    assert (load.layers_offloaded, load.layers_total) == (gpu_layers, total)
