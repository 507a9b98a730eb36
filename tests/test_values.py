"""The checker's value classes (riftcheck.engine.values) behave as the dataclasses they replace:
equal by their fields, frozen ones hashable and unchangeable, every one surviving a pickle (the
caches and the worker processes pickle them)."""

from __future__ import annotations

import datetime
import pickle

import pytest

from riftcheck.engine.verdicts.result import DeckResult, Totals
from riftcheck.games.riftbound.cards.model import Card, Printing
from riftcheck.games.riftbound.formats.files import CardSet


def test_mutable_values_are_equal_by_their_fields_and_unhashable():
    assert Totals(decks=2, legal=1) == Totals(2, 1)
    assert Totals(decks=2) != Totals(decks=3)
    assert DeckResult("a.txt") != DeckResult("b.txt")
    with pytest.raises(TypeError):
        hash(Totals())


def test_a_mutable_value_gets_lists_of_its_own():
    first, second = DeckResult("a.txt"), DeckResult("b.txt")
    first.findings.append("x")
    assert second.findings == []


def test_frozen_values_refuse_changes_and_hash_by_their_fields():
    released = CardSet("OGN", "Origins", True, datetime.date(2025, 10, 31))
    with pytest.raises(AttributeError):
        released.name = "Other"  # type: ignore[misc]
    assert hash(released) == hash(CardSet("OGN", "Origins", True, datetime.date(2025, 10, 31)))
    assert released.replaced(name="Other").name == "Other" and released.name == "Origins"


def test_values_survive_a_pickle():
    printing = Printing("OGN-202a", "OGN", "202", "a")
    card = Card("Jinx, Rebel", "Unit", supertypes=("Champion",), tags=("Jinx",), printings=(printing,))
    released = CardSet("OGN", "Origins", True, datetime.date(2025, 10, 31), cards=298)
    for value in (printing, card, released, Totals(decks=4, legal=3)):
        assert pickle.loads(pickle.dumps(value)) == value
    again = pickle.loads(pickle.dumps(card))
    assert again.printings == (printing,) and again.is_champion_unit


def test_cards_compare_by_their_facts_not_their_printings():
    plain = Card("Stupefy", "Spell", domains=("Mind",))
    printed = Card("Stupefy", "Spell", domains=("Mind",), printings=(Printing("OGN-001", "OGN", "001", ""),))
    assert plain == printed and hash(plain) == hash(printed)
    assert "printings=" in repr(printed) and "is_token" not in repr(printed)
