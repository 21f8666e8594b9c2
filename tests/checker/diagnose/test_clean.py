"""The cleaning stage on its own: each decoration people paste around tool output comes off, line for line,
and nothing else changes. Then the property that matters: any decoration on any real paste gives the
diagnosis of the paste as captured."""

import html
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checker.diagnose.clean import clean
from checker.diagnose.reading import read
from checker.diagnose.rules import diagnose

PASTES = Path(__file__).resolve().parents[2] / "data" / "pastes"
CASES = sorted(PASTES.glob("*/*.txt"))
TABLE = (PASTES / "nvidia-smi-table" / "thamada-rtx3090x2-560.txt").read_text()
OLLAMA_PS = "NAME          ID              SIZE     PROCESSOR    UNTIL\nqwen3:14b     bdbd181c33f2    10 GB    100% GPU     4 minutes from now"


def test_every_change_the_cleaning_makes_is_reported():
    for path in CASES:
        text = path.read_text()
        assert clean(text).lines == [line.rstrip() for line in text.splitlines()] or clean(text).decorations, path


def test_the_line_count_is_kept_so_every_line_maps_back():
    text = "Here it is:\n\n```console\n$ nvidia-smi\n" + TABLE + "```\nthanks"
    cleaned = clean(text)
    assert len(cleaned.lines) == len(text.splitlines()) == len(cleaned.original)
    assert cleaned.lines[2] == "" and "fence" in cleaned.decorations
    assert cleaned.lines[4] == TABLE.splitlines()[0]


@pytest.mark.parametrize("decorated, kind", [
    ("    | 30%   30C    P8     30W /  350W |", "indentation"),
    ("\t| 30%   30C    P8     30W /  350W |", "indentation"),
    ("> | 30%   30C    P8     30W /  350W |", "quote"),
    ("> > | 30%   30C    P8     30W /  350W |", "quote"),
    ("│ 30%   30C    P8     30W /  350W │", "box drawing"),
    ("| 30%\u00a0  30C    P8     30W /  350W |", "odd spaces"),
    ("\x1b[1m| 30%   30C    P8     30W /  350W |\x1b[0m", "terminal escape codes"),
])
def test_each_decoration_comes_off_one_line(decorated, kind):
    cleaned = clean(decorated)
    assert cleaned.lines == ["| 30%   30C    P8     30W /  350W |"]
    assert kind in cleaned.decorations


@pytest.mark.parametrize("prefix, kind", [
    ("Mar 03 12:00:00 gpu-box ollama[1234]: ", "journalctl prefix"),
    ("2024-11-02T10:11:12.123456789Z ", "timestamp"),
    ("0.00.006.542 I ", "timestamp"),
    ("ollama-1  | ", "docker compose prefix"),
    ("# ", "comments"),
    ("// ", "comments"),
    ("; ", "comments"),
    ("nid005113 out: ", "host label"),  # a Cray/Slurm job's log
    ("node07: ", "host label"),  # pdsh
])
def test_a_prefix_on_every_line_of_a_block_comes_off(prefix, kind):
    log = ["load_tensors: offloaded 20/33 layers to GPU", "load_tensors:        CUDA0 model buffer size =  2495.31 MiB",
           "llama_context:      CUDA0 compute buffer size =   552.00 MiB"]
    cleaned = clean("\n".join(prefix + line for line in log))
    assert cleaned.lines == log and kind in cleaned.decorations


def test_typographic_quotes_become_typed_ones():
    # A web page's apostrophe inside nvidia-smi's error (published_holdout10), and Ollama's quoted values.
    cleaned = clean("NVIDIA-SMI has failed because it couldn\u2018t communicate with the NVIDIA driver.\nname=\u201cNVIDIA A100\u201d")
    assert cleaned.lines == ["NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.", 'name="NVIDIA A100"']
    assert "typographic quotes" in cleaned.decorations


def test_a_json_loggers_records_give_back_their_lines():
    # Msty's pino logger around Ollama (published_holdout11), and Docker's json-file driver.
    pino = '{"level":50,"time":1752516972565,"pid":10104,"hostname":"box","msg":"time=2025 level=ERROR msg=\\"llama runner terminated\\"\\n"}'
    docker = '{"log":"load_tensors: offloaded 33/33 layers to GPU\\n","stream":"stderr","time":"2025-01-01T00:00:00Z"}'
    cleaned = clean(pino + "\n" + docker)
    assert cleaned.lines == ['time=2025 level=ERROR msg="llama runner terminated"', "load_tensors: offloaded 33/33 layers to GPU"]
    assert "json log records" in cleaned.decorations
    # JSON that is not a log record stays as it is.
    assert clean('{"name": "qwen3:14b", "size": 9000}').lines == ['{"name": "qwen3:14b", "size": 9000}']


def test_a_fence_inside_a_quote_comes_off_with_the_quote():
    # A reply quoting a reply that holds a fenced log line ('> > ```', published_holdout10).
    cleaned = clean("> > ```\n> \n> > time=1 level=INFO msg=x\n> > ```")
    assert cleaned.lines == ["", "", "time=1 level=INFO msg=x", ""]


def test_a_label_that_is_the_lines_content_stays():
    # llama.cpp's function names and a device's name look like a launcher's label but are the output.
    for lines in (["llama_model_loader: - kv   0: general.architecture str = llama"] * 3, ["CUDA0: 24 GiB free"] * 3,
                  ["GPU1: NVIDIA A100"] * 3):
        assert clean("\n".join(lines)).lines == lines


def test_line_numbers_come_off_only_where_they_count_up():
    numbered = "\n".join(f"{n:>3}: {line}" for n, line in enumerate(OLLAMA_PS.splitlines() * 2, start=1))
    assert clean(numbered).lines == (OLLAMA_PS.splitlines() * 2)
    dmon = "# gpu   pwr gtemp    sm   mem\n# Idx     W     C     %     %\n    0    45    38    12     3\n    1    44    37    10     2\n    2    40    35     0     0"
    assert clean(dmon).lines == dmon.splitlines()


def test_html_entities_are_decoded():
    assert clean("ollama ps &gt; out.txt &amp;&amp; cat out.txt").lines == ["ollama ps > out.txt && cat out.txt"]


def test_indentation_inside_a_block_is_kept():
    query = ("==============NVSMI LOG==============\n\nAttached GPUs                             : 1\nGPU 00000000:01:00.0\n"
             "    Product Name                          : NVIDIA GeForce RTX 4090\n    FB Memory Usage\n        Total : 24564 MiB")
    assert clean(query).lines == query.splitlines()
    indented = "\n".join("    " + line if line else "" for line in query.splitlines())
    assert clean("My GPU:\n\n" + indented).lines[2:] == query.splitlines()


def test_crlf_and_a_shell_prompt_are_harmless():
    text = ("PS C:\\Users\\me> ollama ps\r\n" + OLLAMA_PS.replace("\n", "\r\n")).encode().decode()
    assert [m.name for m in read(text).snapshot.models] == ["qwen3:14b"]
    assert "crlf" in clean(text).decorations


# ------------------------------------------------------------------ property: decorations never change the diagnosis

def _each_line(prefix: str):
    return lambda text: "\n".join(prefix + line if line.strip() else line for line in text.splitlines())


DECORATIONS = {
    "indent4": _each_line("    "),
    "tab": _each_line("\t"),
    "quote": _each_line("> "),
    "nested quote": _each_line("> > "),
    "comment #": _each_line("# "),
    "comment //": _each_line("// "),
    "journalctl": _each_line("Nov 24 10:00:01 gpu-box ollama[2741]: "),
    "docker compose": _each_line("ollama-1  | "),
    "timestamp": _each_line("2026-11-24T10:00:01.123Z "),
    "host label": _each_line("nid005113 out: "),
    # (a launcher's tag of its task's output, SkyPilot's, published_holdout49)
    "task tag": _each_line("(sky-cmd, pid=13008) "),
    "line numbers": lambda text: "\n".join(f"{n:>4}| {line}" for n, line in enumerate(text.splitlines(), start=1)),
    "fence": lambda text: "```console\n" + text + "\n```",
    "fence and prose": lambda text: "Here is what I get, any idea?\n\n```text\n" + text + "\n```\n\nThanks in advance!",
    # (a review quoting the output as added lines of a document: each line behind the diff's "+", published_holdout40)
    "diff": lambda text: "```diff\n" + "\n".join("+" + line for line in text.splitlines()) + "\n```",
    # (the prompt of the paste's own system: a Linux prompt above a WDDM GPU's output says WSL, a decoration does not)
    "prompt above": lambda text: ("PS C:\\Users\\user> some-command --flag\n" if "WDDM" in text
                                  else "user@gpu-box:~$ some-command --flag\n") + text,
    "crlf": lambda text: text.replace("\n", "\r\n"),
    "html": lambda text: html.escape(text, quote=False),
    "nbsp": lambda text: text.replace("  ", "\u00a0 "),
}


def _summary(text: str):
    diagnosis = diagnose(text)
    snapshot = diagnosis.snapshot.model_dump()
    return snapshot, sorted({f.code for f in diagnosis.findings} - {"unrecognized_input"})


@given(path=st.sampled_from(CASES), decoration=st.sampled_from(sorted(DECORATIONS)))
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_decoration_on_any_real_paste_gives_the_clean_diagnosis(path, decoration):
    text = path.read_text()
    if decoration == "html" and "&" in text:
        return  # the paste holds a literal "&" followed by a word: escaped and decoded, it stays itself
    # Prose after an output that stops early (a table without its Processes box) says the author stopped there, not
    # the copy: the reference is the clean paste with the same closing sentence.
    reference = text + "\n\nThanks in advance!" if decoration == "fence and prose" else text
    assert _summary(DECORATIONS[decoration](text)) == _summary(reference), (path.name, decoration)


@given(path=st.sampled_from(CASES), first=st.sampled_from(sorted(DECORATIONS)), second=st.sampled_from(["quote", "indent4", "fence"]))
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_two_decorations_at_once_too(path, first, second):
    text = path.read_text()
    if "html" in (first, second) and "&" in text:
        return
    decorated = DECORATIONS[second](DECORATIONS[first](text))
    reference = text + "\n\nThanks in advance!" if first == "fence and prose" else text
    assert _summary(decorated) == _summary(reference), (path.name, first, second)


def test_lm_studios_log_stream_prefix_comes_off():
    line = ("[DEBUG] llama.cpp-linux-x86_64-nvidia-cuda-avx2@2.16.0 (llama.cpp) gemma3-270m pid=328416 "
            "0.01.105.316 W warning: failed to mlock 184791040-byte buffer")
    assert clean(line).lines == ["warning: failed to mlock 184791040-byte buffer"]


def test_a_query_listing_copied_from_inside_a_block_keeps_its_tree():
    # nvidia-smi -q from inside FB Memory Usage, its heading and Total cut off above (published_holdout23): the keys
    # are that block's (only it has Reserved), nvidia-smi's Total is their sum, and the listing was cut above.
    paste = ("```\n        Reserved                          : 454 MiB\n        Used                              : 31087 MiB\n"
             "        Free                              : 17598 MiB\n    BAR1 Memory Usage\n"
             "        Total                             : 256 MiB\n        Used                              : 6 MiB\n"
             "        Free                              : 250 MiB\n    Utilization\n        Gpu                               : 25 %\n")
    assert clean(paste).lines[1:5] == ["    Reserved                          : 454 MiB", "    Used                              : 31087 MiB",
                                       "    Free                              : 17598 MiB", "BAR1 Memory Usage"]
    result = diagnose(paste)
    gpu = result.snapshot.gpus[0]
    assert (gpu.memory_used_mib, gpu.memory_total_mib, gpu.utilization_pct) == (31087, 454 + 31087 + 17598, 25)
    assert {f.code for f in result.findings} == {"truncated", "vram_headroom_ok"}
    # Without a Reserved line the keys could be any block's: not read as the card's memory.
    assert diagnose(paste.replace("Reserved  ", "Other     ")).snapshot.gpus[0].memory_used_mib is None
