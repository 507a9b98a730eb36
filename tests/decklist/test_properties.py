"""Properties over generated input: only DecklistError ever escapes, and harmless edits keep the deck."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftcheck.games.riftbound.decklist.detect import read_decklists
from riftcheck.engine.inputs.refusals import DecklistError

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Pieces of every supported syntax, so that generated input reaches deep into each reader.
FRAGMENTS = [
    "Legend:", "## Main Deck (39)", "~~Sideboard~~", "runes (12)", "other", "# title", "// note",
    "2 Charm", "3x Charm", "1x ogn-251", "2 Charm [OGN-043]", "-3 Defy", "1e9 Gust", "99999999999 Flash",
    "OGN-265-1", "UNL-189 SFD-036-3", "T0dOLTI2NS0x", "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA",
    "https://tcg-arena.fr/import?game=Riftbound&deck=MSBDaGFybQo=", "https://piltoverarchive.com/deckbuilder?code=",
    "format: riftcheck-deck", "version: 1", "main: [{count: 2, name: Charm}]", "name: &a x", "{", "}", "[", "]",
    '"decklists": [', '"deckList": {', "\t", "\u00a0", "\ufeff", "\r\n", "", " ",
]


def _only_decklist_errors(data: bytes) -> None:
    try:
        decklists = read_decklists(data, "generated")
    except DecklistError as error:
        assert str(error)
        return
    assert decklists


@SETTINGS
@given(st.text())
def test_any_text_reads_or_raises_only_decklist_error(text):
    _only_decklist_errors(text.encode("utf-8", "surrogatepass"))


@SETTINGS
@given(st.binary())
def test_any_bytes_read_or_raise_only_decklist_error(data):
    _only_decklist_errors(data)


@SETTINGS
@given(st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=12), max_size=30), st.sampled_from(["\n", " ", ""]))
def test_any_mix_of_format_fragments_reads_or_raises_only_decklist_error(pieces, joiner):
    _only_decklist_errors(joiner.join(pieces).encode("utf-8", "surrogatepass"))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(
        ["decklists", "deckList", "mainDeck", "format", "version", "main", "sections", "cards", "name",
         "quantity", "count", "id", "user", "runes", "legend", "game", "section_key", "type_code"]
    ), inner, max_size=5),
    max_leaves=30,
)


@SETTINGS
@given(JSON_VALUES)
def test_any_json_document_reads_or_raises_only_decklist_error(value):
    if isinstance(value, dict) and value.get("format") is not None:
        value = {**value, "format": "riftcheck-deck", "version": 1}
    _only_decklist_errors(json.dumps(value).encode())


LEGAL_LIST = {
    "legend": [(1, "Jinx, Loose Cannon")],
    "champion": [(1, "Jinx, Demolitionist")],
    "main": [(3, "Overzealous Fan"), (3, "Cleave"), (2, "Jinx, Demolitionist")],
    "battlefields": [(1, "Minefield"), (1, "Zaun Warrens")],
    "runes": [(7, "Chaos Rune"), (5, "Fury Rune")],
    "sideboard": [(2, "Gust")],
}
HEADERS = {
    "legend": ["Legend:", "Legend", "## Legend", "~~Legend~~", "legend (1)", "LEGEND:"],
    "champion": ["Champion:", "Champion", "### Champion", "Chosen Champion:", "champion (1)"],
    "main": ["MainDeck:", "Main Deck (39)", "## Main Deck", "Main:", "Mainboard"],
    "battlefields": ["Battlefields:", "battlefields (3)", "## Battlefields", "Battlefield"],
    "runes": ["Runes:", "Runes (12)", "~~Runes~~", "Rune Deck:", "rune pool"],
    "sideboard": ["Sideboard:", "sideboard (8)", "Side Deck", "## Sideboard"],
}
NOISE = st.sampled_from(["", "# a comment", "// a note", "   ", "\t"])


def _written(headers: list[str], noise: list[str], line_end: str, count_style: str) -> str:
    lines = []
    for (zone, entries), header, extra in zip(LEGAL_LIST.items(), headers, noise):
        lines += [header, extra]
        lines += [f"{count}{count_style}{name}" for count, name in entries]
    return line_end.join(lines) + line_end


def _zones(decklist) -> dict:
    return {zone: [(e.count, e.text) for e in entries] for zone, entries in decklist.zones.items() if entries}


@SETTINGS
@given(
    st.tuples(*(st.sampled_from(spellings) for spellings in HEADERS.values())),
    st.lists(NOISE, min_size=6, max_size=6),
    st.sampled_from(["\n", "\r\n", "\r"]),
    st.sampled_from([" ", "x ", " x ", "\t", "\u00a0"]),
    st.booleans(),
)
def test_a_legal_list_is_the_same_deck_after_harmless_changes(headers, noise, line_end, count_style, bom):
    data = _written(list(headers), noise, line_end, count_style).encode()
    decklists = read_decklists((b"\xef\xbb\xbf" if bom else b"") + data, "generated")
    assert [_zones(decklist) for decklist in decklists] == [LEGAL_LIST]
    assert decklists[0].problems == []
