"""Readings added while published_holdout87 was tuned on: MLX's Metal command buffer running out of memory, vLLM's
start-up memory check, Ollama's route list and LocalAI's hardware probe."""

from checker.diagnose.articles import article_for
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_mlx_s_failed_command_buffer_is_an_out_of_memory_on_a_mac():
    text = ("[error] libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command buffer "
            "execution failed: Insufficient Memory\n")
    result = diagnose(text)
    [finding] = result.findings
    assert finding.code == "out_of_memory"
    assert article_for(finding.code, result.snapshot, finding.evidence) == "mlx-model-does-not-fit-mac"


def test_vllm_s_start_up_memory_check_is_an_out_of_memory():
    text = ("(EngineCore_DP0 pid=727) ERROR 02-12 15:44:57 [core.py:966] ValueError: Available memory on device cuda:0 "
            "(28.49/124.0 GiB) is below required GPU memory utilization (0.95, 117.8 GiB). Reduce GPU memory utilization or "
            "decrease GPU memory used by other processes.\n")
    result = diagnose(text)
    assert codes(text) == {"out_of_memory"}
    assert article_for("out_of_memory", result.snapshot, result.findings[0].evidence) == "vllm-out-of-memory-at-startup"


def test_ollama_s_route_list_and_localai_s_probe_are_read_with_nothing_to_judge():
    routes = ("[GIN-debug] POST   /api/pull                 --> github.com/ollama/ollama/server.(*Server).PullModelHandler-fm "
              "(5 handlers)\n")
    probe = ("> localai-api-1  | /sys/class/drm does not exist on this system (likely the host system is a\n"
             "> localai-api-1  | virtual machine or container with no graphics). Therefore,\n"
             "> localai-api-1  | GPUInfo.GraphicsCards will be an empty array.\n")
    assert codes(routes) == set() and codes(probe) == set()
