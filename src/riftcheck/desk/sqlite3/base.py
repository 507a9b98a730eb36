"""Django's SQLite backend, with the desk's writers queued for one lock instead of polling.

SQLite has one writer at a time; a connection that finds the database locked polls it from
its busy handler, sleeping 1, 2, 5 ... up to 100 ms between tries, and a burst of players'
submissions (a dozen threads in each worker process, all writing) then waits mostly for
those sleeps and answers unfairly: one writer can lose many rounds. Here every transaction
the desk opens (transaction.atomic, BEGIN IMMEDIATE) first takes a lock beside the database
file: a thread lock among the threads of a process, then an flock(2) among the processes
(gunicorn's workers, a command run beside the server). A waiting writer is woken the moment
the lock is free and holds the database's write lock at once.
"""

from __future__ import annotations

import fcntl
import os
import threading
from contextlib import contextmanager

from django.db import OperationalError
from django.db.backends.sqlite3 import base

LOCK_SUFFIX = "-writer"  # the lock file, beside desk.sqlite3 (and its -wal and -shm)


class _WriterLock:
    """One database file's writer lock: a thread lock, then the file lock of this process."""

    def __init__(self, path: str):
        self.path = path + LOCK_SUFFIX
        self.threads = threading.Lock()
        self.descriptor: int | None = None
        self.pid = 0

    def acquire(self, timeout: float) -> None:
        if not self.threads.acquire(timeout=timeout):
            raise OperationalError("database is locked")
        try:
            if self.pid != os.getpid():  # a forked worker opens its own: flock is per open file
                self.descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
                self.pid = os.getpid()
            fcntl.flock(self.descriptor, fcntl.LOCK_EX)
        except BaseException:
            self.threads.release()
            raise

    def release(self) -> None:
        try:
            fcntl.flock(self.descriptor, fcntl.LOCK_UN)
        finally:
            self.threads.release()


_locks: dict[str, _WriterLock] = {}
_locks_lock = threading.Lock()


def _after_fork() -> None:
    """A forked process starts with no lock held, whatever its parent's threads held."""
    global _locks_lock
    _locks_lock = threading.Lock()
    for lock in _locks.values():
        lock.threads = threading.Lock()


os.register_at_fork(after_in_child=_after_fork)


def writer_lock(path: str) -> _WriterLock:
    with _locks_lock:
        return _locks.setdefault(path, _WriterLock(path))


class DatabaseWrapper(base.DatabaseWrapper):
    def get_connection_params(self):
        params = super().get_connection_params()
        self._writer_timeout = float(params.get("timeout", 5))
        return params

    def _writer(self) -> _WriterLock | None:
        if self.is_in_memory_db():
            return None
        return writer_lock(os.path.abspath(str(self.settings_dict["NAME"])))

    def _start_transaction_under_autocommit(self):
        writer = self._writer()
        if writer is None:
            return super()._start_transaction_under_autocommit()
        writer.acquire(getattr(self, "_writer_timeout", 5.0))
        try:
            super()._start_transaction_under_autocommit()
        except BaseException:
            writer.release()
            raise
        self._holding_writer = writer

    @contextmanager
    def _ending_transaction(self):
        """The writer lock released once the transaction ends, however it ends."""
        try:
            yield
        finally:
            writer = getattr(self, "_holding_writer", None)
            if writer is not None:
                self._holding_writer = None
                writer.release()

    def _commit(self):
        with self._ending_transaction():
            return super()._commit()

    def _rollback(self):
        with self._ending_transaction():
            return super()._rollback()

    def _close(self):
        with self._ending_transaction():
            return super()._close()
