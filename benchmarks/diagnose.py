"""How fast Diagnose reads a paste and runs its rules.

Three measurements, each as a time and as a ratio to a fixed piece of pure-Python work
(sorting 20,000 floats) timed in the same run, so the ratios compare across noisy machines:

- a typical paste: the median over every real paste in tests/data/pastes (target: under 5 ms);
- a large multi-GPU ``nvidia-smi -q``: the real RTX 4080 SUPER ``-q`` output with its GPU block
  repeated for 8 GPUs on distinct bus ids, as an 8-GPU server prints it (throughput in MiB/s);
- a long load log: the real llama.cpp and Ollama logs of tests/data/logs repeated to about 2 MiB,
  as a server log that ran for days (throughput in MiB/s);
- hostile long lines: every real paste with a 64 KiB run of one character (letters, digits,
  separators, spaces, tabs) glued to one of its lines, and the same runs after the start of a row
  of each format (ROW_STARTS), and lines of one field repeated (REPEATED_FIELDS), the slowest of them. A pattern that retries from every
  character of a run is quadratic there (a 512 KiB line once took minutes); target: the slowest
  under 0.5 s, so no paste within the size limit can hold a worker.

Run:
    .venv/bin/python benchmarks/diagnose.py
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from timing import baseline as measure_baseline, timed  # noqa: E402  (benchmarks/timing.py, beside this script)

from checker.diagnose.rules import diagnose  # noqa: E402

PASTES = ROOT / "tests" / "data" / "pastes"
LOGS = ROOT / "tests" / "data" / "logs"
TARGET_TYPICAL_S = 0.005
TARGET_HOSTILE_S = 0.5
RUNS = ("x", "1", "a/", "a:", "1 ", "a-1", "(", "|", "%", "a.", " ", "\t", "a,", "[", "ggml_vulkan: 0 = ", "CUDA error 1 at x")
# The start of a line each parser reads, so that a run glued after it reaches the pattern for that
# format (a table row, a gpustat row, a --query-gpu header and row, a -q field): where the row
# patterns once retried over a run of spaces for seconds (npu-smi's row pattern did again until 2026-11-27, on the
# nvidia-smi row's start: its own NPU and chip rows are here since).
ROW_STARTS = ("| 0 ", "| 0  NVIDIA GeForce RTX 3090  ", "| 30%   30C    P8     30W /  350W |   2MiB /  24576MiB |   0% ",
              "[0] NVIDIA GeForce RTX 3090 | ", "index, name, memory.used [MiB]\n0, ", "    Product Name : ",
              "| 0     910B2C              | OK            | ", "| 0     0                   | 0000:9D:00.0  | ")
# And a line of one field repeated (64 KiB of llama.cpp's system_info "AVX = 1 | "): a pattern with an unbounded gap
# between two of its fields retries from each repetition (CPU_FALLBACK's "BLAS = 0" reading took 0.65 s on it before its
# gap was bounded, 2026-11-28).
REPEATED_FIELDS = ("AVX = 1 | ", "| 0 | ", "0 MiB, ")


def hostile(text: str, run: str, size: int = 64 * 1024) -> str:
    """``text`` with a run of ``run`` glued to its middle line."""
    lines = text.splitlines() or [""]
    middle = len(lines) // 2
    lines[middle] += (run * (size // len(run) + 1))[:size]
    return "\n".join(lines)


def eight_gpu_query() -> str:
    text = (PASTES / "nvidia-smi-q" / "exporter-rtx4080s-595-q-load.txt").read_text()
    head, _, block = text.partition("GPU 00000000:01:00.0\n")
    head = head.replace("Attached GPUs                                          : 1",
                        "Attached GPUs                                          : 8")
    return head + "".join(f"GPU 00000000:{bus:02X}:00.0\n" + block.rstrip("\n") + "\n\n" for bus in range(1, 9))


def long_log() -> str:
    one = "".join(path.read_text() for path in sorted(LOGS.glob("*.log")))
    return one * (2 * 1024 * 1024 // len(one) + 1)


def main() -> int:
    pastes = [path.read_text() for path in sorted(PASTES.glob("*/*.txt"))]
    baseline = measure_baseline()
    typical = statistics.median(timed(lambda text=text: diagnose(text), 20) for text in pastes)
    query = eight_gpu_query()
    assert len(diagnose(query).snapshot.gpus) == 8, "the 8-GPU -q output must parse as 8 GPUs"
    query_s = timed(lambda: diagnose(query), 10)
    log = long_log()
    log_s = timed(lambda: diagnose(log), 3)
    cases = [(hostile(text, run), f"{path.name} + {run!r}")
             for path, text in zip(sorted(PASTES.glob("*/*.txt")), pastes, strict=True) for run in RUNS]
    cases += [(hostile(start, run) + end, f"{start.strip()[:24]!r} + {run!r} + {end!r}")
              for start in ROW_STARTS for run in RUNS for end in ("", "x", " |")]
    cases += [(hostile("", field), f"{field!r} repeated") for field in REPEATED_FIELDS]
    worst_s, worst_what = max((timed(lambda text=text: diagnose(text), 1), what) for text, what in cases)
    mib = 1024 * 1024
    print(f"baseline (sort 20,000 floats): {baseline * 1e3:.2f} ms")
    print(f"typical paste, median of {len(pastes)} real pastes: {typical * 1e3:.2f} ms = {typical / baseline:.2f}x baseline")
    print(f"8-GPU nvidia-smi -q ({len(query) / 1024:.0f} KiB): {query_s * 1e3:.1f} ms = {query_s / baseline:.1f}x baseline, "
          f"{len(query) / mib / query_s:.1f} MiB/s")
    print(f"long load log ({len(log) / mib:.1f} MiB): {log_s * 1e3:.0f} ms = {log_s / baseline:.0f}x baseline, "
          f"{len(log) / mib / log_s:.1f} MiB/s")
    print(f"hostile long line, slowest of {len(cases)}: {worst_s * 1e3:.0f} ms = {worst_s / baseline:.0f}x baseline "
          f"({worst_what})")
    met = typical < TARGET_TYPICAL_S and worst_s < TARGET_HOSTILE_S
    print("targets: a typical paste under 5 ms, the slowest hostile line under 0.5 s:", "met" if met else "MISSED")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
