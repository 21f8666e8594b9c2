"""Readings added while published_holdout137 was tuned on: rocm-smi's topology matrices (--showtopo), the GPUs of the
node, and a listing cut inside its last matrix."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes


def _matrix(title: str, count: int, rows: int) -> str:
    header = "       " + "".join(f"GPU{i:<10}" for i in range(count)).rstrip() + "\n"
    body = "".join(f"GPU{r}   " + "".join(f"{0 if c == r else 15:<13}" for c in range(count)).rstrip() + "\n"
                   for r in range(rows))
    return f"================================= {title} between two GPUs ==================================\n{header}{body}\n"


def test_the_topology_matrices_count_the_gpus_and_say_where_the_listing_was_cut():
    whole = _matrix("Weight", 4, 4) + _matrix("Hops", 4, 4)
    assert len(read_paste(whole).gpus) == 4
    assert codes(whole) == {"multi_gpu"}
    assert codes(_matrix("Weight", 4, 4) + _matrix("Hops", 4, 2)) == {"multi_gpu", "truncated"}
    # rows like these with no such banner are no rocm-smi output
    assert "rocm-smi" not in read_paste(_matrix("Weight", 4, 4).split("\n", 1)[1]).input_kinds
