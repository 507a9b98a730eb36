"""Checking inputs in several processes, for folders and exports of a whole event.

The inputs are cut into chunks. This process and the workers it starts each take the next
chunk nobody has taken (a counter in shared memory) and check it with their own Checker; the
workers send their verdicts down their own pipes. This process gives every verdict out in
chunk order, so reporters see them exactly as a single process would: whenever the next
chunk in order is not ready yet, it checks a chunk itself rather than wait, so every core
keeps busy and no process sits idle handing out work. A semaphore lets the processes run only
READ_AHEAD chunks each ahead of what has been given out, so memory does not grow with the
number of inputs.

Measured on 10,000 files and 2 cores, against two workers and an idle parent: about 4% less
wall time, and only half the verdicts need to cross between processes. Verdicts travel as
plain tuples, which pickle copies several times faster than objects. If a worker dies, the
chunk it was checking gets a verdict for each input saying so, and the other processes take
the rest: no input is lost. A second process pays for itself only over enough files
(measured: see benchmarks/bench_batch.py), so by default small runs stay in one process.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, NamedTuple

from riftcheck.findings import RenderedFinding
from riftcheck.report.result import DeckResult

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess
    from multiprocessing.sharedctypes import Synchronized, SynchronizedArray
    from multiprocessing.synchronize import Semaphore

    from riftcheck.check import Checker, CheckOptions

FILES_PER_PROCESS = 200  # measured: below about 200 files a second process saves nothing
MAX_AUTO_PROCESSES = 4  # bounds memory: each worker adds about 14 MiB (proportional set size)
CHUNKS_PER_PROCESS = 8  # small enough to stream and share out evenly, large enough to batch
MAX_CHUNK = 64
READ_AHEAD = 8  # chunks per process that may be checked ahead of their turn: keeps it busy, bounds memory


def process_count(jobs: int | None, inputs: int) -> int:
    """How many processes check `inputs` files: `jobs` when given (never more than the files),
    else one for every FILES_PER_PROCESS files, up to the usable CPUs and MAX_AUTO_PROCESSES."""
    if jobs is not None:
        return max(1, min(jobs, inputs))
    return max(1, min(_usable_cpus(), MAX_AUTO_PROCESSES, inputs // FILES_PER_PROCESS))


def _usable_cpus() -> int:
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


@contextmanager
def checking(checker: Checker, processes: int, inputs: list[str]) -> Iterator[Iterator[DeckResult]]:
    """Check `inputs` in `processes` processes, this one and the workers it starts at once, and
    give every deck's verdict in input order as they come; the workers are stopped on leaving,
    however that happens."""
    import multiprocessing

    size = max(1, min(MAX_CHUNK, len(inputs) // (processes * CHUNKS_PER_PROCESS)))
    chunks = [inputs[start : start + size] for start in range(0, len(inputs), size)]
    workers = processes - 1
    shared = _Shared(
        next_chunk=multiprocessing.Value("q", 0),
        room=multiprocessing.Semaphore(READ_AHEAD * processes),
        holding=multiprocessing.Array("q", [-1] * workers, lock=False),
    )
    started: list[BaseProcess] = []
    receivers: list[Connection] = []
    try:
        for worker in range(workers):
            receiver, sender = multiprocessing.Pipe(duplex=False)
            process = multiprocessing.Process(
                target=_work, args=(checker.options, chunks, worker, shared, sender), daemon=True
            )
            process.start()
            sender.close()  # the worker holds the only sending end: its death reads as end of file
            started.append(process)
            receivers.append(receiver)
        yield _in_order(_Run(checker, chunks, shared, receivers, started))
    finally:
        for process in started:
            if process.is_alive():
                process.terminate()
        for process in started:
            process.join()


class _Shared(NamedTuple):
    """What this process and the workers share, in shared memory."""

    next_chunk: Synchronized  # the index of the next chunk a process may take
    room: Semaphore  # chunks that may still be taken before this process has given out more
    holding: SynchronizedArray  # the chunk each worker is checking, -1 before its first


class _Run(NamedTuple):
    """One run of checking(), as this process sees it."""

    checker: Checker
    chunks: list[list[str]]
    shared: _Shared
    receivers: list[Connection]
    workers: list[BaseProcess]


class _Lost(NamedTuple):
    """Received in place of the verdicts of a chunk whose worker died: which one, if known."""

    worker: int | None


_REAPING_SECONDS = 5  # a worker whose pipe closed is ending: how long to wait for its exit code


def _in_order(run: _Run) -> Iterator[DeckResult]:
    """Every verdict in chunk order. While the next chunk in order is not ready, this process
    checks the next chunk nobody has taken rather than wait, so both cores stay busy."""
    received: dict[int, list[DeckResult] | _Lost] = {}  # verdicts of chunks, by index, until their turn
    running = set(range(len(run.receivers)))  # workers whose pipe is still open
    for index, chunk in enumerate(run.chunks):
        while index not in received:
            if running and _receive(index, run, received, running, wait_for_one=False):
                continue
            if _check_here(run, received):
                continue
            if running:
                _receive(index, run, received, running, wait_for_one=True)
            else:  # taken by a worker that died before saying which chunk it held
                received[index] = _Lost(None)
        verdicts = received.pop(index)
        run.shared.room.release()
        if type(verdicts) is _Lost:
            yield from _lost(chunk, run.workers, verdicts.worker, run.checker.options.lang)
        else:
            yield from verdicts


def _check_here(run: _Run, received: dict[int, list[DeckResult] | _Lost]) -> bool:
    """Check the next chunk nobody has taken in this process, if there is one and room for it."""
    if not run.shared.room.acquire(block=False):
        return False
    index = _take(run.shared)
    if index >= len(run.chunks):
        run.shared.room.release()
        return False
    received[index] = run.checker.check_inputs(run.chunks[index])
    return True


def _take(shared: _Shared) -> int:
    with shared.next_chunk.get_lock():
        index = shared.next_chunk.value
        shared.next_chunk.value = index + 1
    return index


def _receive(
    waited: int, run: _Run, received: dict[int, list[DeckResult] | _Lost], running: set[int], wait_for_one: bool
) -> bool:
    """Take in every chunk that is ready, waiting for one if none is and `wait_for_one`; a
    worker found dead loses the chunk it held, unless that is one already taken in or given
    out. Whether anything was taken in."""
    from multiprocessing.connection import wait

    listening = {run.receivers[worker]: worker for worker in running}
    ready = wait(list(listening), timeout=None if wait_for_one else 0)
    for connection in ready:
        worker = listening[connection]
        try:
            index, verdicts = connection.recv()
            received[index] = list(map(_unpacked, verdicts))
        except (EOFError, OSError):
            running.discard(worker)
            held = run.shared.holding[worker]
            if held >= waited and held not in received:
                received[held] = _Lost(worker)
    return bool(ready)


def _lost(chunk: list[str], workers: list[BaseProcess], worker: int | None, lang: str) -> Iterator[DeckResult]:
    """Verdicts for the inputs of a chunk whose worker stopped before reporting them, with that
    worker's exit code; when which worker held it is not known, the last one's to stop."""
    from riftcheck.check import unreadable
    from riftcheck.decklist.refusals import render

    stopping = workers if worker is None else [workers[worker]]
    for process in stopping:
        process.join(_REAPING_SECONDS)  # its exit code is known only once it is reaped
    stopped = [process for process in stopping if process.exitcode is not None]
    code = stopped[-1].exitcode if stopped else None
    for path in chunk:
        yield unreadable(path, render("worker-stopped", {"source": path, "code": code}, lang))


def _work(options: CheckOptions, chunks: list[list[str]], worker: int, shared: _Shared, sender: Connection) -> None:
    """A worker process: take the next chunk nobody has taken, check it, send its verdicts;
    until none is left. Workers that finish early take more, so all finish close together."""
    from riftcheck.check import Checker, collector_for_batch

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it stops the workers
    checker = Checker(options)
    with collector_for_batch():  # as the parent set it; a worker started afresh has not inherited that
        _take_chunks(checker, chunks, worker, shared, sender)
    sender.close()


def _take_chunks(checker: Checker, chunks: list[list[str]], worker: int, shared: _Shared, sender: Connection) -> None:
    while True:
        shared.room.acquire()
        index = _take(shared)
        if index >= len(chunks):
            break
        shared.holding[worker] = index
        sender.send((index, [_packed(verdict) for verdict in checker.check_inputs(chunks[index])]))


def _packed(result: DeckResult) -> tuple:
    findings = [tuple(found) for found in result.findings]
    return (result.source, result.name, result.player, result.legend, result.champion, result.legal, result.counts,
            findings, result.summary, result.readable, result.error, result.team)


def _unpacked(packed: tuple) -> DeckResult:
    source, name, player, legend, champion, legal, counts, findings, summary, readable, error, team = packed
    return DeckResult(source, name, player, legend, champion, legal, counts, list(map(RenderedFinding._make, findings)),
                      summary, readable, error, team)
