"""Readings added while published_holdout219 was tuned on: the NVIDIA kernel module failing to start a card
(RmInitAdapter), in both of its wordings, with its own advice and article section."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.articles import article_for
from checker.diagnose.rules import diagnose, read_paste

# microsoft/pai #4344 (published_holdout219): the older wording, one of four GPUs missing
OLDER = ("38.773115] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)\n"
         "[   38.773764] NVRM: rm_init_adapter failed for device bearing minor number 0\n"
         "[   39.147720] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)\n")
# NVIDIA/gpu-operator #1146: the newer wording names the card
NEWER = ("Dec  2 11:49:53 worker4 kernel: [  885.242168] NVRM: GPU 0000:0a:00.0: RmInitAdapter failed! (0x24:0x72:1568)\n"
         "Dec  2 11:49:53 worker4 kernel: [  885.242457] NVRM: GPU 0000:0a:00.0: rm_init_adapter failed, device minor number 5\n")


def test_the_module_failing_to_start_a_card_is_a_driver_error_of_its_own():
    for text in (OLDER, NEWER):
        findings = diagnose(text).findings
        assert [f.code for f in findings] == ["driver_error"]
        assert findings[0].title == "The NVIDIA driver could not start a GPU"
        assert "RmInitAdapter failed!" in findings[0].evidence and "dmesg" in findings[0].detail
        assert article_for("driver_error", read_paste(text), findings[0].evidence) == "nvidia-smi-cannot-communicate"


def test_beside_nvidia_smis_no_devices_it_is_that_finding_with_the_kernels_reason():
    # NVIDIA/open-gpu-kernel-modules #862 (tests/data/pastes/errors): an RTX 5090 with Above 4G decoding off in the BIOS
    text = ("# nvidia-smi\nNo devices were found\n\n# meanwhile, output in /var/log/syslog\n"
            "Jul 01 22:55:07 gpu kernel: NVRM: GPU 0000:01:00.0: rm_init_adapter failed, device minor number 0\n"
            "Jul 01 22:55:07 gpu kernel: NVRM: GPU 0000:01:00.0: RmInitAdapter failed! (0x22:0x56:884)\n")
    findings = diagnose(text).findings
    assert [(f.code, f.title) for f in findings] == [("no_devices", "No NVIDIA GPU was found: the driver could not start it")]
    assert "Above 4G decoding" in findings[0].detail
    alone = diagnose("# nvidia-smi\nNo devices were found\n").findings
    assert [f.title for f in alone] == ["No NVIDIA GPU was found"]


def test_the_words_in_prose_without_the_kernels_prefix_are_not():
    assert "driver_error" not in {f.code for f in diagnose("I wonder whether RmInitAdapter failed again today.").findings}


@given(st.from_regex(r"0x[0-9a-f]{2}:0x[0-9a-f]{2,4}:\d{3,4}", fullmatch=True),
       st.from_regex(r"[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\.[0-7]", fullmatch=True), st.booleans())
def test_any_code_and_card_are_read(code, bus, named):
    card = f"GPU {bus}: " if named else ""
    text = f"[  885.242168] NVRM: {card}RmInitAdapter failed! ({code})\n"
    assert "The NVIDIA driver could not start a GPU" in [f.title for f in diagnose(text).findings]
