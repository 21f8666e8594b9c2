"""Readings added while published_holdout152 was tuned on: Intel Gaudi's device-memory allocation failure, the amdgpu
kernel driver's fault status as a copy may start with it (and its lines' PCI addresses as devices), and an environment
report's "GPU 0,1,2,3: ..." list."""

from tests.checker.diagnose.helpers import codes

GAUDI = ("RuntimeError: [Rank:0] FATAL ERROR :: MODULE:PT_DEVMEM Allocation failed for size::56836702208 "
         "(54203.7)MB\n")
FAULT = "".join(f"[Tue Sep  9 02:30:28 2025] amdgpu {bus}: amdgpu: VM_L2_PROTECTION_FAULT_STATUS:0x00341051\n"
                for bus in ("0000:c6:00.0", "0000:66:00.0"))


def test_gaudis_device_memory_allocation_failure_is_out_of_memory():
    assert codes(GAUDI) == {"out_of_memory"}


def test_amdgpus_fault_status_is_a_driver_error_on_each_device_it_names():
    assert codes(FAULT) == {"driver_error", "multi_gpu"}
    assert codes(FAULT.splitlines(keepends=True)[0]) == {"driver_error"}


def test_an_environment_reports_gpu_list_counts_them():
    assert "multi_gpu" in codes("GPU 0,1,2,3: AMD Instinct MI300X VF\nGPU 0,1,2,3 Compute Capability: 9.4\n" + GAUDI)
    assert "multi_gpu" not in codes("GPU 0: AMD Instinct MI300X VF\n" + GAUDI)
