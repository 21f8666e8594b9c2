#!/usr/bin/env python3
"""Serve Headroom under gunicorn on loopback and measure its pages against a bare view.

    .venv/bin/python benchmarks/serve.py [--seconds 3] [--rounds 3] [--concurrency 4]

Measures requests/s and p99 latency of an article page, the index, a search, a verdict page, the
catalog API and a POST to the fit API, and of ``/healthz`` (a bare Django view through the same
middleware) in the same run. Targets are measured in interleaved rounds, so a burst of noise from
another process hits all of them alike, and the ratio of each to the bare view is printed. Target
(issue #2): article and verdict pages >= 0.7x the bare view.

Then a fault: under load on the verdict page, one gunicorn worker is killed (SIGKILL, as the OOM
killer would); the requests that failed (connection reset or a non-200) are counted, and the site
must answer again within 5 s, when the master has started a new worker. Target: at most the
requests that worker had in flight are lost (no more than the concurrency).

Loopback only, with its own SQLite database and static root; the per-client rate limits are off
(one client makes every request here). Exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import http.client
import os
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {
    "bare view (/healthz)": "/healthz",
    "article page": "/kb/{article}/",
    "index": "/kb/",
    "search": "/kb/search/?q=ollama+uses+cpu",
    "verdict page": "/will-it-run/llama-3.3-70b/q4_k_m/geforce-rtx-4090/?ctx=8192",
    "catalog API": "/api/catalog/models",
    "fit API (POST)": "POST /api/fit",
}
FIT_BODY = b'{"model": "llama-3.1-8b", "quant": "q4_k_m", "gpu": ["geforce-rtx-4090"], "ctx": 8192}'
MINIMUM_RATIO = {"article page": 0.7, "verdict page": 0.7}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def fetch(port: int, path: str) -> tuple[int, float]:
    started = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        if path.startswith("POST "):
            connection.request("POST", path[5:], body=FIT_BODY, headers={"Host": "localhost", "Content-Type": "application/json"})
        else:
            connection.request("GET", path, headers={"Host": "localhost"})
        response = connection.getresponse()
        response.read()
        return response.status, time.perf_counter() - started
    finally:
        connection.close()


def measure(port: int, path: str, seconds: float, concurrency: int) -> tuple[float, float]:
    """(requests per second, p99 latency in ms) over ``seconds`` of load."""
    latencies: list[float] = []
    failures: list[int] = []
    deadline = time.perf_counter() + seconds
    lock = threading.Lock()

    def worker() -> None:
        while time.perf_counter() < deadline:
            status, elapsed = fetch(port, path)
            with lock:
                (latencies if status == 200 else failures).append(elapsed if status == 200 else status)

    started = time.perf_counter()
    threads = [threading.Thread(target=worker) for _ in range(concurrency)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise SystemExit(f"{path} answered {sorted(set(failures))}, not 200")
    elapsed = time.perf_counter() - started
    return len(latencies) / elapsed, statistics.quantiles(latencies, n=100)[98] * 1000


def kill_a_worker(master: int, port: int, path: str, seconds: float, concurrency: int) -> tuple[int, int, float]:
    """(requests failed, requests made, seconds until the site answered again) with one worker SIGKILLed mid-load."""
    outcomes: list[bool] = []
    lock = threading.Lock()
    deadline = time.perf_counter() + seconds

    def client() -> None:
        while time.perf_counter() < deadline:
            try:
                ok = fetch(port, path)[0] == 200
            except OSError:
                ok = False
            with lock:
                outcomes.append(ok)

    threads = [threading.Thread(target=client) for _ in range(concurrency)]
    for thread in threads:
        thread.start()
    time.sleep(seconds / 3)
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    killed_at = time.perf_counter()
    os.kill(int(children[0]), signal.SIGKILL)
    back_s = None
    while back_s is None and time.perf_counter() - killed_at < 30:
        try:
            if fetch(port, "/healthz")[0] == 200:
                back_s = time.perf_counter() - killed_at
        except OSError:
            time.sleep(0.05)
    for thread in threads:
        thread.join()
    return outcomes.count(False), len(outcomes), back_s if back_s is not None else float("inf")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0, help="load per target per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2, help="gunicorn worker processes")
    parser.add_argument("--article", default="cuda-out-of-memory", help="slug of the article page to measure")
    args = parser.parse_args()

    targets = {name: path.format(article=args.article) for name, path in TARGETS.items()}
    static_root = tempfile.mkdtemp(prefix="headroom-bench-static-")
    env = {**os.environ, "SECRET_KEY": secrets.token_urlsafe(50), "DEBUG": "False", "STATIC_ROOT": static_root,
           "DATABASE_URL": f"sqlite:///{static_root}/bench.sqlite3", "HEADROOM_RATE_POST": "", "HEADROOM_RATE_SAVE": ""}
    python = sys.executable
    subprocess.run([python, "manage.py", "collectstatic", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    subprocess.run([python, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    port = free_port()
    server = subprocess.Popen(
        [python, "-m", "gunicorn", "config.wsgi", "--bind", f"127.0.0.1:{port}", "--workers", str(args.workers),
         "--log-level", "warning"],
        cwd=ROOT,
        env=env,
    )
    try:
        for _ in range(100):
            try:
                if fetch(port, "/healthz")[0] == 200:
                    break
            except OSError:
                time.sleep(0.1)
        else:
            raise SystemExit("gunicorn did not start")
        for path in targets.values():  # warm every worker's caches
            for _ in range(4 * args.workers):
                fetch(port, path)
        samples: dict[str, list[tuple[float, float]]] = {name: [] for name in TARGETS}
        for _ in range(args.rounds):
            for name, path in targets.items():
                samples[name].append(measure(port, path, args.seconds, args.concurrency))
        fault = kill_a_worker(server.pid, port, targets["verdict page"], args.seconds, args.concurrency)
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(static_root, ignore_errors=True)

    baseline = statistics.median(rps for rps, _ in samples["bare view (/healthz)"])
    print(f"gunicorn, {args.workers} workers, {args.concurrency} concurrent clients, "
          f"{args.rounds} interleaved rounds of {args.seconds:g} s each; medians:")
    print(f"{'target':24} {'req/s':>9} {'p99 ms':>8} {'vs bare':>8}")
    missed = []
    for name in TARGETS:
        rps = statistics.median(value for value, _ in samples[name])
        p99 = statistics.median(value for _, value in samples[name])
        ratio = rps / baseline
        print(f"{name:24} {rps:9.1f} {p99:8.1f} {ratio:7.2f}x")
        if name in MINIMUM_RATIO and ratio < MINIMUM_RATIO[name]:
            missed.append(f"{name}: {ratio:.2f}x < {MINIMUM_RATIO[name]}x")
    lost, total, back_s = fault
    print(f"a worker killed under load on the verdict page: {lost} of {total} requests lost "
          f"({lost / max(total, 1):.2%}); answering again after {back_s:.2f} s")
    if lost > args.concurrency:
        missed.append(f"{lost} requests lost when a worker died (more than the {args.concurrency} in flight)")
    if back_s > 5:
        missed.append(f"the site took {back_s:.1f} s to answer again")
    print("targets:", "; ".join(missed) if missed else "met (" + ", ".join(f"{k} >= {v}x" for k, v in MINIMUM_RATIO.items())
          + f", at most {args.concurrency} requests lost when a worker dies)")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
