"""How the resolver settles what the reader left open: bare lines inside a section, headerless
blocks (by type, by the old export's position, or card by card), and whether a deck code's
main deck counts the Chosen Champion's copy. Card names are those of data/cards (Viktor, Herald
of the Arcane is a legend; Viktor, Leader and Jinx, Rebel are champion units; Stupefy, Hidden
Blade, Charm and Cleave are spells; Targon's Peak is a battlefield)."""

from __future__ import annotations

import pytest
from decklist_testing import resolved_zone

from riftcheck.games.riftbound.decklist.model import Decklist, Entry
from riftcheck.games.riftbound.resolve_deck import resolve_deck


# --- bare lines inside a section -----------------------------------------------------------

def test_a_card_written_without_a_count_keeps_the_cards_after_it_in_its_section(deck_of):
    deck = deck_of("Legend:\n1 Viktor, Herald of the Arcane\nMain:\nStupefy\n3 Hidden Blade\n2 Charm\n")
    assert resolved_zone(deck, "main") == [(3, "Hidden Blade", "Hidden Blade"), (2, "Charm", "Charm")]
    assert [(problem.line, problem.key) for problem in deck.problems] == [(4, "not-an-entry")]
    assert deck.unknown_sections == []


def test_cards_kept_in_their_section_come_in_line_order_with_the_sections_other_cards(deck_of):
    deck = deck_of("Legend:\n1 Viktor, Herald of the Arcane\nMain:\nStupefy\n3 Hidden Blade\n2 Charm\n"
                   "Runes:\n12 Order Rune\nMain:\n2 Cleave\n")
    assert [text for _, text, _ in resolved_zone(deck, "main")] == ["Hidden Blade", "Charm", "Cleave"]


def test_a_line_like_no_card_opens_an_unknown_section_whose_cards_are_kept_apart(deck_of):
    deck = deck_of("Legend:\n1 Viktor, Herald of the Arcane\nMain:\nStupefy\n3 Hidden Blade\n"
                   "Runes:\nQwxz Vvvq Jjjk\n6 Order Rune\nBattlefields:\n1 Targon's Peak\n")
    assert resolved_zone(deck, "main") == [(3, "Hidden Blade", "Hidden Blade")]
    assert resolved_zone(deck, "runes") == []
    assert [(section.header, section.line, [entry.text for entry in section.entries])
            for section in deck.unknown_sections] == [("Qwxz Vvvq Jjjk", 7, ["Order Rune"])]
    # the unknown header is reported as such (RC011), not as an unreadable line; Stupefy's line still is
    assert [problem.line for problem in deck.problems] == [4]


# --- headerless blocks ---------------------------------------------------------------------

def test_a_second_lone_champion_unit_is_the_main_deck_not_a_second_champion(deck_of):
    deck = deck_of("1 Viktor, Herald of the Arcane\n\n1 Viktor, Leader\n\n1 Jinx, Rebel\n\n2 Charm\n\n"
                   "1 Targon's Peak\n\n12 Order Rune\n", main_deck_cards=2)  # six blocks: not the old export
    assert resolved_zone(deck, "champion") == [(1, "Viktor, Leader", "Viktor, Leader")]
    assert resolved_zone(deck, "main") == [(1, "Jinx, Rebel", "Jinx, Rebel")]
    assert resolved_zone(deck, "sideboard") == [(2, "Charm", "Charm")]
    assert deck.notes == []  # the champion was the list's, not chosen by riftcheck


def test_a_sixth_block_is_the_sideboard_when_the_main_deck_is_the_formats_size(deck_of):
    text = ("1 Viktor, Herald of the Arcane\n\n1 Viktor, Leader\n\n3 Stupefy\n3 Hidden Blade\n\n2 Charm\n\n"
            "1 Targon's Peak\n\n12 Order Rune\n")
    deck = deck_of(text, main_deck_cards=7)  # the champion and six cards
    assert resolved_zone(deck, "sideboard") == [(2, "Charm", "Charm")]
    assert [text for _, text, _ in resolved_zone(deck, "main")] == ["Stupefy", "Hidden Blade"]


def test_two_blocks_of_one_type_are_not_sorted_by_block_and_every_card_is_kept(deck_of):
    deck = deck_of("1 Viktor, Herald of the Arcane\n\n3 Stupefy\n\n6 Order Rune\n\n6 Order Rune\n\n1 Targon's Peak\n")
    assert resolved_zone(deck, "runes") == [(6, "Order Rune", "Order Rune"), (6, "Order Rune", "Order Rune")]
    assert resolved_zone(deck, "battlefields") == [(1, "Targon's Peak", "Targon's Peak")]


LEGACY_WITH_UNKNOWN = ("1 Viktor, Herald of the Arcane\n\n1 Viktor, Leader\n\n3 Stupefy\n3 Hidden Blade\n\n"
                       "1 Targon's Peak\n1 Made Up Field\n\n12 Order Rune\n")


def test_the_old_exports_blocks_stand_by_position_when_a_card_keeps_them_from_being_sorted(deck_of):
    deck = deck_of(LEGACY_WITH_UNKNOWN)
    assert resolved_zone(deck, "legend") == [(1, "Viktor, Herald of the Arcane", "Viktor, Herald of the Arcane")]
    assert resolved_zone(deck, "champion") == [(1, "Viktor, Leader", "Viktor, Leader")]
    assert resolved_zone(deck, "battlefields") == [(1, "Targon's Peak", "Targon's Peak"), (1, "Made Up Field", None)]
    assert [text for _, text, _ in resolved_zone(deck, "main")] == ["Stupefy", "Hidden Blade"]
    assert resolved_zone(deck, "runes") == [(12, "Order Rune", "Order Rune")]
    assert deck.notes == []


@pytest.mark.parametrize("first,second", [
    ("1 Stupefy", "1 Viktor, Leader"),  # no legend first
    ("1 Viktor, Herald of the Arcane", "1 Stupefy"),  # no champion unit second
    ("1 Viktor, Herald of the Arcane", "1 Made Up Champion"),  # an unknown card second
    ("1 Made Up Legend", "1 Viktor, Leader"),  # an unknown card first
], ids=["spell-first", "spell-second", "unknown-second", "unknown-first"])
def test_blocks_that_fit_neither_type_nor_the_old_order_are_placed_card_by_card(deck_of, first, second):
    text = LEGACY_WITH_UNKNOWN.replace("1 Viktor, Herald of the Arcane", first, 1).replace("1 Viktor, Leader", second, 1)
    deck = deck_of(text)
    assert ("Made Up Field" in [written for _, written, _ in resolved_zone(deck, "main")]
            and "Made Up Field" not in [written for _, written, _ in resolved_zone(deck, "battlefields")])
    assert resolved_zone(deck, "battlefields") == [(1, "Targon's Peak", "Targon's Peak")]
    kept = {written for zone in ("legend", "champion", "main") for _, written, _ in resolved_zone(deck, zone)}
    assert {first[2:], second[2:]} <= kept


# --- a deck code's champion copy -------------------------------------------------------------

def _code_list(main: list[tuple[int, str]], champion: str | None = "Viktor, Leader",
               runes: list[tuple[int, str]] = ((12, "Order Rune"),), player_id: str | None = None) -> Decklist:
    """A decklist as a deck code gives it: whether main counts the champion's copy is left open."""
    decklist = Decklist("code.txt", "deck-code", champion_in_main=None, player_id=player_id)
    decklist.add("legend", Entry(1, "Viktor, Herald of the Arcane"))
    if champion is not None:
        decklist.add("champion", Entry(1, champion))
    for count, name in main:
        decklist.add("main", Entry(count, name))
    for count, name in runes:
        decklist.add("runes", Entry(count, name))
    return decklist


def _count(deck, zone: str) -> int:
    return sum(item.count for item in deck.cards(zone))


def test_a_code_one_main_card_short_is_read_as_leaving_the_champion_out(resolver):
    deck = resolve_deck(_code_list([(2, "Viktor, Leader"), (3, "Stupefy"), (1, "Charm")]), resolver, main_deck_cards=7)
    assert _count(deck, "main") == 6
    assert [(note.key, note.card) for note in deck.notes] == [("champion-added", "Viktor, Leader")]


def test_a_code_with_the_full_main_deck_counts_the_champion_and_takes_its_copy_out(resolver):
    deck = resolve_deck(_code_list([(3, "Viktor, Leader"), (3, "Stupefy"), (1, "Charm")]), resolver, main_deck_cards=7)
    assert resolved_zone(deck, "main") == [(2, "Viktor, Leader", "Viktor, Leader"), (3, "Stupefy", "Stupefy"),
                                   (1, "Charm", "Charm")]
    assert deck.notes == []


def test_a_code_whose_champion_points_at_a_rune_takes_the_copy_from_the_runes(resolver):
    # the main deck is one card short, but the champion's card is not in it: the copy is a rune's
    decklist = _code_list([(3, "Stupefy"), (3, "Hidden Blade")], champion="Order Rune")
    deck = resolve_deck(decklist, resolver, main_deck_cards=7)
    assert _count(deck, "runes") == 11 and _count(deck, "main") == 6
    assert deck.notes == []


def test_a_code_whose_champion_is_unknown_leaves_the_main_deck_as_it_is(resolver):
    deck = resolve_deck(_code_list([(3, "Stupefy"), (3, "Hidden Blade")], champion="Made Up Champion"), resolver,
                        main_deck_cards=7)
    assert _count(deck, "main") == 6 and _count(deck, "runes") == 12
    assert [(item.entry.text, item.card) for item in deck.cards("champion")] == [("Made Up Champion", None)]


def test_the_players_id_from_the_registration_is_kept(resolver):
    deck = resolve_deck(_code_list([(3, "Stupefy")], player_id="P-0042"), resolver, main_deck_cards=7)
    assert deck.player_id == "P-0042"
