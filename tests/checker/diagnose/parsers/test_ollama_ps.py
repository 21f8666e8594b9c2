"""ollama ps as people paste it: columns left out, moved or renamed, notes after rows, comments between them."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.diagnose.parsers import ollama_ps

ROWS = ("NAME            ID              SIZE      PROCESSOR          CONTEXT    UNTIL\n"
        "qwen3:14b       bdbd181c33f2    10 GB     22%/78% CPU/GPU    4096       4 minutes from now\n"
        "llama3.2:3b     a80c4f17acd5    3.4 GB    100% GPU           8192       Forever\n")


def read(text: str) -> list[tuple]:
    return [(m.name, m.size_bytes, m.cpu_pct, m.gpu_pct, m.context) for m in ollama_ps.parse(text).models]


EXPECTED = [("qwen3:14b", 10e9, 22.0, 78.0, 4096), ("llama3.2:3b", 3.4e9, 0.0, 100.0, 8192)]


def test_the_printed_table():
    assert read(ROWS) == EXPECTED


@pytest.mark.parametrize("text", [
    # No ID column.
    "NAME          SIZE      PROCESSOR          CONTEXT    UNTIL\n"
    "qwen3:14b     10 GB     22%/78% CPU/GPU    4096       4 minutes from now\n"
    "llama3.2:3b   3.4 GB    100% GPU           8192       Forever\n",
    # Columns moved, NAME called MODEL.
    "MODEL         PROCESSOR          SIZE      CONTEXT    UNTIL\n"
    "qwen3:14b     22%/78% CPU/GPU    10 GB     4096       4 minutes from now\n"
    "llama3.2:3b   100% GPU           3.4 GB    8192       Forever\n",
    # A note after a row and a comment between the rows.
    ROWS.replace("4 minutes from now", "4 minutes from now   <- this one is slow").replace("\nllama3.2", "\n# and the small one:\nllama3.2"),
])
def test_a_changed_layout_gives_the_same_models(text):
    assert read(text) == EXPECTED


def test_the_note_is_not_taken_for_the_until_column():
    snapshot = ollama_ps.parse(ROWS.replace("4 minutes from now", "4 minutes from now   <- this one"))
    assert snapshot.models[0].until == "4 minutes from now"


@given(st.text(max_size=300))
@settings(max_examples=300, deadline=None)
def test_any_row_text_is_a_model_or_nothing(row):
    model = ollama_ps.read_row(row, ["NAME", "ID", "SIZE", "PROCESSOR", "CONTEXT", "UNTIL"])
    assert model is None or (model.name and 0 <= model.gpu_pct <= 100)
