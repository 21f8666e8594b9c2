"""Readings added while published_holdout176 was tuned on: CUDA's deviceQuery, Lua Torch's and Ascend's out-of-memory."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

QUERY = ("# CUDA Device Query (Runtime API) version (CUDART static linking)\n\nDetected 1 CUDA Capable device(s)\n\n"
         '## Device 0: "NVIDIA A30"\n\n'
         "  CUDA Driver Version / Runtime Version          12.5 / 12.1\n"
         "  CUDA Capability Major/Minor version number:    8.0\n"
         "  Total amount of global memory:                 24169 MBytes (25343295488 bytes)\n"
         "\ndeviceQuery, CUDA Driver = CUDART, CUDA Driver Version = 12.5, CUDA Runtime Version = 12.1, NumDevs = 1\n"
         "Result = PASS\n")  # (whole: a listing cut before its closing line is cut, test_rules_set191.py)


def test_device_query_names_each_device_and_its_memory():
    snapshot = read_paste(QUERY)
    assert [(g.index, g.name, g.memory_total_mib) for g in snapshot.gpus] == [(0, "NVIDIA A30", 24169)]
    assert snapshot.input_kinds == ["deviceQuery"] and snapshot.cuda_version == "12.5"
    # (a total alone says nothing of room)
    assert codes(QUERY) == set()
    # a device heading without the memory line or the count is not deviceQuery's
    assert "unrecognized_input" in codes('Device 0: "NVIDIA A30"\n')


def test_lua_torch_s_and_ascend_s_out_of_memory():
    cutorch = ("THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-4622/cutorch/lib/THC/generic/THCStorage.cu line=41 "
               "error=2 : out of memory\n")
    assert "out_of_memory" in codes(cutorch)
    assert "out_of_memory" not in codes(cutorch.replace("error=2 : out of memory", "error=8 : invalid device function"))
    ascend = ("[ERROR] RUNTIME(2070482,):2026-01-09-02:28:27.541.034 [npu_driver.cc:1579]2070482 DevMemAllocManaged:[drv api] "
              "halMemAlloc failed:size=306184192(bytes), type=0, moduleId=33, drvRetCode=6, device_id=1, ErrCode=207001, "
              "desc=[driver error:out of memory], InnerCode=0x7020016\n")
    assert "out_of_memory" in codes(ascend)
