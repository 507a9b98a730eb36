"""Checking inputs in several processes, for folders and exports of a whole event.

The inputs are cut into chunks. Each worker process takes the next chunk nobody has taken
(a counter in shared memory), checks it with its own Checker and sends the verdicts down its
own pipe; a worker that is done early takes more, so the workers finish close together. This
process gives the verdicts out in chunk order, so reporters see them exactly as a single
process would; a semaphore lets the workers run only READ_AHEAD chunks each ahead of what
has been given out, so memory does not grow with the number of inputs. No thread hands out
work or collects it, as in multiprocessing.Pool; measured, that saves a fifth of this
process's time.

Verdicts travel as plain tuples, which pickle copies several times faster than objects. If a
worker dies, the chunk it was checking gets a verdict for each input saying so, and the
other workers take the rest: no input is lost. A second process pays for itself only over
enough files (measured: see benchmarks/bench_batch.py), so by default small runs stay in one
process.
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

FILES_PER_WORKER = 200  # measured: below about 200 files a second process saves nothing
MAX_AUTO_WORKERS = 4  # bounds memory: each worker adds about 14 MiB (proportional set size)
CHUNKS_PER_WORKER = 8  # chunks handed to each worker: small enough to stream, large enough to batch
MAX_CHUNK = 64
READ_AHEAD = 8  # chunks per worker that may be checked ahead of their turn: keeps it busy, bounds memory


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
    shared = _Shared(
        next_chunk=multiprocessing.Value("q", 0),
        room=multiprocessing.Semaphore(READ_AHEAD * workers),
        holding=multiprocessing.Array("q", [-1] * workers, lock=False),
    )
    processes: list[BaseProcess] = []
    receivers: list[Connection] = []
    try:
        for worker in range(workers):
            receiver, sender = multiprocessing.Pipe(duplex=False)
            process = multiprocessing.Process(target=_work, args=(options, chunks, worker, shared, sender), daemon=True)
            process.start()
            sender.close()  # the worker holds the only sending end: its death reads as end of file
            processes.append(process)
            receivers.append(receiver)
        yield _in_order(chunks, shared, receivers, processes, options.lang)
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            process.join()


class _Shared(NamedTuple):
    """What this process and the workers share, in shared memory."""

    next_chunk: Synchronized  # the index of the next chunk a worker may take
    room: Semaphore  # chunks that may still be taken before this process has given out more
    holding: SynchronizedArray  # the chunk each worker is checking, -1 before its first


_LOST = None  # received in place of the verdicts of a chunk whose worker died


def _in_order(
    chunks: list[list[str]], shared: _Shared, receivers: list[Connection], processes: list[BaseProcess], lang: str
) -> Iterator[DeckResult]:
    received: dict[int, list[tuple] | None] = {}  # verdicts of chunks, by index, until their turn
    running = set(range(len(receivers)))  # workers whose pipe is still open
    for index, chunk in enumerate(chunks):
        while index not in received:
            if not running:  # every worker died: nobody will take this chunk
                received[index] = _LOST
            else:
                _receive(index, shared, receivers, received, running)
        verdicts = received.pop(index)
        shared.room.release()
        if verdicts is _LOST:
            yield from _lost(chunk, processes, lang)
        else:
            yield from map(_unpacked, verdicts)


def _receive(
    waited: int, shared: _Shared, receivers: list[Connection], received: dict[int, list[tuple] | None],
    running: set[int],
) -> None:
    """Take in every chunk that is ready, waiting for one if none is; a worker found dead
    loses the chunk it held, unless that is one already taken in or given out."""
    from multiprocessing.connection import wait

    listening = {receivers[worker]: worker for worker in running}
    for connection in wait(list(listening)):
        worker = listening[connection]
        try:
            index, verdicts = connection.recv()
            received[index] = verdicts
        except (EOFError, OSError):
            running.discard(worker)
            held = shared.holding[worker]
            if held >= waited and held not in received:
                received[held] = _LOST


def _lost(chunk: list[str], processes: list[BaseProcess], lang: str) -> Iterator[DeckResult]:
    """Verdicts for the inputs of a chunk whose worker stopped before reporting them."""
    from riftcheck.check import unreadable
    from riftcheck.decklist.refusals import render

    stopped = [process for process in processes if process.exitcode is not None]
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
        with shared.next_chunk.get_lock():
            index = shared.next_chunk.value
            shared.next_chunk.value = index + 1
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
