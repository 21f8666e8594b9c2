"""Diagnose on real outputs: each paste in tests/data/pastes carries its source and the findings an expert expects."""

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.diagnose.articles import article_for
from checker.diagnose.codes import FINDING_CODES
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

PASTES = Path(__file__).resolve().parents[2] / "data" / "pastes"
CASES = sorted(PASTES.glob("*/*.txt"))


def expected(path: Path) -> dict:
    return json.loads(path.with_suffix(".json").read_text())


@pytest.mark.parametrize("path", CASES, ids=[f"{p.parent.name}/{p.stem}" for p in CASES])
def test_each_real_paste_gives_the_expected_findings(path):
    diagnosis = diagnose(path.read_text())
    assert sorted({f.code for f in diagnosis.findings}) == sorted(expected(path).get("expected_findings") or [])


@pytest.mark.parametrize("path", [p for p in CASES if expected(p).get("gpus") and expected(p)["gpus"][0].get("mem_total_mib")],
                         ids=lambda p: p.stem)
def test_memory_figures_match_the_recorded_values(path):
    gpus = diagnose(path.read_text()).snapshot.gpus
    want = expected(path)["gpus"]
    # The recorded values are as printed, or in MiB to two decimals where the tool prints bytes (rocm-smi).
    assert [(g.memory_used_mib, g.memory_total_mib, g.temperature_c) for g in gpus] == \
        [(pytest.approx(w["mem_used_mib"], abs=0.01), pytest.approx(w["mem_total_mib"], abs=0.01), w.get("temp_c")) for w in want]


@pytest.mark.parametrize("path", [p for p in CASES if expected(p).get("driver_version") and expected(p)["driver_version"] in p.read_text()],
                         ids=lambda p: p.stem)
def test_the_driver_version_printed_in_the_paste_is_read(path):
    assert diagnose(path.read_text()).snapshot.driver_version == expected(path)["driver_version"]


def test_every_finding_quotes_evidence_and_uses_a_known_code():
    for path in CASES:
        for finding in diagnose(path.read_text()).findings:
            assert finding.code in FINDING_CODES
            assert finding.evidence.strip()


def test_the_evidence_quotes_the_users_numbers():
    text = (PASTES / "nvidia-smi-table" / "thamada-rtx3090x2-560.txt").read_text().replace("    2MiB /  24576MiB", "23702MiB /  24576MiB", 1)
    finding = next(f for f in diagnose(text).findings if f.code == "vram_nearly_full")
    assert finding.evidence == "GPU 0 (NVIDIA GeForce RTX 3090): 23,702 of 24,576 MiB used (96%)"


@pytest.mark.parametrize(
    "text, codes",
    [
        ("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.", {"driver_error"}),
        ("Failed to initialize NVML: Driver/library version mismatch\nNVML library version: 550.120", {"driver_mismatch"}),
        ("No devices were found", {"no_devices"}),
        ("ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9216.00 MiB on device 0: cudaMalloc failed: out of memory", {"out_of_memory"}),
        ("load_tensors: offloaded 20/33 layers to GPU\nload_tensors:        CUDA0 model buffer size =  2495.31 MiB", {"partial_offload"}),
        ("load_tensors: offloaded 0/33 layers to GPU", {"cpu_only"}),
        ("NAME        ID            SIZE    PROCESSOR          UNTIL\nllama3:70b  bcfb190ca3a7  42 GB   48%/52% CPU/GPU    4 minutes from now\n"
         "qwen3:8b    500a1f067a9f  6 GB    100% CPU           4 minutes from now", {"partial_offload", "cpu_only", "multiple_models_loaded"}),
    ],
)
def test_failures_logs_and_ollama_ps(text, codes):
    assert {f.code for f in diagnose(text).findings} == codes


def test_a_cut_paste_is_flagged():
    text = (PASTES / "nvidia-smi-table" / "thamada-rtx3090x2-560.txt").read_text()
    codes = {f.code for f in diagnose(text[: text.index("| 30%   29C")]).findings}
    assert "truncated" in codes


def test_hostile_xml_is_not_expanded():
    bomb = ('<?xml version="1.0"?><!DOCTYPE nvidia_smi_log [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>'
            "<nvidia_smi_log><gpu><product_name>&b;</product_name></gpu></nvidia_smi_log>")
    assert {f.code for f in diagnose(bomb).findings} == {"unrecognized_input"}


@given(st.text(max_size=2000))
@settings(max_examples=300, deadline=None)
def test_any_text_gives_a_diagnosis_without_raising(text):
    diagnosis = diagnose(text)
    assert all(f.code in FINDING_CODES for f in diagnosis.findings)


@given(st.data())
@settings(max_examples=200, deadline=None)
def test_mutated_real_pastes_never_raise(data):
    text = data.draw(st.sampled_from(CASES)).read_text()
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, min(len(text), start + 400)))
    diagnose(text[:start] + data.draw(st.text(max_size=30)) + text[end:])


def test_a_busy_gpu_on_a_slow_link_is_flagged_but_an_idle_one_is_not():
    text = (PASTES / "nvidia-smi-q" / "thamada-l4-550-q.txt").read_text()
    assert "pcie_link_degraded" not in {f.code for f in diagnose(text).findings}  # idle: Gen 1 saves power
    busy = re.sub(r"(Utilization\n\s+Gpu\s+:) 0 %", r"\1 95 %", text)
    finding = next(f for f in diagnose(busy).findings if f.code == "pcie_link_degraded")
    assert finding.evidence == "GPU 0 (NVIDIA L4): Gen 1 x8 of Gen 4 x16 while busy"


def test_vllm_start_up_lines_are_read():
    log = "\n".join([
        "INFO 07-16 10:00:01 [gpu_worker.py:227] Available KV cache memory: 16.41 GiB",
        "INFO 07-16 10:00:01 [kv_cache_utils.py:716] GPU KV cache size: 134,384 tokens",
        "INFO 07-16 10:00:01 [kv_cache_utils.py:720] Maximum concurrency for 8,192 tokens per request: 16.40x",
    ])
    load = diagnose(log).snapshot.load
    assert (load.kv_cache_gib, load.kv_cache_tokens) == (16.41, 134384)


def test_vllm_v1_workers_are_placed_by_their_tensor_parallel_rank():
    # V1 names each worker by its ranks (vllm/v1/executor/multiproc_executor.py); they print in any order.
    line = ("({worker} pid={pid}) INFO 11-02 09:14:03 [worker.py:267] the current vLLM instance can use "
            "total_gpu_memory ({total}GiB) x gpu_memory_utilization (0.90) = 21.22GiB")
    log = "\n".join([line.format(worker="Worker_TP1", pid=212, total="47.50"),
                     line.format(worker="Worker_TP0", pid=211, total="23.58")])
    gpus = diagnose(log).snapshot.gpus
    assert [(gpu.index, gpu.memory_total_mib) for gpu in gpus] == [(0, 24145.9), (1, 48640.0)]


# The planner line as Ollama 0.5 prints it (server/memory.go); numbers from an RTX 4060 Laptop GPU loading phi4.
OLLAMA_PLAN_LINE = (
    'time=2025-01-10T22:05:21.891+08:00 level=INFO source=memory.go:356 msg="offload to cuda" layers.requested=-1 '
    'layers.model=41 layers.offload=29 layers.split="" memory.available="[6.9 GiB]" memory.gpu_overhead="0 B" '
    'memory.required.full="9.6 GiB" memory.required.partial="6.8 GiB" memory.required.kv="400.0 MiB" '
    'memory.required.allocations="[6.8 GiB]" memory.weights.total="8.2 GiB" memory.graph.full="266.7 MiB"'
)


def test_ollamas_planner_line_gives_the_split_and_what_the_whole_model_needs():
    diagnosis = diagnose(OLLAMA_PLAN_LINE)
    load = diagnosis.snapshot.load
    assert (load.planned_layers_offload, load.planned_layers_model, load.planned_backend) == (29, 41, "cuda")
    assert load.planned_required_full_mib == pytest.approx(9.6 * 1024)
    assert load.planned_available_mib == [pytest.approx(6.9 * 1024)]
    assert (load.layers_offloaded, load.layers_total) == (29, 41)
    finding = next(f for f in diagnosis.findings if f.code == "partial_offload")
    assert "the whole model needs 9.6 GiB, 6.9 GiB available" in finding.evidence


def test_llama_cpps_own_offload_line_wins_over_the_plan():
    diagnosis = diagnose(OLLAMA_PLAN_LINE.replace("layers.offload=29", "layers.offload=41").replace('"[6.9 GiB]"', '"[11.2 GiB, 11.2 GiB]"')
                         + "\nllm_load_tensors: offloaded 41/41 layers to GPU\n")
    assert {f.code for f in diagnosis.findings} >= {"full_gpu"}
    assert diagnosis.snapshot.load.planned_available_mib == [pytest.approx(11.2 * 1024)] * 2


def _load(name: str):
    path = next(PASTES.glob(f"*/{name}.txt"))
    return diagnose(path.read_text()).snapshot.load


def test_facts_read_from_real_logs():
    using = _load("llamacpp-python-docker-using-device-2x3090-free")
    assert using.device_free_mib == {"CUDA0": 23590, "CUDA1": 23858}
    fit = _load("llamacpp-fit-params-2x-rtx6000ada-deficit")
    assert (fit.fit_projected_mib, fit.fit_free_mib) == (410593, 97017)
    v0 = _load("vllm-v0-maxseqlen-exceeds-kvcache-3090")
    assert (v0.kv_cache_tokens, v0.kv_cache_gib) == (23648, 2.89)
    wrapped = _load("ollama-log-offload-44of81-4gpu-wrapped")  # key=value pairs wrapped over six lines
    assert (wrapped.planned_layers_offload, wrapped.planned_layers_model, wrapped.planned_backend) == (44, 81, "cuda")
    assert wrapped.planned_available_mib == [22.0 * 1024] * 4
    assert wrapped.planned_required_full_mib == pytest.approx(127.4 * 1024)


def test_ollamas_api_answer_and_its_ps_table_say_the_same():
    table = diagnose((PASTES / "ollama-ps" / "attogram-ollama-ps-context-mistral.txt").read_text()).snapshot.models
    api = diagnose((PASTES / "ollama-ps" / "attogram-api-ps-json-mistral.txt").read_text()).snapshot.models
    assert [(m.name, m.gpu_pct, m.cpu_pct, m.context) for m in table] == [(m.name, m.gpu_pct, m.cpu_pct, m.context) for m in api] \
        == [("mistral:7b", 100, 0, 4096)]
    assert api[0].size_bytes == 5560649728 and table[0].size_bytes == 5.6e9  # ollama ps rounds to decimal GB


@pytest.mark.parametrize("text", [
    '{"card0": ' + "[" * 100_000 + ' "VRAM Total"',  # rocm-smi --json, nested past Python's recursion limit
    '{"models": ' + "[" * 100_000 + ' "size_vram"',  # Ollama /api/ps
    "<nvidia_smi_log>" + "<a>" * 50_000 + "</a>" * 50_000 + "</nvidia_smi_log>",
])
def test_deeply_nested_json_and_xml_are_refused_quietly(text):
    assert [f.code for f in diagnose(text).findings] == ["unrecognized_input"]


def test_ollama_discovering_only_the_cpu_is_cpu_only():
    # The two lines quoted in ollama/ollama#13593 (RTX A1000 Laptop, Windows 11, Ollama 0.13.5).
    text = ('time=... level=INFO source=types.go:60 msg="inference compute" id=cpu library=cpu ...\n'
            'time=... level=INFO source=routes.go:1648 msg="entering low vram mode" "total vram"="0 B" threshold="20.0 GiB"\n')
    finding, = diagnose(text).findings
    assert (finding.code, finding.title) == ("cpu_only", "Ollama found no GPU to use")
    assert 'library=cpu' in finding.evidence
    found_gpu = text.replace("id=cpu library=cpu", "id=GPU-1 library=cuda")
    assert "cpu_only" not in {f.code for f in diagnose(found_gpu).findings}


@pytest.mark.parametrize("name, line, code", [
    # The real outputs with one reason switched on (neither capture had one active).
    ("nvidia-smi-q-exporter-h200-590-gpuburn", "HW Thermal Slowdown", "clocks_throttled"),  # "Clocks Event Reasons", busy
    ("nvidia-smi-q-perf-mangohud636-495", "SW Power Cap", "power_capped"),  # -q -d PERFORMANCE, "Clocks Throttle Reasons"
])
def test_an_active_clock_event_reason_in_q_output_is_found(name, line, code):
    text = (PASTES / "nvidia-smi-q" / f"{name}.txt").read_text()
    assert code not in {f.code for f in diagnose(text).findings}
    switched = re.sub(rf"({re.escape(line)}\s+:) Not Active", r"\1 Active", text, count=1)
    finding = next(f for f in diagnose(switched).findings if f.code == code)
    assert line in finding.evidence or code == "power_capped"


@pytest.mark.parametrize("path", [p for p in CASES if p.parent.name != "nvidia-smi-other" and any("util_pct" in g for g in expected(p).get("gpus") or [])],
                         ids=lambda p: p.stem)
def test_utilization_matches_the_recorded_values(path):
    # dmon is left out: it prints several samples, and the recorded value is one of them.
    assert [g.utilization_pct for g in diagnose(path.read_text()).snapshot.gpus] == [w.get("util_pct") for w in expected(path)["gpus"]]


def test_weights_in_system_memory_alarm_only_where_a_gpu_was_left_unused():
    cpu_only = "load_tensors:   CPU_Mapped model buffer size =  4685.30 MiB\nllama_context:        CPU compute buffer size =   296.01 MiB"
    calm = next(f for f in diagnose(cpu_only).findings if f.code == "cpu_only")
    assert calm.severity == "warning" and "no GPU to use" in calm.detail
    with_gpu = cpu_only + "\nllama_context:      CUDA0 compute buffer size =   552.00 MiB"
    assert next(f for f in diagnose(with_gpu).findings if f.code == "cpu_only").severity == "critical"


def test_ollamas_debug_discovery_line_gives_the_cards_memory():
    # OLLAMA_DEBUG=1 before 0.30 (discover/gpu.go), from ollama issue #8923 (tests/data/published_holdout).
    line = ('time=2025-02-07T09:39:05.074Z level=DEBUG source=gpu.go:456 msg="updating cuda memory data" '
            'gpu=GPU-2ef77503-2f4c-3683-b2c4-50548cd200d8 name="NVIDIA GeForce RTX 4090 D" overhead="0 B" before.total="24.0 GiB" '
            'before.free="22.5 GiB" now.total="24.0 GiB" now.free="22.5 GiB" now.used="1.5 GiB"')
    gpu = diagnose(line).snapshot.gpus[0]
    assert (gpu.name, gpu.memory_used_mib, gpu.memory_total_mib) == ("NVIDIA GeForce RTX 4090 D", 1536.0, 24576.0)


def test_metal_failing_after_its_working_set_is_out_of_memory_but_not_alone():
    # ggml-metal's lines as printed in ollama issue #434 (tests/data/published_holdout: an M2 Max, a 34B model).
    over = ("ggml_metal_add_buffer: allocated 'scr1            ' buffer, size =   256.00 MB, (23984.91 / 21845.34), "
            "warning: current allocated size is greater than the recommended max working set size")
    failed = "ggml_metal_graph_compute: command buffer 8 failed with status 5"
    assert "out_of_memory" in {f.code for f in diagnose(over + "\n" + failed).findings}
    assert "out_of_memory" not in {f.code for f in diagnose(failed).findings}  # status 5 alone is any error


def test_a_kernel_module_and_a_driver_library_of_two_versions_are_a_mismatch():
    # dmesg's module line and Ollama's library path, as in a Pop!_OS report (tests/data/published_holdout).
    dmesg = ("[   19.138392] nvidia-modeset: Loading NVIDIA UNIX Open Kernel Mode Setting Driver for x86_64  570.172.08  "
             "Release Build  (dvs-builder@U22-I3-AF01-21-3)  Tue Jul  8 17:59:47 UTC 2025")
    ollama = ('time=2025-08-11T19:37:52.828-04:00 level=INFO source=gpu.go:602 msg="no nvidia devices detected by library '
              '/usr/lib/x86_64-linux-gnu/libcuda.so.565.77"')
    mismatch = next(f for f in diagnose(dmesg + "\n" + ollama).findings if f.code == "driver_mismatch")
    assert "570.172.08" in mismatch.evidence and "libcuda.so.565.77" in mismatch.evidence
    same = ollama.replace("565.77", "570.172.08")
    assert "driver_mismatch" not in {f.code for f in diagnose(dmesg + "\n" + same).findings}


def test_llama_cpps_fit_lines_give_each_devices_memory():
    # llama.cpp's automatic fit with its level prefix, two Arc Pro B50 (tests/data/published_holdout2).
    log = "\n".join([
        "0.01.947.575 I common_memory_breakdown_print: |   - SYCL1 (Intel(R) Arc(TM) Pro B50 Graphics) | 15881 = 15881 + "
        "( 4730 =  2463 +    1782 +     484) +       -4730 |",
        "0.01.981.622 I common_params_fit_impl:   - SYCL1 (Intel(R) Arc(TM) Pro B50 Graphics): 49 layers,   4730 MiB used,  11151 MiB free",
        "0.01.981.623 I common_params_fit_impl:   - SYCL0 (Intel(R) Arc(TM) Pro B50 Graphics):  0 layers,    727 MiB used,  14833 MiB free",
    ])
    gpus = diagnose(log).snapshot.gpus
    assert [(g.index, g.name, g.memory_used_mib, g.memory_total_mib) for g in gpus] == [
        (0, "Intel(R) Arc(TM) Pro B50 Graphics", 727.0, 15560.0), (1, "Intel(R) Arc(TM) Pro B50 Graphics", 4730.0, 15881.0)]


def test_a_one_field_query_with_a_comment_between_is_read():
    paste = "nvidia-smi --query-gpu=utilization.gpu --format=csv,noheader\n# Output\n1 %\n\nBut how do I get CPU% from it?"
    assert [g.utilization_pct for g in diagnose(paste).snapshot.gpus] == [1.0]


def test_lm_studios_system_information_names_the_gpus():
    # As LM Studio 0.2.28's "Failed to load model" dialog prints it (tests/data/published_holdout2).
    paste = ('    "gpu": {\n      "gpu_names": [\n        "NVIDIA GeForce GTX 1660",\n        "NVIDIA GeForce GTX 1060 6GB"\n'
             '      ],\n      "vram_recommended_capacity": "11.72 GB",\n      "vram_unused": "10.26 GB"\n    },')
    diagnosis = diagnose(paste)
    assert [g.name for g in diagnosis.snapshot.gpus] == ["NVIDIA GeForce GTX 1660", "NVIDIA GeForce GTX 1060 6GB"]
    assert "multi_gpu" in {f.code for f in diagnosis.findings}


def test_a_kernel_image_the_driver_cannot_load_is_a_driver_error_that_stops_the_run():
    # llama.cpp's CUDA 12 build on driver 535 (tests/data/published_holdout2): the device is found, then a kernel fails.
    log = "\n".join([
        "ggml_cuda_init: found 1 CUDA devices (Total VRAM: 11172 MiB):",
        "  Device 0: NVIDIA GeForce GTX 1080 Ti, compute capability 6.1, VMM: yes, VRAM: 11172 MiB",
        "CUDA error: device kernel image is invalid",
    ])
    diagnosis = diagnose(log)
    assert diagnosis.snapshot.gpus[0].memory_total_mib == 11172.0
    codes = {f.code for f in diagnosis.findings}
    assert "driver_error" in codes and "cpu_only" not in codes


@pytest.mark.parametrize("log, code", [
    # A Jetson whose CUDA cannot open Tegra's memory manager (tests/data/published_holdout).
    ("NvRmMemInitNvmap failed with Permission denied\n549: Memory Manager Not supported\n"
     "****NvRmMemInit failed**** error type: 196626\n*** NvRmMemInit failed NvRmMemConstructor", "driver_error"),
    # NCCL's words when CUDA runs out under it, behind vLLM's worker prefix (tests/data/published_holdout2).
    ("(VllmWorker rank=7 pid=240) ncclUnhandledCudaError: Call to CUDA function failed.\n"
     "(VllmWorker rank=7 pid=240) Last error:\n(VllmWorker rank=7 pid=240) Cuda failure 'out of memory'", "out_of_memory"),
    # Ollama 0.1.2x's discovery on NixOS: NVML_ERROR_LIB_RM_VERSION_MISMATCH is 18 (tests/data/published_holdout2).
    ('time=2024-02-14T22:41:55.630Z level=INFO source=gpu.go:300 msg="Unable to load CUDA management library '
     '/nix/store/z6557r7pgvmxr9x16a4ffazly8dflh65-nvidia-x11-545.29.06-6.1.77/lib/libnvidia-ml.so.545.29.06: nvml vram init failure: 18"',
     "driver_mismatch"),
    # The rest from tests/data/published_holdout3: vLLM 0.6 with no room for its cache, LM Studio 0.3.39's context,
    # llama.cpp in Docker without a working CUDA, Ollama 0.4 planning 33 layers and then starting its CPU runner,
    # and "33/33 layers" whose weights all sit in system memory.
    ("ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.",
     "out_of_memory"),
    ("Failed to initialize the context: failed to allocate compute pp buffers", "out_of_memory"),
    ("llama-cpp    | ggml_cuda_init: failed to initialize CUDA: unknown error", "driver_error"),
    ('E0915 15:27:00.910199 134 logging.cc:40] "[defaultAllocator.cpp::allocateAsync::44] Error Code 1: Cuda Runtime (out of memory)"',
     "out_of_memory"),
    ("ggml_backend_alloc_ctx_tensors_from_buft: tensor output_norm.weight is too large to fit in a Metal buffer (tensor size: 16384, "
     "max buffer size: 0)\nllama_model_load: error loading model: unable to allocate backend buffer", "driver_error"),
    ('time=2024-11-11T21:51:17.600+01:00 level=INFO source=memory.go:343 msg="offload to cuda" layers.requested=-1 '
     'layers.model=33 layers.offload=33 layers.split="" memory.available="[23.3 GiB]" memory.required.full="5.9 GiB"\n'
     'time=2024-11-11T21:51:17.606+01:00 level=INFO source=server.go:383 msg="starting llama server" '
     'cmd="/tmp/ollama3024011950/runners/cpu_avx2/ollama_llama_server --model /home/u/.ollama/models/blobs/sha256-8704"', "cpu_only"),
    ("llm_load_tensors: offloaded 33/33 layers to GPU\nllm_load_tensors:        CUDA0 model buffer size =     1.02 MiB\n"
     "llm_load_tensors:   CPU_Mapped model buffer size = 15317.02 MiB", "cpu_only"),
    # published_holdout4: a Jetson Orin's memory manager out of memory; Ollama in journalctl under a Catalan locale.
    ("NvMapMemAllocInternalTagged: 1075072515 error 12  (ENOMEM)", "out_of_memory"),
    ("ollama  | 2023/12/22 00:13:33 llama.go:407: skipping accelerated runner because num_gpu=0", "cpu_only"),
    # published_holdout5: Ollama 0.32 whose CUDA build lacks the card's architecture; vLLM 0.9's check of free memory.
    ('msg="skipping CUDA device — compute capability not in compiled architectures"', "cpu_only"),  # as quoted there
    ("[multiproc_executor.py:492] ValueError: Free memory on device (31.44/47.38 GiB) on startup is less than desired GPU "
     "memory utilization (0.95, 45.01 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.",
     "out_of_memory"),
    ("de des. 03 11:10:07 PC127 ollama[43993]: ggml_cuda_init: found 2 CUDA devices:\n"
     "de des. 03 11:10:07 PC127 ollama[43993]:   Device 0: Quadro P2200, compute capability 6.1, VMM: yes\n"
     "de des. 03 11:10:07 PC127 ollama[43993]:   Device 1: Quadro P2000, compute capability 6.1, VMM: yes", "multi_gpu"),
])
def test_a_runtimes_failure_line_gives_its_finding(log, code):
    assert code in {f.code for f in diagnose(log).findings}


def test_an_xml_report_cut_in_the_middle_is_read_up_to_the_cut():
    # nvidia-smi -q -x from driver 430 as published, cut by the page before the memory figures (published_holdout2).
    xml = ('<?xml version="1.0" ?>\n<!DOCTYPE nvidia_smi_log SYSTEM "nvsmi_device_v10.dtd">\n<nvidia_smi_log>\n'
           '\t<timestamp>Sun Dec  1 15:30:44 2019</timestamp>\n\t<driver_version>430.64</driver_version>\n'
           '\t<cuda_version>10.1</cuda_version>\n\t<attached_gpus>1</attached_gpus>\n\t<gpu id="00000000:29:00.0">\n'
           '\t\t<product_name>GeForce GTX 1660 Ti</product_name>\n\t\t<driver_model>\n\t\t\t<current_dm>N/A</cur')
    diagnosis = diagnose(xml)
    assert diagnosis.snapshot.driver_version == "430.64" and diagnosis.snapshot.gpus[0].name == "GeForce GTX 1660 Ti"
    assert "truncated" in {f.code for f in diagnosis.findings}
    assert "unrecognized_input" in {f.code for f in diagnose("<nvidia_smi_log><gpu></nvidia_smi_log>").findings}


def test_other_programs_memory_is_counted_per_card():
    box = ["|  GPU   GI   CI        PID   Type   Process name                            GPU Memory |",
           "|=======================================================================================|"]
    row = "|    {gpu}   N/A  N/A     {pid}      G   /usr/bin/{name}                                {mib}MiB |"
    spread = box + [row.format(gpu=g, pid=100 + g, name="gnome-shell", mib=150) for g in range(3)]
    paste = "| Processes:                                                                            |\n" + "\n".join(spread)
    assert "other_gpu_consumers" not in {f.code for f in diagnose(paste).findings}  # 450 MiB, but 150 on each card
    crowded = paste + "\n" + row.format(gpu=1, pid=200, name="Xorg", mib=250)
    finding = next(f for f in diagnose(crowded).findings if f.code == "other_gpu_consumers")
    assert finding.title == "Other programs hold 400 MiB of GPU memory on GPU 1"


def test_an_old_nvidia_smi_over_an_older_driver_is_not_wsl():
    # nvidia-smi 375.39 run against the 367.48 kernel driver (tests/data/published_holdout3); under WSL the
    # Windows driver (546.12) is never older than the Linux tools (545.29.06).
    header = "| NVIDIA-SMI {tools}                 Driver Version: {driver}                    |"
    assert not diagnose(header.format(tools="375.39", driver="367.48") + "\n+----+").snapshot.wsl
    assert diagnose(header.format(tools="545.29.06", driver="546.12") + "\n+----+").snapshot.wsl


def test_ollamas_plan_over_two_gpus_is_multi_gpu_and_an_indented_table_is_read():
    plan = ('time=2025-05-30T10:56:02.944-05:00 level=INFO source=server.go:168 msg=offload library=cuda layers.requested=-1 '
            'layers.model=65 layers.offload=65 layers.split=33,32 memory.available="[22.8 GiB 22.7 GiB]" memory.gpu_overhead="0 B" '
            'memory.required.full="41.2 GiB"')
    assert "multi_gpu" in {f.code for f in diagnose(plan).findings}
    # nvidia-smi as a launcher prints it inside its own log, three spaces in (TGI, tests/data/published_holdout3).
    table = "\n".join("   " + line for line in [
        "+---------------------------------------------------------------------------------------+",
        "| NVIDIA-SMI 535.154.05             Driver Version: 535.154.05   CUDA Version: 12.2     |",
        "|=========================================+======================+======================|",
        "|   0  NVIDIA H100 80GB HBM3          On  | 00000000:0F:00.0 Off |                    0 |",
        "| N/A   30C    P0             114W / 700W |      0MiB / 81559MiB |      0%      Default |",
    ])
    gpu = diagnose("nvidia-smi:\n" + table).snapshot.gpus[0]
    assert (gpu.memory_total_mib, gpu.power_draw_w) == (81559.0, 114.0)


def test_vllm_ranks_and_nccl_devices_are_gpus():
    # vLLM V0 workers with a rank in the line, and NCCL's init lines (tests/data/published_holdout3).
    ranks = "\n".join(
        f"(VllmWorkerProcess pid={pid}) WARNING 03-03 20:36:03 [worker.py:223] Rank {rank}, Before profile_run, "
        f"free_memory_pre_profile: 28.49114990234375GiB, total_gpu_memory: 44.52056884765625GiB" for pid, rank in ((11, 2), (12, 1)))
    assert [g.index for g in diagnose(ranks).snapshot.gpus] == [0, 1, 2]  # V0's workers beside the driver's GPU 0
    nccl = "\n".join(
        f"bruce-AI-Server:{pid}:106733 [{dev}] NCCL INFO ncclCommInitRank comm 0x26a187b0 rank {dev} nranks 2 cudaDev {dev} "
        f"nvmlDev {dev} busId 51000 commId 0x80266707970df6f7 - Init START" for pid, dev in ((106022, 1), (105927, 0)))
    assert "multi_gpu" in {f.code for f in diagnose(nccl).findings}


def test_amdgpu_tops_dump_gives_the_cards_state():
    # amdgpu_top v0.5.0 -d, an RX 6600 (tests/data/published_holdout3), lines as printed.
    dump = "\n".join([
        '#0 DevicePath { render: "/dev/dri/renderD128", card: "/dev/dri/card0", pci: "0000:03:00.0" }',
        "drm version: 3.54.0", "", "Device Name              : [AMD Radeon RX 6600]", "",
        "VRAM              : usage  1235 MiB, total  8176 MiB (usable  8130 MiB)",
        "Edge Temp.      :  54 C (Current), 100 C (Critical), 105 C (Emergency)",
        "Power (Average)     :   6 W", "Power Cap.          : 100 W (0-100 W)",
    ])
    gpu = diagnose(dump).snapshot.gpus[0]
    assert (gpu.name, gpu.memory_used_mib, gpu.memory_total_mib, gpu.temperature_c, gpu.power_draw_w, gpu.power_limit_w) == \
        ("AMD Radeon RX 6600", 1235.0, 8176.0, 54.0, 6.0, 100.0)


def test_amd_counters_read_from_sysfs_and_amd_smi_monitor_usage_are_memory():
    # Both from tests/data/published_holdout4, as printed.
    sysfs = ("[root@gaming:~]# cat /sys/class/drm/card0/device/mem_info_vram_used\n6812925952\n\n"
             "[root@gaming:~]# cat /sys/class/drm/card0/device/mem_info_vram_total\n8573157376")
    gpu = diagnose(sysfs).snapshot.gpus[0]
    assert (gpu.memory_used_mib, gpu.memory_total_mib) == (6497.3, 8176.0)
    monitor = ("GPU  POWER   GPU_T   MEM_T   GFX_CLK   GFX%   MEM%   ENC%   DEC%      VRAM_USAGE\n"
               "  0    N/A     N/A     N/A       N/A    N/A    N/A    N/A    N/A    1.9/  4.3 GB")
    gpu = diagnose(monitor).snapshot.gpus[0]
    assert (round(gpu.memory_used_mib), round(gpu.memory_total_mib)) == (1946, 4403)


def test_rocm_smis_concise_table_without_its_banner_and_with_partitions():
    # ROCm 6 on an MI3xx in DPX mode (tests/data/published_holdout4): each card's second partition reports N/A.
    table = "\n".join([
        "Device  Node  IDs              Temp        Power     Partitions          SCLK     MCLK     Fan  Perf    PwrCap   VRAM%  GPU%",
        "              (DID,     GUID)  (Junction)  (Socket)  (Mem, Compute, ID)",
        "=" * 126,
        "0       2     0x75a0,   24959  60.0°C      319.0W    NPS1, DPX, 0        2203Mhz  1900Mhz  0%   manual  1000.0W  0%     0%",
        "1       3     0x75a0,   20862  N/A         N/A       N/A, N/A, 1         N/A      N/A      0%   n/a     N/A      0%     N/A",
    ])
    gpus = diagnose(table).snapshot.gpus
    assert [(g.index, g.temperature_c, g.power_draw_w, g.power_limit_w) for g in gpus] == [(0, 60.0, 319.0, 1000.0), (1, None, None, None)]


def test_llama_cpps_memory_breakdown_gives_each_devices_size_and_use():
    # The breakdown llama.cpp prints on exit (PR example, published_holdout5) and at the fit with an RPC device.
    on_exit = "\n".join(
        f"llama_print_memory_breakdown:   - CUDA{n} (RTX 4090):  24080 = {free} + (14193 = 13169 +      38 +     985) +         451"
        for n, free in ((0, 9436), (1, 9868)))
    gpus = diagnose(on_exit).snapshot.gpus
    assert [(g.index, g.memory_used_mib, g.memory_total_mib) for g in gpus] == [(0, 14644.0, 24080.0), (1, 14212.0, 24080.0)]
    fit = ("common_memory_breakdown_print: |   - RPC0 (10.0.69.2:50052) | 122880 = 124831 + (103398 = 99697 +    3302 +     398) +     -105350 |\n"
           "common_memory_breakdown_print: |   - ROCm0 (8060S Graphics) | 122880 = 124161 + (103173 = 99478 +    3295 +     398) +     -104455 |")
    gpus = diagnose(fit).snapshot.gpus
    assert [(g.index, g.name, g.memory_used_mib, g.memory_total_mib) for g in gpus] == [
        (0, "10.0.69.2:50052", None, 122880.0), (1, "8060S Graphics", None, 122880.0)]  # more free than total: no use read


def test_rocm_smi_1_7s_table_quoted_without_its_banner():
    # ROCm 1.7 (2018), the row quoted in prose (tests/data/published_holdout5).
    paste = (" GPU  Temp    AvgPwr   SCLK     MCLK     Fan      Perf    SCLK OD\n"
             "  0   50.0c   8.0W     852Mhz   500Mhz   12.94%   auto      0%\n\nSo this seems to be a simple regression.")
    diagnosis = diagnose(paste)
    gpu = diagnosis.snapshot.gpus[0]
    assert (gpu.temperature_c, gpu.power_draw_w) == (50.0, 8.0) and "truncated" not in {f.code for f in diagnosis.findings}


def test_ollamas_scheduler_giving_up_on_a_card_and_its_device_count():
    # Ollama 0.6.8 under WSL2 and 0.9.0's debug discovery (tests/data/published_holdout6), lines as printed.
    gave_up = ('source=memory.go:194 msg="gpu has too little memory to allocate any layers" '
               'id=GPU-152ad784-f966-afea-c7eb-3ef56b5c7522 library=cuda variant=v12 compute=8.9 driver=12.8 '
               'name="NVIDIA RTX 2000 Ada Generation Laptop GPU" total="8.0 GiB" available="6.9 GiB" minimum_memory=479199232 '
               'layer_size="375.6 MiB" gpu_zer_overhead="0 B" partial_offload="6.0 GiB" full_offload="6.0 GiB"')
    diagnosis = diagnose(gave_up)
    assert diagnosis.snapshot.gpus[0].memory_total_mib == 8192.0 and "cpu_only" in {f.code for f in diagnosis.findings}
    assert "multi_gpu" in {f.code for f in diagnose("calling cuDeviceGetCount\ndevice count 3").findings}
    # and rocm-smi's older lower-case "c" for the temperature:
    row = "0    33.0c           24.0W    295Mhz   96Mhz    0%   auto  339.0W         0%   10%"
    header = "GPU  Temp (DieEdge)  AvgPwr   SCLK     MCLK     Fan  Perf  PwrCap       VRAM%  GPU%"
    assert diagnose("==== ROCm System Management Interface ====\n" + header + "\n" + row).snapshot.gpus[0].temperature_c == 33.0


def test_ollamas_probe_by_gpu_id_in_mb_under_a_chinese_journalctl_date():
    # Ollama 0.5's debug discovery on a Chinese locale (tests/data/published_holdout6), lines as printed.
    log = "\n".join([
        "2月 21 13:31:11 tc ollama[285585]: [GPU-433dad3d-903e-13f1-25aa-8888bfae0c86] CUDA totalMem 16076 mb",
        "2月 21 13:31:11 tc ollama[285585]: [GPU-433dad3d-903e-13f1-25aa-8888bfae0c86] CUDA freeMem 15811 mb",
        '2月 21 13:31:11 tc ollama[285585]: time=2025-02-21T13:31:11.961+08:00 level=INFO source=types.go:130 msg="inference '
        'compute" id=GPU-433dad3d-903e-13f1-25aa-8888bfae0c86 library=cuda variant=v12 compute=8.9 driver=12.3 '
        'name="NVIDIA GeForce RTX 4080" total="15.7 GiB" available="15.4 GiB"',
    ])
    gpus = diagnose(log).snapshot.gpus
    assert [(g.name, g.memory_used_mib, g.memory_total_mib) for g in gpus] == [("NVIDIA GeForce RTX 4080", 265.0, 16076.0)]


def test_ollamas_list_of_runner_libraries_is_a_cpu_fallback_only_when_every_one_is_a_cpu_one():
    # Ollama before 0.6 listed the runners it unpacked: with cuda_v12 among them it can use the GPU.
    gpu = ('time=2024-09-11T01:16:08.786Z level=INFO source=payload.go:44 msg="Dynamic LLM libraries [cpu_avx cpu_avx2 cuda_v12 cpu]"\n'
           'time=2024-09-11T01:16:09.799Z level=INFO source=types.go:107 msg="inference compute" id=GPU-14ff63f7 library=cuda '
           'variant=v12 compute=8.9 driver=12.5 name="NVIDIA GeForce RTX 4090" total="23.6 GiB" available="23.2 GiB"')
    assert "cpu_only" not in {f.code for f in diagnose(gpu).findings}
    cpu = 'time=2024-09-11T01:16:08.786Z level=INFO source=payload.go:44 msg="Dynamic LLM libraries [cpu_avx cpu_avx2 cpu]"'
    assert "cpu_only" in {f.code for f in diagnose(cpu).findings}


def test_a_partial_offload_cut_before_its_gpu_buffers_is_still_partial():
    # KoboldCpp's log (published_holdout8) cut after the pinned host buffer: the CUDA build's GPU lines were cut.
    log = ("load_tensors: offloaded 54/81 layers to GPU\nload_tensors:          CPU model buffer size =   688.88 MiB\n"
           "load_tensors:    CUDA_Host model buffer size = 15871.80 MiB\n")
    assert {f.code for f in diagnose(log).findings} == {"partial_offload"}
    # Every layer "offloaded" but only system-memory buffers, a CUDA_Host compute buffer among them: still on the CPU.
    lost = ("load_tensors: offloaded 29/29 layers to GPU\nload_tensors:        CPU buffer size =  1918.35 MiB\n"
            "llama_new_context_with_model:  CUDA_Host compute buffer size =   424.01 MiB\n")
    assert "cpu_only" in {f.code for f in diagnose(lost).findings}


def test_a_gpu_fallen_off_the_bus_is_a_driver_error_that_stops_the_run():
    findings = {f.code for f in diagnose("[ 1234.5678] NVRM: GPU 0000:01:00.0: GPU has fallen off the bus.").findings}
    assert findings == {"driver_error"}


def test_vllm_worker_prefixes_alone_are_gpus():
    # V0 tensor parallelism: the driver process on GPU 0 and one VllmWorkerProcess per other GPU, whatever they print
    # (published_holdout10: a capture notice broken into by a tqdm bar).
    v0 = ("INFO 05-10 15:53:16 model_runner.py:1434] Capturing cudagraphs for decoding.\n"
          "Capturing CUDA graph shapes:  69%|\u2588\ufffd(VllmWorkerProcess pid=2439532) INFO 05-10 15:54:05 "
          "custom_all_reduce.py:226] Registering 4515 cuda graph addresses")
    diagnosis = diagnose(v0)
    assert len(diagnosis.snapshot.gpus) == 2 and "multi_gpu" in {f.code for f in diagnosis.findings}
    # V1 names a worker by its ranks; a pid in prose, or in another program's line, is not a worker.
    v1 = "(Worker_TP1 pid=84) INFO 10-02 11:20:14 [gpu_worker.py:276] Available KV cache memory: 20.5 GiB"
    # (Its rank 1 is GPU 1; and V1 names a rank only where the parallel size is above 1, so rank 0's GPU is there too.)
    assert [g.index for g in diagnose(v1).snapshot.gpus] == [0, 1]
    assert not diagnose("the (VllmWorkerProcess pid=12) died, see above\nload_tensors: offloaded 33/33 layers to GPU").snapshot.gpus


def test_nvidia_smi_q_counts_the_attached_gpus_and_a_cut_only_at_the_end():
    block = ("Attached GPUs                             : 4\n"
             "GPU 00000000:3B:00.0\n"
             "    Product Name                          : Tesla T4\n"
             "    Persistence Mode                      : Enabled\n")
    diagnosis = diagnose(block)
    assert len(diagnosis.snapshot.gpus) == 4
    assert {"multi_gpu", "truncated"} <= {f.code for f in diagnosis.findings}
    # The same block with the author's prose after it was shortened on purpose, not cut.
    assert "truncated" not in {f.code for f in diagnose(block + "\nThe other three look the same.\n").findings}
    # A -d selection prints no identity: its sections are whole.
    sections = ("==============NVSMI LOG==============\n\nAttached GPUs                             : 1\n"
                "GPU 00000000:01:00.0\n    FB Memory Usage\n        Total                             : 24564 MiB\n"
                "        Used                              : 1 MiB\n")
    assert "truncated" not in {f.code for f in diagnose(sections).findings}


def test_an_amd_smi_monitor_header_without_rows_is_cut_only_at_the_end():
    header = "GPU  XCP  POWER  PWR_CAP   GPU_T   MEM_T   GFX_CLK   GFX%   MEM%  MEM_CLOCK"
    assert {f.code for f in diagnose("amd-smi monitor output:\n```\n" + header + "\n").findings} == {"truncated"}
    assert "unrecognized_input" in {f.code for f in diagnose(header + "\n\nevery value is N/A here\n").findings}
    row = "  0    0    15 W  120 W    45 \u00b0C   N/A   600 MHz    3 %   N/A   N/A"
    assert "truncated" not in {f.code for f in diagnose(header + "\n" + row + "\n").findings}


def test_ollamas_available_before_the_load_gives_no_room_finding():
    line = ('time=2025-04-30T02:46:26.042+08:00 level=INFO source=types.go:130 msg="inference compute" id=GPU-a9 library=cuda '
            'variant=v12 compute=8.9 driver=12.5 name="NVIDIA GeForce RTX 4090" total="23.6 GiB" available="{}"')
    assert "vram_headroom_ok" not in {f.code for f in diagnose(line.format("21.8 GiB")).findings}
    # Other programs holding nearly all of it before the load is worth saying.
    assert "vram_nearly_full" in {f.code for f in diagnose(line.format("0.6 GiB")).findings}
    # Quoted from its message on, without msg= (published_holdout10), the line is still Ollama's.
    assert diagnose(line.format("21.8 GiB").split("msg=")[1]).snapshot.gpus[0].name == "NVIDIA GeForce RTX 4090"


def test_an_ollama_line_a_terminal_wrapped_inside_a_value_is_joined():
    wrapped = ('time=2025-08-11T11:31:31.002+02:00 level=DEBUG source=gpu.go:441 msg="updating cuda memory data" gpu=GPU-97 '
               'name="NVIDIA A100-SXM4-80GB" overhead="0 B" before.total="79.3 Gi\n'
               'B" before.free="78.8 GiB" now.total="79.3 GiB" now.free="78.8 GiB" now.used="424.2 MiB"')
    gpu = diagnose(wrapped).snapshot.gpus[0]
    assert (gpu.memory_used_mib, gpu.memory_total_mib) == (424.2, 81203.2)
    assert "vram_headroom_ok" in {f.code for f in diagnose(wrapped).findings}  # the driver's reading, not Ollama's estimate


def test_llama_cpps_2023_loader_is_a_runtime_log():
    # KoboldCpp and text-generation-webui printed it for GGML v3 files (published_holdout10).
    log = "llama.cpp: loading model from C:\\AI\\llama\\model.ggmlv3.q5_K_M.bin\nllama_model_load_internal: n_ctx      = 2048"
    assert diagnose(log).snapshot.input_kinds == ["runtime log"] and not diagnose(log).findings


def test_a_few_percent_is_idle_only_on_a_card_holding_no_model():
    def table_row(used, util):
        return ("| NVIDIA-SMI 535.54.03              Driver Version: 535.54.03    CUDA Version: 12.2     |\n"
                f"|   0  NVIDIA GeForce RTX 3090        Off | 00000000:01:00.0 Off |                  N/A |\n"
                f"| 30%   40C    P8              20W / 350W |  {used:5d}MiB / 24576MiB |      {util}%      Default |\n")
    def idle(used, util):
        return "gpu_idle" in {f.code for f in diagnose(table_row(used, util)).findings}
    assert idle(300, 3) and idle(18000, 0)
    assert not idle(18000, 2) and not idle(300, 6)


def test_ollama_finding_nothing_it_can_use_runs_on_the_cpu():
    # Ollama 0.1.3x-0.11 (published_holdout11): an AMD card its ROCm build does not support is the reason, not a
    # missing device; with nothing found at all, no device.
    unsupported = ('time=... level=WARN msg="amdgpu is not supported (supported types:[])" gpu_type=gfx1103 gpu=0\n'
                   'time=... level=INFO msg="no compatible GPUs were discovered"')
    assert {f.code for f in diagnose(unsupported).findings} == {"cpu_only"}
    nothing = ('time=2025-04-14T07:08:45.372Z level=INFO source=gpu.go:217 msg="looking for compatible GPUs"\n'
               'time=2025-04-14T07:08:45.375Z level=INFO source=gpu.go:377 msg="no compatible GPUs were discovered"')
    assert {f.code for f in diagnose(nothing).findings} == {"cpu_only", "no_devices"}
    old = ('time=2024-04-15T09:17:48.617Z level=INFO source=gpu.go:109 msg="error looking up CUDA GPU memory: device memory '
           'info lookup failure 0: 4"\ntime=2024-04-15T09:17:49.031Z level=INFO source=llm.go:85 msg="GPU not available, '
           'falling back to CPU"')
    assert {f.code for f in diagnose(old).findings} == {"cpu_only", "driver_error"}
    # A second, supported card in use: the unsupported one is no fallback.
    both = unsupported.split("\n")[0] + '\ntime=... level=INFO msg="inference compute" id=GPU-1 library=rocm name="RX 7900 XTX" total="24.0 GiB" available="23.5 GiB"'
    assert "cpu_only" not in {f.code for f in diagnose(both).findings}


def test_a_runner_that_crashed_is_read_without_a_finding():
    crash = ("Error: llama runner process has terminated: exit status 0xc0000409 error:failed to create context with model "
             "'C:\\Users\\user\\.ollama\\models\\blobs\\sha256-91'")
    diagnosis = diagnose(crash)
    assert diagnosis.snapshot.input_kinds == ["runtime log"] and not diagnosis.findings


def test_windows_vulkan_memory_from_dxgi_is_a_reading():
    # Ollama's Vulkan backend on Windows (mem_dxgi_pdh.cpp), published_holdout11.
    line = ("Discrete GPU (AMD Radeon RX 6650 XT) with LUID 0x000000000000af82 detected. Dedicated Total: 8515719168.00 "
            "bytes (7.93 GB), Dedicated Usage: 1150554112.00 bytes (1.07 GB)")
    gpu, = diagnose(line).snapshot.gpus
    assert (gpu.name, gpu.memory_used_mib, gpu.memory_total_mib) == ("AMD Radeon RX 6650 XT", 1097.3, 8121.2)
    igpu = ("Integrated GPU (Intel(R) Arc(TM) Graphics) with LUID 0x1 detected. Shared Total: 1073741824.00 bytes (1.00 GB), "
            "Shared Usage: 0.00 bytes (0.00 GB), Dedicated Total: 1073741824.00 bytes (1.00 GB), Dedicated Usage: 536870912.00 "
            "bytes (0.50 GB)")
    gpu, = diagnose(igpu).snapshot.gpus
    assert (gpu.name, gpu.memory_used_mib, gpu.memory_total_mib) == ("Intel(R) Arc(TM) Graphics", 512.0, 2048.0)


def test_headerless_query_rows_are_read_where_their_units_name_the_figures():
    rows = "=== GPU state ===\n0, 100 %, 21846 MiB, 24576 MiB, 337.28 W, 67\n1, 0 %, 111 MiB, 8192 MiB, 6.14 W, 37\n"
    gpus = diagnose(rows).snapshot.gpus
    assert [(g.utilization_pct, g.memory_used_mib, g.memory_total_mib, g.power_draw_w, g.temperature_c) for g in gpus] == [
        (100.0, 21846.0, 24576.0, 337.28, None), (0.0, 111.0, 8192.0, 6.14, None)]
    # Which MiB figure is which cannot be told where the first exceeds the second (free, total?), nor with three.
    assert not diagnose("0, 5 %, 20000 MiB, 4576 MiB\n").snapshot.gpus
    assert not diagnose("0, 1000 MiB, 2000 MiB, 3000 MiB\n").snapshot.gpus


def test_a_table_without_its_processes_box_is_cut_only_where_the_paste_ends():
    table = ("| NVIDIA-SMI 535.54.03              Driver Version: 535.54.03    CUDA Version: 12.2     |\n"
             "|=========================================+======================+======================|\n"
             "|   0  NVIDIA GeForce RTX 3090        Off | 00000000:01:00.0 Off |                  N/A |\n"
             "| 30%   40C    P8              20W / 350W |    300MiB / 24576MiB |      0%      Default |\n"
             "+-----------------------------------------+----------------------+----------------------+\n")
    assert "truncated" in {f.code for f in diagnose(table).findings}
    assert "truncated" not in {f.code for f in diagnose(table + "\nI left the processes out.\n").findings}
    processes = ("+---------------------------------------------------------------------------------------+\n"
                 "| Processes:                                                                            |\n"
                 "|  No running processes found                                                           |\n"
                 "+---------------------------------------------------------------------------------------+\n")
    assert "truncated" not in {f.code for f in diagnose(table + processes).findings}


def test_mig_mode_is_read_where_the_parent_gpu_shows_no_memory():
    # A 510 table of an A100 in MIG mode (published_holdout11): memory and utilization N/A at the parent GPU.
    table = ("| NVIDIA-SMI 510.108.03   Driver Version: 510.108.03   CUDA Version: 11.6     |\n"
             "|===============================+======================+======================|\n"
             "|   0  NVIDIA A100 80G...  Off  | 00000000:05:00.0 Off |                   On |\n"
             "| N/A   35C    P0    43W / 300W |                  N/A |     N/A      Default |\n"
             "|                               |                      |              Enabled |\n"
             "+-------------------------------+----------------------+----------------------+\n")
    assert "mig" in {f.code for f in diagnose(table).findings}


def test_a_middle_piece_of_nvidia_smi_xml_is_read():
    piece = ("\t\t</clocks_event_reasons>\n\t\t<fb_memory_usage>\n\t\t\t<total>12288 MiB</total>\n\t\t\t<used>116 MiB</used>\n"
             "\t\t</fb_memory_usage>\n\t\t<utilization>\n\t\t\t<gpu_util>0 %</gpu_util>\n\t\t</utilization>\n\t\t<fbc_stats>\n"
             "\t\t\t<session_count>0</session_count>\n")
    diagnosis = diagnose(piece)
    gpu, = diagnosis.snapshot.gpus
    assert (gpu.memory_used_mib, gpu.memory_total_mib, gpu.utilization_pct) == (116.0, 12288.0, 0.0)
    assert {"vram_headroom_ok", "gpu_idle", "truncated"} <= {f.code for f in diagnosis.findings}  # stops inside fbc_stats
    # Entity declarations are refused, as in the whole document.
    assert not diagnose('<!DOCTYPE x [<!ENTITY a "b">]>\n<fb_memory_usage>\n<total>&a;</total>\n</fb_memory_usage>').snapshot.gpus


@pytest.mark.parametrize(("line", "used", "total"), [
    # the older message says what was free
    ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 86.00 MiB (GPU 0; 6.00 GiB total capacity; "
     "5.28 GiB already allocated; 0 bytes free; 5.29 GiB reserved in total by PyTorch)", 6144.0, 6144.0),
    # a blank GPU index (vLLM's workers of 2024) still gives the card's memory
    ("(VllmWorkerProcess pid=624293) ERROR 10-15 14:51:47 multiproc_worker_utils.py:226] Exception in worker: CUDA out "
     "of memory. Tried to allocate 32.00 MiB. GPU  has a total capacity of 23.68 GiB of which 29.81 MiB is free.", 24218.5, 24248.3),
], ids=["older-message", "blank-gpu-index"])
def test_pytorchs_out_of_memory_gives_the_cards_memory(line, used, total):
    gpu = diagnose(line).snapshot.gpus[0]
    assert (gpu.memory_used_mib, gpu.memory_total_mib) == (used, total)


def test_a_later_block_without_figures_does_not_hide_the_reading():
    # rocm_smi.py of ROCm 1.9, then its -p report (published_holdout11).
    text = ("====================    ROCm System Management Interface    ====================\n"
            " GPU  Temp    AvgPwr   SCLK     MCLK     Fan      Perf    SCLK OD    MCLK OD\n"
            "  0   37c     29.225W  300Mhz   300Mhz   42.75%   auto      0%         0%\n"
            "====================           End of ROCm SMI Log          ====================\n\n"
            "====================    ROCm System Management Interface    ====================\n"
            "GPU[0]          : Current PowerPlay Level: auto\n"
            "====================           End of ROCm SMI Log          ====================\n")
    gpu, = diagnose(text).snapshot.gpus
    assert (gpu.temperature_c, gpu.power_draw_w) == (37.0, 29.225)


def test_intels_xpu_smi_dump_and_ps():
    dump = ("Timestamp, DeviceId, GPU Utilization (%), GPU Power (W), GPU Frequency (MHz), GPU Core Temperature (Celsius Degree)\n"
            "08:08:16.817,    0,  N/A, 281.13, 1600.00, 35.50\n08:08:16.817,    1,  12, 286.48, 1600.00, 38.50\n"
            "08:08:17.817,    0,  N/A, 293.78, 1600.00, 36.00\n")
    gpus = diagnose(dump).snapshot.gpus
    assert [(g.index, g.utilization_pct, g.power_draw_w, g.temperature_c) for g in gpus] == [(0, None, 293.78, 36.0), (1, 12.0, 286.48, 38.5)]
    ps = "PID       Command             DeviceID       SHR            MEM\n883105    xpu-smi             0              0              2228\n"
    diagnosis = diagnose(ps)
    assert [(p.pid, p.name) for p in diagnosis.snapshot.processes] == [(883105, "xpu-smi")]
    assert "no_llm_process_on_gpu" in {f.code for f in diagnosis.findings}


def test_macos_system_profiler_names_the_gpus():
    report = ("Graphics/Displays:\n\n    Apple M2 Pro:\n\n      Chipset Model: Apple M2 Pro\n      Type: GPU\n"
              "      Total Number of Cores: 19\n")
    diagnosis = diagnose(report)
    assert [g.name for g in diagnosis.snapshot.gpus] == ["Apple M2 Pro"] and not diagnosis.findings
    intel_mac = ("Graphics/Displays:\n\n    Radeon Pro 5500M:\n\n      Chipset Model: AMD Radeon Pro 5500M\n"
                 "      VRAM (Total): 4 GB\n\n    Intel UHD Graphics 630:\n\n      Chipset Model: Intel UHD Graphics 630\n"
                 "      VRAM (Dynamic, Max): 1536 MB\n")
    assert [(g.name, g.memory_total_mib) for g in diagnose(intel_mac).snapshot.gpus] == [
        ("AMD Radeon Pro 5500M", 4096.0), ("Intel UHD Graphics 630", 1536.0)]


def test_wsl_is_read_from_an_issue_templates_os_field_not_from_a_sentence():
    log = 'time=2024-07-10T16:29:17.440-05:00 level=INFO source=memory.go:309 msg="offload to cuda" layers.requested=-1 layers.model=33 layers.offload=11'
    assert "wsl" in {f.code for f in diagnose("### OS\n\nWSL2\n\n" + log).findings}
    assert "wsl" not in {f.code for f in diagnose("Windows 11 (Latest) WSL2 (Ubuntu 24.04)\n\n" + log).findings}


@pytest.mark.parametrize("line", [
    "[TM][ERROR] CUDA runtime error: out of memory /lmdeploy/src/turbomind/core/allocator.cc:49",  # LMDeploy
    "  what():  CUDA failed with error out of memory",  # CTranslate2 under Tabby
    "2024-01-18 21:27:53,300 xinference.core.model 35043 ERROR    Model actor is out of memory.",
    "ValueError: Loaded weights leave no GPU memory for the KV cache under --mem-fraction-static=0.88.",  # SGLang
    "RuntimeError: Not enough memory. Please try to increase --mem-fraction-static.",  # SGLang before
])
def test_other_engines_out_of_memory_texts(line):
    assert "out_of_memory" in {f.code for f in diagnose(line).findings}


def test_sglang_is_told_its_own_flag():
    finding, = [f for f in diagnose("RuntimeError: Not enough memory. Please try to increase --mem-fraction-static.").findings
                if f.code == "out_of_memory"]
    assert "--mem-fraction-static" in finding.detail and "SGLang" in finding.title


def test_an_error_after_a_long_sentence_is_quoted_from_the_error():
    line = "I followed the documentation " + "and more words " * 20 + "but got `RuntimeError: [TM][ERROR] CUDA runtime error: out of memory`"
    finding, = [f for f in diagnose(line).findings if f.code == "out_of_memory"]
    assert "CUDA runtime error: out of memory" in finding.evidence


def test_llama_cpps_device_lines_with_parentheses_in_the_name():
    # LM Studio 0.3.31's Vulkan runtime (published_holdout12): names with (R) and (TM), an id after them.
    log = ("2025-11-12 14:34:51 [DEBUG]\n llama_model_load_from_file_impl: using device Vulkan0 (Intel(R) Arc(TM) Pro B60 Graphics) "
           "(unknown id) - 23607 MiB free\n2025-11-12 14:34:51 [DEBUG]\n llama_model_load_from_file_impl: using device Vulkan1 "
           "(NVIDIA RTX A2000 12GB) (0000:19:00.0) - 19491 MiB free")
    diagnosis = diagnose(log)
    assert [g.name for g in diagnosis.snapshot.gpus] == ["Intel(R) Arc(TM) Pro B60 Graphics", "NVIDIA RTX A2000 12GB"]
    assert "multi_gpu" in {f.code for f in diagnosis.findings}


def test_a_failed_allocation_on_device_1_means_a_second_gpu():
    line = "ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9866.00 MiB on device 1: cudaMalloc failed: out of memory"
    assert {"out_of_memory", "multi_gpu"} <= {f.code for f in diagnose(line).findings}
    # The author elided the size: a sentence about the log, not the log.
    assert "multi_gpu" not in {f.code for f in diagnose(line.replace("9866.00", "...")).findings}


def test_ollamas_2023_plan_against_the_models_layers():
    log = ("2023/11/20 09:01:36 llama.go:290: 3849 MB VRAM available, loading up to {} GPU layers\n"
           "llama_model_load_internal: n_layer    = 32")
    assert "partial_offload" in {f.code for f in diagnose(log.format(25)).findings}
    assert "full_gpu" in {f.code for f in diagnose(log.format(35)).findings}


def test_a_driver_library_that_failed_while_a_gpu_was_still_found_is_no_cpu_fallback():
    log = ('unable to load cuda driver library" library=/usr/lib/x86_64-linux-gnu/libcuda.so.418.226.00 error="symbol lookup '
           'for cuCtxCreate_v3 failed: /usr/lib/x86_64-linux-gnu/libcuda.so.418.226.00: undefined symbol: cuCtxCreate_v3"\n'
           'inference compute" id=GPU-bc library=cuda compute=8.6 driver=12.6 '
           'name="NVIDIA GeForce RTX 3060" total="12.0 GiB" available="11.0 GiB')
    assert "cpu_only" not in {f.code for f in diagnose(log).findings}
    assert "cpu_only" in {f.code for f in diagnose(log.split("\n")[0]).findings}


@pytest.mark.parametrize("log", [
    # llama-bench's table
    "| model                          |       size |     params | backend    | ngl |          test |              t/s |\n"
    "| ------------------------------ | ---------: | ---------: | ---------- | --: | ------------: | ---------------: |\n"
    "| qwen2 ?B Q5_K - Medium         |  21.66 GiB |    32.76 B | CUDA       |  64 |        pp2048 |   2657.76 ± 0.00 |",
    # SGLang's start-up (published_holdout23)
    "[2026-07-15 13:14:53] Load weight end. elapsed=19.09 s, type=Qwen3MoeForCausalLM, avail mem=230.20 GB, mem usage=56.98 GB.\n"
    "[2026-07-15 13:14:54] KV Cache is allocated. dtype: torch.bfloat16, #tokens: 1669816, K size: 76.44 GB, V size: 76.44 GB\n"
    "[2026-07-15 13:14:54] Memory pool end. avail mem=74.01 GB\n",
    # an RPC load whose copy stops at llama.cpp's loader summary (published_holdout22)
    "llm_load_print_meta: model size       = 124.68 GiB (4.54 BPW) \n"
    "llm_load_print_meta: general.name     = DeepSeek-Coder-V2-Instruct\n"
    "llm_load_tensors: offloading 60 repeating layers to GPU\n",
    # vLLM's first line among a blog's paragraphs (published_holdout25)
    "(APIServer pid=90) INFO 11-28 11:45:51 [api_server.py:1977] vLLM API server version 0.11.2\n",
], ids=["llama-bench", "sglang", "llama.cpp-loader", "vllm-api-server"])
def test_a_runtimes_output_with_nothing_to_judge_is_read_not_unrecognized(log):
    diagnosis = diagnose(log)
    assert diagnosis.snapshot.input_kinds == ["runtime log"] and not diagnosis.findings


def test_where_the_whole_model_went_without_a_layer_count():
    # llama.cpp of late 2023 put the V cache on the GPU only beside every layer (published_holdout4 and 5).
    assert "full_gpu" in {f.code for f in diagnose("llama_kv_cache_init: offloading v cache to GPU\n"
                                                   "llama_kv_cache_init: VRAM kv self = 400,00 MiB").findings}
    assert "full_gpu" in {f.code for f in diagnose("load_tensors: offloading 48 repeating layers to GPU\n"
                                                   "load_tensors: offloading output layer to GPU").findings}
    # Ollama's runner: what of its size is in VRAM.
    runner = ('time=2025-07-28T12:37:32.426+03:00 level=WARN source=sched.go:687 msg="gpu VRAM usage didn\'t recover within '
              'timeout" seconds=5.0 runner.size="5.6 GiB" runner.vram="{}" runner.parallel=2')
    assert "full_gpu" in {f.code for f in diagnose(runner.format("5.6 GiB")).findings}
    assert "partial_offload" in {f.code for f in diagnose(runner.format("2.8 GiB")).findings}
    # A load that failed placed nothing, whatever was planned.
    failed = runner.format("5.6 GiB") + "\nllama_model_load: error loading model: unable to allocate CUDA0 buffer"
    assert "full_gpu" not in {f.code for f in diagnose(failed).findings}


def test_ollamas_own_tensor_split_counts_the_gpus():
    line = ('May 12 12:56:57 m3pc ollama[195254]: time=2025-05-12T12:56:57.792Z level=INFO source=server.go:410 '
            'msg="starting llama server" cmd="/usr/local/bin/ollama runner --ollama-engine --n-gpu-layers 49 --tensor-split 21,13,7"')
    assert len(diagnose(line).snapshot.gpus) == 3


def test_rocminfo_names_the_gpu_agents():
    filtered = ("  Name:                    gfx1100                            \n"
                "      Name:                    amdgcn-amd-amdhsa--gfx1100         \n"
                "  Name:                    gfx1010                            \n")
    assert [g.name for g in diagnose(filtered).snapshot.gpus] == ["gfx1100", "gfx1010"]
    agent = ("*******\nAgent 1\n*******\n  Name:                    AMD Ryzen 7 7840U\n  Marketing Name:          AMD Ryzen 7 7840U\n"
             "*******\nAgent 2\n*******\n  Name:                    gfx1103\n  Marketing Name:          AMD Radeon Graphics\n")
    assert [g.name for g in diagnose(agent).snapshot.gpus] == ["AMD Radeon Graphics (gfx1103)"]


def test_vulkans_own_out_of_memory_words():
    line = "  Check failed: (__e == VK_SUCCESS) is false: Vulkan Error, code=-2: VK_ERROR_OUT_OF_DEVICE_MEMORY"
    assert "out_of_memory" in {f.code for f in diagnose(line).findings}


def test_llama_cpps_2024_sycl_list_counts_each_gpu_once():
    # One Arc A770M through Level Zero and OpenCL, an FPGA emulator and the CPU (published_holdout13).
    log = ("found 6 SYCL devices:\n"
           "  Device 0: Intel(R) Arc(TM) A770M Graphics,    compute capability 1.3,\n"
           "        max compute_units 512,  max work group size 1024,       max sub group size 32,  global mem size 16225243136\n"
           "  Device 1: Intel(R) FPGA Emulation Device,     compute capability 1.2,\n"
           "        max compute_units 20,   max work group size 67108864,   max sub group size 64,  global mem size 33197723648\n"
           "  Device 2: 12th Gen Intel(R) Core(TM) i7-12700H,       compute capability 3.0,\n"
           "  Device 3: Intel(R) Arc(TM) A770M Graphics,    compute capability 3.0,\n")
    gpu, = diagnose(log).snapshot.gpus
    assert (gpu.name, gpu.memory_total_mib) == ("Intel(R) Arc(TM) A770M Graphics", 15473.6)


def test_a_run_that_aborted_on_a_driver_error_did_not_go_on_on_the_cpu():
    error = ("CUDA error 35 at /work/ggml-cuda.cu:493: CUDA driver version is insufficient for CUDA runtime version\n"
             'GGML_ASSERT: /work/ggml-cuda.cu:493: !"CUDA error"')
    assert {f.code for f in diagnose(error).findings} == {"driver_error"}
    # Without the abort, a driver error leaves the runtime on the CPU (issue #12).
    assert {f.code for f in diagnose(error.split("\n")[0]).findings} == {"driver_error", "cpu_only"}


def test_a_table_whose_version_line_was_copied_from_its_middle():
    table = (" NVIDIA-SMI 515.48.07    Driver Version: 515.48.07    CUDA Version: 11.7     |\n"
             "|-------------------------------+----------------------+----------------------+\n"
             "| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |\n\nFailed to fetch CUDA devices.\n")
    diagnosis = diagnose(table)
    assert diagnosis.snapshot.driver_version == "515.48.07" and "truncated" in {f.code for f in diagnosis.findings}


def test_rpc_servers_named_by_their_address_and_layers_assigned_to_devices():
    rpc = "\n".join(f"llama_model_load_from_file_impl: using device RPC[10.0.2.{n}:50052] (RPC[10.0.2.{n}:50052]) - 108000 MiB free"
                     for n in (233, 209))
    assert len(diagnose(rpc).snapshot.gpus) == 2
    assigned = "load_tensors: layer  20 assigned to device Vulkan0, is_swa = 0\nload_tensors: layer  21 assigned to device Vulkan0, is_swa = 0"
    diagnosis = diagnose(assigned)
    assert len(diagnosis.snapshot.gpus) == 1 and not diagnosis.findings


@pytest.mark.parametrize("text", [
    "total duration:       5m3.16583525s\nprompt eval rate:     1.42 tokens/s\neval rate:            0.22 tokens/s",  # ollama --verbose
    '16:36:40-789264 INFO     Loading "Meta-Llama-3.1-70B-Instruct-6.0bpw-h6-exl2"',  # text-generation-webui's log
])
def test_runtime_output_with_nothing_to_judge_is_read(text):
    diagnosis = diagnose(text)
    assert diagnosis.snapshot.input_kinds == ["runtime log"] and not diagnosis.findings


def test_query_rows_that_start_with_the_gpus_name():
    rows = ("NVIDIA RTX A6000, 00000000:01:00.0, 550.54.15, P8, 4, 1, 44, 0 %, 0 %, 49140 MiB, 48668 MiB, 1 MiB, No, 18.51 W, 300.00 W\n"
            "NVIDIA RTX A6000, 00000000:01:00.0, 550.54.15, P8, 4, 1, 44, 0 %, 0 %, 49140 MiB, 48668 MiB, 1 MiB, No, 18.60 W, 300.00 W\n")
    diagnosis = diagnose(rows)
    gpu, = diagnosis.snapshot.gpus  # two samples of one card
    assert (gpu.name, gpu.pstate, gpu.power_draw_w, gpu.power_limit_w, gpu.memory_used_mib) == ("NVIDIA RTX A6000", "P8", 18.6, 300.0, None)
    assert diagnosis.snapshot.driver_version == "550.54.15"


def test_nvtops_screen_side_by_side():
    screen = (" Device 0 [NVIDIA GeForce RTX 3060 Laptop GPU] PCIe GEN 1@ 8x RX: 7.812 MiB/s TX: 1.953 MiB/s Device 1 [AMD Radeon Graphics]"
              "                Integrated GPU RX: N/A TX: N/A\n"
              " GPU 210MHz  MEM 405MHz  TEMP  47°C FAN N/A% POW  15 /  80 W                                  GPU 400MHz  MEM 1600MHz "
              "TEMP  52°C CPU-FAN  POW  10 W\n"
              " GPU[                                       0%] MEM[||||||||||||||||         2.486Gi/6.000Gi] GPU[                     "
              "                  0%] MEM[|||||||||||||||||||||||||3.721Gi/4.000Gi]\n")
    gpus = diagnose(screen).snapshot.gpus
    assert [(g.name, g.temperature_c, g.power_draw_w, g.power_limit_w, g.utilization_pct, g.memory_used_mib, g.memory_total_mib) for g in gpus] == [
        ("NVIDIA GeForce RTX 3060 Laptop GPU", 47.0, 15.0, 80.0, 0.0, 2545.7, 6144.0),
        ("AMD Radeon Graphics", 52.0, 10.0, None, 0.0, 3810.3, 4096.0)]


def test_rocm_smi_json_cut_before_its_braces():
    cut = ('{\n    "card0": {\n        "Device Name": "Phoenix3",\n        "Temperature (Sensor edge) (C)": "31.0",\n'
           '        "GPU use (%)": "19",\n        "GPU Memory Allocated (VRAM%)": "87",\n')
    diagnosis = diagnose(cut)
    gpu, = diagnosis.snapshot.gpus
    assert (gpu.temperature_c, gpu.utilization_pct, gpu.memory_used_pct) == (31.0, 19.0, 87.0)
    assert "truncated" in {f.code for f in diagnosis.findings}


def test_rocm_smi_showpids_lists_the_kfd_processes():
    pids = ("============================ ROCm System Management Interface ============================\n"
            "KFD process information:\n"
            "PID     PROCESS NAME    GPU(s)  VRAM USED       SDMA USED       CU OCCUPANCY\n"
            "1075718\tkfd_open    \t0     \t0        \t0        \t0           \t\n"
            "================================== End of ROCm SMI Log ===================================\n")
    diagnosis = diagnose(pids)
    assert [(p.pid, p.name, p.memory_mib) for p in diagnosis.snapshot.processes] == [(1075718, "kfd_open", 0.0)]
    assert "no_llm_process_on_gpu" in {f.code for f in diagnosis.findings}
    # PyTorch's main thread could be any PyTorch program, a model server too: neither runtime nor not.
    torch = pids.replace("kfd_open    ", "pt_main_thread").replace("\t0        \t0        \t0", "\t177386942464\t0        \t4")
    assert "no_llm_process_on_gpu" not in {f.code for f in diagnose(torch).findings}


def test_vllm_v0_with_no_block_left_for_the_cache():
    for line in ("INFO 02-26 09:54:05 executor_base.py:111] # cuda blocks: 0, # CPU blocks: 4681",
                 "INFO 02-26 09:54:05 worker.py:267] model weights take 5.20GiB; ... the rest of the memory reserved for KV Cache is -1.05GiB.",
                 "ERROR 04-28 15:55:45 worker_base.py:157]     raise_if_cache_size_invalid(num_gpu_blocks,"):
        assert "out_of_memory" in {f.code for f in diagnose(line).findings}, line


def test_pytorchs_message_wrapped_by_a_logger():
    log = ("tabbyapi-1  | 2025-03-14 11:05:29.634 ERROR:    torch.OutOfMemoryError: CUDA out of memory.\n"
           "tabbyapi-1  | Tried to allocate 260.00 MiB. GPU 1 has a total capacity of 23.53 GiB of which\n"
           "tabbyapi-1  | 190.50 MiB is free. Including non-PyTorch memory, this process has 23.33 GiB\n")
    diagnosis = diagnose(log)
    assert [g.index for g in diagnosis.snapshot.gpus] == [0, 1]  # GPU 1: a second GPU
    assert (diagnosis.snapshot.gpus[1].memory_total_mib, diagnosis.snapshot.gpus[1].memory_used_mib) == (24094.7, 23904.2)


def test_a_build_without_code_for_the_gpu():
    line = "CUDA error 209 at /home/user/llama.cpp/ggml-cuda.cu:6701: no kernel image is available for execution on the device"
    diagnosis = diagnose(line)
    finding, = [f for f in diagnosis.findings if f.code == "driver_error"]
    assert "architecture" in finding.title and "cpu_only" not in {f.code for f in diagnosis.findings}
    assert article_for("driver_error", diagnosis.snapshot, finding.evidence) == "cuda-no-kernel-image-available"


@pytest.mark.parametrize("line", [
    "rocBLAS error: Could not initialize Tensile host: No devices found",
    "[2026-02-24][12:24:04][tauri_plugin_llamacpp::device][WARN] No devices found in output",
])
def test_no_device_found_by_rocblas_or_jan(line):
    assert "no_devices" in {f.code for f in diagnose(line).findings}


def test_more_device_lines_and_timings():
    assert [g.name for g in diagnose("ggml_vulkan: Using AMD Radeon Vega 8 Graphics (RADV RAVEN) | fp16: 1 | warp size: 64").snapshot.gpus] == [
        "AMD Radeon Vega 8 Graphics (RADV RAVEN)"]
    assert [g.name for g in diagnose("[0:0] oneAPI device name: Intel(R) UHD Graphics\ndiscovered 0 Level-Zero memory modules").snapshot.gpus] == [
        "Intel(R) UHD Graphics"]
    probe = "[GPU-c2e245dd-43c2] CUDA totalMem 7838mb\n[GPU-c2e245dd-43c2] CUDA freeMem 7185mb"
    gpu, = diagnose(probe).snapshot.gpus
    assert (gpu.memory_total_mib, gpu.memory_used_mib) == (7838.0, 653.0)
    for text in ("llama_print_timings:        eval time =   1000.00 ms /   127 runs   (    7.87 ms per token,   127.00 tokens per second)",
                 "[TensorRT-LLM][INFO] [MemUsageChange] Allocated 2265.58 MiB for execution context memory."):
        diagnosis = diagnose(text)
        assert diagnosis.snapshot.input_kinds == ["runtime log"] and not diagnosis.findings


def test_published_holdout15_readings():
    # text-generation-inference's warmup
    tgi = "RuntimeError: Not enough memory to handle 4096 prefill tokens. You need to decrease `--max-batch-prefill-tokens`"
    assert "out_of_memory" in {f.code for f in diagnose(tgi).findings}
    # vLLM with more than one GPU
    assert len(diagnose("INFO 12-20 00:49:35 config.py:887] Defaulting to use mp for distributed inference").snapshot.gpus) == 2
    # Any line of Ollama's server log is a runtime log, with nothing to judge here
    ollama = ('Sep 20 14:43:49 ubuntu ollama[85698]: time=2024-09-20T14:43:49.849+08:00 level=WARN source=sched.go:646 '
              'msg="gpu VRAM usage didn\'t recover within timeout" seconds=5.098725631 model=/usr/share/ollama/.ollama/models/blobs/sha256-8e')
    assert diagnose(ollama).snapshot.input_kinds == ["runtime log"] and not diagnose(ollama).findings


def test_a_kv_cache_split_between_gpu_and_system_memory_is_a_split_model():
    log = ("|ID|        Device Type|                                   Name|Version|units  |group   |group|size   |       Driver version|\n"
           "| 0| [level_zero:gpu:0]|                Intel Arc A580 Graphics|    1.6|    384|    1024|   32|  8096M|            1.3.31294|\n"
           "llama_kv_cache_init:      SYCL0 KV buffer size =     4.00 MiB\n"
           "llama_kv_cache_init:  SYCL_Host KV buffer size =   108.00 MiB\n")
    diagnosis = diagnose(log)
    assert diagnosis.snapshot.gpus[0].memory_total_mib == 8096.0
    assert "partial_offload" in {f.code for f in diagnosis.findings}
    # The whole cache on the GPU is no split.
    assert "partial_offload" not in {f.code for f in diagnose(log.rsplit("llama_kv_cache_init:  SYCL_Host", 1)[0]).findings}


def test_xpu_smi_discovery_names_the_device():
    text = ("  Device ID     Device Information                                \n"
            "  0             Device Type: Discrete GPU                         \n"
            "                Device Name: Intel(R) Arc(TM) A770 Graphics       \n"
            "                Memory Physical Size: 16225.52 MiB                \n")
    gpu, = diagnose(text).snapshot.gpus
    assert (gpu.name, gpu.memory_total_mib) == ("Intel(R) Arc(TM) A770 Graphics", 16225.52)


@pytest.mark.parametrize("text", [
    "[2026-05-24 03:51:51 TP0] Prefill batch, #new-seq: 1, #new-token: 8192, #cached-token: 0, full token usage: 0.87",
    "[2025-09-03 18:33:19 TP0] Decode batch. #running-req: 1, #token: 137, token usage: 0.00, cuda graph: True",
    "Welcome to KoboldCpp - Version 1.94.1\nAuto Recommended GPU Layers: 22\nDetected Available GPU Memory: 6144 MB",
])
def test_sglang_and_koboldcpp_progress_lines_are_runtime_output(text):
    diagnosis = diagnose(text)
    assert diagnosis.snapshot.input_kinds == ["runtime log"] and not diagnosis.findings


def test_jans_specs_line_names_the_gpu():
    gpu, = diagnose("2024-12-24T14:24:29.644Z [SPECS]::0, 6144, NVIDIA GeForce RTX 2060").snapshot.gpus
    assert (gpu.name, gpu.memory_total_mib) == ("NVIDIA GeForce RTX 2060", 6144.0)


def test_falcon_cpps_offloading_line():
    # ggllm's falcon.cpp of 2023 under LocalAI's gRPC backend (published_holdout17).
    line = ("localai-api-1  | 4:25AM DBG GRPC(falcon-40b-instruct.ggccv1.q4_0.bin-127.0.0.1:43347): stderr falcon_model_load_internal: "
            "offloading {} of 60 layers to GPU, weights offloaded    0.00 MB")
    assert "cpu_only" in {f.code for f in diagnose(line.format(0)).findings}
    assert "partial_offload" in {f.code for f in diagnose(line.format(20)).findings}


@pytest.mark.parametrize("text, codes", [
    ("warning: no usable GPU found, --gpu-layers option will be ignored", {"no_devices", "cpu_only"}),  # llamafile
    ("Warning: no GPU has been detected.\nFalling back to CPU mode.", {"no_devices", "cpu_only"}),  # text-generation-webui
    ("NVIDIA GPU detected, but nvidia-smi is not installed. GPU acceleration will not be available.\n"
     "GPU acceleration is not enabled or supported. Defaulting to CPU.", {"cpu_only"}),  # LocalAI's entrypoint
    ("  CUDA memory allocation error detected:\n  1. Try using a smaller Model", {"out_of_memory"}),  # Tabby
])
def test_published_holdout18_texts(text, codes):
    assert codes <= {f.code for f in diagnose(text).findings}


def test_ollamas_load_request_places_the_layers():
    log = ('time=2026-02-09T03:20:06.684Z level=INFO source=server.go:757 msg="loading model" "model layers"=41 requested=-1\n'
           'time=2026-02-09T03:20:06.718Z level=INFO source=runner.go:1284 msg=load request="{Operation:fit LoraPath:[] '
           'Parallel:2 BatchSize:512 GPULayers:N[ID:GPU-3be405b4 Layers:N(0..40)] MultiUserCache:false}"')
    assert "full_gpu" in {f.code for f in diagnose(log.replace("GPULayers:N", "GPULayers:41")).findings}
    assert "partial_offload" in {f.code for f in diagnose(log.replace("GPULayers:N", "GPULayers:20")).findings}


def test_nvidia_smi_of_another_version_than_the_driver_outside_wsl():
    table = ("| NVIDIA-SMI {}                 Driver Version: {}                    |\n"
             "|   0  Tesla K80           Off  | 0000:00:1E.0     Off |                    0 |\n"
             "| N/A   30C    P8    26W / 149W |      0MiB / 11439MiB |      0%      Default |\n")
    finding, = [f for f in diagnose(table.format("375.39", "387.26")).findings if f.code == "driver_mismatch"]
    assert finding.severity == "warning" and "wsl" not in {f.code for f in diagnose(table.format("375.39", "387.26")).findings}
    # Under WSL the pair is the Linux tools beside the Windows driver: no mismatch.
    wsl = diagnose(table.format("545.36", "546.33"))
    assert "wsl" in {f.code for f in wsl.findings} and "driver_mismatch" not in {f.code for f in wsl.findings}



def test_gpustacks_worker_without_a_gpu_finds_no_device_and_does_not_run_on_the_cpu():
    # GPUStack v0.7.1's worker (published_holdout19): it retries, it does not serve on the CPU.
    log = ("2025-11-16 17:30:18.448333+08:00 - gpustack.worker.worker_manager - ERROR - Failed to initialize worker: "
           "No GPU detectors available for cuda\n"
           "2025-11-16 17:30:26.560274+08:00 - gpustack.worker.worker - ERROR - Error serving worker APIs: No GPU detectors "
           "available for cuda")
    assert {f.code for f in diagnose(log).findings} == {"no_devices"}


def test_the_sycl_device_table_of_2025_gives_the_cards_memory():
    # llama-ls-sycl-device with its driver and "XMX or Tensor Cores" columns (published_holdout19).
    row = "| 0| [level_zero:gpu:0]|                Intel Graphics [0xe20b]|   20.1|    160|    1024|   32| 12168M|            1.6.32224|            no|"
    result = diagnose("Found 1 SYCL devices:\n" + row)
    assert [g.memory_total_mib for g in result.snapshot.gpus] == [12168]


def _device_map(devices: list[str]) -> str:
    return "\n".join(f"2025-01-09T09:40:26.608270Z  INFO mistralrs_core::device_map: Layer {i}: {d}" for i, d in enumerate(devices))


def test_mistral_rs_device_map_places_the_layers():
    codes = {f.code for f in diagnose(_device_map(["cuda[0]"] * 5 + ["cpu"] * 12)).findings}
    assert "partial_offload" in codes
    assert "cpu_only" in {f.code for f in diagnose(_device_map(["cpu"] * 8)).findings}
    # GPU layers alone may be the start of a longer map the paste cut: read, but no placement is claimed.
    only_gpu = diagnose(_device_map(["cuda[0]"] * 11))
    assert not {"full_gpu", "partial_offload", "cpu_only", "unrecognized_input"} & {f.code for f in only_gpu.findings}
    assert "multi_gpu" in {f.code for f in diagnose(_device_map(["cuda[0]"] * 4 + ["cuda[1]"] * 4)).findings}


def test_a_context_held_in_system_memory_alone_is_the_cpu():
    # An Ollama log cut after the weights' lines: the KV cache and the compute buffer on the CPU, no GPU buffer
    # (published_holdout19); with a CUDA compute buffer beside them it says nothing of the kind.
    log = ("llama_kv_cache_init: kv_size = 8192, offload = 1, type_k = 'f16', type_v = 'f16', n_layer = 28, can_shift = 1\n"
           "llama_kv_cache_init:        CPU KV buffer size =   224.00 MiB\n"
           "llama_init_from_model:        CPU compute buffer size =   302.75 MiB\n")
    assert "cpu_only" in {f.code for f in diagnose(log).findings}
    with_gpu = log + "llama_init_from_model:      CUDA0 compute buffer size =   560.00 MiB\n"
    assert "cpu_only" not in {f.code for f in diagnose(with_gpu).findings}


def test_a_terminal_programs_frame_around_a_query_is_taken_off():
    # A Slurm job viewer's frame (box drawing) around --query-gpu output (published_holdout20).
    text = "\n".join("\u2502" + line.ljust(60) + "\u2502" for line in (
        "index, name, memory.total [MiB], memory.used [MiB]", "0, NVIDIA A40, 46068 MiB, 1 MiB",
        "Test 1 - Default CUDA_VISIBLE_DEVICES: 0"))
    gpus = diagnose(text).snapshot.gpus
    assert [(g.memory_used_mib, g.memory_total_mib) for g in gpus] == [(1, 46068)]


def test_a_table_in_exclusive_process_mode_is_read():
    # nvidia-smi 535 abbreviates the compute mode: "E. Process" (published_holdout20's A100 node).
    table = ("| NVIDIA-SMI 535.154.05             Driver Version: 535.154.05   CUDA Version: 12.2     |\n"
             "|   5  NVIDIA A100-SXM4-80GB          On  | 00000000:98:00.0 Off |                  Off |\n"
             "| N/A   31C    P0              93W / 400W |    871MiB / 81920MiB |      0%   E. Process |\n")
    gpu = diagnose(table).snapshot.gpus[0]
    assert (gpu.memory_used_mib, gpu.memory_total_mib, gpu.power_limit_w) == (871, 81920, 400)


def test_the_identity_lines_of_a_query_block_alone_name_the_card():
    lines = ["    Product Name                          : NVIDIA GeForce RTX 4070 Laptop GPU",
             "    Product Brand                         : GeForce", "    Product Architecture                  : Ada Lovelace",
             "    Persistence Mode                      : Enabled", "    GPU UUID                              : GPU-a1446a5c",
             "    VBIOS Version                         : 95.06.15.40.2E"]
    result = diagnose("```\n" + "\n".join(lines))
    assert [g.name for g in result.snapshot.gpus] == ["NVIDIA GeForce RTX 4070 Laptop GPU"]
    assert "truncated" in {f.code for f in result.findings}  # the report stops before any reading, at the paste's end


def test_lm_studios_hardware_survey_finding_no_gpu_and_mlcs_estimate_are_read():
    survey = '"gpuSurveyResult": {\n  "result": {\n    "code": "NoDevicesFound",\n    "message": "No gpus found"\n  }\n}'
    assert {f.code for f in diagnose(survey).findings} == {"no_devices"}
    mlc = ("[2024-03-25 15:35:00] INFO engine.py:243: Estimated total single GPU memory usage: 14361.14 MB "
           "(Parameters: 3615.13 MB. KVCache: 10689.56 MB. Temporary buffer: 56.44 MB)")
    assert "unrecognized_input" not in {f.code for f in diagnose(mlc).findings}


def test_xpu_smi_dumps_memory_utilization_is_the_share_held():
    dump = ("Timestamp, DeviceId, GPU Utilization (%), GPU Memory Utilization (%), GPU Memory Used (MiB)\n"
            "14:15:20.490,    0,  N/A, 0.10, 17.52\n14:15:20.490,    1,  N/A, 96.00, 15600.00\n")
    result = diagnose(dump)
    assert [g.memory_used_pct for g in result.snapshot.gpus] == [0.1, 96.0]
    assert "vram_nearly_full" in {f.code for f in result.findings}


def test_a_lone_gpu_block_with_its_identity_lines_stays_one_gpu():
    block = ("GPU 00000000:01:00.0\n    Product Name                          : NVIDIA GeForce RTX 4090\n"
             "    Product Brand                         : GeForce\n    Product Architecture                  : Ada Lovelace\n"
             "    Persistence Mode                      : Enabled\n    GPU UUID                              : GPU-1\n"
             "    FB Memory Usage\n        Total                             : 24564 MiB\n        Used                              : 1 MiB\n")
    gpus = diagnose(block).snapshot.gpus
    assert [(g.bus_id, g.name, g.memory_total_mib) for g in gpus] == [("00000000:01:00.0", "NVIDIA GeForce RTX 4090", 24564)]


def test_a_journal_line_without_its_date_and_host_is_read():
    # "ollama[2463]: " before every line, the date and host cut off by the author (published_holdout21).
    log = ("ollama[2463]: ggml_cuda_init: found 1 ROCm devices:\n"
           "ollama[2463]:   Device 0: AMD Radeon Graphics, gfx1100 (0x1100), VMM: no, Wave Size: 32\n")
    assert [g.name for g in diagnose(log).snapshot.gpus] == ["AMD Radeon Graphics"]


def test_a_jetsons_table_without_driver_or_bus_is_read():
    # JetPack 6's nvidia-smi (published_holdout21): "Driver Version: N/A", no PCI address, memory "Not Supported".
    table = ("+---------------------------------------------------------------------------------------+\n"
             "| NVIDIA-SMI 540.3.0                Driver Version: N/A          CUDA Version: 12.2     |\n"
             "|=========================================+======================+======================|\n"
             "|   0  Orin (nvgpu)                  N/A  | N/A              N/A |                  N/A |\n"
             "| N/A   N/A  N/A               N/A /  N/A | Not Supported        |     N/A          N/A |\n"
             "|                                         |                      |                  N/A |\n"
             "+-----------------------------------------+----------------------+----------------------+\n")
    result = diagnose(table)
    assert [g.name for g in result.snapshot.gpus] == ["Orin (nvgpu)"] and result.snapshot.driver_version is None
    assert "driver_mismatch" not in {f.code for f in result.findings}  # 540.3.0 beside "N/A" is no second version


def test_an_nvtop_screen_copied_in_two_halves_keeps_all_four_cards():
    # Two blocks of nvtop's screen, devices 0-1 then 2-3 (published_holdout22): one moment, not a newer reading.
    def half(first: int, used: tuple[str, str]) -> str:
        return (f" Device {first} [NVIDIA GeForce RTX 4090] PCIe GEN 1@16x RX: 50.00 KiB/s TX: 0.000 KiB/s "
                f"Device {first + 1} [NVIDIA GeForce RTX 4090] PCIe GEN 1@16x RX: 50.00 KiB/s TX: 50.00 KiB/s\n"
                " GPU 210MHz  MEM 405MHz  TEMP  31°C FAN  30% POW  13 / 450 W                       "
                "GPU 210MHz  MEM 405MHz  TEMP  31°C FAN  30% POW  28 / 450 W\n"
                f" GPU[                                 0%] MEM[                   {used[0]}Gi/23.988Gi] "
                f"GPU[                                 0%] MEM[                   {used[1]}Gi/23.988Gi]\n")
    gpus = diagnose(half(0, ("0.349", "4.185")) + "\n" + half(2, ("0.349", "0.349"))).snapshot.gpus
    assert [g.index for g in gpus] == [0, 1, 2, 3]
    assert [round(g.memory_used_mib) for g in gpus] == [357, 4285, 357, 357]
    # Two tables of the same cards are two moments: the later one counts.
    table = ("| NVIDIA-SMI 550.54.15              Driver Version: 550.54.15      CUDA Version: 12.4     |\n"
             "|   0  NVIDIA GeForce RTX 3090        Off |   00000000:01:00.0 Off |                  N/A |\n"
             "| 30%   35C    P8             20W /  350W |    {used}MiB /  24576MiB |      0%      Default |\n")
    later = diagnose(table.format(used=" 100") + "\n" + table.format(used="9000")).snapshot.gpus
    assert [g.memory_used_mib for g in later] == [9000]


def test_the_memory_free_before_a_load_is_read_as_in_use_then_but_judges_no_room():
    # LM Studio's llama.cpp engine (published_holdout23): the device's size, then what is free as the model loads.
    log = ("ggml_cuda_init: found 2 CUDA devices (Total VRAM: 57170 MiB):\n"
           "  Device 0: NVIDIA GeForce RTX 4090, compute capability 8.9, VMM: yes, VRAM: 24563 MiB\n"
           "  Device 1: NVIDIA GeForce RTX 5090, compute capability 12.0, VMM: yes, VRAM: 32606 MiB\n"
           "llama_model_load_from_file_impl: using device CUDA0 (NVIDIA GeForce RTX 4090) (0000:01:00.0) - 23036 MiB free\n"
           "llama_model_load_from_file_impl: using device CUDA1 (NVIDIA GeForce RTX 5090) (0000:05:00.0) - 30991 MiB free\n")
    result = diagnose(log)
    assert [(g.memory_used_mib, g.memory_total_mib) for g in result.snapshot.gpus] == [(1527.0, 24563.0), (1615.0, 32606.0)]
    assert {f.code for f in result.findings} == {"multi_gpu"}  # room before the load says nothing about room with it
    # llama.cpp's start-up device list likewise; its memory breakdown after the load replaces the figure, and judges.
    listed = "  - CUDA0   : NVIDIA GeForce RTX 3090 (24123 MiB, 23755 MiB free)\n"
    assert [g.memory_used_mib for g in diagnose(listed).snapshot.gpus] == [368.0]
    breakdown = "llama_memory_breakdown_print: |   - CUDA0 (RTX 3090)   | 24123 = 9436 + (14193 = 13169 + 38 + 985) + 494 |\n"
    after = diagnose(listed + breakdown)
    assert [g.memory_used_mib for g in after.snapshot.gpus] == [24123 - 9436]
    assert "vram_headroom_ok" in {f.code for f in after.findings}


def test_nvml_blocked_by_the_operating_system_is_a_driver_error_and_the_wsl_template_says_wsl():
    # microsoft/WSL's bug template with NVML's refusal under it (published_holdout23).
    paste = ("### Are you using WSL 1 or WSL 2?\n\n- [x] WSL 2\n- [ ] WSL 1\n\n### Actual Behavior\n\n```\n$ nvidia-smi\n"
             "Failed to initialize NVML: GPU access blocked by the operating system\n"
             "Failed to properly shut down NVML: GPU access blocked by the operating system\n```\n")
    assert {f.code for f in diagnose(paste).findings} == {"driver_error", "wsl"}
    # The ticked box is the answer; the unticked one is not.
    assert "wsl" not in {f.code for f in diagnose(paste.replace("[x] WSL 2", "[ ] WSL 2").replace("[ ] WSL 1", "[x] WSL 1")).findings}


def test_a_query_listing_that_ends_on_a_section_heading_was_cut_there():
    # nvidia-smi -q copied to "    BAR1 Memory Usage" with none of its lines (published_holdout24).
    listing = ("==============NVSMI LOG==============\n\nDriver Version                            : 560.70\n"
               "Attached GPUs                             : 1\nGPU 00000000:01:00.0\n    FB Memory Usage\n"
               "        Total                             : 8192 MiB\n        Reserved                          : 203 MiB\n"
               "        Used                              : 659 MiB\n        Free                              : 7331 MiB\n")
    assert "truncated" in {f.code for f in diagnose(listing + "    BAR1 Memory Usage\n").findings}
    assert "truncated" not in {f.code for f in diagnose(listing).findings}


def test_lemonade_falling_back_to_the_cpu_is_cpu_only():
    # AMD's Lemonade server over llama.cpp (8.0, published_holdout25).
    log = ("INFO:     GPU acceleration active: 1 Vulkan device(s) detected by llama-server\n"
           "WARNING:  Loading Qwen3-30B-A3B-GGUF on GPU didn't work, re-attempting on CPU\n")
    assert {f.code for f in diagnose(log).findings} == {"cpu_only"}
    assert not diagnose(log.split("\n")[0]).findings  # the device line alone is read, with nothing to judge


def test_mlc_llms_device_probe_counts_each_card_once():
    # cuda:0 and vulkan:0 are one card (published_holdout25): two GPUs, not four.
    log = "\n".join(f"[2024-06-03 08:28:24] INFO auto_device.py:79: Found device: {api}:{n}"
                    for api in ("cuda", "vulkan") for n in (0, 1))
    log += "\n[2024-06-03 08:28:25] INFO auto_device.py:88: Not found device: rocm:0\n"
    log += "[2024-06-03 08:28:28] INFO auto_device.py:35: Using device: cuda:0\n"
    result = diagnose(log)
    assert len(result.snapshot.gpus) == 2 and {f.code for f in result.findings} == {"multi_gpu"}
    assert len(diagnose(log.replace("cuda:1", "cuda:0").replace("vulkan:1", "vulkan:0")).snapshot.gpus) == 1


def test_rocminfo_cut_before_its_gpu_agent_is_read_as_cut():
    listing = ("$ rocminfo\nROCk module is loaded\n==========\nHSA Agents\n==========\n*******\nAgent 1\n*******\n"
               "  Name:                    AMD RYZEN AI MAX+ 395 w/ Radeon 8060S\n"
               "  Marketing Name:          AMD RYZEN AI MAX+ 395 w/ Radeon 8060S\n  Vendor Name:             CPU\n")
    assert {f.code for f in diagnose(listing).findings} == {"truncated"}
    # Followed by the author's words, the listing was shortened on purpose: nothing to say, and nothing read.
    assert "truncated" not in {f.code for f in diagnose(listing + "\nThat is all it shows, and then it hangs.\n").findings}


def test_amd_smi_json_is_read_by_its_keys_even_cut():
    # amd-smi metric --json (the schema other projects' tests of it use too); one card busy, one idle.
    data = [{"gpu": n, "usage": {"gfx_activity": {"value": util, "unit": "%"}},
             "power": {"socket_power": {"value": watts, "unit": "W"}}, "temperature": {"edge": {"value": 44, "unit": "C"}},
             "mem_usage": {"total_vram": {"value": 20464, "unit": "MB"}, "used_vram": {"value": used, "unit": "MB"}}}
            for n, util, watts, used in ((0, 97, 210, 18000), (1, 0, 22, 26))]
    whole = "```shell\n> amd-smi metric --json\n" + json.dumps(data, indent=4) + "\n```\n"
    result = diagnose(whole)
    assert [(g.utilization_pct, g.power_draw_w, g.temperature_c, g.memory_used_mib, g.memory_total_mib) for g in result.snapshot.gpus] == [
        (97, 210, 44, 18000, 20464), (0, 22, 44, 26, 20464)]
    assert "truncated" not in {f.code for f in result.findings} and "multi_gpu" in {f.code for f in result.findings}
    # Cut inside the second card's object (published_holdout24 was cut inside its list): the first card is read whole.
    cut = whole[: whole.index('"gpu": 1') + 40]
    assert diagnose(cut).snapshot.gpus[0].memory_used_mib == 18000
    assert "truncated" in {f.code for f in diagnose(cut).findings}


def test_the_fits_plan_replaces_the_device_lists_use_before_the_load():
    log = ("  - CUDA0   : NVIDIA GeForce RTX 3090 (24123 MiB, 23755 MiB free)\n"
           "common_params_fit_impl:   - CUDA0 (NVIDIA GeForce RTX 3090): 49 layers,   14730 MiB used,  9000 MiB free\n")
    result = diagnose(log)
    assert [g.memory_used_mib for g in result.snapshot.gpus] == [14730.0]
    assert "vram_headroom_ok" in {f.code for f in result.findings}  # the plan with the model judges room


SYSTEM_INFO = ("AVX = 1 | AVX_VNNI = 0 | AVX2 = 1 | AVX512 = 0 | AVX512_VBMI = 0 | AVX512_VNNI = 0 | FMA = 1 | NEON = 0 | "
               "ARM_FMA = 0 | F16C = 1 | FP16_VA = 0 | WASM_SIMD = 0 | BLAS = {blas} | SSE3 = 1 | SSSE3 = 0 | VSX = 0 |\n")


def test_llama_cpps_system_info_of_2023_with_blas_0_is_a_build_without_gpu_support():
    assert "cpu_only" in codes("It runs on the CPU.\n\n" + SYSTEM_INFO.format(blas=0))
    assert "cpu_only" not in codes(SYSTEM_INFO.format(blas=1))
    # llamafile's server prints it as JSON, with its GPU support loaded as a module: BLAS 0 says nothing there
    llamafile = ('Apple Metal GPU support successfully loaded\n{"timestamp":1707365237,"level":"INFO","function":"server_cli",'
                 '"message":"system info","system_info":"' + SYSTEM_INFO.format(blas=0).strip() + '"}\n')
    assert "cpu_only" not in codes(llamafile)
