"""Models and GPUs named the way people have them in hand, resolved to catalog ids (issue #16, item 1).

A model may be typed as its display name ("Llama 3.1 8B"), an Ollama tag (``llama3.1:8b``,
``qwen3:30b-a3b``), a Hugging Face repository (``meta-llama/Llama-3.1-8B-Instruct``,
``unsloth/Qwen3-30B-A3B-GGUF``) or a GGUF file name (``Llama-3.1-8B-Instruct-Q4_K_M.gguf``, which
also names the quantization); a GPU as its name ("RTX 4090", "4090", "M3 Max 64GB"). Both sides are
cut into words (letters and numbers apart: ``llama3.1`` is "llama 3.1"), words that name no
particular model or card are dropped (instruct, gguf, nvidia, geforce...), and a catalog entry
matches when it has every word typed. One match is the answer; an entry whose words are exactly
the ones typed wins over longer ones ("4090" is the RTX 4090, not the laptop chip); several give a
short list; none gives the closest names. Plain Python, no Django import.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

# Words in repository and file names that say nothing about which model it is.
MODEL_NOISE = frozenset({
    "instruct", "it", "chat", "hf", "gguf", "base", "model", "models", "latest", "meta", "gguf's", "ud", "imatrix", "i1",
    "unsloth", "bartowski", "lmstudio", "community", "thebloke", "mradermacher", "qwen-team", "ggml", "org", "mlx", "gptq",
    "awq", "fp8", "exl2", "v0", "text", "generation", "preview", "release",
})
# Vendor and line words a card's name may or may not be typed with.
GPU_NOISE = frozenset({"nvidia", "geforce", "rtx", "gtx", "amd", "radeon", "rx", "apple", "intel", "arc", "tesla", "gpu", "graphics",
                       "card", "the", "core", "with"})
# A quantization inside a file name or tag: Q4_K_M, q4_k_m, IQ4_XS, Q8_0, BF16, F16, MXFP4 (separated by - . _ or :).
QUANT_IN_NAME = re.compile(r"(?:^|[-._:\s])(?P<quant>i?q\d(?:_k)?(?:_[a-z0-9]+)?|bf16|f16|f32|mxfp4(?:_moe)?)(?=$|[-._\s])",
                           re.IGNORECASE)
ORG = re.compile(r"^[\w.-]+/")
MAX_NAME_LENGTH = 200


@dataclass
class Resolution:
    """What a typed name came to: ``id`` when one entry matches, else ``choices`` (several) or ``closest`` (none)."""

    text: str
    id: str | None = None
    quant: str | None = None  # from a GGUF file name or an Ollama tag
    choices: list[str] = field(default_factory=list)
    closest: list[str] = field(default_factory=list)


def words(text: str, units: bool = True) -> list[str]:
    """Lower-case words with letters and numbers apart ("Llama3.1-8B" -> llama, 3.1, 8b; "RTX4090" -> rtx, 4090).
    ``units``: a number keeps its letters ("8b", "30b", "64gb"); without, only "gb" stays ("7900xtx" -> 7900, xtx)."""
    out = []
    for chunk in re.findall(r"[a-z0-9.]+", text.lower()):
        for part in re.findall(r"[a-z]+(?=\d)|\d+(?:\.\d+)*[a-z]*|[a-z]+", chunk):
            part = part.strip(".")
            split = re.fullmatch(r"(\d+(?:\.\d+)*)([a-z]+)", part)
            if split and not units and split.group(2) != "gb":
                out += [split.group(1), split.group(2)]
            elif part:
                out.append(part)
    return out


def _key(text: str, noise: frozenset[str]) -> set[str]:
    return {word for word in words(text, units=noise is not GPU_NOISE) if word not in noise}


def split_quant(text: str) -> tuple[str, str | None]:
    """The name without its quantization, and the quantization as written ("…-Q4_K_M.gguf" -> "…", "Q4_K_M")."""
    name = re.sub(r"\.gguf$", "", text.strip(), flags=re.IGNORECASE)
    found = None
    for match in QUANT_IN_NAME.finditer(name):
        found = match
    if found is None:
        return name, None
    return (name[: found.start()] + name[found.end():]).strip(" -._:"), found.group("quant")


def _resolve(text: str, entries: dict[str, str], noise: frozenset[str]) -> Resolution:
    """``entries``: id -> display name. The first rule that decides wins."""
    resolution = Resolution(text)
    if text in entries:
        resolution.id = text
        return resolution
    typed = _key(text, noise)
    if not typed:
        return resolution
    matches = []
    for entry_id, name in entries.items():
        keys = (_key(entry_id, noise), _key(name, noise))
        if any(typed <= key for key in keys):
            exact = any(typed == key for key in keys)
            matches.append((not exact, len(keys[0]), entry_id))
    exact = [entry_id for not_exact, _, entry_id in matches if not not_exact]
    if len(exact) == 1:
        resolution.id = exact[0]
    elif len(matches) == 1:
        resolution.id = matches[0][2]
    elif matches:
        resolution.choices = [entry_id for *_, entry_id in sorted(matches)][:8]
    else:
        labels = {**{name.lower(): entry_id for entry_id, name in entries.items()}, **{entry_id: entry_id for entry_id in entries}}
        close = difflib.get_close_matches(text.lower(), list(labels), n=5, cutoff=0.4)
        resolution.closest = list(dict.fromkeys(labels[label] for label in close))[:3]
    return resolution


def resolve_model(text: str, entries: dict[str, str]) -> Resolution:
    """A model as typed: display name, Ollama tag, Hugging Face repository or GGUF file name."""
    text = text.strip()[:MAX_NAME_LENGTH]
    if text in entries:
        return Resolution(text, id=text)
    bare, quant = split_quant(ORG.sub("", text))
    # An Ollama tag: family:size[-variant][-quant] ("llama3.1:8b-instruct-q4_K_M"); the tag part is words like the rest.
    resolution = _resolve(bare.replace(":", " "), entries, MODEL_NOISE)
    resolution.text, resolution.quant = text, quant
    return resolution


def resolve_gpu(text: str, entries: dict[str, str]) -> Resolution:
    """A card as typed: "RTX 4090", "4090", "geforce-rtx-4090", "M3 Max 64GB", "H100 SXM"."""
    text = text.strip()[:MAX_NAME_LENGTH]
    return _resolve(text, entries, GPU_NOISE)
