"""Each buffer llama.cpp prints, against the estimator's term for it, on real load logs (tests/data/logs)."""

import re
from pathlib import Path

import pytest

from checker.fit.estimate import estimate

LOGS = Path(__file__).resolve().parents[2] / "data" / "logs"
BUFFER = re.compile(r"(\w+?)(?:_Mapped)?\s+(model |KV |compute )?buffer size =\s+([\d.]+) MiB")


def buffers(name: str) -> dict[str, float]:
    found = {}
    for line in (LOGS / name).read_text().splitlines():
        if line.startswith("#"):
            continue
        match = BUFFER.search(line)
        if match:
            backend, kind, mib = match.groups()
            found[f"{backend} {(kind or 'model ').strip()}"] = float(mib)
    return found


@pytest.mark.parametrize(
    "log, model, quant, settings",
    [
        # Ollama ran llama-server with -c 8192 -np 4 (num_ctx 2048 x 4 parallel): the 4 slots share 8,192 cells.
        ("llama-3.1-8b-q4_k_m-ctx8192-ollama-cuda.log", "llama-3.1-8b", "q4_k_m", {"context": 8192, "parallel": 4}),
        ("llama-3-8b-q4_k_m-ctx512-cuda.log", "llama-3-8b", "q4_k_m", {"context": 512}),
        ("llama-3-8b-q4_0-ctx8192-ollama-cuda.log", "llama-3-8b", "q4_0", {"context": 8192}),
        ("qwen2.5-3b-q8_0-ctx4096-ub4096-fa-cuda.log", "qwen2.5-3b", "q8_0", {"context": 4096, "ubatch": 4096, "flash_attn": True}),
        ("phi-3-mini-4k-q4_k_m-ctx4096-ub256-cuda.log", "phi-3-mini-4k", "q4_k_m", {"context": 4096, "ubatch": 256}),
    ],
)
def test_every_printed_buffer_is_reproduced(make_input, catalog, log, model, quant, settings):
    printed = buffers(log)
    result = estimate(make_input(model, quant, **{"flash_attn": False, **settings}), catalog)
    gpu, cpu = result.plan.devices
    assert gpu.weights_mib == pytest.approx(printed["CUDA0 model"], abs=1)
    assert gpu.kv_cache_mib == pytest.approx(printed["CUDA0 KV"], abs=0.5)
    # The compute buffer is the graph allocator's peak: modelled from its largest tensors, within 3 %.
    assert gpu.compute_buffer_mib == pytest.approx(printed["CUDA0 compute"], rel=0.03)
    assert cpu.compute_buffer_mib == pytest.approx(printed["CUDA_Host compute"], rel=0.03)
    if "CPU model" in printed:  # the token embedding, left in system RAM
        assert cpu.weights_mib == pytest.approx(printed["CPU model"], abs=1)


def test_the_metal_log_s_weights_are_reproduced(make_input, catalog):
    printed = buffers("llama-3.2-3b-q4_k_m-ollama-metal.log")
    result = estimate(make_input("llama-3.2-3b", gpus=("apple-m2-pro-16gb",), context=4096), catalog)
    assert result.plan.gpus[0].weights_mib == pytest.approx(printed["Metal model"], abs=1)
    assert result.plan.cpu.weights_mib == pytest.approx(printed["CPU model"], abs=1)
