"""Parsers for what users paste: one module per input format, each returning a Snapshot or None."""

import re

_LEADING_NUMBER = re.compile(r"^\s*(-?[\d.]+)")


def leading_number(text: str | None) -> float | None:
    """The number a field starts with ("23.5 W", "1411Mhz", "35c"); None for N/A, blanks and junk."""
    match = _LEADING_NUMBER.match(text or "")
    if not match:
        return None
    try:
        return float(match.group(1))
    except ValueError:  # "1.2.3"
        return None
