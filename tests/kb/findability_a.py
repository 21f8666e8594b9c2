"""Findability for the kb-new-a batch of articles."""

PHRASINGS = {
    "gibberish-repeating-output": "ollama model only outputs GGGGGGGGGG gibberish",
}

ERROR_TEXTS = {}

CURRENT_ERROR_TEXTS = []
