"""Tournament-scale checking: throughput, peak memory and single-deck cold start.

Builds a corpus of decklists (the real lists in ../shared/decklists and seeded mutations of
them, written in several input formats), then times whole `riftcheck check CORPUS -o json`
runs and reads their peak memory. Throughput is counted after start-up: the cold start of a
one-deck run is subtracted from the batch's wall time.

Usage: python benchmarks/bench_batch.py [--decks 10000] [--runs 3] [--seed 7] [--jobs N]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import baseline, report, time_command  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
DECKLISTS = REPO.parent / "shared" / "decklists"
FORMS = ("text", "text", "text", "code", "tts", "riftmana", "json", "yaml")
SUFFIX = {"text": ".txt", "code": ".txt", "tts": ".txt", "riftmana": ".txt", "json": ".json", "yaml": ".yaml"}


def _seed_decks():
    from riftcheck.cards.db import load_db
    from riftcheck.cards.resolve import Resolver
    from riftcheck.decklist.detect import read_path
    from riftcheck.resolve_deck import resolve_deck

    resolver = Resolver(load_db())
    decks = []
    for path in sorted(DECKLISTS.glob("0*.txt")):
        for decklist in read_path(path):
            decks.append(resolve_deck(decklist, resolver))
    return decks, load_db()


def _mutate(deck, db, rng: random.Random):
    """A copy of `deck` with a few plausible edits: counts changed, a card swapped, a line dropped."""
    import copy

    from riftcheck.deck import DeckCard

    mutated = copy.deepcopy(deck)
    main = mutated.zones["main"]
    pool = [c for c in db.cards if c.is_main_deck_card]
    for _ in range(rng.randint(0, 3)):
        edit = rng.choice(("count", "swap", "drop"))
        if not main:
            break
        index = rng.randrange(len(main))
        if edit == "count":
            main[index].count = rng.randint(1, 4)
        elif edit == "swap":
            card = rng.choice(pool)
            main[index] = DeckCard(main[index].count, main[index].entry, card, None)
        elif len(main) > 1:
            del main[index]
    return mutated


def build_corpus(folder: Path, decks: int, seed: int) -> None:
    from riftcheck.writers import write

    rng = random.Random(seed)
    seeds, db = _seed_decks()
    for number in range(decks):
        deck = _mutate(rng.choice(seeds), db, rng)
        form = rng.choice(FORMS)
        (folder / f"{number:05d}{SUFFIX[form]}").write_text(write(deck, form).text, encoding="utf-8")


def _batch_run(argv: list[str]) -> float:
    """Wall seconds of one run in a child process."""
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def _peak_of_one_run(argv: list[str]) -> float:
    """Peak resident MiB of one run, read in a fresh parent so earlier runs do not count."""
    code = (
        "import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); "
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)"
    )
    out = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True)
    return float(out.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--decks", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=str, default=None, help="passed to riftcheck check --jobs")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus"
        corpus.mkdir()
        build_corpus(corpus, args.decks, args.seed)
        small = Path(tmp) / "small"
        small.mkdir()
        build_corpus(small, args.decks // 10, args.seed + 1)
        cli = [sys.executable, "-m", "riftcheck", "check"]
        extra = ["--jobs", args.jobs] if args.jobs else []
        one_deck = str(REPO / "examples" / "lillia.txt")
        base = baseline(15)
        cold = time_command(cli + [one_deck], 15)
        report("python3 -c pass", base, base)
        report("riftcheck check one_deck.txt (cold)", cold, base)
        walls = [_batch_run(cli + [str(corpus), "-o", "json", *extra]) for _ in range(args.runs)]
        wall = statistics.median(walls)
        rate = args.decks / (wall - cold / 1000)
        print(f"{'check CORPUS -o json':<48} {wall:8.2f} s    {args.decks} decks, {rate:,.0f} decks/s after start-up")
        peak_big = _peak_of_one_run(cli + [str(corpus), "-o", "json", *extra])
        peak_small = _peak_of_one_run(cli + [str(small), "-o", "json", *extra])
        print(f"{'peak memory':<48} {peak_big:8.1f} MiB for {args.decks} decks, {peak_small:.1f} MiB for {args.decks // 10}")


if __name__ == "__main__":
    os.environ.setdefault("COLUMNS", "100")
    main()
