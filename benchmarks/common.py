"""Timing helpers shared by the benchmark scripts: medians of repeated fresh processes, each
reported beside `python3 -c pass` measured in the same run, because the machines are noisy."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

# Child processes may write bytecode, as an installed package has it; a shell with
# PYTHONDONTWRITEBYTECODE set would otherwise recompile riftcheck's own modules on every run.
WITH_BYTECODE = {"PYTHONDONTWRITEBYTECODE": ""}

# The framework floor of a command that prints JSON: typer alone, no riftcheck.
MINIMAL_TYPER_JSON = """
import json, typer
app = typer.Typer()
@app.command()
def main(query: str) -> None:
    print(json.dumps({"query": query}))
app()
"""


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


def interleaved_medians(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    """Median wall time in milliseconds of each command, after one warm-up run of each.

    Every command runs once per round, so a burst of load on the machine slows every
    figure alike instead of one command's whole block.
    """
    environment = {**os.environ, **WITH_BYTECODE}
    samples: dict[str, list[float]] = {label: [] for label in commands}
    for round_number in range(runs + 1):
        for label, argv in commands.items():
            start = time.perf_counter()
            subprocess.run(argv, env=environment, capture_output=True)
            if round_number:  # round 0 builds caches and bytecode
                samples[label].append((time.perf_counter() - start) * 1000)
    return {label: statistics.median(times) for label, times in samples.items()}


def baseline(runs: int) -> float:
    return time_command([sys.executable, "-c", "pass"], runs)


def report(name: str, millis: float, base: float, target: float | None = None) -> None:
    """One row: the median, its ratio to `python -c pass` and, given a target ratio, whether it meets it."""
    verdict = "" if target is None else f"   target {target:4.1f}x  {'PASS' if millis / base <= target else 'FAIL'}"
    print(f"{name:<48} {millis:8.1f} ms   {millis / base:5.2f}x python -c pass{verdict}")
