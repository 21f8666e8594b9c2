"""Readings added while published_holdout122 was tuned on: Habana's hl-smi table (nvidia-smi's frame, "AIP" devices, N/A
for the compute mode), LoRAX's and text-generation-inference's JSON shard ranks, and WSL's library folder named only
inside a search pattern."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

HL_SMI = """\
+-----------------------------------------------------------------------------+
| HL-SMI Version:                           hl-1.13.0-rc-fw-47.0.0.0          |
| Driver Version:                                     1.13.0-ee32e42          |
|-------------------------------+----------------------+----------------------+
| AIP  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | AIP-Util  Compute M. |
|===============================+======================+======================|
|   0  HL-225              N/A  | 0000:33:00.0     N/A |                   0  |
| N/A   27C   N/A    75W / 600W |  {used}MiB / 98304MiB |    {util}%           N/A |
|-------------------------------+----------------------+----------------------+
"""


def test_hl_smi_is_read_like_the_table_it_copies():
    closing = "+" + "=" * 77 + "+\n"
    snapshot = read_paste(HL_SMI.format(used=768, util=0) + closing)
    assert snapshot.input_kinds == ["hl-smi"] and snapshot.driver_version == "1.13.0-ee32e42"
    gpu = snapshot.gpus[0]
    assert (gpu.name, gpu.memory_used_mib, gpu.memory_total_mib) == ("HL-225", 768, 98304)
    assert (gpu.power_draw_w, gpu.power_limit_w, gpu.temperature_c) == (75, 600, 27)
    assert not snapshot.truncated
    assert {"gpu_idle", "vram_headroom_ok"} <= codes(HL_SMI.format(used=768, util=0))
    assert "vram_nearly_full" in codes(HL_SMI.format(used=97000, util=90))


def test_hl_smi_without_its_closing_border_was_cut():
    assert "truncated" in codes(HL_SMI.format(used=768, util=0))


LORAX = ("2023-12-31T07:11:17.729408Z  INFO shard-manager: lorax_launcher: Shard ready in 10.407867503s rank={rank}\n"
         "2023-12-31T07:11:17.828920Z  INFO lorax_launcher: Starting Webserver\n")
TGI_JSON = ('{"timestamp":"2024-11-27T20:59:27.057718Z","level":"INFO",'
            '"fields":{"message":"Waiting for shard to be ready..."},'
            '"target":"text_generation_launcher","span":{"rank":%d,"name":"shard-manager"},"spans":[{"rank":%d}]}\n')


def test_a_shard_of_rank_n_is_one_of_n_plus_one():
    assert "multi_gpu" in codes(LORAX.format(rank=1))
    assert "multi_gpu" not in codes(LORAX.format(rank=0))
    assert len(read_paste(TGI_JSON % (3, 3)).gpus) == 4
    assert "unrecognized_input" not in codes(TGI_JSON % (0, 0))


PROBE = ('time=2024-07-21T18:55:31.136-07:00 level=DEBUG source=gpu.go:487 msg="gpu library search" globs="[{globs}]"\n'
         "[GPU-ccd02350-1222-88d2-1eda-c906b3aff9a8] CUDA totalMem 7788 mb\n")


def test_wsls_folder_in_a_search_pattern_is_not_wsl():
    assert "wsl" not in codes(PROBE.format(globs="/usr/lib/*-linux-gnu/libcuda.so* /usr/lib/wsl/lib/libcuda.so*"))
    assert "wsl" in codes(PROBE.format(globs="/usr/lib/wsl/lib/libcuda.so.1"))
