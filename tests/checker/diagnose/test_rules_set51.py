"""Readings added while published_holdout51 was tuned on: the NVIDIA Container Toolkit failing to reach the host's
driver, ipex-llm's build without its SYCL backend, and nvidia-smi topo -m's rows copied without their heading."""

from checker.diagnose.articles import article_for
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes


def test_the_container_toolkit_that_cannot_load_nvml_is_a_driver_error_of_the_host():
    line = ("nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object "
            "file: no such file or directory: unknown.\n")
    result = diagnose(line)
    [error] = result.findings
    assert error.code == "driver_error" and "container" in error.title
    assert article_for("driver_error", result.snapshot, error.evidence) == "docker-nvidia-container-toolkit"
    assert "cpu_only" not in codes(line)  # the container never starts


def test_ipex_llm_without_its_sycl_backend_runs_on_the_cpu():
    assert "cpu_only" in codes("[llama_register_sycl_backend] GGML_USE_SYCL not enabled, nothing to do\n")


def test_topology_rows_without_their_heading_count_the_gpus_up_to_the_highest_named():
    rows = "".join(f"GPU{i}    " + "    ".join("X" if j == i else "NV18" for j in range(8)) + "    PHB     0-191   0   N/A\n"
                   for i in (2, 3, 4))
    result = diagnose(rows)
    # GPU0 to GPU4 at least: the columns may hold NICs too, so they do not say more
    assert len(result.snapshot.gpus) == 5 and "multi_gpu" in {f.code for f in result.findings}
    # one row alone is not enough to call it a matrix
    assert codes(rows.splitlines()[0] + "\n") == {"unrecognized_input"}
