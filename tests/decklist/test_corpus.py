"""Every decklist of the corpus reads to the format and counts its index gives."""

from __future__ import annotations

from itertools import takewhile

import pytest
from decklist_testing import deck_by_zone
from support import CORPUS_INDEX, DECKLISTS

from riftcheck.games.riftbound.decklist.detect import read_path
from riftcheck.games.riftbound.resolve_deck import resolve_deck

ZONE_COUNTS = ("legend", "champion", "runes", "battlefields", "sideboard")


def _read(number: str):
    decklists = read_path(DECKLISTS / CORPUS_INDEX[number]["file"])
    assert len(decklists) == 1
    return decklists[0]


def test_the_index_lists_every_file_in_the_corpus():
    on_disk = {path.name for path in DECKLISTS.iterdir() if path.name != "index.yaml"}
    assert on_disk == {entry["file"] for entry in CORPUS_INDEX.values()}
    assert all(entry["file"].startswith(number + "-") for number, entry in CORPUS_INDEX.items())


@pytest.mark.parametrize("number", sorted(CORPUS_INDEX))
def test_every_list_reads_without_problems_in_its_format(number):
    decklist = _read(number)
    assert decklist.problems == []
    assert decklist.input_format == CORPUS_INDEX[number]["format"]


@pytest.mark.parametrize("number", sorted(CORPUS_INDEX))
def test_every_list_has_the_counts_of_the_index(number, resolver):
    deck = resolve_deck(_read(number), resolver)
    unknown = [item.entry.text for zone in deck.zones for item in deck.cards(zone) if item.card is None]
    assert unknown == []
    counts = {zone: deck.count(zone) for zone in ZONE_COUNTS} | {"main": deck.main_count}
    assert counts == CORPUS_INDEX[number]["counts"]


@pytest.mark.parametrize("number", sorted(CORPUS_INDEX))
def test_every_list_says_where_it_comes_from(number):
    """In its header comment, or in the index alone for a format that cannot carry a comment (JSON)."""
    entry = CORPUS_INDEX[number]
    assert entry["source"] and entry["kind"] in ("tournament", "sample")
    if entry["kind"] == "tournament":
        assert entry["event"] and entry["date"]
    if entry["format"] != "riftboundfr":
        lines = (DECKLISTS / entry["file"]).read_text(encoding="utf-8").splitlines()
        header = "\n".join(takewhile(lambda line: line.startswith("#"), lines))
        assert "Source: " in header
        if entry["kind"] == "tournament":
            assert entry["date"].isoformat() in header


def test_list_006_reads_as_published_with_its_known_deviations(resolver):
    deck = resolve_deck(_read("006"), resolver)
    # Main 37 with the champion; the `other` group's 3 Pyke are legend cards, placed by type.
    assert deck.main_count == 37
    assert [(item.name, item.count) for item in deck.cards("legend")] == [
        ("Rengar, Pridestalker", 1),
        ("Pyke, Bloodharbor Ripper", 3),
    ]
    assert (deck.count("runes"), deck.count("battlefields")) == (12, 3)


def test_the_three_viktor_encodings_are_one_deck(resolver):
    decks = [deck_by_zone(_read(number), resolver) for number in ("028", "029", "030")]
    assert decks[0] == decks[1] == decks[2]
    assert decks[0]["champion"] == {"Viktor, Leader": 1}


def test_the_three_lillia_encodings_agree_outside_the_sideboard(resolver):
    decks = [deck_by_zone(_read(number), resolver) for number in ("001", "033", "034")]
    for zone in ("legend", "champion", "main", "runes", "battlefields"):
        assert decks[0][zone] == decks[1][zone] == decks[2][zone], zone
    assert sum(decks[1]["sideboard"].values()) == 10
    assert not decks[0]["sideboard"] and not decks[2]["sideboard"]


def test_deck_codes_count_the_champion_as_their_layout_does(resolver):
    # Piltover Archive: OGN-103 x3 in main includes the champion; riftdecks: the champion's one
    # copy, UNL-082, only in the trailer (see test_deckcode_layouts for both with 1-3 copies).
    for number, champion, in_main in (("032", "Ravenbloom Student", 2), ("033", "Lillia, Fae Fawn", 0)):
        deck = deck_by_zone(_read(number), resolver)
        assert sum(deck["main"].values()) + sum(deck["champion"].values()) == 40, number
        assert deck["main"][champion] == in_main and deck["champion"] == {champion: 1}, number
    assert _read("031").entries("champion") == []  # v2 has no champion trailer


def test_deck_code_entries_keep_their_printing_codes():
    lillia = _read("033")
    assert [entry.code for entry in lillia.entries("champion")] == ["UNL-082"]
    assert all(entry.code == entry.text for entry in lillia.entries("unsorted"))
