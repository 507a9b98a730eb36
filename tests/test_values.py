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


def test_decklists_are_values_with_lists_of_their_own():
    from riftcheck.games.riftbound.decklist.model import Decklist, Entry, ParseProblem, UnknownKey, UnknownSection

    first, second = Decklist("a.txt", "text"), Decklist("a.txt", "text")
    first.add("main", Entry(3, "Stupefy", line=2))
    first.problems.append(ParseProblem(4, "Tokens\x1b", "not-an-entry"))
    assert second.zones == {} and second.problems == [] and first != second
    assert UnknownSection("Tokens:", 5).entries is not UnknownSection("Tokens:", 5).entries
    assert first.problems[0].text == "Tokens\\x1b"
    assert Entry(3, "Stupefy", line=2) == Entry(3, "Stupefy", 2, None, ())
    with pytest.raises(TypeError):
        hash(Entry(3, "Stupefy"))
    assert hash(UnknownKey("foil", "main[0]")) == hash(UnknownKey("foil", "main[0]"))
    with pytest.raises(AttributeError):
        UnknownKey("foil", "").key = "x"  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(first)) == first
    assert repr(Entry(1, "Jinx")) == "Entry(count=1, text='Jinx', line=None, code=None, printing=())"


def test_token_entries_unpack_and_pickle_as_tuples():
    from riftcheck.games.riftbound.decklist.code_tokens import read_code_list

    entry = read_code_list("OGN-001-2")[0]
    card, count, position = entry
    assert (count, position) == (2, 1) and entry.card is card
    assert pickle.loads(pickle.dumps(entry)) == entry
