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
    assert server.create_organiser("ben", "another-long-password", superuser=True) == 0
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
    assert home.database("postgres://u@h:5/d")["ENGINE"] == "django.db.backends.postgresql"


def test_the_secret_key_is_made_once_and_kept(monkeypatch, tmp_path):
    monkeypatch.setenv("RIFTCHECK_DESK_HOME", str(tmp_path))
    first = home.secret_key()
    assert home.secret_key() == first and len(first) >= 50
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0
    assert first not in "".join(path.read_text(errors="ignore") for path in (REPO / "riftcheck" / "desk").rglob("*.py"))


@pytest.mark.parametrize("args", [["--version"], ["check", str(REPO / "examples" / "lillia.txt"), "-o", "json"]])
def test_other_commands_never_import_the_desk(args):
    assert imported_modules(*args) & DESK_MODULES == set()
