"""The desk's Magic events: an event is of a game, and its lists are checked by that game's rules."""

from __future__ import annotations

import datetime

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import event

import riftcheck
from riftcheck.desk.registrations import domain


MAGIC_LIST = "Deck\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Lightning Bolt\n"


def test_a_magic_event_checks_lists_by_magic_rules_in_its_format():
    shop = event(game="mtg", format="legacy", date=datetime.date(2022, 1, 20))
    done = domain.register(shop, name="Ann", text=MAGIC_LIST)
    expected = riftcheck.check_text(MAGIC_LIST, format="legacy", as_of="2022-01-20", game="mtg", filename="Ann.txt")
    assert done.submission.report["en"] == expected["decks"]
    assert done.submission.legal is False and done.submission.codes == "MG102"


def test_an_event_form_refuses_a_format_of_the_other_game():
    from riftcheck.desk.registrations.forms import EventForm

    form = EventForm(data={"name": "Friday", "date": "2026-12-04", "game": "mtg", "format": "constructed"})
    assert not form.is_valid() and "format" in form.errors
    fine = EventForm(data={"name": "Friday", "date": "2026-12-04", "game": "mtg", "format": "commander"})
    assert fine.is_valid(), fine.errors
