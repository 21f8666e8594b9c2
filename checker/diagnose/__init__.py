"""Diagnose: pasted nvidia-smi, rocm-smi, ollama ps and load-log output read into one snapshot, and
the findings that quote it; redacted before anything is stored."""
