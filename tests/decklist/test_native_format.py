"""riftcheck's own decklist format (YAML or JSON) and its JSON Schema."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest
import yaml
from decklist_testing import deck_by_zone, zone
from support import DECKLISTS

from riftcheck.games.riftbound.decklist.detect import read_path
from riftcheck.engine.inputs.refusals import DecklistError

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "src" / "riftcheck" / "data" / "schema" / "deck.schema.json").read_text())

YAML_DECK = """\
format: riftcheck-deck
version: 1
name: Lillia tempo
player: ลิลลี่ ผู้เล่นไทย
legend:
  - {count: 1, name: "Lillia, Bashful Bloom"}
champion:
  - {count: 1, name: "Lillia, Fae Fawn", code: UNL-082}
main:
  - {count: 2, name: Charm}
  - count: 3
    code: OGN-095
battlefields: []
runes:
  - {count: 7, name: Calm Rune, code: null}
"""


def test_yaml_decks_read_with_lines_and_codes(read_one):
    decklist = read_one(YAML_DECK)
    assert (decklist.input_format, decklist.name) == ("riftcheck", "Lillia tempo")
    assert decklist.player == "ลิลลี่ ผู้เล่นไทย"
    assert [(e.count, e.text, e.code, e.line) for e in decklist.entries("main")] == [
        (2, "Charm", None, 10),
        (3, "OGN-095", "OGN-095", 11),
    ]
    assert [(e.text, e.code) for e in decklist.entries("champion")] == [("Lillia, Fae Fawn", "UNL-082")]
    assert decklist.entries("sideboard") == [] and decklist.champion_in_main is False


def test_the_json_form_is_the_same_deck(read_one):
    document = yaml.safe_load(YAML_DECK)
    from_json, from_yaml = read_one(json.dumps(document)), read_one(YAML_DECK)
    for name in ("legend", "champion", "main", "runes"):
        assert zone(from_json, name) == zone(from_yaml, name)


def test_the_examples_here_satisfy_the_schema():
    jsonschema.validate(yaml.safe_load(YAML_DECK), SCHEMA)


@pytest.mark.parametrize(
    "change",
    [
        {"version": 2},
        {"format": "other"},
        {"mian": []},
        {"main": [{"count": 0, "name": "Charm"}]},
        {"main": [{"count": 2}]},
        {"main": [{"count": 2, "name": "Charm", "note": "x"}]},
        {"main": {"count": 2, "name": "Charm"}},
        {"name": ""},
    ],
)
def test_the_schema_refuses_what_the_reader_refuses_or_reports(read, change):
    document = {**yaml.safe_load(YAML_DECK), **change}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(document, SCHEMA)
    try:
        [decklist] = read(json.dumps(document))
    except DecklistError:
        return
    assert decklist.problems


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("format: riftcheck-deck\nversion: 2\n", "is riftcheck decklist version 2; this riftcheck reads version 1"),
        ("format: riftcheck-deck\nversion: 1\nmian: []\n", "has the unknown key(s) mian"),
        ("format: riftcheck-deck\nversion: 1\nmain: {count: 2}\n", "'main' must be a list of entries"),
        ("format: riftcheck-deck\nversion: 1\nname: [1, 2]\n", "name [1, 2] is not text"),
        ("format: riftcheck-deck\nversion: 1\nmain: [\n", "is not valid YAML"),
    ],
)
def test_misshapen_documents_are_refused_with_a_reason(read, text, reason):
    with pytest.raises(DecklistError, match=re.escape(reason)):
        read(text)


def test_a_misshapen_entry_is_a_problem_on_its_line(read_one):
    text = (
        "format: riftcheck-deck\nversion: 1\nmain:\n"
        "  - {count: 2, name: Charm}\n  - {count: many, name: Defy}\n  - Gust\n"
    )
    decklist = read_one(text)
    assert zone(decklist, "main") == [(2, "Charm")]
    assert [(p.line, p.text) for p in decklist.problems] == [(5, "main[1]"), (6, "main[2]")]
    assert "count 'many' is not a whole number" in decklist.problems[0].reason


def test_a_count_written_in_thai_digits_is_read_in_json_and_yaml_as_on_a_text_line(read_one):
    entries = [{"count": "๓", "name": "Charm"}, {"count": " ๑๐ ", "name": "Defy"}, {"count": "٣", "name": "Gust"},
               {"count": "३", "name": "Cleave"}]
    document = {"format": "riftcheck-deck", "version": 1, "main": entries}
    for text in (json.dumps(document, ensure_ascii=False), yaml.safe_dump(document, allow_unicode=True)):
        decklist = read_one(text)
        assert zone(decklist, "main") == [(3, "Charm"), (10, "Defy")]
        assert [problem.reason.split(" (")[0] for problem in decklist.problems] == [
            "count '٣' is not a whole number", "count '३' is not a whole number"]


def test_each_misshapen_entry_is_reported_for_its_first_fault(read_one):
    main = [
        {"count": 2, "name": "Charm", "code": None},
        {"count": 1, "name": "Defy", "Notes": "x", "art": 2},
        {"name": "Gust", "extra": True},
        {"name": "Gust"},
        {"count": 2},
        {"count": 2, "name": None, "code": None},
        {"count": 3, "code": "OGN-095"},
    ]
    decklist = read_one(json.dumps({"format": "riftcheck-deck", "version": 1, "main": main}))
    assert [(entry.count, entry.text, entry.code) for entry in decklist.entries("main")] == [
        (2, "Charm", None), (3, "OGN-095", "OGN-095"),
    ]
    assert [(problem.text, problem.reason) for problem in decklist.problems] == [
        ("main[1]", "unknown key(s) Notes, art; an entry has count, name and code"),
        ("main[2]", "unknown key(s) extra; an entry has count, name and code"),
        ("main[3]", "the entry has no count"),
        ("main[4]", "the entry needs a name or a code"),
        ("main[5]", "the entry needs a name or a code"),
    ]


def test_yaml_anchors_and_aliases_are_refused(read):
    bomb = 'format: riftcheck-deck\nversion: 1\nname: &a "lol"\nplayer: *a\n'
    with pytest.raises(DecklistError, match=r"uses a YAML anchor or alias \(line 3\)"):
        read(bomb)


def test_python_tags_are_refused_before_anything_is_built(read):
    text = "format: riftcheck-deck\nversion: 1\nname: !!python/object/apply:os.system [echo hacked]\n"
    with pytest.raises(DecklistError, match=r"uses the YAML tag !!python/object/apply:os.system \(line 3\)"):
        read(text)


def test_a_corpus_deck_survives_being_written_and_read_back(resolver, tmp_path, read_one):
    from riftcheck.games.riftbound.resolve_deck import resolve_deck
    from riftcheck.games.riftbound.writers.native import write_json, write_yaml

    [original] = read_path(DECKLISTS / "033-lillia-piltover-deckcode-riftdecks-published.txt")
    deck = resolve_deck(original, resolver)
    for written in (write_yaml(deck), write_json(deck)):
        again = read_one(written.text)
        assert again.problems == []
        assert deck_by_zone(again, resolver) == deck_by_zone(original, resolver)
        jsonschema.validate(
            yaml.safe_load(written.text) if not written.text.startswith("{") else json.loads(written.text), SCHEMA
        )


def test_a_name_met_before_is_still_refused_with_a_count_it_cannot_have(read_one):
    main = [
        {"count": 2, "name": "Charm"},
        {"count": True, "name": "Charm"},
        {"count": 0, "name": "Charm"},
        {"count": "3", "name": "Charm"},
        {"count": 2, "name": ["Charm"]},
        {"count": 2, "name": "Charm", "code": 95},
        {"count": 1, "name": "Charm", "notes": "again"},
    ]
    document = json.dumps({"format": "riftcheck-deck", "version": 1, "main": main})
    for _ in range(2):  # the second reading meets every name as one accepted before
        decklist = read_one(document)
        assert [(entry.count, entry.text) for entry in decklist.entries("main")] == [(2, "Charm"), (3, "Charm")]
        assert [problem.text for problem in decklist.problems] == ["main[1]", "main[2]", "main[4]", "main[5]", "main[6]"]


ITEMS_MET_TWICE = [
    "{count: 2, name: Charm, code: null}",
    "{count: true, name: Charm, code: null}",
    "{count: 1000, name: Charm, code: null}",
    "{count: 3, name: null, code: OGN-095}",
    "{count: 1, name: Charm, code: 95}",
    "{count: 1, name: Charm, notes: null}",
    "{count: 2, name: Charm, code: OGN-043}",
]


@pytest.mark.parametrize("form", ["json", "yaml"])
def test_entries_met_before_read_as_they_did_the_first_time(read_one, form):
    from riftcheck.games.riftbound.decklist import entries

    text = "format: riftcheck-deck\nversion: 1\nmain:\n" + "".join(f"- {item}\n" for item in ITEMS_MET_TWICE)
    if form == "json":
        text = json.dumps(yaml.safe_load(text))
    entries.clear_cache()
    first = read_one(text)
    again = read_one(text)  # every name and code is now one accepted before
    assert again == first
    assert [(entry.count, entry.text, entry.code) for entry in again.entries("main")] == [
        (2, "Charm", None), (3, "OGN-095", "OGN-095"), (2, "Charm", "OGN-043")]
    assert [problem.text for problem in again.problems] == ["main[1]", "main[2]", "main[4]", "main[5]"]
    assert [entry.line for entry in again.entries("main")] == ([None] * 3 if form == "json" else [4, 7, 10])
