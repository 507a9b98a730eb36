"""riftboundfr deck JSON: both sideboard shapes of real files, and keys the readers do not know."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from decklist_testing import zone

from riftcheck.games.riftbound.decklist.model import UnknownKey
from riftcheck.games.riftbound.decklist.unknown_keys import MAX_NOTED

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "riftboundfr"
SIDEDECK = FIXTURES / "suzhou-regional-179-sidedeck.json"
SIDEBOARD = FIXTURES / "guangzhou-cc-2026-04-19-sideboard.json"


def _sideboard_copies(decklist) -> int:
    return sum(count for count, _ in zone(decklist, "sideboard"))


@pytest.mark.parametrize("path", [SIDEDECK, SIDEBOARD], ids=["sideDeck", "sideboard"])
def test_both_shapes_keep_the_published_sideboard_of_8(read_one, path):
    decklist = read_one(path.read_bytes())
    assert decklist.input_format == "riftboundfr"
    assert _sideboard_copies(decklist) == 8
    assert decklist.unknown_keys == []  # every key of a real file is one the reader knows


def test_the_sideboard_shape_reads_its_cards_and_its_runes_listed_as_cards(read_one):
    decklist = read_one(SIDEBOARD.read_bytes())
    assert zone(decklist, "sideboard") == [
        (2, "Pyke, Dockside Butcher"), (1, "Death from Below"), (2, "Thermo Beam"), (3, "Downwell"),
    ]
    assert zone(decklist, "runes") == [(6, "Chaos Rune"), (6, "Fury Rune")]


def test_a_sideboard_card_over_the_copy_limit_is_found_in_the_sideboard_shape(tmp_path):
    from support import run_cli

    data = json.loads(SIDEBOARD.read_text(encoding="utf-8"))
    data["sideboard"][0]["quantity"] = 3  # Pyke, Dockside Butcher: the champion and 3 more
    del data["sideboard"][1]  # one Death from Below out: still 8 cards
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run_cli("check", str(path), "--as-of", "2026-05-10", "-o", "json")
    assert result.returncode == 1
    codes = {finding["code"] for deck in json.loads(result.stdout)["decks"] for finding in deck["findings"]}
    assert codes == {"RC105"}  # the copy limit


def test_an_unknown_top_level_key_is_noted_with_its_name(read_one):
    data = json.loads(SIDEDECK.read_text(encoding="utf-8"))
    data["sideBoard"] = data.pop("sideDeck")
    decklist = read_one(json.dumps(data))
    assert decklist.unknown_keys == [UnknownKey("sideBoard", "")]


def test_an_unknown_card_key_is_noted_where_it_is(read_one):
    data = json.loads(SIDEDECK.read_text(encoding="utf-8"))
    data["mainDeck"][2]["foil"] = True
    decklist = read_one(json.dumps(data))
    assert decklist.unknown_keys == [UnknownKey("foil", "mainDeck[2]")]


def test_past_the_limit_unknown_keys_are_counted_not_dropped(read_one):
    data = json.loads(SIDEDECK.read_text(encoding="utf-8"))
    data.update({f"extra{number}": 1 for number in range(MAX_NOTED + 5)})
    decklist = read_one(json.dumps(data))
    assert (len(decklist.unknown_keys), decklist.more_unknown_keys) == (MAX_NOTED, 5)


def test_an_unknown_key_in_a_tcg_arena_file_and_card_is_noted(read_one):
    deck = {"game": "Riftbound", "title": "t", "author": "me",
            "deckList": {"Units": [{"count": 3, "id": "Noxus Hopeful", "foil": True}]}}
    decklist = read_one(json.dumps(deck))
    assert decklist.unknown_keys == [UnknownKey("author", ""), UnknownKey("foil", "Units[0]")]


def test_unknown_keys_in_a_cardeio_export_are_noted_once_where_they_are(read):
    export = {
        "event": 42,
        "decklists": [
            {"user": {"best_identifier": "A"}, "deck_notes": "x",
             "sections": [{"section_key": "main", "label": "Main", "cards": [{"name": "Charm", "quantity": 3, "foil": 1}]}]},
            {"user": {"best_identifier": "B"}, "sections": []},
        ],
    }
    first, second = read(json.dumps(export))
    assert first.unknown_keys == [
        UnknownKey("deck_notes", "decklists[0]"),
        UnknownKey("label", "decklists[0].sections[0]"),
        UnknownKey("foil", "decklists[0].sections[0].cards[0]"),
        UnknownKey("event", ""),
    ]
    assert second.unknown_keys == []


def test_an_unknown_key_is_a_warning_in_the_report(tmp_path):
    from support import run_cli

    data = json.loads(SIDEDECK.read_text(encoding="utf-8"))
    data["sideBoard"] = data.pop("sideDeck")
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run_cli("check", str(path), "--as-of", "2026-05-10", "--strict")
    assert result.returncode == 1  # a warning under --strict
    assert "RC004" in result.stdout and "“sideBoard”" in result.stdout


def test_a_file_with_both_sideboard_keys_keeps_the_cards_of_both(read_one):
    data = json.loads(SIDEDECK.read_text(encoding="utf-8"))
    data["sideboard"] = [{"name": "Cleave", "quantity": 1}]
    decklist = read_one(json.dumps(data))
    assert _sideboard_copies(decklist) == 9
