"""How close the weights of a model given by its architecture come to real GGUF files (issue #13, item 2).

The data, benchmarks/data/gguf_file_sizes.json, holds sizes of real GGUF files as their sources
printed them (catalog byte counts, llama.cpp's "model size = 4.58 GiB" lines, Hugging Face pages),
each with its source and excerpt: none of them was computed here, and none comes from Headroom's
catalog. For every file, the model is described as a user of POST /api/fit would describe it
(the dimensions a config.json or a load log gives, and the parameter count) and its weights are
estimated three ways in the same run:

- rule: the field's rule of thumb, parameters x the quantization's nominal bits / 8;
- solved: the FFN (or expert) width solved from the parameter count, as the API does when
  ``intermediate_size`` is left out, then llama.cpp's per-tensor types;
- given: the same with the real width given (the best the per-tensor model can do).

A published size counts as matched within 3 %. Sizes printed rounded ("16.6 GB") carry their
rounding; byte counts include the file's header (a few MB of tokenizer), which the estimate, like
llama.cpp's "model size", leaves out.

Held out: the files of a fifth of the models, by a hash of the model id, were not looked at while
the solve and the per-tensor rules were tuned; their figures are printed beside the rest. Files whose
sources say they were made another way (an early llama.cpp's K-quant mix, experts kept in MXFP4
under another quantization's name, a QAT release, a split file printed only in parts, an uncertain
match) are listed and left out, each with its reason.

    .venv/bin/python benchmarks/weights_accuracy.py        # -v lists every tuning file
"""

from __future__ import annotations

import hashlib
import json
import re
import statistics
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from checker.fit.catalog import Catalog, load_catalog  # noqa: E402
from checker.fit.query import CustomModel  # noqa: E402
from checker.fit.weights import weights_layout  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "gguf_file_sizes.json"
TOLERANCE = 0.03
# What a source note says when the file was not made the way today's llama.cpp makes that quantization.
LEFT_OUT = {
    "an early llama.cpp's K-quant mix": ("GGMLv3", "Aug 2023", "commit 8a7b2fa"),
    "the experts stay MXFP4 under another quantization's name": ("keeps the MoE expert tensors in MXFP4", "keeps experts in MXFP4",
                                                                  "experts stay MXFP4", "re-quantized to Q8_0 (from a BF16"),
    "a QAT release (its embedding is not the named type)": ("QAT",),
    "a split file printed only in parts": ("only the part sizes", "only part sizes"),
    "an uncertain match": ("UNCERTAIN",),
}
# llama.cpp's architecture name for each model family of the data (what a load log prints as `arch`).
ARCHITECTURES = (("llama-4", "llama4"), ("llama", "llama"), ("mistral", "llama"), ("mixtral", "llama"), ("qwen3-30b", "qwen3moe"),
                 ("qwen3-235b", "qwen3moe"), ("qwen3", "qwen3"), ("qwen2", "qwen2"), ("gemma-2", "gemma2"), ("gemma-3", "gemma3"),
                 ("phi", "phi3"), ("gpt-oss", "gpt-oss"), ("deepseek", "deepseek2"))
NOMINAL_BITS = {"q2": 2, "q3": 3, "q4": 4, "q5": 5, "q6": 6, "q8": 8, "f16": 16, "bf16": 16, "mxfp4": 4}
PRINTED = re.compile(r"^\s*([\d.]+)\s*(GiB|MiB|GB|MB)\b")
UNITS = {"GiB": 2**30, "MiB": 2**20, "GB": 1e9, "MB": 1e6}


def held_out(model_id: str) -> bool:
    """A fixed fifth of the models, by a hash of their id: never looked at while tuning."""
    return int(hashlib.sha256(model_id.encode()).hexdigest(), 16) % 5 == 0


def published_bytes(record: dict) -> float | None:
    if record.get("size_bytes"):
        return float(record["size_bytes"])
    match = PRINTED.match(record.get("size_printed") or "")
    return float(match.group(1)) * UNITS[match.group(2)] if match else None


def left_out(record: dict) -> str | None:
    note = record.get("note") or ""
    return next((reason for reason, marks in LEFT_OUT.items() if any(mark in note for mark in marks)), None)


def architecture(model_id: str) -> str:
    return next(arch for prefix, arch in ARCHITECTURES if model_id.startswith(prefix))


def described(entry: dict, *, given_width: bool) -> CustomModel:
    """The model as a user gives it to POST /api/fit: its config.json dimensions and parameter count."""
    a = entry["architecture"]
    fields = {"name": entry["name"], "architecture": architecture(entry["id"]), "n_layers": a["num_hidden_layers"],
              "hidden_size": a["hidden_size"], "n_heads": a["num_attention_heads"], "n_kv_heads": a.get("num_key_value_heads"),
              "head_dim": a.get("head_dim"), "vocab_size": a["vocab_size"], "params_b": entry["params_b"],
              "tie_word_embeddings": bool(a.get("tie_word_embeddings")), "active_params_b": entry.get("active_params_b")}
    if a.get("num_experts"):
        fields |= {"n_experts": a["num_experts"], "n_experts_used": a["num_experts_per_tok"]}
        if given_width:
            fields["expert_intermediate_size"] = a["moe_intermediate_size"]
    elif given_width:
        fields["intermediate_size"] = a["intermediate_size"]
    return CustomModel(**fields)


def rule_bytes(entry: dict, quant: str) -> float:
    bits = next(b for prefix, b in sorted(NOMINAL_BITS.items(), key=lambda kv: -len(kv[0])) if quant.startswith(prefix))
    return entry["params_b"] * 1e9 * bits / 8


@dataclass
class Case:
    model: str
    quant: str
    truth: float
    held_out: bool
    errors: dict[str, float] = field(default_factory=dict)
    skipped: str | None = None


def mix_id(quant: str) -> str:
    return "mxfp4_moe" if quant == "mxfp4" else quant


def cases(catalog: Catalog) -> list[Case]:
    data = json.loads(DATA.read_text())
    out: list[Case] = []
    for entry in data["models"]:
        for record in entry["files"]:
            truth = published_bytes(record)
            case = Case(entry["id"], record["quant"], truth or 0.0, held_out(entry["id"]))
            out.append(case)
            case.skipped = left_out(record) or (None if truth else "no size a number can be read from")
            if entry["architecture"].get("mla") or entry["architecture"].get("moe_n_shared"):
                case.skipped = case.skipped or "an architecture the API's model fields do not describe (MLA, shared experts)"
            if mix_id(record["quant"]) not in catalog.mixes:
                case.skipped = case.skipped or f"no quantization {record['quant']} in the catalog"
            if case.skipped:
                continue
            mix = catalog.mixes[mix_id(record["quant"])]
            case.errors["rule"] = rule_bytes(entry, record["quant"]) / truth - 1
            for name, given in (("solved", False), ("given", True)):
                layout = weights_layout(described(entry, given_width=given).to_model(), mix, catalog)
                case.errors[name] = layout.file_bytes / truth - 1
    return out


def summary(rows: list[Case], method: str) -> str:
    errors = [abs(c.errors[method]) for c in rows]
    if not errors:
        return "no files"
    within = sum(e <= TOLERANCE for e in errors) / len(errors)
    ranked = sorted(errors)
    p90 = ranked[min(len(ranked) - 1, int(0.9 * len(ranked)))]
    return f"{within:6.1%} within 3 %   median {statistics.median(errors):6.2%}   p90 {p90:6.2%}"


def main() -> None:
    catalog = load_catalog(ROOT / "content" / "catalog")
    all_cases = cases(catalog)
    measured = [c for c in all_cases if not c.skipped]
    print(f"{len(measured)} published GGUF files of {len({c.model for c in measured})} models measured, "
          f"{len(all_cases) - len(measured)} left out (reasons below)\n")
    for label, rows in (("tuning", [c for c in measured if not c.held_out]), ("held out", [c for c in measured if c.held_out])):
        print(f"{label} ({len(rows)} files, {len({c.model for c in rows})} models)")
        for method in ("rule", "solved", "given"):
            print(f"  {method:7} {summary(rows, method)}")
        solved = [abs(c.errors['solved']) for c in rows]
        rule = [abs(c.errors['rule']) for c in rows]
        if solved and rule:
            print(f"  median error of the solve / the rule of thumb: {statistics.median(solved) / statistics.median(rule):.2f}")
    print("\nleft out:")
    reasons: dict[str, list[str]] = {}
    for c in all_cases:
        if c.skipped:
            reasons.setdefault(c.skipped, []).append(f"{c.model} {c.quant}")
    for reason, files in reasons.items():
        print(f"  {reason}: {', '.join(files)}")
    if "-v" in sys.argv:
        print("\ntuning file                        solved   given    rule")
        for c in measured:
            if not c.held_out:
                print(f" {c.model:24} {c.quant:8} {c.errors['solved']:+7.2%} {c.errors['given']:+7.2%} {c.errors['rule']:+7.2%}")
    else:
        misses = [c for c in measured if not c.held_out and abs(c.errors["solved"]) > TOLERANCE]
        if misses:
            print("\ntuning files the solve misses by more than 3 %:")
            for c in misses:
                print(f"  {c.model} {c.quant}: {c.errors['solved']:+.2%} (width given: {c.errors['given']:+.2%})")


if __name__ == "__main__":
    main()
