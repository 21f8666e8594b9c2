"""A server whose port another program holds: each runtime's wording, its port, and a start that came after."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.articles import article_for
from checker.diagnose.parsers import server_port
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

# Each as published: Ollama (published_holdout196's nohup log; Windows' WSAEADDRINUSE words as Go passes them on),
# llama-server (published_holdout118, the elapsed-time log format; and its 2023-24 wording), vLLM 0.9 (published_holdout117),
# uvicorn through asyncio on Linux and Windows, PyTorch's rendezvous store, Docker publishing a taken port.
TAKEN = [
    ("nohup: ignoring input\nError: listen tcp 0.0.0.0:11435: bind: address already in use\n", 11435, "ollama serve"),
    ("Error: listen tcp 127.0.0.1:11434: bind: Only one usage of each socket address (protocol/network address/port) is "
     "normally permitted.\n", 11434, "OLLAMA_HOST=127.0.0.1:11435"),
    ("0.00.065.436 E srv         start: couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8083\n"
     "0.00.065.440 I srv         start: cleaning up before exit...\n", 8083, "--port"),
    ("couldn't bind to server socket: hostname=127.0.0.1 port=8080\n", 8080, "--port"),
    ("    sock.bind(addr)\nOSError: [Errno 98] Address already in use\n", None, "--port"),
    ("ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8000): address already in use\n", 8000,
     "ss -ltnp 'sport = :8000'"),
    ("ERROR:    [Errno 10048] error while attempting to bind on address ('0.0.0.0', 8080): only one usage of each socket "
     "address (protocol/network address/port) is normally permitted\n", 8080, "netstat -ano | findstr :8080"),
    ("RuntimeError: The server socket has failed to listen on any local network address. The server socket has failed to "
     "bind to [::]:29500 (errno: 98 - Address already in use).\n", 29500, "MASTER_PORT"),
    ("docker: Error response from daemon: driver failed programming external connectivity on endpoint ollama: Bind for "
     "0.0.0.0:11434 failed: port is already allocated.\n", 11434, "-p 11435:11434"),
    ("Error response from daemon: driver failed programming external connectivity on endpoint open-webui: Error starting "
     "userland proxy: listen tcp4 0.0.0.0:8080: bind: address already in use.\n", 8080, "-p 8081:8080"),
    # a port in Windows' excluded ranges (Ollama's Go error, and Python's)
    ("Error: listen tcp 127.0.0.1:11434: bind: An attempt was made to access a socket in a way forbidden by its access "
     "permissions.\n", 11434, "excludedportrange"),
    ("OSError: [WinError 10013] An attempt was made to access a socket in a way forbidden by its access permissions\n",
     None, "excludedportrange"),
    # a Gradio web UI given one port (published_holdout199's LLaMA-Factory train_web.py on Windows)
    ('  File "C:\\Users\\me\\envs\\lf\\lib\\site-packages\\gradio\\networking.py", line 169, in start_server\n'
     "    raise OSError(\nOSError: Cannot find empty port in range: 7860-7860. You can specify a different port by "
     "setting the GRADIO_SERVER_PORT environment variable or passing the `server_port` parameter to `launch()`.\n",
     7860, "GRADIO_SERVER_PORT"),
]


@pytest.mark.parametrize("text, port, advice", TAKEN)
def test_a_taken_port_is_named_with_the_way_out_for_that_runtime(text, port, advice):
    finding, = diagnose(text).findings
    assert finding.code == "port_in_use" and finding.severity == "critical"
    assert (str(port) in finding.title) if port else "its port" in finding.title
    assert advice in finding.detail
    assert server_port.PORT_TAKEN.search(finding.evidence)
    assert article_for(finding.code, diagnose(text).snapshot, finding.evidence) == "port-already-in-use"


def test_a_server_that_started_after_its_port_was_refused_has_no_such_finding():
    # published_holdout119: Ollama's service refused sixteen times, then listening (the port was freed)
    log = ("Error: listen tcp 127.0.0.1:11434: bind: address already in use\n" * 3
           + 'time=2026-06-01T13:57:07.574+05:30 level=INFO source=routes.go:1864 msg="Listening on 127.0.0.1:11434 '
             '(version 0.24.0)"\n')
    assert "port_in_use" not in codes(log)
    # and a server that listened, then was started again on the same port, is refused now
    assert "port_in_use" in codes(log + "Error: listen tcp 127.0.0.1:11434: bind: address already in use\n")
    # llama-server's start, and uvicorn's, likewise
    assert "port_in_use" not in codes("couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8080\n"
                                      "main: server is listening on http://127.0.0.1:8080 - starting the main loop\n")
    assert "port_in_use" not in codes("ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8000): "
                                      "address already in use\nINFO:     Uvicorn running on http://0.0.0.0:8000\n")


def test_near_copies_are_not_a_taken_port():
    # words about binding that are no refusal: a port bound, an error of another kind, prose about the error's name
    for text in ("INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)\n",
                 "Error: listen tcp 127.0.0.1:11434: bind: permission denied\n",
                 "OSError: [Errno 99] Cannot assign requested address\n",
                 "bind mount /usr/lib/x86_64-linux-gnu/libcuda.so already in use by another container\n"):
        assert "port_in_use" not in codes(text), text


@given(st.integers(1, 65535), st.sampled_from(["127.0.0.1", "0.0.0.0", "[::]", "192.168.1.20"]),
       st.sampled_from(["", "    ", "> ", "time=2026-11-28T10:00:00Z "]))
def test_any_port_and_host_in_ollamas_words_is_read_with_its_port(port, host, prefix):
    text = f"{prefix}Error: listen tcp {host}:{port}: bind: address already in use\n"
    finding, = diagnose(text).findings
    assert finding.code == "port_in_use" and f"port {port} " in finding.title + " "
    assert server_port.port(text) == port


def test_gradio_that_found_no_port_in_its_range_says_the_whole_range_is_taken():
    # Gradio 4 and 5 try GRADIO_SERVER_PORT (7860) and the 99 ports after it when the app passes no port of its own
    text = ("OSError: Cannot find empty port in range: 7860-7959. You can specify a different port by setting the "
            "GRADIO_SERVER_PORT environment variable or passing the `server_port` parameter to `launch()`.\n")
    finding, = diagnose(text).findings
    assert finding.code == "port_in_use" and "ports 7860 to 7959 are all taken" in finding.title
    # a Gradio app that started afterwards (on the port the user then gave it) has its port
    started = text + "* Running on local URL:  http://127.0.0.1:7861\n"
    assert "port_in_use" not in codes(started)
