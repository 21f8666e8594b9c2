"""Findability for the kb-new-c batch of articles."""

PHRASINGS = {
    "chat-template-tool-calling": "llama-server tool calling jinja chat template error",
    "reasoning-think-tags-in-output": "think tags showing in the response, reasoning_content",
    "unknown-model-architecture": "error loading model unknown model architecture gemma4",
    "vision-model-mmproj": "llava vision model mmproj unknown projector type",
    "embedding-input-too-large-batch-size": "embeddings input is too large to process increase the physical batch size",
}

ERROR_TEXTS = {
    "chat-template-tool-calling": (
        "srv          init: init: chat template parsing error: Unable to generate parser for this template. "
        "Automatic parser generation failed: While executing CallExpression at line 79, column 24 in source:"
    ),
    "reasoning-think-tags-in-output": 'Error: 400 Bad Request: {"error":"\\"llama3.2\\" does not support thinking"}',
    "unknown-model-architecture": "llama_model_load: error loading model: error loading model architecture: unknown model architecture: 'qwen35moe'",
    "vision-model-mmproj": "clip_init: failed to load model '/models/mmproj.gguf': load_hparams: unknown projector type: gemma4uv",
    "embedding-input-too-large-batch-size": (
        "srv  send_error: task id = 0, error: input (1190 tokens) is too large to process. "
        "increase the physical batch size (current batch size: 512)"
    ),
}
