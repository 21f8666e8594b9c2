"""All a llama.cpp run holds on the GPU, against what the device's H100 measured: buffers, the CUDA context, cuBLAS and
the CUDA backend's pool (benchmarks/device_overhead.py; benchmarks/data/device/h100-2026-11-26-overhead and -overhead2,
the second written down before it ran)."""

import sys
from pathlib import Path

import pytest

from checker.fit.estimate import estimate
from checker.fit.inputs import CONTEXT_MIB_PER_FP32_TFLOPS, THREADS_PER_SM, FitInput, Hardware
from checker.fit.memory import CUBLAS_MIB, GGML_CUDA_RUNTIME_MIB

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "benchmarks"))
import device_overhead as grid  # noqa: E402

DEVICE = ROOT / "benchmarks" / "data" / "device"
RUNS = {"overhead": 30, "overhead2": 9}  # the second run reached 9 of its 17 cells before its deadline


def rows(catalog):
    return [row for run in RUNS for row in grid.compare_rows(catalog, DEVICE / f"h100-2026-11-26-{run}")]


def test_both_runs_are_read(catalog):
    for run, n in RUNS.items():
        assert len(grid.compare_rows(catalog, DEVICE / f"h100-2026-11-26-{run}")) == n


def test_every_cell_s_total_on_the_gpu_is_within_one_and_a_half_percent(catalog):
    for row in rows(catalog):
        estimated = row["estimated"]["buffers"] + row["estimated"]["overhead"]
        assert abs(estimated - row["gpu"]) / row["gpu"] < 0.015, row["id"]
        # what lies beyond the buffers, to within 70 MiB (F16 and BF16 weights without flash attention hold about 60 MiB
        # less than estimated, the largest miss)
        assert abs(row["estimated"]["overhead"] - (row["gpu"] - row["buffers"])) < 70, row["id"]


def test_the_h100_s_bare_context_is_what_the_sm_count_gives(catalog):
    # 526-527 MiB of memory.used for a process holding only a context, on both machines of the two runs
    for run in RUNS:
        line = next(line for line in (DEVICE / f"h100-2026-11-26-{run}" / "context.txt").read_text().splitlines()
                    if line.startswith("context used_mib"))
        measured = int(line.split()[2])
        assert abs(Hardware.from_gpu(catalog.gpus["h100-sxm5-80gb"]).context_overhead_mib - measured) / measured < 0.02


@pytest.mark.parametrize("gpu_id, mib", [("geforce-rtx-4060-ti-16gb", 107), ("rtx-pro-6000-blackwell", 555)])
def test_the_context_matches_pr_23604_s_cards(catalog, gpu_id, mib):
    assert abs(Hardware.from_gpu(catalog.gpus[gpu_id]).context_overhead_mib - mib) / mib < 0.03


def test_every_nvidia_card_of_the_catalog_knows_its_sms_and_threads(catalog):
    for gpu in catalog.gpus.values():
        if gpu.vendor == "NVIDIA":
            assert gpu.sm_count and gpu.cuda_compute_capability in THREADS_PER_SM, gpu.id
    # A card typed in without them keeps the older rule.
    typed = Hardware("my card", 24576, 1000.0, 100.0, 80.0)
    assert typed.resident_threads is None and typed.context_overhead_mib == pytest.approx(CONTEXT_MIB_PER_FP32_TFLOPS * 80)


def _overhead(catalog, mix, flash_attn, context=8192, model="llama-3.1-8b"):
    m = catalog.models[model]
    result = estimate(FitInput(m, catalog.mixes[mix], (Hardware.from_gpu(catalog.gpus["h100-sxm5-80gb"]),), runtime="llama.cpp",
                               context=context, flash_attn=flash_attn, n_gpu_layers=m.n_layers + 1), catalog)
    return result.plan.devices[0].overhead_mib


def test_cublas_and_the_scores_are_counted_only_where_a_run_uses_them(catalog):
    context = Hardware.from_gpu(catalog.gpus["h100-sxm5-80gb"]).context_overhead_mib
    quantized = _overhead(catalog, "q4_k_m", True)
    assert quantized == pytest.approx(context + GGML_CUDA_RUNTIME_MIB)
    assert _overhead(catalog, "f16", True) == pytest.approx(quantized + CUBLAS_MIB)  # float weights go through cuBLAS
    assert _overhead(catalog, "q4_k_m", True, model="qwen3-30b-a3b") == pytest.approx(quantized + CUBLAS_MIB)  # the F32 router
    # without flash attention the F16 scores of a layer: 8192 cells x 512 tokens x 32 heads x 2 bytes
    assert _overhead(catalog, "q4_k_m", False) == pytest.approx(quantized + CUBLAS_MIB + 256)
    assert _overhead(catalog, "q4_k_m", False, context=16384) == pytest.approx(quantized + CUBLAS_MIB + 512)


def test_volta_cdna_and_rdna4_keep_no_f16_copy_of_the_scores(catalog):
    # prefer_f32_output in ggml_cuda_mul_mat_cublas_impl: the batched product writes F32 straight into the compute buffer
    m = catalog.models["llama-3.1-8b"]
    for gpu_id, copies in (("tesla-v100-sxm2-32gb", False), ("geforce-rtx-3090", True)):
        hardware = Hardware.from_gpu(catalog.gpus[gpu_id])
        overheads = [estimate(FitInput(m, catalog.mixes["q4_k_m"], (hardware,), runtime="llama.cpp", context=8192,
                                       flash_attn=fa, n_gpu_layers=m.n_layers + 1), catalog).plan.devices[0].overhead_mib
                     for fa in (True, False)]
        assert overheads[1] - overheads[0] == pytest.approx(CUBLAS_MIB + (256 if copies else 0))
    assert all(Hardware.from_gpu(g).f32_batched_output for g in catalog.gpus.values()
               if g.vendor == "AMD" and g.architecture.startswith(("CDNA", "RDNA 4")))
