"""The GGUF models on this machine: find them and read their headers (checker.machine.judge judges them).

Where they are found (``HEADROOM_MODEL_DIRS``, or by default the folders below that exist):

- Ollama's model store (``$OLLAMA_MODELS``, ``~/.ollama/models``, and ``/usr/share/ollama/.ollama/models``
  of the Linux service install): the blobs have no names, so each manifest under ``manifests/`` is read
  and its layer of media type ``application/vnd.ollama.image.model`` names its blob
  (``blobs/sha256-<digest>``); ``registry.ollama.ai/library/qwen3/8b`` becomes ``qwen3:8b``.
- LM Studio's models folder (``~/.lmstudio/models``; ``~/.cache/lm-studio/models`` before 0.3) and the
  llama.cpp download cache (``$LLAMA_CACHE``, ``~/.cache/llama.cpp``, ``~/Library/Caches/llama.cpp`` on
  macOS, ``%LOCALAPPDATA%/llama.cpp`` on Windows): every ``*.gguf`` file, split models
  (``-00001-of-00003.gguf``) as one model, vision projectors (``mmproj*``) left out.

Only the header is read (metadata and tensor sizes, through the gguf package's memory map), never the
weights. Plain Python, no Django import.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from checker.fit.gguf_header import GgufError, GgufHeader, read_header_from_file

OLLAMA_MODEL_LAYER = "application/vnd.ollama.image.model"
SPLIT = re.compile(r"^(?P<stem>.+)-(?P<part>\d{5})-of-(?P<count>\d{5})\.gguf$", re.IGNORECASE)
MAX_MANIFEST_BYTES = 1024 * 1024


@dataclass
class LocalModel:
    name: str  # the Ollama tag, or the file name without .gguf
    path: Path  # the blob or the (first) file
    source: str  # "ollama" or "file"
    size_bytes: int
    parts: list[Path] = field(default_factory=list)  # every file of a split model, in order
    header: GgufHeader | None = None
    problem: str | None = None  # why the header could not be read

    @property
    def key(self) -> str:
        """A stable id for the model's page on this machine (the path is not put in the address)."""
        return hashlib.sha256(str(self.path).encode()).hexdigest()[:16]


@dataclass
class Scan:
    folders: list[tuple[Path, str]] = field(default_factory=list)  # (folder, what was found or why nothing was)
    models: list[LocalModel] = field(default_factory=list)


def _ollama_name(relative: Path) -> str:
    parts = list(relative.parts)
    if len(parts) < 3:
        return "/".join(parts)
    *repository, name, tag = parts
    if repository[:2] == ["registry.ollama.ai", "library"]:
        prefix = ""
    elif repository[:1] == ["registry.ollama.ai"]:
        prefix = "/".join(repository[1:]) + "/"
    else:
        prefix = "/".join(repository) + "/"
    return f"{prefix}{name}:{tag}"


def _scan_ollama(store: Path) -> tuple[list[LocalModel], str]:
    models, unreadable = [], 0
    manifests = store / "manifests"
    for manifest in sorted(p for p in manifests.rglob("*") if p.is_file()):
        try:
            if manifest.stat().st_size > MAX_MANIFEST_BYTES:
                continue
            data = json.loads(manifest.read_text(encoding="utf-8"))
            layer = next(item for item in data.get("layers", []) if item.get("mediaType") == OLLAMA_MODEL_LAYER)
            digest = str(layer["digest"]).replace(":", "-")
        except (OSError, ValueError, RecursionError, StopIteration, KeyError, TypeError, AttributeError):
            unreadable += 1
            continue
        blob = store / "blobs" / digest
        name = _ollama_name(manifest.relative_to(manifests))
        if not blob.is_file():
            models.append(LocalModel(name, blob, "ollama", 0, problem=f"the manifest names {blob.name}, which is not in blobs/ "
                                                                       "(an interrupted pull: run ollama pull again)"))
            continue
        models.append(LocalModel(name, blob, "ollama", blob.stat().st_size, [blob]))
    what = f"Ollama store: {len(models)} model(s)"
    if unreadable:
        what += f", {unreadable} manifest(s) unreadable"
    return models, what


def _scan_files(folder: Path) -> tuple[list[LocalModel], str]:
    singles, splits = [], {}
    for path in sorted(folder.rglob("*.gguf")):
        if not path.is_file() or path.name.lower().startswith("mmproj"):
            continue
        split = SPLIT.match(path.name)
        if split:
            splits.setdefault((path.parent, split.group("stem"), int(split.group("count"))), []).append(path)
            continue
        singles.append(LocalModel(path.stem, path, "file", path.stat().st_size, [path]))
    for (parent, stem, count), parts in splits.items():
        parts.sort()
        model = LocalModel(stem, parts[0], "file", sum(p.stat().st_size for p in parts), parts)
        if len(parts) != count:
            model.problem = f"{len(parts)} of its {count} parts are here; the others are missing"
        singles.append(model)
    singles.sort(key=lambda m: m.name.lower())
    return singles, f"{len(singles)} GGUF model(s)"


def find_models(folders: Iterable[Path]) -> Scan:
    """Every model in ``folders``, without reading any header yet; never raises for a folder."""
    scan = Scan()
    for folder in folders:
        folder = Path(folder).expanduser()
        try:
            if not folder.exists():
                scan.folders.append((folder, "does not exist"))
                continue
            if not folder.is_dir():
                scan.folders.append((folder, "is not a folder"))
                continue
            if (folder / "manifests").is_dir() and (folder / "blobs").is_dir():
                models, what = _scan_ollama(folder)
            else:
                models, what = _scan_files(folder)
        except PermissionError:
            scan.folders.append((folder, "cannot be read (permission denied)"))
            continue
        except OSError as error:
            scan.folders.append((folder, f"cannot be read ({error.strerror or error})"))
            continue
        known = {m.path for m in scan.models}
        scan.models += [m for m in models if m.path not in known]
        scan.folders.append((folder, what))
    return scan


_HEADERS: dict[tuple[str, int, int, int], GgufHeader] = {}  # headers already read, by file identity


def read_model(model: LocalModel) -> LocalModel:
    """Read the header (every part's tensors, for a split model); a problem is recorded, never raised."""
    if model.problem or model.header is not None:
        return model
    try:
        headers = []
        for part in model.parts:
            stat = part.stat()
            key = (str(part), stat.st_size, stat.st_mtime_ns, stat.st_ino)
            if key not in _HEADERS:
                _HEADERS[key] = read_header_from_file(part)
            headers.append(_HEADERS[key])
    except PermissionError:
        model.problem = "Headroom may not read this file (permission denied)"
        return model
    except GgufError as error:
        model.problem = f"not a readable GGUF file: {error}"
        return model
    except OSError as error:
        model.problem = f"cannot be read ({error.strerror or error})"
        return model
    header = headers[0]
    if len(headers) > 1:
        merged = GgufHeader(header.version, dict(header.metadata), dict(header.array_lengths))
        merged.tensors = [tensor for part in headers for tensor in part.tensors]
        header = merged
    declared = sum(t.n_bytes for t in header.tensors)
    if declared > model.size_bytes:
        model.problem = (f"the file is cut short: its tensors need {declared / 2**30:.2f} GiB but it holds "
                         f"{model.size_bytes / 2**30:.2f} GiB (an interrupted download?)")
        return model
    model.header = header
    return model


def read_models(models: list[LocalModel], progress: Callable[[int, int, LocalModel], None] | None = None) -> list[LocalModel]:
    for number, model in enumerate(models, 1):
        read_model(model)
        if progress is not None:
            progress(number, len(models), model)
    return models
