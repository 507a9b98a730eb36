"""The desk's PostgreSQL connections: each server thread keeps its own, and at the start of a
request reuses it without a statement to the server while it is healthy, and replaces it
when the server has ended it (riftcheck.desk.postgresql)."""

from __future__ import annotations

from contextlib import contextmanager

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from django.db.utils import ConnectionHandler
from live import fresh_postgresql_database, wait_until

from riftcheck.desk import home
from riftcheck.desk.postgresql.base import something_to_read

pytestmark = pytest.mark.live  # a database of its own, not the tests' SQLite


@contextmanager
def _desk_connection():
    """A connection of the desk's backend to a new database, and an admin connection beside it."""
    import psycopg

    with fresh_postgresql_database() as url:
        desk = ConnectionHandler({"default": home.database(url)})["default"]
        try:
            with psycopg.connect(url, autocommit=True) as admin:
                yield desk, admin
        finally:
            desk.close()


def _next_request(desk) -> None:
    """What Django does between two requests: the connection kept, and checked at its next use."""
    desk.close_if_unusable_or_obsolete()
    desk.cursor().close()


def _last_statement(admin, pid: int) -> str:
    return admin.execute("SELECT query FROM pg_stat_activity WHERE pid = %s", [pid]).fetchone()[0]


def test_a_healthy_kept_connection_is_reused_without_a_statement_to_the_server():
    with _desk_connection() as (desk, admin):
        with desk.cursor() as cursor:
            cursor.execute("SELECT 'the request before'")
        pid = desk.connection.info.backend_pid
        _next_request(desk)
        assert desk.connection.info.backend_pid == pid
        assert _last_statement(admin, pid) == "SELECT 'the request before'"


def test_a_connection_the_server_ended_is_replaced_at_the_next_request():
    with _desk_connection() as (desk, admin):
        desk.ensure_connection()
        ended = desk.connection
        admin.execute("SELECT pg_terminate_backend(%s)", [ended.info.backend_pid])
        wait_until(lambda: something_to_read(ended.fileno()), "the ended connection's socket has its end to read")
        _next_request(desk)
        assert desk.connection is not ended and ended.closed
        with desk.cursor() as cursor:
            cursor.execute("SELECT 42")
            assert cursor.fetchone() == (42,)
