"""What the rules tests share."""

from checker.diagnose.rules import diagnose


def codes(text: str) -> set[str]:
    """The finding codes Diagnose gives a paste."""
    return {f.code for f in diagnose(text).findings}
