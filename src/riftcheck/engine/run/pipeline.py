"""The checking pipeline: inputs → decklists → decks → findings → verdicts → reporters.

Every deck read gets exactly one verdict, and every input that cannot be read is reported
as such and counted; nothing is skipped silently and one bad file never stops the run.
Verdicts reach the reporters one by one, in input order, whether one process checks the
inputs (the game's checker, riftcheck.engine.run.checking.Checker) or several (riftcheck.engine.run.checker_pool), and checking keeps
none of them: what a run holds is what its reporter keeps (see riftcheck.report).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator
from functools import partial

from riftcheck.engine.verdicts.result import DeckResult, RunInfo, Totals

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from riftcheck.engine.inputs.inputs import InputList
    from riftcheck.engine.run.checking import Checker
    from riftcheck.engine.options import CheckOptions
    from riftcheck.engine.verdicts.result import Reporter

CHECKED_TOGETHER = 32  # inputs taken through each stage together: see Checker.check_inputs


def check_paths(
    new_checker: Callable[[CheckOptions], Checker], paths: list[str], options: CheckOptions,
    reporters: list[Reporter], teams: list[str] | None = None, jobs: int | None = None,
) -> Totals:
    """Check every deck in `paths` with the checkers `new_checker` builds (the game's, from
    riftcheck.games), telling each reporter about each verdict as it is reached.

    `jobs` is the number of processes to check with; None decides by the number of inputs
    (riftcheck.engine.run.batch_sizing.process_count). `--team` inputs are always checked in this process.
    """
    from riftcheck.engine.run.batch_sizing import collector_for_batch

    checker = new_checker(options)
    with collector_for_batch():
        return _check_paths(checker, new_checker, paths, options, reporters, teams, jobs)


def _check_paths(
    checker: Checker, new_checker: Callable[[CheckOptions], Checker], paths: list[str], options: CheckOptions,
    reporters: list[Reporter], teams: list[str] | None, jobs: int | None,
) -> Totals:
    from riftcheck.engine.run.batch_sizing import process_count

    inputs = _named_inputs(paths)
    processes = 1 if teams else process_count(jobs, len(inputs))
    run = RunInfo(options.format, checker.context.as_of.isoformat(), options.lang, expected=len(inputs),
                  game=options.game)
    if teams:
        return _report(run, checker.players_once(checker.team_results(teams)), reporters)
    if processes < 2:
        return _report(run, checker.players_once(input_results(checker, inputs)), reporters)
    from riftcheck.engine.run import checker_pool

    # The workers start before any reporter does: a progress bar runs a thread, and a process
    # forked while another thread holds a lock would inherit it held.
    with checker_pool.checking(checker, processes, inputs, partial(new_checker, options)) as results:
        return _report(run, checker.players_once(results), reporters)


def _named_inputs(paths: list[str]) -> InputList:
    """Every input the paths name. A named folder with no decklist in it (empty, or hidden files
    only) is a usage error when nothing else was named, and a warning beside other inputs."""
    from riftcheck.engine.inputs.inputs import InputList

    inputs, empty = InputList(), []
    for path in paths:
        if not inputs.add(path):
            empty.append(path)
    if empty:
        from riftcheck.engine.inputs.input_files import display_name

        folders = ", ".join(display_name(path) for path in empty)
        sentence = f"no decklist found in {folders}: the folder is empty or holds hidden files only"
        if not inputs:
            from riftcheck.engine.usage import UsageError

            raise UsageError("no-decklist-found", folders=folders)
        print(f"riftcheck: warning: {sentence}; the other inputs are checked.", file=sys.stderr)
    return inputs


def _report(run: RunInfo, results: Iterable[DeckResult], reporters: list[Reporter]) -> Totals:
    for reporter in reporters:
        reporter.begin(run)
    totals = Totals()
    for result in results:
        totals.add(result)
        for reporter in reporters:
            reporter.deck(result)
    for reporter in reporters:
        reporter.end(totals)
    return totals


def input_results(checker: Checker, inputs: Iterable[str]) -> Iterator[DeckResult]:
    """The verdict of every deck of every input, in order; one for each unreadable input.

    Inputs are checked CHECKED_TOGETHER at a time (Checker.check_inputs)."""
    batch: list[str] = []
    for path in inputs:
        batch.append(path)
        if len(batch) == CHECKED_TOGETHER:
            yield from checker.check_inputs(batch)
            batch = []
    if batch:
        yield from checker.check_inputs(batch)
