"""Timing helpers shared by the benchmark scripts: medians of repeated fresh processes, each
reported beside `python3 -c pass` measured in the same run, because the machines are noisy."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time


def time_command(argv: list[str], runs: int, env: dict | None = None, stdin: bytes | None = None) -> float:
    """Median wall time in milliseconds of `runs` fresh runs (one warm-up run first)."""
    environment = {**os.environ, **(env or {})}
    subprocess.run(argv, env=environment, input=stdin, capture_output=True)
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, env=environment, input=stdin, capture_output=True)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def baseline(runs: int) -> float:
    return time_command([sys.executable, "-c", "pass"], runs)


def report(name: str, millis: float, base: float) -> None:
    print(f"{name:<48} {millis:8.1f} ms   {millis / base:5.1f}x python -c pass")
