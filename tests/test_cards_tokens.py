"""`riftcheck cards --type Token` finds every token, whatever its printed type, and names each
kind once."""

from __future__ import annotations

import json

from support import run_cli

from riftcheck.cli.cards import card_kind, find_cards
from riftcheck.games.riftbound.cards.db import load_db


def test_type_token_finds_every_token_and_nothing_else():
    db = load_db()
    tokens = [card.name for card in db.cards if card.is_token]
    assert len(tokens) >= 12 and {"Recruit", "Sprite", "Gold", "Baron Pit", "Buff"} <= set(tokens)
    assert [card.name for card in find_cards(db, card_type="Token")] == tokens
    listed = json.loads(run_cli("cards", "--type", "Token", "-o", "json").stdout)["cards"]
    assert sorted(card["name"] for card in listed) == sorted(tokens)


def test_a_token_s_kind_is_written_once():
    shown = run_cli("cards", "--type", "Token", env={"COLUMNS": "200"}).stdout
    assert "Token Token" not in shown and "Token Unit" in shown
    [buff] = [card for card in load_db().cards if card.name == "Buff"]
    assert card_kind(buff) == "Token"


def test_type_unit_still_finds_units_only():
    units = find_cards(load_db(), card_type="Unit")
    assert units and all(card.type == "Unit" for card in units)
