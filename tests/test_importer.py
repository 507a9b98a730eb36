"""The importer: public card data in, riftcheck's own set files out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from support import run_cli, shared_path
from riftcheck.games.riftbound.cards import importer, merge, sources
from riftcheck.games.riftbound.cards.naming import clean_name
from riftcheck.games.riftbound.cards.rows import parse_printing_id
from riftcheck.engine.paths import data_dir

# The raw public card dumps the shipped set files were imported from (never committed).
SOURCE_FILES = ["riftcodex/riftcodex_cards_raw.json", "official-gallery/cards.json", "dotgg/cards.json"]
VOCABULARY = importer.load_vocabulary(data_dir() / "keywords.yaml")


def _riftcodex_row(rid, name, **extra):
    return {
        "riftbound_id": rid,
        "name": name,
        "attributes": {"energy": 2, "might": 2, "power": None},
        "classification": {"type": extra.get("type", "Unit"), "supertype": extra.get("supertype"),
                           "rarity": "Common", "domain": extra.get("domain", ["Calm"])},
        "text": {"plain": extra.get("text", "")},
        "tags": extra.get("tags", []),
    }


def _build(tmp_path, riftcodex=(), gallery=()):
    paths = []
    if riftcodex:
        paths.append(tmp_path / "rc.json")
        paths[-1].write_text(json.dumps(list(riftcodex)))
    if gallery:
        paths.append(tmp_path / "gallery.json")
        paths[-1].write_text(json.dumps({"cards": list(gallery)}))
    return merge.build(sources.read_sources(paths).rows, VOCABULARY)


def test_names_are_put_in_deck_building_form():
    assert clean_name("Jinx - Rebel (Alternate Art)") == "Jinx, Rebel"
    assert clean_name("Recruit (271) // Buff") == "Recruit"
    assert clean_name("Kai\u2019Sa - Survivor (Overnumbered)") == "Kai'Sa, Survivor"


def test_duplicate_rows_of_one_printing_are_dropped(tmp_path):
    row = _riftcodex_row("ven-001-166", "Some Unit")
    result = _build(tmp_path, riftcodex=[row, dict(row, name="Some Unit (Overnumbered)")])
    assert result.duplicates_dropped == 1
    assert [c["name"] for c in result.sets["VEN"]] == ["Some Unit"]


def test_keywords_and_copy_overrides_come_from_card_text(tmp_path):
    rows = [
        _riftcodex_row("sfd-190-221", "Cape", text="[Unique] (Your deck can have only 1 card with this name.)[Equip] x"),
        _riftcodex_row("ven-097-166", "Spider", text="[Hidden] Your deck can have any number of cards named Spider."),
        _riftcodex_row("ogn-001-298", "Brute", text="[Assault 2] [Add] [Tank]"),
    ]
    cards = {c["name"]: c for cards in _build(tmp_path, riftcodex=rows).sets.values() for c in cards}
    assert cards["Cape"]["deck_limit"] == 1 and cards["Cape"]["keywords"] == ["Unique", "Equip"]
    assert cards["Spider"]["deck_limit"] is None
    assert cards["Brute"]["keywords"] == ["Assault 2", "Tank"] and "deck_limit" not in cards["Brute"]


def test_a_champion_tag_missing_from_the_gallery_is_taken_from_riftcodex(tmp_path):
    rc = _riftcodex_row("ogn-235-298", "Karma - Channeler", supertype="Champion", tags=["Karma", "Ionia"])
    gallery = {"id": "ogn-235-298", "name": "Karma, Channeler", "type": "Unit", "domains": ["Calm"],
               "tags": ["Vi", "Ionia"], "energy": "2", "might": "2", "rarity": "Common"}
    result = _build(tmp_path, riftcodex=[rc], gallery=[gallery])
    assert result.sets["OGN"][0]["tags"] == ["Karma", "Ionia"]
    assert [c.field for c in result.conflicts] == ["tags"]


def test_legends_get_their_champion_and_keep_the_title_as_alias(tmp_path):
    rc = _riftcodex_row("ven-155-166", "Yordle, Kennen - Heart of the Tempest", type="Legend",
                        domain=["Order", "Chaos"], tags=["Yordle", "Kennen"])
    unit = _riftcodex_row("ven-001-166", "Kennen - Storm", supertype="Champion", tags=["Yordle", "Kennen"])
    gallery = {"id": "ven-155-166", "name": "Heart of the Tempest", "type": "Legend",
               "domains": ["Order", "Chaos"], "tags": ["Yordle", "Kennen"], "rarity": "Rare"}
    legend = next(c for c in _build(tmp_path, riftcodex=[rc, unit], gallery=[gallery]).sets["VEN"] if c["type"] == "Legend")
    assert legend["name"] == "Kennen, Heart of the Tempest"
    assert legend["aliases"] == ["Heart of the Tempest"]


def test_gallery_tokens_without_a_type_are_tokens(tmp_path):
    gallery = {"id": "unl-t04", "name": "Buff", "type": None, "domains": ["Colorless"], "tags": [], "rarity": "Common"}
    card = _build(tmp_path, gallery=[gallery]).sets["UNL"][0]
    assert (card["type"], card["supertypes"], card["domains"]) == ("Token", ["Token"], [])


def test_signed_printings_are_recognised_in_both_spellings():
    assert parse_printing_id("sfd-227*-221") == ("SFD", "227", "*", "221")
    assert parse_printing_id("sfd-227-star-221") == ("SFD", "227", "*", "221")
    assert parse_printing_id("VEN-SP1-006") == ("VEN", "SP1", "", "006")


def test_an_unknown_json_shape_is_refused(tmp_path):
    path = tmp_path / "other.json"
    path.write_text('{"hello": 1}')
    with pytest.raises(ValueError, match="not a card data file"):
        sources.read_sources([path])


def test_importing_the_public_data_reproduces_the_shipped_files(tmp_path):
    dumps = [shared_path(f"cardsource/{name}", "the raw public card dumps") for name in SOURCE_FILES]
    result = run_cli("import", "--out", str(tmp_path), *map(str, dumps))
    assert result.returncode == 0, result.stderr
    assert "OGN-235: tags" in result.stdout
    shipped = data_dir() / "cards"
    for path in sorted(shipped.glob("*.yaml")):
        if "\nstatus: provisional\n" in path.read_text(encoding="utf-8"):
            continue  # imported from preview data: tests/test_preview_import.py
        assert (tmp_path / path.name).read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), path.name


def test_import_reports_a_json_summary_and_refuses_unknown_files(tmp_path):
    source = tmp_path / "rc.json"
    source.write_text(json.dumps([_riftcodex_row("ogn-001-298", "Brute - Big (Alternate Art)")]))
    result = run_cli("import", "--out", str(tmp_path / "out"), "-o", "json", str(source))
    summary = json.loads(result.stdout)
    assert (summary["rows_read"], summary["cards"]) == (1, 1)
    assert (tmp_path / "out" / "OGN.yaml").read_text(encoding="utf-8").count("name: Brute, Big") == 1
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    refused = run_cli("import", "--out", str(tmp_path / "out"), str(broken))
    assert refused.returncode == 2 and "cannot import" in refused.stderr and "Traceback" not in refused.stderr


def test_a_dump_of_a_set_sets_yaml_does_not_name_imports_after_the_known_sets(tmp_path):
    rows = [_riftcodex_row("xyz-001-010", "Future Thing"), _riftcodex_row("ven-002-166", "Present Thing")]
    source = tmp_path / "rc.json"
    source.write_text(json.dumps(rows))
    result = run_cli("import", "--out", str(tmp_path / "out"), "-o", "json", str(source))
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert [Path(path).name for path in summary["files"]] == ["VEN.yaml", "XYZ.yaml"]
    assert summary["sets_not_in_sets_yaml"] == ["XYZ"]
    assert "name: Future Thing" in (tmp_path / "out" / "XYZ.yaml").read_text(encoding="utf-8")
