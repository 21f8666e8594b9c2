"""A server that could not listen on its port: the finding, with the way out for the runtime that says it.

Split from rules, which adds it to the diagnosis; parsers/server_port reads the lines. Plain Python, no Django import.
"""

from __future__ import annotations

from checker.diagnose.finding import Finding
from checker.diagnose.finding import quote as _quote
from checker.diagnose.parsers import server_port
from checker.diagnose.snapshot import Snapshot


def port_taken(snapshot: Snapshot) -> list[Finding]:
    """A server that could not listen because another program holds its port, with the way out for the one that says it."""
    line = next((line for line in snapshot.messages if server_port.is_port_taken(line)), None)
    if line is None:
        return []
    number = server_port.port(line)
    port = f"port {number}" if number else "its port"
    taken = f"{port} is already taken"
    span = server_port.RANGE.search(line)
    if span and span.group(1) != span.group(2):  # Gradio tried a range of ports (7860 to 7959 by default) and found none
        taken = f"ports {span.group(1)} to {span.group(2)} are all taken"
    find = (f"Find what holds it: ss -ltnp 'sport = :{number}' on Linux, lsof -nP -iTCP:{number} -sTCP:LISTEN on macOS, "
            f"netstat -ano | findstr :{number} on Windows. " if number else "")
    if server_port.RESERVED in line:
        advice = (f"Windows reserves {port} for Hyper-V, WSL or Docker: netsh interface ipv4 show excludedportrange "
                  "protocol=tcp lists the reserved ranges; start the server on a port outside them (OLLAMA_HOST=127.0.0.1:"
                  "<port>, --port).")
        return [Finding("port_in_use", "critical", f"The server cannot listen: Windows reserves {port}", advice,
                        _quote(line, server_port.PORT_TAKEN))]
    if "Bind for " in line or "userland proxy" in line:
        advice = (f"A program on the host already listens on {port}, so Docker cannot publish it: stop that program (often an "
                  f"Ollama or llama-server started outside the container) or publish another host port "
                  f"(-p {number + 1 if number and number < 65535 else 11435}:{number or 11434}).")
    elif "couldn't bind" in line:
        advice = (f"{find}Stop it (often an earlier llama-server still running), or start this one with --port and a free "
                  "number.")
    elif "server socket has failed" in line:
        advice = (f"{find}Another distributed job (or a stuck earlier one) holds PyTorch's rendezvous port: stop it, or set "
                  "MASTER_PORT (torchrun --master-port) to a free port.")
    elif "empty port in range" in line:
        advice = (f"{find}Stop it (often the same web UI started twice, or an earlier run still holding it), or start this "
                  "one on a free port: GRADIO_SERVER_PORT=<port> sets the first port Gradio tries where the app leaves the "
                  "port to Gradio; an app that passes its own (launch(server_port=...)) needs its own port option or that "
                  "value changed.")
    elif "listen tcp" in line:
        other = f"127.0.0.1:{number + 1}" if number and number < 65535 else "127.0.0.1:11435"
        advice = ("Ollama is most likely running already (its service or the desktop app), and the ollama command uses that "
                  "server: there is no need for ollama serve. To restart it with new settings, stop it first (sudo "
                  f"systemctl stop ollama, or quit the app); to run a second server, give it another port: "
                  f"OLLAMA_HOST={other} ollama serve.")
    else:
        advice = (f"{find}Stop it (often an earlier server still running), or start this server on a free port (vLLM and "
                  "SGLang: --port).")
    return [Finding("port_in_use", "critical", f"The server cannot listen: {taken}", advice,
                    _quote(line, server_port.PORT_TAKEN))]
