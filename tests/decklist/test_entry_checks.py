"""The checks every reader applies to an entry, the first time a card is seen and every time after.

Names and codes that passed once are remembered, so each case here is read after an accepted
entry with the same name and code, and then read again: all three must hold the same result.
"""

from __future__ import annotations

import pytest

from riftcheck.games.riftbound.decklist import entries
from riftcheck.games.riftbound.decklist.entries import add_entry
from riftcheck.games.riftbound.decklist.model import Decklist, Entry
from riftcheck.engine.inputs.limits import MAX_NAME_CHARS


def read_entry(count: object, name: object, code: object = None) -> Entry | tuple[str, dict]:
    """What add_entry makes of one entry: the Entry, or the problem's key and parameters."""
    decklist = Decklist(source="deck.txt", input_format="text")
    add_entry(decklist, "main", count, name, where="main[0]", line=7, code=code)
    if decklist.problems:
        [problem] = decklist.problems
        assert (problem.line, problem.text) == (7, "main[0]")
        return problem.key, problem.params
    [entry] = decklist.entries("main")
    return entry


@pytest.mark.parametrize(
    ("count", "name", "code", "expected"),
    [
        (3, "Charm", None, Entry(3, "Charm", 7, None)),
        (1, "Charm", "OGN-043", Entry(1, "Charm", 7, "OGN-043")),
        (999, "  Charm\t", None, Entry(999, "Charm", 7, None)),
        ("3", "Charm", None, Entry(3, "Charm", 7, None)),
        (" 03 ", "Charm", None, Entry(3, "Charm", 7, None)),
        (0, "Charm", None, ("count-out-of-range", {"count": "0", "low": 1, "high": 999})),
        (1000, "Charm", None, ("count-out-of-range", {"count": "1000", "low": 1, "high": 999})),
        (-1, "Charm", None, ("count-out-of-range", {"count": "-1", "low": 1, "high": 999})),
        (True, "Charm", None, ("count-not-whole", {"count": "True", "low": 1, "high": 999})),
        (1.0, "Charm", None, ("count-not-whole", {"count": "1.0", "low": 1, "high": 999})),
        (None, "Charm", None, ("count-not-whole", {"count": "None", "low": 1, "high": 999})),
        (3, "Ch\x1barm", None, ("control-character", {"what": "card name", "codepoint": "001B"})),
        (3, "x" * (MAX_NAME_CHARS + 1), None, ("too-long", {"what": "card name", "length": 201, "limit": 200})),
        (3, "   ", None, ("missing", {"what": "card name"})),
        (3, ["Charm"], None, ("not-text", {"what": "card name", "value": "['Charm']"})),
        (3, "Charm", 43, ("not-text", {"what": "card code", "value": "43"})),
        (3, "Charm", "OGN-\x07", ("control-character", {"what": "card code", "codepoint": "0007"})),
    ],
)
def test_an_entry_reads_the_same_before_and_after_its_card_is_remembered(count, name, code, expected):
    first = read_entry(count, name, code)
    if isinstance(name, str):
        read_entry(2, "Charm", code if isinstance(code, str) else None)  # an accepted entry of the card
    assert first == expected
    assert read_entry(count, name, code) == expected
    assert read_entry(count, name, code) == expected


def test_a_count_of_true_is_not_one_even_for_a_remembered_card():
    assert read_entry(1, "Defy", "OGN-044") == Entry(1, "Defy", 7, "OGN-044")
    assert read_entry(True, "Defy", "OGN-044")[0] == "count-not-whole"
    assert read_entry(1.0, "Defy", "OGN-044")[0] == "count-not-whole"


def test_entries_stay_right_when_more_cards_are_seen_than_are_remembered(monkeypatch):
    monkeypatch.setattr(entries, "_REMEMBERED", 2)
    names = [f"Card {number}" for number in range(7)]
    for _ in range(2):
        assert [read_entry(2, f" {name} ") for name in names] == [Entry(2, name, 7, None) for name in names]
        assert len(entries._accepted) <= 2
