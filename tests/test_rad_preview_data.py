"""The shipped Radiance preview data (data/cards/RAD.yaml) against the records checked by hand
in tests/fixtures/rad_preview/verified.yaml, whose header names the three sources."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from riftcheck.engine.paths import data_dir

VERIFIED = Path(__file__).parent / "fixtures" / "rad_preview" / "verified.yaml"
RECORDS = yaml.safe_load(VERIFIED.read_text(encoding="utf-8"))["records"]
SHIPPED = yaml.safe_load((data_dir() / "cards" / "RAD.yaml").read_text(encoding="utf-8"))

# The field mapping of the China catalogue (the source's own words → riftcheck's).
COLOURS = {"red": "Fury", "green": "Calm", "blue": "Mind", "orange": "Body", "purple": "Chaos", "yellow": "Order",
           "colorless": None}
CATEGORIES = {"unit": ("Unit", None), "hero_unit": ("Unit", "Champion"), "spell": ("Spell", None),
              "exclusive_spell": ("Spell", "Signature"), "equipment": ("Gear", None),
              "exclusive_equipment": ("Gear", "Signature"), "legendary": ("Legend", None),
              "battlefield": ("Battlefield", None), "rune": ("Rune", None)}
RARITIES = {"普通": "Common", "不凡": "Uncommon", "稀有": "Rare", "史诗": "Epic", "异画": "Showcase"}
LATER_LIST = "riftlite_2026_10_10"  # the English list of 2026-10-10


def _english(record: dict) -> dict | None:
    """The record's English-list entry: the later list's where it has one."""
    return record.get(LATER_LIST) or record.get("riftlite")


# Champions in English by the China catalogue's hero, from the records that carry both.
HEROES = {r["china"]["hero"]: _english(r)["champion"] for r in RECORDS
          if "china" in r and _english(r) and r["china"]["hero"] and _english(r)["champion"]}


def _chinese_name(china: dict) -> str:
    return china["cardName"] + (f"，{china['subTitle']}" if china["subTitle"] else "")


def _expected(record: dict) -> dict:
    """What the shipped data must say, field by field, from the sources' own values."""
    china, riftlite = record.get("china"), _english(record)
    expected: dict = {}
    supertypes = set()
    if china:
        card_type, supertype = CATEGORIES[china["cardCategory"]]
        expected["type"] = card_type
        supertypes |= {supertype} - {None}
        expected["domains"] = [COLOURS[c] for c in china["cardColor"] if COLOURS[c]]
        expected.update(energy=china["energy"], power=china["returnEnergy"], might=china["power"],
                        rarity=RARITIES[china["rarityName"]])
        if china["hero"] in HEROES:
            expected["champion"] = HEROES[china["hero"]]
    if riftlite:
        expected["name"] = riftlite["name"]
        expected["type"] = riftlite["type"]
        supertypes |= {riftlite["supertype"]} - {None}
        if riftlite["champion"]:
            expected["champion"] = riftlite["champion"]
    expected["supertypes"] = supertypes
    return expected


def test_at_least_25_shipped_printings_across_every_type_the_file_holds_were_checked():
    shipped_types = {printing["code"]: card["type"] for card in SHIPPED["cards"] for printing in card["printings"]}
    checked = {record["code"].replace("s", "*") if record["code"].endswith("s") else record["code"]: record
               for record in RECORDS}
    assert len(set(checked) & set(shipped_types)) >= 25
    assert set(shipped_types.values()) == {"Unit", "Spell", "Gear", "Legend", "Battlefield", "Rune"}
    for code, record in checked.items():
        assert shipped_types.get(code) == _expected(record)["type"], code


def test_at_least_25_records_of_the_later_english_list_were_checked_among_them_the_riven_legend():
    later = {record["code"]: record[LATER_LIST] for record in RECORDS if LATER_LIST in record}
    new_codes = [code for code, record in ((r["code"], r) for r in RECORDS) if list(record) == ["code", LATER_LIST, "unknown"]]
    assert len(new_codes) >= 25
    assert later["RAD-149"] == {"name": "Riven, The Exile", "type": "Legend", "supertype": None, "champion": "Riven"}


def test_riven_the_exile_and_her_signature_are_in_the_shipped_file():
    cards = {card["name"]: card for card in SHIPPED["cards"]}
    legend, blade = cards["Riven, The Exile"], cards["Blade of the Exile"]
    assert (legend["type"], legend["tags"], [p["code"] for p in legend["printings"]]) == (
        "Legend", ["Riven"], ["RAD-149", "RAD-173"])
    assert legend["unknown"] == ["domains", "energy", "might", "power"]  # no source gives them
    assert (blade["supertypes"], blade["tags"], blade["domains"]) == (["Signature"], ["Riven"], ["Calm", "Chaos"])


def test_every_legend_signature_and_champion_printing_of_the_file_was_checked():
    checked = {record["code"].replace("s", "*") if record["code"].endswith("s") else record["code"]
               for record in RECORDS}
    for card in SHIPPED["cards"]:
        if card["type"] == "Legend" or {"Champion", "Signature"} & set(card["supertypes"]):
            for printing in card["printings"]:
                assert printing["code"] in checked, printing["code"]


def test_every_fact_the_file_leaves_unknown_has_its_reason_in_the_verified_records():
    reasons = {record["code"]: set(record.get("unknown", {})) for record in RECORDS}
    for card in SHIPPED["cards"]:
        if card.get("unknown"):
            explained = [reasons.get(p["code"], set()) for p in card["printings"]]
            assert any(set(card["unknown"]) <= found for found in explained), card["name"]


@pytest.mark.parametrize("record", RECORDS, ids=[r["code"] for r in RECORDS])
def test_the_shipped_card_agrees_with_the_sources(db, resolver, record):
    expected = _expected(record)
    unknown = set(record.get("unknown", {}))
    found = resolver.by_code(record["code"])
    assert found is not None and found.printing is not None, record["code"]
    card, printing = found.card, found.printing
    if "rarity" in expected:
        assert printing.rarity == expected["rarity"]
    if "name" in expected:
        assert card.name == expected["name"]
    else:  # known only by its Chinese name (or an English sibling printing's)
        assert _chinese_name(record["china"]) in (card.name, *card.aliases)
    assert card.type == expected["type"]
    assert expected["supertypes"] <= set(card.supertypes)
    if not card.provisional:  # a reprint: its facts come from the set that first printed it
        return
    assert set(card.unknown) == unknown - {"rarity"}
    for name in ("domains", "energy", "power", "might"):
        if name in expected and name not in unknown:
            value = getattr(card, name)
            assert (list(value) if name == "domains" else value) == expected[name], name
    if "champion" in expected and "champion" not in unknown:
        assert expected["champion"] in card.tags
    if "champion" in unknown:
        assert not card.tags
