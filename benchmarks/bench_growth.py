"""Cost as work grows: `riftcheck check FOLDER -o json` on 1, 10, 100, 1,000, 10,000 and 50,000
distinct decks, with the default jobs, as a user runs it.

The decks are made as benchmarks/bench_batch.py makes its corpus (real lists and seeded
mutations of them, in several input forms, no two byte-equal), once, and each size's folder
holds the first N of them (hard links). Each row gives the median wall time of --runs runs (the
sizes taken in turn in each round), the time per deck of the whole run, the marginal time per
deck ((T(n) - T(1)) / (n - 1): the run's time without the fixed start-up that the one-deck run
is made of), what each deck past the size above adds ((T(n) - T(m)) / (n - m)), the marginal
time per deck of the same decks in one process (--jobs 1: the cost of checking alone, without
the second process's own start), and the peak memory of the largest single process (its
high-water mark, as the kernel keeps it). Targets: from 1,000
decks up the marginal time per deck stays within 20% of its smallest value (the whole run's time
per deck is shown beside it: at 1,000 decks the start-up, paid once, still weighs on it), and
the largest process of the 50,000-deck run stays at or under 50 MiB (the verdicts stream out;
nothing grows with the deck count). Exit status 1 when a target is missed.

Run it with the python of a clean venv with riftcheck installed from a wheel (see
benchmarks/bench_startup.py, which builds one):
    CLEAN/bin/python benchmarks/bench_growth.py [--runs 3] [--seed 7] [--corpus DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_batch import peak_memory  # noqa: E402
from common import require_installed_riftcheck  # noqa: E402

SIZES = (1, 10, 100, 1_000, 10_000, 50_000)
FLAT_FROM = 1_000
FLAT_WITHIN = 1.20  # the time per deck from FLAT_FROM up: largest over smallest
TARGET_MIB = 50.0  # the largest process, at the largest size
_BUILD = "import sys; from pathlib import Path; sys.path.insert(0, %r); from bench_batch import build_corpus; " \
         "build_corpus(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))" % str(Path(__file__).resolve().parent)


def _size_folders(corpus: Path, where: Path) -> dict[int, Path]:
    """A folder per size holding the corpus's first N decks, as hard links."""
    files = sorted(corpus.iterdir())
    folders = {}
    for size in SIZES:
        folder = where / f"decks-{size}"
        if not folder.exists():
            folder.mkdir()
            for file in files[:size]:
                os.link(file, folder / file.name)
        folders[size] = folder
    return folders


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--corpus", type=Path, default=None, help="keep (or reuse) the decks in this folder")
    options = parser.parse_args()
    require_installed_riftcheck()
    cli = [str(Path(sys.executable).with_name("riftcheck")), "check"]
    with tempfile.TemporaryDirectory() as scratch:
        base = options.corpus or Path(scratch)
        corpus = base / "corpus"
        corpus.mkdir(parents=True, exist_ok=True)
        # In a process of its own: a child forked from a process grown by building 50,000 decks
        # would report that process's size as its own high-water mark.
        subprocess.run([sys.executable, "-c", _BUILD, str(corpus), str(SIZES[-1]), str(options.seed)], check=True)
        if sum(1 for _ in corpus.iterdir()) < SIZES[-1]:
            raise SystemExit(f"{corpus} holds fewer than {SIZES[-1]:,} decks: give an empty or a full folder")
        folders = _size_folders(corpus, base)
        peak_memory(cli + [str(folders[1]), "-o", "json"])  # bytecode and the card index, built once
        largest = {size: max(peak_memory(cli + [str(folder), "-o", "json"])[0] for _ in range(options.runs))
                   for size, folder in folders.items()}
        walls = _interleaved_walls(cli, folders, options.runs)
    default, alone = ({size: statistics.median(walls[size, jobs]) for size in SIZES} for jobs in (None, "1"))
    print(f"{'decks':>7} {'wall':>9} {'per deck':>11} {'marginal':>11} {'next decks':>11} {'one process':>12} "
          f"{'largest process':>16}")
    previous = None
    for size in SIZES:
        seconds = default[size]
        marginal = f"{_marginal(seconds, default[1], size) * 1e6:>9.0f}us" if size > 1 else f"{'':>11}"
        further = f"{(seconds - default[previous]) / (size - previous) * 1e6:>9.0f}us" if previous else f"{'':>11}"
        one = f"{_marginal(alone[size], alone[1], size) * 1e6:>10.0f}us" if size > 1 else f"{'':>12}"
        print(f"{size:>7} {seconds:>8.2f}s {seconds / size * 1e6:>9.0f}us {marginal} {further} {one} "
              f"{largest[size]:>12.1f} MiB")
        previous = size
    per_deck = [_marginal(default[size], default[1], size) for size in SIZES if size >= FLAT_FROM]
    in_one = [_marginal(alone[size], alone[1], size) for size in SIZES if size >= FLAT_FROM]
    spread = max(per_deck) / min(per_deck)
    flat, small = spread <= FLAT_WITHIN, largest[SIZES[-1]] <= TARGET_MIB
    print(f"marginal time per deck from {FLAT_FROM:,} decks up: largest / smallest {spread:.2f} "
          f"(target <= {FLAT_WITHIN:.2f})  {'PASS' if flat else 'FAIL'}")
    print(f"  the same in one process (--jobs 1): {max(in_one) / min(in_one):.2f}")
    print(f"largest process at {SIZES[-1]:,} decks: {largest[SIZES[-1]]:.1f} MiB (target <= {TARGET_MIB:.0f} MiB)  "
          f"{'PASS' if small else 'FAIL'}")
    return 0 if flat and small else 1


def _interleaved_walls(cli: list[str], folders: dict[int, Path], runs: int) -> dict[tuple[int, str | None], list]:
    """Wall times of every size, with the default jobs and in one process, taken in turn in each
    round, so that a machine whose speed drifts does not favour one size."""
    walls: dict[tuple[int, str | None], list] = {}
    for _ in range(runs):
        for size, folder in folders.items():
            for jobs in (None, "1"):
                argv = cli + [str(folder), "-o", "json"] + (["--jobs", jobs] if jobs else [])
                walls.setdefault((size, jobs), []).append(_wall(argv))
    return walls


def _marginal(seconds: float, one_deck: float, size: int) -> float:
    """What each deck past the first adds to the run's wall time: the start-up taken out."""
    return (seconds - one_deck) / (size - 1)


def _wall(argv: list[str]) -> float:
    import time

    start = time.perf_counter()
    subprocess.run(argv, capture_output=True)
    return time.perf_counter() - start


if __name__ == "__main__":
    sys.exit(main())
