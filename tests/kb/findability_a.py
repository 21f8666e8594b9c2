"""Findability for the kb-new-a batch of articles."""

PHRASINGS = {
    "gibberish-repeating-output": "ollama model only outputs GGGGGGGGGG gibberish",
    "runner-killed-out-of-system-ram": "ollama llama runner process has terminated signal killed, not enough ram",
    "cuda-illegal-memory-access-xid": "llama.cpp crashes with cuda illegal memory access and Xid 31 in dmesg",
    "cuda-no-kernel-image-available": "no kernel image is available for execution on the device on my GTX 1080",
    "ollama-windows-exit-status-0xc0000409": "ollama on windows error llama runner process has terminated exit status 0xc0000409",
}

ERROR_TEXTS = {
    "ollama-windows-exit-status-0xc0000409": "Error: llama runner process has terminated: exit status 0xc0000409",
    "cuda-no-kernel-image-available": (
        "ggml_cuda_compute_forward: SCALE failed\n"
        "CUDA error: no kernel image is available for execution on the device\n"
        "  current device: 0, in function ggml_cuda_compute_forward at "
        "C:\\a\\ollama\\ollama\\ml\\backend\\ggml\\ggml\\src\\ggml-cuda\\ggml-cuda.cu:2568\n"
        "  err"
    ),
    "cuda-illegal-memory-access-xid": (
        "/llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:75: CUDA error\n"
        "CUDA error: an illegal memory access was encountered\n"
        "  current device: 7, in function ggml_backend_cuda_synchronize at "
        "/llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:2461\n"
        "  cudaStreamSynchronize(cuda_ctx->stream())"
    ),
    "runner-killed-out-of-system-ram": (
        'time=2025-03-12T12:14:22.015Z level=ERROR source=sched.go:456 msg="error loading llama server" '
        'error="llama runner process has terminated: signal: killed"'
    ),
}

CURRENT_ERROR_TEXTS = [
    # Ollama v0.33.0-rc2 on Windows: the exit status with its NTSTATUS text, then llama-server's last error.
    (
        "ollama-windows-exit-status-0xc0000409",
        "Error: 500 Internal Server Error: llama-server process has terminated: exit status 0xc0000409: The system "
        "detected an overrun of a stack-based buffer in this application. This overrun could potentially allow a "
        "malicious user to gain control of this application.: GGML_ASSERT(ggml_nelements(a) == ne0*ne1) failed",
    ),
    # The server log line of Ollama 0.29 and older (Ollama #10265).
    (
        "ollama-windows-exit-status-0xc0000409",
        'time=2025-04-14T20:20:48.993+08:00 level=ERROR source=server.go:449 msg="llama runner terminated" '
        'error="exit status 0xc0000409"',
    ),
    # PyTorch (Transformers, vLLM) on a card its wheel was not built for.
    (
        "cuda-no-kernel-image-available",
        "UserWarning: NVIDIA GeForce GTX 1080 Ti with CUDA capability sm_61 is not compatible with the current "
        "PyTorch installation.",
    ),
    # The kernel log next to the crash (NVIDIA open-gpu-kernel-modules #1030).
    (
        "cuda-illegal-memory-access-xid",
        "[ 5022.899731] NVRM: Xid (PCI:0000:2b:00): 31, pid=4242, name=llama-server, Ch 00000008, intr 00000000. "
        "MMU Fault: ENGINE GRAPHICS GPC6 GPCCLIENT_T1_13 faulted @ 0x6f17_04027000. Fault is of type FAULT_PDE "
        "ACCESS_TYPE_VIRT_WRITE",
    ),
    # Ollama v0.33.0-rc2: llama-server died mid-answer; its last CUDA error is appended.
    (
        "cuda-illegal-memory-access-xid",
        "Error: model runner has unexpectedly stopped, this may be due to resource limitations or an internal error, "
        "check ollama server logs for details: CUDA error: an illegal memory access was encountered",
    ),
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
