"""Readings added while published_holdout215 was tuned on: FasterTransformer's older memory line, CUDA's error 35 in a
container given no GPU, a runtime's error wrapped inside the call it names, and hl-smi 1.20's table rows."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import wrapped_lines
from checker.diagnose.rules import diagnose, read_paste
from tests.checker.diagnose.helpers import codes

# fauxpilot/fauxpilot #186 (published_holdout215): Triton's FasterTransformer backend under docker compose
PREFIX = "fauxpilot-windows-main-triton-1         | "
FT_LOAD = "".join(PREFIX + line + "\n" for line in (
    "I0415 15:35:10.348513 88 libfastertransformer.cc:307] Before Loading Model:",
    "after allocation, free 10.56 GB total 12.00 GB",
    "[WARNING] gemm_config.in is not found; using default GEMM algo",
    "I0415 15:35:30.032622 88 libfastertransformer.cc:321] After Loading Model:",
    "after allocation, free 4.95 GB total 12.00 GB",
    "I0415 15:35:30.032867 88 libfastertransformer.cc:537] Model instance is created on GPU NVIDIA GeForce RTX 3080 Ti",
))


def test_fastertransformers_older_memory_line_is_the_cards_state_after_the_load():
    gpu = read_paste(FT_LOAD).gpus[0]
    assert gpu.memory_total_mib == 12288.0
    assert abs(gpu.memory_used_mib - (12.00 - 4.95) * 1024) < 0.1  # total less free, in GiB as cudaMemGetInfo / 1024**3
    assert not gpu.memory_before_load
    assert "vram_headroom_ok" in codes(FT_LOAD)


def test_the_line_under_before_loading_model_is_the_state_before_it():
    before = FT_LOAD.split(PREFIX + "[WARNING]")[0]
    gpu = read_paste(before).gpus[0]
    assert gpu.memory_before_load and abs(gpu.memory_used_mib - 1.44 * 1024) < 0.1
    assert not codes(before) & {"gpu_idle", "vram_headroom_ok"}  # an empty card before the load says nothing of the run


# triton-inference-server/fil_backend #368 (published_holdout215): an NGC container started without --gpus
CONTAINER = ("WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.\n"
             "   Use the NVIDIA Container Toolkit to start this container with GPU support; see\n"
             "   https://docs.nvidia.com/datacenter/cloud-native/ .\n\n"
             "W1129 06:31:14.927633 1 pinned_memory_manager.cc:237] Unable to allocate pinned system memory, pinned memory "
             "pool will not be available: CUDA driver version is insufficient for CUDA runtime version\n"
             "I1129 06:31:14.927720 1 cuda_memory_manager.cc:117] CUDA memory pool disabled\n")


def test_cuda_error_35_in_a_container_given_no_driver_is_that_not_a_driver_fault():
    assert codes(CONTAINER) == {"no_devices"}
    alone = CONTAINER.split("\n\n")[1]  # the same error where a driver is mounted: a driver older than the runtime
    assert codes(alone) == {"driver_error"}


# NVIDIA/TensorRT-LLM #260 (published_holdout215): Triton's log, the error wrapped at 212 columns inside the call
ERROR = ("E1103 02:59:01.152656 81041 backend_model.cc:553] ERROR: Failed to create instance: unexpected error when "
         "creating modelInstanceState: [TensorRT-LLM][ERROR] CUDA runtime error in ::cudaMallocAsync(ptr, n, "
         "mCudaStream->get()): out of memory (/app/tensorrt_llm/cpp/tensorrt_llm/runtime/tllmBuffers.h:112)")
LOG = ("[TensorRT-LLM][INFO] [MemUsageChange] TensorRT-managed allocation in IExecutionContext creation: CPU +0, GPU +0, "
       "now: CPU 0, GPU 12569 (MiB)\n{error}\n"
       "1       0x7f5fe6888d85 /opt/tritonserver/backends/tensorrtllm/libtriton_tensorrtllm.so(+0x35d85) [0x7f5fe6888d85]\n")


CUT = ERROR.index("ream->get")  # where the published copy's line ends


def test_an_error_wrapped_inside_the_call_it_names_is_read_whole():
    wrapped = LOG.format(error=ERROR[:CUT] + "\n" + ERROR[CUT:])
    assert "out_of_memory" in codes(wrapped)
    evidence = next(f.evidence for f in diagnose(wrapped).findings if f.code == "out_of_memory")
    assert "mCudaStream->get()): out of memory" in evidence


def test_a_line_that_does_not_close_the_call_is_not_joined():
    assert not wrapped_lines.continues_call(ERROR[:CUT], "")
    assert not wrapped_lines.continues_call(ERROR[:CUT], "2       0x7f5fe68e4f08 libtriton_tensorrtllm.so(+0x91f08)")
    assert not wrapped_lines.continues_call(ERROR, "ream->get()): out of memory")  # the call closed on its own line
    cut = LOG.format(error=ERROR[:CUT] + "\n\nsomething else (a)")
    assert "out_of_memory" not in codes(cut)


@given(st.integers(min_value=ERROR.index("(ptr") + 1, max_value=ERROR.index("): out")))
def test_the_error_is_read_wherever_the_terminal_wrapped_it_inside_the_call(column):
    assert "out_of_memory" in codes(LOG.format(error=ERROR[:column] + "\n" + ERROR[column:]))


@given(st.lists(st.text(alphabet=st.characters(blacklist_characters="\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"), max_size=40),
                min_size=1, max_size=6))
def test_logical_lines_lose_and_add_nothing(lines):
    joined = list(wrapped_lines.logical_lines("\n".join(lines)))
    assert len(joined) <= len(lines)
    assert "".join(joined).replace(" ", "") == "".join(lines).replace(" ", "")


# huggingface/text-generation-inference #3139 (published_holdout215): hl-smi 1.20 on Gaudi2, a percentage under
# "Compute M." where 1.13 printed N/A
HL_SMI = """| HL-SMI Version:                              hl-1.20.0-fw-58.1.1.1          |
| Driver Version:                                     1.20.0-bd87f71          |
|-------------------------------+----------------------+----------------------+
| AIP  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncor-Events|
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | AIP-Util  Compute M. |
|===============================+======================+======================|
|   0  HL-225              N/A  | 0000:33:00.0     N/A |                   0  |
| N/A   28C   P0   84W /  600W  |   768MiB /  98304MiB |     0%            0% |
|-------------------------------+----------------------+----------------------+
"""


def test_hl_smi_1_20_rows_are_read():
    gpu = read_paste(HL_SMI).gpus[0]
    assert (gpu.memory_used_mib, gpu.memory_total_mib, gpu.utilization_pct, gpu.temperature_c, gpu.power_draw_w) == \
        (768.0, 98304.0, 0.0, 28.0, 84.0)
