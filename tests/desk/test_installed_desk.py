"""The installed `riftcheck desk`, as README tells a user to run it after `pip install '.[desk]'`:
its own script from a fresh home, an organiser made by createorganiser, the desk on its default
SQLite (and on PostgreSQL) answering a GET and a player's POST with its verdict."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from live import PASSWORD, Browserless, _wait_for, free_port, fresh_postgresql_database
from support import REPO, fresh_home, installed_command

pytestmark = pytest.mark.live


def _desk_session(tmp_path: Path, database: str | None) -> tuple[subprocess.Popen, str]:
    """The installed `riftcheck desk` from a fresh home: an organiser made with createorganiser,
    the desk served on a free port, an event made through the organiser's pages."""
    env = fresh_home(tmp_path)
    extra = ["--database", database] if database else []
    made = subprocess.run([installed_command(), "desk", "createorganiser", "orga", "--password-stdin", *extra],
                          input="a-long-desk-password\n", capture_output=True, text=True, env=env, cwd=tmp_path,
                          timeout=300)
    assert made.returncode == 0, made.stdout + made.stderr[-3000:]
    port = free_port()
    process = subprocess.Popen([installed_command(), "desk", "--port", str(port), *extra], env=env, cwd=tmp_path,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return process, f"http://127.0.0.1:{port}"


def _serve_and_register(tmp_path: Path, database: str | None) -> None:
    process, base = _desk_session(tmp_path, database)
    try:
        _wait_for(base, process)
        organiser = Browserless(base)
        url, _ = organiser.post_form("/organiser/login/", {"username": "orga", "password": PASSWORD})
        assert "/login/" not in url
        url, _ = organiser.post_form("/organiser/", {"name": "Store Championship", "date": "2026-12-05",
                                                     "format": "constructed", "rules_date": "2026-12-01"})
        slug = url.rstrip("/").rsplit("/", 1)[1]
        player = Browserless(base)
        _, event_page = player.get(f"/e/{slug}/")
        assert "Store Championship" in event_page
        decklist = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
        url, page = player.post_form(f"/e/{slug}/", {"name": "Somchai", "decklist": decklist})
        assert "/r/" in url and "LEGAL" in page and "ILLEGAL" not in page, page[-2000:]
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_the_installed_desk_starts_on_its_default_sqlite_and_answers_a_player(tmp_path):
    _serve_and_register(tmp_path, None)
    homes = list((tmp_path / "home").rglob("desk.sqlite3"))
    assert homes, "the default database was not made in the user's own folder"


def test_the_installed_desk_starts_on_postgresql_and_answers_a_player(tmp_path):
    with fresh_postgresql_database() as database:
        _serve_and_register(tmp_path, database)
