"""riftcheck glossary: every term by category, Thai dictionary order, JSON."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from riftcheck.cli.app import app
from riftcheck.glossary.collate import thai_sort_key

ENTRY_FIELDS = [
    "id", "en", "th", "category", "definition_th", "definition_en", "example_th", "example_en",
    "related", "rules", "rules_current", "card_keyword", "aliases",
]


ENGLISH = {"LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}


def glossary(*args: str):
    return CliRunner().invoke(app, ["glossary", *args])


def test_json_lists_all_155_entries_with_lookup_fields():
    result = glossary("-o", "json")
    assert result.exit_code == 0
    entries = json.loads(result.stdout)["entries"]
    assert len(entries) == 155
    assert list(entries[0]) == ENTRY_FIELDS  # a look-up result's fields, less score, match and typed_as


def test_json_groups_by_category_in_thai_order():
    entries = json.loads(glossary("-o", "json").stdout)["entries"]
    categories = [entry["category"] for entry in entries]
    assert list(dict.fromkeys(categories)) == [
        "keyword", "action", "combat", "timing", "zone", "card-type", "resource", "deck-building", "domain", "other",
    ]
    keywords = [entry["th"] for entry in entries if entry["category"] == "keyword" and entry["th"]]
    assert keywords == sorted(keywords, key=thai_sort_key)
    assert keywords[:2] == ["กองทัพ", "แกงก์"]  # แ sorts by its consonant ก


@pytest.mark.parametrize("category", ["keyword", "คีย์เวิร์ด", "Keyword"])
def test_category_by_id_or_label(category):
    entries = json.loads(glossary("--category", category, "-o", "json").stdout)["entries"]
    assert len(entries) == 32
    assert {entry["category"] for entry in entries} == {"keyword"}


def test_category_with_a_space():
    entries = json.loads(glossary("--category", "card type", "-o", "json").stdout)["entries"]
    assert {entry["id"] for entry in entries} >= {"unit", "spell", "gear", "rune"}


def test_text_listing_in_thai():
    result = glossary("--category", "domain")
    assert result.exit_code == 0
    lines = [line.strip() for line in result.stdout.splitlines() if line.strip()]
    assert lines[0] == "โดเมน · 7 คำ"
    assert lines[1] == "โดเมน (สาย) · Domain"  # Thai terms first, then the English-only ones
    assert lines[2:] == ["Body", "Calm", "Chaos", "Fury", "Mind", "Order"]


def test_text_listing_in_english():
    lines = [line.strip() for line in glossary("--category", "zone", "--lang", "en").stdout.splitlines() if line.strip()]
    assert lines[0] == "Zone · 11 terms"
    names = [line.split(" · ")[0] for line in lines[1:]]
    assert names == sorted(names, key=str.casefold)


def test_unknown_category_is_a_usage_error():
    result = CliRunner().invoke(app, ["glossary", "--category", "spellz"], env=ENGLISH)
    assert result.exit_code == 2
    assert "riftcheck: unknown category 'spellz'; choose one of " in result.stderr
    assert "keyword (คีย์เวิร์ด)" in result.stderr


@pytest.mark.parametrize(("args", "message"), [(["-o", "csv"], "unknown output format 'csv'"), (["--lang", "de"], "unknown language 'de'")])
def test_bad_options_exit_2(args, message):
    result = CliRunner().invoke(app, ["glossary", *args], env=ENGLISH)
    assert result.exit_code == 2
    assert message in result.stderr
