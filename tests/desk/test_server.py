"""`riftcheck desk` for real: waitress on a loopback port, 50 clients submitting 200 lists at
once, on SQLite and on PostgreSQL; every list stored once, with its verdict."""

from __future__ import annotations

import json
import sqlite3
from concurrent.futures import ThreadPoolExecutor

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import ILLEGAL, LEGAL
from live import Browserless, fresh_postgresql_database, running_desk

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


def test_concurrent_submissions_on_sqlite_are_each_stored_once_with_their_verdict(tmp_path):
    with running_desk(tmp_path) as desk:
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
