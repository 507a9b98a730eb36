"""The JSON Schemas themselves: each accepts a small document written here and refuses that
document broken in one way (a required field missing, a wrong type, a bad date, an unknown key),
for that reason. A schema that drifted loose along with its data would let these through."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest
from referencing import Registry, Resource

from riftcheck.engine.paths import data_dir

SCHEMAS = data_dir() / "schema"
SOURCE = "An announcement of the ban wave"


def _validator(name: str) -> jsonschema.Draft202012Validator:
    """A schema's validator, the other schemas it refers to found by their $id, formats checked."""
    resources = [Resource.from_contents(json.loads(path.read_text(encoding="utf-8")))
                 for path in sorted(SCHEMAS.glob("*.schema.json"))]
    registry = Registry().with_resources((resource.id(), resource) for resource in resources)
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema, registry=registry, format_checker=jsonschema.FormatChecker())


def _reasons(validator: jsonschema.Draft202012Validator, document) -> set[str]:
    """The keywords every error of `document` (and every error inside oneOf and anyOf) failed on."""
    found, errors = set(), list(validator.iter_errors(document))
    while errors:
        error = errors.pop()
        found.add(error.validator)
        errors.extend(error.context)
    return found


CATEGORIES = [{"id": key, "th": "หมวด", "en": key.capitalize()}
              for key in ("keyword", "action", "combat", "timing", "zone", "card-type", "resource", "deck-building",
                          "domain", "other")]

# A small valid document for each schema.
VALID = {
    "cardlist.schema.json": {
        "set": "RAD", "name": "Radiance", "status": "provisional", "snapshot": "2026-10-20",
        "cards": [{"name": "Sun Disc", "type": "Gear", "code": "RAD-001", "energy": 2}],
    },
    "cards.schema.json": {
        "set": "RAD", "name": "Radiance", "snapshot": "2026-10-20",
        "cards": [{"name": "Sun Disc", "type": "Gear", "supertypes": [], "domains": ["Order"], "tags": [],
                   "energy": 2, "power": 0, "might": None, "keywords": [],
                   "printings": [{"code": "RAD-001", "rarity": "Common"}]}],
    },
    "check-output.schema.json": {
        "version": 1, "format": "constructed", "as_of": "2026-11-29",
        "decks": [{"path": "a.txt", "name": None, "player": None, "legend": "Jinx, Loose Cannon", "champion": None,
                   "legal": False, "status": "illegal", "counts": {"main": 39, "runes": 12},
                   "findings": [{"code": "RC103", "rule": "402.1", "severity": "error", "zone": "main", "card": None,
                                 "line": None, "message": "The main deck has 39 cards.", "hint": None}]}],
        "totals": {"decks": 1, "legal": 0, "illegal": 1, "unconfirmed": 0, "unreadable": 0},
        "known": {"rules_edition": {"name": "Core Rules", "effective": "2026-10-09", "source": "x"},
                  "ban_wave": None},
    },
    "crossref.schema.json": {
        "pairs": [{"game": "mtg", "term": "Graveyard", "th": "สุสาน", "riftbound": "trash", "source": "magic-common",
                   "why": "Both hold the cards that left play.", "note_th": "ริฟต์บาวด์เรียกว่า Trash",
                   "note_en": "Riftbound calls it Trash."}],
    },
    "deck.schema.json": {
        "format": "riftcheck-deck", "version": 1, "legend": [{"count": 1, "name": "Jinx, Loose Cannon"}],
        "main": [{"count": 3, "name": "Cleave"}, {"count": 2, "code": "OGN-004"}],
    },
    "formats-update.schema.json": {
        "format": "constructed",
        "bans": [{"effective": "2026-12-18", "source": SOURCE, "names": ["Sprite Fountain"]}],
    },
    "formats.schema.json": {
        "format": "weekly", "extends": "constructed",
        "settings": [{"effective": "2026-01-01", "source": "Store rules for the weekly event",
                      "main_deck": {"exactly": 40, "rule": "402.1"}}],
        "bans": [{"effective": "2026-07-24", "source": SOURCE, "names": ["The Arena's Greatest"]}],
    },
    "glossary-phrases.schema.json": {"tank": ["ยูนิตที่ต้องโดนตีก่อน", "the unit hit first"]},
    "glossary.schema.json": {
        "core_rules_edition": "2026-10-09", "categories": CATEGORIES,
        "entries": [{"id": "tank", "en": "Tank", "th": "แทงก์", "category": "keyword", "card_keyword": True,
                     "aliases": [], "definition_th": "ยูนิตที่ต้องถูกโจมตีก่อน", "definition_en": "Takes damage first.",
                     "related": [], "rules": ["805"]}],
    },
    "messages.schema.json": {
        "refusals": {"png-image": {"en": "{source} is a PNG image.", "th": "{source} เป็นรูปภาพ PNG"}},
        "terms": {"png-image": {"en": "a PNG image", "th": "รูปภาพ PNG"}},
    },
    "terms.schema.json": {
        "about": "The words of the screens.",
        "terms": {"main-deck": {"en": "main deck", "th": "เด็คหลัก", "not_th": ["กองการ์ดหลัก"], "games": ["mtg"],
                                "glossary": ["mtg:deck"]}},
    },
    "card-aliases.schema.json": {"source": "a store's players", "aliases": {"ดีฟาย": "Defy"}},
    "thai-words.schema.json": {"about": "Words.", "source": "a word list", "dictionary": ["การ์ด"], "game": ["เด็ค"]},
    "usage-messages.schema.json": {
        "about": "Usage errors.",
        "messages": {"unknown-format": {"en": "unknown format {given}", "th": "ไม่รู้จักฟอร์แมต {given}"}},
    },
    "mtg-banlists.schema.json": {
        "history_source": "Banned and restricted announcements",
        "formats": {"modern": {"recorded_until": "2026-09-30",
                               "changes": [{"date": "2026-03-10", "source": "https://example.org/b-and-r",
                                            "banned": ["Some Card"]}]}},
    },
    "mtg-standard.schema.json": {
        "recorded_until": "2026-12-07", "source": "https://example.org/rotation",
        "periods": [{"from": "2025-08-01", "sets": ["WOE", "FDN"]}],
    },
    "mtg-partial-sets.schema.json": {
        "pool_built": "2026-12-07", "source": "the printings file's coverage notes",
        "sets": {"FRA": {"held": 24, "size": 305}},
        "missing": [{"name": "Zeta set", "date": "2026-09-07", "formats": ["pauper"],
                     "source": "https://example.org/zeta-in-pauper"}],
    },
    "mtg-formats.schema.json": {
        "comprehensive_rules": "2026-09-25", "comprehensive_rules_source": "Comprehensive Rules",
        "printings_fresh_days": 30,
        "formats": {"modern": {"kind": "constructed", "main_min": 60, "copies": 4, "card_pool": "printings",
                               "banlist": "modern", "rule": "100.2a"}},
    },
}


def _drop(*path):
    def change(document):
        for key in path[:-1]:
            document = document[key]
        del document[path[-1]]
    return change


def _put(*path_and_value):
    *path, value = path_and_value

    def change(document):
        for key in path[:-1]:
            document = document[key]
        document[path[-1]] = value
    return change


# Each schema with one broken document: what is wrong, how, and the keyword that refuses it.
REFUSED = [
    ("card-aliases.schema.json", "no aliases", _drop("aliases"), "required"),
    ("card-aliases.schema.json", "a card given by number", _put("aliases", "ดีฟาย", 3), "type"),
    ("card-aliases.schema.json", "a blank card name", _put("aliases", "ดีฟาย", "  "), "pattern"),
    ("card-aliases.schema.json", "an unknown key", _put("cards", {}), "additionalProperties"),
    ("cardlist.schema.json", "no cards", _drop("cards"), "required"),
    ("cardlist.schema.json", "month 13", _put("snapshot", "2026-13-01"), "pattern"),
    ("cardlist.schema.json", "an unknown record key", _put("cards", 0, "cost", 2), "additionalProperties"),
    ("cardlist.schema.json", "a collector code without its dash", _put("cards", 0, "code", "RAD001"), "pattern"),
    ("cards.schema.json", "a card without printings", _drop("cards", 0, "printings"), "required"),
    ("cards.schema.json", "energy written as text", _put("cards", 0, "energy", "2"), "type"),
    ("cards.schema.json", "a domain that is none", _put("cards", 0, "domains", ["Purple"]), "enum"),
    ("cards.schema.json", "a snapshot in words", _put("snapshot", "20 October 2026"), "pattern"),
    ("cards.schema.json", "day 0", _put("snapshot", "2026-10-00"), "pattern"),
    ("cards.schema.json", "an unknown card key", _put("cards", 0, "cost", 2), "additionalProperties"),
    ("check-output.schema.json", "no totals", _drop("totals"), "required"),
    ("check-output.schema.json", "legal as a word", _put("decks", 0, "legal", "no"), "type"),
    ("check-output.schema.json", "a status that is none", _put("decks", 0, "status", "banned"), "enum"),
    ("check-output.schema.json", "month 13", _put("as_of", "2026-13-29"), "pattern"),
    ("check-output.schema.json", "line 0", _put("decks", 0, "findings", 0, "line", 0), "minimum"),
    ("check-output.schema.json", "an unknown top-level key", _put("verdict", "ok"), "additionalProperties"),
    ("crossref.schema.json", "no Thai note", _drop("pairs", 0, "note_th"), "required"),
    ("crossref.schema.json", "no English note", _drop("pairs", 0, "note_en"), "required"),
    ("crossref.schema.json", "Thai in the English note", _put("pairs", 0, "note_en", "Riftbound calls it กองทิ้ง"),
     "pattern"),
    ("crossref.schema.json", "a game riftcheck has no glossary of", _put("pairs", 0, "game", "ygo"), "enum"),
    ("crossref.schema.json", "Thai in the English term", _put("pairs", 0, "term", "สุสาน"), "pattern"),
    ("crossref.schema.json", "an unknown key", _put("pairs", 0, "url", "https://example.org"),
     "additionalProperties"),
    ("deck.schema.json", "version 2", _put("version", 2), "const"),
    ("deck.schema.json", "no copies", _put("main", 0, "count", 0), "minimum"),
    ("deck.schema.json", "a count written as text", _put("main", 0, "count", "3"), "type"),
    ("deck.schema.json", "an entry naming no card", _drop("main", 0, "name"), "anyOf"),
    ("deck.schema.json", "an unknown zone", _put("deck", []), "additionalProperties"),
    ("formats-update.schema.json", "bans for no format", _drop("format"), "dependentRequired"),
    ("formats-update.schema.json", "an effective date in words", _put("bans", 0, "effective", "18 December 2026"),
     "pattern"),
    ("formats-update.schema.json", "month 13", _put("bans", 0, "effective", "2026-13-18"), "pattern"),
    ("formats-update.schema.json", "a ban wave of no cards", _put("bans", 0, "names", []), "minItems"),
    ("formats-update.schema.json", "an unknown key", _put("banned", ["Sprite Fountain"]), "additionalProperties"),
    ("formats.schema.json", "a setting without its source", _drop("settings", 0, "source"), "required"),
    ("formats.schema.json", "day 32", _put("bans", 0, "effective", "2026-07-32"), "pattern"),
    ("formats.schema.json", "a deck size without its rule", _drop("settings", 0, "main_deck", "rule"), "required"),
    ("formats.schema.json", "an unknown key", _put("banlist", ["Scrapheap"]), "additionalProperties"),
    ("glossary-phrases.schema.json", "an id with capitals", _put("Tank", ["แทงก์", "tank"]), "pattern"),
    ("glossary-phrases.schema.json", "three phrases", _put("tank", ["แทงก์", "tank", "taunt"]), "maxItems"),
    ("glossary-phrases.schema.json", "no Thai in the Thai phrase", _put("tank", ["tank", "tank"]), "pattern"),
    ("glossary.schema.json", "an entry without its English definition", _drop("entries", 0, "definition_en"),
     "required"),
    ("glossary.schema.json", "a category that is none", _put("entries", 0, "category", "spell"), "enum"),
    ("glossary.schema.json", "a rule number that is none", _put("entries", 0, "rules", ["8o5"]), "pattern"),
    ("glossary.schema.json", "a flag written as text", _put("entries", 0, "card_keyword", "yes"), "type"),
    ("glossary.schema.json", "an edition date in words", _put("core_rules_edition", "9 October 2026"), "pattern"),
    ("glossary.schema.json", "month 13", _put("core_rules_edition", "2026-13-09"), "pattern"),
    ("glossary.schema.json", "an unknown entry key", _put("entries", 0, "notes", "x"), "additionalProperties"),
    ("messages.schema.json", "no English", _drop("refusals", "png-image", "en"), "required"),
    ("messages.schema.json", "a Thai sentence with no Thai", _put("terms", "png-image", "th", "PNG"), "pattern"),
    ("messages.schema.json", "a key with capitals", _put("terms", "PNG", {"en": "a PNG", "th": "รูปภาพ"}), "pattern"),
    ("messages.schema.json", "a third language", _put("terms", "png-image", "fr", "une image PNG"),
     "additionalProperties"),
    ("terms.schema.json", "no Thai word", _drop("terms", "main-deck", "th"), "required"),
    ("terms.schema.json", "a game riftcheck does not check", _put("terms", "main-deck", "games", ["pokemon"]), "enum"),
    ("terms.schema.json", "a refused form with no Thai", _put("terms", "main-deck", "not_th", ["main"]), "pattern"),
    ("thai-words.schema.json", "a word with a space", _put("game", ["เด็ค หลัก"]), "pattern"),
    ("thai-words.schema.json", "no source", _drop("source"), "required"),
    ("usage-messages.schema.json", "no Thai", _drop("messages", "unknown-format", "th"), "required"),
    ("usage-messages.schema.json", "a Thai sentence with no Thai", _put("messages", "unknown-format", "th", "foo"),
     "pattern"),
    ("mtg-banlists.schema.json", "a change that changes nothing", _drop("formats", "modern", "changes", 0, "banned"),
     "anyOf"),
    ("mtg-banlists.schema.json", "a day that does not exist", _put("formats", "modern", "changes", 0, "date",
                                                                   "2026-02-30"), "format"),
    ("mtg-banlists.schema.json", "no date recorded until", _drop("formats", "modern", "recorded_until"), "required"),
    ("mtg-standard.schema.json", "a period without sets", _drop("periods", 0, "sets"), "required"),
    ("mtg-standard.schema.json", "a set code in lower case", _put("periods", 0, "sets", ["woe"]), "pattern"),
    ("mtg-partial-sets.schema.json", "a set without its size", _drop("sets", "FRA", "size"), "required"),
    ("mtg-partial-sets.schema.json", "a set code in lower case", _put("sets", {"fra": {"held": 24, "size": 305}}),
     "pattern"),
    ("mtg-partial-sets.schema.json", "a count below zero", _put("sets", "FRA", "held", -1), "minimum"),
    ("mtg-partial-sets.schema.json", "a lacking set of a format without printings", _put("missing", 0, "formats",
                                                                                        ["legacy"]), "enum"),
    ("mtg-partial-sets.schema.json", "no day the pool was built", _drop("pool_built"), "required"),
    ("mtg-formats.schema.json", "a kind of format that is none", _put("formats", "modern", "kind", "eternal"), "enum"),
    ("mtg-formats.schema.json", "a negative number of days", _put("printings_fresh_days", -1), "minimum"),
    ("mtg-formats.schema.json", "a day that does not exist", _put("comprehensive_rules", "2026-09-31"), "format"),
    ("mtg-formats.schema.json", "an unknown format key", _put("formats", "modern", "main_max", 60),
     "additionalProperties"),
]


def test_every_schema_has_a_document_here():
    assert sorted(VALID) == sorted(path.name for path in SCHEMAS.glob("*.schema.json"))
    assert {schema for schema, *_ in REFUSED} == set(VALID)


@pytest.mark.parametrize("schema", VALID)
def test_the_schema_accepts_its_small_document(schema):
    errors = [f"{error.json_path}: {error.message}" for error in _validator(schema).iter_errors(VALID[schema])]
    assert errors == []


@pytest.mark.parametrize("schema, broken, change, keyword", REFUSED,
                         ids=[f"{schema.split('.')[0]}: {broken}" for schema, broken, _, _ in REFUSED])
def test_the_schema_refuses_a_broken_document(schema, broken, change, keyword):
    document = copy.deepcopy(VALID[schema])
    change(document)
    assert keyword in _reasons(_validator(schema), document), broken
