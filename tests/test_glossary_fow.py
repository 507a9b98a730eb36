"""data/glossary_fow_th.yaml (Force of Will) and data/crossref.yaml: valid, complete, and linked."""

from __future__ import annotations

import json
import unicodedata

import jsonschema
import pytest
import yaml
from typer.testing import CliRunner

from riftcheck.cli.app import app
from riftcheck.engine.normalize import loose, normalize
from riftcheck.engine.paths import data_dir
from support import shared_path

SEED = "seeds/002_2c7df06f237933e9.txt"


def _load(name: str) -> dict:
    return yaml.safe_load((data_dir() / name).read_text(encoding="utf-8"))


def _validator(name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((data_dir() / "schema" / name).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.fixture(scope="module")
def fow() -> dict:
    return _load("glossary_fow_th.yaml")


@pytest.fixture(scope="module")
def crossref() -> dict:
    return _load("crossref.yaml")


def seed_terms(text: str) -> list[str]:
    """The seed's entry headings: short lines, each followed by its definition."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return [line for line in lines[2:] if len(line) <= 25 and not line.startswith("·")]


def _names(entry: dict) -> set[str]:
    return {loose(normalize(name)) for name in (entry["en"], entry.get("th"), *entry["aliases"]) if name}


def test_fow_glossary_validates_against_the_glossary_schema(fow):
    errors = [f"{error.json_path}: {error.message}" for error in _validator("glossary.schema.json").iter_errors(fow)]
    assert errors == []


def test_a_riftbound_glossary_still_needs_rule_numbers(fow):
    as_riftbound = {**fow, "game": "riftbound", "core_rules_edition": "2026-07-16"}
    assert not _validator("glossary.schema.json").is_valid(as_riftbound)


def test_every_seed_entry_is_in_the_fow_glossary(fow):
    seeded = seed_terms(shared_path(SEED, "the Thai Force of Will glossary").read_text(encoding="utf-8"))
    assert len(seeded) == 48
    names = set().union(*(_names(entry) for entry in fow["entries"]))
    assert [term for term in seeded if loose(normalize(term)) not in names] == []
    assert len(fow["entries"]) == len(seeded)


def test_fow_entries_are_nfc_with_unique_ids_and_resolving_links(fow):
    ids = [entry["id"] for entry in fow["entries"]]
    assert len(ids) == len(set(ids))
    for entry in fow["entries"]:
        assert unicodedata.is_normalized("NFC", entry["definition_th"]), entry["id"]
        assert set(entry["related"]) <= set(ids), entry["id"]


def test_crossref_validates_against_its_schema(crossref):
    errors = [f"{error.json_path}: {error.message}" for error in _validator("crossref.schema.json").iter_errors(crossref)]
    assert errors == []


def test_every_pairing_names_a_riftbound_entry(crossref):
    riftbound = {entry["id"] for entry in _load("glossary_th.yaml")["entries"]}
    assert [pair["term"] for pair in crossref["pairs"] if pair["riftbound"] not in riftbound] == []


def test_every_force_of_will_word_is_an_entry_of_its_glossary(crossref, fow):
    names = set().union(*(_names(entry) for entry in fow["entries"]))
    pairs = [pair for pair in crossref["pairs"] if pair["source"] == "glossary_fow_th"]
    assert pairs and all(pair["game"] == "fow" for pair in pairs)
    assert [pair["term"] for pair in pairs if loose(normalize(pair["term"])) not in names] == []


def test_every_magic_word_from_the_seed_occurs_in_it(crossref):
    text = shared_path("seeds/004_d9fc0d1efd16a81e.txt", "the Thai Magic rules summary").read_text(encoding="utf-8")
    words = loose(normalize(text))
    pairs = [pair for pair in crossref["pairs"] if pair["source"] == "seed-004"]
    missing = [pair["term"] for pair in pairs if not any(loose(normalize(name)) in words for name in (pair["term"], *pair.get("aliases", ())))]
    assert missing == []


def test_no_pairing_shadows_a_riftbound_term(crossref):
    names = set()
    for entry in _load("glossary_th.yaml")["entries"]:
        names |= {loose(normalize(name)) for name in (entry["en"], entry.get("th"), entry["id"]) if name}
    assert [pair["term"] for pair in crossref["pairs"] if loose(normalize(pair["term"])) in names] == []


def test_players_phrases_validate_and_cover_every_riftbound_entry():
    phrases = _load("glossary_phrases.yaml")
    errors = [f"{error.json_path}: {error.message}" for error in _validator("glossary-phrases.schema.json").iter_errors(phrases)]
    assert errors == []
    assert set(phrases) == {entry["id"] for entry in _load("glossary_th.yaml")["entries"]}


def test_lookup_and_glossary_read_the_fow_glossary():
    result = CliRunner().invoke(app, ["lookup", "--game", "fow", "ATK", "-o", "json"])
    assert result.exit_code == 0 and json.loads(result.stdout)["results"][0]["id"] == "atk"
    listing = CliRunner().invoke(app, ["glossary", "--game", "fow", "-o", "json"])
    assert len(json.loads(listing.stdout)["entries"]) == 48
    assert CliRunner().invoke(app, ["lookup", "--game", "pokemon", "ATK"]).exit_code == 2


def test_another_game_s_word_is_answered_with_the_riftbound_term_and_a_note():
    result = CliRunner().invoke(app, ["lookup", "graveyard", "-o", "json"])
    first = json.loads(result.stdout)["results"][0]
    assert (first["id"], first["match"], first["via"]["game"]) == ("trash", "other-game", "mtg")
    assert first["via"]["note_th"]
    text = CliRunner().invoke(app, ["lookup", "haste"]).stdout
    assert "Magic: The Gathering" in text and "Accelerate" in text


THAI = "กองทิ้งของ Riftbound ทำหน้าที่เดียวกับสุสาน"
ENGLISH = "Riftbound's trash does the graveyard's job"


@pytest.mark.parametrize(("lang", "shown", "hidden"), [("en", [ENGLISH], [THAI]), ("th", [THAI], [ENGLISH]),
                                                       ("both", [THAI, ENGLISH], [])])
def test_the_note_on_another_game_s_word_follows_the_chosen_language(lang, shown, hidden):
    text = " ".join(CliRunner().invoke(app, ["lookup", "graveyard", "--lang", lang]).stdout.split())
    assert [note for note in shown if note not in text] == []
    assert [note for note in hidden if note in text] == []


def test_the_json_lookup_carries_the_note_in_both_languages():
    via = json.loads(CliRunner().invoke(app, ["lookup", "graveyard", "--lang", "en", "-o", "json"]).stdout)["results"][0]["via"]
    assert via["note_en"].startswith(ENGLISH) and via["note_th"].startswith(THAI)
    role = json.loads(CliRunner().invoke(app, ["lookup", "--game", "mtg", "graveyard", "-o", "json"]).stdout)["results"][0]
    assert role["riftbound"]["note_en"].startswith(ENGLISH)


def test_a_magic_entry_names_riftbound_s_term_in_the_chosen_language():
    panel = CliRunner().invoke(app, ["lookup", "--game", "mtg", "graveyard", "--lang", "en"]).stdout
    english = " ".join(panel.replace("│", " ").split())
    assert "In Riftbound the term that plays this role is Trash · กองทิ้ง: " + ENGLISH in english
    assert THAI not in english


@pytest.mark.parametrize("query", ["sideboard", "ไซด์บอร์ด"])
def test_a_word_riftbound_shares_is_not_called_another_game_s(query):
    thai = " ".join(CliRunner().invoke(app, ["lookup", query]).stdout.split())
    assert "“Sideboard (ไซด์บอร์ด)” มีทั้งใน Magic: The Gathering และ Riftbound — ดูหัวข้อ Main Deck · เด็คหลัก" in thai
    assert "เป็นคำของ" not in thai
    english = " ".join(CliRunner().invoke(app, ["lookup", query, "--lang", "en"]).stdout.split())
    assert "“Sideboard” is a word of Magic: The Gathering and of Riftbound alike — see Main Deck · เด็คหลัก" in english
    first = json.loads(CliRunner().invoke(app, ["lookup", query, "-o", "json"]).stdout)["results"][0]
    assert (first["id"], first["match"], first["via"]["both_games"]) == ("main-deck", "other-game", True)


def test_magic_s_sideboard_says_riftbound_has_one_too():
    out = CliRunner().invoke(app, ["lookup", "--game", "mtg", "sideboard"]).stdout
    assert "คำที่ทำหน้าที่เดียวกัน" not in out and "Riftbound ก็มีคำนี้" in out


def test_a_rule_number_finds_the_entries_citing_it_and_says_which_rule():
    document = json.loads(CliRunner().invoke(app, ["lookup", "กฎข้อ", "702", "-o", "json"]).stdout)
    first = document["results"][0]
    assert (first["id"], first["match"], first["via"]) == ("buff", "rule", {"rule": "701–705", "relation": "range"})


def test_glossary_can_show_definitions_in_both_languages():
    out = CliRunner().invoke(app, ["glossary", "--category", "zone", "--lang", "both", "--definitions"]).stdout
    assert "โซนของผู้เล่นแต่ละคน" in out and "off-board zone" in out
