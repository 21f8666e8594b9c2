"""Readings added while published_holdout86 was tuned on: NCCL's log, LlamaEdge's chat app and rocm-smi cut at its banner."""

from checker.diagnose.parsers import rocm_smi
from tests.checker.diagnose.helpers import codes


def test_nccl_s_topology_log_is_read_with_nothing_to_judge():
    text = ("      node-0:2874:7128 [3] NCCL INFO === System : maxBw 1.2 totalBw 132.0 ===\n"
            "      node-0:2874:7128 [3] NCCL INFO + PCI[12.0] - GPU/100000 (0)\n"
            "      node-0:2874:7128 [3] NCCL INFO               + NVL[44.0] - GPU/400000\n")
    # nothing judged of the topology; the device each line names (its fourth, [3]) is a GPU of the run (since set 127;
    # the experts of sets 3, 83, 86 and 127 all read several GPUs from such logs)
    assert codes(text) == {"multi_gpu"}


def test_llamaedge_s_chat_app_is_read_with_nothing_to_judge():
    text = ("wasmedge --dir .:. --nn-preload default:GGML:AUTO:llama-2-7b-chat-q5_k_m.gguf llama-chat.wasm\n"
            "[INFO] Model alias: default\n[INFO] Prompt context size: 512\n")
    assert codes(text) == set()


def test_rocm_smi_cut_at_its_banner_is_a_cut_output():
    banner = "============================================= ROCm System Management Interface =============================================\n"
    assert rocm_smi.parse(banner).truncated
    assert codes("VRAM usage stays still at 2%\n```\n" + banner) == {"truncated"}


def test_a_banner_with_its_table_under_it_is_read_as_before():
    text = ("========================= ROCm System Management Interface =========================\n"
            "=================================== Concise Info ===================================\n"
            "GPU  Temp (DieEdge)  AvgPwr  SCLK    MCLK     Fan  Perf  PwrCap  VRAM%  GPU%\n"
            "0    36.0c           8.0W    800Mhz  96Mhz    0%   auto  203.0W    2%   0%\n"
            "====================================================================================\n"
            "=============================== End of ROCm SMI Log ================================\n")
    snapshot = rocm_smi.parse(text)
    assert len(snapshot.gpus) == 1 and not snapshot.truncated
