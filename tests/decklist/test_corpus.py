"""Every real decklist in the shared corpus reads to the counts its INDEX.md gives."""

from __future__ import annotations

import re

import pytest
from decklist_testing import DECKLISTS, deck_by_zone

from riftcheck.decklist.detect import read_path
from riftcheck.resolve_deck import resolve_deck

INDEX_ROW = re.compile(r"^\| (\d{3}) \| (\S+) \|", re.MULTILINE)

# Sideboards the files carry. INDEX.md gives a size for 001-003 too, but there the
# sideboard sits in a `#` annotation (skipped, as the index says), and 005-010 show none.
SIDEBOARDS = {"012": 8, "014": 8, "017": 8, "019": 8, "021": 8, "031": 8, "032": 8, "033": 10}

FORMATS = {
    "001": "piltover-text", "002": "piltover-text", "003": "piltover-text",
    "005": "riftdecks", "006": "riftdecks", "008": "riftdecks", "010": "riftdecks",
    "012": "riftboundfr", "014": "riftdecks", "017": "riftdecks", "019": "riftdecks", "021": "riftdecks",
    "028": "piltover-legacy", "029": "tts", "030": "pixelborn",
    "031": "deck-code", "032": "deck-code", "033": "deck-code", "034": "code-list",
}


def _indexed() -> dict[str, str]:
    return dict(INDEX_ROW.findall((DECKLISTS / "INDEX.md").read_text(encoding="utf-8")))


INDEXED = _indexed()


def _read(number: str):
    decklists = read_path(DECKLISTS / INDEXED[number])
    assert len(decklists) == 1
    return decklists[0]


def test_the_index_lists_every_file_in_the_corpus():
    on_disk = {path.name for path in DECKLISTS.iterdir() if path.name != "INDEX.md"}
    assert on_disk == set(INDEXED.values())
    assert set(FORMATS) == set(INDEXED)


@pytest.mark.parametrize("number", sorted(INDEXED))
def test_every_list_reads_without_problems_in_its_format(number):
    decklist = _read(number)
    assert decklist.problems == []
    assert decklist.input_format == FORMATS[number]


@pytest.mark.parametrize("number", sorted(set(INDEXED) - {"006"}))
def test_complete_lists_have_the_counts_of_the_index(number, resolver):
    deck = resolve_deck(_read(number), resolver)
    unknown = [item.entry.text for zone in deck.zones for item in deck.cards(zone) if item.card is None]
    assert unknown == []
    assert (deck.count("legend"), deck.count("champion"), deck.main_count) == (1, 1, 40)
    assert (deck.count("runes"), deck.count("battlefields")) == (12, 3)
    assert deck.count("sideboard") == SIDEBOARDS.get(number, 0)


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


def test_deck_codes_say_whether_main_counts_the_champion():
    assert _read("032").champion_in_main is True  # Piltover Archive: OGN-103 x3 includes the champion
    assert _read("033").champion_in_main is False  # riftdecks: UNL-082 only in the trailer
    assert _read("031").entries("champion") == []  # v2 has no champion trailer


def test_deck_code_entries_keep_their_printing_codes():
    lillia = _read("033")
    assert [entry.code for entry in lillia.entries("champion")] == ["UNL-082"]
    assert all(entry.code == entry.text for entry in lillia.entries("unsorted"))
