from kb.render import body_structure_problems, markdown_headings, render_body, render_inline

OUTLINE = """Intro.

## Diagnostic order, most likely first

### 1. First

#### Diagnose

```bash
# a shell comment, not a heading
nvidia-smi
```

#### Fix

Do it.

## Sources

- llama.cpp `common/arg.cpp`.
"""


def test_headings_inside_fenced_code_are_not_headings():
    assert [text for _, text, _ in markdown_headings(OUTLINE)] == [
        "Diagnostic order, most likely first",
        "1. First",
        "Diagnose",
        "Fix",
        "Sources",
    ]
    assert body_structure_problems(OUTLINE) == []


def test_an_explanation_must_come_first():
    problems = body_structure_problems(OUTLINE.replace("Intro.\n", ""))
    assert problems == ["a short explanation must come before '## Diagnostic order, most likely first'"]


def test_diagnose_must_come_before_fix():
    swapped = OUTLINE.replace("#### Diagnose", "#### TMP").replace("#### Fix", "#### Diagnose").replace("#### TMP", "#### Fix")
    assert "needs '#### Diagnose' then '#### Fix'" in body_structure_problems(swapped)[0]


def test_code_is_highlighted_and_links_are_split_internal_from_external():
    body = render_body(OUTLINE + "\n[a](/kb/x/) [b](https://github.com/ggml-org/llama.cpp) [c](//evil.example/)\n")
    assert '<span class="c1"># a shell comment, not a heading</span>' in body.html
    assert body.internal_links == ("/kb/x/",)
    assert "a shell comment" in body.text
    assert "most likely first 1. First Diagnose" in body.text  # no permalink markers in the text


def test_inline_answers_lose_their_single_paragraph():
    assert render_inline("Use `-ngl 99`.") == "Use <code>-ngl 99</code>."
    assert render_inline("One.\n\nTwo.").count("<p>") == 2


def test_an_indented_fence_is_reported_but_fences_inside_code_are_not():
    indented = OUTLINE.replace("Do it.", "1. Run:\n\n    ```bash\n    nvidia-smi\n    ```")
    assert body_structure_problems(indented)[0].startswith("line 18: an indented code fence")
    nested = OUTLINE.replace("Do it.", "````markdown\n  ```bash\n  x\n  ```\n````")
    assert body_structure_problems(nested) == []


def test_every_article_names_its_sources():
    missing = OUTLINE.split("## Sources")[0]
    assert body_structure_problems(missing) == [
        "the section '## Sources' is missing: list the source file, doc page or issue behind each number, default and error text"]
    empty = missing + "## Sources\n"
    assert body_structure_problems(empty)[0].endswith("'## Sources' is empty")
