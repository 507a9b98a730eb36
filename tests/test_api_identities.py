"""riftcheck.api.identities: what each deck is played as, for a metagame, in the deck's own game."""

from __future__ import annotations

import pytest
from support import REPO

from riftcheck import api
from riftcheck.games.mtg.decklist import MagicListError
from riftcheck.engine.inputs.refusals import DecklistError

CODE = (REPO / "tests" / "fixtures" / "decklists" / "032-kaisa-piltover-deckcode-v3-golden.txt").read_bytes()


def test_a_riftbound_deck_is_played_as_its_champion_legend_and_the_legends_domains():
    assert api.identities("Legend:\n1 Jinx, Loose Cannon\n\nMainDeck:\n3 Charm\n") == [
        {"leader": "Jinx, Loose Cannon", "colours": ["Fury", "Chaos"]}]
    assert api.identities(CODE) == [{"leader": "Kai'Sa, Daughter of the Void", "colours": ["Fury", "Mind"]}]


def test_a_riftbound_deck_without_a_legend_has_no_leader_nor_colours():
    assert api.identities("3 Charm\n3 Stupefy\n") == [{"leader": None, "colours": []}]


def test_a_commander_deck_is_played_as_its_commanders_and_their_colour_identity():
    text = "Commander\n1 Krenko, Mob Boss\n\nDeck\n1 Sol Ring\n1 Counterspell\n97 Mountain\n"
    assert api.identities(text, game="mtg", format="commander") == [{"leader": "Krenko, Mob Boss", "colours": ["R"]}]


def test_a_magic_deck_without_commanders_has_the_colours_of_its_cards_in_wubrg_order():
    text = "Deck\n4 Lightning Bolt\n4 Counterspell\n4 Swords to Plowshares\n48 Island\n"
    assert api.identities(text, game="mtg", format="legacy") == [{"leader": None, "colours": ["W", "U", "R"]}]
    assert api.identities("Deck\n4 Sol Ring\n56 Wastes\n", game="mtg", format="legacy") == [
        {"leader": None, "colours": []}]


def test_identities_gives_the_caller_its_own_values():
    first = api.identities("Legend:\n1 Jinx, Loose Cannon\n")
    first[0]["colours"].append("Order")
    assert api.identities("Legend:\n1 Jinx, Loose Cannon\n")[0]["colours"] == ["Fury", "Chaos"]


def test_identities_refuses_what_is_no_decklist_of_the_game():
    with pytest.raises(DecklistError):
        api.identities("")
    with pytest.raises(MagicListError):
        api.identities("just some words, no cards\n", game="mtg", format="modern")
