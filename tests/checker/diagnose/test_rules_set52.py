"""Readings added while published_holdout52 was tuned on: terminal colour codes that an old Windows console printed
as "←[92m" instead of interpreting them."""

from checker.diagnose.clean import clean
from checker.diagnose.rules import diagnose


def test_colour_codes_shown_as_glyphs_are_taken_off():
    line = "[2024-01-28 19:05:02] INFO auto_device.py:76: \u2190[92mFound\u2190[0m device: vulkan:0"
    assert clean(line).lines == ["INFO auto_device.py:76: Found device: vulkan:0"]
    log = line + "\n" + line.replace("vulkan:0", "vulkan:1") + "\n"
    assert len(diagnose(log).snapshot.gpus) == 2
    # an arrow in prose is not a colour code
    assert clean("GPU \u2190 the one on the left").lines == ["GPU \u2190 the one on the left"]
