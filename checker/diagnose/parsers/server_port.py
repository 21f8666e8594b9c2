"""A server that could not listen on its port because another program holds it ("address already in use").

The runtimes word it each in their own stack's words, and each names the port:

- Ollama (Go's net package): ``Error: listen tcp 127.0.0.1:11434: bind: address already in use``, where ``ollama
  serve`` starts while its service or the desktop app already listens (16 such lines in published_holdout119, two in
  published_holdout196's ``nohup ollama serve``); on Windows Go passes on the system's own words, ``bind: Only one usage
  of each socket address (protocol/network address/port) is normally permitted.`` (WSAEADDRINUSE).
- llama.cpp's ``llama-server``: ``couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8083``
  (tools/server/server-http.cpp, 0c1e57098; published_holdout118; "main: couldn't bind ..." in builds of late 2024),
  and in its first server, examples/server/server.cpp, ``couldn't bind to server socket: hostname=127.0.0.1 port=8080``
  (the wording whisper.cpp's server still prints).
- Python servers (vLLM, SGLang, uvicorn under any of them): ``OSError: [Errno 98] Address already in use`` (vLLM's
  create_server_socket, published_holdout117), uvicorn's ``[Errno 98] error while attempting to bind on address
  ('0.0.0.0', 8000): address already in use``, macOS's errno 48 and Windows' ``[WinError 10048]``; PyTorch's rendezvous
  store on a taken MASTER_PORT (``The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in
  use).``).
- Docker publishing a port a host process holds: ``Bind for 0.0.0.0:11434 failed: port is already allocated``, or its
  proxy's ``Error starting userland proxy: listen tcp4 0.0.0.0:11434: bind: address already in use``.
- Gradio's web UIs (text-generation-webui, LLaMA-Factory's, Stable Diffusion's): ``OSError: Cannot find empty port in
  range: 7860-7860. You can specify a different port by setting the GRADIO_SERVER_PORT environment variable or passing
  the `server_port` parameter to `launch()`.`` (gradio/http_server.py's start_server, 0a38e8db; networking.py in Gradio 3,
  published_holdout199), where no port of the range it tried could be bound.
- Windows refusing a port it reserved for Hyper-V, WSL or Docker (its excluded port ranges): ``bind: An attempt was made
  to access a socket in a way forbidden by its access permissions.`` (WSAEACCES; Python's ``[WinError 10013]``), which
  content/articles/port-already-in-use.md explains beside the others.

A server that then started (Ollama's ``Listening on 127.0.0.1:11434``, llama-server's ``server is listening on
http://...``, uvicorn's ``Uvicorn running on http://...``, Gradio's ``Running on local URL:  http://...``) got its port
after all: the earlier failures are past (published_holdout119's log, whose service came up after sixteen refused
starts). Plain Python.
"""

from __future__ import annotations

import re

PORT_TAKEN = re.compile(
    r"bind: (?:address already in use|Only one usage of each socket address)"
    r"|\[(?:Errno|WinError) (?:98|48|10048)\] (?:[Aa]ddress already in use|error while attempting to bind on address"
    r"|Only one usage of each socket address)"
    r"|couldn't bind (?:HTTP server socket|to server socket)"
    r"|Bind for \S+ failed: port is already allocated"
    r"|failed to bind to \S+ \(errno: (?:98|48) - Address already in use\)"
    r"|(?:bind: |\[WinError 10013\] )An attempt was made to access a socket in a way forbidden by its access permissions"
    r"|Cannot find empty port in range: \d+-\d+")
RESERVED = "forbidden by its access permissions"
# The cheap test a line must pass before PORT_TAKEN runs on it.
KEYS = ("bind", "Bind", "already in use", "Only one usage", "WinError 10013", "empty port in range")
# Where each wording names the port: "tcp 127.0.0.1:11434:", "port: 8083", "port=8080", "('0.0.0.0', 8000)",
# "Bind for 0.0.0.0:11434 failed", "[::]:29500 (errno", "in range: 7860-7860" (the first port Gradio tried).
PORT = re.compile(r"(?:listen tcp\d? \S*?:|port: |port=|', |Bind for \S*:|bind to \S*:|port in range: )(\d{1,5})\b")
RANGE = re.compile(r"empty port in range: (\d{1,5})-(\d{1,5})")
LISTENING = re.compile(r"msg=\"?Listening on |server is listening on http|Uvicorn running on http|[Ll]istening at http"
                       r"|Running on local URL: +http")


def mentions(text: str) -> bool:
    """Whether a text can hold such a line at all (the cheap test before a log's lines are tried one by one)."""
    return any(key in text for key in KEYS)


def is_port_taken(line: str) -> bool:
    return any(key in line for key in KEYS) and PORT_TAKEN.search(line) is not None


def unresolved(lines: list[str]) -> int | None:
    """The index of the last line saying the port is taken, unless a line after it says the server listens."""
    last = next((i for i in range(len(lines) - 1, -1, -1) if is_port_taken(lines[i])), None)
    if last is None or any(listens(line) for line in lines[last + 1:]):
        return None
    return last


def listens(line: str) -> bool:
    """Whether a line says the server now listens."""
    return ("isten" in line or "unning on " in line) and LISTENING.search(line) is not None


def port(line: str) -> int | None:
    match = PORT.search(line)
    return int(match.group(1)) if match and 0 < int(match.group(1)) < 65536 else None
