"""JSON inputs from other tools: TCG Arena (and its import link), Carde.io and riftboundfr."""

from __future__ import annotations

import base64
import json
from urllib.parse import quote

import pytest
from decklist_testing import zone

from riftcheck.games.riftbound.decklist import cardeio
from riftcheck.engine.inputs.refusals import DecklistError

TCG_ARENA = {
    "game": "Riftbound",
    "title": "Kai'Sa tempo",
    "deckList": {
        "categoriesOrder": ["Legend", "Chosen_Champion", "Battlefields", "Runes", "Units"],
        "Legend": [{"count": 1, "id": "Kai'Sa, Daughter of the Void"}],
        "chosen_champion": [{"count": 1, "id": "OGN-039"}],
        "BATTLEFIELDS": [{"count": 1, "id": "Void Gate"}],
        "Runes": [{"count": 7, "id": "Fury Rune"}],
        "Units": [{"count": 3, "id": "Noxus Hopeful"}],
        "Spells": [{"count": 2, "id": "Cleave"}],
        "Side": [{"count": 2, "id": "Thermo Beam"}],
    },
}


def test_tcg_arena_categories_map_to_zones_in_any_case(read_one):
    decklist = read_one(json.dumps(TCG_ARENA))
    assert (decklist.input_format, decklist.name) == ("tcg-arena", "Kai'Sa tempo")
    assert zone(decklist, "legend") == [(1, "Kai'Sa, Daughter of the Void")]
    assert [(e.text, e.code) for e in decklist.entries("champion")] == [("OGN-039", "OGN-039")]
    assert zone(decklist, "battlefields") == [(1, "Void Gate")]
    assert zone(decklist, "runes") == [(7, "Fury Rune")]
    assert zone(decklist, "main") == [(3, "Noxus Hopeful"), (2, "Cleave")]
    assert zone(decklist, "sideboard") == [(2, "Thermo Beam")]


def test_tcg_arena_decks_of_other_games_are_refused(read):
    with pytest.raises(DecklistError, match="for the game 'Lorcana', not Riftbound"):
        read(json.dumps({**TCG_ARENA, "game": "Lorcana"}))


def test_a_bad_tcg_arena_card_is_a_problem_and_the_rest_is_read(read_one):
    deck = {"deckList": {"Units": [{"count": 3, "id": "Noxus Hopeful"}, {"count": "lots", "id": "Cleave"}, "Gust"]}}
    decklist = read_one(json.dumps(deck))
    assert zone(decklist, "main") == [(3, "Noxus Hopeful")]
    assert [(p.text, p.reason.split(" (")[0]) for p in decklist.problems] == [
        ("Units[1]", "count 'lots' is not a whole number"),
        ("Units[2]", 'a card must be an object such as {"count": 2, "id": "Charm"}'),
    ]


def _import_link(listing: str, percent_encode: bool) -> str:
    deck = base64.b64encode(listing.encode()).decode()
    if percent_encode:
        deck = quote(deck, safe="")
    return f"https://tcg-arena.fr/import?game=Riftbound&name=My+Deck&deck={deck}"


@pytest.mark.parametrize("percent_encode", [True, False])
def test_tcg_arena_import_links_carry_a_base64_list(read_one, percent_encode):
    # The curly apostrophe of "Rek’Sai" encodes with a "+", which must not become a space.
    listing = "1 Kai'Sa, Daughter of the Void\n3 Noxus Hopeful\n2 Rek\u2019Sai, Breacher\nSideboard:\n2 Thermo Beam\n"
    assert "+" in base64.b64encode(listing.encode()).decode()
    decklist = read_one("# from the arena\n" + _import_link(listing, percent_encode) + "\n")
    assert (decklist.input_format, decklist.name) == ("tcg-arena", "My Deck")
    assert zone(decklist, "unsorted") == [
        (1, "Kai'Sa, Daughter of the Void"), (3, "Noxus Hopeful"), (2, "Rek\u2019Sai, Breacher"),
    ]
    assert zone(decklist, "sideboard") == [(2, "Thermo Beam")]
    assert {entry.line for entries in decklist.zones.values() for entry in entries} == {2}


def test_a_tcg_arena_link_with_a_broken_deck_parameter_is_refused(read):
    with pytest.raises(DecklistError, match="deck= parameter of the TCG Arena link is not base64"):
        read("https://tcg-arena.fr/import?game=Riftbound&deck=%%%not-base64")


def _registration(player: str, **extra) -> dict:
    return {
        "user": {"best_identifier": player},
        "auxiliary_sections": [
            {"type_code": "legend", "cards": [{"name": "Jinx, Loose Cannon", "quantity": 1}]},
            {"type_code": "champion", "cards": [{"name": "Jinx, Demolitionist", "quantity": 1}]},
            {"type_code": "battlefield", "cards": [{"name": "Zaun Warrens", "quantity": 1}]},
        ],
        "sections": [
            {"section_key": "main", "cards": [{"name": "Jinx, Demolitionist", "quantity": 3}]},
            {"section_key": "rune_pool", "cards": [{"name": "Chaos Rune", "quantity": 7}]},
            {"section_key": "sideboard", "cards": [{"name": "Gust", "quantity": 2}]},
        ],
        **extra,
    }


def test_a_carde_io_export_gives_one_decklist_per_registration(read):
    export = {"decklists": [_registration("Ann"), _registration("Bo", team={"name": "Zaun Duo"}), "oops"]}
    first, second, broken = read(json.dumps(export))
    assert [d.player for d in (first, second)] == ["Ann", "Bo"]
    assert (first.team, second.team) == (None, "Zaun Duo")
    assert first.input_format == "cardeio" and first.champion_in_main is True
    assert zone(first, "legend") == [(1, "Jinx, Loose Cannon")]
    assert zone(first, "champion") == [(1, "Jinx, Demolitionist")]
    assert zone(first, "battlefields") == [(1, "Zaun Warrens")]
    assert zone(first, "main") == [(3, "Jinx, Demolitionist")]
    assert zone(first, "runes") == [(7, "Chaos Rune")]
    assert zone(first, "sideboard") == [(2, "Gust")]
    assert not any(broken.zones.values())
    assert broken.problems[0].text == "decklists[2]"


def test_carde_io_main_counts_the_champion_so_one_copy_is_taken_out(read, resolver):
    from riftcheck.games.riftbound.resolve_deck import resolve_deck

    deck = resolve_deck(read(json.dumps({"decklists": [_registration("Ann")]}))[0], resolver)
    assert [(item.name, item.count) for item in deck.cards("main")] == [("Jinx, Demolitionist", 2)]
    assert deck.main_count == 3


def test_a_carde_io_export_over_the_registration_limit_is_refused(read, monkeypatch):
    monkeypatch.setattr(cardeio, "MAX_REGISTRATIONS", 2)
    with pytest.raises(DecklistError, match="holds 3 registrations; the limit is 2 per Carde.io export"):
        read(json.dumps({"decklists": [_registration(name) for name in "abc"]}))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('{"decklists": []}', "Carde.io export with no decklists"),
        ('{"decklists": {}}', "needs a 'decklists' list"),
        ('{"deck": []}', "JSON but not a decklist riftcheck knows"),
        ('[{"legend": "x"}]', "is a JSON array"),
        ('{"legend": "x",', "is not valid JSON: Expecting property name"),
    ],
)
def test_json_that_is_no_known_decklist_is_refused(read, text, reason):
    with pytest.raises(DecklistError, match=reason):
        read(text)


def test_riftboundfr_runes_are_counted_by_domain(read_one):
    deck = {
        "legend": "Ahri, Nine-Tailed Fox",
        "champion": "Ahri, Inquisitive",
        "player": "Teh Bestest One",
        "mainDeck": [{"name": "Defy", "quantity": 3, "type": "Spell"}],
        "runes": {"Calm": 6, "Mind Rune": 6},
        "battlefields": ["Marai Spire"],
        "sideDeck": [{"name": "Thwonk!", "quantity": 1}],
    }
    decklist = read_one(json.dumps(deck))
    assert (decklist.input_format, decklist.player) == ("riftboundfr", "Teh Bestest One")
    assert decklist.champion_in_main is False
    assert zone(decklist, "runes") == [(6, "Calm Rune"), (6, "Mind Rune")]
    assert zone(decklist, "battlefields") == [(1, "Marai Spire")]
    assert zone(decklist, "sideboard") == [(1, "Thwonk!")]


def test_a_tcg_arena_link_with_non_ascii_in_the_deck_parameter_is_refused(read):
    with pytest.raises(DecklistError, match="deck= parameter of the TCG Arena link is not base64"):
        read("https://tcg-arena.fr/import?game=Riftbound&deck=MSBDaGFybQo=\u0080")
