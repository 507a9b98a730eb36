"""Timing helpers shared by the benchmark scripts: medians of repeated fresh processes, each
reported beside `python3 -c pass` measured in the same run, because the machines are noisy."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

def installed_riftcheck_problem(python: str) -> str | None:
    """Why `python` does not measure riftcheck as a user installs it (an editable install, or a
    riftcheck imported from the checkout), or None when it does."""
    probe = ("import importlib.metadata as m, json, riftcheck; d = m.distribution('riftcheck-tcg');"
             "print(json.dumps([riftcheck.__file__, d.read_text('direct_url.json')]))")
    found = subprocess.run([python, "-c", probe], capture_output=True, text=True, cwd=tempfile.gettempdir())
    if found.returncode:
        return f"{python} cannot import an installed riftcheck"
    location, direct_url = json.loads(found.stdout)
    editable = bool(direct_url) and json.loads(direct_url).get("dir_info", {}).get("editable", False)
    if editable or Path(location).resolve().is_relative_to(REPO / "src"):
        return f"{python} runs an editable riftcheck, whose interpreter starts slower and flatters every ratio"
    return None


def require_installed_riftcheck() -> None:
    """Stop with one line unless this interpreter has riftcheck installed from a wheel, so that
    every ratio is taken against the `python -c pass` a user's clean install has."""
    problem = installed_riftcheck_problem(sys.executable)
    if problem:
        raise SystemExit(f"{problem}: run the benchmark with the python of a clean venv, e.g. "
                         "python3 -m venv /tmp/clean && /tmp/clean/bin/pip install . && "
                         f"/tmp/clean/bin/python {sys.argv[0]}")


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


def instruction_counts(commands: dict[str, list[str]]) -> dict[str, float]:
    """Millions of instructions each command executes, counted by valgrind's callgrind (one run
    each, after a warm-up run): unlike a clock, the count barely moves with other work on the
    machine. Slower than a timed run by about fifty times. Start-up also pays for things no
    instruction shows (loading shared libraries, page faults), so a ratio of counts runs lower
    than the same ratio of wall times."""
    import shutil
    import tempfile

    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (Debian: apt-get install valgrind)")
    environment = {**os.environ, **WITH_BYTECODE}
    counts = {}
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        for label, argv in commands.items():
            subprocess.run(argv, env=environment, capture_output=True)
            subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *argv], env=environment,
                           capture_output=True)
            with open(out, encoding="utf-8") as handle:
                totals = [line for line in handle if line.startswith(("summary:", "totals:"))]
            counts[label] = int(totals[0].split()[1]) / 1e6
    return counts


def baseline(runs: int) -> float:
    return time_command([sys.executable, "-c", "pass"], runs)


def report(name: str, millis: float, base: float, target: float | None = None, unit: str = "ms") -> None:
    """One row: the median, its ratio to `python -c pass` and, given a target ratio, whether it meets it."""
    verdict = "" if target is None else f"   target {target:4.1f}x  {'PASS' if millis / base <= target else 'FAIL'}"
    print(f"{name:<48} {millis:8.1f} {unit:<2}   {millis / base:5.2f}x python -c pass{verdict}")
