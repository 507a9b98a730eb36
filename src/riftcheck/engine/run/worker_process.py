"""A worker process of the batch pool (riftcheck.engine.run.checker_pool), and the pipe this
process speaks to it through.

Where the platform can fork (Linux and the BSDs), a worker is this process forked, spoken to
through two plain pipes: it inherits the modules and card data already loaded, and starts
within a few milliseconds. multiprocessing would do the same, but importing it costs about 13 ms
(measured, with its pipes and fork support), a third of a one-deck check. Elsewhere (Windows,
which cannot fork, and macOS, whose system libraries are not safe to use in a forked child) a
worker is started by multiprocessing, which spawns a fresh interpreter.

Either kind offers the same few operations: send a chunk's index, receive what the worker sends
back (EOFError once it has died), wait for those with something to receive, and stop, reap and
read the exit code of the process.
"""

from __future__ import annotations

import os
import pickle
import sys
from collections.abc import Callable

_HEADER = 8  # bytes giving the length of a message that follows
_INDEX = 4  # bytes of a chunk index sent to a worker


def forks() -> bool:
    """Whether workers are forked from this process rather than started by multiprocessing."""
    return hasattr(os, "fork") and sys.platform != "darwin"


def start(target: Callable[..., None], args: tuple, others: list) -> ForkedWorker | SpawnedWorker:
    """A worker process running `target(*args, pipe)`, where `pipe` is its end of the pipe to this
    process; `others` are the workers started before it, whose pipes it must not keep open."""
    if forks():
        return ForkedWorker(target, args, others)
    return SpawnedWorker(target, args)


def ready(workers: list, timeout: float | None) -> list:
    """Those of `workers` with something to receive (or that died), waiting up to `timeout`
    seconds for one (None: as long as it takes)."""
    if not workers:
        return []
    if type(workers[0]) is SpawnedWorker:
        from multiprocessing.connection import wait

        by_connection = {worker.connection: worker for worker in workers}
        return [by_connection[connection] for connection in wait(list(by_connection), timeout)]
    import select

    by_descriptor = {worker.reading: worker for worker in workers}
    poll = select.poll()
    for descriptor in by_descriptor:
        poll.register(descriptor, select.POLLIN)
    milliseconds = None if timeout is None else int(timeout * 1000)
    return [by_descriptor[descriptor] for descriptor, _events in poll.poll(milliseconds)]


class ForkedWorker:
    """A forked worker: its process id, the end of the pipe this process reads its messages
    from, and the end it writes chunk indices to."""

    __slots__ = ("pid", "reading", "writing", "ended", "exitcode")

    def __init__(self, target: Callable[..., None], args: tuple, others: list[ForkedWorker]) -> None:
        to_worker, from_worker = os.pipe(), os.pipe()
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:  # None when the process was started without it
                stream.flush()  # or the child's copy of what is still buffered would be written twice
        pid = os.fork()
        if pid == 0:
            _run_forked(target, args, to_worker[0], from_worker[1],
                        [to_worker[1], from_worker[0], *[end for other in others for end in other.ends()]])
        os.close(to_worker[0])
        os.close(from_worker[1])  # the worker holds the only other end: its death reads as end of file
        self.pid, self.reading, self.writing = pid, from_worker[0], to_worker[1]
        self.ended, self.exitcode = False, None

    def ends(self) -> tuple[int, int]:
        return self.reading, self.writing

    def send(self, index: int) -> None:
        _write(self.writing, index.to_bytes(_INDEX, "little"))

    def recv(self) -> object:
        return pickle.loads(_read(self.reading, int.from_bytes(_read(self.reading, _HEADER), "little")))

    def is_alive(self) -> bool:
        return not self._reaped(os.WNOHANG)

    def terminate(self) -> None:
        if self.is_alive():
            import signal

            os.kill(self.pid, signal.SIGTERM)

    def join(self, timeout: float | None = None) -> None:
        """Wait for the process to end, up to `timeout` seconds; then close its pipe ends."""
        import time

        deadline = None if timeout is None else time.monotonic() + timeout
        while not self._reaped(os.WNOHANG):
            if deadline is None:
                self._reaped(0)
            elif time.monotonic() >= deadline:
                return
            else:
                time.sleep(0.005)
        self.close()

    def close(self) -> None:
        for end in (self.reading, self.writing):
            try:
                os.close(end)
            except OSError:
                pass  # closed already
        self.reading = self.writing = -1

    def _reaped(self, options: int) -> bool:
        """Whether the process has ended; its exit code is then kept (negative: the signal that
        ended it; None when someone else reaped it, as when SIGCHLD is ignored)."""
        if not self.ended:
            try:
                pid, status = os.waitpid(self.pid, options)
            except ChildProcessError:
                self.ended = True
                return True
            if pid:
                self.ended, self.exitcode = True, os.waitstatus_to_exitcode(status)
        return self.ended


class _ForkedPipe:
    """The worker's end of the pipe: chunk indices in, pickled messages out."""

    __slots__ = ("reading", "writing")

    def __init__(self, reading: int, writing: int) -> None:
        self.reading, self.writing = reading, writing

    def recv(self) -> int:
        return int.from_bytes(_read(self.reading, _INDEX), "little")

    def send(self, message: object) -> None:
        data = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
        _write(self.writing, len(data).to_bytes(_HEADER, "little") + data)

    def close(self) -> None:
        os.close(self.reading)
        os.close(self.writing)


def _run_forked(target: Callable[..., None], args: tuple, reading: int, writing: int, not_ours: list[int]) -> None:
    """The forked child: run the worker, then leave at once, whatever happens; never return into
    the caller's code (the child is a copy of this process, in the middle of a run)."""
    code = 1
    try:
        for end in not_ours:
            os.close(end)
        target(*args, _ForkedPipe(reading, writing))
        code = 0
    finally:
        os._exit(code)  # not sys.exit: the parent's exit handlers and buffers are not the child's


def _read(descriptor: int, size: int) -> bytes:
    """Exactly `size` bytes; EOFError when the other end closed first."""
    pieces = []
    while size:
        piece = os.read(descriptor, size)
        if not piece:
            raise EOFError
        pieces.append(piece)
        size -= len(piece)
    return b"".join(pieces)


def _write(descriptor: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view):]


class SpawnedWorker:
    """A worker started by multiprocessing (by whatever start method it is set to)."""

    __slots__ = ("process", "connection")

    def __init__(self, target: Callable[..., None], args: tuple) -> None:
        import multiprocessing

        here, there = multiprocessing.Pipe()
        self.process = multiprocessing.Process(target=target, args=(*args, there), daemon=True)
        self.process.start()
        there.close()  # the worker holds the only other end: its death reads as end of file
        self.connection = here

    @property
    def exitcode(self) -> int | None:
        return self.process.exitcode

    def send(self, index: int) -> None:
        self.connection.send(index)

    def recv(self) -> object:
        return self.connection.recv()

    def is_alive(self) -> bool:
        return self.process.is_alive()

    def terminate(self) -> None:
        self.process.terminate()

    def join(self, timeout: float | None = None) -> None:
        self.process.join(timeout)
