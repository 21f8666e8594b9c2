"""Findability for the kb-new-a batch of articles."""

PHRASINGS = {
    "gibberish-repeating-output": "ollama model only outputs GGGGGGGGGG gibberish",
    "runner-killed-out-of-system-ram": "ollama llama runner process has terminated signal killed, not enough ram",
}

ERROR_TEXTS = {
    "runner-killed-out-of-system-ram": (
        'time=2025-03-12T12:14:22.015Z level=ERROR source=sched.go:456 msg="error loading llama server" '
        'error="llama runner process has terminated: signal: killed"'
    ),
}

CURRENT_ERROR_TEXTS = [
    # Ollama v0.33.0-rc2 (llama-server runner): the kernel's OOM killer ended the load.
    (
        "runner-killed-out-of-system-ram",
        "Error: 500 Internal Server Error: llama-server process has terminated: signal: killed",
    ),
    # systemd on the same event (Ollama #9322).
    (
        "runner-killed-out-of-system-ram",
        "Feb 24 11:16:31 adl systemd[1]: ollama.service: A process of this unit has been killed by the OOM killer.\n"
        "Feb 24 11:16:32 adl systemd[1]: ollama.service: Failed with result 'oom-kill'.",
    ),
    # Ollama 0.29 and older: the Go runner crashed (Ollama #8770).
    (
        "runner-killed-out-of-system-ram",
        "Error: llama runner process has terminated: exit status 2",
    ),
]
