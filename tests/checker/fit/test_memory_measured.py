"""GPU memory against what llama.cpp allocated: the device run's grid on an H100 and public load logs.

benchmarks/data/device/h100-2026-11-26-memory.txt holds, per cell of benchmarks/device_memory.py's grid, the MiB of
weights, KV cache and compute buffer llama.cpp 0c1e5709 counted on the GPU and on the host (llama-fit-params, checked
against five real loads). benchmarks/data/load_logs holds public load logs; the ones used here are of the tuning part
(benchmarks/accuracy.py keeps a fifth of them out of every change).
"""

import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from checker.fit.estimate import estimate
from checker.fit.inputs import Hardware
from checker.fit.placement import offload_split
from checker.fit.query import file_size_bytes, load_log_query, to_fit_input

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "benchmarks"))
import accuracy  # noqa: E402
import device_memory as grid  # noqa: E402

MEASURED = grid.read_results(ROOT / "benchmarks" / "data" / "device" / "h100-2026-11-26-memory.txt")
# The second run: layers left on the CPU (-ngl 0, -ngl 1, a quarter of them), estimated before it ran.
MEASURED_SECOND = grid.read_results(ROOT / "benchmarks" / "data" / "device" / "h100-2026-11-26-memory2.txt")
SECOND_MISSES = {
    "gpt-oss-20b-mxfp4_moe-c16k-fa0-quarter": "without flash attention and with layers on the CPU, gpt-oss (attention sinks) "
                                              "holds a second score matrix: 4168 MiB of compute against 2082 estimated",
}
LOAD_LOGS = ROOT / "benchmarks" / "data" / "load_logs"
BIG = Hardware("benchmark GPU", 10**7, 1000.0, 100.0, 50.0)


@pytest.mark.parametrize("ngl, n_layers, expected", [
    (0, 32, (0, False)), (1, 32, (0, True)), (16, 32, (15, True)), (32, 32, (31, True)), (33, 32, (32, True)),
    (99, 32, (32, True)),
])
def test_the_output_layer_is_offloaded_first(ngl, n_layers, expected):
    # llama.cpp since PR #18148 (December 2025): -ngl 16 on 32 layers is the output and the last 15 layers.
    assert offload_split(ngl, n_layers) == expected


def test_the_device_run_covers_the_whole_grid(catalog):
    cells = grid.cells(catalog)
    assert len(cells) == 135
    assert {c["id"] for c in cells} == set(MEASURED)


@pytest.mark.parametrize("cell", sorted(MEASURED))
def test_every_cell_of_the_h100_grid_is_within_three_percent(catalog, cell):
    row = next(r for r in grid.compare_rows(catalog, {cell: MEASURED[cell]}))
    measured, estimated = sum(row["measured"]), sum(row["estimated"])
    assert abs(estimated - measured) / measured < 0.03, (row["measured"], row["estimated"])
    # the KV cache is exact (cells, layers, types), full offload or half
    assert abs(row["estimated"][1] - row["measured"][1]) <= 1.0


def test_the_second_run_covers_its_grid(catalog):
    assert {c["id"] for c in grid.cells(catalog, "second")} == set(MEASURED_SECOND)


@pytest.mark.parametrize("cell", sorted(set(MEASURED_SECOND) - set(SECOND_MISSES)))
def test_every_cell_with_layers_on_the_cpu_is_within_ten_percent(catalog, cell):
    row = grid.compare_rows(catalog, {cell: MEASURED_SECOND[cell]})[0]
    measured, estimated = sum(row["measured"]), sum(row["estimated"])
    assert abs(estimated - measured) / measured < 0.10, (row["measured"], row["estimated"])
    assert abs(row["estimated"][0] - row["measured"][0]) <= 35 and abs(row["estimated"][1] - row["measured"][1]) <= 1.0


def test_a_moe_layer_on_the_cpu_copies_its_largest_expert_tensor(catalog):
    # Mixtral 8x7B Q4_K_M, a quarter of the layers on the GPU: 483 MiB of compute, a Q6_K down projection of 367 MiB
    # copied in for the batch; all layers on the GPU, 196 MiB.
    row = grid.compare_rows(catalog, {c: MEASURED_SECOND[c] for c in ["mixtral-8x7b-q4_k_m-c8k-fa1-quarter"]})[0]
    assert row["measured"][2] == 483 and row["estimated"][2] == pytest.approx(483, rel=0.1)


def test_half_offload_places_layers_as_llama_cpp_does(catalog):
    # Llama 3.1 8B Q4_K_M at -ngl 16: 15 repeating layers and the output on the GPU (2290 MiB of weights, 480 of cache).
    row = grid.compare_rows(catalog, {"llama-3.1-8b-q4_k_m-c8k-fa1-half": MEASURED["llama-3.1-8b-q4_k_m-c8k-fa1-half"]})[0]
    assert row["measured"][:2] == (2290.0, 480.0)
    assert abs(row["estimated"][0] - 2290) < 2 and row["estimated"][1] == 480


def _public_log(name: str, catalog, gpus: int = 1):
    """The estimate for one public log, its settings read off its index entry as benchmarks/accuracy.py reads them."""
    entry = next(e for e in json.loads((LOAD_LOGS / "index.json").read_text()) if e["file"] == name)
    params, _, _ = accuracy._log_settings(entry)
    inp = to_fit_input(load_log_query((LOAD_LOGS / name).read_text(), params, catalog), catalog)
    return entry, estimate(replace(inp, gpus=(BIG,) * gpus), catalog).plan


def test_with_no_layer_offloaded_the_gpu_still_computes_the_output(catalog):
    # -ngl 0 on ROCm: the prompt's output product runs on the GPU with the output matrix copied in (788 MiB of Q8_0)
    # and the logits it makes (297 MiB): 1095 MiB printed.
    entry, plan = _public_log("qwen3-14b-q8_0-ctx4096-ngl0-rocm.log", catalog)
    assert entry["buffers_mib"]["ROCm0 compute"] == 1094.99
    assert plan.gpus[0].weights_mib == 0 and plan.gpus[0].kv_cache_mib == 0
    assert plan.gpus[0].compute_buffer_mib == pytest.approx(1095, rel=0.01)


def test_pipeline_parallelism_copies_each_gpus_inputs(catalog):
    # Two GPUs, every layer offloaded: "pipeline parallelism enabled (n_copies=4)", 1216 MiB of compute on each.
    entry, plan = _public_log("llama-3-70b-q4_k_m-ctx8192-2xcuda.log", catalog, gpus=2)
    assert [d.compute_buffer_mib for d in plan.gpus] == [pytest.approx(1216, rel=0.01)] * 2
    assert sum(d.weights_mib + d.kv_cache_mib + d.compute_buffer_mib for d in plan.gpus) == pytest.approx(44972, rel=0.002)


def test_a_tied_output_is_read_from_the_file_size(catalog):
    # Gemma 2 2B ties its output to the token embeddings; the log does not say so, the file size does. The GPU holds
    # the layers and a copy of the tied output: 1624 MiB printed (1363 when the size was spread over an untied layout).
    _, plan = _public_log("gemma-2-2b-q4_k_m-ctx8192-cuda.log", catalog)
    assert plan.gpus[0].weights_mib == pytest.approx(1624, rel=0.005)


def test_a_file_size_with_a_decimal_comma():
    assert file_size_bytes("14,19 GiB (16,00 BPW)") == pytest.approx(14.19 * 2**30)
    assert file_size_bytes("4.58 GiB") == pytest.approx(4.58 * 2**30)
    assert file_size_bytes("4,58,1 GiB") is None
