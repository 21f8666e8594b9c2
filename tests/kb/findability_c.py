"""Findability for the kb-new-c batch of articles."""

PHRASINGS = {
    "vision-model-mmproj": "llava vision model mmproj unknown projector type",
    "embedding-input-too-large-batch-size": "embeddings input is too large to process increase the physical batch size",
}

ERROR_TEXTS = {
    "vision-model-mmproj": "clip_model_loader: unknown projector type: qwen3vl_merger",
    "embedding-input-too-large-batch-size": (
        "srv  send_error: task id = 0, error: input (1190 tokens) is too large to process. "
        "increase the physical batch size (current batch size: 512)"
    ),
}
