"""Where the time of `riftcheck check FOLDER -o json` goes, stage by stage, in one process.

The inputs go through riftcheck's own batch pipeline (Checker.check_inputs, CHECKED_TOGETHER
inputs at a time, with the collector set as for a batch). A first pass times the whole; a
second, with a fresh checker, times each stage by wrapping the calls the pipeline makes:
reading files, parsing (also split by input format), resolution with the zone facts, rules,
the verdict (rendering findings, the result record) and the JSON report. Inputs whose bytes
repeat an earlier input's skip parsing, resolution and rules; the counts show how many did
not. Time is CPU seconds of this process (process_time), so other work on a shared machine
does not count; each wrapped call adds about a microsecond. `--cprofile N` lists cProfile's N
most expensive functions by own time instead.

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
    from riftcheck.games.riftbound import formats, rules  # noqa: F401
    from riftcheck.games.riftbound.cards.db import load_db
    from riftcheck.games.riftbound.checker import Checker
    from riftcheck.engine.options import CheckOptions
    from riftcheck.games.riftbound.decklist import detect  # noqa: F401
    from riftcheck.report.json_report import JsonReporter  # noqa: F401

    times["imports"] = CLOCK() - start
    start = CLOCK()
    load_db()
    times["card database"] = CLOCK() - start
    start = CLOCK()
    checker = Checker(CheckOptions(format=format_name))
    times["format context"] = CLOCK() - start
    return checker, times


def _run(checker, paths: list[str]) -> None:
    """Every input through the pipeline, and each verdict to a JSON report."""
    from riftcheck.engine.run.batch_sizing import collector_for_batch
    from riftcheck.engine.run.pipeline import input_results
    from riftcheck.report.json_report import JsonReporter
    from riftcheck.engine.verdicts.result import RunInfo

    reporter = JsonReporter(open(os.devnull, "w", encoding="utf-8"), "en")
    reporter.begin(RunInfo(checker.options.format, "", "en", len(paths)))
    with collector_for_batch():
        for result in input_results(checker, paths):
            reporter.deck(result)


def _timed_stages(checker, paths: list[str]) -> tuple[Counter, Counter, Counter, Counter]:
    """CPU seconds and calls of each stage, and parsing time and files by input format."""
    from riftcheck.engine.inputs import input_files
    from riftcheck.games.riftbound import rules
    from riftcheck.games.riftbound.decklist import detect
    from riftcheck.report.json_report import JsonReporter

    seconds, calls, by_format, files = Counter(), Counter(), Counter(), Counter()

    def timed(stage, function):
        def wrapper(*args):
            start = CLOCK()
            try:
                return function(*args)
            finally:
                seconds[stage] += CLOCK() - start
                calls[stage] += 1
        return wrapper

    def parse(data, source, input_format=None):
        start = CLOCK()
        try:
            decklists = read_decklists(data, source, input_format)
            label = f"{decklists[0].input_format} ({Path(source).suffix})"
            return decklists
        except Exception:
            label = "unreadable"
            raise
        finally:
            by_format[label] += CLOCK() - start
            files[label] += 1

    read_input, read_decklists, run_all = input_files.read_input, detect.read_decklists, rules.run_all
    deck_text = JsonReporter.deck
    try:
        input_files.read_input = timed("reading files", read_input)
        detect.read_decklists = timed("parsing", parse)
        rules.run_all = timed("rules", run_all)
        checker.deck = timed("resolution and zone facts", checker.deck)
        checker._result = timed("verdict (render, result)", checker._result)
        JsonReporter.deck = timed("JSON report", deck_text)
        _run(checker, paths)
    finally:
        input_files.read_input, detect.read_decklists, rules.run_all = read_input, read_decklists, run_all
        JsonReporter.deck = deck_text
    return seconds, calls, by_format, files


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--format", default="constructed")
    parser.add_argument("--cprofile", type=int, default=0, help="also list the N most expensive functions")
    args = parser.parse_args()
    checker, start_up = _start_up(args.format)
    from riftcheck.engine.inputs.inputs import expand_paths

    paths = list(expand_paths([str(args.folder)]))
    if args.cprofile:
        import cProfile
        import pstats

        profile = cProfile.Profile()
        profile.runcall(_run, checker, paths)
        pstats.Stats(profile).sort_stats("tottime").print_stats(args.cprofile)
        return
    from riftcheck.games.riftbound.checker import Checker
    from riftcheck.engine.options import CheckOptions

    start = CLOCK()
    _run(checker, paths)
    total = CLOCK() - start
    seconds, calls, by_format, files = _timed_stages(Checker(CheckOptions(format=args.format)), paths)
    for name, spent in start_up.items():
        print(f"start-up: {name:<34} {spent * 1000:8.1f} ms")
    print(f"{len(paths)} files, {total:.2f} s, {total / len(paths) * 1e6:.0f} us a file (timed without the stage wrappers)")
    for name, spent in seconds.items():
        print(f"  {name:<30} {calls[name]:6} calls {spent:6.2f} s  {spent / len(paths) * 1e6:6.0f} us a file")
    for label, spent in by_format.most_common():
        print(f"    parsing {label:<30} {files[label]:6} files  {spent / files[label] * 1e6:6.0f} us a file")


if __name__ == "__main__":
    main()
