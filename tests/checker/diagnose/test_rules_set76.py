"""Readings added while published_holdout76 was tuned on: ggml's "operation not supported", llamafile finding no GPU,
Meta's llama reference code and torchrun, CUDA's "invalid device ordinal" and TVM's banner (inxi has its own tests)."""

from tests.checker.diagnose.helpers import codes


def test_ggml_s_operation_not_supported_is_a_driver_error_that_stops_the_run():
    text = ("ollama._types.ResponseError: llama runner process has terminated: CUDA error: operation not supported\n"
            "  current device: 0, in function ggml_backend_cuda_get_device_memory at ggml/src/ggml-cuda.cu:3163\n"
            "  cudaMemGetInfo(free, total)\n")
    assert codes(text) == {"driver_error"}


def test_llamafile_finding_no_gpu_for_its_layers_is_no_device():
    text = ("initializing gpu module...\nGPU support successfully linked and loaded\n"
            "fatal error: --n-gpu-layers 35 was passed but no gpus were found\n")
    assert codes(text) == {"no_devices"}


def test_meta_s_model_parallel_size_counts_the_gpus():
    text = ("WARNING:torch.distributed.run:\n*****************************************\nSetting OMP_NUM_THREADS environment "
            "variable for each process to be 1 in default, to avoid your system being overloaded\n"
            "> initializing model parallel with size {size}\n> initializing ddp with size 1\n")
    assert "multi_gpu" in codes(text.format(size=2)) and codes(text.format(size=1)) == set()


def test_invalid_device_ordinal_says_the_stated_count_is_more_than_the_machine_has():
    text = ("torchrun --nproc_per_node 2 example_text_completion.py --ckpt_dir llama-2-13b/\n"
            "RuntimeError: CUDA error: invalid device ordinal\n")
    assert codes(text) == set()


def test_tvm_s_error_banner_is_read_with_nothing_to_judge():
    text = ("[10:18:16] pooled_allocator.h:64: Warning: PooledAllocator got InternalError during allocation: \n"
            "---------------------------------------------------------------\n"
            "An error occurred during the execution of TVM.\n")
    assert codes(text) == set()
