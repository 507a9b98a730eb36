"""Checking inputs in several processes, for folders and exports of a whole event.

Each worker process builds its own Checker and is handed input paths in chunks; it returns
the verdicts of each input's decks, and the verdicts come back in input order, one input at
a time, so reporters see exactly what a single process would give them. Verdicts travel as
plain tuples, which pickle copies several times faster than objects. A second process
pays for itself only over enough files (measured: see benchmarks/bench_batch.py), so by
default small runs stay in one process.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from riftcheck.findings import RenderedFinding
from riftcheck.report.result import DeckResult

if TYPE_CHECKING:
    from multiprocessing.pool import Pool

    from riftcheck.check import CheckOptions, Checker

FILES_PER_WORKER = 200  # measured: below about 200 files a second process saves nothing
MAX_AUTO_WORKERS = 4  # bounds memory: each worker adds about 14 MiB (proportional set size)
CHUNKS_PER_WORKER = 8  # chunks handed to each worker: small enough to stream, large enough to batch
MAX_CHUNK = 64

_checker: Checker | None = None  # the worker process's own checker


def worker_count(jobs: int | None, inputs: int) -> int:
    """How many processes check `inputs` files: `jobs` when given (never more than the files),
    else one for every FILES_PER_WORKER files, up to the usable CPUs and MAX_AUTO_WORKERS."""
    if jobs is not None:
        return max(1, min(jobs, inputs))
    return max(1, min(_usable_cpus(), MAX_AUTO_WORKERS, inputs // FILES_PER_WORKER))


def _usable_cpus() -> int:
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


@contextmanager
def pool(options: CheckOptions, workers: int) -> Iterator[Pool | None]:
    """A pool of `workers` checking processes, or None when one process (this one) is enough."""
    if workers < 2:
        yield None
        return
    import multiprocessing

    with multiprocessing.Pool(workers, initializer=_start_worker, initargs=(options,)) as started:
        yield started


def results(started: Pool, workers: int, inputs: list[str]) -> Iterator[DeckResult]:
    """Every deck's verdict, in input order, as the `workers` processes of the pool finish them."""
    chunk = max(1, min(MAX_CHUNK, len(inputs) // (workers * CHUNKS_PER_WORKER)))
    for verdicts in started.imap(_check_input, inputs, chunksize=chunk):
        for packed in verdicts:
            yield _unpacked(packed)


def _start_worker(options: CheckOptions) -> None:
    from riftcheck.check import Checker

    global _checker
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it stops the pool
    _checker = Checker(options)


def _check_input(path: str) -> list[tuple]:
    from riftcheck.check import input_results

    return [_packed(result) for result in input_results(_checker, [path])]


def _packed(result: DeckResult) -> tuple:
    findings = [
        (found.code, found.rule, found.severity, found.zone, found.card, found.line, found.message, found.hint)
        for found in result.findings
    ]
    return (result.source, result.name, result.player, result.legend, result.champion, result.legal, result.counts,
            findings, result.summary, result.readable, result.error, result.team)


def _unpacked(packed: tuple) -> DeckResult:
    source, name, player, legend, champion, legal, counts, findings, summary, readable, error, team = packed
    return DeckResult(
        source=source, name=name, player=player, legend=legend, champion=champion, legal=legal, counts=counts,
        findings=[RenderedFinding(*found) for found in findings], summary=summary, readable=readable, error=error,
        team=team,
    )
