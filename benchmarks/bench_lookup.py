"""`riftcheck lookup`, `riftcheck glossary` and `riftcheck check` cold start, as ratios to `python -c pass`.

Targets, against the interpreter riftcheck runs on (this script's sys.executable: the virtual
environment's python): lookup -o json at most 4x, lookup with the panel at most 6x, check of
one decklist at most 8x.
Each figure is the median of fresh processes with the glossary cache already built. Runs are
interleaved (every command once per round, baseline included), so a burst of load on the
machine slows every figure alike instead of one command's whole block.

For scale, the same run times a minimal typer app that prints JSON and one that prints a rich
panel: the framework floor every command pays. Child processes may write bytecode (see
common.WITH_BYTECODE).

Usage: python benchmarks/bench_lookup.py [--runs N]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import MINIMAL_TYPER_JSON, interleaved_medians, report  # noqa: E402

TARGETS = {"json": 4.0, "panel": 6.0, "check": 8.0}
DECK = str(Path(__file__).resolve().parents[1] / "examples" / "lillia.txt")

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
    ("lookup Accelerate (panel)", ["lookup", "Accelerate"], "panel"),
    ("lookup Accelerate -o json", ["lookup", "Accelerate", "-o", "json"], "json"),
    ("lookup ยูนิตที่โดนโจมตีก่อน -o json (BM25)", ["lookup", "ยูนิตที่โดนโจมตีก่อน", "-o", "json"], "json"),
    ("check examples/lillia.txt", ["check", DECK], "check"),
    ("check examples/lillia.txt -o json", ["check", DECK, "-o", "json"], "check"),
    ("glossary -o json", ["glossary", "-o", "json"], None),
    ("glossary (text)", ["glossary"], None),
)


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
