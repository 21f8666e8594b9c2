"""A failure finding quotes its line so that the words that matter are shown, however far along the line they are, and
the page still finds the line it quotes."""

from pathlib import Path

from checker.diagnose.evidence import lines_for
from checker.diagnose.finding import QUOTE_CHARS, quote
from checker.diagnose.parsers import oom_patterns
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

# published_holdout136: MLC LLM's Vulkan error, its words 236 characters along a line of 265.
MLC = (r"[17:50:02] C:\Miniconda\envs\mlc-llm-build\conda-bld\mlc-chat-cli-nightly-package_1703567242858\work\3rdparty"
       r"\tvm\src\runtime\vulkan\vulkan_buffer.cc:61: InternalError: Check failed: (__e == VK_SUCCESS) is false: Vulkan "
       r"Error, code=-2: VK_ERROR_OUT_OF_DEVICE_MEMORY")


def test_words_far_along_a_long_line_are_quoted_after_its_start():
    quoted = quote(MLC, oom_patterns.OOM)
    assert len(MLC) > QUOTE_CHARS and len(quoted) <= QUOTE_CHARS
    assert quoted.startswith(r"[17:50:02] C:\Miniconda") and " … " in quoted
    assert quoted.endswith("Vulkan Error, code=-2: VK_ERROR_OUT_OF_DEVICE_MEMORY")  # from a word's start


def test_a_line_whose_words_are_shown_is_quoted_from_its_start():
    assert quote("short line", oom_patterns.OOM) == "short line"
    near = "CUDA error: out of memory " + "x" * 300
    assert quote(near, oom_patterns.OOM) == near[:QUOTE_CHARS]
    # nothing to look for: the first characters
    assert quote(MLC) == MLC[:QUOTE_CHARS]


def test_the_finding_quotes_the_error_and_the_page_still_marks_its_line():
    paste = "Loading model...\n" + MLC + "\n"
    diagnosis = diagnose(paste)
    finding = next(f for f in diagnosis.findings if f.code == "out_of_memory")
    assert "VK_ERROR_OUT_OF_DEVICE_MEMORY" in finding.evidence
    assert lines_for(finding, diagnosis.reading) == [1]


# published_holdout103's Ollama 0.1.20 log as a page ran its lines into one, space-padded (1,130 characters): the
# failure's words ("Discovered GPU libraries: []", then "no GPU detected") begin past the 300 a log line is kept to.
RUN_TOGETHER = (Path(__file__).resolve().parents[2] / "data" / "published_holdout103" / "runtime"
                / "ollama-pdf-bot-ollama-0-1-20-no-gpu-detected-discovered-gpu-libraries-empty-description.txt")


def test_a_failure_whose_words_begin_past_what_a_log_line_keeps_is_still_found_and_quoted():
    line = RUN_TOGETHER.read_text().splitlines()[2]
    assert len(line) > 1000 and line.index("Discovered GPU libraries") > 300
    diagnosis = diagnose(line + "\n")
    finding = next(f for f in diagnosis.findings if f.code == "no_devices")
    assert "Discovered GPU libraries: []" in finding.evidence and finding.evidence == finding.evidence.strip()
    assert lines_for(finding, diagnosis.reading) == [0]
    # near copy: the same line without its discovery's result says nothing of the GPU
    assert "no_devices" not in codes(line.replace("Discovered GPU libraries: []", "").replace("no GPU detected", "") + "\n")
