"""`riftcheck desk` as a command: organiser accounts, bad usage, and a CLI that never pays
for the desk unless asked."""

from __future__ import annotations

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from django.contrib.auth import get_user_model
from support import REPO, imported_modules, run_cli

from riftcheck.desk import home, server

DESK_MODULES = {"django", "waitress", "whitenoise", "segno", "psycopg"}


def test_createorganiser_stores_a_hashed_password_and_even_the_first_organiser_is_no_superuser(capsys):
    assert server.create_organiser("ann", "a-long-desk-password") == 0
    assert server.create_organiser("ben", "another-long-password", admin=True) == 0
    ann, ben = (get_user_model().objects.get(username=name) for name in ("ann", "ben"))
    assert ann.check_password("a-long-desk-password") and ann.password.startswith("pbkdf2_")
    assert not ann.is_superuser and ann.is_staff and ben.is_superuser
    assert "Organiser ann created" in capsys.readouterr().out


def test_createorganiser_refuses_a_weak_password_and_a_taken_name(capsys):
    assert server.create_organiser("cat", "123") == 2
    assert "too short" in capsys.readouterr().err
    server.create_organiser("dan", "a-long-desk-password")
    assert server.create_organiser("dan", "a-long-desk-password") == 2
    assert "exists already" in capsys.readouterr().err


@pytest.mark.parametrize("args, message", [
    (["desk", "dance"], "unknown desk action 'dance'"),
    (["desk", "--database", "mysql://x@y/z"], "sqlite:///FILE or postgresql://"),
    (["desk", "createorganiser"], "name the organiser"),
])
def test_bad_usage_exits_2_with_a_sentence(args, message, tmp_path):
    result = run_cli(*args, env={"RIFTCHECK_DESK_HOME": str(tmp_path)})
    assert result.returncode == 2 and message in result.stderr


def test_the_database_address_defaults_to_sqlite_in_the_desk_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("RIFTCHECK_DESK_HOME", str(tmp_path))
    monkeypatch.delenv("RIFTCHECK_DATABASE_URL", raising=False)
    settings = home.database()
    assert settings["NAME"] == str(tmp_path / "desk.sqlite3")
    assert settings["OPTIONS"]["transaction_mode"] == "IMMEDIATE" and "journal_mode=WAL" in settings["OPTIONS"]["init_command"]
    assert home.database("postgres://u@h:5/d")["ENGINE"] == "riftcheck.desk.postgresql"


def test_the_secret_key_is_made_once_and_kept(monkeypatch, tmp_path):
    monkeypatch.setenv("RIFTCHECK_DESK_HOME", str(tmp_path))
    first = home.secret_key()
    assert home.secret_key() == first and len(first) >= 50
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0
    assert first not in "".join(path.read_text(errors="ignore") for path in (REPO / "src" / "riftcheck" / "desk").rglob("*.py"))


@pytest.mark.parametrize("args", [["--version"], ["check", str(REPO / "examples" / "lillia.txt"), "-o", "json"]])
def test_other_commands_never_import_the_desk(args):
    assert imported_modules(*args) & DESK_MODULES == set()


def test_createorganiser_and_setpassword_read_a_piped_password_with_password_stdin(tmp_path):
    env = {"RIFTCHECK_DESK_HOME": str(tmp_path)}
    made = run_cli("desk", "createorganiser", "eve", "--password-stdin", stdin="a-long-desk-password\n", env=env)
    assert made.returncode == 0 and "Organiser eve created." in made.stdout and "Warning" not in made.stderr
    admin = run_cli("desk", "createorganiser", "gus", "--admin", "--password-stdin", stdin="a-long-desk-password\n",
                    env=env)
    assert admin.returncode == 0 and "Organiser gus created (may manage accounts in /admin/)." in admin.stdout
    changed = run_cli("desk", "setpassword", "eve", "--password-stdin", stdin="another-long-password\n", env=env)
    assert changed.returncode == 0 and "New password set for eve" in changed.stdout
    check = ("from riftcheck.desk import server; server.setup(); from django.contrib.auth import authenticate; "
             "from django.contrib.auth.models import User; "
             "print([user.is_superuser for user in User.objects.order_by('username')], "
             "bool(authenticate(username='eve', password='another-long-password')))")
    import subprocess
    import sys

    found = subprocess.run([sys.executable, "-c", check], env={**__import__("os").environ, **env}, cwd=REPO,
                           capture_output=True, text=True, timeout=120)
    assert found.stdout.strip().endswith("[False, True] True"), found.stderr[-2000:]


@pytest.mark.parametrize("args, stdin, message", [
    (["createorganiser", "fay"], "piped-password\n", "pipe the password with --password-stdin"),
    (["createorganiser", "fay", "--password-stdin"], "", "no password on standard input"),
    (["setpassword", "nobody", "--password-stdin"], "a-long-desk-password\n", "no organiser is named 'nobody'"),
    (["setpassword"], "", "name the organiser"),
])
def test_a_password_that_cannot_be_read_is_one_sentence_not_a_traceback(args, stdin, message, tmp_path):
    result = run_cli("desk", *args, stdin=stdin, env={"RIFTCHECK_DESK_HOME": str(tmp_path)})
    assert result.returncode == 2 and message in result.stderr
    assert "Traceback" not in result.stderr and "GetPassWarning" not in result.stderr


def test_a_port_in_use_is_one_sentence_before_any_banner(tmp_path):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = run_cli("desk", "--port", str(port), env={"RIFTCHECK_DESK_HOME": str(tmp_path)})
    assert result.returncode == 2 and f"port {port} on 127.0.0.1 is in use" in result.stderr
    assert "Traceback" not in result.stderr and "Players:" not in result.stdout


@pytest.mark.parametrize("database", ["postgresql://desk@127.0.0.1:1/nothing", "sqlite:////no/such/folder/desk.db"])
def test_a_database_that_cannot_be_used_is_one_sentence(database, tmp_path):
    result = run_cli("desk", "--port", "0", "--database", database, env={"RIFTCHECK_DESK_HOME": str(tmp_path)})
    assert result.returncode == 2 and "cannot use the database" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Players:" not in result.stdout


def test_one_process_answers_8_requests_at_once_and_each_gunicorn_worker_2_taking_8_connections(monkeypatch, tmp_path):
    monkeypatch.setenv("RIFTCHECK_DESK_HOME", str(tmp_path))
    assert server.threads(server.ServeOptions()) == 8 and not server.uses_gunicorn(server.ServeOptions())
    workers = server.ServeOptions(workers=2)
    config = server.gunicorn_config(workers)
    assert server.uses_gunicorn(workers) and config["threads"] == 2 and config["worker_connections"] == 8
    assert server.gunicorn_config(server.ServeOptions(workers=2, threads=6))["threads"] == 6
    assert server.threads(server.ServeOptions(threads=3)) == 3
    assert server._serve_problem(server.ServeOptions(port=0, threads=0)) == "--workers and --threads take a number of at least 1."


def test_on_the_loopback_address_the_banner_says_phones_cannot_reach_it_and_names_the_lan_address():
    local = server.banner(server.ServeOptions(host="127.0.0.1", port=8123))
    assert "Phones cannot reach 127.0.0.1" in local and "--host 0.0.0.0" in local
    assert f"http://{server._network_address()}:8123/" in local
    assert "Phones cannot reach" not in server.banner(server.ServeOptions(host="0.0.0.0", port=8123))


def test_the_sqlite_database_and_its_wal_are_readable_by_their_owner_alone(monkeypatch, tmp_path):
    import sqlite3

    monkeypatch.setenv("RIFTCHECK_DESK_HOME", str(tmp_path))
    monkeypatch.delenv("RIFTCHECK_DATABASE_URL", raising=False)
    import os

    kept = os.umask(0o022)  # a usual account's umask: files readable by everyone unless made otherwise
    try:
        home.private_sqlite_files()
    finally:
        os.umask(kept)
    path = tmp_path / "desk.sqlite3"
    with sqlite3.connect(path) as data:
        data.execute("PRAGMA journal_mode=WAL")
        data.execute("CREATE TABLE t (x)")
        data.execute("INSERT INTO t VALUES (1)")
        assert (tmp_path / "desk.sqlite3-wal").exists()
        for name in ("desk.sqlite3", "desk.sqlite3-wal", "desk.sqlite3-shm"):
            assert (tmp_path / name).stat().st_mode & 0o077 == 0, name
