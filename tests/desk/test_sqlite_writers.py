"""The desk's SQLite backend: writers queue for a lock beside the database (threads of one
process, and processes) rather than poll SQLite's busy handler; a transaction takes it and
its commit, rollback or the connection's close gives it back."""

from __future__ import annotations

import subprocess
import sys
import threading

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from django.db import OperationalError, connection
from django.db.utils import ConnectionHandler
from support import REPO

from riftcheck.desk import home
from riftcheck.desk.sqlite3.base import LOCK_SUFFIX, writer_lock


# A hang guard, not a measure of speed: how long a test waits for a step that should come at once.
HANG = 60


def _in_thread(function):
    """What `function` returned or raised, run in a thread of its own."""
    outcome = {}

    def run():
        try:
            outcome["value"] = function()
        except Exception as error:  # noqa: BLE001 - handed back to the test
            outcome["error"] = error

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(30)
    return outcome


def _scratch(path):
    """A connection of the desk's backend to a database file of its own."""
    return ConnectionHandler({"default": home.database(f"sqlite:///{path}")})["default"]


def test_the_desk_opens_sqlite_and_postgresql_through_its_own_backends(tmp_path):
    sqlite = home.database(f"sqlite:///{tmp_path / 'desk.sqlite3'}")
    assert sqlite["ENGINE"] == "riftcheck.desk.sqlite3" and sqlite["CONN_MAX_AGE"] is None  # kept by each thread
    assert connection.vendor == "sqlite" and connection.settings_dict["ENGINE"] == "riftcheck.desk.sqlite3"
    postgresql = home.database("postgresql://u@h:5/d")
    assert postgresql["ENGINE"] == "riftcheck.desk.postgresql"  # Django's, checked without a round trip
    # Kept by each thread too (PostgreSQL starts a process per connection), checked before reuse.
    assert postgresql["CONN_MAX_AGE"] is None and postgresql["CONN_HEALTH_CHECKS"] is True


def test_while_a_transaction_is_open_another_threads_writer_waits_and_then_gives_up_as_sqlite_does():
    # Each test runs inside a transaction (conftest), which holds the lock of the desk's database.
    lock = writer_lock(connection.settings_dict["NAME"])
    outcome = _in_thread(lambda: lock.acquire(timeout=0.2))
    assert isinstance(outcome.get("error"), OperationalError) and "database is locked" in str(outcome["error"])


@pytest.mark.parametrize("end", ["commit", "rollback", "close"])
def test_a_transaction_takes_the_lock_and_its_end_gives_it_back(tmp_path, end):
    scratch = _scratch(tmp_path / "scratch.sqlite3")
    lock = writer_lock(scratch.settings_dict["NAME"])
    scratch.ensure_connection()
    scratch._start_transaction_under_autocommit()
    scratch.cursor().execute("CREATE TABLE noted (x INTEGER)")
    assert isinstance(_in_thread(lambda: lock.acquire(timeout=0.1)).get("error"), OperationalError)
    {"commit": scratch.commit, "rollback": scratch.rollback, "close": scratch.close}[end]()
    assert "error" not in _in_thread(lambda: (lock.acquire(timeout=1), lock.release()))
    scratch.close()


def test_a_waiting_thread_gets_the_lock_once_it_is_released_and_not_before(tmp_path):
    lock = writer_lock(str(tmp_path / "desk.sqlite3"))
    lock.acquire(timeout=1)
    order = []
    waiting, acquired = threading.Event(), threading.Event()

    def wait():
        waiting.set()
        lock.acquire(timeout=HANG)
        order.append("acquired")
        acquired.set()
        lock.release()

    thread = threading.Thread(target=wait)
    thread.start()
    assert waiting.wait(HANG), "the waiting thread never started"
    # However long the holder keeps it, the lock is not taken from it: a waiter that got in
    # would set `acquired` here.
    assert not acquired.wait(0.3)
    order.append("released")
    lock.release()
    assert acquired.wait(HANG), f"the waiting thread did not get the lock within {HANG} s of its release"
    thread.join(HANG)
    assert order == ["released", "acquired"]


def test_another_process_holding_the_lock_makes_this_one_wait_until_it_lets_go(tmp_path):
    path = str(tmp_path / "desk.sqlite3")
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys; from riftcheck.desk.sqlite3.base import writer_lock; "
         "lock = writer_lock(sys.argv[1]); lock.acquire(5); print('held', flush=True); sys.stdin.readline(); "
         "print('releasing', flush=True); lock.release()", path],
        cwd=REPO, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        lock = writer_lock(path)
        order = []
        waiting, acquired = threading.Event(), threading.Event()

        def take():
            waiting.set()
            lock.acquire(timeout=HANG)
            order.append("acquired")
            acquired.set()
            lock.release()

        thread = threading.Thread(target=take)
        thread.start()
        assert waiting.wait(HANG), "the waiting thread never started"
        assert not acquired.wait(0.3)  # the other process holds it: this one waits
        order.append("let go")
        holder.stdin.write("let go\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "releasing"
        assert acquired.wait(HANG), f"the lock was not taken within {HANG} s of the other process letting go"
        thread.join(HANG)
        assert order == ["let go", "acquired"]
    finally:
        holder.stdin.close()
        holder.wait(HANG)
    assert holder.returncode == 0
    assert (tmp_path / f"desk.sqlite3{LOCK_SUFFIX}").stat().st_mode & 0o077 == 0
