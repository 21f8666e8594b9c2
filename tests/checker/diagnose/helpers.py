"""What the rules tests share."""

from checker.diagnose.rules import diagnose, read_paste


def codes(text: str) -> set[str]:
    """The finding codes Diagnose gives a paste."""
    return {f.code for f in diagnose(text).findings}


def is_quiet_log(text: str) -> bool:
    """Read as a program's log with nothing to judge: no finding, and the paste's kind a runtime log."""
    return codes(text) == set() and "runtime log" in read_paste(text).input_kinds
