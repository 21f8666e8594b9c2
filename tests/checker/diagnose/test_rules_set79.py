"""Readings added while published_holdout79 was tuned on: TensorFlow's CUDA plug-in warnings, DeepSpeed's host-memory
line and Transformers' model-type warning, read as a run's output with nothing to judge."""

from tests.checker.diagnose.helpers import codes


def test_tensorflow_s_duplicate_plug_ins_are_read_with_nothing_to_judge():
    text = ("2024-09-21 20:25:59.435856: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:485] Unable to register "
            "cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered\n"
            "2024-09-21 20:26:01.147879: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not "
            "find TensorRT\n")
    assert codes(text) == set()


def test_deepspeed_s_host_memory_and_transformers_model_type_warning_are_read():
    assert codes("CPU Virtual Memory:  used = 216.39 GB, percent = 10.7%\n") == set()
    text = ("A100*80G*8卡的机器，batch_size=1\n"
            "You are using a model of type mistral to instantiate a model of type llama. This is not supported for all "
            "configurations of models and can yield errors\n")
    assert codes(text) == {"multi_gpu"}
