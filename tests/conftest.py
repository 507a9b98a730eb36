"""Shared fixtures: private cache and user data folders, and the card database; the Hypothesis
profile of every run (tests/hypothesis_profiles.py)."""

from __future__ import annotations

import os
from pathlib import Path

import hypothesis_profiles
import pytest

hypothesis_profiles.load()

# "Today" for the whole run, unless RIFTCHECK_TODAY is already set: no verdict in the suite depends
# on the day it runs. Tests that need a particular day pass it (--as-of); running the suite with
# RIFTCHECK_TODAY set to another day checks that none leans on this one.
FROZEN_TODAY = "2026-12-01"
os.environ.setdefault("RIFTCHECK_TODAY", FROZEN_TODAY)


@pytest.fixture(scope="session", autouse=True)
def private_cache(tmp_path_factory) -> Path:
    """Every test run builds its caches afresh in a temporary folder."""
    folder = tmp_path_factory.mktemp("cache")
    os.environ["RIFTCHECK_CACHE_DIR"] = str(folder)
    return folder


@pytest.fixture(scope="session", autouse=True)
def private_user_data(tmp_path_factory) -> Path:
    """No test reads or writes the machine's own riftcheck data folder: every run, and every
    command a test starts, sees an empty one of its own."""
    folder = tmp_path_factory.mktemp("user-data")
    os.environ["RIFTCHECK_DATA"] = str(folder)
    return folder


@pytest.fixture(scope="session")
def db():
    from riftcheck.games.riftbound.cards.db import load_db

    return load_db()


@pytest.fixture(scope="session")
def resolver(db):
    from riftcheck.games.riftbound.cards.resolve import Resolver

    return Resolver(db)
