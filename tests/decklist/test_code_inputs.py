"""Inputs made of card codes: Tabletop Simulator, Pixelborn, code lists and the deck code."""

from __future__ import annotations

import base64

import pytest
from decklist_testing import deck_by_zone, zone

from riftcheck.games.riftbound.decklist import deckcode
from riftcheck.engine.inputs.refusals import DecklistError

TTS = "OGN-265-1 OGN-246-1 OGN-245-1 OGN-245-1\nOGN-214-1 OGN-214-1 OGN-214-1 UNL-189-2\n"


def test_tabletop_simulator_runs_become_counts_on_their_lines(read_one):
    decklist = read_one("# a comment\n" + TTS)
    assert decklist.input_format == "tts"
    assert [(e.count, e.code, e.line) for e in decklist.entries("unsorted")] == [
        (1, "OGN-265", 2), (1, "OGN-246", 2), (2, "OGN-245", 2), (3, "OGN-214", 3), (1, "UNL-189-2", 3),
    ]


def test_each_run_of_tokens_takes_the_line_it_starts_on(read_one):
    text = "OGN-001-1\n\nOGN-001-1 OGN-002-1\n# aside\nOGN-003-1 OGN-003-1\n   \nOGN-004-1 OGN-004-1 OGN-005-1\n"
    decklist = read_one(text)
    assert [(e.count, e.code, e.line) for e in decklist.entries("unsorted")] == [
        (2, "OGN-001", 1), (1, "OGN-002", 3), (2, "OGN-003", 5), (2, "OGN-004", 7), (1, "OGN-005", 7),
    ]


def test_pixelborn_is_base64_of_tabletop_simulator_tokens(read_one):
    code = base64.b64encode("$".join(TTS.split()).encode()).decode()
    decklist = read_one(code + "\n")
    assert decklist.input_format == "pixelborn"
    assert zone(decklist, "unsorted") == zone(read_one(TTS), "unsorted")


def test_a_corrupt_pixelborn_code_is_refused_with_the_reason(read):
    code = base64.b64encode(b"OGN-265-1$not a token$OGN-246-1").decode()
    with pytest.raises(DecklistError, match="'not a token' at position 2"):
        read(code)


def test_code_lists_carry_counts_after_the_code(read_one):
    decklist = read_one("UNL-189 UNL-082 SFD-036-3 unl-116a-2\n")
    assert decklist.input_format == "code-list"
    assert [(e.count, e.code) for e in decklist.entries("unsorted")] == [
        (1, "UNL-189"), (1, "UNL-082"), (3, "SFD-036"), (2, "UNL-116a"),
    ]


def test_a_code_list_count_over_the_limit_is_a_problem(read_one):
    decklist = read_one("UNL-189 SFD-036-1000\n")
    assert zone(decklist, "unsorted") == [(1, "UNL-189")]
    [problem] = decklist.problems
    assert (problem.line, problem.text) == (1, "SFD-036")
    assert "1 to 999 copies" in problem.reason


CHAMPION_CODE = deckcode.encode([("OGN-247", 1), ("OGN-103", 3), ("OGN-007", 12)], [("OGN-022", 2)], "OGN-103a")


@pytest.mark.parametrize(
    "text",
    [
        CHAMPION_CODE,
        CHAMPION_CODE.lower(),
        f"  {CHAMPION_CODE}  \n",
        f"# my deck\n{CHAMPION_CODE}\n",
        f"https://piltoverarchive.com/deckbuilder?code={CHAMPION_CODE}",
        f"https://play.riftatlas.com/?deckCode={CHAMPION_CODE}&utm=x",
    ],
    ids=["bare", "lower-case", "spaces", "commented", "piltover-link", "rift-atlas-link"],
)
def test_deck_codes_bare_or_in_links(read_one, text):
    decklist = read_one(text)
    assert decklist.input_format == "deck-code"
    unsorted = [(e.count, e.code) for e in decklist.entries("unsorted")]
    assert unsorted == [(12, "OGN-007"), (3, "OGN-103"), (1, "OGN-247")]
    assert [(e.count, e.code) for e in decklist.entries("sideboard")] == [(2, "OGN-022")]
    assert [(e.count, e.code) for e in decklist.entries("champion")] == [(1, "OGN-103a")]


def test_the_champion_layout_of_a_code_is_left_to_the_resolver(read_one, resolver):
    # The pointer names alternate art "a" while main holds the base print: the same card. Only
    # the number of main deck cards tells the layouts apart, which takes the cards' types.
    counted = read_one(CHAMPION_CODE)
    elsewhere = read_one(deckcode.encode([("OGN-247", 1), ("OGN-007", 12)], champion="OGN-103"))
    assert counted.champion_in_main is None and elsewhere.champion_in_main is None
    # 3 copies in main, not 39 main deck cards: Piltover Archive's layout, one copy is the champion's.
    assert deck_by_zone(counted, resolver)["main"] == {"Ravenbloom Student": 2}
    # The champion's card is not in main at all: riftdecks' layout, nothing is taken out.
    assert deck_by_zone(elsewhere, resolver)["main"] == {}
    assert deck_by_zone(elsewhere, resolver)["champion"] == {"Ravenbloom Student": 1}


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (CHAMPION_CODE[:10] + "!" + CHAMPION_CODE[11:], "Character '!' at position 11 of the deck code is not base32"),
        ("C4" + CHAMPION_CODE[2:], "Unknown deck code version 7"),
        (CHAMPION_CODE[:24], "truncated"),
        ("https://piltoverarchive.com/deckbuilder?code=", "no code= or deckCode= parameter"),
    ],
    ids=["bad-alphabet", "unknown-version", "truncated", "empty-link"],
)
def test_a_corrupt_deck_code_says_what_is_wrong(read, text, reason):
    with pytest.raises(DecklistError, match=reason):
        read(text)


def test_deck_page_links_without_a_code_are_refused_with_advice(read):
    with pytest.raises(DecklistError, match="export the deck as text or a deck code"):
        read("https://piltoverarchive.com/decks/view/0b8c6c8e-1111-2222-3333-444455556666")


def test_other_links_are_refused(read):
    with pytest.raises(DecklistError, match="holds a link riftcheck cannot read a deck from"):
        read("https://example.com/my-deck")


def test_a_token_met_before_is_still_held_to_the_count_limit():
    from riftcheck.games.riftbound.decklist.detect import read_decklists

    once = read_decklists(b"OGN-001-1 OGN-001-1 OGN-002-1", "a.txt")[0]
    assert [(entry.count, entry.text) for entry in once.entries("unsorted")] == [(2, "OGN-001"), (1, "OGN-002")]
    too_many = read_decklists("\n".join(["OGN-001-1"] * 1000 + ["OGN-002-1"]).encode(), "b.txt")[0]
    assert [(entry.count, entry.text) for entry in too_many.entries("unsorted")] == [(1, "OGN-002")]
    assert [problem.key for problem in too_many.problems] == ["count-out-of-range"]
