"""Start-up of a Magic check beside a Riftbound one, and what the Magic card table costs.

Times fresh processes (medians, every command once per round, caches and bytecode built in a
warm-up round): `python -c pass`, a one-deck Riftbound `check -o json`, the same for a Magic
deck in legacy and in commander, and the Magic card index loaded from its cache alone.

Usage: python benchmarks/bench_mtg.py [--runs 15]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import interleaved_medians, report, require_installed_riftcheck  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
BURN = "Deck\n4 Lightning Bolt (M11) 146\n56 Mountain\n\nSideboard\n3 Duress\n"
COMMANDER = "Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n1 Sol Ring\n1 Counterspell\n97 Island\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as folder:
        burn, commander = Path(folder) / "burn.txt", Path(folder) / "commander.txt"
        burn.write_text(BURN, encoding="utf-8")
        commander.write_text(COMMANDER, encoding="utf-8")
        cli = [sys.executable, "-m", "riftcheck", "check"]
        medians = interleaved_medians({
            "python -c pass": [sys.executable, "-c", "pass"],
            "riftbound check -o json (one deck)": [*cli, str(REPO / "examples" / "viktor.txt"), "-o", "json"],
            "mtg check legacy -o json (one deck)": [*cli, str(burn), "--game", "mtg", "--format", "legacy",
                                                    "--as-of", "2022-01-20", "-o", "json"],
            "mtg check commander -o json (one deck)": [*cli, str(commander), "--game", "mtg", "--format",
                                                       "commander", "--as-of", "2024-09-01", "-o", "json"],
            "mtg card index from its cache": [sys.executable, "-c",
                                              "from riftcheck.games.mtg.cards import load_index; load_index()"],
        }, runs)
    base = medians.pop("python -c pass")
    for name, millis in medians.items():
        report(name, millis, base)


if __name__ == "__main__":
    require_installed_riftcheck()
    main()
