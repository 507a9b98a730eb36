"""Mutation testing of the rules, the decklist readers and the resolvers, with a score per package.

    python tools/mutation.py                      # every mutant (about 6,400; long on a laptop)
    python tools/mutation.py rules resolvers      # only these packages
    python tools/mutation.py --score              # the score of what was run before, nothing run
    python tools/mutation.py --survivors rules    # each surviving mutant's name, to `mutmut show`
    python tools/mutation.py --retest rules       # run the survivors again (after adding tests)

mutmut (configured under [tool.mutmut] in pyproject.toml) copies the package into mutants/,
makes one small change at a time (a comparison turned round, a constant changed, a call
dropped) and runs the fast test selection against each; a change no test notices is one the
suite would let through. Results are kept in mutants/, so a second run only checks what
changed. The run is started at low priority (nice 10): the machine stays usable meanwhile.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MUTANTS = REPO / "mutants"
# The packages scored apart, each as the mutant names' prefix mutmut gives it.
PACKAGES = {
    "rules": "riftcheck.games.riftbound.rules.",
    "decklist": ("riftcheck.games.riftbound.decklist.", "riftcheck.engine.inputs.decoding.", "riftcheck.engine.inputs.limits.",
                 "riftcheck.engine.inputs.refusals.", "riftcheck.engine.inputs.reasons."),
    "resolvers": ("riftcheck.games.riftbound.cards.resolve.", "riftcheck.games.riftbound.resolve_deck."),
}
# mutmut's exit codes for a mutant's test run (mutmut.stats.status_by_exit_code).
# Functions that run only while their module is imported: each rule module builds its reporter
# and message tables at import, before mutmut switches a mutant on, so no test can see their
# mutants. They are counted apart, not in the score.
IMPORT_TIME = ("riftcheck.games.riftbound.rules.base.x_reporter__", "riftcheck.games.riftbound.rules.base.x_size_messages__")
KILLED = {1, 3, -9, -11}
SURVIVED = {0}
NO_TESTS = {5, 33}
TIMEOUT = {24, -24, 36, 152, 255}
AIM = 90.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("packages", nargs="*", metavar="PACKAGE", help=f"of {', '.join(PACKAGES)} (default: all)")
    parser.add_argument("--score", action="store_true", help="only print the score of the last run")
    parser.add_argument("--survivors", action="store_true", help="list the surviving mutants as well")
    parser.add_argument("--retest", action="store_true", help="run only the surviving mutants again")
    parser.add_argument("--max-children", type=int, default=None, help="mutants checked at once (default: CPUs)")
    args = parser.parse_args(argv)
    packages = args.packages or list(PACKAGES)
    unknown = sorted(set(packages) - set(PACKAGES))
    if unknown:
        parser.error(f"unknown package {', '.join(unknown)}: choose from {', '.join(PACKAGES)}")
    if args.retest:
        survivors = [key for key, code in read_results().items()
                     if key.startswith(tuple(p for name in packages for p in _prefixes(name)))
                     and code is not None and _status(code) in ("survived", "no tests")
                     and not key.startswith(IMPORT_TIME)]
        run_names(survivors, args.max_children)
    elif not args.score:
        run(packages, args.max_children)
    results = read_results()
    if not results:
        print("no mutation results in mutants/: run without --score first", file=sys.stderr)
        return 2
    print_scores(results, packages, args.survivors)
    return 0


def run(packages: list[str], max_children: int | None) -> None:
    """Every mutant of `packages`, whatever an earlier run found (mutmut runs again the mutants
    it is given by name or pattern)."""
    run_names([f"{prefix}*" for name in packages for prefix in _prefixes(name)], max_children)


def run_names(patterns: list[str], max_children: int | None) -> None:
    if not patterns:
        return
    command = [sys.executable, "-m", "mutmut", "run", *patterns]
    if max_children:
        command += ["--max-children", str(max_children)]
    if hasattr(os, "nice"):
        command = ["nice", "-n", "10", *command]
    # mutmut draws a progress spinner on the terminal; only the summary below is of interest.
    subprocess.run(command, cwd=REPO, stdout=subprocess.DEVNULL if not sys.stdout.isatty() else None, check=False)


def read_results() -> dict[str, int | None]:
    """Every mutant mutmut knows of and its test run's exit code (None: not run yet)."""
    results: dict[str, int | None] = {}
    for meta in MUTANTS.rglob("*.py.meta"):
        results.update(json.loads(meta.read_text(encoding="utf-8")).get("exit_code_by_key", {}))
    return results


def print_scores(results: dict[str, int | None], packages: list[str], survivors: bool) -> None:
    print(f"{'package':<10} {'mutants':>7} {'killed':>7} {'survived':>8} {'no test':>7} {'timeout':>7} "
          f"{'import-time':>11} {'score':>7}")
    for name in packages:
        mine = {key: code for key, code in results.items() if key.startswith(_prefixes(name)) and code is not None}
        tally = Counter("import-time" if key.startswith(IMPORT_TIME) else _status(code) for key, code in mine.items())
        scored = tally["killed"] + tally["timeout"] + tally["survived"] + tally["no tests"]
        score = 100 * (tally["killed"] + tally["timeout"]) / scored if scored else 0.0
        mark = "" if not scored else ("  (aim met)" if score >= AIM else f"  (aim {AIM:.0f}%)")
        print(f"{name:<10} {len(mine):>7} {tally['killed']:>7} {tally['survived']:>8} {tally['no tests']:>7} "
              f"{tally['timeout']:>7} {tally['import-time']:>11} {score:>6.1f}%{mark}")
        if survivors:
            for key in sorted(key for key, code in mine.items()
                              if _status(code) in ("survived", "no tests") and not key.startswith(IMPORT_TIME)):
                print(f"    {key}")


def _prefixes(name: str) -> tuple[str, ...]:
    prefix = PACKAGES[name]
    return prefix if isinstance(prefix, tuple) else (prefix,)


def _status(code: int) -> str:
    if code in KILLED:
        return "killed"
    if code in SURVIVED:
        return "survived"
    if code in NO_TESTS:
        return "no tests"
    if code in TIMEOUT:
        return "timeout"
    return "other"  # skipped, caught by a type check, interrupted


if __name__ == "__main__":
    raise SystemExit(main())
