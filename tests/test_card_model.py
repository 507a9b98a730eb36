"""riftcheck.games.riftbound.cards.model: what a card's facts say about it (champion tags, domains)."""

from __future__ import annotations

import json

import pytest
from support import REPO

from riftcheck.games.riftbound.cards.model import DOMAINS, Card


def test_a_legends_champion_tag_is_its_tag():
    legend = Card("Jinx, Loose Cannon", "Legend", tags=("Jinx",))
    assert legend.champion_tag == "Jinx"


def test_a_legend_tagged_beside_its_champion_takes_the_tag_its_name_is_written_after():
    legend = Card("Kennen, Heart of the Tempest", "Legend", tags=("Yordle", "Kennen"))
    assert legend.champion_tag == "Kennen"


@pytest.mark.parametrize("tags", [(), ("Yordle", "Bandle City")], ids=["unknown", "none names the champion"])
def test_a_legend_whose_tags_do_not_name_its_champion_has_no_champion_tag(tags):
    assert Card("Kennen, Heart of the Tempest", "Legend", tags=tags).champion_tag is None


def test_a_legend_whose_name_has_no_champion_still_has_its_tag():
    assert Card("Loose Cannon", "Legend", tags=("Jinx",)).champion_tag == "Jinx"


def test_only_legends_have_a_champion_tag():
    assert Card("Jinx, Rebel", "Unit", supertypes=("Champion",), tags=("Jinx", "Zaun")).champion_tag is None


def test_every_shipped_legend_has_the_champion_tag_its_champion_units_carry(db):
    cards = list(db.cards.values()) if isinstance(db.cards, dict) else list(db.cards)
    legends = [card for card in cards if card.type == "Legend"]
    assert len(legends) > 50
    tags_of_champion_units = {tag for card in cards if card.is_champion_unit for tag in card.tags}
    for legend in legends:
        assert legend.champion_tag in legend.tags and legend.champion_tag in tags_of_champion_units, legend.name
    assert {legend.name: legend.champion_tag for legend in legends}["Kennen, Heart of the Tempest"] == "Kennen"


def test_the_domains_are_the_card_schemas():
    schema = json.loads((REPO / "src" / "riftcheck" / "data" / "schema" / "cards.schema.json").read_text(encoding="utf-8"))
    assert DOMAINS == tuple(schema["$defs"]["domain"]["enum"])
