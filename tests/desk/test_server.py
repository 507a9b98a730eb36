"""`riftcheck desk` for real: waitress on a loopback port, 50 clients submitting 200 lists at
once, on SQLite and on PostgreSQL; every list stored once, with its verdict."""

from __future__ import annotations

import gzip
import json
import os
import signal
import sqlite3
import threading
import time
import urllib.error
from concurrent.futures import ThreadPoolExecutor

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import ILLEGAL, LEGAL
from live import Browserless, fresh_postgresql_database, running_desk, serving, wait_until

pytestmark = pytest.mark.live
CLIENTS = 50
SUBMISSIONS = 200


def _submit_many(desk) -> dict[str, str]:
    """Every player's private link, from CLIENTS clients submitting SUBMISSIONS lists at once."""
    def one_client(client_number: int) -> dict[str, str]:
        client = Browserless(desk.base)
        links = {}
        for turn in range(SUBMISSIONS // CLIENTS):
            name = f"player-{client_number:02d}-{turn}"
            text = LEGAL if (client_number + turn) % 2 else ILLEGAL
            url, page = client.post_form(f"/e/{desk.slug}/", {"name": name, "decklist": text})
            assert "/r/" in url and name in page, page[-2000:]
            links[name] = url
        return links

    with ThreadPoolExecutor(CLIENTS) as pool:
        found = {}
        for links in pool.map(one_client, range(CLIENTS)):
            found.update(links)
    return found


def _check_every_list_stored_once(desk, links: dict[str, str]) -> None:
    assert len(links) == SUBMISSIONS and len(set(links.values())) == SUBMISSIONS
    organiser = Browserless(desk.base)
    organiser.log_in()
    _, report = organiser.get(f"/organiser/e/{desk.slug}/export/report.json")
    rows = json.loads(report)["decks"]
    assert sorted(row["player"] for row in rows) == sorted(links)
    for row in rows:
        client_number, turn = (int(part) for part in row["player"].split("-")[1:])
        assert row["legal"] == ("yes" if (client_number + turn) % 2 else "no"), row
    # Re-checking every list rewrites every verdict; an earlier rules date changes none of these.
    _, page = organiser.post_form(f"/organiser/e/{desk.slug}/", {"rules_date": "2026-11-30"},
                                  action=f"/organiser/e/{desk.slug}/recheck/")
    assert "0 verdicts changed" in page
    _, again = organiser.get(f"/organiser/e/{desk.slug}/export/report.json")
    assert json.loads(again)["decks"] == rows and json.loads(again)["as_of"] == "2026-11-30"
    for name, link in list(links.items())[:: SUBMISSIONS // 20]:  # each link opens its own registration
        _, page = Browserless(desk.base).get(link.removeprefix(desk.base))
        assert name in page and ("✓ LEGAL" in page) == (name in {r["player"] for r in rows if r["legal"] == "yes"})


@pytest.mark.parametrize("workers", ["1", "2"])  # waitress's threads, or two gunicorn worker processes
def test_concurrent_submissions_on_sqlite_are_each_stored_once_with_their_verdict(tmp_path, workers):
    with running_desk(tmp_path, args=("--workers", workers)) as desk:
        _check_every_list_stored_once(desk, _submit_many(desk))
    with sqlite3.connect(tmp_path / "desk.sqlite3") as database:
        assert database.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_concurrent_submissions_on_postgresql_are_each_stored_once_with_their_verdict(tmp_path):
    with fresh_postgresql_database() as database, running_desk(tmp_path, database) as desk:
        _check_every_list_stored_once(desk, _submit_many(desk))
    assert not (tmp_path / "desk.sqlite3").exists()


def test_the_served_desk_hides_debug_pages_and_serves_its_static_files(tmp_path):
    with running_desk(tmp_path) as desk:
        client = Browserless(desk.base)
        with pytest.raises(Exception) as missing:
            client.get("/no-such-page/")
        assert getattr(missing.value, "code", None) == 404
        assert "Django" not in missing.value.read().decode()
        _, script = client.get("/static/registrations/htmx.min.js")
        assert script.startswith("var htmx=")
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0


def test_the_desk_prints_the_players_address_a_qr_code_and_the_organisers_address(tmp_path):
    with running_desk(tmp_path) as desk:
        process = desk.process
    output = process.stdout.read()
    assert f"Players:    {desk.base}/" in output and f"Organisers: {desk.base}/organiser/" in output
    assert f"Store Championship: {desk.base}/e/{desk.slug}/" in output
    assert "█" in output


# Bytes with NULs, which PostgreSQL's text refuses: each gets the CLI's sentence, never a 500.
NOT_TEXT = [
    ("photo.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64), "is a PNG image"),
    ("list.txt.gz", gzip.compress(LEGAL.encode()), "gzip"),
    ("nul.txt", LEGAL.replace("\n", "\x00\n", 3).encode(), "NUL characters"),
    ("utf16.txt", LEGAL.encode("utf-16-le"), "UTF-16 without a byte-order mark"),
]


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request):
    if request.param == "sqlite":
        yield None
        return
    with fresh_postgresql_database() as url:
        yield url


def test_uploads_with_nul_bytes_get_the_cli_sentence_and_nothing_is_stored(tmp_path, database):
    with running_desk(tmp_path, database) as desk:
        player, organiser = Browserless(desk.base), Browserless(desk.base)
        organiser.log_in()
        for name, data, sentence in NOT_TEXT:
            for headers in ({}, {"HX-Request": "true"}):
                status, page = player.post_multipart(f"/e/{desk.slug}/", {"name": "Nul"}, {"file": (name, data)},
                                                     headers=headers)
                assert status == 400 and sentence in page and 'id="register"' in page, (name, status, page[-500:])
            status, page = organiser.post_multipart(f"/organiser/e/{desk.slug}/add/", {"name": "Nul"},
                                                    {"file": (name, data)})
            assert status == 200 and sentence in page, (name, status)
        status, page = player.post_multipart(f"/e/{desk.slug}/", {"name": "Nul", "decklist": "1 Charm\x00"}, {})
        assert status == 400 and "NUL characters" in page
        _, report = organiser.get(f"/organiser/e/{desk.slug}/export/report.json")
        assert json.loads(report)["decks"] == []


# The desk with its checker slowed for one marked list, so that it is surely mid-check when killed.
SLOW_CHECK = """
import sys, time
from riftcheck import api
def slowed(real):
    def slow(text, *args, **kwargs):
        if b"SLOW-CHECK-MARK" in (text if isinstance(text, bytes) else text.encode()):
            time.sleep(600)
        return real(text, *args, **kwargs)
    return slow
api.check_text, api.check_results = slowed(api.check_text), slowed(api.check_results)
sys.argv[0] = "riftcheck"
from riftcheck.cli.app import main
main()
"""


def _states(home) -> list[tuple]:
    with sqlite3.connect(home / "desk.sqlite3") as data:
        return data.execute("SELECT state, legal FROM registrations_submission").fetchall()


def test_a_list_being_checked_when_the_server_is_killed_is_checked_at_the_next_start(tmp_path):
    marked = f"// SLOW-CHECK-MARK\n{LEGAL}"
    with running_desk(tmp_path, launcher=SLOW_CHECK) as desk:
        threading.Thread(target=lambda: _ignore_errors(Browserless(desk.base).post_form, f"/e/{desk.slug}/",
                                                       {"name": "Kit", "decklist": marked}), daemon=True).start()
        wait_until(lambda: _states(tmp_path) == [("pending", None)], "the list was never stored as pending")
        os.kill(desk.process.pid, signal.SIGKILL)
        desk.process.wait()
    assert _states(tmp_path) == [("pending", None)]
    with serving(tmp_path, desk.slug) as again:
        output_after_start = again
    assert _states(tmp_path) == [("checked", 1)]
    assert "1 list left unchecked" in output_after_start.process.stdout.read()


def _ignore_errors(call, *args):
    try:
        call(*args)
    except OSError:
        pass  # the server was killed while answering


def test_two_desk_processes_on_one_postgresql_store_every_list_once_and_count_limits_together(tmp_path):
    """The deployment recipe for a larger event: several desk processes (here two, one of them
    with two gunicorn workers) on one PostgreSQL, 50 clients spread over both."""
    from riftcheck.desk import security

    with fresh_postgresql_database() as database, running_desk(tmp_path, database) as first, \
            serving(tmp_path, first.slug, database, args=("--workers", "2")) as second:
        desks = [first, second]

        def one_client(number: int) -> dict[str, str]:
            desk = desks[number % 2]
            client, links = Browserless(desk.base), {}
            for turn in range(SUBMISSIONS // CLIENTS):
                name = f"player-{number:02d}-{turn}"
                url, page = client.post_form(f"/e/{desk.slug}/", {"name": name,
                                                                  "decklist": LEGAL if (number + turn) % 2 else ILLEGAL})
                assert "/r/" in url and name in page, page[-2000:]
                links[name] = url.removeprefix(desk.base)
            return links

        with ThreadPoolExecutor(CLIENTS) as pool:
            links = {name: link for found in pool.map(one_client, range(CLIENTS)) for name, link in found.items()}
        assert len(links) == SUBMISSIONS and len(set(links.values())) == SUBMISSIONS
        organiser = Browserless(first.base)
        organiser.log_in()
        organiser.base = second.base  # the session made by one process holds on the other
        _, report = organiser.get(f"/organiser/e/{second.slug}/export/report.json")
        assert sorted(row["player"] for row in json.loads(report)["decks"]) == sorted(links)
        # A link made by one process opens on the other.
        name, link = next(iter(links.items()))
        assert name in Browserless(second.base).get(link)[1] and name in Browserless(first.base).get(link)[1]
        # Wrong links are counted across both processes: half on each, then both refuse.
        for attempt in range(security.GUESSES_ALLOWED):
            desk = desks[attempt % 2]
            with pytest.raises(urllib.error.HTTPError) as wrong:
                Browserless(desk.base).get(f"/r/wrong-link-{attempt:04d}-aaaaaaaaaaaa/")
            assert wrong.value.code == 404
        for desk in desks:
            with pytest.raises(urllib.error.HTTPError) as refused:
                Browserless(desk.base).get("/r/one-more-wrong-link-aaaaaaaaaaa/")
            assert refused.value.code == 429


def test_with_a_certificate_the_desk_serves_https_with_secure_cookies_and_hsts(tmp_path):
    import shutil
    import ssl
    import subprocess
    import sys
    import urllib.request

    from live import desk_environment, free_port
    from support import REPO

    if shutil.which("openssl") is None:
        pytest.skip("no openssl command to make a test certificate")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-keyout", str(tmp_path / "key.pem"), "-out", str(tmp_path / "cert.pem")],
                   check=True, capture_output=True, timeout=60)
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "riftcheck", "desk", "--port", str(port),
                                "--certfile", str(tmp_path / "cert.pem"), "--keyfile", str(tmp_path / "key.pem")],
                               env=desk_environment(tmp_path / "home"), cwd=REPO, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    unverified = ssl.create_default_context()
    unverified.check_hostname, unverified.verify_mode = False, ssl.CERT_NONE
    try:
        def answered():
            assert process.poll() is None, "the desk stopped instead of serving HTTPS"
            try:
                return urllib.request.urlopen(f"https://127.0.0.1:{port}/organiser/login/", context=unverified,
                                              timeout=5)
            except OSError:
                return None

        response = wait_until(answered, "the desk did not serve HTTPS", pause=0.3)
        with response:
            assert response.status == 200
            assert response.headers["Strict-Transport-Security"].startswith("max-age=")
            assert all("Secure" in cookie for cookie in response.headers.get_all("Set-Cookie"))
    finally:
        process.terminate()
        process.wait(timeout=30)
    assert f"https://127.0.0.1:{port}/" in process.stdout.read()


def test_a_body_over_the_servers_own_limit_gets_the_cli_sentence_in_the_forms_place_not_waitress_text(tmp_path):
    import http.client
    import urllib.parse

    with running_desk(tmp_path) as desk:
        address = urllib.parse.urlsplit(desk.base)
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=60)
        connection.putrequest("POST", f"/e/{desk.slug}/")
        connection.putheader("Content-Type", "multipart/form-data; boundary=x")
        connection.putheader("Content-Length", str(200 * 1024 * 1024))  # a phone's video chosen as the list
        connection.putheader("HX-Request", "true")
        connection.endheaders()
        connection.send(b"--x\r\n" + bytes(1000))
        response = connection.getresponse()
        page = response.read().decode()
        assert response.status == 413 and "the size limit is 5 MB" in page and 'id="register"' in page
        assert "waitress" not in page
