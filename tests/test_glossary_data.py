"""data/glossary_th.yaml: valid against its schema, complete against the seed glossary, links resolve."""

from __future__ import annotations

import datetime

import copy
import json
import re
import unicodedata

import jsonschema
import pytest
import yaml
from support import shared_path

from riftcheck.engine.normalize import normalize
from riftcheck.engine.paths import data_dir


SEED_CATEGORIES = {
    "คีย์เวิร์ด": "keyword",
    "การกระทำ": "action",
    "การต่อสู้": "combat",
    "จังหวะเวลา": "timing",
    "โซน": "zone",
    "ประเภทการ์ด": "card-type",
    "ทรัพยากร": "resource",
    "การจัดเด็ค": "deck-building",
    "Domain": "domain",
    "อื่นๆ": "other",
}
# An entry's first line runs the English term, the Thai term (if any) and the category together.
SEED_HEADER = re.compile(
    r"^(?P<en>[A-Za-z][A-Za-z -]*)(?P<th>[^\x00-\x7f].*?)??(?P<category>" + "|".join(SEED_CATEGORIES) + ")$"
)
# Its last line: → related → terms, then optionally ดูการ์ดที่มี X and กฎข้อ N, M.
SEED_LINKS = re.compile(r"^→ (?P<related>.*?)(?:ดูการ์ดที่มี (?P<keyword>.+?))?(?:กฎข้อ (?P<rules>.+))?$")


def parse_seed(text: str) -> list[dict]:
    """The seed's entries: each is a header line, a definition, maybe an example, and a → line."""
    lines = text.splitlines()
    entries, block = [], []
    for line in lines[lines.index("A") :]:
        if not line.strip() or re.fullmatch("[A-Z]", line):
            continue  # blank lines and the A, B, C ... section letters
        block.append(line)
        if line.startswith("→"):
            entries.append(_seed_entry(block))
            block = []
    assert not block, f"unfinished entry at the end of the seed: {block}"
    return entries


def _seed_entry(block: list[str]) -> dict:
    header, links = SEED_HEADER.match(block[0]), SEED_LINKS.match(block[-1])
    assert header and links and len(block) in (3, 4), block
    return {
        "en": header["en"],
        "th": header["th"],
        "category": SEED_CATEGORIES[header["category"]],
        "definition": block[1],
        "has_example": len(block) == 4,
        "related": [name.strip() for name in links["related"].split("→") if name.strip()],
        "card_keyword": links["keyword"] is not None,
        "rules": [number.strip() for number in (links["rules"] or "").split(",") if number.strip()],
    }


@pytest.fixture(scope="module")
def document() -> dict:
    return yaml.load((data_dir() / "glossary_th.yaml").read_bytes(), Loader=yaml.CSafeLoader)


@pytest.fixture(scope="module")
def entries(document) -> dict[str, dict]:
    return {entry["en"]: entry for entry in document["entries"]}


@pytest.fixture(scope="module")
def seed() -> dict[str, dict]:
    path = shared_path("seeds/000_4d728e88588d4725.txt", "the seed glossary")
    return {entry["en"]: entry for entry in parse_seed(path.read_text(encoding="utf-8"))}


@pytest.fixture(scope="module")
def validator() -> jsonschema.Draft202012Validator:
    schema = json.loads((data_dir() / "schema" / "glossary.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def test_glossary_validates_against_its_schema(document, validator):
    errors = [f"{error.json_path}: {error.message}" for error in validator.iter_errors(document)]
    assert errors == []


@pytest.mark.parametrize(
    "change",
    [
        lambda entry: entry.update(category="spell"),
        lambda entry: entry.update(th="  "),
        lambda entry: entry.update(definition_en="ภาษาไทย"),
        lambda entry: entry.update(rules=["8o5"]),
        lambda entry: entry.pop("definition_th"),
        lambda entry: entry.pop("example_en"),  # an example in Thai only
    ],
)
def test_schema_rejects_a_broken_entry(document, validator, change):
    broken = copy.deepcopy(document)
    change(broken["entries"][0])
    assert not validator.is_valid(broken)


def test_seed_has_155_entries(seed):
    assert len(seed) == 155  # the page's heading says 156


def test_every_seed_term_is_in_the_glossary(entries, seed):
    assert sorted(entries) == sorted(seed)


def test_thai_terms_and_categories_match_the_seed(entries, seed):
    for name, seeded in seed.items():
        assert entries[name].get("th") == seeded["th"], name
        assert entries[name]["category"] == seeded["category"], name


def test_terms_without_thai_are_the_ones_the_seed_leaves_in_english(entries):
    english_only = sorted(name for name, entry in entries.items() if "th" not in entry)
    assert english_only == sorted(
        ["Body", "Calm", "Chaos", "Fury", "Mind", "Order", "Energy", "Might", "Power", "XP",
         "Deathknell", "Flow", "Quick-Draw", "Show Off"]
    )


def test_card_keyword_flag_and_examples_follow_the_seed(entries, seed):
    for name, seeded in seed.items():
        assert entries[name]["card_keyword"] == seeded["card_keyword"], name
        assert ("example_th" in entries[name]) == seeded["has_example"], name


def test_each_domain_answers_to_its_colour_as_the_seed_names_it(document, entries, seed):
    english = {"แดง": "red", "เขียว": "green", "น้ำเงิน": "blue", "ส้ม": "orange", "ม่วง": "purple", "เหลือง": "yellow"}
    domains = [name for name, entry in seed.items() if entry["category"] == "domain" and name != "Domain"]
    assert len(domains) == 6
    missing = {}
    for name in domains:
        colour = re.search(r"สี(\S+)", seed[name]["definition"])[1]
        wanted = {"สี" + colour, colour, english[colour]}
        missing[name] = sorted(wanted - set(entries[name]["aliases"]))
    assert missing == {name: [] for name in domains}
    assert "seed 000" in document["source"]


def test_rule_numbers_are_the_seeds(entries, seed):
    for name, seeded in seed.items():
        assert entries[name]["rules"] == seeded["rules"], name


def test_moved_rules_name_a_cited_number(document):
    moved = {entry["id"]: entry["rules_current"] for entry in document["entries"] if "rules_current" in entry}
    for entry in document["entries"]:
        assert set(entry.get("rules_current", {})) <= set(entry["rules"]), entry["id"]
    assert moved == {"champion-legend": {"107.4": "174.2–174.4"}, "unique": {"825": "825.3"}}


def test_the_glossary_cites_the_current_edition_as_the_checker_does(document):
    """The numbers that the Core Rules of 2026-10-09 moved are cited as moved, and riftcheck's
    one number map (data/formats/rule-numbers.yaml) gives the same numbers for today."""
    from riftcheck.games.riftbound.formats import ban_waves
    from riftcheck.games.riftbound import formats

    assert document["core_rules_edition"] == ban_waves.known().edition.effective.isoformat()
    cited = {entry["id"]: entry["rules"] for entry in document["entries"]}
    assert cited["champion-legend"][0] == "103.2" and cited["main-deck"][0] == "103.3"
    assert "483–491" in cited["mode-of-play"]
    july = set(formats.numbering(datetime.date(2026, 10, 8)).values())
    current = set(formats.numbering(datetime.date(2026, 10, 8)))
    stale = {(entry_id, number) for entry_id, numbers in cited.items() for number in numbers
             if number in july - current}
    assert stale == set()


def test_related_terms_are_the_seeds_links(entries, seed):
    ids = {name: entry["id"] for name, entry in entries.items()}
    for name, seeded in seed.items():
        expected = [ids[linked] for linked in seeded["related"] if linked in ids]
        assert entries[name]["related"] == expected, name


def test_every_related_link_resolves(document):
    ids = {entry["id"] for entry in document["entries"]}
    dangling = [(entry["id"], linked) for entry in document["entries"] for linked in entry["related"] if linked not in ids]
    assert dangling == []


def test_ids_are_unique_and_derived_from_the_english_term(document):
    ids = [entry["id"] for entry in document["entries"]]
    assert len(ids) == len(set(ids))
    for entry in document["entries"]:
        assert entry["id"] == entry["en"].lower().replace(" ", "-")


def test_no_name_or_alias_points_at_two_entries(document):
    owners: dict[str, set[str]] = {}
    for entry in document["entries"]:
        for name in (entry["en"], entry.get("th"), entry["id"], *entry["aliases"]):
            if name:
                owners.setdefault(normalize(name), set()).add(entry["id"])
    shared = {name: ids for name, ids in owners.items() if len(ids) > 1}
    assert shared == {}


def test_thai_text_is_nfc_and_already_normalised(document):
    for entry in document["entries"]:
        for text in (entry.get("th"), *entry["aliases"]):
            if text:
                assert unicodedata.is_normalized("NFC", text), text
                assert normalize(text) == text.casefold(), text


def test_flattened_icons_are_written_as_symbols(document):
    flattened = re.compile(r"rainbow rune|\b(fury|calm|mind|body|chaos|order) rune\b| C\b")
    for entry in document["entries"]:
        for field in ("definition_th", "definition_en", "example_th", "example_en"):
            assert not flattened.search(entry.get(field) or ""), (entry["id"], field)
    text = json.dumps(document, ensure_ascii=False)
    assert "[โดเมนใดก็ได้]" in text and "[any domain]" in text and "[Fury]" in text


def test_category_labels_are_the_seeds(document):
    labels = {category["id"]: category["th"] for category in document["categories"]}
    for seed_label, category_id in SEED_CATEGORIES.items():
        if category_id != "domain":  # the seed writes this one in English; Thai players say โดเมน
            assert labels[category_id] == seed_label
    assert labels["domain"] == "โดเมน"
