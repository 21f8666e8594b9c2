"""Readings added while published_holdout141 was tuned on: XLA's allocator running out of GPU memory (JAX, TensorFlow),
llama-server's "srv"/"slot" lines, PrivateGPT's logger and JAX's backend probe as logs with nothing to judge."""

from tests.checker.diagnose.helpers import codes, is_quiet_log

XLA_OOM = ("2025-07-18 11:07:06.132422: W external/xla/xla/tsl/framework/bfc_allocator.cc:501] Allocator (GPU_0_bfc) ran "
           "out of memory trying to allocate 510.68MiB (rounded to 535486464)requested by op \n"
           "E0718 11:07:06.132657  193878 pjrt_stream_executor_client.cc:3077] Execution of replica 0 failed: "
           "RESOURCE_EXHAUSTED: Out of memory while trying to allocate 535486464 bytes.\n")
QUIET_LOGS = {
    "llama-server": ("srv          init: initializing slots, n_slots = 4\n"
                     "slot         init: id  0 | task -1 | new slot, n_ctx = 4096\n"),
    "privategpt": "13:21:55.666 [INFO    ] private_gpt.settings.settings_loader - Starting application with profiles=['default']\n",
    "jax": "INFO:jax._src.xla_bridge:Unable to initialize backend 'tpu': INTERNAL: Failed to open libtpu.so\n",
}


def test_xlas_allocator_running_out_on_a_gpu_is_out_of_memory():
    assert codes(XLA_OOM) == {"out_of_memory"}
    assert codes(XLA_OOM.splitlines()[0] + "\n") == {"out_of_memory"}
    # a host allocator of the same kind is system memory, not the GPU's
    assert "out_of_memory" not in codes(XLA_OOM.splitlines()[0].replace("GPU_0_bfc", "mklcpu") + "\n")


def test_these_logs_are_read_with_nothing_to_judge():
    assert [name for name, text in QUIET_LOGS.items() if not is_quiet_log(text)] == []


def test_the_prefixes_inside_a_sentence_are_no_log():
    assert codes("The srv init: line never came.\n") == {"unrecognized_input"}
