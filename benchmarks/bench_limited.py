"""Sealed checking: one deck against its pool, and an event's folder paired with its pools.

Times, as medians of interleaved fresh processes beside `python -c pass`: a one-deck
constructed check (for comparison), the same deck checked as sealed, a sealed deck with
`--pool`, and `--pool-dir` over a folder of N decks each with its own pool file (every deck
differs by a comment line, so none is taken for another; with --pool-dir none would be anyway).
The fixtures are the repository's own (tests/fixtures/limited).

Usage: python benchmarks/bench_limited.py [--decks 500] [--runs 5]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from common import baseline, interleaved_medians, report, require_installed_riftcheck

REPO = Path(__file__).resolve().parents[1]
LIMITED = REPO / "tests" / "fixtures" / "limited"


def _event(folder: Path, decks: int) -> tuple[Path, Path]:
    deck_dir, pool_dir = folder / "decks", folder / "pools"
    deck_dir.mkdir()
    pool_dir.mkdir()
    deck, pool = (LIMITED / "sealed-deck.txt").read_text(), (LIMITED / "sealed-pool.txt").read_text()
    for number in range(decks):
        (deck_dir / f"player{number:05}.txt").write_text(f"// player {number}\n{deck}")
        (pool_dir / f"player{number:05}.txt").write_text(f"// player {number}\n{pool}")
    return deck_dir, pool_dir


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--decks", type=int, default=500)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    check = [sys.executable, "-m", "riftcheck", "check", "-o", "json", "--as-of", "2026-11-29"]
    deck, pool = str(LIMITED / "sealed-deck.txt"), str(LIMITED / "sealed-pool.txt")
    with tempfile.TemporaryDirectory() as folder:
        deck_dir, pool_dir = _event(Path(folder), args.decks)
        commands = {
            "one deck, constructed": [*check, deck],
            "one deck, sealed": [*check, "--format", "sealed", deck],
            "one deck, sealed --pool": [*check, "--format", "sealed", "--pool", pool, deck],
            f"{args.decks} decks, sealed --pool-dir": [*check, "--format", "sealed", "--pool-dir", str(pool_dir),
                                                        str(deck_dir)],
        }
        base = baseline(args.runs)
        for label, millis in interleaved_medians(commands, args.runs).items():
            report(label, millis, base)


if __name__ == "__main__":
    require_installed_riftcheck()
    main()
