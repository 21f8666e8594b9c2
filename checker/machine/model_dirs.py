"""Where Ollama, LM Studio and llama.cpp keep their models on this OS (see checker/machine/local_models.py).

Standard library only: config/settings.py imports it at start-up, so it must not pull in the gguf
package (and numpy) the way the model scan does.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def default_model_dirs(env: dict[str, str] | None = None, home: Path | None = None) -> list[Path]:
    """The usual places of Ollama, LM Studio and llama.cpp models on this OS (existing or not)."""
    env = dict(os.environ) if env is None else env
    home = home or Path.home()
    dirs = [Path(env["OLLAMA_MODELS"])] if env.get("OLLAMA_MODELS") else []
    dirs += [home / ".ollama" / "models", Path("/usr/share/ollama/.ollama/models"),
             home / ".lmstudio" / "models", home / ".cache" / "lm-studio" / "models"]
    if env.get("LLAMA_CACHE"):
        dirs.append(Path(env["LLAMA_CACHE"]))
    elif sys.platform == "darwin":
        dirs.append(home / "Library" / "Caches" / "llama.cpp")
    elif os.name == "nt" and env.get("LOCALAPPDATA"):
        dirs.append(Path(env["LOCALAPPDATA"]) / "llama.cpp")
    else:
        dirs.append(Path(env.get("XDG_CACHE_HOME") or home / ".cache") / "llama.cpp")
    unique: list[Path] = []
    for folder in dirs:
        if folder not in unique:
            unique.append(folder)
    return unique
