#!/usr/bin/env python3
"""Set up and run Headroom with nothing but Python 3.11+.

    python3 tasks.py serve   # set up, then run the site at http://127.0.0.1:8000
    python3 tasks.py test    # set up, then run the whole test suite (extra args go to pytest)

Both create ``.venv`` and install the project into it (again only when
pyproject.toml changed). ``test`` also installs Debian's ``chromium`` for the
browser tests when it is missing and the machine can (root, apt-get); the
tests never download a browser of their own.
Standard library only: this script runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
STAMP = VENV / ".install-stamp"
CHROMIUM = "/usr/bin/chromium"


def run(*command: str | Path, env: dict[str, str] | None = None) -> None:
    print("+", " ".join(str(part) for part in command), flush=True)
    subprocess.run([str(part) for part in command], check=True, cwd=ROOT, env=env)


def ensure_venv() -> None:
    if sys.version_info < (3, 11):
        sys.exit(f"Headroom needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    if not PYTHON.exists():
        print(f"Creating {VENV.name}/", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted:
        return
    run(PYTHON, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(PYTHON, "-m", "pip", "install", "--quiet", "-e", ".[dev]")
    STAMP.write_text(wanted)


def ensure_chromium() -> None:
    if Path(CHROMIUM).exists():
        return
    apt = shutil.which("apt-get")
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    sudo = [] if is_root else (["sudo", "-n"] if shutil.which("sudo") else None)
    if apt is None or sudo is None:
        print(
            f"! {CHROMIUM} is missing and cannot be installed here (needs apt-get and root): "
            "the browser tests will be skipped. Install Debian's 'chromium' package to run them.",
            flush=True,
        )
        return
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(*sudo, "apt-get", "update", "-qq", env=env)
    run(*sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium", env=env)


def serve() -> None:
    ensure_venv()
    env = {**os.environ, "DEBUG": os.environ.get("DEBUG", "True")}
    run(PYTHON, "manage.py", "migrate", "--noinput", env=env)
    run(PYTHON, "manage.py", "runserver", "127.0.0.1:8000", env=env)


def test(pytest_args: list[str]) -> None:
    ensure_venv()
    ensure_chromium()
    result = subprocess.run([str(PYTHON), "-m", "pytest", *pytest_args], cwd=ROOT)
    sys.exit(result.returncode)


def main(argv: list[str]) -> None:
    if len(argv) < 2 or argv[1] not in ("serve", "test"):
        sys.exit(__doc__)
    try:
        if argv[1] == "serve":
            serve()
        else:
            test(argv[2:])
    except subprocess.CalledProcessError as error:
        sys.exit(error.returncode)
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main(sys.argv)
