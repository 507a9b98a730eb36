"""The legends a card asks for while building the deck (CR 103.1): read from every form that
can register them, and kept by `convert`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from support import run_cli

from riftcheck.games.riftbound.decklist.deckcode import decode
from riftcheck.games.riftbound.decklist.detect import read_decklists, read_path
from riftcheck.games.riftbound.decklist.model import ADDITIONAL_LEGENDS
from riftcheck.games.riftbound.resolve_deck import resolve_deck
from riftcheck.games.riftbound.writers import write

LIST = Path(__file__).parent / "fixtures" / "decklists-additional" / "viktor-with-additional-legends.txt"
CHOSEN = ["Jinx, Loose Cannon", "Lillia, Bashful Bloom", "Kai'Sa, Daughter of the Void"]
# The version 6 example of Piltover Archive's RiftboundDeckCodes (test/fixtures/golden-v6.json):
# extra legends VEN-SP1, OGN-280 and RAD-005.
V6_EXAMPLE = "CYAQEFABAECQAADBAMAQCBIAAAAQCBABAECQAABSAECQAAABAMCQAAQBAAAABGACAYAAABI"


def _deck(resolver, text: str):
    (decklist,) = read_decklists(text.encode("utf-8"), "converted", None)
    return resolve_deck(decklist, resolver)


def _chosen(deck) -> list[str]:
    return [item.name for item in deck.additional_legends]


def test_a_text_list_registers_them_under_their_own_header(resolver):
    (decklist,) = read_path(LIST)
    assert [entry.text for entry in decklist.entries(ADDITIONAL_LEGENDS)] == CHOSEN
    assert [entry.line for entry in decklist.entries(ADDITIONAL_LEGENDS)] == [7, 8, 9]
    deck = resolve_deck(decklist, resolver)
    assert _chosen(deck) == CHOSEN
    assert [item.name for item in deck.cards("legend")] == ["Viktor, Herald of the Arcane"]


@pytest.mark.parametrize("header", ["Chosen Legends:", "## Extra Legends", "additional legends (3)"])
def test_the_header_may_be_spelt_as_other_headers_are(resolver, header):
    text = f"Legend:\n1 Viktor, Herald of the Arcane\n{header}\n1 Jinx, Loose Cannon\n"
    assert _chosen(_deck(resolver, text)) == ["Jinx, Loose Cannon"]


def test_a_version_6_deck_code_gives_its_extra_legends(resolver):
    deck = _deck(resolver, V6_EXAMPLE)
    assert [item.entry.code for item in deck.additional_legends] == ["VEN-SP1", "OGN-280", "RAD-005"]
    assert deck.cards("legend") == []


@pytest.mark.parametrize("form", ["text", "code", "yaml", "json", "riftmana"])
def test_convert_keeps_them(resolver, form):
    deck = resolve_deck(read_path(LIST)[0], resolver)
    written = write(deck, form)
    assert written.warnings == []
    again = _deck(resolver, written.text)
    assert _chosen(again) == CHOSEN
    assert [item.name for item in again.cards("legend")] == ["Viktor, Herald of the Arcane"]


def test_the_deck_code_carries_them_as_version_6_extra_legends(resolver):
    deck = resolve_deck(read_path(LIST)[0], resolver)
    decoded = decode(write(deck, "code").text.strip())
    assert decoded.version == 6
    assert [str(ref) for ref in decoded.legends] == ["OGN-251", "UNL-189", "OGN-247"]


def test_yaml_and_json_name_them_additional_legends_and_validate(resolver):
    import jsonschema

    from riftcheck.engine.paths import data_dir

    schema = json.loads((data_dir() / "schema" / "deck.schema.json").read_text(encoding="utf-8"))
    deck = resolve_deck(read_path(LIST)[0], resolver)
    for document in (yaml.safe_load(write(deck, "yaml").text), json.loads(write(deck, "json").text)):
        jsonschema.validate(document, schema)
        assert [entry["name"] for entry in document["additional_legends"]] == CHOSEN


def test_a_tabletop_simulator_list_leaves_them_out_with_a_warning(resolver):
    deck = resolve_deck(read_path(LIST)[0], resolver)
    written = write(deck, "tts")
    assert written.warnings == [
        "a Tabletop Simulator list cannot hold additional legends; left out: "
        "1 Jinx, Loose Cannon, 1 Lillia, Bashful Bloom, 1 Kai'Sa, Daughter of the Void"
    ]
    # One token per card of the legend, champion, main deck, battlefields and runes (1 + 1 + 6
    # + 3 + 12), none of them the three left out (OGN-251, UNL-189, OGN-247, as in the code).
    tokens = written.text.split()
    assert len(tokens) == 23
    assert {token.rsplit("-", 1)[0] for token in tokens}.isdisjoint({"OGN-251", "UNL-189", "OGN-247"})
    assert _chosen(_deck(resolver, written.text)) == []


def test_checking_the_list_without_a_card_that_asks_reports_them():
    result = run_cli("check", str(LIST), "--as-of", "2026-11-01", "-o", "json")
    findings = json.loads(result.stdout)["decks"][0]["findings"]
    assert [(f["code"], f["rule"], f["line"]) for f in findings if f["code"] == "RC113"] == [("RC113", "103.1", 7)]
