"""Readings added while published_holdout107 was tuned on: scripts' CSV logs with their own column names, used and free
memory without the total, a prompt behind GitHub's mail-address mask, and ggml's context pool of 2023."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes


def test_a_scripts_own_column_names_are_the_query_fields_they_log():
    snake = ("timestamp,gpu_id,name,utilization_gpu_pct,utilization_mem_pct,memory_used_mib,memory_total_mib,"
             "temperature_gpu_c,power_draw_w\n"
             "2026/03/28 07:01:15.523,0,NVIDIA GeForce RTX 4090,0,0,10602,24564,42,71.43\n"
             "2026/03/28 07:01:15.529,1,NVIDIA GeForce RTX 4080,0,1,2,16376,44,35.13\n")
    gpus = read_paste(snake).gpus
    assert [(g.name, g.memory_used_mib, g.memory_total_mib, g.utilization_pct, g.temperature_c, g.power_draw_w)
            for g in gpus] == [("NVIDIA GeForce RTX 4090", 10602, 24564, 0, 42, 71.43), ("NVIDIA GeForce RTX 4080", 2, 16376, 0, 44, 35.13)]
    assert {"multi_gpu", "gpu_idle", "vram_headroom_ok"} <= codes(snake)
    parenthesized = ("Timestamp,GPU_Util(%),Memory_Used(MiB),Memory_Total(MiB),Power(W),Temp(C)\n"
                     "1763736779.573550209,0, 13, 6144, 15.82, 51\n1763736780.104670033,97, 5980, 6144, 61.5, 66\n")
    [gpu] = read_paste(parenthesized).gpus  # one card sampled twice, read at its last sample
    assert (gpu.utilization_pct, gpu.memory_used_mib, gpu.memory_total_mib, gpu.power_draw_w, gpu.temperature_c) == (97, 5980, 6144, 61.5, 66)
    assert "vram_nearly_full" in codes(parenthesized)


def test_a_column_in_gigabytes_is_not_read_as_mib():
    text = "timestamp,name,memory_used_gb,memory_total_gb\n2026-01-01 10:00:00,NVIDIA A100,70.1,80\n"
    [gpu] = read_paste(text).gpus
    assert gpu.name == "NVIDIA A100" and gpu.memory_used_mib is None and gpu.memory_total_mib is None


def test_used_and_free_memory_without_the_total_give_how_full_the_card_is():
    room = ("timestamp, name, utilization.gpu [%], memory.used [MiB], memory.free [MiB]\n"
            "03-11-2026 15:13:16, Orin, 99, 0, 26133, 36669\n").replace(", 0, 26133", ", 26133")
    [gpu] = read_paste(room).gpus
    assert gpu.memory_total_mib == 26133 + 36669 and "vram_headroom_ok" in codes(room)
    full = "index, memory.used [MiB], memory.free [MiB]\n0, 23900 MiB, 200 MiB\n"
    assert "vram_nearly_full" in codes(full)
    # Free memory alone says nothing of the card's size.
    assert read_paste("index, name, memory.free [MiB]\n0, NVIDIA L4, 200 MiB\n").gpus[0].memory_total_mib is None


def test_a_prompt_behind_githubs_mail_mask_on_a_windows_drive_is_wsl():
    xml = ("***@***.***:/mnt/d/openclaw/1Panel-dev-v2# nvidia-smi -q -x\n<?xml version=\"1.0\" ?&gt;\n"
           "<nvidia_smi_log&gt;\n<driver_version&gt;591.74</driver_version&gt;\n<attached_gpus&gt;1</attached_gpus&gt;\n"
           "<gpu id=\"00000000:01:00.0\"&gt;\n<product_name&gt;NVIDIA GeForce RTX 4090</product_name&gt;\n")
    assert "wsl" in codes(xml)
    # The same prompt in a Linux directory, with a Linux driver's number, is no sign of WSL.
    linux = xml.replace("/mnt/d/openclaw", "/root/openclaw").replace("591.74", "580.95.05")
    assert "wsl" not in codes(linux)


def test_ggmls_context_pool_running_short_is_a_host_buffer_not_the_gpus_memory():
    text = ("**ggml_new_tensor_impl: not enough space in the context's memory pool (needed 13340448, available 10485760)**\n"
            "I get the above error when I use a word that is very common in documents.\n")
    assert codes(text) == set()
