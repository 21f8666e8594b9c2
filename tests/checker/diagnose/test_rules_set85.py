"""Readings added while published_holdout85 was tuned on: nvidia-smi's memory column cut out by grep, llama.cpp's server
log of 2024 and text-generation-webui's GPTQ loader."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.parsers import nvidia_smi_other
from tests.checker.diagnose.helpers import codes

GREP = ("```bash\n nvidia-smi | grep -Eo '[0-9]+MiB.*[0-9]+MiB'\n"
        "23490MiB /  24576MiB\n23210MiB /  24576MiB\n24106MiB /  24576MiB\n```\n")


def test_the_memory_column_alone_is_one_gpu_a_line():
    snapshot = nvidia_smi_other.parse("23490MiB /  24576MiB\n23210MiB /  24576MiB\n24106MiB /  24576MiB\n")
    assert [(g.index, g.memory_used_mib, g.memory_total_mib) for g in snapshot.gpus] == [
        (0, 23490, 24576), (1, 23210, 24576), (2, 24106, 24576)]
    assert {"vram_nearly_full", "multi_gpu"} <= codes(GREP)


def test_one_quoted_memory_cell_is_not_a_gpu():
    assert nvidia_smi_other.parse("23490MiB /  24576MiB\n") is None
    assert nvidia_smi_other.parse("23490MiB /  24576MiB\nthen it stopped\n") is None


def test_llama_cpp_s_server_log_of_2024_is_read_with_nothing_to_judge():
    text = 'INFO [                    main] build info | tid="21616" timestamp=1772882446 build=4254 commit="fd16a418"\n'
    assert codes(text) == set()


def test_text_generation_webui_s_gptq_loader_is_read_with_nothing_to_judge():
    text = ("Starting the web UI...\nLoading gpt4-x-alpaca-13b-native-4bit-128g-cuda...\n"
            "Found the following quantized model: models\\gpt4-x-alpaca-13b-native-4bit-128g-cuda\\4bit-128g.safetensors\n"
            "Loading model ...\nPress any key to continue . . .\n")
    assert codes(text) == set()


@given(st.lists(st.tuples(st.integers(0, 200_000), st.integers(1, 200_000)), min_size=2, max_size=16))
def test_each_memory_line_is_read_as_printed(cells):
    text = "".join(f"{used}MiB /  {total}MiB\n" for used, total in cells)
    snapshot = nvidia_smi_other.parse(text)
    assert [(g.memory_used_mib, g.memory_total_mib) for g in snapshot.gpus] == [(float(u), float(t)) for u, t in cells]
