"""riftcheck.api.list_text: a decklist in any form as the canonical list by zone, with names and codes."""

from __future__ import annotations

import pytest
from support import REPO

from riftcheck import api
from riftcheck.engine.inputs.refusals import DecklistError

DECKLISTS = REPO / "tests" / "fixtures" / "decklists"
TTS = (DECKLISTS / "029-viktor-tts-silhouette-docs.txt").read_bytes()
CODE = (DECKLISTS / "032-kaisa-piltover-deckcode-v3-golden.txt").read_bytes()


def _zone(deck: dict, zone: str) -> list[dict]:
    return next(found["cards"] for found in deck["zones"] if found["zone"] == zone)


def test_list_text_names_every_card_of_a_tts_list_by_zone_with_its_code():
    (deck,) = api.list_text(TTS)
    assert [zone["zone"] for zone in deck["zones"]] == ["legend", "champion", "main", "battlefields", "runes"]
    assert _zone(deck, "legend") == [{"count": 1, "name": "Viktor, Herald of the Arcane", "code": "OGN-265",
                                      "known": True}]
    assert {"count": 3, "name": "Stupefy", "code": "OGN-095", "known": True} in _zone(deck, "main")
    # 39 main cards besides the chosen champion, 3 battlefields, 12 runes (the fixture's index)
    assert sum(card["count"] for card in _zone(deck, "main")) == 39
    assert sum(card["count"] for card in _zone(deck, "battlefields")) == 3
    assert sum(card["count"] for card in _zone(deck, "runes")) == 12


def test_list_text_reads_a_deck_code_into_card_names():
    (deck,) = api.list_text(CODE)
    assert _zone(deck, "legend")[0]["name"] == "Kai'Sa, Daughter of the Void"
    assert _zone(deck, "champion")[0] == {"count": 1, "name": "Ravenbloom Student", "code": "OGN-103", "known": True}
    assert {"count": 3, "name": "Cleave", "code": "OGN-004", "known": True} in _zone(deck, "main")


def test_list_text_keeps_an_unknown_card_as_written_and_says_it_is_unknown():
    (deck,) = api.list_text("3 Cleave\n2 Not A Card At All\n")
    main = _zone(deck, "main")
    assert {"count": 2, "name": "Not A Card At All", "code": None, "known": False} in main
    assert any(card["name"] == "Cleave" and card["code"] and card["known"] for card in main)


def test_list_text_gives_the_caller_its_own_values():
    first = api.list_text(CODE)
    first[0]["zones"].clear()
    assert api.list_text(CODE)[0]["zones"]


def test_list_text_refuses_what_is_not_a_decklist():
    with pytest.raises(DecklistError):
        api.list_text(b"Bring snacks\nTables open at nine\n")


def test_a_magic_list_comes_in_magics_zones_and_a_non_magic_text_is_refused_by_magics_reader():
    from riftcheck.games.mtg.decklist import MagicListError

    decks = api.list_text("Deck\n4 Lightning Bolt (M11) 146\n56 Mountain\n\n2 Shock\n", game="mtg")
    assert decks[0]["zones"] == [
        {"zone": "main", "cards": [{"count": 4, "name": "Lightning Bolt", "code": "M11 146", "known": True},
                                   {"count": 56, "name": "Mountain", "code": None, "known": True}]},
        {"zone": "sideboard", "cards": [{"count": 2, "name": "Shock", "code": None, "known": True}]},
    ]
    commander = api.list_text("1 Goblin Guide\n99 Mountain\n\n1 Krenko, Mob Boss\n", game="mtg",
                              format="commander")
    assert [zone["zone"] for zone in commander[0]["zones"]] == ["commander", "main"]
    with pytest.raises(MagicListError):
        api.list_text("just some words\n", game="mtg")
