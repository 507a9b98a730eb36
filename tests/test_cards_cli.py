"""`riftcheck cards`: search by name, code and facets; the documented JSON shape."""

from __future__ import annotations

import json

from support import run_cli


def _cards(*args: str) -> list[dict]:
    result = run_cli("cards", *args, "-o", "json")
    return json.loads(result.stdout)["cards"]


def test_json_has_the_documented_fields():
    (card,) = _cards("Forgefire Cape")
    assert set(card) == {"name", "type", "supertypes", "domains", "tags", "keywords", "energy", "power",
                         "might", "rarity", "deck_limit", "preview", "printings"}
    assert card["deck_limit"] == 1 and card["preview"] is None
    assert card["printings"][0] == {"code": "SFD-190", "set": "SFD", "rarity": "Epic", "variant": "base"}


def test_deck_limit_is_null_for_any_number():
    assert [c["deck_limit"] for c in _cards("Spiderling")] == [None]


def test_a_collector_code_finds_its_card():
    assert [c["name"] for c in _cards("ogn-202a-298")] == ["Jinx, Rebel"]


def test_facets_combine():
    names = {c["name"] for c in _cards("--tag", "Annie", "--type", "unit")}
    assert names == {"Annie, Fiery", "Annie, Stubborn", "Tibbers"}
    assert all("Unique" in c["keywords"] for c in _cards("--keyword", "unique"))
    assert {c["name"] for c in _cards("--keyword", "assault", "--set", "OGN", "--domain", "Fury")} >= {"Jinx, Demolitionist"}


def test_a_keyword_with_a_number_matches_its_bare_name():
    assert any("Assault 2" in c["keywords"] for c in _cards("--keyword", "Assault"))


def test_no_match_exits_1_and_suggests_names():
    result = run_cli("cards", "Jinx Rebell")
    assert result.returncode == 1
    assert "Did you mean" in result.stderr and "Jinx, Rebel" in result.stderr


def test_text_output_is_a_table_of_the_cards():
    result = run_cli("cards", "Loose Cannon", env={"COLUMNS": "120"})
    assert result.returncode == 0
    assert "Jinx, Loose Cannon" in result.stdout and "OGN-251" in result.stdout


def test_a_preview_card_says_where_its_facts_come_from_and_which_it_leaves_open():
    (card,) = _cards("Supernova")
    assert card["preview"] == {"set": "Radiance", "snapshot": "2026-10-08", "unknown": ["domains"]}
    assert card["domains"] == []
    table = run_cli("cards", "Supernova", env={"COLUMNS": "120"}).stdout
    assert "unknown (preview)" in table and "colourless" not in table
