"""What a CheckContext hands out cannot change the format data another context is built from."""

from __future__ import annotations

import datetime

import pytest

from riftcheck.games.riftbound import formats

DAY = datetime.date(2026, 11, 1)


@pytest.mark.parametrize("name", ["banned", "restricted", "sets", "renumbered", "legend_choices", "severities",
                                  "lifted", "card_data", "citations"])
def test_every_mapping_it_hands_out_is_read_only(name):
    context = formats.context("2v2", DAY, "kr")
    with pytest.raises(TypeError):
        getattr(context, name)["Anything"] = None


def test_nested_citations_and_regional_dates_are_read_only_too():
    context = formats.context("constructed", DAY, "kr")
    with pytest.raises(TypeError):
        context.citations["RC102"]["runes"] = "999"
    with pytest.raises(TypeError):
        context.region.releases["SFD"] = (DAY, "made up")
    assert formats.context("constructed", DAY, "kr").citations["RC102"]["runes"] == "103.4.a.1"


def test_a_copy_keeps_no_memo_of_the_original():
    context = formats.context("constructed", DAY)
    from riftcheck.games.riftbound.cards.db import load_db

    card = next(card for card in load_db().cards if card.name == "Stupefy")
    assert context.first_release(card) is not None and context.all_released([card.name])
    earlier = context.replaced(as_of=datetime.date(2025, 10, 1))
    assert not earlier.all_released([card.name])  # answered afresh for its own date
