"""Findability for the kb-new-b batch of articles."""

PHRASINGS = {
    "ollama-prompt-longer-than-context": "ollama error prompt is longer than the context length with deepseek",
    "slower-after-upgrade-rollback": "ollama slower after update, how to downgrade to previous version",
    "ollama-pull-max-retries-exceeded": "ollama pull max retries exceeded stuck at 0%",
    "ollama-models-directory-permission-denied": "changed OLLAMA_MODELS to another drive and now ollama service fails mkdir permission denied",
    "ollama-load-timeout": "ollama timed out waiting for llama runner to start on a 70b model",
    "ollama-connection-refused-remote-docker": "open webui in docker can't connect to ollama connection refused",
}

ERROR_TEXTS = {
    "ollama-prompt-longer-than-context": (
        'ollama._types.ResponseError: the prompt is longer than the context length currently available to the '
        "model; shorten the prompt, adjust the context length in settings, or use a model with a longer context "
        "length (status code: 400)"
    ),
    "ollama-models-directory-permission-denied": (
        "May 12 13:26:47 arch ollama[8641]: Error: mkdir /home/ollama_models: permission denied: "
        "ensure path elements are traversable"
    ),
    "ollama-load-timeout": "ollama._types.ResponseError: timed out waiting for llama runner to start - progress 0.00 - ",
    "ollama-connection-refused-remote-docker": (
        "ConnectionError: HTTPConnectionPool(host='localhost', port=11434): Max retries exceeded with url: "
        "/api/generate/ (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at "
        "0x000002298AE1EF50>: Failed to establish a new connection: [WinError 10061] No connection could be made "
        "because the target machine actively refused it'))"
    ),
    "ollama-pull-max-retries-exceeded": (
        'Error: max retries exceeded: Get "https://dd20bb891979d25aebc8bec07b2b3bbc.r2.cloudflarestorage.com/ollama/'
        "docker/registry/v2/blobs/sha256/da/da63a910e34997d50c9f21cc7f16996d1e76e1c128b13319edd68348f760ecc7/data?"
        'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=86400&X-Amz-SignedHeaders=host": read tcp '
        "172.25.0.2:37068->172.66.0.236:443: read: connection reset by peer"
    ),
}

CURRENT_ERROR_TEXTS = [
    # Ollama v0.33.0-rc2 (llama-server runner): a load that stalled past OLLAMA_LOAD_TIMEOUT.
    (
        "ollama-load-timeout",
        'time=2026-11-20T09:20:11.402Z level=ERROR source=sched.go:602 msg="error loading llama server" '
        'error="timed out waiting for llama-server to start - "',
    ),
]
