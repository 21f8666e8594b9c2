from django import template

register = template.Library()

VERDICT_LABELS = {"fits": "Fits", "partial_offload": "Partial offload", "wont_fit": "Won't fit"}


@register.filter
def mib(value: float) -> str:
    """4403.2 -> '4,403 MiB'; 24576 -> '24.0 GiB'."""
    value = float(value)
    if abs(value) >= 10 * 1024:
        return f"{value / 1024:,.1f} GiB"
    return f"{value:,.0f} MiB"


@register.filter
def mib_as(value: float, other: float) -> str:
    """``value`` in the unit ``mib`` would pick for the larger of the two, so one caption never mixes GiB and MiB."""
    value, other = float(value), float(other)
    if max(abs(value), abs(other)) >= 10 * 1024:
        return f"{value / 1024:,.1f} GiB"
    return f"{value:,.0f} MiB"


@register.filter
def sub(value: float, other: float) -> float:
    return float(value) - float(other)


@register.filter
def verdict_label(value: str) -> str:
    return VERDICT_LABELS.get(value, value)
