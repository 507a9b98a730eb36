"""The one resolver every feature uses: names, titles, codes, spellings, suggestions."""

from __future__ import annotations

import re

import pytest

from support import DECKLISTS


@pytest.mark.parametrize(
    "written,expected",
    [
        ("Jinx, Rebel", "Jinx, Rebel"),
        ("Jinx - Rebel", "Jinx, Rebel"),
        ("jinx rebel", "Jinx, Rebel"),
        ("  JINX,   REBEL ", "Jinx, Rebel"),
        ("Kai'sa, Survivor", "Kai'Sa, Survivor"),
        ("Kai\u2019Sa, Survivor", "Kai'Sa, Survivor"),
        ("Kaisa Survivor", "Kai'Sa, Survivor"),
        ("Loose Cannon", "Jinx, Loose Cannon"),
        ("Jinx, Loose Cannon", "Jinx, Loose Cannon"),
        ("Lillia - Bashful Bloom", "Lillia, Bashful Bloom"),
        ("Calm Rune", "Calm Rune"),
    ],
)
def test_names_resolve_however_they_are_written(resolver, written, expected):
    assert resolver.resolve(written).card.name == expected


@pytest.mark.parametrize(
    "code,expected_card,expected_printing",
    [
        ("OGN-202", "Jinx, Rebel", "OGN-202"),
        ("OGN-202a", "Jinx, Rebel", "OGN-202a"),
        ("ogn-202a-298", "Jinx, Rebel", "OGN-202a"),
        ("OGN-202-1", "Jinx, Rebel", "OGN-202"),
        ("OGN-202-2", "Jinx, Rebel", "OGN-202a"),
        ("ogn-299-298", "Kai'Sa, Daughter of the Void", "OGN-299"),
        ("VEN-SP1", "Kai'Sa, Survivor", "VEN-SP1"),
        ("ven-r01", "Fury Rune", "VEN-R01"),
        ("Charm [OGN-043]", "Charm", "OGN-043"),
        ("Lillia - Fae Fawn [UNL-082]", "Lillia, Fae Fawn", "UNL-082"),
    ],
)
def test_collector_codes_name_the_card_and_printing(resolver, code, expected_card, expected_printing):
    found = resolver.resolve(code)
    assert found.card.name == expected_card
    assert found.printing.code == expected_printing


def test_a_signed_code_without_a_signed_printing_still_names_the_card(resolver):
    assert resolver.resolve("OGN-202*").card.name == "Jinx, Rebel"


def test_rune_numbers_name_the_basic_rune_in_every_set(resolver):
    assert resolver.resolve("SFD-R02").card.name == "Calm Rune"
    assert resolver.resolve("UNL-R05a").card.name == "Chaos Rune"


def test_the_bracketed_code_decides_over_the_name(resolver):
    assert resolver.resolve("Jinx, Rebel [OGN-043]").card.name == "Charm"


def test_every_printing_of_a_name_resolves_to_the_same_card(db, resolver):
    card = db.get("Jinx, Rebel")
    assert {resolver.resolve(p.code).card.name for p in card.printings} == {"Jinx, Rebel"}


def test_unknown_names_get_close_suggestions(resolver):
    assert resolver.resolve("Jinxx, Rebl").card is None
    suggestions = resolver.suggest("Jinxx, Rebl")
    assert suggestions[0] == "Jinx, Rebel"
    assert len(suggestions) <= 3


def test_nonsense_gets_no_card(resolver):
    assert resolver.resolve("zzzzqqqq").card is None


def _names_in(path):
    for line in path.read_text(encoding="utf-8").splitlines():
        match = re.match(r"^(\d+)\s+(.+)$", line.strip())
        if match and not line.startswith("#"):
            yield match[2]


@pytest.mark.parametrize("path", sorted(DECKLISTS.glob("0*.txt")), ids=lambda p: p.name[:3])
def test_every_card_name_in_the_shared_decklists_resolves(resolver, path):
    unresolved = [name for name in _names_in(path) if resolver.resolve(name).card is None]
    assert unresolved == []
