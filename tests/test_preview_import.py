"""Importing a set's preview data as a provisional card file, and replacing it later."""

from __future__ import annotations

import datetime
import json
import shutil

import pytest
import yaml

from support import run_cli, shared_path
from riftcheck.games.riftbound import formats, rules
from riftcheck.games.riftbound.cards import preview
from riftcheck.games.riftbound.cards.db import load_db
from riftcheck.games.riftbound.cards.resolve import Resolver
from riftcheck.games.riftbound.cards.sources import preview_list
from riftcheck.engine.paths import data_dir
from rules.rule_testing import BASE_DECKS, build_deck


def _record(code, name_en, name_cn, **facts):
    """One record of a joined preview, made up for these tests."""
    record = {"code": code, "name_en": name_en, "name_cn": name_cn, "type": "Unit", "supertypes": [],
              "domains": ["Fury"], "energy": 2, "power": None, "might": 2, "rarity": "Common",
              "champion": None, "in_sources": ["china", "riftlite"]}
    return {**record, **facts}


def _joined(*records):
    return {"set": "RAD", "set_name": "Radiance", "provisional": True, "cards": list(records),
            "generated_from": {"china": {"repo": "example/catalogue", "path": "upstream/2026-10-08/cards.json",
                                         "commit": "0123456789abcdef"}}}


def _card(document, name):
    return next(card for card in document["cards"] if card["name"] == name)


def test_the_file_is_marked_provisional_with_its_source_and_snapshot_day():
    document = preview.build_preview(_joined(_record("RAD-001", "Test Brawler", "测试斗士"))).document
    assert (document["set"], document["status"], document["snapshot"]) == ("RAD", "provisional", "2026-10-08")
    assert "example/catalogue upstream/2026-10-08/cards.json @ 0123456" in document["source"]


def test_a_card_without_an_english_name_keeps_its_chinese_one_and_the_chinese_name_is_an_alias():
    document = preview.build_preview(_joined(
        _record("RAD-001", "Test Brawler", "测试斗士"),
        _record("RAD-002", None, "无名之兵"),
    )).document
    assert _card(document, "Test Brawler")["aliases"] == ["测试斗士"]
    assert "aliases" not in _card(document, "无名之兵")


def test_a_printing_without_an_english_name_takes_its_sibling_of_the_same_chinese_name():
    document = preview.build_preview(_joined(
        _record("RAD-R01", None, "炽烈符文", type="Rune", energy=None, might=None),
        _record("RAD-R01a", "Fury Rune", "炽烈符文", type="Rune", energy=None, might=None),
    )).document
    assert [p["code"] for p in _card(document, "Fury Rune")["printings"]] == ["RAD-R01", "RAD-R01a"]


def test_printings_that_disagree_leave_the_fact_unknown_rather_than_guess():
    result = preview.build_preview(_joined(
        _record("RAD-063", "Test Rebel", "测试", supertypes=["Champion"], champion="Test", might=5),
        _record("RAD-SP4", "Test Rebel", "测试", supertypes=["Champion"], champion="Test", might=4),
    ))
    card = _card(result.document, "Test Rebel")
    assert (card["might"], card["unknown"]) == (None, ["might"])
    assert [c.printing for c in result.conflicts] == ["RAD-SP4"]


def test_a_champion_or_signature_card_without_a_champion_is_unknown_not_guessed():
    card = _card(preview.build_preview(_joined(
        _record("RAD-150", "Test Blade", "测试之锋", type="Gear", supertypes=["Signature"]),
    )).document, "Test Blade")
    assert (card["tags"], card["unknown"]) == ([], ["champion"])


def test_a_printing_only_the_english_list_has_leaves_the_gameplay_facts_unknown():
    card = _card(preview.build_preview(_joined(
        _record("RAD-043", "Test Blademaster", None, domains=None, energy=None, might=None,
                supertypes=["Champion"], champion="Test", in_sources=["riftlite"]),
    )).document, "Test Blademaster")
    assert card["unknown"] == ["domains", "energy", "might", "power"] and card["tags"] == ["Test"]


def test_the_gallery_as_a_witness_makes_a_disputed_domain_unknown_and_keeps_a_main_deck_type():
    gallery = [{"name": "Test Brawler", "cardTypes": ["Spell"], "domains": ["Chaos"], "tags": [],
                "energyCost": 2, "powerCost": None, "might": 2}]
    result = preview.build_preview(_joined(_record("RAD-001", "Test Brawler", "测试斗士")), gallery)
    card = _card(result.document, "Test Brawler")
    assert (card["type"], card["domains"], card["unknown"]) == ("Unit", [], ["domains"])
    assert {c.field for c in result.conflicts} == {"type", "domains"}


def test_legends_keep_their_title_and_chinese_name_as_aliases_and_signed_printings_as_star():
    card = _card(preview.build_preview(_joined(
        _record("RAD-139", "Test, Boy Who Tested", "测试者", type="Legend", domains=["Fury", "Mind"],
                energy=None, might=None, rarity="Rare", champion="Test"),
        _record("RAD-168S", "Test, Boy Who Tested", None, type="Legend", domains=None, energy=None, might=None,
                rarity=None, champion="Test", in_sources=["riftlite"]),
    )).document, "Test, Boy Who Tested")
    assert card["aliases"] == ["Boy Who Tested", "测试者"] and card["tags"] == ["Test"]
    assert [p["code"] for p in card["printings"]] == ["RAD-139", "RAD-168*"] and "unknown" not in card


def test_a_file_that_is_not_json_is_left_to_the_other_importers(tmp_path):
    card_list = tmp_path / "list.yaml"
    card_list.write_text("set: RAD\ncards: []\n", encoding="utf-8")
    assert preview.take_previews([card_list]) == (None, [card_list])


# Where the English list of 2026-10-10 was transcribed from (its SOURCE.md), as the import is run.
LIST_ORIGIN = ("# repo: cdfpartridge-web/Riftlite\n# path: src/lib/cards/radiance-preview.json\n"
               "# commit: 8f335a67f27f4e0c87ab3acf9c0b5030c694b6e7\n# audited: 2026-10-10\n")


def _list(*rows: str, origin: str = "") -> preview_list.PreviewList:
    return preview_list.read(origin + "code\tname\ttype\tsupertype\tchampion\n" + "".join(f"{row}\n" for row in rows))


def test_the_english_list_names_a_printing_the_joined_preview_left_unnamed_and_keeps_the_catalogues_facts():
    document = preview.build_preview(_joined(_record("RAD-114", None, "测试者，逃兵", supertypes=["Champion"])),
                                     listed=_list("RAD-114\tTest, Deserter\tUnit\tChampion\tTest")).document
    card = _card(document, "Test, Deserter")
    assert (card["aliases"], card["domains"], card["energy"], card["tags"]) == (["测试者，逃兵"], ["Fury"], 2, ["Test"])


def test_a_printing_only_the_english_list_has_is_added_with_its_facts_unknown():
    result = preview.build_preview(_joined(_record("RAD-001", "Test Brawler", "测试斗士")),
                                   listed=_list("RAD-149\tTest, The Exile\tLegend\t\tTest"))
    card = _card(result.document, "Test, The Exile")
    assert (card["type"], card["tags"], card["unknown"]) == ("Legend", ["Test"], ["domains", "energy", "might", "power"])
    assert result.records == 2


def test_a_type_the_english_list_disputes_keeps_the_catalogues_and_is_reported():
    result = preview.build_preview(_joined(_record("RAD-001", "Test Brawler", "测试斗士")),
                                   listed=_list("RAD-001\tTest Brawler\tSpell\t\t"))
    assert _card(result.document, "Test Brawler")["type"] == "Unit"
    assert [(c.printing, c.field) for c in result.conflicts] == [("RAD-001", "type")]


def test_a_signatures_champion_follows_from_its_catalogue_hero_once_another_record_names_that_hero():
    records = (_record("RAD-114", "Test, Deserter", "测试者", supertypes=["Champion"], champion="Test",
                       champion_cn="测试者"),
               _record("RAD-150", "Test Blade", "测试之锋", type="Gear", supertypes=["Signature"], champion_cn="测试者"))
    assert _card(preview.build_preview(_joined(*records)).document, "Test Blade")["tags"] == ["Test"]


def test_the_list_is_read_as_a_tab_separated_table_or_the_deck_tools_own_json():
    table = _list("RAD-173\tTest, The Exile\tLegend\t\tTest", origin=LIST_ORIGIN)
    assert table.origin["commit"].startswith("8f335a6") and table.records[0]["champion"] == "Test"
    tool = preview_list.read(json.dumps({"auditedAt": "2026-10-10", "cards": {
        "RAD-150": {"name": "Test Blade", "type": "Gear", "supertype": "Signature", "champion": None}}}))
    assert tool.records == [{"code": "RAD-150", "name": "Test Blade", "type": "Gear", "supertypes": ["Signature"],
                             "champion": None}]
    assert preview_list.read("set: RAD\ncards: []\n") is None


def test_a_table_row_with_missing_columns_is_refused_with_its_line():
    with pytest.raises(ValueError, match="line 3 of the preview list has 2 columns"):
        _list("RAD-001\tTest Brawler\tUnit\t\t", "RAD-002\tTest")


def test_importing_the_preview_reproduces_the_shipped_radiance_file(tmp_path):
    joined = shared_path("cardsource/rad-preview/rad-joined.json", "the joined Radiance preview")
    gallery = shared_path("cardsource/rad-preview/rad-gallery.json", "the gallery's Radiance entries")
    listed = shared_path("cardsource/rad-preview/en_extract-2026-10-10.tsv", "the English list of 2026-10-10")
    english = tmp_path / "english-2026-10-10.tsv"
    english.write_text(LIST_ORIGIN + listed.read_text(encoding="utf-8"), encoding="utf-8")
    result = run_cli("import", "--out", str(tmp_path / "out"), str(joined), str(gallery), str(english))
    assert result.returncode == 0, result.stderr
    assert "RAD-SP4: might" in result.stdout
    shipped = yaml.safe_load((data_dir() / "cards" / "RAD.yaml").read_text(encoding="utf-8"))
    assert yaml.safe_load((tmp_path / "out" / "RAD.yaml").read_text(encoding="utf-8")) == shipped


def _real_radiance_gallery():
    """A made-up post-release gallery file for two Radiance cards: complete data, no status."""
    return {"cards": [
        {"id": "rad-061-167", "name": "Ekko, Ingenious", "setId": "RAD", "type": "Unit", "rarity": "Rare",
         "domains": ["Mind"], "energy": "3", "might": "4", "power": None, "tags": ["Ekko", "Zaun"]},
        {"id": "rad-150-167", "name": "Blade of the Exile", "setId": "RAD", "type": "Gear", "rarity": "Epic",
         "domains": ["Calm", "Chaos"], "energy": "3", "might": "3", "power": "1", "tags": ["Equipment", "Riven"]},
    ]}


def test_importing_real_radiance_data_later_replaces_the_provisional_facts(tmp_path):
    cards = tmp_path / "cards"
    shutil.copytree(data_dir() / "cards", cards)
    source = tmp_path / "gallery.json"
    source.write_text(json.dumps(_real_radiance_gallery()), encoding="utf-8")
    result = run_cli("import", "--out", str(cards), str(source))
    assert result.returncode == 0, result.stderr
    written = yaml.safe_load((cards / "RAD.yaml").read_text(encoding="utf-8"))
    assert "status" not in written
    db = load_db(cards)
    blade = db.get("Blade of the Exile")
    assert blade.provisional is None and blade.unknown == () and "Riven" in blade.tags
    assert db.get("Chronobreak") is None  # the preview's cards are gone with its file
    deck = build_deck(Resolver(db), {**BASE_DECKS["ekko"], "main": ["3 Ekko, Ingenious"]})
    found = rules.run(deck, formats.context("constructed", datetime.date(2026, 11, 20)))
    assert not [f for f in found if f.code == "RC009" or f.provisional]


def test_real_radiance_data_imported_into_the_users_folder_replaces_the_shipped_preview(tmp_path):
    user = {"RIFTCHECK_DATA": str(tmp_path / "user-data")}
    before = json.loads(run_cli("cards", "Blade of the Exile", "-o", "json", env=user).stdout)["cards"][0]
    assert before["preview"] is not None
    source = tmp_path / "gallery.json"
    source.write_text(json.dumps(_real_radiance_gallery()), encoding="utf-8")
    result = run_cli("import", str(source), env=user)
    assert result.returncode == 0, result.stderr
    after = json.loads(run_cli("cards", "Blade of the Exile", "-o", "json", env=user).stdout)["cards"][0]
    assert after["preview"] is None and "Riven" in after["tags"]
    assert run_cli("cards", "Chronobreak", env=user).returncode == 1  # the preview's cards are gone
    rad = next(s for s in json.loads(run_cli("data", "-o", "json", env=user).stdout)["sets"] if s["code"] == "RAD")
    assert (rad["origin"], rad["status"]) == ("user", "complete")
