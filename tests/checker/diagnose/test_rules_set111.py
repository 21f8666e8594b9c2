"""Readings added while published_holdout111 was tuned on: text-generation-inference's shards counted by their
warm-up lines, a GPU's memory taken whole from another reading where it has none, and a Python comment's device list
left out."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

WARMUP = ("2023-08-09T16:39:30.0{n}Z  INFO text_generation_launcher: Rank [{n}] Total GPU memory: 79.21 GB, \n"
          "Total free memory: 7.84 GB, \n")
ROW = ("|   0  NVIDIA A100-SXM...  On   | 00000000:0F:00.0 Off |                    0 |\n"
       "| N/A   37C    P0    83W / 400W |  45202MiB / 81920MiB |      0%      Default |\n")


def test_tgi_warm_up_lines_count_the_shards():
    text = "".join(WARMUP.format(n=n) for n in (0, 2, 3, 1))
    assert len(read_paste(text).gpus) == 4 and "multi_gpu" in codes(text)
    assert "multi_gpu" not in codes(WARMUP.format(n=0))


def test_a_gpu_counted_by_a_log_keeps_a_tables_memory_whole():
    text = "".join(WARMUP.format(n=n) for n in range(4)) + "\nIdling:\n\n" + ROW
    first, *others = read_paste(text).gpus
    assert (first.memory_used_mib, first.memory_total_mib, first.temperature_c) == (45202, 81920, 37)
    assert len(others) == 3 and all(g.memory_used_mib is None for g in others)


def test_a_commented_out_device_list_is_not_a_run_over_those_gpus():
    code = 'model_path = "/data/llama3_8b"\n{}os.environ["CUDA_VISIBLE_DEVICES"] = "2,3,4,5,6,7"\n'
    assert "multi_gpu" not in codes(code.format("# "))
    assert "multi_gpu" in codes(code.format(""))
