"""Readings added while published_holdout172 was tuned on: DeepSpeed-Inference's workspace lines."""

from checker.diagnose.rules import diagnose, read_paste
from tests.checker.diagnose.helpers import codes

WORKSPACE = ("Time to load transformer_inference op: 0.027388334274291992 seconds\n"
             "------------------------------------------------------\n"
             "Free memory : 4.430847 (GigaBytes)  \n"
             "Total memory: 7.919250 (GigaBytes)  \n"
             "Requested memory: 0.164062 (GigaBytes) \n"
             "Setting maximum total tokens (input + output) to 1024 \n")


def test_deepspeed_inference_s_workspace_lines_give_rank_0_s_memory():
    # rank 0's card after the weights loaded: 7.92 GiB, of which 4.43 free (inference_context.h's GIGABYTE is 1024**3)
    [gpu] = read_paste(WORKSPACE).gpus
    assert (gpu.index, gpu.memory_total_mib, gpu.memory_used_mib) == (0, 8109.3, 3572.1)
    assert "vram_headroom_ok" in codes(WORKSPACE)
    nearly_full = WORKSPACE.replace("Free memory : 4.430847", "Free memory : 0.201000")
    assert "vram_nearly_full" in codes(nearly_full)
    # the total alone, or the two lines apart, say nothing of what is used
    assert not read_paste(WORKSPACE.replace("Free memory : 4.430847 (GigaBytes)  \n", "")).gpus
    assert "unrecognized_input" in codes(WORKSPACE.replace(" (GigaBytes)", " GB"))
