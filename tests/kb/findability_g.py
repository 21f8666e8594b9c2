"""Batch g: phrasings and real error texts for the articles added in branch kb-new-g."""

PHRASINGS = {
    "port-already-in-use": "ollama serve fails, something is already using port 11434",
}

ERROR_TEXTS = {
    # ollama/ollama #707 (Linux, right after the installer started the systemd service).
    "port-already-in-use": "Error: listen tcp 127.0.0.1:11434: bind: address already in use",
}

CURRENT_ERROR_TEXTS = [
    # Ollama v0.33.0-rc2 (cmd/cmd.go RunServer): OLLAMA_HOST=0.0.0.0 while the service holds the port.
    ("port-already-in-use", "Error: listen tcp 0.0.0.0:11434: bind: address already in use"),
    # Ollama v0.33.0-rc2 on Windows, the tray app already running (wording as in ollama/ollama #3575).
    (
        "port-already-in-use",
        "Error: listen tcp 127.0.0.1:11434: bind: Only one usage of each socket address "
        "(protocol/network address/port) is normally permitted.",
    ),
    # llama.cpp 0c1e57098 (tools/server/server-http.cpp start(), tools/server/server.cpp llama_server()).
    (
        "port-already-in-use",
        "srv         start: couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8080\n"
        "srv  llama_server: exiting due to HTTP server error",
    ),
    # vLLM 0.33.0 (vllm/entrypoints/launchers/launcher.py create_server_socket): the end of the traceback.
    (
        "port-already-in-use",
        '  File "/usr/lib/python3.12/site-packages/vllm/entrypoints/launchers/launcher.py", line 353, '
        "in create_server_socket\n"
        "    sock.bind(addr)\n"
        "OSError: [Errno 98] Address already in use",
    ),
]
