"""The organiser's run: `riftcheck check CORPUS --report r.csv` with text output against the
same run with `-o json`, wall time and peak memory, medians of interleaved fresh processes.

Target: the text run within 2x of the JSON run. Standard output is a pipe in both runs (as
when an organiser redirects it to a file), so no progress bar is drawn.

Usage: python benchmarks/bench_organiser.py [--decks 10000] [--runs 5] [--corpus DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_batch import build_corpus, peak_memory  # noqa: E402
from common import WITH_BYTECODE, require_installed_riftcheck  # noqa: E402

TARGET_RATIO = 2.0


def _run(argv: list[str]) -> float:
    import subprocess

    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env={**os.environ, **WITH_BYTECODE},
                   check=False)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--decks", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--corpus", type=Path, default=None, help="keep (or reuse) the corpus in this folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        corpus = args.corpus or Path(tmp) / "corpus"
        corpus.mkdir(parents=True, exist_ok=True)
        build_corpus(corpus, args.decks, args.seed)
        report = str(Path(tmp) / "report.csv")
        cli = [sys.executable, "-m", "riftcheck", "check", str(corpus), "--report", report]
        commands = {"text": cli, "json": cli + ["-o", "json"]}
        base = statistics.median(_run([sys.executable, "-c", "pass"]) for _ in range(5))
        times: dict[str, list[float]] = {label: [] for label in commands}
        for round_number in range(args.runs + 1):
            for label, argv in commands.items():
                elapsed = _run(argv)
                if round_number:  # round 0 builds caches and bytecode
                    times[label].append(elapsed)
        medians = {label: statistics.median(samples) for label, samples in times.items()}
        for label, argv in commands.items():
            largest, tree = peak_memory(argv)
            print(f"check CORPUS --report r.csv ({label:<4}) {medians[label]:7.2f} s "
                  f"({medians[label] / base:6.0f}x python -c pass)  peak {largest:6.1f} MiB largest process,"
                  f" {tree:6.1f} MiB whole tree")
        ratio = medians["text"] / medians["json"]
        verdict = "meets" if ratio <= TARGET_RATIO else "misses"
        print(f"text / json: {ratio:.2f} ({verdict} the target of {TARGET_RATIO:.0f}x)")


if __name__ == "__main__":
    require_installed_riftcheck()
    main()
