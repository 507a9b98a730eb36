"""An unknown name is explained by what it shows: a card of a set riftcheck lacks (RC005) only
where it could be one; Thai script, a rune or a champion written short, and the cards of a Magic
list each get their own sentence (RC001). On 2026-11-20 Radiance is out and riftcheck holds
only its preview, so any other unknown name would be read as a possible Radiance card."""

from __future__ import annotations

import pytest

import riftcheck
from riftcheck.games.riftbound import unknown_names
from support import REPO

LILLIA = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
ARENA = (REPO / "tests" / "fixtures" / "decklists-pasted" / "magic-arena-export.txt").read_text(encoding="utf-8")
AFTER_RADIANCE = "2026-11-20"


def _deck(text: str) -> dict:
    [deck] = riftcheck.check_text(text, as_of=AFTER_RADIANCE)["decks"]
    return deck


def _about(deck: dict, card: str) -> list[tuple[str, str | None]]:
    return [(finding["code"], finding["hint"]) for finding in deck["findings"] if finding["card"] == card]


def test_a_made_up_name_may_still_be_a_radiance_card():
    deck = _deck(LILLIA.replace("3 Defy", "3 Lumen Warden"))
    assert deck["status"] == "unconfirmed" and [code for code, _ in _about(deck, "Lumen Warden")] == ["RC005"]


def test_a_thai_name_is_no_radiance_card_and_is_told_names_are_read_in_english():
    deck = _deck(LILLIA.replace("3 Defy", "3 ปฏิเสธ"))
    assert deck["status"] == "illegal"
    assert _about(deck, "ปฏิเสธ") == [("RC001", "Card names are read in English: write the card's English name or its "
                                                "collector code (e.g. OGN-202).")]


def test_a_rune_without_its_domain_is_told_to_name_it():
    deck = _deck(LILLIA.replace("7 Calm Rune\n5 Mind Rune", "12 Rune"))
    assert deck["status"] == "illegal"
    assert _about(deck, "Rune") == [("RC001", "Write each rune with its domain, e.g. “7 Calm Rune” and “5 Mind Rune”.")]


@pytest.mark.parametrize("written", ["Calm", "calm", "Calm Rune"])
def test_a_domain_alone_in_the_rune_deck_is_its_rune(written):
    deck = _deck(LILLIA.replace("7 Calm Rune", f"7 {written}"))
    assert (deck["status"], deck["counts"]["runes"], deck["findings"]) == ("legal", 12, [])


def test_a_champion_name_alone_as_the_legend_is_the_one_legend_of_that_name():
    deck = _deck(LILLIA.replace("1 Lillia, Bashful Bloom", "1 Lillia"))
    assert (deck["status"], deck["legend"], deck["findings"]) == ("legal", "Lillia, Bashful Bloom", [])


def test_a_champion_name_alone_that_two_champion_units_have_lists_them():
    deck = _deck(LILLIA.replace("1 Lillia, Fae Fawn", "1 Lillia"))
    assert deck["status"] == "illegal"
    [(code, hint)] = _about(deck, "Lillia")
    assert code == "RC001"
    assert hint == "The name alone does not tell the card: write its full name (Lillia, Fae Fawn or Lillia, Protector of Dreams)."


def test_a_magic_list_is_named_once_with_the_game_hint_and_no_radiance_guess():
    deck = _deck(ARENA)
    codes = [finding["code"] for finding in deck["findings"]]
    assert "RC005" not in codes and deck["status"] == "illegal"
    [named] = [finding for finding in deck["findings"] if finding["card"] is None and finding["code"] == "RC001"]
    assert named["message"] == "This looks like a Magic: The Gathering list: 6 of its 6 entries are Magic card names."
    assert named["hint"] == "Check a Magic list with --game mtg (and a Magic --format, modern by default)."
    assert _about(deck, "Lightning Bolt (M10) 146") == [("RC001", None)]


def test_two_magic_names_in_a_riftbound_list_are_no_magic_list():
    deck = _deck(LILLIA.replace("3 Defy", "3 Counterspell").replace("3 Stupefy", "3 Brainstorm"))
    assert [code for code, _ in _about(deck, "Counterspell")] == ["RC005"]
    assert not any("Magic" in finding["message"] for finding in deck["findings"])


@pytest.mark.parametrize(
    ("text", "magic"),
    [("Lightning Bolt", True), ("Lightning Bolt (M10) 146", True), ("fire", True), ("Lonely Poro", False),
     ("Charm", False)],
)
def test_magic_names_are_found_by_their_folded_name_without_an_arena_printing(text, magic):
    assert unknown_names.is_magic_name(text) is magic


@pytest.mark.parametrize(
    ("text", "zone", "why"),
    [("ปฏิเสธ", "main", "thai"), ("Calm", "runes", "rune"), ("Rune", "runes", "rune"), ("mind runes", "main", "rune"),
     ("Lillia", "legend", "shorthand"), ("Lillia", "main", None), ("Lumen Warden", "main", None),
     ("Lillia, Bashful Bloom", "legend", None)],
)
def test_what_a_name_shows(text, zone, why):
    assert unknown_names.why_unknown(text, zone) == why
