"""Reading the lines that once made riftcheck's patterns backtrack (tests/hardening/test_regressions.py).

Each hostile file is made of lines holding a run of spaces almost as long as a line may be; a
pattern that backtracks over such a run reads the file in quadratic time (5 MB of lines opening
a bracket once took 35 s). Each is timed against a file of the same lines with the run of
spaces written as single-spaced words, which no pattern can backtrack over: read in linear time,
the two cost about the same. Every row prints the median of --runs reads in this process, the
ratio to its ordinary twin, and PASS or FAIL against the target ratio.

Usage: python benchmarks/bench_hostile_lines.py [--runs 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from riftcheck.games.riftbound.decklist.detect import read_decklists
from riftcheck.engine.inputs.limits import MAX_ENTRIES, MAX_LINE_CHARS
from riftcheck.engine.inputs.refusals import DecklistError

TARGET_RATIO = 4.0
# Each line's shape, and whether the file opens with a section header (without one, every line
# is also tried as a header, which the bracket lines once backtracked in).
SHAPES = {"({spaces}x": False, "{spaces}x": True, "a{spaces}y": True, "a:{spaces}x": True, "1 a{spaces}#": True,
          "1 a{spaces}(": True, "1 a ({spaces}x": True, "1 a [{spaces}x": True}


def lines(shape: str, run: str, header: bool) -> bytes:
    """A file of MAX_ENTRIES lines of `shape`, its gap filled with `run`."""
    line = shape.format(spaces=run)
    return "\n".join(["MainDeck:"] * header + [line] * MAX_ENTRIES).encode()


def forget_lines() -> None:
    """Empty riftcheck's memoised functions: a line read once is remembered, so each read here
    must start as a fresh process would."""
    for name, module in list(sys.modules.items()):
        if name.startswith("riftcheck."):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def read_time(data: bytes, runs: int) -> float:
    """Median milliseconds to read `data`, refused or not."""
    samples = []
    for _ in range(runs):
        forget_lines()
        start = time.perf_counter()
        try:
            read_decklists(data, "hostile.txt")
        except DecklistError:
            pass
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    width = MAX_LINE_CHARS - 10
    for shape, header in SHAPES.items():
        hostile = read_time(lines(shape, " " * width, header), runs)
        ordinary = read_time(lines(shape, ("w " * width)[:width], header), runs)
        ratio = hostile / ordinary
        verdict = "PASS" if ratio <= TARGET_RATIO else "FAIL"
        print(f"{shape:<18} {hostile:8.1f} ms   {ratio:5.2f}x the same lines without the run   "
              f"target {TARGET_RATIO:.1f}x  {verdict}")


if __name__ == "__main__":
    main()
