"""Readings added while published_holdout218 was tuned on: CANN finding no compiled kernel of an operator for the NPU
(the Ascend counterpart of CUDA's "no kernel image"), with its article's section."""

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.articles import article_for
from checker.diagnose.rules import diagnose, read_paste

# hiyouga/LLaMA-Factory #3779 (published_holdout218): torch_npu at the start of a LoRA run
CANN = ("05/17/2024 01:30:26 - INFO - llmtuner.model.adapter - Fine-tuning method: LoRA\n"
        "[E OpParamMaker.cpp:273] call aclnnCast failed, detail:EZ9999: Inner Error!\n"
        "EZ9999: 2024-05-17-01:30:26.960.959  Op {op} does not has any binary.\n"
        "        TraceBack (most recent call last):\n"
        "        Kernel Run failed. opType: 53, {op}\n"
        "        launch failed for {op}, errno:561000.\n")


def test_an_operator_without_a_binary_is_the_npus_missing_kernels():
    findings = diagnose(CANN.format(op="Cast")).findings
    assert [f.code for f in findings] == ["driver_error"]
    assert findings[0].title == "CANN has no compiled kernel for an operator on this NPU"
    assert "Op Cast does not has any binary" in findings[0].evidence
    assert "Ascend-cann-kernels" in findings[0].detail


def test_its_article_is_the_one_on_missing_kernels_with_the_ascend_section():
    text = CANN.format(op="Cast")
    assert article_for("driver_error", read_paste(text), diagnose(text).findings[0].evidence) == "cuda-no-kernel-image-available"
    article = (Path(__file__).resolve().parents[3] / "content" / "articles" / "cuda-no-kernel-image-available.md").read_text()
    assert "### 5. On an Ascend NPU" in article and "does not has any binary" in article


@given(st.from_regex(r"[A-Z][A-Za-z0-9]{1,20}", fullmatch=True))
def test_any_operator_named_is_read(op):
    assert "CANN has no compiled kernel" in " ".join(f.title for f in diagnose(CANN.format(op=op)).findings)


def test_the_words_in_a_sentence_about_other_things_are_not():
    assert "driver_error" not in {f.code for f in diagnose("The package does not have any binary wheels for arm64.").findings}
