"""What a loaded Ollama model needs on the pasted card: the memory others hold, from the process list or the model's share."""

from checker.diagnose.fit_checks import fit_checks
from checker.diagnose.snapshot import GpuProcess, GpuState, LoadedModel, Snapshot
from checker.fit.site_catalog import get_catalog

CARD = GpuState(index=0, name="NVIDIA GeForce RTX 4090", memory_used_mib=7_000, memory_total_mib=24_564)
MODEL = LoadedModel(name="llama3.1:8b", size_bytes=6_000_000_000, cpu_pct=0, gpu_pct=100, context=4096)


def used(snapshot: Snapshot) -> list[str]:
    check, = fit_checks(snapshot, get_catalog())
    return [f"{value:.0f}" for value in check.query.used_mib]


def test_with_the_runtime_in_the_process_list_others_are_the_rest_of_the_list():
    processes = [GpuProcess(pid=1, name="/usr/local/bin/ollama", gpu_index=0, memory_mib=6_100),
                 GpuProcess(pid=2, name="/usr/lib/xorg/Xorg", gpu_index=0, memory_mib=900)]
    assert used(Snapshot(gpus=[CARD], processes=processes, models=[MODEL])) == ["900"]


def test_without_a_process_list_the_models_own_share_is_taken_off():
    # 7,000 MiB in use, less the model's 6 GB (5,722 MiB) on the GPU.
    assert used(Snapshot(gpus=[CARD], models=[MODEL])) == ["1278"]


def test_a_card_the_catalog_does_not_know_gives_no_estimate():
    card = CARD.model_copy(update={"name": "NVIDIA Mystery Card"})
    assert fit_checks(Snapshot(gpus=[card], models=[MODEL]), get_catalog()) == []


def test_where_the_paste_shows_a_split_the_estimate_that_fits_says_it_disagrees():
    # The case: an RTX 3060 and ollama ps showing qwen3:14b at 22%/78% CPU/GPU, while the
    # estimate (Ollama's default context, nothing else on the card) has it fit.
    card = GpuState(index=0, name="NVIDIA GeForce RTX 3060", memory_used_mib=9_000, memory_total_mib=12_288)
    runner = GpuProcess(pid=7, name="/usr/local/bin/ollama", gpu_index=0, memory_mib=8_900)
    model = LoadedModel(name="qwen3:14b", size_bytes=10_700_000_000, cpu_pct=22, gpu_pct=78)
    check, = fit_checks(Snapshot(gpus=[card], processes=[runner], models=[model]), get_catalog())
    assert check.result.verdict == "fits"
    assert check.disagreement.startswith("ollama ps shows 22 % of its 10.7 GB on the CPU, where the estimate has every layer")
    assert "OLLAMA_NUM_PARALLEL" in check.disagreement


def test_a_paste_that_agrees_with_the_estimate_has_no_disagreement():
    check, = fit_checks(Snapshot(gpus=[CARD], models=[MODEL]), get_catalog())
    assert check.result.verdict == "fits" and check.disagreement is None
