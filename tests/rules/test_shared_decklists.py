"""The real tournament lists against the rules in force on their event dates."""

from __future__ import annotations

import datetime

import pytest
from support import DECKLISTS, EVENT_DATES

from riftcheck.games.riftbound import formats, rules
from riftcheck.games.riftbound.decklist.detect import read_path
from riftcheck.games.riftbound.resolve_deck import resolve_deck



def _findings(resolver, number: str, format_name: str, as_of: datetime.date):
    (path,) = DECKLISTS.glob(f"{number}-*.txt")
    (decklist,) = read_path(path)
    return rules.run(resolve_deck(decklist, resolver), formats.context(format_name, as_of))


def _errors(findings):
    return [(f.code, f.card) for f in findings if f.severity == "error"]


@pytest.mark.parametrize("number,date", EVENT_DATES.items())
def test_tournament_lists_are_legal_on_their_event_dates(resolver, number, date):
    assert _errors(_findings(resolver, number, "constructed", datetime.date.fromisoformat(date))) == []


def test_the_rengar_list_is_illegal_as_published(resolver):
    found = _findings(resolver, "006", "constructed", datetime.date(2026, 5, 30))
    assert _errors(found) == [
        ("RC101", "Pyke, Bloodharbor Ripper"),
        ("RC103", None),
        ("RC102", "Darius, Executioner"),
    ]
    assert found[1].params["count"] == 37


def test_atlanta_lists_predate_the_july_changes(resolver):
    """014 plays The Arena's Greatest (banned from 2026-07-24) and 8 sideboard cards."""
    assert _errors(_findings(resolver, "014", "constructed", datetime.date(2026, 7, 24))) == [
        ("RC301", "The Arena's Greatest")
    ]


@pytest.mark.parametrize("number", ["028", "029", "030"])
def test_the_viktor_example_is_casual_legal_but_bans_obelisk_of_power(resolver, number):
    today = datetime.date(2026, 11, 29)
    assert _errors(_findings(resolver, number, "casual", today)) == []
    assert _errors(_findings(resolver, number, "constructed", today)) == [("RC301", "Obelisk of Power")]


@pytest.mark.parametrize("format_name", ["constructed", "2v2"])
@pytest.mark.parametrize("number", ["005", "008"])
def test_published_stacked_deck_lists_are_illegal_from_the_september_ban(resolver, number, format_name):
    """The Vancouver Diana lists (2026-05-30) run Stacked Deck, banned from 2026-09-18."""
    assert _errors(_findings(resolver, number, format_name, datetime.date(2026, 9, 17))) == []
    assert _errors(_findings(resolver, number, format_name, datetime.date(2026, 9, 18))) == [("RC301", "Stacked Deck")]
