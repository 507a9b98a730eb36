"""Fixtures for the decklist readers: read text the way `riftcheck check` reads a file."""

from __future__ import annotations

import pytest

from riftcheck.games.riftbound.decklist.detect import read_decklists
from riftcheck.games.riftbound.decklist.model import Decklist
from riftcheck.games.riftbound.resolve_deck import resolve_deck


@pytest.fixture
def read():
    """Read `text` (a str is UTF-8 encoded) as the bytes of a file named deck.txt."""

    def read(text: str | bytes, input_format: str | None = None) -> list[Decklist]:
        data = text.encode("utf-8") if isinstance(text, str) else text
        return read_decklists(data, "deck.txt", input_format)

    return read


@pytest.fixture
def read_one(read):
    """Read input that must hold exactly one decklist."""

    def read_one(text: str | bytes, input_format: str | None = None) -> Decklist:
        decklists = read(text, input_format)
        assert len(decklists) == 1
        return decklists[0]

    return read_one


@pytest.fixture
def deck_of(read_one, resolver):
    """Read text holding one decklist and resolve it as `riftcheck check` does."""

    def deck_of(text: str, **options):
        return resolve_deck(read_one(text), resolver, **options)

    return deck_of
