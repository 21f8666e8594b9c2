"""Readings added while published_holdout40 was tuned on: a ```diff block's markers come off, HAMi's vGPU limiter and
Metal's oversized buffer are out of memory, Metal's failed command buffer is out of memory with or without a warning,
and vLLM's Ray workers on other hosts drive GPUs of their own."""

from checker.diagnose.clean import clean
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

ROWS = ("|   0  Tesla V100-SXM2...  On   | 00000000:00:1E.0 Off |                    0 |\n"
        "| N/A   39C    P0    24W / 300W |      0MiB / 16384MiB |      0%      Default |\n"
        "+-------------------------------+----------------------+----------------------+\n")


def test_a_diff_blocks_markers_come_off_line_for_line():
    paste = "pages/k8s/nvidia-dgx.md:96\n```diff\n" + "".join("+" + line + "\n" for line in ROWS.splitlines()) + "```\n"
    cleaned = clean(paste)
    assert "diff markers" in cleaned.decorations and len(cleaned.lines) == len(paste.splitlines())
    assert cleaned.lines[2].startswith("|   0  Tesla V100-SXM2")
    assert [(g.memory_used_mib, g.memory_total_mib, g.utilization_pct) for g in diagnose(paste).snapshot.gpus] == [(0, 16384, 0)]
    # A diff of prose, or a block whose lines do not all carry a marker, keeps its characters.
    mixed = "```diff\n+added line\nplain line\n```\n"
    assert clean(mixed).lines[1:3] == ["+added line", "plain line"]


def test_hamis_vgpu_limiter_refusing_an_allocation_is_out_of_memory():
    log = ("[HAMI-core Msg(30:140387636202368:libvgpu.c:855)]: Initialized\n"
           "[HAMI-core ERROR (pid:30 thread=140382094939712 allocator.c:53)]: Device 0 OOM 3171158016 / 3145728000\n")
    assert codes(log) == {"out_of_memory"}


def test_metals_oversized_buffer_and_failed_command_buffer_are_out_of_memory():
    buffer = "ggml_metal_add_buffer: buffer 'data' size 18300780544 is larger than buffer maximum of 17179869184\n"
    assert codes(buffer) == {"out_of_memory"}
    failed = "ggml_metal_graph_compute: command buffer 0 failed with status 5\nGGML_ASSERT: ggml-metal.m:969: false\n"
    assert codes(failed) == {"out_of_memory"}
    # A Metal device that offers no buffer at all is a driver error, not a lack of memory.
    assert "out_of_memory" not in codes("tensor output_norm.weight is too large to fit in a Metal buffer (tensor size: 16384, "
                                        "max buffer size: 0)\n" + failed)


def test_vllms_ray_workers_on_other_hosts_each_drive_a_gpu():
    line = ("(EngineCore pid=89247) (RayWorkerWrapper pid={pid}{ip}) INFO 04-01 11:25:14 [gpu_model_runner.py:4566] Model "
            "loading took 13.2 GiB memory and 148.493862 seconds\n")
    log = "".join(line.format(pid=pid, ip=ip) for pid, ip in ((89561, ""), (164889, ", ip=172.20.4.203"), (165186, ", ip=172.20.4.201")))
    assert len(diagnose(log).snapshot.gpus) == 3  # one a worker, wherever its host
    assert "multi_gpu" in codes(log)
