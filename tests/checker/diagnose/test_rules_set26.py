"""Readings added while published_holdout26 was tuned on: PyTorch's out-of-memory figures, nvidia-smi -q and rocminfo
copied from inside their listings, llama.cpp device names with parentheses, SYCL's breakdown without a free figure."""

from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

TORCH = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate {ask}. GPU 0 has a total capacity of 23.69 GiB "
         "of which {free} is free. Including non-PyTorch memory, this process has 23.62 GiB memory in use.\n")


def test_pytorchs_out_of_memory_figures_give_the_card_and_alone_are_the_out_of_memory_only():
    # (Rules 2026.11.3 added "nearly full" from these figures; 2026.11.4 reads the message alone as the out-of-memory
    # only, the experts' majority: test_rules_set93.py.)
    full = diagnose(TORCH.format(ask="20.00 MiB", free="45.06 MiB"))
    assert {f.code for f in full.findings} == {"out_of_memory"}
    assert round(full.snapshot.gpus[0].memory_used_mib) == round(23.69 * 1024 - 45.06)
    # A large allocation that failed on a card with room: no "room" finding beside an out-of-memory either.
    assert codes(TORCH.format(ask="16.00 GiB", free="15.09 GiB")) == {"out_of_memory"}
    # The pre-2023 wording.
    old = ("RuntimeError: CUDA out of memory. Tried to allocate 86.00 MiB (GPU 0; 6.00 GiB total capacity; 5.23 GiB "
           "already allocated; 0 bytes free; 5.28 GiB reserved in total by PyTorch)\n")
    assert codes(old) == {"out_of_memory"} and diagnose(old).snapshot.gpus[0].memory_total_mib == 6144


def test_a_table_cut_after_pytorchs_message_leaves_the_message_to_judge():
    # published_holdout21: the launcher's error, then an nvidia-smi table cut after its header.
    paste = (TORCH.format(ask="11.32 GiB", free="1.10 GiB") + "\n"
             "+-----------------------------------------------------------------------------------------+\n"
             "| NVIDIA-SMI 550.54.15              Driver Version: 550.54.15      CUDA Version: 12.4     |\n")
    found = codes(paste)
    assert "vram_nearly_full" in found and "vram_headroom_ok" not in found


def test_llama_cpps_own_out_of_memory_adds_no_fullness():
    log = ("ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9216.00 MiB on device 0: cudaMalloc failed: out of memory\n"
           "  - CUDA0   : NVIDIA GeForce RTX 3090 (24123 MiB, 500 MiB free)\n")
    assert "vram_nearly_full" not in codes(log) and "out_of_memory" in codes(log)


QUERY_PROCESSES = "".join(
    f"        GPU instance ID                   : N/A\n        Compute instance ID               : N/A\n"
    f"        Process ID                        : {pid}\n            Type                          : C+G\n"
    f"            Name                          : C:\\Windows\\SystemApps\\{name}.exe\n"
    f"            Used GPU Memory               : Not available in WDDM driver model\n"
    for pid, name in ((2936, "TextInputHost"), (2964, "Teams"), (4824, "ShellExperienceHost")))


def test_a_query_processes_section_without_its_heading_is_read_as_cut():
    # nvidia-smi -q on Windows, copied (or cut by an index) inside its Processes section (published_holdout5 and 26).
    result = diagnose("```\n" + QUERY_PROCESSES + "        Process ID                        : 5196\n```\n")
    assert {f.code for f in result.findings} == {"truncated"}  # not "no runtime on the GPU": the cut may hide it
    assert [p.pid for p in result.snapshot.processes] == [2936, 2964, 4824, 5196]
    assert result.snapshot.input_kinds == ["nvidia-smi -q"]


def test_query_sections_copied_from_inside_a_block_are_cut_and_a_grep_is_not():
    inside = ("        Display Clock Setting                          : Not Active\n"
              "    Clocks Event Reasons Counters\n        SW Power Capping                               : 0 us\n"
              "    Sparse Operation Mode                              : N/A\n    FB Memory Usage\n"
              "        Total                                          : 4096 MiB\n        Reserved                                       : 381 MiB\n"
              "        Used                                           : 4 MiB\n        Free                                           : 3713 MiB\n"
              "    Utilization\n        GPU                                            : 0 %\n")
    result = diagnose(inside)
    assert "truncated" in {f.code for f in result.findings}
    assert result.snapshot.gpus[0].memory_total_mib == 4096
    grep = ("$ nvidia-smi -q | grep -A3 'Clocks Throttle'\n    Clocks Throttle Reasons\n"
            "        Idle                        : Active\n        SW Power Cap                : Not Active\n"
            "        HW Slowdown                 : Not Active\n")
    assert "truncated" not in codes(grep)


AGENT = ("*******                  \nAgent 2                  \n*******                  \n"
         "  Name:                    gfx1030                            \n"
         "  Marketing Name:          AMD Radeon RX 6700 XT              \n"
         "  Vendor Name:             AMD                                \n"
         "  Queue Max Size:          131072(0x20000)                    \n"
         "  Device Type:             GPU                                \n"
         "  Chip ID:                 29663(0x73df)                      \n")
AGENT_END = ("  ISA Info:                \n    ISA 1                    \n"
             "      Name:                    amdgcn-amd-amdhsa--gfx1030         \n"
             "      Workgroup Max Size per Dimension:\n        x                        1024(0x400)                        \n"
             "      FBarrier Max Size:       32                                 \n")


def test_a_rocminfo_agent_copied_whole_is_whole_and_one_cut_inside_is_cut():
    assert "truncated" in codes("My graphics card is amd 6700xt\n\n" + AGENT)
    whole = diagnose("My graphics card is amd 6700xt\n\n" + AGENT + AGENT_END)
    assert "truncated" not in {f.code for f in whole.findings}
    assert [g.name for g in whole.snapshot.gpus] == ["AMD Radeon RX 6700 XT (gfx1030)"]
    # rocminfo | grep Name: the names alone, a choice and not a cut
    assert "truncated" not in codes("  Name:                    gfx1030\n  Marketing Name:          AMD Radeon RX 6700 XT\n")
    grep = "  Name:                    gfx1030\n  Marketing Name:          AMD Radeon RX 6700 XT\n  Device Type:             GPU\n"
    assert "truncated" not in codes(grep)  # rocminfo | grep -E 'Name|Device Type'



def test_a_rocminfo_fragment_below_its_agents_name_is_named_by_its_isa():
    fragment = ("      Size:                    67092480(0x3ffc000) KB             \n"
                "      Allocatable:             TRUE                               \n"
                "  ISA Info:                \n    ISA 1                    \n"
                "      Name:                    amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-\n"
                "      Machine Models:          HSA_MACHINE_MODEL_LARGE            \n")
    result = diagnose(fragment)
    assert [g.name for g in result.snapshot.gpus] == ["gfx90a"]
    assert {f.code for f in result.findings} == {"truncated"}


def test_device_names_with_parentheses_in_llama_cpps_device_list():
    # --list-devices with a CUDA card and an Intel iGPU under SYCL (published_holdout26).
    log = ("Available devices:\n  CUDA0: NVIDIA GeForce 940MX (2002 MiB, 1974 MiB free)\n"
           "  SYCL0: Intel(R) HD Graphics 620 (29588 MiB, 29588 MiB free)\n")
    result = diagnose(log)
    assert [(g.name, g.memory_total_mib) for g in result.snapshot.gpus] == [
        ("NVIDIA GeForce 940MX", 2002), ("Intel(R) HD Graphics 620", 29588)]
    assert "multi_gpu" in {f.code for f in result.findings}


def test_a_breakdown_whose_free_figure_is_the_total_counts_what_llama_cpp_holds():
    # SYCL without the free-memory API reports the total as free: "unaccounted" goes negative by llama.cpp's own use.
    line = ("common_memory_breakdown_print: |   - SYCL0 (Intel(R) Arc(TM) A770 Graphics) | 15473 = 15473 + "
            "(5718 =  3577 +    2048 +      92) +       -5718 |\n")
    result = diagnose(line)
    assert [(g.memory_used_mib, g.memory_total_mib) for g in result.snapshot.gpus] == [(5718, 15473)]
    assert "vram_headroom_ok" in {f.code for f in result.findings}
    normal = line.replace("15473 + (5718", "9000 + (5718").replace("-5718", "755")
    assert [g.memory_used_mib for g in diagnose(normal).snapshot.gpus] == [15473 - 9000]


def test_text_generation_webuis_2023_loading_line_is_its_log():
    log = ("2023-06-27 12:08:01 INFO:Loading 33-8k/WizardLM-33B-V1.0-Uncensored-SuperHOT-8K-GPTQ...\n"
           "2023-06-27 12:08:01 WARNING:Exllama module failed to load. Will attempt to load from repositories.\n")
    result = diagnose(log)
    assert not result.findings and result.snapshot.input_kinds == ["runtime log"]
