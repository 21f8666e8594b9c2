"""The articles' commands against the runtimes' flags, extracted from their source."""

import shutil
from pathlib import Path

import pytest
from django.core.management import call_command

from kb import flags

REFERENCE = Path(__file__).resolve().parents[2] / "content" / "reference" / "flags.json"
# The shape of llama.cpp's common/arg.cpp (b7xxx and later): options, and the "removed params" block.
ARG_CPP = '''
    add_opt(common_arg(
        {"-m", "--model"}, "FNAME",
        "model path to load",
        [](common_params & params, const std::string & value) { params.model.path = value; }
    ).set_env("LLAMA_ARG_MODEL"));
    add_opt(common_arg(
        {"-ngl", "--gpu-layers", "--n-gpu-layers"}, "N",
        "max. number of layers to store in VRAM",
        [](common_params & params, int value) { params.n_gpu_layers = value; }
    ).set_env("LLAMA_ARG_N_GPU_LAYERS"));
    add_opt(common_arg(
        {"--spec-draft-n-max"}, "N",
        "number of tokens to draft",
        [](common_params & params, int value) { params.speculative.n_max = value; }
    ).set_spec().set_env("LLAMA_ARG_SPEC_DRAFT_N_MAX"));
    add_opt(common_arg(
        {"--draft", "--draft-n", "--draft-max"}, "N",
        "the argument has been removed. use --spec-draft-n-max or --spec-ngram-mod-n-max",
        [](common_params & /*params*/, int /*value*/) {
            arg_removed("use --spec-draft-n-max or --spec-ngram-mod-n-max");
        }
    ).set_spec().set_env("LLAMA_ARG_DRAFT_MAX"));
'''


def test_llama_cpp_flags_and_removed_ones_are_read_from_its_source():
    found, env, removed, _ = flags.extract_llama_cpp(ARG_CPP)
    assert found == {"-m", "--model", "-ngl", "--gpu-layers", "--n-gpu-layers", "--spec-draft-n-max"}
    assert env == {"LLAMA_ARG_MODEL", "LLAMA_ARG_N_GPU_LAYERS", "LLAMA_ARG_SPEC_DRAFT_N_MAX"}
    assert removed["--draft-max"] == "use --spec-draft-n-max or --spec-ngram-mod-n-max"


def test_ollama_and_vllm_names_are_read_from_their_source():
    assert flags.extract_ollama('"OLLAMA_HOST": {"OLLAMA_HOST", Host(), "IP Address"},\n') == {"OLLAMA_HOST"}
    arg_utils = 'model_group.add_argument("--max-model-len", **model_kwargs["max_model_len"])\n'
    frontend = "class FrontendArgs(BaseFrontendArgs):\n    host: str | None = None\n    port: int = 8000\n"
    assert flags.extract_vllm(arg_utils, frontend) == {"--max-model-len", "--host", "--port"}


REFERENCES = {"llama.cpp": flags.Reference("llama.cpp", "test", *flags.extract_llama_cpp(ARG_CPP)[:3]),
              "ollama": flags.Reference("ollama", "test", env={"OLLAMA_HOST", "OLLAMA_CONTEXT_LENGTH"}),
              "vllm": flags.Reference("vllm", "test", flags={"--max-model-len"})}


@pytest.mark.parametrize("body, problems", [
    ("```console\n$ llama-server -m m.gguf -ngl 99 --spec-draft-n-max 8\n```", []),
    ("```console\n$ llama-server -m m.gguf --draft-max 8\n```", ["removed --draft-max"]),
    ("```bash\nllama-server --ctx-size-draft 4096\n```", ["unknown --ctx-size-draft"]),
    ("```console\n$ llama-server -ngl 99 2>&1 | grep -E 'offloaded'\n```", []),  # grep's flags are grep's
    ("Before b7000: `llama-server --draft-max 8`.", []),  # a line about an older version
    ("Run `vllm serve model --max-num-seqs 8`.", ["unknown --max-num-seqs"]),
    ("Set `OLLAMA_CONTEXT_LENGTH=8192` and OLLAMA_GPU_OVRHEAD.", ["unknown OLLAMA_GPU_OVRHEAD"]),
    ("```text\nllama_model_loader: - type q4_K: 193 tensors\n```", []),
])
def test_each_command_is_checked_against_its_runtime(body, problems):
    found = [f"{'removed' if p.removed else 'unknown'} {p.name}" for p in flags.check_article(body, REFERENCES)]
    assert found == problems


def test_the_shipped_articles_use_only_current_flags():
    references = flags.load_references(REFERENCE)
    from kb.library import load_library

    library = load_library(REFERENCE.parents[1] / "articles")
    assert {slug: [str(p) for p in flags.check_article(a.markdown, references)] for slug, a in library.articles.items()
            if flags.check_article(a.markdown, references)} == {}


def test_a_removed_flag_put_back_into_an_article_fails_manage_py_check(tmp_path, settings):
    content = tmp_path / "content"
    shutil.copytree(REFERENCE.parents[1], content)
    article = content / "articles" / "speculative-decoding.md"
    text = article.read_text()
    article.write_text(text.replace("--spec-draft-n-max 8 --spec-draft-n-min 0`", "--draft-max 8 --draft-min 0`", 1))
    settings.HEADROOM_CONTENT_DIR = str(content)
    from kb import checks as kb_checks
    from kb import site_library

    site_library._load.cache_clear()
    try:
        messages = kb_checks.check_article_flags()
    finally:
        site_library._load.cache_clear()
    assert [m.id for m in messages] == ["kb.E009", "kb.E009"]
    assert "--draft-max" in messages[0].msg and "--spec-draft-n-max" in messages[0].msg


def test_the_refresh_command_prints_what_changed_and_writes_the_reference(tmp_path, settings, capsys):
    content = tmp_path / "content"
    (content / "reference").mkdir(parents=True)
    shutil.copy(REFERENCE, content / "reference" / "flags.json")
    (content / "articles").mkdir()
    settings.HEADROOM_CONTENT_DIR = str(content)
    source = tmp_path / "llama.cpp"
    (source / "common").mkdir(parents=True)
    (source / "common" / "arg.cpp").write_text(ARG_CPP)
    for path in flags.LLAMA_CPP_FILES[1:]:
        (source / path).parent.mkdir(parents=True, exist_ok=True)
        (source / path).write_text("")
    call_command("refresh_flag_reference", "--llama-cpp", str(source), "b9999")
    out = capsys.readouterr().out
    assert "llama.cpp: flags no longer defined:" in out and "--fit" in out
    assert flags.load_references(content / "reference" / "flags.json")["llama.cpp"].source.endswith("@ b9999")
