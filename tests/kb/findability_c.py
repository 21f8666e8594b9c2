"""Findability for the kb-new-c batch of articles."""

PHRASINGS = {
    "reasoning-think-tags-in-output": "think tags showing in the response, reasoning_content",
    "unknown-model-architecture": "error loading model unknown model architecture gemma4",
    "vision-model-mmproj": "llava vision model mmproj unknown projector type",
    "embedding-input-too-large-batch-size": "embeddings input is too large to process increase the physical batch size",
}

ERROR_TEXTS = {
    "reasoning-think-tags-in-output": 'Error: 400 Bad Request: {"error":"\\"llama3.2\\" does not support thinking"}',
    "unknown-model-architecture": "llama_model_load: error loading model: error loading model architecture: unknown model architecture: 'qwen35moe'",
    "vision-model-mmproj": "clip_model_loader: unknown projector type: qwen3vl_merger",
    "embedding-input-too-large-batch-size": (
        "srv  send_error: task id = 0, error: input (1190 tokens) is too large to process. "
        "increase the physical batch size (current batch size: 512)"
    ),
}
