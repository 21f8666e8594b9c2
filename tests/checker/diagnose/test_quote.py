"""A failure finding quotes its line so that the words that matter are shown, however far along the line they are, and
the page still finds the line it quotes."""

from checker.diagnose.evidence import lines_for
from checker.diagnose.finding import QUOTE_CHARS, quote
from checker.diagnose.parsers import oom_patterns
from checker.diagnose.rules import diagnose

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
