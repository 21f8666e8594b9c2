"""What the verdict templates show for one verdict: the verdict, its recommendations linked to their
own verdicts, and the articles that explain it. Shared by the Will it run? pages and This machine
(a local model's verdict); reads the knowledge base, so it runs inside Django."""

from __future__ import annotations

from checker.fit.catalog import Catalog
from checker.fit.links import canonical_parts, model_file_name, verdict_url
from checker.fit.query import FitQuery, resolve_names, to_fit_input
from checker.fit.runtimes import RUNTIMES
from checker.fit.verdicts import Verdict, build, memoized
from kb.site_library import get_library

VERDICT_ARTICLES = {
    "fits": ["kv-cache-grows-with-context", "expected-tokens-per-second", "setting-context-length"],
    "partial_offload": ["vram-spill-partial-offload", "llama-cpp-gpu-layers", "choosing-a-quantization", "moe-expert-offload"],
    "wont_fit": ["cuda-out-of-memory", "choosing-a-quantization", "kv-cache-quantization", "vram-spill-partial-offload"],
}


def _articles(slugs: list[str]) -> list:
    library = get_library()
    return [article for slug in slugs if (article := library.get(slug))]


def verdict_context(query: FitQuery, catalog: Catalog) -> dict:
    query = resolve_names(query, catalog)  # names as typed become catalog ids, so the address is canonical
    parts = canonical_parts(query)
    inp = to_fit_input(query, catalog)
    key = (parts.model, parts.quant, parts.gpus, parts.querystring) if parts else None
    data = memoized(key, catalog, lambda: build(inp, catalog, model_file_name(query, catalog))) if key else \
        build(inp, catalog, model_file_name(query, catalog))
    return {
        "recommendation_links": [(r.text, _changed_url(query, r.change)) for r in data.recommendations],
        "verdict": data,
        "result": data.estimate,
        "verdict_url": verdict_url(query),
        "runtime_name": RUNTIMES[query.runtime],
        "verdict_articles": _articles(VERDICT_ARTICLES[data.estimate.verdict]),
        "gpu_ids": [g for g in query.gpu if isinstance(g, str)],
    }


def _changed_url(query: FitQuery, change: dict) -> str | None:
    if not change:
        return None
    update = {key: (value == "on" if key == "flash_attn" else value) for key, value in change.items()}
    return verdict_url(query.model_copy(update=update))


def unshared_verdict_context(data: Verdict, runtime: str, gpu_ids: list[str]) -> dict:
    """What will_it_run.html#result needs for a verdict that has no address of its own (a model of
    your own, or a file on this machine): its recommendations are shown without links."""
    return {
        "verdict": data, "result": data.estimate, "verdict_url": None, "runtime_name": RUNTIMES[runtime],
        "verdict_articles": _articles(VERDICT_ARTICLES[data.estimate.verdict]),
        "recommendation_links": [(r.text, None) for r in data.recommendations], "gpu_ids": gpu_ids,
    }
