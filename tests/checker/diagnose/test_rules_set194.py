"""Readings added while published_holdout194 was tuned on: rocm-smi's JSON on one line cut inside a card (Hygon's
keys), slotstream's memory plan and vLLM's workers named by their tensor-parallel rank after a space. (DXVK's adapter
list and Speech Note's device scan, read on the same set, are tested with their parsers.)"""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# gpustack/gpustack #2032: rocm-smi --json on Hygon DCUs as the tool prints it, on one line; cut inside card2.
CARD = ('"card{n}": {{"Device ID": "0x6210", "Card Series": "K100_AI", "Average Graphics Package Power (W)": "77.0", '
        '"Temperature (Sensor edge) (C)": "3{n}.0", "HCU use (%)": "0.0", "vram Total Memory (MiB)": "65520", '
        '"vram Total Used Memory (MiB)": "2"}}')
PROMPT = "root@localhost:/# rocm-smi -i --showmeminfo vram --showpower --showuse --showtemp --showproductname --json\n"
WHOLE = "{" + ", ".join(CARD.format(n=n) for n in range(3)) + "}\n"
CUT = "{" + CARD.format(n=0) + ", " + CARD.format(n=1) + ', "card2": {"Device ID": "0x6210", "Temperature (Sensor edge) (C)": "37.0",\n'


def test_rocm_smis_one_line_json_cut_inside_a_card_is_read_up_to_the_cut():
    snapshot = read_paste(PROMPT + CUT)
    assert [(gpu.name, gpu.memory_used_mib, gpu.memory_total_mib, gpu.utilization_pct) for gpu in snapshot.gpus] == [
        ("K100_AI", 2.0, 65520.0, 0.0), ("K100_AI", 2.0, 65520.0, 0.0), (None, None, None, None)]
    assert {"truncated", "multi_gpu", "vram_headroom_ok"} <= codes(PROMPT + CUT)
    # near copies: the same JSON whole is not cut (and its three idle cards are idle); pretty-printed and cut, still read
    whole = codes(PROMPT + WHOLE)
    assert "truncated" not in whole and "gpu_idle" in whole and len(read_paste(PROMPT + WHOLE).gpus) == 3
    pretty = PROMPT + "{\n" + "\n".join(f'  {pair},' for pair in CARD.format(n=0)[:-1].replace(": {", ": {\n").split(", ")) + "\n"
    assert read_paste(pretty).gpus[0].memory_total_mib == 65520.0 and "truncated" in codes(pretty)


def test_a_json_object_that_is_no_rocm_smi_is_not_read_as_one():
    text = '{"card": "visa", "name": "K100_AI", "HCU use (%)": "0.0",\n'
    assert not read_paste(text).gpus


# YenHub's slotstream issue #22: its start-up plan on an M4 Max; the Metal working set is what the GPU may use.
PLAN = ("slotstream memory plan (auto)\n  device: 69 GB RAM (57.5 GB reclaimable now), 55.7 GB Metal working set\n"
        "  target: 34.6 GB total process budget, not a RAM usage goal\n")


def test_slotstreams_plan_gives_the_metal_working_set_in_decimal_gb():
    gpu, = read_paste(PLAN).gpus
    assert gpu.memory_total_mib == round(55.7e9 / 2**20, 1) and gpu.memory_used_mib is None
    assert codes(PLAN) == set()
    # near copy: a device line without the working set is not slotstream's
    assert not read_paste(PLAN.replace(", 55.7 GB Metal working set", "")).gpus


# infiniflow/ragflow #9856: vLLM 0.10's V1 workers, named by their rank after a space, in a page's colour tags.
WORKERS = "".join(f'<font color="#2AA1B3"><b>(VllmWorker TP{rank} pid=1925{rank})</b></font> INFO 09-01 21:26:21 '
                  f"[gpu_worker.py:276] Available KV cache memory: 26.13 GiB\n" for rank in (0, 1))


def test_vllm_workers_named_tp0_and_tp1_are_two_gpus():
    assert "multi_gpu" in codes(WORKERS)
    assert len(read_paste(WORKERS.replace('<font color="#2AA1B3"><b>', "").replace("</b></font>", "")).gpus) == 2
    # a rank is named only where the parallel size is above 1, so TP0 alone is one of two GPUs at least
    assert "multi_gpu" in codes(WORKERS.splitlines()[0] + "\n")
    # near copies: a worker named without a rank is no second GPU; the older "rank=1" naming still reads as two
    assert "multi_gpu" not in codes(WORKERS.replace(" TP0 pid", " pid").replace(" TP1 pid", " pid"))
    assert "multi_gpu" in codes(WORKERS.replace("TP0 pid", "rank=0 pid").replace("TP1 pid", "rank=1 pid"))


# amd-smi metric --json as the tool pretty-prints it, a list of numbers above the memory figures: its finder reads every
# JSON line, numbers too (it once took intel_gpu_top's narrower pattern of the same name, and stopped at the list).
AMD_SMI = """[
    {
        "gpu": 0,
        "usage": {
            "gfx_activity": {
                "value": 97,
                "unit": "%"
            },
            "gfx_busy_inst": [
                97,
                96
            ]
        },
        "mem_usage": {
            "total_vram": {
                "value": 196592,
                "unit": "MB"
            },
            "used_vram": {
                "value": 183214,
                "unit": "MB"
            }
        }
    }
]
"""


def test_amd_smis_json_is_read_past_a_list_of_numbers():
    gpu, = read_paste(AMD_SMI).gpus
    assert (gpu.utilization_pct, gpu.memory_used_mib, gpu.memory_total_mib) == (97.0, 183214.0, 196592.0)
