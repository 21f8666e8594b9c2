"""Readings added while published_holdout96 was tuned on: TensorRT-LLM's allocation failure naming its call, a program
saying what CUDA_VISIBLE_DEVICES is, Ray's and Ray Serve's loggers, Python's warnings, and Unsloth's trainer banner."""

from tests.checker.diagnose.helpers import codes


def test_tensorrt_llm_s_failed_cuda_call_is_out_of_memory():
    text = ("[TensorRT-LLM][ERROR] CUDA runtime error in ::cudaMallocAsync(ptr, n, mCudaStream->get()): out of memory "
            "(/app/tensorrt_llm/cpp/tensorrt_llm/runtime/tllmBuffers.h:112)\n")
    assert "out_of_memory" in codes(text)
    assert "out_of_memory" not in codes(text.replace("out of memory", "invalid argument"))


WARNING = ("/usr/local/lib/python3.10/dist-packages/unsloth/__init__.py:23: UserWarning: Unsloth: 'CUDA_VISIBLE_DEVICES' "
           "is currently {devices} but we require 'CUDA_VISIBLE_DEVICES=0'\n")


def test_a_python_warning_is_read_and_the_devices_it_names_count():
    assert codes(WARNING.format(devices="0,1,2,3")) == {"multi_gpu"}
    assert codes(WARNING.format(devices="0")) == set()


def test_ray_s_and_ray_serve_s_lines_are_read_with_nothing_to_judge():
    text = ("2024-04-21 15:12:15,317 INFO worker.py:1715 -- Connected to Ray cluster. View the dashboard at 127.0.0.1:8265 \n"
            "(ServeController pid=11766) INFO 2024-04-21 15:12:15,440 controller 11766 deployment_state.py:1545 - Deploying "
            "new version of deployment MyModel in application 'model2'.\n")
    assert codes(text) == set()


BANNER = ("==((====))==  Unsloth - 2x faster free finetuning | Num GPUs = {n}\n"
          "   \\\\   /|    Num examples = 1,029 | Num Epochs = 1\n")


def test_unsloth_s_trainer_banner_is_read_and_its_gpu_count_counts():
    assert codes(BANNER.format(n=1)) == set()
    assert codes(BANNER.format(n=2)) == {"multi_gpu"}
