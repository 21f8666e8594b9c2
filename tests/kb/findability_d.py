"""Batch d: phrasings and real error texts for the articles added in branch kb-new-d."""

PHRASINGS = {
    "hybrid-laptop-igpu-selected": "ollama uses intel integrated graphics instead of my nvidia gpu on laptop",
    "slow-model-load-disk-network": "loading the model from my NAS takes forever",
    "vulkan-backend-problems": "vulkan out of device memory error on amd card",
    "intel-arc-sycl-ipex-llm": "how do I get ollama to use my intel arc a770",
    "mlx-model-does-not-fit-mac": "mlx_lm model too big for my macbook, starts swapping",
}

ERROR_TEXTS = {
    "hybrid-laptop-igpu-selected": (
        'time=2026-06-06T10:01:02.000+02:00 level=INFO source=runner.go:396 msg="dropping integrated GPU; to enable, '
        'set OLLAMA_IGPU_ENABLE=1" id=1 library=Vulkan compute=0.0 name=Vulkan1 description="NVIDIA GeForce RTX 4070" '
        'pci_id=""'
    ),
    "slow-model-load-disk-network": (
        "error: invalid argument: --no-mmap\n\nusage:\n-h,    --help, --usage                  print usage and exit"
    ),
    "vulkan-backend-problems": (
        "ggml_vulkan: Device memory allocation of size 118497280 failed.\n"
        "ggml_vulkan: vk::Device::allocateMemory: ErrorOutOfDeviceMemory\n"
        "double free or corruption (out)"
    ),
    "intel-arc-sycl-ipex-llm": (
        "./build/bin/llama-server: error while loading shared libraries: libsycl.so.8: cannot open shared object file: "
        "No such file or directory"
    ),
    "mlx-model-does-not-fit-mac": (
        "ValueError: [metal::malloc] Attempting to allocate 134767706112 bytes which is greater than the maximum "
        "allowed buffer size of 86586540032 bytes."
    ),
}

# Vulkan's device lost as llama.cpp's 2025-26 builds print it (issues #18203 and #27076; added 2026-11-28).
CURRENT_ERROR_TEXTS = [
    ("vulkan-backend-problems", "terminate called after throwing an instance of 'vk::DeviceLostError'\n"
                                "  what():  vk::Device::waitForFences: ErrorDeviceLost"),
    ("vulkan-backend-problems", "ggml_vulkan: device lost on Vulkan0\nvk::Queue::submit: ErrorDeviceLost"),
]
