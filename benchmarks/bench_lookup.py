"""`riftcheck lookup` and `riftcheck glossary` cold start, as ratios to `python3 -c pass`.

Targets: lookup -o json at most 6x, lookup with the rich panel at most 9x python -c pass.
Each figure is the median of fresh processes with the glossary cache already built. Runs are
interleaved (every command once per round, baseline included), so a burst of load on the
machine slows every figure alike instead of one command's whole block.

For scale, the same run times a minimal typer app that prints JSON and one that prints a rich
panel: the framework floor every command pays. Child processes may write bytecode, as an
installed package has it; a shell with PYTHONDONTWRITEBYTECODE set would otherwise recompile
riftcheck's own modules on every run.

Usage: python benchmarks/bench_lookup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import report  # noqa: E402

TARGETS = {"json": 6.0, "panel": 9.0}
WITH_BYTECODE = {"PYTHONDONTWRITEBYTECODE": ""}

MINIMAL_TYPER_JSON = """
import json, typer
app = typer.Typer()
@app.command()
def main(query: str) -> None:
    print(json.dumps({"query": query}))
app()
"""
MINIMAL_TYPER_PANEL = """
import typer
app = typer.Typer()
@app.command()
def main(query: str) -> None:
    from rich.console import Console
    from rich.panel import Panel
    Console().print(Panel(query))
app()
"""

CASES = (
    # (label, arguments, target)
    ("lookup accelerate -o json (exact)", ["lookup", "accelerate", "-o", "json"], "json"),
    ("lookup เร่งความเร็ว -o json (exact, Thai)", ["lookup", "เร่งความเร็ว", "-o", "json"], "json"),
    ("lookup acelerate -o json (fuzzy)", ["lookup", "acelerate", "-o", "json"], "json"),
    ("lookup ฟแแำสำพฟะำ -o json (layout)", ["lookup", "ฟแแำสำพฟะำ", "-o", "json"], "json"),
    ("lookup เร่งความเร็ว (panel, keyword: card count)", ["lookup", "เร่งความเร็ว"], "panel"),
    ("lookup ready (panel)", ["lookup", "ready"], "panel"),
    ("lookup acelerate (panel, fuzzy)", ["lookup", "acelerate"], "panel"),
    ("glossary -o json", ["glossary", "-o", "json"], None),
    ("glossary (rich)", ["glossary"], None),
)


def interleaved_medians(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    """Median wall time in milliseconds of each command, after one warm-up run of each."""
    environment = {**os.environ, **WITH_BYTECODE}
    samples: dict[str, list[float]] = {label: [] for label in commands}
    for round_number in range(runs + 1):
        for label, argv in commands.items():
            start = time.perf_counter()
            subprocess.run(argv, env=environment, capture_output=True)
            if round_number:  # round 0 builds caches and bytecode
                samples[label].append((time.perf_counter() - start) * 1000)
    return {label: statistics.median(times) for label, times in samples.items()}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    cli = [sys.executable, "-m", "riftcheck"]
    commands = {
        "python3 -c pass": [sys.executable, "-c", "pass"],
        "minimal typer app printing JSON": [sys.executable, "-c", MINIMAL_TYPER_JSON, "x"],
        "minimal typer app printing a rich panel": [sys.executable, "-c", MINIMAL_TYPER_PANEL, "x"],
        **{label: cli + arguments for label, arguments, _ in CASES},
    }
    medians = interleaved_medians(commands, runs)
    base = medians["python3 -c pass"]
    for label, millis in medians.items():
        report(label, millis, base)
    missed = [
        f"{label}: {medians[label] / base:.1f}x > {TARGETS[target]:.0f}x"
        for label, _, target in CASES
        if target and medians[label] / base > TARGETS[target]
    ]
    for line in missed:
        print(f"over target: {line}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
