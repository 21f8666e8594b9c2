"""A verdict (or an article) as a 1200 x 630 PNG card, for link previews (og:image).

Slack, Discord, Teams and Mattermost show a preview image only as PNG or JPEG, at the 1.91:1 size
OpenGraph recommends. The card holds what a colleague needs at a glance: the model, quantization
and hardware, the verdict, each device's memory bar, and the speed. Drawn with Pillow's bundled
scalable font (no font file to ship or find). Plain Python, no Django import.
"""

from __future__ import annotations

import io

from PIL import Image, ImageDraw, ImageFont

from checker.fit.verdicts import Verdict

WIDTH, HEIGHT = 1200, 630
MARGIN = 64
BACKGROUND = (250, 250, 247)
INK = (28, 30, 33)
MUTED = (92, 98, 106)
VERDICT_COLOURS = {"fits": (22, 122, 62), "partial_offload": (158, 98, 0), "wont_fit": (176, 32, 32)}
PART_COLOURS = {"weights": (60, 110, 190), "kv_cache": (120, 170, 90), "compute_buffer": (220, 150, 60), "overhead": (150, 150, 150)}
TRACK = (226, 228, 231)


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def _fit(draw: ImageDraw.ImageDraw, text: str, size: int, width: int) -> tuple[str, ImageFont.FreeTypeFont | ImageFont.ImageFont]:
    """The text at the largest size up to ``size`` that fits ``width``, cut with an ellipsis below 60 % of it."""
    for step in range(size, int(size * 0.6) - 1, -2):
        font = _font(step)
        if draw.textlength(text, font=font) <= width:
            return text, font
    font = _font(int(size * 0.6))
    while text and draw.textlength(text + "…", font=font) > width:
        text = text[:-1]
    return text + "…", font


def render(verdict: Verdict, title: str, runtime: str, site: str = "Headroom") -> bytes:
    """The PNG bytes of one verdict's card."""
    e = verdict.estimate
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    colour = VERDICT_COLOURS[e.verdict]
    draw.rectangle([0, 0, 16, HEIGHT], fill=colour)
    inner = WIDTH - 2 * MARGIN
    y = MARGIN - 8
    text, font = _fit(draw, title, 46, inner)
    draw.text((MARGIN, y), text, font=font, fill=INK)
    y += 70
    text, font = _fit(draw, verdict.headline, 58, inner)
    draw.text((MARGIN, y), text, font=font, fill=colour)
    y += 92
    speed = f"{e.speed.decode_tps:,.0f} tokens/s" if e.speed.decode_tps >= 1 else f"{e.speed.decode_tps:.1f} tokens/s"
    facts = f"Context {e.context:,} tokens · {e.plan.n_gpu_layers} of {e.layers_total} layers on the GPU · {speed} · {runtime}"
    text, font = _fit(draw, facts, 30, inner)
    draw.text((MARGIN, y), text, font=font, fill=MUTED)
    y += 64
    bars = verdict.bars[:3]
    bar_height = 36 if len(bars) <= 2 else 26
    for bar in bars:
        label = f"{bar.device}: {bar.total_mib / 1024:,.1f} of {bar.available_mib / 1024:,.1f} GiB"
        text, font = _fit(draw, label, 26, inner)
        draw.text((MARGIN, y), text, font=font, fill=INK)
        y += 36
        draw.rectangle([MARGIN, y, MARGIN + inner, y + bar_height], fill=TRACK)
        scale = inner / 600  # the page's bars are 600 units wide
        for segment in bar.segments:
            if segment.width > 0:
                x0 = MARGIN + segment.x * scale
                draw.rectangle([x0, y, min(x0 + segment.width * scale, MARGIN + inner), y + bar_height],
                               fill=PART_COLOURS[segment.part])
        limit = MARGIN + bar.capacity_x * scale
        draw.line([limit, y - 6, limit, y + bar_height + 6], fill=INK, width=4)
        y += bar_height + 22
    draw.text((MARGIN, HEIGHT - MARGIN), f"{site} · Will it run?", font=_font(26), fill=MUTED)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def render_text(kicker: str, title: str, text: str, site: str = "Headroom") -> bytes:
    """A card of words alone (an article: its category, title and symptom)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, 16, HEIGHT], fill=PART_COLOURS["weights"])
    inner = WIDTH - 2 * MARGIN
    y = MARGIN - 8
    draw.text((MARGIN, y), kicker, font=_font(28), fill=MUTED)
    y += 56
    for line in _wrap(draw, title, _font(54), inner)[:3]:
        draw.text((MARGIN, y), line, font=_font(54), fill=INK)
        y += 66
    y += 18
    for line in _wrap(draw, text, _font(32), inner)[:4]:
        draw.text((MARGIN, y), line, font=_font(32), fill=MUTED)
        y += 44
    draw.text((MARGIN, HEIGHT - MARGIN), f"{site} · Troubleshooting", font=_font(26), fill=MUTED)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def _wrap(draw: ImageDraw.ImageDraw, text: str, font, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and draw.textlength(f"{lines[-1]} {word}", font=font) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines
