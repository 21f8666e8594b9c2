"""Readings added while published_holdout158 was tuned on: a logged --query-gpu whose rows start with the timestamp,
amd-smi metric's CSV, a script's per-GPU utilization lines, and PyTorch's rank prefix on a traceback as a count."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

STAMPED = "2024/08/08 16:16:{s:02d}.159, {used} MiB, 81920 MiB\n"
AMD_CSV = ("timestamp,gpu,gfx_activity,umc_activity,socket_power,edge,hotspot,used_vram,total_vram\n"
           "1786553852,0,{util},0,238,N/A,37,{used},196592\n"
           "1786553852,1,0,0,242,N/A,41,283,196592\n")
NVML = ("GPU 0 (NVIDIA GeForce RTX 4090 D): GPU Utilization: 21% | Memory Utilization: 17%\n"
        "GPU 1 (NVIDIA GeForce RTX 4090 D): GPU Utilization: 100% | Memory Utilization: 4%\n")


def test_a_logged_query_whose_rows_start_with_the_timestamp_is_read_one_gpu_a_sample_row():
    one = STAMPED.format(s=58, used=4) + STAMPED.format(s=59, used=5)
    snapshot = read_paste(one)
    assert [(g.index, g.memory_used_mib, g.memory_total_mib) for g in snapshot.gpus] == [(0, 5, 81920)]  # the last sample
    assert codes(one) == {"vram_headroom_ok"}
    two = STAMPED.format(s=58, used=4) + STAMPED.format(s=58, used=80000)  # one sample, two rows: two GPUs
    assert codes(two) == {"multi_gpu", "vram_nearly_full"}
    # (a bare number where the unit is missing says nothing of which figure it is)
    assert "unrecognized_input" in codes("2024/08/08 16:16:58.159, 4, 81920\n")


def test_amd_smis_metric_csv_is_read_by_its_column_names():
    snapshot = read_paste(AMD_CSV.format(util=0, used=283))
    assert snapshot.input_kinds == ["amd-smi metric"]
    gpu = snapshot.gpus[0]
    assert (gpu.index, gpu.utilization_pct, gpu.power_draw_w, gpu.memory_used_mib, gpu.memory_total_mib) == (0, 0, 238, 283, 196592)
    assert codes(AMD_CSV.format(util=0, used=283)) == {"gpu_idle", "multi_gpu", "vram_headroom_ok"}
    assert "gpu_idle" not in codes(AMD_CSV.format(util=95, used=190000))


def test_a_scripts_utilization_lines_give_each_gpu_but_not_the_memory_controllers_share():
    snapshot = read_paste(NVML)
    assert [(g.index, g.name, g.utilization_pct) for g in snapshot.gpus] == [(0, "NVIDIA GeForce RTX 4090 D", 21),
                                                                              (1, "NVIDIA GeForce RTX 4090 D", 100)]
    assert read_paste("GPU 0: Memory Utilization: 17% | GPU Utilization: 3%\n").gpus[0].utilization_pct == 3
    # nvidia-smi -L's lines are not this format
    assert read_paste("GPU 0: NVIDIA GeForce RTX 4090 (UUID: GPU-1b2c3d4e)\n").input_kinds != ["GPU status lines"]


def test_pytorchs_rank_prefix_on_a_traceback_counts_the_gpus():
    traceback = ('[rank2]:   File "/work/open_instruct/ppo_vllm_thread.py", line 714, in main\n'
                 "[rank2]:     with unwrap_model_for_generation(model, accelerator) as unwrapped_model:\n")
    assert "multi_gpu" in codes(traceback)
    assert "multi_gpu" not in codes(traceback.replace("[rank2]", "[rank0]"))
