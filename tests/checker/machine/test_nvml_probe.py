"""The NVML probe against a fake pynvml: every field's mapping and every error path."""

import pytest

from checker.diagnose.rules import diagnose_snapshot
from checker.machine.nvml_probe import probe
from tests.checker.fake_nvml import (
    NVML_ERROR_DRIVER_NOT_LOADED,
    NVML_ERROR_LIB_RM_VERSION_MISMATCH,
    NVML_ERROR_LIBRARY_NOT_FOUND,
    NVML_ERROR_NO_PERMISSION,
    NVML_ERROR_NOT_SUPPORTED,
    NVML_ERROR_UNKNOWN,
    FakeGpu,
    FakeNvml,
)

MIB = 2**20


@pytest.fixture
def proc(tmp_path):
    (tmp_path / "sys" / "kernel").mkdir(parents=True)
    (tmp_path / "sys" / "kernel" / "osrelease").write_text("6.8.0-49-generic\n")
    return tmp_path


def test_every_field_is_mapped_with_its_unit(proc):
    gpu = FakeGpu(used_bytes=20_312 * MIB, utilization=97, temperature=84, slowdown=88, power_mw=441_500, limit_mw=450_000,
                  pstate=2, clocks={0: 2520, 2: 10251}, max_clocks={0: 3105, 2: 10501}, reasons=0x4 | 0x40,
                  pcie=(4, 4, 8, 16), compute=[(4127, 19_800 * MIB)], graphics=[(2210, 310 * MIB)])
    result = probe(FakeNvml([gpu], names={4127: "/usr/local/bin/ollama", 2210: "/usr/lib/xorg/Xorg"}), proc)
    snap = result.snapshot
    assert (snap.driver_version, snap.cuda_version, snap.input_kinds) == ("580.95.05", "13.0", ["nvml"])
    g = snap.gpus[0]
    assert (g.index, g.name, g.bus_id) == (0, "NVIDIA GeForce RTX 4090", "00000000:01:00.0")
    assert (g.memory_used_mib, g.memory_total_mib, g.utilization_pct) == (20_312, 24_564, 97)
    assert (g.temperature_c, g.temperature_slowdown_c, g.power_draw_w, g.power_limit_w, g.pstate) == (84, 88, 441.5, 450, "P2")
    assert (g.clock_graphics_mhz, g.clock_graphics_max_mhz, g.clock_memory_mhz, g.clock_memory_max_mhz) == (2520, 3105, 10251, 10501)
    assert g.clocks_event_reasons == ["SW Power Cap", "HW Thermal Slowdown"]
    assert (g.pcie_gen, g.pcie_gen_max, g.pcie_width, g.pcie_width_max, g.mig_enabled) == (4, 4, 8, 16, False)
    assert [(p.pid, p.name, p.type, p.gpu_index, p.memory_mib) for p in snap.processes] == [
        (4127, "/usr/local/bin/ollama", "C", 0, 19_800), (2210, "/usr/lib/xorg/Xorg", "G", 0, 310)]
    assert result.notes == []


def test_the_same_rules_run_on_the_probe_as_on_a_paste(proc):
    gpu = FakeGpu(used_bytes=23_700 * MIB, utilization=99, temperature=86, reasons=0x40, pcie=(3, 4, 16, 16),
                  compute=[(4127, 21_000 * MIB)], graphics=[(3001, 1500 * MIB)])
    snap = probe(FakeNvml([gpu, FakeGpu(bus_id="00000000:02:00.0", utilization=98)],
                          names={4127: "/usr/bin/llama-server", 3001: "/opt/google/chrome/chrome"}), proc).snapshot
    codes = {f.code for f in diagnose_snapshot(snap).findings}
    assert codes >= {"vram_nearly_full", "high_temperature", "clocks_throttled", "pcie_link_degraded", "llm_process_on_gpu",
                     "other_gpu_consumers", "multi_gpu"}
    assert "gpu_idle" not in codes


def test_an_empty_process_list_from_nvml_means_no_runtime_is_on_the_gpu(proc):
    codes = {f.code for f in diagnose_snapshot(probe(FakeNvml([FakeGpu(utilization=0)]), proc).snapshot).findings}
    assert codes == {"vram_headroom_ok", "gpu_idle", "no_llm_process_on_gpu"}


def test_a_process_appearing_as_compute_and_graphics_is_one_c_plus_g(proc):
    gpu = FakeGpu(compute=[(77, 900 * MIB)], graphics=[(77, None)])
    process, = probe(FakeNvml([gpu], names={77: "lmstudio"}), proc).snapshot.processes
    assert (process.type, process.memory_mib) == ("C+G", 900)


def test_process_names_nvml_refuses_come_from_proc_or_the_pid(proc):
    (proc / "31337").mkdir()
    (proc / "31337" / "comm").write_text("ollama\n")
    gpu = FakeGpu(compute=[(31337, 5000 * MIB), (31338, None)])
    processes = probe(FakeNvml([gpu]), proc).snapshot.processes
    assert [(p.name, p.memory_mib) for p in processes] == [("ollama", 5000), ("PID 31338", None)]


@pytest.mark.parametrize("error, words", [
    (NVML_ERROR_LIBRARY_NOT_FOUND, "No NVIDIA driver library"),
    (NVML_ERROR_DRIVER_NOT_LOADED, "kernel driver is not loaded"),
    (NVML_ERROR_LIB_RM_VERSION_MISMATCH, "differ in version"),
    (NVML_ERROR_NO_PERMISSION, "may not open the GPU devices"),
    (NVML_ERROR_UNKNOWN, "NVML could not start: Unknown Error"),
])
def test_a_failure_to_start_nvml_says_what_and_what_to_check(error, words, proc):
    result = probe(FakeNvml(init_error=error), proc)
    assert result.snapshot is None and not result.ok
    assert words in result.problem and result.check


def test_no_gpu_is_a_problem_with_a_check(proc):
    fake = FakeNvml([])
    result = probe(fake, proc)
    assert result.snapshot is None and "found no NVIDIA GPU" in result.problem and "lspci" in result.check
    assert fake.shutdowns == 1  # NVML is shut down on every path


def test_refused_fields_are_none_and_named_but_not_supported_ones_are_silent(proc):
    gpu = FakeGpu(refuse={"nvmlDeviceGetPowerUsage": NVML_ERROR_NOT_SUPPORTED, "nvmlDeviceGetTemperature": NVML_ERROR_NO_PERMISSION,
                          "nvmlDeviceGetComputeRunningProcesses": NVML_ERROR_NO_PERMISSION, "memory_v2": NVML_ERROR_UNKNOWN},
                  mig=None)
    result = probe(FakeNvml([gpu]), proc)
    g = result.snapshot.gpus[0]
    assert (g.power_draw_w, g.temperature_c, g.mig_enabled, g.memory_used_mib) == (None, None, None, 1234)
    assert result.notes == ["GPU 0 temperature: Insufficient Permissions", "GPU 0 processes: Insufficient Permissions"]
    # Processes could not all be listed: an empty list proves nothing.
    assert not result.snapshot.processes_listed
    assert "no_llm_process_on_gpu" not in {f.code for f in diagnose_snapshot(result.snapshot).findings}


def test_a_lost_gpu_is_kept_and_explained(proc):
    result = probe(FakeNvml([FakeGpu(), FakeGpu(bus_id="00000000:02:00.0")], lost={1}), proc)
    assert [g.name for g in result.snapshot.gpus] == ["NVIDIA GeForce RTX 4090", None]
    assert "GPU 1 could not be read" in result.notes[0]


def test_an_older_driver_without_clock_event_reasons_uses_throttle_reasons(proc):
    fake = FakeNvml([FakeGpu(reasons=0x8, utilization=90)])
    fake.nvmlDeviceGetCurrentClocksEventReasons = None  # nvidia-ml-py before 12.535
    assert probe(fake, proc).snapshot.gpus[0].clocks_event_reasons == ["HW Slowdown"]


def test_wsl_is_read_from_the_kernel_release(proc):
    (proc / "sys" / "kernel" / "osrelease").write_text("5.15.167.4-microsoft-standard-WSL2\n")
    snap = probe(FakeNvml(), proc).snapshot
    assert snap.wsl and "wsl" in {f.code for f in diagnose_snapshot(snap).findings}
