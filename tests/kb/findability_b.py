"""Findability for the kb-new-b batch of articles."""

PHRASINGS = {
    "ollama-pull-max-retries-exceeded": "ollama pull max retries exceeded stuck at 0%",
}

ERROR_TEXTS = {
    "ollama-pull-max-retries-exceeded": (
        'Error: max retries exceeded: Get "https://dd20bb891979d25aebc8bec07b2b3bbc.r2.cloudflarestorage.com/ollama/'
        "docker/registry/v2/blobs/sha256/da/da63a910e34997d50c9f21cc7f16996d1e76e1c128b13319edd68348f760ecc7/data?"
        'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=86400&X-Amz-SignedHeaders=host": read tcp '
        "172.25.0.2:37068->172.66.0.236:443: read: connection reset by peer"
    ),
}
