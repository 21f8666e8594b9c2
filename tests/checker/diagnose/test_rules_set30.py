"""Readings added while published_holdout30 was tuned on: rocm-smi's key lines without their banner (product info,
--showmetrics), rocminfo's HSA failure, xpu-smi's stats box copied from below its Device ID, one card named by two
of Ollama's libraries, llama.cpp's SYCL table cut short, amdgpu's sysfs counts with notes, MLC LLM's estimate and
device probe."""

from checker.diagnose.articles import article_for
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_rocm_smis_key_lines_without_the_banner():
    product = ("====================================== Product Info ======================================\n"
               "GPU[0]\t\t: Card Series: \t\tAMD Radeon Graphics\nGPU[0]\t\t: Card SKU: \t\tPHXGENERIC\n"
               "GPU[0]\t\t: GFX Version: \t\tgfx1103\n")
    result = diagnose(product)
    assert result.snapshot.input_kinds == ["rocm-smi"] and "AMD Radeon Graphics" in result.snapshot.gpus[0].name
    assert not result.findings
    metrics = ("GPU[0]\t\t: temperature_edge (C): 41\nGPU[0]\t\t: average_gfx_activity (%): 97\n"
               "GPU[0]\t\t: average_socket_power (W): 280\n")
    gpu, = diagnose(metrics).snapshot.gpus
    assert (gpu.temperature_c, gpu.utilization_pct, gpu.power_draw_w) == (41, 97, 280)


def test_rocminfo_failing_to_open_the_gpu_is_a_driver_error_and_no_cpu_run():
    paste = ("#/opt/rocm/bin/rocminfo\nROCk module is loaded\n"
             "hsa api call failure at: /usr/src/debug/rocminfo/rocminfo-rocm-6.0.0/rocminfo.cc:1219\n"
             "Call returned HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources.\n")
    result = diagnose(paste)
    assert {f.code for f in result.findings} == {"driver_error"}
    assert "/dev/kfd" in result.findings[0].detail
    # the article whose section on /dev/kfd explains it
    assert article_for("driver_error", result.snapshot, result.findings[0].evidence) == "rocm-unsupported-gpu"


def test_an_xpu_smi_stats_box_copied_from_below_its_device_row_is_cut():
    box = ("+----------------------------+------------------------------------------------------+\n"
           "| GPU Core Temperature       | Tile 0: avg: N/A, min: N/A, max: N/A, current: N/A   |\n"
           "| (Celsius Degree)           |                                                      |\n"
           "+----------------------------+------------------------------------------------------+\n"
           "| GPU Memory Read (kB/s)     | Tile 0: avg: N/A, min: N/A, max: N/A, current: N/A   |\n"
           "+----------------------------+------------------------------------------------------+\n")
    result = diagnose(box)
    assert result.snapshot.input_kinds == ["xpu-smi stats"] and codes(box) == {"truncated"}


INFERENCE = ('time=2025-11-21T23:09:28.377Z level=INFO source=types.go:42 msg="inference compute" id={id} library={lib} '
             'name={name} description="AMD Radeon Graphics" pci_id=0000:c6:00.0 type=iGPU total="96.0 GiB" available="95.8 GiB"\n')


def test_one_card_named_by_two_of_ollamas_libraries_is_one_gpu():
    both = INFERENCE.format(id=0, lib="ROCm", name="ROCm0") + INFERENCE.format(
        id="00000000-c600-0000-0000-000000000000", lib="Vulkan", name="Vulkan0")
    assert len(diagnose(both).snapshot.gpus) == 1 and "multi_gpu" not in codes(both)
    # two cards: two addresses
    two = INFERENCE.format(id=0, lib="ROCm", name="ROCm0") + INFERENCE.format(id=1, lib="ROCm", name="ROCm1").replace(
        "0000:c6:00.0", "0000:03:00.0")
    assert len(diagnose(two).snapshot.gpus) == 2 and "multi_gpu" in codes(two)


SYCL = ("found 6 SYCL devices:\n"
        "|  |                  |                                             |compute   |Max compute|Max work|Max sub|               |\n"
        "|ID|       Device Type|                                         Name|capability|units      |group   |group  |Global mem size|\n"
        "|--|------------------|---------------------------------------------|----------|-----------|--------|-------|---------------|\n"
        "| 0|[level_zero:gpu:0]|               Intel(R) Arc(TM) A770 Graphics|       1.3|        512|    1024|     32|    16225243136|\n"
        "| 1|[level_zero:gpu:1]|                    Intel(R) UHD Graphics 770|       1.3|         32|     512|     32|    53651849216|\n")


def test_a_sycl_table_with_fewer_rows_than_its_devices_is_cut_where_the_paste_ends():
    assert {"truncated", "multi_gpu"} <= codes(SYCL)
    assert "truncated" not in codes(SYCL + "\nThe other four are the CPU and the FPGA emulator.\n")


def test_amdgpus_sysfs_counts_with_the_authors_notes():
    paste = ("$ cat /sys/class/drm/card*/device/mem_info_vram_total\n103079215104  # 96GB in bytes\n")
    gpu, = diagnose(paste).snapshot.gpus
    assert gpu.memory_total_mib == 98304


def test_mlc_llms_estimate_and_device_probe_are_its_log():
    for log in ("[2025-05-03 21:44:24] INFO model_metadata.py:94: Total memory usage without KV cache: 2254.16 MB "
                "(Parameters: 923.16 MB. Temporary buffer: 1331.00 MB)\n",
                "[2024-05-26 00:41:47] INFO auto_device.py:88: Not found device: cuda:0\n"
                "[2024-05-26 00:41:48] INFO auto_device.py:88: Not found device: rocm:0\n"):
        result = diagnose(log)
        assert not result.findings and result.snapshot.input_kinds == ["runtime log"]
