"""Readings added while published_holdout216 was tuned on: ollama-benchmark's GPU report printed again after its runs,
and nvidia-smi's opening (its date line or top border) at the paste's end after prose, without its command."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# freeletics/ollama-benchmark results/Linux_RTX_3060.md (published_holdout216): the report before the runs, then again
REPORT = ("-------Linux----------\n"
          "{{'id': '0', 'name': 'NVIDIA GeForce RTX 3060', 'driver': '535.216.01', 'gpu_memory_total': '12288.0 MB', "
          "'gpu_memory_free': '{free}.0 MB', 'gpu_memory_used': '{used}.0 MB', 'gpu_load': '{load}.0%', "
          "'gpu_temperature': '{temp}.0°C'}}\nOnly one GPU card\n")
RUNS = ("model_name =    mistral:7b\nprompt = Write a step-by-step guide on how to bake a chocolate cake from scratch.\n"
        "eval rate:            67.11 tokens/s\n--------------------\nAverage of eval rate:  66.966  tokens/s\n")


def test_a_card_printed_again_is_the_same_card_at_its_latest_figures():
    text = (REPORT.format(free=11858, used=183, load=0, temp=33) + "ollama_version: 0.5.7\n" + RUNS
            + REPORT.format(free=1232, used=10809, load=72, temp=68) + REPORT.format(free=1232, used=10809, load=0, temp=64))
    gpus = read_paste(text).gpus
    assert len(gpus) == 1
    assert (gpus[0].memory_used_mib, gpus[0].utilization_pct, gpus[0].temperature_c) == (10809.0, 0.0, 64.0)
    assert "multi_gpu" not in codes(text)
    two = text.replace("{'id': '0', 'name': 'NVIDIA GeForce RTX 3060'", "{'id': '1', 'name': 'NVIDIA GeForce RTX 3060'", 1)
    assert [gpu.index for gpu in read_paste(two).gpus] == [0, 1]  # another id is another card


DATE = "Mon Jul  6 07:00:42 2026       "
BORDER = "+" + "-" * 77 + "+"


def test_nvidia_smis_opening_after_prose_at_the_pastes_end_is_its_output_cut():
    # noonghunna/club-3090 #585 (published_holdout216) and mlcommons/algorithmic-efficiency #182 (published_holdout202)
    assert codes(f"### Full nvidia-smi\n\n<details><summary>Full nvidia-smi output</summary>\n\n```\n{DATE}\n") == {"truncated"}
    assert codes(f"I'm wondering if something wasn't cleaned up okay but nvidia-smi looks ok:\n\n{BORDER}\n") == {"truncated"}
    # another tool's box (Triton's, with a '+' inside its border) after a log line is not nvidia-smi's
    triton = "I0621 01:00:58.289261 294 server.cc:607]\n+------------------+------+\n"
    assert "truncated" not in codes(triton)
    assert "truncated" not in codes(f"I'm wondering if something wasn't cleaned up okay:\n\n{DATE}\nand then it worked\n")


@given(st.lists(st.text(alphabet="abcdefghij klmnop", min_size=1, max_size=60).filter(str.strip), min_size=1, max_size=5),
       st.sampled_from([DATE, BORDER]))
def test_the_opening_alone_at_the_end_is_cut_whatever_prose_comes_before(prose, opening):
    text = "\n".join(prose) + "\n\n" + opening + "\n"
    assert "truncated" in codes(text)
    assert "truncated" not in codes("\n".join(prose) + "\n")
