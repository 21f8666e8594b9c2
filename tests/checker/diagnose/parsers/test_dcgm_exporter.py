"""dcgm-exporter's Prometheus metrics (published_holdout91): the GPUs by their labels, MIG, the driver, and a whole
GPU's figures."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import dcgm_exporter
from tests.checker.diagnose.helpers import codes

LABELS = 'gpu="{gpu}",UUID="GPU-fc60126e",pci_bus_id="00000000:B1:00.0",device="nvidia{gpu}",modelName="{name}"{extra}'


def sample(metric: str, value: float, gpu: int = 0, name: str = "NVIDIA A30", extra: str = "") -> str:
    return f"{metric}{{{LABELS.format(gpu=gpu, name=name, extra=extra)}}} {value}\n"


def test_a_whole_gpu_s_figures_are_read_in_dcgm_s_units():
    text = ("# HELP DCGM_FI_DEV_FB_USED Framebuffer memory used (in MiB).\n# TYPE DCGM_FI_DEV_FB_USED gauge\n"
            + sample("DCGM_FI_DEV_FB_USED", 20448) + sample("DCGM_FI_DEV_FB_TOTAL", 24576)
            + sample("DCGM_FI_DEV_GPU_UTIL", 87) + sample("DCGM_FI_DEV_GPU_TEMP", 61) + sample("DCGM_FI_DEV_POWER_USAGE", 151.2))
    [gpu] = dcgm_exporter.parse(text).gpus
    assert (gpu.name, gpu.memory_used_mib, gpu.memory_total_mib, gpu.utilization_pct, gpu.temperature_c, gpu.power_draw_w) \
        == ("NVIDIA A30", 20448, 24576, 87, 61, 151.2)


def test_mig_instances_name_their_gpu_but_not_its_figures_and_the_driver_is_read():
    extra = ',GPU_I_PROFILE="1g.6gb",GPU_I_ID="3",DCGM_FI_DRIVER_VERSION="560.35.03",container="triton-server"'
    text = (sample("DCGM_FI_DEV_FB_FREE", 11275, gpu=1, name="NVIDIA RTX 2000 Ada Generation")
            + sample("DCGM_FI_DEV_FB_USED", 3800, gpu=2, extra=extra))
    snapshot = dcgm_exporter.parse(text)
    assert [(g.index, g.name, g.mig_enabled) for g in snapshot.gpus] == [
        (1, "NVIDIA RTX 2000 Ada Generation", None), (2, "NVIDIA A30", True)]
    assert snapshot.gpus[1].memory_used_mib is None and snapshot.mig and snapshot.driver_version == "560.35.03"
    assert {"mig", "multi_gpu"} <= codes("$ curl dcgm_pod_ip:9400/metrics\n" + text)


def test_a_whole_gpu_s_sample_beside_its_mig_instances_is_still_the_gpu_s():
    extra = ',GPU_I_PROFILE="1g.10gb",GPU_I_ID="7"'
    snapshot = dcgm_exporter.parse(sample("DCGM_FI_DEV_FB_USED", 3800, extra=extra) + sample("DCGM_FI_DEV_GPU_TEMP", 44))
    [gpu] = snapshot.gpus
    assert gpu.mig_enabled and gpu.memory_used_mib is None and gpu.temperature_c == 44


def test_samples_without_a_gpu_label_are_not_read():
    assert dcgm_exporter.parse('DCGM_FI_DEV_FB_USED{Hostname="node-1"} 5\n') is None


@given(st.text(max_size=300))
def test_any_text_parses_or_is_refused_without_an_error(text):
    snapshot = dcgm_exporter.parse(text)
    assert snapshot is None or snapshot.input_kinds == ["dcgm-exporter"]


@given(st.dictionaries(st.integers(0, 15), st.integers(0, 200_000), min_size=1, max_size=8))
def test_each_gpu_s_memory_in_use_is_read_as_printed(used):
    text = "".join(sample("DCGM_FI_DEV_FB_USED", value, gpu=gpu) for gpu, value in used.items())
    snapshot = dcgm_exporter.parse(text)
    assert {g.index: g.memory_used_mib for g in snapshot.gpus} == {gpu: float(value) for gpu, value in used.items()}


def test_without_fb_total_the_total_is_used_free_and_reserved():
    # published_holdout199's A100 80GB PCIe on driver 510.47.03 (NVIDIA/gpu-operator #467) printed FB_FREE and FB_USED only
    a100 = ',DCGM_FI_DRIVER_VERSION="510.47.03"'
    old = (sample("DCGM_FI_DEV_FB_FREE", 80328, name="NVIDIA A100 80GB PCIe", extra=a100)
           + sample("DCGM_FI_DEV_FB_USED", 741, name="NVIDIA A100 80GB PCIe", extra=a100))
    [gpu] = dcgm_exporter.parse(old).gpus
    assert (gpu.memory_used_mib, gpu.memory_total_mib) == (741, 81069)
    assert "vram_headroom_ok" in codes(old)
    # exporters of drivers 525 on print the reserved memory apart, and it is part of the total
    [gpu] = dcgm_exporter.parse(sample("DCGM_FI_DEV_FB_USED", 20000) + sample("DCGM_FI_DEV_FB_FREE", 3940)
                                + sample("DCGM_FI_DEV_FB_RESERVED", 636)).gpus
    assert gpu.memory_total_mib == 24576
    # a printed FB_TOTAL is kept as printed; free alone (no used) gives no total
    [gpu] = dcgm_exporter.parse(sample("DCGM_FI_DEV_FB_USED", 20000) + sample("DCGM_FI_DEV_FB_FREE", 3940)
                                + sample("DCGM_FI_DEV_FB_TOTAL", 24576)).gpus
    assert gpu.memory_total_mib == 24576
    [gpu] = dcgm_exporter.parse(sample("DCGM_FI_DEV_FB_FREE", 3940)).gpus
    assert gpu.memory_total_mib is None


@given(used=st.integers(0, 200_000), free=st.integers(0, 200_000), reserved=st.none() | st.integers(0, 2_000),
       order=st.permutations(range(3)))
def test_the_total_from_its_parts_does_not_depend_on_the_samples_order(used, free, reserved, order):
    lines = [sample("DCGM_FI_DEV_FB_USED", used), sample("DCGM_FI_DEV_FB_FREE", free),
             sample("DCGM_FI_DEV_FB_RESERVED", reserved) if reserved is not None else ""]
    [gpu] = dcgm_exporter.parse("".join(lines[index] for index in order)).gpus
    assert gpu.memory_total_mib == used + free + (reserved or 0)
