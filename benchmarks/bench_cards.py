"""Card database load time in a running process, and `riftcheck cards` cold start.

Usage: python benchmarks/bench_cards.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import baseline, report, time_command  # noqa: E402


def load_times(runs: int) -> list[float]:
    """Milliseconds to load the database from its cache, each time as a fresh load."""
    from riftcheck import cache
    from riftcheck.cards import db as cards_db

    cards_db.load_db()  # make sure the cache exists
    samples = []
    for _ in range(runs):
        cache.clear_cache()
        start = time.perf_counter()
        cards_db.load_db()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    loads = load_times(runs * 4)
    print(f"{'card database load (in process, cached)':<48} {statistics.median(loads):8.1f} ms   (median of {len(loads)})")
    base = baseline(runs)
    report("python3 -c pass", base, base)
    cli = [sys.executable, "-m", "riftcheck"]
    report("riftcheck --version", time_command(cli + ["--version"], runs), base)
    report("riftcheck cards 'Loose Cannon' -o json", time_command(cli + ["cards", "Loose Cannon", "-o", "json"], runs), base)
    report("riftcheck cards 'Loose Cannon' (rich table)", time_command(cli + ["cards", "Loose Cannon"], runs), base)


if __name__ == "__main__":
    main()
