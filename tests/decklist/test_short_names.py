"""Names written short where the zone makes them plain, and five headerless blocks read by
position only when the first is a legend and the second a champion unit. Card names are those of
data/cards (Lillia, Bashful Bloom is the only Lillia legend; Lillia, Fae Fawn and Lillia,
Protector of Dreams are both Lillia champion units; Dr. Mundo has one champion unit, Master Yi
two legends); the list is examples/lillia.txt."""

from __future__ import annotations

import pytest
from decklist_testing import resolved_zone
from support import REPO

LILLIA = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("written", ["Calm", "calm", "  CALM "])
def test_a_domain_alone_in_the_rune_deck_is_that_domains_rune(deck_of, written):
    deck = deck_of(LILLIA.replace("7 Calm Rune", f"7 {written}"))
    assert resolved_zone(deck, "runes") == [(7, written.strip(), "Calm Rune"), (5, "Mind Rune", "Mind Rune")]
    assert deck.short_names == {}


def test_a_word_that_is_no_domain_stays_unknown_in_the_rune_deck(deck_of):
    deck = deck_of(LILLIA.replace("7 Calm Rune", "7 Calmest"))
    assert resolved_zone(deck, "runes") == [(7, "Calmest", None), (5, "Mind Rune", "Mind Rune")]
    assert deck.short_names == {}


def test_a_domain_alone_outside_the_rune_deck_is_not_read_as_a_rune(deck_of):
    deck = deck_of(LILLIA.replace("3 Lonely Poro", "3 Calm"))
    assert (3, "Calm", None) in resolved_zone(deck, "main")


@pytest.mark.parametrize("written", ["Lillia", "lillia", "LILLIA "])
def test_a_champion_name_alone_as_the_legend_is_its_one_legend(deck_of, written):
    deck = deck_of(LILLIA.replace("1 Lillia, Bashful Bloom", f"1 {written}"))
    assert resolved_zone(deck, "legend") == [(1, written.strip(), "Lillia, Bashful Bloom")]
    assert deck.legend.name == "Lillia, Bashful Bloom"
    assert deck.short_names == {}


def test_two_word_champion_names_alone_are_read_short(deck_of):
    deck = deck_of(LILLIA.replace("1 Lillia, Bashful Bloom", "1 Miss Fortune")
                   .replace("1 Lillia, Fae Fawn", "1 Dr. Mundo"))
    assert resolved_zone(deck, "legend") == [(1, "Miss Fortune", "Miss Fortune, Bounty Hunter")]
    assert resolved_zone(deck, "champion") == [(1, "Dr. Mundo", "Dr. Mundo, Expert")]
    assert deck.short_names == {}


def test_a_name_two_legends_share_is_listed_with_both_and_left_unknown(deck_of):
    deck = deck_of(LILLIA.replace("1 Lillia, Bashful Bloom", "1 Master Yi"))
    assert resolved_zone(deck, "legend") == [(1, "Master Yi", None)]
    assert deck.short_names == {"Master Yi": ("Master Yi, Wuju Bladesman", "Master Yi, Wuju Master")}


def test_a_name_two_champion_units_share_is_listed_with_both_and_left_unknown(deck_of):
    deck = deck_of(LILLIA.replace("1 Lillia, Fae Fawn", "1 Lillia"))
    assert resolved_zone(deck, "champion") == [(1, "Lillia", None)]
    assert deck.short_names == {"Lillia": ("Lillia, Fae Fawn", "Lillia, Protector of Dreams")}


def test_a_champion_name_alone_in_the_main_deck_is_not_read_short(deck_of):
    deck = deck_of(LILLIA.replace("3 Lonely Poro", "3 Dr. Mundo"))
    assert (3, "Dr. Mundo", None) in resolved_zone(deck, "main")
    assert deck.short_names == {}


def test_a_champion_name_alone_as_the_champion_is_never_its_legend(deck_of):
    # Miss Fortune has a legend and two champion units: as the champion it names only the units.
    deck = deck_of(LILLIA.replace("1 Lillia, Fae Fawn", "1 Miss Fortune"))
    assert resolved_zone(deck, "champion") == [(1, "Miss Fortune", None)]
    assert deck.short_names == {"Miss Fortune": ("Miss Fortune, Buccaneer", "Miss Fortune, Captain")}


def test_a_legend_name_alone_as_the_legend_is_never_a_champion_unit(deck_of):
    # Viktor has one legend and two champion units: as the legend it names only the legend.
    deck = deck_of(LILLIA.replace("1 Lillia, Bashful Bloom", "1 Viktor"))
    assert resolved_zone(deck, "legend") == [(1, "Viktor", "Viktor, Herald of the Arcane")]


LEGACY = "1 Viktor, Herald of the Arcane\n\n1 Viktor, Leader\n\n3 Stupefy\n3 Hidden Blade\n\n1 Targon's Peak\n\n12 Order Rune\n"


def test_legacy_blocks_with_a_legend_then_a_champion_unit_are_read_by_position(deck_of):
    deck = deck_of(LEGACY)
    assert resolved_zone(deck, "legend") == [(1, "Viktor, Herald of the Arcane", "Viktor, Herald of the Arcane")]
    assert resolved_zone(deck, "champion") == [(1, "Viktor, Leader", "Viktor, Leader")]
    assert resolved_zone(deck, "main") == [(3, "Stupefy", "Stupefy"), (3, "Hidden Blade", "Hidden Blade")]
    assert resolved_zone(deck, "battlefields") == [(1, "Targon's Peak", "Targon's Peak")]
    assert resolved_zone(deck, "runes") == [(12, "Order Rune", "Order Rune")]
    assert deck.notes == []


@pytest.mark.parametrize("legacy", [
    # The champion unit first and the legend second: not the old export's order.
    "1 Viktor, Leader\n\n1 Viktor, Herald of the Arcane\n\n3 Stupefy\n3 Hidden Blade\n\n1 Targon's Peak\n\n12 Order Rune\n",
    # A unit that is no champion where the champion stands.
    "1 Viktor, Herald of the Arcane\n\n3 Stupefy\n\n1 Viktor, Leader\n3 Hidden Blade\n\n1 Targon's Peak\n\n12 Order Rune\n",
])
def test_legacy_blocks_out_of_that_order_are_placed_by_type(deck_of, legacy):
    deck = deck_of(legacy)
    assert resolved_zone(deck, "legend") == [(1, "Viktor, Herald of the Arcane", "Viktor, Herald of the Arcane")]
    assert [name for _, _, name in resolved_zone(deck, "battlefields")] == ["Targon's Peak"]
    assert [name for _, _, name in resolved_zone(deck, "runes")] == ["Order Rune"]
    assert sorted(name for _, _, name in resolved_zone(deck, "main")) == ["Hidden Blade", "Stupefy"]
