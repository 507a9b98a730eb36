"""A deck code's two layouts: Piltover Archive counts the Chosen Champion's copy in the main array,
riftdecks leaves it out and points at it from the trailer only. The main deck's number of cards
tells them apart, whatever number of copies of the champion the deck plays."""

from __future__ import annotations

import pytest

import riftcheck
from riftcheck.games.riftbound.decklist import deckcode

CHAMPION = "UNL-082"  # Lillia, Fae Fawn
# The Lillia list of decklists/033 without its champion: legend, battlefields, runes (16 cards)
# and 37 main deck cards, Charm (OGN-043) and Ravenbloom Student (OGN-093) at 2 copies.
OTHERS = {
    "UNL-189": 1, "SFD-215": 1, "SFD-217": 1, "UNL-209": 1, "OGN-042": 7, "OGN-089": 5,
    "OGN-046": 3, "OGN-058": 3, "OGN-060": 3, "OGN-095": 3, "OGN-103": 3, "SFD-036": 3, "UNL-069": 3,
    "UNL-078": 3, "OGN-043": 2, "OGN-093": 2, "SFD-042": 2, "UNL-083": 2, "OGN-045": 1, "OGN-105": 1,
    "OGN-123": 1, "SFD-032": 1, "SFD-053": 1,
}
# Copies added to the others so that the main deck holds 40 with `copies` of the champion.
FILL = {3: {}, 2: {"OGN-043": 1}, 1: {"OGN-043": 1, "OGN-093": 1}}


def _deck(copies: int, in_main: int) -> str:
    main = {code: count + FILL[copies].get(code, 0) for code, count in OTHERS.items()}
    if in_main:
        main[CHAMPION] = in_main
    return deckcode.encode(list(main.items()), champion=CHAMPION)


def _verdict(code: str) -> dict:
    return riftcheck.check_text(code, as_of="2026-11-01")["decks"][0]


@pytest.mark.parametrize("copies", [1, 2, 3])
def test_piltover_archive_codes_count_the_champion_in_the_main_array(copies):
    deck = _verdict(_deck(copies, in_main=copies))
    assert deck["legal"] is True, deck["findings"]
    assert deck["counts"]["main"] == 40
    assert [f["code"] for f in deck["findings"]] == []


@pytest.mark.parametrize("copies", [1, 2, 3])
def test_riftdecks_codes_leave_the_champion_in_the_trailer_and_say_a_copy_was_added(copies):
    deck = _verdict(_deck(copies, in_main=copies - 1))
    assert deck["legal"] is True, deck["findings"]
    assert deck["counts"]["main"] == 40
    noted = [f["code"] for f in deck["findings"]]
    # With the champion's card in the main array, only the count tells; without it, nothing is guessed.
    assert noted == (["RC013"] if copies > 1 else [])


def test_the_published_riftdecks_code_reads_as_forty_cards():
    code = ("CMAAAAAAAAAQCAAAFIAACAIAABMQAAYFAAAC4OR4L5TQCAYAEQBAIACFJYBQEAAAFNOQCAYAFIBAIACSKMBQGAAAFVUXWBADAAQDLVYB"
            "3EAQEBAAXUA5CAIAAAAACBAAKI")
    deck = _verdict(code)
    assert deck["counts"]["main"] == 40 and deck["legal"] is True


@pytest.mark.parametrize(("in_main", "main"), [(4, 41), (1, 38)])
def test_a_code_a_card_off_either_way_is_read_as_piltover_archive_and_stays_illegal(in_main, main):
    # 3 copies of the champion meant, but four (or one) in the main array: no layout makes it 40.
    deck = _verdict(_deck(3, in_main=in_main))
    assert deck["counts"]["main"] == main and deck["legal"] is False


def test_four_copies_counted_the_riftdecks_way_break_the_copy_limit():
    # 39 main deck cards with 3 copies of the champion, and the champion in the trailer: 4 copies.
    main = {code: count for code, count in OTHERS.items()}
    main["OGN-043"] -= 1
    main[CHAMPION] = 3
    deck = _verdict(deckcode.encode(list(main.items()), champion=CHAMPION))
    assert deck["counts"]["main"] == 40
    assert "RC105" in [f["code"] for f in deck["findings"]] and deck["legal"] is False


def test_a_champion_pointing_at_a_rune_of_the_main_array_is_counted_there(resolver):
    from decklist_testing import deck_by_zone

    from riftcheck.games.riftbound.decklist.detect import read_decklists

    code = deckcode.encode([("OGN-247", 1), ("OGN-007", 12)], champion="OGN-007")
    (decklist,) = read_decklists(code.encode(), "deck.txt")
    deck = deck_by_zone(decklist, resolver)
    assert sum(deck["runes"].values()) == 11 and sum(deck["champion"].values()) == 1
