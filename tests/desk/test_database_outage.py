"""The database stops answering: a page in the page's language saying the list was not kept
and to try again, 503 with Retry-After; one log line when the outage starts and one when the
database answers again; the desk carries on by itself afterwards. PostgreSQL connections are
kept by each server thread."""

from __future__ import annotations

import logging
import socket
import threading
import urllib.error
import urllib.parse
import urllib.request
from unittest import mock

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import LEGAL, event
from django.db import OperationalError
from django.test import Client
from django.urls import reverse
from live import Browserless, fresh_postgresql_database, running_desk

from riftcheck.desk import home, outage

LIST_NOT_KEPT = "The desk cannot reach its database just now, so your list was not kept. Send it again in a moment."
THAI_LIST_NOT_KEPT = "จึงยังไม่ได้เก็บเด็คลิสต์ของคุณ"
RELOAD = "The desk cannot reach its database just now. Reload this page in a moment."
STARTED, ENDED = "the database stopped answering", "the database answers again"


@pytest.fixture
def no_outage():
    outage.forget()
    outage._down_here.clear()
    yield
    outage.forget()
    outage._down_here.clear()


def _down(*args, **kwargs):
    raise OperationalError('connection failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused')


def test_a_list_sent_while_the_database_is_down_gets_503_retry_after_and_the_sentence(no_outage, caplog):
    slug = event().slug
    player = Client(raise_request_exception=False)
    with mock.patch("riftcheck.desk.registrations.domain.register", _down), caplog.at_level(logging.INFO):
        answers = [player.post(reverse("event", args=[slug]), {"name": f"Ann {n}", "decklist": LEGAL})
                   for n in range(5)]
        thai = Client(raise_request_exception=False, headers={"accept-language": "th"}).post(
            reverse("event", args=[slug]), {"name": "สมชาย", "decklist": LEGAL})
    for answer in answers:
        assert answer.status_code == 503 and answer["Retry-After"].isdigit()
        assert LIST_NOT_KEPT in answer.content.decode() and "Server Error" not in answer.content.decode()
    assert thai.status_code == 503 and THAI_LIST_NOT_KEPT in thai.content.decode()
    said = [record.getMessage() for record in caplog.records]
    assert sum(STARTED in line for line in said) == 1, said  # once for the outage, not per request
    assert not any("Service Unavailable" in line or "Internal Server Error" in line for line in said), said


def test_a_page_read_while_the_database_is_down_asks_for_a_reload_and_the_end_is_logged_once(no_outage, caplog):
    slug = event().slug
    with mock.patch("riftcheck.desk.registrations.statements.event", _down), caplog.at_level(logging.INFO):
        answer = Client(raise_request_exception=False).get(reverse("event", args=[slug]))
        htmx = Client(raise_request_exception=False).post(reverse("event", args=[slug]), {"name": "Ann"},
                                                          headers={"HX-Request": "true"})
        polled = Client(raise_request_exception=False).get(reverse("event", args=[slug]), headers={"HX-Request": "true"})
    assert answer.status_code == 503 and RELOAD in answer.content.decode()
    # To htmx, the sentence goes on top of the form that sent it, the list typed kept.
    assert htmx.status_code == 503 and htmx["HX-Retarget"] == "this" and htmx["HX-Reswap"] == "afterbegin"
    assert polled.status_code == 503 and polled["HX-Reswap"] == "none"
    with caplog.at_level(logging.INFO):
        outage.answered()  # a connection is made again
        outage.answered()
    said = [record.getMessage() for record in caplog.records]
    assert sum(STARTED in line for line in said) == 1 and sum(ENDED in line for line in said) == 1, said
    assert not (home.home() / outage.FLAG_FILE).exists()


def test_other_errors_still_get_djangos_500():
    slug = event().slug
    with mock.patch("riftcheck.desk.registrations.statements.event", side_effect=RuntimeError("bug")):
        answer = Client(raise_request_exception=False).get(reverse("event", args=[slug]))
    assert answer.status_code == 500 and "Retry-After" not in answer


class _Proxy:
    """A TCP relay to the PostgreSQL server that can be cut (every connection closed, new ones
    refused) and restored on the same port: the database going away and coming back."""

    def __init__(self, target: tuple[str, int]):
        self.target = target
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.sockets: list[socket.socket] = []
        self.listener = None

    def up(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", self.port), reuse_port=False)
        threading.Thread(target=self._accept, args=(self.listener,), daemon=True).start()

    def down(self) -> None:
        self.listener.shutdown(socket.SHUT_RDWR)  # wakes the thread waiting in accept(): no one more
        self.listener.close()
        for connection in self.sockets:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            connection.close()
        self.sockets.clear()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            server = socket.create_connection(self.target)
            self.sockets += [client, server]
            for source, sink in ((client, server), (server, client)):
                threading.Thread(target=self._pipe, args=(source, sink), daemon=True).start()

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def _submit(base: str, slug: str, name: str) -> tuple[int, str, str]:
    client = Browserless(base)
    try:
        url, page = client.post_form(f"/e/{slug}/", {"name": name, "decklist": LEGAL})
        return 200, url, page
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Retry-After", ""), error.read().decode("utf-8")


@pytest.mark.live
def test_postgresql_going_away_and_back_gets_the_outage_page_one_log_line_each_way_and_no_lost_list(tmp_path):
    with fresh_postgresql_database() as database:
        address = urllib.parse.urlsplit(database)
        proxy = _Proxy((address.hostname, address.port))
        proxy.up()
        proxied = urllib.parse.urlunsplit(address._replace(netloc=f"{address.username}@127.0.0.1:{proxy.port}"))
        with running_desk(tmp_path, proxied) as desk:
            assert "/r/" in _submit(desk.base, desk.slug, "Before")[1]
            player = Browserless(desk.base)
            _, form = player.get(f"/e/{desk.slug}/")  # the page loaded before the outage, then sent during it
            proxy.down()
            refused = [_submit_loaded(player, desk, form, f"During {n}") for n in range(12)]
            proxy.up()
            status, url, _ = _submit(desk.base, desk.slug, "After")
            assert status == 200 and "/r/" in url
        for status, retry_after, page in refused:
            assert status == 503 and retry_after.isdigit() and LIST_NOT_KEPT in page
        errors = (tmp_path / "errors.log").read_text(encoding="utf-8")
        assert errors.count(STARTED) == 1 and errors.count(ENDED) == 1, errors[-3000:]
        assert "Traceback" not in errors and "Service Unavailable" not in errors
        import psycopg

        with psycopg.connect(database) as check:
            names = sorted(row[0] for row in check.execute("SELECT name FROM registrations_registration"))
        assert names == ["After", "Before"]


def _submit_loaded(player: Browserless, desk, form: str, name: str) -> tuple[int, str, str]:
    """POST a list from the event page `form` already loaded (no GET: the database is down)."""
    import re

    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form).group(1)
    body = urllib.parse.urlencode({"csrfmiddlewaretoken": token, "name": name, "decklist": LEGAL}).encode()
    request = urllib.request.Request(f"{desk.base}/e/{desk.slug}/", data=body,
                                     headers={"Referer": f"{desk.base}/e/{desk.slug}/"})
    try:
        with player.opener.open(request, timeout=60) as response:
            return response.status, "", response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Retry-After", ""), error.read().decode("utf-8")
