"""Where the time of `riftcheck check FOLDER -o json` goes, phase by phase, in one process.

Phases: start-up (imports, card database, format context), reading (file, decoding, format
detection, parsing; also split by input format), name resolution, rules, the verdict (sorting
and rendering findings, the result record) and the JSON report. Each phase is timed in CPU
seconds of this process (process_time, so that other work on a shared machine does not count)
around the same calls riftcheck.check makes, without a profiler's overhead;
`--cprofile N` adds cProfile's N most expensive functions by own time.

Usage: python benchmarks/profile_batch.py FOLDER [--format constructed] [--cprofile 25]
"""

from __future__ import annotations

import argparse
import os
import time
from collections import Counter
from pathlib import Path

CLOCK = time.process_time


def _start_up(format_name: str):
    times = {}
    start = CLOCK()
    from riftcheck import formats, rules  # noqa: F401
    from riftcheck.cards.db import load_db
    from riftcheck.check import CheckOptions, Checker
    from riftcheck.decklist import detect  # noqa: F401
    from riftcheck.report.json_report import JsonReporter  # noqa: F401

    times["imports"] = CLOCK() - start
    start = CLOCK()
    load_db()
    times["card database"] = CLOCK() - start
    start = CLOCK()
    checker = Checker(CheckOptions(format=format_name))
    times["format context"] = CLOCK() - start
    return checker, times


def _check_all(checker, paths: list[str]) -> tuple[Counter, Counter, Counter]:
    from riftcheck import rules
    from riftcheck.check import deck_result
    from riftcheck.decklist.detect import read_path
    from riftcheck.decklist.model import DecklistError
    from riftcheck.report.json_report import JsonReporter
    from riftcheck.report.result import RunInfo

    reporter = JsonReporter(open(os.devnull, "w", encoding="utf-8"), "en")
    reporter.begin(RunInfo(checker.options.format, "", "en", len(paths)))
    phases, by_format, files = Counter(), Counter(), Counter()
    for path in paths:
        start = CLOCK()
        try:
            decklists = read_path(path)
        except DecklistError:
            decklists = []
        read = CLOCK()
        phases["reading"] += read - start
        label = f"{decklists[0].input_format} ({Path(path).suffix})" if decklists else "unreadable"
        by_format[label] += read - start
        files[label] += 1
        for decklist in decklists:
            start = CLOCK()
            deck = checker.deck(decklist)
            resolved = CLOCK()
            findings = rules.run(deck, checker.context)
            ruled = CLOCK()
            result = deck_result(deck, checker.render(findings))
            judged = CLOCK()
            reporter.deck(result)
            done = CLOCK()
            phases["name resolution"] += resolved - start
            phases["rules"] += ruled - resolved
            phases["verdict (render, result)"] += judged - ruled
            phases["JSON report"] += done - judged
    return phases, by_format, files


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--format", default="constructed")
    parser.add_argument("--cprofile", type=int, default=0, help="also list the N most expensive functions")
    args = parser.parse_args()
    checker, start_up = _start_up(args.format)
    from riftcheck.check import expand_paths

    paths = list(expand_paths([str(args.folder)]))
    if args.cprofile:
        import cProfile
        import pstats

        profile = cProfile.Profile()
        profile.runcall(_check_all, checker, paths)
        pstats.Stats(profile).sort_stats("tottime").print_stats(args.cprofile)
        return
    phases, by_format, files = _check_all(checker, paths)
    total = sum(phases.values())
    for name, seconds in start_up.items():
        print(f"start-up: {name:<34} {seconds * 1000:8.1f} ms")
    print(f"{len(paths)} files, {total:.2f} s, {total / len(paths) * 1e6:.0f} us a file")
    for name, seconds in phases.items():
        print(f"  {name:<40} {seconds:6.2f} s  {seconds / total:5.1%}  {seconds / len(paths) * 1e6:6.0f} us a file")
    for label, seconds in by_format.most_common():
        print(f"    reading {label:<30} {files[label]:6} files  {seconds / files[label] * 1e6:6.0f} us a file")


if __name__ == "__main__":
    main()
