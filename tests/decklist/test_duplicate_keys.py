"""A key written twice in one JSON object or YAML mapping: a parser keeps one of the values and
drops the other without a word, so such a document is refused rather than half read."""

from __future__ import annotations

import json

import pytest
from support import run_cli

from riftcheck.engine.inputs.refusals import DecklistError
from riftcheck.games.riftbound.decklist.structured import load_json, load_yaml, load_yaml_with_pyyaml

LEGAL_DATE = "2026-09-06"
LEGEND = {"count": 1, "name": "Lillia, Bashful Bloom", "code": None}
OTHER_LEGEND = {"count": 1, "name": "Jinx, Loose Cannon", "code": None}


@pytest.mark.parametrize(
    "text",
    [
        '{"format": "riftcheck-deck", "main": [], "main": [{"count": 3, "name": "Charm"}]}',
        '{"main": [{"count": 3, "name": "Charm", "count": 1}]}',
        '{"a": {"b": 1, "b": 1}}',
    ],
    ids=["top-level", "in-an-entry", "same-value"],
)
def test_a_json_key_written_twice_in_one_object_is_refused_naming_it(text):
    with pytest.raises(DecklistError, match="gives the key '(main|count|b)' twice in one object"):
        load_json(text, "deck.json")


def test_the_same_key_in_different_json_objects_is_read():
    text = '{"main": [{"count": 3, "name": "Charm"}, {"count": 2, "name": "Defy"}]}'
    assert load_json(text, "deck.json") == json.loads(text)


@pytest.mark.parametrize(
    ("text", "key", "line"),
    [
        ("format: riftcheck-deck\nmain: []\nmain:\n- {count: 3, name: Charm}\n", "main", 3),
        ("main:\n- {count: 3, name: Charm, count: 1}\n", "count", 2),
        ("main:\n- count: 3\n  name: Charm\n  name: Defy\n", "name", 4),
        ("main:\n  - count: 3\n    name: Charm\nmain: []\n", "main", 4),
    ],
    ids=["top-level", "flow-entry", "block-entry", "indented"],
)
def test_a_yaml_key_written_twice_in_one_mapping_is_refused_naming_it_and_its_line(text, key, line):
    refusal = f"gives the key '{key}' twice in one mapping \\(line {line}\\)"
    with pytest.raises(DecklistError, match=refusal):
        load_yaml(text, "deck.yaml")
    with pytest.raises(DecklistError, match=refusal):
        load_yaml_with_pyyaml(text, "deck.yaml")


def test_the_same_key_in_different_yaml_mappings_is_read():
    data, _ = load_yaml_with_pyyaml("main:\n- {count: 3, name: Charm}\n- {count: 2, name: Defy}\n", "deck.yaml")
    assert data == {"main": [{"count": 3, "name": "Charm"}, {"count": 2, "name": "Defy"}]}


def _deck_with_two_legend_keys() -> str:
    done = run_cli("convert", "--to", "json", "examples/lillia.txt")
    assert done.returncode == 0, done.stderr
    legend_line = '"legend": [\n    ' + json.dumps(LEGEND, ensure_ascii=False) + "\n  ],"
    assert legend_line in done.stdout
    return done.stdout.replace(legend_line, f'"legend": [{json.dumps(OTHER_LEGEND)}],\n  ' + legend_line, 1)


@pytest.mark.parametrize("lang", ["en", "th"])
def test_a_decklist_giving_its_legend_twice_is_never_legal(tmp_path, lang):
    path = tmp_path / "deck.json"
    path.write_text(_deck_with_two_legend_keys(), encoding="utf-8")
    done = run_cli("check", str(path), "-o", "json", "--as-of", LEGAL_DATE, "--lang", lang)
    assert done.returncode == 2, done.stdout
    (deck,) = json.loads(done.stdout)["decks"]
    assert deck["status"] == "unreadable"
    assert deck["error"].startswith(str(path)) and "'legend'" in deck["error"]


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("main:\n- {<<: {count: 3, name: Stacked Deck}, count: 3, name: Charm}\n", 2),
        ("<<: {sideboard: [{count: 3, name: Stacked Deck}]}\nsideboard: []\n", 1),
        ("main:\n- count: 3\n  <<: [{name: Charm}, {name: Defy}]\n", 3),
    ],
    ids=["over-a-key", "top-level", "several"],
)
def test_a_yaml_merge_key_is_refused_since_the_keys_beside_it_hide_what_it_merges(text, line):
    with pytest.raises(DecklistError, match=f"uses the YAML tag !!merge \\(line {line}\\)"):
        load_yaml(text, "deck.yaml")
