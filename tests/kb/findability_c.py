"""Findability for the kb-new-c batch of articles."""

PHRASINGS = {
    "embedding-input-too-large-batch-size": "embeddings input is too large to process increase the physical batch size",
}

ERROR_TEXTS = {
    "embedding-input-too-large-batch-size": (
        "srv  send_error: task id = 0, error: input (1190 tokens) is too large to process. "
        "increase the physical batch size (current batch size: 512)"
    ),
}
