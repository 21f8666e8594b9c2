"""Readings added while published_holdout94 was tuned on: Unsloth's issue template answering how many GPUs are used."""

from tests.checker.diagnose.helpers import codes

TEMPLATE = ("1. Did you update? `pip install --upgrade unsloth unsloth_zoo` yes\n"
            "2. `Colab` or `Kaggle` or local / cloud: local\n"
            "3. Number GPUs used, use `nvidia-smi` {answer}\n"
            "4. Which notebook? Please link! none\n")


def test_the_template_s_gpu_count_is_read_with_or_without_a_colon():
    for answer in ("6", ": 4", "  2"):
        assert "multi_gpu" in codes(TEMPLATE.format(answer=answer)), answer


def test_one_gpu_or_a_card_s_name_is_no_run_over_several():
    for answer in ("1", ": Google T4", "1 x RTX 4090 (24GB)"):
        assert "multi_gpu" not in codes(TEMPLATE.format(answer=answer)), answer
