"""`riftcheck lookup`, `riftcheck glossary` and `riftcheck check` cold start, as ratios to `python -c pass`.

Each row prints its target and whether it meets it, against the interpreter riftcheck runs
on (this script's sys.executable, which must be a clean venv's python with riftcheck installed
from a wheel, as common.require_installed_riftcheck checks; its `-c pass` is the baseline). Targets: `check DECK` 5x, `check DECK -o json` 4x, `lookup Accelerate` (panel) 3x,
`lookup Accelerate -o json` 2.5x, the BM25 and fuzzy look-ups 3x; the other look-ups
`-o json` 4x and with the panel 6x. A Magic check of one deck (`check --game mtg`, which
loads the Magic card index from its cache) is shown beside the Riftbound ones, without a
target yet.
Each figure is the median of fresh processes with the caches and bytecode already built. Runs
are interleaved (every command once per round, baseline included), so a burst of load on the
machine slows every figure alike instead of one command's whole block; on a shared machine,
compare ratios, not milliseconds.

For scale, the same run times a minimal typer app that prints JSON and one that prints a rich
panel: the framework floor every command pays. Child processes may write bytecode (see
common.WITH_BYTECODE). The exit status is 1 when a row misses its target.

With --instructions, each command runs once under valgrind and the rows are instruction counts
(millions, shown as "Mi") with their ratios to `python -c pass`: steadier on a
busy machine, but lower than the wall-time ratios the targets are set for (start-up costs that
execute no instruction, such as loading shared libraries, do not count), so a row that passes
there may still miss on the clock.

Usage: python benchmarks/bench_lookup.py [--runs N] [--instructions]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import MINIMAL_TYPER_JSON, instruction_counts, interleaved_medians, report, require_installed_riftcheck  # noqa: E402

DECK = str(Path(__file__).resolve().parents[1] / "examples" / "lillia.txt")
MAGIC_DECK = "{magic deck}"  # written into a temporary folder by main()
MAGIC_LIST = "Deck\n4 Lightning Bolt (M11) 146\n56 Mountain\n\nSideboard\n3 Duress\n"
MAGIC = ["--game", "mtg", "--format", "legacy", "--as-of", "2022-01-20"]

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
    # (label, arguments, target as a ratio to python -c pass; None: shown for scale)
    ("lookup accelerate -o json (exact)", ["lookup", "accelerate", "-o", "json"], 4.0),
    ("lookup เร่งความเร็ว -o json (exact, Thai)", ["lookup", "เร่งความเร็ว", "-o", "json"], 4.0),
    ("lookup acelerate -o json (fuzzy)", ["lookup", "acelerate", "-o", "json"], 3.0),
    ("lookup ฟแแำสำพฟะำ -o json (layout)", ["lookup", "ฟแแำสำพฟะำ", "-o", "json"], 4.0),
    ("lookup เร่งความเร็ว (panel, keyword: card count)", ["lookup", "เร่งความเร็ว"], 6.0),
    ("lookup ready (panel)", ["lookup", "ready"], 6.0),
    ("lookup acelerate (panel, fuzzy)", ["lookup", "acelerate"], 6.0),
    ("lookup Accelerate (panel)", ["lookup", "Accelerate"], 3.0),
    ("lookup Accelerate -o json", ["lookup", "Accelerate", "-o", "json"], 2.5),
    ("lookup ยูนิตที่โดนโจมตีก่อน -o json (BM25)", ["lookup", "ยูนิตที่โดนโจมตีก่อน", "-o", "json"], 3.0),
    ("check examples/lillia.txt", ["check", DECK], 5.0),
    ("check examples/lillia.txt -o json", ["check", DECK, "-o", "json"], 4.0),
    ("check --game mtg (legacy, one deck)", ["check", MAGIC_DECK, *MAGIC], None),
    ("check --game mtg -o json (legacy, one deck)", ["check", MAGIC_DECK, *MAGIC, "-o", "json"], None),
    ("glossary -o json", ["glossary", "-o", "json"], None),
    ("glossary (text)", ["glossary"], None),
)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--instructions", action="store_true", help="count instructions under valgrind instead of timing")
    args = parser.parse_args()
    cli = [sys.executable, "-m", "riftcheck"]
    with tempfile.TemporaryDirectory() as folder:
        magic_deck = Path(folder) / "burn.txt"
        magic_deck.write_text(MAGIC_LIST, encoding="utf-8")
        commands = {
            "python3 -c pass": [sys.executable, "-c", "pass"],
            "minimal typer app printing JSON": [sys.executable, "-c", MINIMAL_TYPER_JSON, "x"],
            "minimal typer app printing a rich panel": [sys.executable, "-c", MINIMAL_TYPER_PANEL, "x"],
            **{label: cli + [str(magic_deck) if part == MAGIC_DECK else part for part in arguments]
               for label, arguments, _ in CASES},
        }
        medians = instruction_counts(commands) if args.instructions else interleaved_medians(commands, args.runs)
    base = medians["python3 -c pass"]
    targets = {label: target for label, _, target in CASES}
    missed = 0
    for label, millis in medians.items():
        report(label, millis, base, targets.get(label), "Mi" if args.instructions else "ms")
        missed += targets.get(label) is not None and millis / base > targets[label]
    print(f"{missed} of {sum(target is not None for target in targets.values())} rows over target")
    return 1 if missed else 0


if __name__ == "__main__":
    require_installed_riftcheck()
    sys.exit(main())
