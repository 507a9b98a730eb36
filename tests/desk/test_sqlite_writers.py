"""The desk's SQLite backend: writers queue for a lock beside the database (threads of one
process, and processes) rather than poll SQLite's busy handler; a transaction takes it and
its commit, rollback or the connection's close gives it back."""

from __future__ import annotations

import subprocess
import sys
import threading
import time

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from django.db import OperationalError, connection
from django.db.utils import ConnectionHandler
from support import REPO

from riftcheck.desk import home
from riftcheck.desk.sqlite3.base import LOCK_SUFFIX, writer_lock


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


def test_the_desk_opens_sqlite_through_its_own_backend_and_postgresql_through_djangos(tmp_path):
    sqlite = home.database(f"sqlite:///{tmp_path / 'desk.sqlite3'}")
    assert sqlite["ENGINE"] == "riftcheck.desk.sqlite3" and sqlite["CONN_MAX_AGE"] is None  # kept by each thread
    assert connection.vendor == "sqlite" and connection.settings_dict["ENGINE"] == "riftcheck.desk.sqlite3"
    postgresql = home.database("postgresql://u@h:5/d")
    assert postgresql["ENGINE"] == "django.db.backends.postgresql" and postgresql["CONN_MAX_AGE"] == 0


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


def test_a_waiting_thread_gets_the_lock_the_moment_it_is_released(tmp_path):
    lock = writer_lock(str(tmp_path / "desk.sqlite3"))
    lock.acquire(timeout=1)
    waited = {}

    def wait():
        start = time.perf_counter()
        lock.acquire(timeout=10)
        waited["seconds"] = time.perf_counter() - start
        lock.release()

    thread = threading.Thread(target=wait)
    thread.start()
    time.sleep(0.3)
    released = time.perf_counter()
    lock.release()
    thread.join(10)
    assert 0.25 <= waited["seconds"] and time.perf_counter() - released < 0.5


def test_another_process_holding_the_lock_makes_this_one_wait(tmp_path):
    path = str(tmp_path / "desk.sqlite3")
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time; from riftcheck.desk.sqlite3.base import writer_lock; "
         "lock = writer_lock(sys.argv[1]); lock.acquire(5); print('held', flush=True); time.sleep(0.5); "
         "lock.release()", path], cwd=REPO, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        start = time.perf_counter()
        lock = writer_lock(path)
        lock.acquire(timeout=10)
        lock.release()
        assert time.perf_counter() - start >= 0.3
    finally:
        holder.wait(10)
    assert (tmp_path / f"desk.sqlite3{LOCK_SUFFIX}").stat().st_mode & 0o077 == 0
