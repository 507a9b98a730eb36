"""A real `riftcheck desk` in a subprocess on a free loopback port, for the server and
browser tests; and HTTP clients that behave like a browser without JavaScript."""

from __future__ import annotations

import http.cookiejar
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from contextlib import contextmanager
from pathlib import Path

import pytest
from support import REPO

POSTGRESQL_VARIABLE = "RIFTCHECK_TEST_POSTGRESQL_URL"
PASSWORD = "a-long-desk-password"
_CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')

# Run in the server's environment: an organiser and an event, printed as JSON.
_PREPARE = """
import json, sys, datetime
from riftcheck.desk import server
server.setup()
from django.contrib.auth import get_user_model
from riftcheck.desk.registrations import domain
user = get_user_model().objects.create_user("orga", password=sys.argv[1], is_staff=True)
event = domain.create_event(user, name="Store Championship", date=datetime.date.fromisoformat(sys.argv[2]),
                            format="constructed")
print(json.dumps({"slug": event.slug}))
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def postgresql_url() -> str:
    url = os.environ.get(POSTGRESQL_VARIABLE)
    if not url:
        pytest.skip(f"no PostgreSQL server: set {POSTGRESQL_VARIABLE} (.ci/postgres starts one)")
    return url


@contextmanager
def fresh_postgresql_database():
    """A new, empty database on the test PostgreSQL server, dropped afterwards."""
    import psycopg

    server = postgresql_url()
    name = f"riftcheck_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urllib.parse.urlunsplit(urllib.parse.urlsplit(server)._replace(path=f"/{name}"))
    finally:
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


class Desk:
    def __init__(self, base: str, slug: str, process: subprocess.Popen):
        self.base, self.slug, self.process = base, slug, process

    def url(self, path: str) -> str:
        return self.base + path


@contextmanager
def running_desk(home: Path, database: str | None = None, event_date: str = "2026-11-29", args: tuple = (),
                 launcher: str | None = None):
    """`riftcheck desk` serving from `home` (and `database`), with an organiser `orga` and
    one event; stopped afterwards. `launcher`: Python code run instead of `-m riftcheck`, with
    the desk's arguments in sys.argv."""
    env = desk_environment(home, database)
    prepared = subprocess.run([sys.executable, "-c", _PREPARE, PASSWORD, event_date], env=env, cwd=REPO,
                              capture_output=True, text=True, timeout=120)
    assert prepared.returncode == 0, prepared.stderr[-3000:]
    slug = json.loads(prepared.stdout.strip().splitlines()[-1])["slug"]
    with serving(home, slug, database, args, launcher) as desk:
        yield desk


def desk_environment(home: Path, database: str | None = None) -> dict:
    env = {**os.environ, "RIFTCHECK_DESK_HOME": str(home), "PYTHONUNBUFFERED": "1"}
    env.pop("RIFTCHECK_DESK_DEBUG", None)
    env.pop("DJANGO_SETTINGS_MODULE", None)
    env.pop("RIFTCHECK_DATABASE_URL", None)
    if database:
        env["RIFTCHECK_DATABASE_URL"] = database
    return env


@contextmanager
def serving(home: Path, slug: str, database: str | None = None, args: tuple = (), launcher: str | None = None,
            port: int | None = None):
    """`riftcheck desk` (already prepared) serving from `home` on `port` (default a free one)."""
    port = port or free_port()
    start = ["-c", launcher, "desk"] if launcher else ["-m", "riftcheck", "desk"]
    process = subprocess.Popen([sys.executable, *start, "--port", str(port), *args],
                               env=desk_environment(home, database), cwd=REPO,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_for(base, process)
        yield Desk(base, slug, process)
    finally:
        if process.poll() is None:
            process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def wait_until(condition, what: str, seconds: float = 60, pause: float = 0.2):
    """Poll `condition` until it returns something true, and return that. A hang guard only: the
    bound is generous and says what never happened; the test asserts the outcome itself."""
    deadline = time.monotonic() + seconds
    while True:
        found = condition()
        if found:
            return found
        if time.monotonic() > deadline:
            pytest.fail(f"hang guard: {what} within {seconds:.0f} s")
        time.sleep(pause)


def _wait_for(base: str, process: subprocess.Popen, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"riftcheck desk stopped: {process.stdout.read()[-3000:]}")
        try:
            with urllib.request.urlopen(base + "/", timeout=2):
                return
        except OSError:
            time.sleep(0.2)
    raise AssertionError("riftcheck desk did not answer in time")


class Browserless:
    """An HTTP client with its own cookies, posting forms with their CSRF token."""

    def __init__(self, base: str):
        self.base = base
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def get(self, path: str) -> tuple[str, str]:
        with self.opener.open(self.base + path, timeout=60) as response:
            return response.geturl(), response.read().decode("utf-8")

    def post_form(self, path: str, fields: dict[str, str], action: str | None = None) -> tuple[str, str]:
        """GET the page at `path` for its CSRF token, then POST `fields` to `action` (default:
        the same page); the final address and page."""
        _, page = self.get(path)
        token = _CSRF.search(page).group(1)
        body = urllib.parse.urlencode({"csrfmiddlewaretoken": token, **fields}).encode()
        target = self.base + (action or path)
        request = urllib.request.Request(target, data=body, headers={"Referer": self.base + path})
        with self.opener.open(request, timeout=60) as response:
            return response.geturl(), response.read().decode("utf-8")

    def post_multipart(self, path: str, fields: dict[str, str], files: dict[str, tuple[str, bytes]],
                       action: str | None = None, headers: dict | None = None) -> tuple[int, str]:
        """GET `path` for its CSRF token, then POST `fields` and `files` ({field: (name,
        bytes)}) as multipart/form-data, as a browser's file upload; the status and page."""
        _, page = self.get(path)
        token = _CSRF.search(page).group(1)
        boundary = uuid.uuid4().hex
        parts = []
        for name, value in {"csrfmiddlewaretoken": token, **fields}.items():
            parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
        for name, (filename, content) in files.items():
            parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                         f"Content-Type: application/octet-stream\r\n\r\n".encode() + content + b"\r\n")
        body = b"".join(parts) + f"--{boundary}--\r\n".encode()
        request = urllib.request.Request(self.base + (action or path), data=body, headers={
            "Referer": self.base + path, "Content-Type": f"multipart/form-data; boundary={boundary}", **(headers or {})})
        try:
            with self.opener.open(request, timeout=60) as response:
                return response.status, response.read().decode("utf-8")
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode("utf-8")

    def log_in(self) -> None:
        url, _ = self.post_form("/organiser/login/", {"username": "orga", "password": PASSWORD})
        assert "/login/" not in url
