"""Readings added while published_holdout105 was tuned on: Ollama 0.5's CPU-only runner list, SGLang's first lines on
one GPU, LLaVA's image-encoder loader, and AMD's two-digit Instinct cards in a stated count."""

from tests.checker.diagnose.helpers import codes


def test_ollama_0_5_listing_only_cpu_runners_is_a_cpu_run():
    text = ('time=2025-01-16T20:58:45.361+08:00 level=INFO source=routes.go:1267 msg="Dynamic LLM libraries" runners=[cpu]\n'
            'time=2025-01-16T20:58:45.451+08:00 level=INFO source=types.go:131 msg="inference compute" '
            'id=GPU-1c625a84 library=cuda variant=v12 compute=8.9 driver=12.4 name="NVIDIA GeForce RTX 4090" '
            'total="23.6 GiB" available="21.6 GiB"\n')
    assert "cpu_only" in codes(text)
    assert "cpu_only" not in codes(text.replace("runners=[cpu]", "runners=[cpu cpu_avx cpu_avx2 cuda_v12]"))


def test_sglang_first_lines_on_one_gpu_are_its_log():
    text = ("[2026-09-24 17:32:48] Init torch distributed begin.\n"
            "[2026-09-24 17:32:48] Init torch distributed ends. elapsed=0.08 s, mem usage=0.06 GB\n"
            "[2026-09-24 17:32:48] Load weight begin. avail mem=15.08 GB\n")
    assert codes(text) == set()
    assert codes("[2026-09-24 17:32:48] Something else begins.\n") == {"unrecognized_input"}


def test_llava_image_encoder_loader_is_read_without_a_cpu_run():
    text = ("clip_model_load: model name:   openai/clip-vit-large-patch14-336\n"
            "clip_model_load: description:  image encoder for LLaVA\n"
            "clip_model_load: CLIP using CPU backend\n")
    assert "unrecognized_input" not in codes(text)
    assert "cpu_only" not in codes(text)


def test_four_mi50_is_a_stated_count():
    text = "### GPU\n\n4x MI50 32GB\n"
    assert "multi_gpu" in codes(text)
    assert "multi_gpu" not in codes(text.replace("4x", "1x"))
