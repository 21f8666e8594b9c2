"""What a paste looked like when nothing in it could be read, and what to paste instead.

Said in words on the page and in the API's 422, so a user who pasted the wrong thing learns which
command gives what Diagnose reads. Plain Python, no Django import.
"""

from __future__ import annotations

import re

# Outputs people paste that hold no GPU state Diagnose judges, and what would answer their question.
KNOWN = (
    (re.compile(r"Traceback \(most recent call last\)"), "a Python traceback",
     "the error line is in the knowledge base's errors lookup (/kb/errors/); for the GPU, paste nvidia-smi too"),
    (re.compile(r"nvcc: NVIDIA \(R\) Cuda compiler"), "the CUDA compiler's version (nvcc --version)",
     "it names the CUDA toolkit, not the GPU or the driver: paste nvidia-smi"),
    (re.compile(r"HSA Agents|ROCk module is loaded"), "rocminfo", "paste rocm-smi or amd-smi for the GPU's memory and use"),
    (re.compile(r"^[0-9a-f]{2}:[0-9a-f]{2}\.\d (VGA|3D) compatible controller", re.M), "lspci",
     "the card is on the bus; paste nvidia-smi to see whether the driver uses it"),
    (re.compile(r"^NAME\s+ID\s+SIZE\s+MODIFIED", re.M), "ollama list",
     "it lists downloaded models; ollama ps shows the loaded ones and where they run"),
    (re.compile(r"^\s*(?:[$#>%]|PS [A-Z]:\\[^>]*>)\s*\S+", re.M), "a command line without its output",
     "paste what the command printed below it"),
)
# Three words in a row. The look-behind starts a try only where a word starts: without it, a long run of
# letters is re-scanned from every position (a 512 KiB line took minutes).
SENTENCE = re.compile(r"(?<![a-z])[a-z]{3,} [a-z]{3,} [a-z]{3,}")


def describe(text: str) -> str:
    """One sentence: what the paste looked like and what to paste instead."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for pattern, what, instead in KNOWN:
        if pattern.search(text):
            return f"This looks like {what}: {instead}."
    if not lines:
        return "The paste is empty."
    first = lines[0] if len(lines[0]) <= 80 else lines[0][:77] + "..."
    words = sum(1 for line in lines if SENTENCE.search(line))
    kind = "mostly sentences" if words > len(lines) / 2 else "no output Headroom knows"
    return (f"{len(lines)} line{'s' if len(lines) != 1 else ''} of {kind}, starting with “{first}”: paste the whole output of "
            "nvidia-smi, ollama ps or the model's load log.")
