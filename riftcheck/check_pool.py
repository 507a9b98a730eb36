"""Checking inputs in several processes, for folders and exports of a whole event.

The inputs are cut into chunks, and each worker process takes every Nth chunk (chunk k goes
to worker k mod N), checks it with its own Checker and sends the verdicts down its own pipe.
This process gives the verdicts out in chunk order, so reporters see them exactly as a
single process would; it takes in up to READ_AHEAD chunks a worker sent ahead of their turn,
and beyond that the worker waits: memory does not grow with the number of inputs. No thread hands out work or collects it, as
in multiprocessing.Pool; measured, that saves a fifth of this process's time.

Verdicts travel as plain tuples, which pickle copies several times faster than objects. If a
worker dies, every input it had not yet reported gets a verdict saying so: none is lost. A
second process pays for itself only over enough files (measured: see
benchmarks/bench_batch.py), so by default small runs stay in one process.
"""

from __future__ import annotations

import os
import signal
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from riftcheck.findings import RenderedFinding
from riftcheck.report.result import DeckResult

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from riftcheck.check import CheckOptions

FILES_PER_WORKER = 200  # measured: below about 200 files a second process saves nothing
MAX_AUTO_WORKERS = 4  # bounds memory: each worker adds about 14 MiB (proportional set size)
CHUNKS_PER_WORKER = 8  # chunks handed to each worker: small enough to stream, large enough to batch
MAX_CHUNK = 64
READ_AHEAD = 16  # chunks taken in from a worker ahead of their turn: keeps it busy, bounds memory


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
def checking(options: CheckOptions, workers: int, inputs: list[str]) -> Iterator[Iterator[DeckResult]]:
    """Start `workers` processes on `inputs` at once, and give every deck's verdict in input
    order as they come; the processes are stopped on leaving, however that happens."""
    import multiprocessing

    size = max(1, min(MAX_CHUNK, len(inputs) // (workers * CHUNKS_PER_WORKER)))
    chunks = [inputs[start : start + size] for start in range(0, len(inputs), size)]
    processes: list[BaseProcess] = []
    receivers: list[Connection] = []
    try:
        for worker in range(workers):
            receiver, sender = multiprocessing.Pipe(duplex=False)
            process = multiprocessing.Process(target=_work, args=(options, chunks[worker::workers], sender), daemon=True)
            process.start()
            sender.close()  # the worker holds the only sending end: its death reads as end of file
            processes.append(process)
            receivers.append(receiver)
        yield _in_order(chunks, receivers, processes, options.lang)
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            process.join()


def _in_order(
    chunks: list[list[str]], receivers: list[Connection], processes: list[BaseProcess], lang: str
) -> Iterator[DeckResult]:
    received: list[deque[list[tuple]]] = [deque() for _ in receivers]
    running = set(range(len(receivers)))  # workers whose pipe is still open
    for index, chunk in enumerate(chunks):
        worker = index % len(receivers)
        while not received[worker] and worker in running:
            _receive(receivers, received, running)
        if received[worker]:
            yield from map(_unpacked, received[worker].popleft())
        else:
            yield from _lost(chunk, processes[worker], lang)


def _receive(receivers: list[Connection], received: list[deque[list[tuple]]], running: set[int]) -> None:
    """Take in whatever chunks are ready, from every worker fewer than READ_AHEAD chunks ahead;
    wait for one when none is."""
    from multiprocessing.connection import wait

    listening = {receivers[worker]: worker for worker in running if len(received[worker]) < READ_AHEAD}
    for connection in wait(list(listening)):
        worker = listening[connection]
        try:
            received[worker].append(connection.recv())
        except (EOFError, OSError):
            running.discard(worker)


def _lost(chunk: list[str], process: BaseProcess, lang: str) -> Iterator[DeckResult]:
    """Verdicts for the inputs of a worker that stopped before reporting them."""
    from riftcheck.check import unreadable
    from riftcheck.decklist.refusals import render

    process.join()
    for path in chunk:
        yield unreadable(path, render("worker-stopped", {"source": path, "code": process.exitcode}, lang))


def _work(options: CheckOptions, chunks: list[list[str]], sender: Connection) -> None:
    """A worker process: check each chunk and send its verdicts."""
    from riftcheck.check import Checker

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it stops the workers
    checker = Checker(options)
    for chunk in chunks:
        sender.send([_packed(verdict) for verdict in checker.check_inputs(chunk)])
    sender.close()


def _packed(result: DeckResult) -> tuple:
    findings = [tuple(found) for found in result.findings]
    return (result.source, result.name, result.player, result.legend, result.champion, result.legal, result.counts,
            findings, result.summary, result.readable, result.error, result.team)


def _unpacked(packed: tuple) -> DeckResult:
    source, name, player, legend, champion, legal, counts, findings, summary, readable, error, team = packed
    return DeckResult(
        source=source, name=name, player=player, legend=legend, champion=champion, legal=legal, counts=counts,
        findings=[RenderedFinding._make(found) for found in findings], summary=summary, readable=readable, error=error,
        team=team,
    )
