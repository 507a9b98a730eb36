"""Checking inputs in several processes, for folders and exports of a whole event.

The inputs are cut into chunks. This process hands chunks out to the workers it starts, a few
to each, in order, down each worker's own pipe; a worker checks its chunks one after another
with its own Checker and sends the verdicts back up the same pipe. This process gives every
verdict out in chunk order, so reporters see them exactly as a single process would: whenever
the next chunk in order is not ready yet, it checks a chunk nobody has itself rather than
wait, so every core keeps busy and no process sits idle handing out work. Chunks
are handed out or checked at most READ_AHEAD per process ahead of what has been given out,
so memory does not grow with the number of inputs.

Measured on 10,000 files and 2 cores, against two workers and an idle parent: about 4% less
wall time, and only half the verdicts need to cross between processes. Verdicts travel as
plain tuples, which pickle copies several times faster than objects; a chunk is sent as its
index, the worker finding its inputs in its own copy of the list (riftcheck.engine.inputs.inputs.InputList).
How a worker is started and spoken to is riftcheck.engine.run.worker_process's. Nothing is shared but
the pipes, so a worker that dies, whenever it dies, cannot stall the others: the chunk it was
checking (the oldest it held, as it checks them in order) gets a verdict for each input
saying so, and the chunks it had not started are checked by the other processes. No input is
lost. A second process pays for itself only over enough files (measured: see
benchmarks/bench_batch.py), so by default small runs stay in one process
(riftcheck.engine.run.batch_sizing).
"""

from __future__ import annotations

import signal
from collections import deque, namedtuple
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from riftcheck.engine.run.batch_sizing import collector_for_batch
from riftcheck.engine.verdicts.findings import RenderedFinding
from riftcheck.engine.verdicts.result import DeckResult, unreadable

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from riftcheck.engine.inputs.inputs import InputList
    from riftcheck.engine.run.checking import Checker
    from riftcheck.engine.run.worker_process import ForkedWorker, SpawnedWorker


CHUNKS_PER_PROCESS = 8  # chunks left per process at any point: enough to share out evenly
MAX_CHUNK = 64  # large enough to batch, small enough to stream
MIN_CHUNK = 8
READ_AHEAD = 8  # chunks per process that may be checked ahead of their turn: keeps it busy, bounds memory
HANDED_OUT = 3  # chunks a worker holds at once: it never waits while this process checks a chunk


@contextmanager
def checking(
    checker: Checker, processes: int, inputs: InputList, new_checker: Callable[[], Checker]
) -> Iterator[Iterator[DeckResult]]:
    """Check `inputs` in `processes` processes, this one (with `checker`) and the workers it
    starts at once, and give every deck's verdict in input order as they come; the workers are
    stopped on leaving, however that happens.

    Each worker builds its own checker by calling `new_checker`, which must pickle (a
    module-level function or a functools.partial of one): a worker started by `spawn` or
    `forkserver` inherits nothing of this process but what is sent to it.
    """
    from riftcheck.engine.run import worker_process

    chunks = _chunks(len(inputs), processes)
    workers: list[_Worker] = []
    try:
        for _ in range(processes - 1):
            started = [worker.process for worker in workers]
            workers.append(_Worker(worker_process.start(_work, (new_checker, inputs, chunks), started)))
        yield _in_order(_Run(checker, inputs, chunks, workers, window=READ_AHEAD * processes))
    finally:
        for worker in workers:
            worker.process.terminate()
        for worker in workers:
            worker.process.join()


def _chunks(inputs: int, processes: int) -> list[range]:
    """The indices of `inputs` inputs cut into chunks that shrink towards the end, each a share
    of what is left (at most MAX_CHUNK inputs, and at least MIN_CHUNK unless the inputs are few),
    so that the processes finish close together."""
    shares = processes * CHUNKS_PER_PROCESS
    smallest = max(1, min(MIN_CHUNK, inputs // shares))
    chunks = []
    start = 0
    while start < inputs:
        size = min(MAX_CHUNK, max(smallest, (inputs - start) // shares))
        chunks.append(range(start, min(start + size, inputs)))
        start += size
    return chunks


class _Worker:
    """A worker process as this process sees it: the process and its pipe, and the chunks
    handed to it and not yet answered, in the order it checks them."""

    __slots__ = ("process", "holding", "alive")

    def __init__(self, process: ForkedWorker | SpawnedWorker, holding: deque[int] | None = None) -> None:
        self.process = process
        self.holding = deque() if holding is None else holding
        self.alive = True


class _Run:
    """One run of checking(), as this process sees it."""

    __slots__ = ("checker", "inputs", "chunks", "workers", "window", "next_chunk", "returned", "given_out")

    def __init__(self, checker: Checker, inputs: InputList, chunks: list[range], workers: list[_Worker],
                 window: int, next_chunk: int = 0, returned: list[int] | None = None) -> None:
        self.checker, self.inputs, self.chunks, self.workers = checker, inputs, chunks, workers
        self.window = window  # how far past the chunk being given out chunks may be handed out or checked
        self.next_chunk = next_chunk  # the first chunk never handed out nor checked here
        self.returned = [] if returned is None else returned  # chunks a dead worker held but had not started
        self.given_out = 0  # the chunk whose verdicts are next in order


class _Lost(namedtuple("_Lost", "worker")):
    """Received in place of the verdicts of a chunk whose worker died: which one (its index
    among the workers), if known."""

    __slots__ = ()


_REAPING_SECONDS = 5  # a worker whose pipe closed is ending: how long to wait for its exit code


def _in_order(run: _Run) -> Iterator[DeckResult]:
    """Every verdict in chunk order. While the next chunk in order is not ready, this process
    checks the next chunk nobody has rather than wait, so every core stays busy."""
    received: dict[int, list[DeckResult] | _Lost] = {}  # verdicts of chunks, by index, until their turn
    for index, chunk in enumerate(run.chunks):
        run.given_out = index
        while index not in received:
            _hand_out(run)
            if _receive(run, received, wait_for_one=False) or _check_here(run, received):
                continue
            if any(worker.alive for worker in run.workers):
                _receive(run, received, wait_for_one=True)
            else:  # every chunk is accounted for, so this cannot happen; but never wait on nobody
                received[index] = _Lost(None)
        verdicts = received.pop(index)
        if type(verdicts) is _Lost:
            yield from _lost(run.inputs.paths(chunk.start, chunk.stop), run.workers, verdicts.worker,
                             run.checker.options.lang)
        else:
            yield from verdicts


def _next(run: _Run) -> int | None:
    """The first chunk nobody has, within the window, taken out of what is left; None if none."""
    if run.returned:
        return run.returned.pop(0)
    if run.next_chunk < len(run.chunks) and run.next_chunk < run.given_out + run.window:
        run.next_chunk += 1
        return run.next_chunk - 1
    return None


def _hand_out(run: _Run) -> None:
    """Give every living worker chunks until it holds HANDED_OUT."""
    for worker in run.workers:
        while worker.alive and len(worker.holding) < HANDED_OUT:
            index = _next(run)
            if index is None:
                return
            try:
                worker.process.send(index)
            except OSError:  # it died: _receive reads its end and takes back what it held
                run.returned.insert(0, index)
                return
            worker.holding.append(index)


def _check_here(run: _Run, received: dict[int, list[DeckResult] | _Lost]) -> bool:
    """Check the first chunk nobody has in this process, if there is one within the window."""
    index = _next(run)
    if index is None:
        return False
    chunk = run.chunks[index]
    received[index] = run.checker.check_inputs(run.inputs.paths(chunk.start, chunk.stop))
    return True


def _receive(run: _Run, received: dict[int, list[DeckResult] | _Lost], wait_for_one: bool) -> bool:
    """Take in every chunk that is ready, waiting for one if none is and `wait_for_one`. A
    worker found dead loses the chunk it was checking, the oldest it held; the others it held
    go back to be checked by someone else. Whether anything was taken in."""
    from riftcheck.engine.run.worker_process import ready as with_messages

    listening = {worker.process: worker for worker in run.workers if worker.alive}
    ready = with_messages(list(listening), timeout=None if wait_for_one else 0)
    for process in ready:
        worker = listening[process]
        try:
            index, verdicts = process.recv()
        except (EOFError, OSError):
            worker.alive = False
            if worker.holding:
                received[worker.holding.popleft()] = _Lost(run.workers.index(worker))
                run.returned = sorted([*run.returned, *worker.holding])
                worker.holding.clear()
            continue
        worker.holding.remove(index)
        received[index] = list(map(_unpacked, verdicts))
    return bool(ready)


def _lost(chunk: list[str], workers: list[_Worker], worker: int | None, lang: str) -> Iterator[DeckResult]:
    """Verdicts for the inputs of a chunk whose worker stopped before reporting them, with that
    worker's exit code; when which worker held it is not known, the last one's to stop."""
    from riftcheck.engine.inputs.refusals import render

    stopping = [item.process for item in workers] if worker is None else [workers[worker].process]
    for process in stopping:
        process.join(_REAPING_SECONDS)  # its exit code is known only once it is reaped
    stopped = [process for process in stopping if process.exitcode is not None]
    code = stopped[-1].exitcode if stopped else None
    key = "worker-stopped" if code is not None else "worker-stopped-no-code"  # reaped by someone else
    for path in chunk:
        yield unreadable(path, render(key, {"source": path, "code": code}, lang))


def _work(new_checker: Callable[[], Checker], inputs: InputList, chunks: list[range], connection) -> None:
    """A worker process: check each chunk this process hands out, in order, and send its
    verdicts back down `connection` (its end of the pipe); until the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it stops the workers
    checker = new_checker()
    with collector_for_batch():  # as the parent set it; a worker started afresh has not inherited that
        while True:
            try:
                index = connection.recv()
            except EOFError:
                break
            chunk = chunks[index]
            verdicts = checker.check_inputs(inputs.paths(chunk.start, chunk.stop))
            connection.send((index, [_packed(verdict) for verdict in verdicts]))
    connection.close()


def _packed(result: DeckResult) -> tuple:
    findings = [tuple(found) for found in result.findings]
    return (result.source, result.name, result.player, result.legend, result.champion, result.legal, result.counts,
            findings, result.summary, result.readable, result.error, result.team, result.player_id)


def _unpacked(packed: tuple) -> DeckResult:
    source, name, player, legend, champion, legal, counts, findings, summary, readable, error, team, player_id = packed
    return DeckResult(source, name, player, legend, champion, legal, counts, list(map(RenderedFinding._make, findings)),
                      summary, readable, error, team, player_id)
