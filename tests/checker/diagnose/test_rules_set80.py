"""Readings added while published_holdout80 was tuned on: tinygrad's CPU backend, ms-swift's and TabbyAPI's logs, and
PyTorch's compiler skipping a kernel the GPU's shared memory cannot hold."""

from tests.checker.diagnose.helpers import codes


def test_tinygrad_without_a_gpu_backend_runs_on_the_cpu():
    text = ("cuda backend not available No module named 'pycuda'\nmetal backend not available No module named 'Metal'\n"
            "using CPU backend\nloaded weights in 692.08 ms, 0.00 GB loaded at 0.00 GB/s\n")
    assert "cpu_only" in codes(text)


def test_ms_swift_tabbyapi_and_the_compiler_s_autotuning_are_read_with_nothing_to_judge():
    assert codes("[INFO:swift] InternVLChatModel: 25514.1861M Params (25514.1861M Trainable [100.0000%]), 402.6563M Buffers.\n") == set()
    assert codes("2025-09-22 21:25:03.153 INFO:     Starting OAI API\n") == set()
    text = ("E1118 11:32:55.100000 503992 site-packages/torch/_inductor/select_algorithm.py:2100] [0/0] Runtime error during "
            "autotuning: \nE1118 11:32:55.100000 503992 site-packages/torch/_inductor/select_algorithm.py:2100] [0/0] No "
            "valid triton configs. OutOfResources: out of resource: shared memory, Required: 131072, Hardware limit: 101376.\n")
    assert codes(text) == set()
