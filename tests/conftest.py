"""Shared fixtures: a private cache folder, the card database and the shared decklists."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
DECKLISTS = SHARED / "decklists"


@pytest.fixture(scope="session", autouse=True)
def private_cache(tmp_path_factory) -> Path:
    """Every test run builds its caches afresh in a temporary folder."""
    folder = tmp_path_factory.mktemp("cache")
    os.environ["RIFTCHECK_CACHE_DIR"] = str(folder)
    return folder


@pytest.fixture(scope="session")
def db():
    from riftcheck.cards.db import load_db

    return load_db()


@pytest.fixture(scope="session")
def resolver(db):
    from riftcheck.cards.resolve import Resolver

    return Resolver(db)


def run_cli(*args: str, stdin: str | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run riftcheck in a fresh process, as a user would."""
    return subprocess.run(
        [sys.executable, "-m", "riftcheck", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**os.environ, **(env or {})},
        cwd=REPO,
        timeout=120,
    )
