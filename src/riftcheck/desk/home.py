"""Where the desk keeps its files, its database address and its secret key.

Everything lives in one folder: RIFTCHECK_DESK_HOME when set (tests use a temporary one),
else riftcheck's folder in the user's data directory. The secret key is made on first start
and never leaves that folder.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

DATABASE_VARIABLE = "RIFTCHECK_DATABASE_URL"
HOME_VARIABLE = "RIFTCHECK_DESK_HOME"
SECRET_FILE = "secret_key"
SECRET_VARIABLE = "RIFTCHECK_DESK_SECRET_KEY"
SQLITE_FILE = "desk.sqlite3"
# Each write waits up to this long for another to finish rather than fail at once (SQLite
# allows one writer); a submission's writes take a few milliseconds.
SQLITE_BUSY_SECONDS = 20
SQLITE_PRAGMAS = "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL"
SQLITE_ENGINE = "riftcheck.desk.sqlite3"  # Django's, its writers queued for a lock rather than polling
POSTGRESQL_ENGINE = "riftcheck.desk.postgresql"  # Django's, a kept connection checked without a round trip


def home() -> Path:
    configured = os.environ.get(HOME_VARIABLE)
    if configured:
        folder = Path(configured)
    else:
        import platformdirs

        folder = Path(platformdirs.user_data_dir("riftcheck")) / "desk"
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    return folder


def secret_key() -> str:
    """The key Django signs sessions with: RIFTCHECK_DESK_SECRET_KEY when set (the same on
    every machine of one desk), else made once in the desk's folder, readable by the owner only."""
    given = os.environ.get(SECRET_VARIABLE)
    if given:
        return given
    path = home() / SECRET_FILE
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text(encoding="ascii").strip()
    key = secrets.token_urlsafe(50)
    with os.fdopen(descriptor, "w", encoding="ascii") as handle:
        handle.write(key)
    return key


def database_url() -> str:
    return os.environ.get(DATABASE_VARIABLE) or f"sqlite:///{home() / SQLITE_FILE}"


def shown_url(url: str) -> str:
    """A database address fit to print: its password hidden."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


def private_sqlite_files() -> None:
    """The SQLite database (password hashes, sessions) readable by its owner alone: made so
    before SQLite first opens it, which gives its WAL and shared-memory files the same mode;
    files of an older desk are narrowed too."""
    settings = database()
    if not settings["ENGINE"].endswith("sqlite3"):
        return
    path = Path(settings["NAME"])
    if not path.exists():
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    for name in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        if name.exists() and name.stat().st_mode & 0o077:
            name.chmod(0o600)


def database(url: str | None = None) -> dict:
    """Django's DATABASES entry for `url` (default: database_url()): SQLite in WAL mode with
    IMMEDIATE transactions, so that concurrent writers wait their turn, or PostgreSQL."""
    import dj_database_url

    url = url or database_url()
    if url.startswith("postgres://"):
        url = "postgresql://" + url.removeprefix("postgres://")
    if not url.startswith(("sqlite:", "postgresql:")):
        raise ValueError(f"the desk's database must be sqlite:///FILE or postgresql://..., not {url.split(':', 1)[0]!r}")
    settings = dj_database_url.parse(url)
    # Each server thread keeps its connection: PostgreSQL starts a process for every new one,
    # which cost more than the whole request; one the database dropped is checked and replaced.
    settings["CONN_MAX_AGE"] = None
    settings["CONN_HEALTH_CHECKS"] = True
    if settings["ENGINE"].endswith("postgresql"):
        settings["ENGINE"] = POSTGRESQL_ENGINE
    if settings["ENGINE"].endswith("sqlite3"):
        settings["ENGINE"] = SQLITE_ENGINE
        settings["OPTIONS"] = {"timeout": SQLITE_BUSY_SECONDS, "transaction_mode": "IMMEDIATE",
                               "init_command": SQLITE_PRAGMAS}
    return settings


def time_zone() -> str:
    """The machine's time zone name (deadlines are typed and shown in it), else UTC."""
    named = os.environ.get("RIFTCHECK_DESK_TIME_ZONE") or os.environ.get("TZ")
    if named:
        return named
    try:
        target = os.readlink("/etc/localtime")
    except OSError:
        return "UTC"
    return target.split("zoneinfo/", 1)[1] if "zoneinfo/" in target else "UTC"
