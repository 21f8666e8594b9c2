from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.library import load_library
from kb.signatures import normalize

DATA = Path(__file__).parent.parent / "data" / "articles"
REAL = Path(__file__).parent.parent.parent / "content" / "articles"
FIXTURES = load_library(DATA)
SITE = load_library(REAL)

TORCH_TRACEBACK = """Traceback (most recent call last):
  File "/home/user/run.py", line 12, in <module>
    model = AutoModelForCausalLM.from_pretrained(name, device_map="cuda")
  File "/usr/lib/python3.11/site-packages/torch/nn/modules/module.py", line 1160, in to
    return self._apply(convert)
torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 224.00 MiB. GPU 0 has a total capacity of 23.64 GiB of which 41.06 MiB is free."""


def test_numbers_case_and_whitespace_do_not_matter():
    assert normalize("Tried to allocate 20.00 MiB") == normalize("tried  to\nallocate 1,024 MiB")
    assert normalize("“quoted”") == '"quoted"'


def test_the_longest_signature_in_a_traceback_wins():
    matches = FIXTURES.signature_index.match(TORCH_TRACEBACK)
    assert [match.article.slug for match in matches] == ["fixture-oom"]
    assert matches[0].signature == "CUDA out of memory. Tried to allocate"
    assert matches[0].signature_index == 0


def test_several_articles_can_match_best_first():
    text = 'level=INFO msg="no compatible GPUs were discovered"\nerror: out of memory'
    assert [match.article.slug for match in FIXTURES.signature_index.match(text)] == ["fixture-cpu", "fixture-oom"]


def test_unrelated_text_matches_nothing():
    assert FIXTURES.signature_index.match("segmentation fault (core dumped)") == []


@given(st.text(max_size=2000))
def test_any_text_is_matched_without_error(text):
    for match in SITE.signature_index.match(text):
        assert normalize(match.signature) in normalize(text)


@pytest.mark.parametrize(
    ("error_text", "slug"),
    [
        (TORCH_TRACEBACK, "cuda-out-of-memory"),
    ],
)
def test_real_error_texts_land_on_the_right_article(error_text, slug):
    matches = SITE.signature_index.match(error_text)
    assert matches and matches[0].article.slug == slug


def test_on_a_tie_the_article_that_lists_the_signature_first_wins(tmp_path):
    # fixture-cpu lists "ggml_cuda_init: failed to initialize CUDA" second; a
    # copy that lists it first must win, whatever the slugs' order.
    text = (DATA / "fixture-cpu.md").read_text()
    (tmp_path / "fixture-cpu.md").write_text(text)
    primary = text.replace('slug = "fixture-cpu"', 'slug = "zzz-primary"').replace(
        'error_signatures = ["no compatible GPUs were discovered", "ggml_cuda_init: failed to initialize CUDA"]',
        'error_signatures = ["ggml_cuda_init: failed to initialize CUDA"]',
    ).replace('related = ["fixture-slow-chat"]', "related = []")
    (tmp_path / "zzz-primary.md").write_text(primary)
    library = load_library(tmp_path)
    matches = library.signature_index.match("ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device")
    assert [match.article.slug for match in matches] == ["zzz-primary", "fixture-cpu"]
