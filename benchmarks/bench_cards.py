"""Card database load time in a running process, the check of the costliest list the limits
accept (1,000 distinct unknown names), and `riftcheck cards` cold start.

Usage: python benchmarks/bench_cards.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import baseline, report, time_command, require_installed_riftcheck  # noqa: E402


def load_times(runs: int) -> list[float]:
    """Milliseconds to load the database from its cache, each time as a fresh load."""
    from riftcheck.engine import cache
    from riftcheck.games.riftbound.cards import db as cards_db

    cards_db.load_db()  # make sure the cache exists
    samples = []
    for _ in range(runs):
        cache.clear_cache()
        start = time.perf_counter()
        cards_db.load_db()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def unknown_names_list(seed: int, names: int = 1000) -> str:
    """A list of `names` distinct made-up card names, one copy each (MAX_ENTRIES allows 1,000)."""
    import random
    import string

    chosen = random.Random(seed)
    words = ("".join(chosen.choice(string.ascii_lowercase) for _ in range(chosen.randint(4, 9))) for _ in range(names * 2))
    return "\n".join(f"1 {first} {second}" for first, second in zip(words, words))


def unknown_names_times(runs: int) -> list[float]:
    """Milliseconds to check one list of 1,000 distinct unknown names, each run with new names
    and a fresh checker (its name index built again)."""
    from riftcheck import api

    samples = []
    for run in range(runs):
        text = unknown_names_list(run)
        api.forget()
        start = time.perf_counter()
        api.check_text(text, as_of="2026-01-01")
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    loads = load_times(runs * 4)
    print(f"{'card database load (in process, cached)':<48} {statistics.median(loads):8.1f} ms   (median of {len(loads)})")
    unknown = unknown_names_times(max(3, runs // 3))
    print(f"{'a list of 1,000 distinct unknown names':<48} {statistics.median(unknown):8.1f} ms   (median of {len(unknown)})")
    base = baseline(runs)
    report("python3 -c pass", base, base)
    cli = [sys.executable, "-m", "riftcheck"]
    report("riftcheck --version", time_command(cli + ["--version"], runs), base)
    report("riftcheck cards 'Loose Cannon' -o json", time_command(cli + ["cards", "Loose Cannon", "-o", "json"], runs), base)
    report("riftcheck cards 'Loose Cannon' (rich table)", time_command(cli + ["cards", "Loose Cannon"], runs), base)


if __name__ == "__main__":
    require_installed_riftcheck()
    main()
