"""The runtimes' current flags and environment variables, and the articles' commands checked against them.

``content/reference/flags.json`` lists, for llama.cpp, Ollama and vLLM, the flags and variables their
source defines at a named commit, and llama.cpp's removed flags with the replacement it names. It is
extracted from the source (``python manage.py refresh_flag_reference``, which also prints what changed),
never typed. An article whose commands use a flag the reference does not list, or lists as removed,
fails ``manage.py check`` (kb.E008, kb.E009), so a runtime release that renames a flag shows which
articles it touches. A line that says it is about an older version ("before", "removed", "older", "no
longer", "until") may name an old flag. Plain Python, no Django import.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

# Programs whose flags come from llama.cpp's common/arg.cpp, and those with parsers of their own.
LLAMA_CPP_COMMON = ("llama-server", "llama-cli", "llama-run", "llama-mtmd-cli", "llama-perplexity", "llama-embedding",
                    "llama-speculative", "llama-imatrix", "llama-fit-params", "llama-gguf-split")
LLAMA_CPP_OWN = {"llama-bench": "llama-bench", "llama-quantize": "llama-quantize"}
VLLM_COMMAND = re.compile(r"\bvllm\s+serve\b|\bvllm\.entrypoints\.openai\.api_server\b")
FLAG = re.compile(r"(?<![\w-])(--?[A-Za-z][\w-]*)")
ENV = re.compile(r"\b((?:OLLAMA|LLAMA_ARG)_[A-Z0-9_]+)\b")
HISTORY_WORDS = ("before", "removed", "older", "no longer", "until", "earlier", "deprecated", "renamed")
FENCE = re.compile(r"^```")
SHELL_LANGUAGES = ("console", "bash", "sh", "shell", "powershell", "ps1", "text", "")


@dataclass
class Reference:
    runtime: str
    source: str
    flags: set[str] = field(default_factory=set)
    env: set[str] = field(default_factory=set)
    removed: dict[str, str] = field(default_factory=dict)  # flag -> what to use instead
    tools: dict[str, set[str]] = field(default_factory=dict)  # program with a parser of its own -> its flags


def load_references(path: Path) -> dict[str, Reference]:
    data = json.loads(path.read_text())
    return {runtime: Reference(runtime, entry["source"], set(entry.get("flags", [])), set(entry.get("env", [])),
                               dict(entry.get("removed", {})), {tool: set(flags) for tool, flags in entry.get("tools", {}).items()})
            for runtime, entry in data["runtimes"].items()}


def dump_references(references: dict[str, Reference]) -> str:
    return json.dumps({"note": "Extracted from the runtimes' source by `manage.py refresh_flag_reference`; do not edit by hand.",
                       "runtimes": {name: {"source": ref.source, "flags": sorted(ref.flags), "env": sorted(ref.env),
                                           "removed": dict(sorted(ref.removed.items())),
                                           "tools": {tool: sorted(flags) for tool, flags in sorted(ref.tools.items())}}
                                    for name, ref in sorted(references.items())}}, indent=1) + "\n"


# ------------------------------------------------------------------ extraction from the source

def extract_llama_cpp(arg_cpp: str, llama_bench_cpp: str = "", quantize_cpp: str = "") -> tuple[set[str], set[str], dict[str, str], dict]:
    """(flags, LLAMA_ARG_* variables, removed flag -> replacement, {tool: flags}) from common/arg.cpp and the tools."""
    flags, env, removed = set(), set(), {}
    # Each option is one add_opt(common_arg({names}, ...)...) statement: read it up to the next one.
    for body in arg_cpp.split("add_opt(common_arg(")[1:]:
        names_list = re.match(r"\s*\{([^}]*)\}", body)
        if not names_list:
            continue
        names = re.findall(r'"(-[^"]+)"', names_list.group(1))
        gone = re.search(r'arg_removed\("([^"]*)"\)', body)
        for name in names:
            if gone:
                removed[name] = gone.group(1)
            else:
                flags.add(name)
        env.update(re.findall(r'set_env\("(LLAMA_ARG_\w+)"\)', body) if not gone else [])
    tools = {"llama-bench": set(re.findall(r'arg == "(-[^"]+)"', llama_bench_cpp)),
             "llama-quantize": set(re.findall(r'strcmp\(argv\[arg_idx\], "(-[^"]+)"\)', quantize_cpp))}
    return flags, env, removed, {tool: names for tool, names in tools.items() if names}


def extract_ollama(config_go: str) -> set[str]:
    return set(re.findall(r'"(OLLAMA_[A-Z0-9_]+)"', config_go))


def extract_vllm(arg_utils: str, *frontend_args: str) -> set[str]:
    """vllm/engine/arg_utils.py's add_argument flags, and the fields of the *Args dataclasses of
    vllm/entrypoints/common/cli_args.py, which vLLM turns into --field-name flags."""
    flags = set()
    for call in re.finditer(r"add_argument\(\s*((?:\"-[^\"]+\"\s*,\s*)+)", arg_utils):
        flags.update(re.findall(r'"(-[^"]+)"', call.group(1)))
    for text in frontend_args:
        for block in re.split(r"\n(?=class )", text):
            if re.match(r"class \w*Args\b", block):
                flags.update("--" + name.replace("_", "-") for name in re.findall(r"^    ([a-z][a-z0-9_]*): ", block, re.M))
    return flags


# ------------------------------------------------------------------ the articles' commands

@dataclass(frozen=True)
class FlagProblem:
    removed: bool
    runtime: str
    name: str
    line: str
    instead: str = ""

    def __str__(self) -> str:
        if self.removed:
            return f"uses {self.name}, which {self.runtime} removed ({self.instead or 'no replacement'}): {self.line.strip()[:120]}"
        return f"uses {self.name}, which {self.runtime}'s reference does not list: {self.line.strip()[:120]}"


def _command_lines(body: str) -> list[tuple[str, str]]:
    """(the line, the line before it) of every shell code block, and inline code that is a command."""
    lines, found, in_block, shell, previous = body.splitlines(), [], False, False, ""
    for line in lines:
        if FENCE.match(line.strip()):
            if not in_block:
                shell = line.strip()[3:].strip().lower() in SHELL_LANGUAGES
            in_block = not in_block
            previous = ""
            continue
        if in_block and shell:
            found.append((line, previous))
        elif not in_block:
            found += [(span, line) for span in re.findall(r"`([^`]+)`", line)]
        previous = line
    return found


def _is_history(line: str, previous: str) -> bool:
    text = f"{previous}\n{line}".lower()
    return any(word in text for word in HISTORY_WORDS)


def _program(line: str) -> tuple[str | None, str]:
    """The runtime a command line runs and its arguments (what follows the program, up to a pipe or the next command)."""
    for segment in re.split(r"\|\|?|&&|;", line):
        words = segment.split()
        for position, word in enumerate(words):
            name = re.split(r"[/\\]", word)[-1].removesuffix(".exe")
            if name in LLAMA_CPP_COMMON or name in LLAMA_CPP_OWN:
                return ("llama.cpp" if name in LLAMA_CPP_COMMON else LLAMA_CPP_OWN[name]), " ".join(words[position + 1:])
        if VLLM_COMMAND.search(segment):
            return "vllm", segment[VLLM_COMMAND.search(segment).end():]
    return None, ""


def check_article(body: str, references: dict[str, Reference]) -> list[FlagProblem]:
    problems: list[FlagProblem] = []
    llama, vllm, ollama = references.get("llama.cpp"), references.get("vllm"), references.get("ollama")
    for line, previous in _command_lines(body):
        if _is_history(line, previous):
            continue
        program, arguments = _program(line)
        known: set[str] | None = None
        if program == "llama.cpp" and llama:
            known, runtime, removed = llama.flags, "llama.cpp", llama.removed
        elif program in LLAMA_CPP_OWN.values() and llama and program in llama.tools:
            known, runtime, removed = llama.tools[program], f"llama.cpp's {program}", {}
        elif program == "vllm" and vllm:
            known, runtime, removed = vllm.flags, "vLLM", {}
        if known is not None:
            for name in FLAG.findall(arguments.split(" #")[0]):
                plain = name.split("=")[0]
                if plain in removed:
                    problems.append(FlagProblem(True, runtime, plain, line, removed[plain]))
                elif plain not in known and not (plain.startswith("--no-") and "--" + plain[5:] in known):
                    problems.append(FlagProblem(False, runtime, plain, line))
    for line in body.splitlines():
        if _is_history(line, ""):
            continue
        for name in ENV.findall(line):
            source = ollama if name.startswith("OLLAMA_") else llama
            if source and name not in source.env:
                problems.append(FlagProblem(False, "Ollama" if name.startswith("OLLAMA_") else "llama.cpp", name, line))
    return problems


# ------------------------------------------------------------------ refreshing the reference from checkouts

LLAMA_CPP_FILES = ("common/arg.cpp", "tools/llama-bench/llama-bench.cpp", "tools/quantize/quantize.cpp")
OLLAMA_FILES = ("envconfig/config.go",)
VLLM_FILES = ("vllm/engine/arg_utils.py", "vllm/entrypoints/common/cli_args.py")


def _read(root: Path, path: str) -> str:
    """A file of a source tree: a checkout or unpacked package, or a bare git directory (its HEAD)."""
    if (root / path).is_file():
        return (root / path).read_text(encoding="utf-8", errors="replace")
    import subprocess

    shown = subprocess.run(["git", "-C", str(root), "show", f"HEAD:{path}"], capture_output=True, text=True, check=False)
    if shown.returncode != 0:
        raise FileNotFoundError(f"{path} is not in {root}")
    return shown.stdout


def references_from_sources(llama_cpp: tuple[Path, str] | None, ollama: tuple[Path, str] | None,
                            vllm: tuple[Path, str] | None, current: dict[str, Reference]) -> dict[str, Reference]:
    """A new reference from source trees, each given with the version it is ("b7445", "v0.33.0-rc2 fb30760");
    a runtime not given keeps its current entry."""
    references = dict(current)
    if llama_cpp:
        root, version = llama_cpp
        flags, env, removed, tools = extract_llama_cpp(*(_read(root, path) for path in LLAMA_CPP_FILES))
        references["llama.cpp"] = Reference("llama.cpp", f"ggml-org/llama.cpp {', '.join(LLAMA_CPP_FILES)} @ {version}",
                                            flags, env, removed, tools)
    if ollama:
        root, version = ollama
        references["ollama"] = Reference("ollama", f"ollama/ollama envconfig/config.go @ {version}",
                                         env=extract_ollama(_read(root, OLLAMA_FILES[0])))
    if vllm:
        root, version = vllm
        references["vllm"] = Reference("vllm", f"vllm-project/vllm {', '.join(VLLM_FILES)} @ {version}",
                                       flags=extract_vllm(*(_read(root, path) for path in VLLM_FILES)))
    return references


def changes(old: dict[str, Reference], new: dict[str, Reference]) -> list[str]:
    """What a refresh changes, runtime by runtime, in words."""
    lines = []
    for runtime in sorted(set(old) | set(new)):
        before, after = old.get(runtime, Reference(runtime, "")), new.get(runtime, Reference(runtime, ""))
        for kind in ("flags", "env"):
            gone, added = getattr(before, kind) - getattr(after, kind), getattr(after, kind) - getattr(before, kind)
            if gone:
                lines.append(f"{runtime}: {kind} no longer defined: {', '.join(sorted(gone))}")
            if added:
                lines.append(f"{runtime}: new {kind}: {', '.join(sorted(added))}")
        newly_removed = set(after.removed) - set(before.removed)
        if newly_removed:
            lines.append(f"{runtime}: now removed: {', '.join(sorted(newly_removed))}")
    return lines
